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
