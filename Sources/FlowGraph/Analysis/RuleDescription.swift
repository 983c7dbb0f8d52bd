/// What a rule is: a stable kebab-case id, its default severity, a summary, why it matters, and its examples.
public struct RuleDescription: Hashable, Sendable {
  public var id: String
  public var name: String
  public var severity: Severity
  public var summary: String
  public var rationale: String
  public var triggering: [Example]
  public var nonTriggering: [Example]

  public init(
    id: String, name: String, severity: Severity, summary: String, rationale: String,
    triggering: [Example] = [], nonTriggering: [Example] = []
  ) {
    self.id = id
    self.name = name
    self.severity = severity
    self.summary = summary
    self.rationale = rationale
    self.triggering = triggering
    self.nonTriggering = nonTriggering
  }
}

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
}
