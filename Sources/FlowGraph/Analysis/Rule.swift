/// A check over the navigation graph: one type per file under `Analysis/Rules`, listed in `Linter.builtInRules`.
public protocol Rule: Sendable {
  static var description: RuleDescription { get }
  func check(_ context: LintContext) -> [Finding]
}

extension Rule {
  public var description: RuleDescription { Self.description }

  /// A finding of this rule at its default severity (the linter applies configured severities).
  func finding(
    _ message: String, at location: SourceLocation?, suggestion: String, subjects: [String],
    related: [RelatedLocation] = [], path: [RelatedLocation] = []
  ) -> Finding {
    Finding(
      rule: Self.description.id, severity: Self.description.severity, message: message, location: location,
      suggestion: suggestion, subjects: subjects, related: related, path: path)
  }

  /// The screens a finding names for one call that several screens make (a call in a view or a method they share):
  /// `'a'`, or `'a' (and 'b', 'c', which make the same call)`.
  func callers(_ first: String, _ others: [String]) -> String {
    others.isEmpty ? "'\(first)'" : "'\(first)' (and \(others.map { "'\($0)'" }.joined(separator: ", ")), which make the same call)"
  }
}
