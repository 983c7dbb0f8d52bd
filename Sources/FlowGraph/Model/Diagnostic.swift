/// A message about the user's input, at a position when one is known.
public struct Diagnostic: Hashable, Codable, Sendable, CustomStringConvertible {
  public enum Severity: String, Hashable, Codable, Sendable { case error, warning, note }

  public var severity: Severity
  public var message: String
  /// The file (relative to the working directory) when no line is known.
  public var file: String?
  public var location: SourceLocation?

  public init(_ severity: Severity, _ message: String, at location: SourceLocation) {
    self.severity = severity
    self.message = message
    self.file = location.file
    self.location = location
  }

  public init(_ severity: Severity, _ message: String, file: String?) {
    self.severity = severity
    self.message = message
    self.file = file
    self.location = nil
  }

  /// `file:line:column: error: message`, the form editors and CI logs link.
  public var description: String {
    let place = location.map { "\($0): " } ?? file.map { "\($0): " } ?? ""
    return "\(place)\(severity.rawValue): \(message)"
  }
}

/// One or more errors in the user's input; every error of a file is reported at once.
public struct InputError: Error, CustomStringConvertible, Sendable {
  public var diagnostics: [Diagnostic]

  public init(_ diagnostics: [Diagnostic]) { self.diagnostics = diagnostics }
  public init(_ diagnostic: Diagnostic) { self.diagnostics = [diagnostic] }

  public var description: String { diagnostics.map(\.description).joined(separator: "\n") }
}
