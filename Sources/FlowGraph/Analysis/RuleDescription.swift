/// What a rule is: a stable kebab-case id, its default severity, a summary, why it matters, and its examples.
public struct RuleDescription: Hashable, Sendable {
  public var id: String
  public var name: String
  public var severity: Severity
  public var summary: String
  public var rationale: String
  public var triggering: [Example]
  public var nonTriggering: [Example]
  /// The rule judges Swift code beside the flow (`CodeFact`s): a definition file, which only describes a flow,
  /// never triggers it.
  public var judgesCode: Bool

  public init(
    id: String, name: String, severity: Severity, summary: String, rationale: String,
    triggering: [Example] = [], nonTriggering: [Example] = [], judgesCode: Bool = false
  ) {
    self.id = id
    self.name = name
    self.severity = severity
    self.summary = summary
    self.rationale = rationale
    self.triggering = triggering
    self.nonTriggering = nonTriggering
    self.judgesCode = judgesCode
  }
}
