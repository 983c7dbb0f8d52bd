/// A finding from a trace, shaped to feed the linter's reporters later: rule id, severity, message, file:line.
public struct TraceFinding: Hashable, Codable, Sendable, CustomStringConvertible {
  /// Stable kebab-case ids; `multi-step-transition` is the linter's rule of the same meaning.
  public enum Rule: String, Hashable, Codable, Sendable, CaseIterable {
    case multiStepTransition = "multi-step-transition"
    /// A line that cannot be read: not JSON, not a snapshot, cut off, too long; a file that is not a trace.
    case badInput = "trace-bad-input"
    /// A recorded screen the static graph does not have.
    case unknownScreen = "trace-unknown-screen"
    /// A recorded transition the static graph does not have (an extraction blind spot or a dynamic destination).
    case unknownTransition = "trace-unknown-transition"
    /// The stack shrank but no back action in the code can do it (the routes state and the UI may disagree).
    case backWithoutAction = "trace-back-without-action"
  }

  public var rule: Rule
  public var severity: Diagnostic.Severity
  public var message: String
  /// The trace file, as given on the command line.
  public var file: String
  /// 1-based line of the (first) snapshot concerned; nil for a whole file.
  public var line: Int?
  /// How often it happened (1 for a single line).
  public var count: Int
  /// Screen ids concerned.
  public var screens: [String]

  public init(
    rule: Rule, severity: Diagnostic.Severity, message: String, file: String, line: Int?, count: Int = 1,
    screens: [String] = []
  ) {
    self.rule = rule
    self.severity = severity
    self.message = message
    self.file = file
    self.line = line
    self.count = count
    self.screens = screens
  }

  /// `file:line: warning: message [rule]`, as compilers and CI logs print.
  public var description: String {
    let place = line.map { "\(file):\($0)" } ?? file
    let times = count > 1 ? " (×\(count))" : ""
    return "\(place): \(severity.rawValue): \(message)\(times) [\(rule.rawValue)]"
  }

  /// As a diagnostic for code that prints or collects diagnostics.
  public var diagnostic: Diagnostic {
    line.map { Diagnostic(severity, message, at: SourceLocation(file: file, line: $0)) }
      ?? Diagnostic(severity, message, file: file)
  }

  static func precedes(_ a: TraceFinding, _ b: TraceFinding) -> Bool {
    if a.file != b.file { return a.file < b.file }
    if a.line != b.line { return (a.line ?? 0) < (b.line ?? 0) }
    if a.rule != b.rule { return a.rule.rawValue < b.rule.rawValue }
    return a.message < b.message
  }
}
