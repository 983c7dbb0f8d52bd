/// Turns a lint result into one output format. Reporters are stateless and deterministic.
public protocol Reporter: Sendable {
  func report(_ result: LintResult) -> String
}

extension Finding {
  /// `file:line:column`, or `file` / `<graph>` when the position is unknown.
  var place: String { location.map(\.description) ?? "<graph>" }
}
