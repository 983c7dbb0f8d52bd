/// A lint finding as the review outputs show it (diff tables, the HTML report's side panel).
///
/// Kept independent of the linter's own types: whatever produces findings maps them onto this value.
/// Identity for "introduced / fixed" is rule + screens + message, never the line, so moved code is no change.
public struct ReportFinding: Hashable, Codable, Sendable {
  /// The rule id, e.g. `push-without-navigation`.
  public var rule: String
  /// `error`, `warning` or `note`.
  public var severity: String
  public var message: String
  /// The screen (or coordinator) ids the finding names.
  public var screens: [String]
  public var location: SourceLocation?

  public init(rule: String, severity: String, message: String, screens: [String] = [], location: SourceLocation? = nil) {
    self.rule = rule
    self.severity = severity
    self.message = message
    self.screens = screens
    self.location = location
  }

  /// What stays equal when only the code's position changes.
  var identity: String { "\(rule)|\(screens.sorted().joined(separator: ","))|\(message)" }

  static func precedes(_ a: ReportFinding, _ b: ReportFinding) -> Bool {
    if a.identity != b.identity { return a.identity < b.identity }
    return Optional.precedes(a.location, b.location) ?? false
  }
}
