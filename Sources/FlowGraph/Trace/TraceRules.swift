/// The rule descriptions of trace findings, so that the linter's reporters (SARIF's `tool.driver.rules`, JUnit's
/// test names) describe them like lint rules. `multi-step-transition` is the linter's own rule: same id, same text.
public enum TraceRules {
  /// The description of a trace rule: the linter's for the ids it shares, otherwise the trace-only one.
  public static func description(_ rule: TraceFinding.Rule) -> RuleDescription {
    switch rule {
    case .multiStepTransition:
      return MultiStepTransitionRule.description
    case .badInput:
      return RuleDescription(
        id: rule.rawValue, name: "Trace bad input", severity: .warning,
        summary: "A trace line or file that cannot be read",
        rationale: "Each trace line must be one JSON snapshot of a coordinator's routes (flowviz's form or FlowStacks' "
          + "Codable routes). Lines that are not JSON, not a snapshot, cut off or too long are counted and skipped, so "
          + "the analysis misses what they recorded.")
    case .unknownScreen:
      return RuleDescription(
        id: rule.rawValue, name: "Trace unknown screen", severity: .warning,
        summary: "A recorded screen the static graph does not have",
        rationale: "The app showed a screen that the graph read from the code has no id for: a screen extraction "
          + "missed, a renamed case, or a trace recorded against another version of the app.")
    case .unknownTransition:
      return RuleDescription(
        id: rule.rawValue, name: "Trace unknown transition", severity: .warning,
        summary: "A recorded transition the static graph does not have",
        rationale: "The app went from one screen to another in a way no edge of the graph shows: a blind spot of "
          + "extraction or a destination computed at run time. Reviews of the graph cannot see it.")
    case .backWithoutAction:
      return RuleDescription(
        id: rule.rawValue, name: "Trace back without action", severity: .warning,
        summary: "The stack shrank where the code has no back action",
        rationale: "A pop or dismiss happened at run time from a screen whose code never goes back: a system gesture "
          + "or button, or the routes state and the UI disagree (a desync that FlowStacks' bindings can cause).")
    }
  }

  /// Every trace rule, sorted by id.
  public static var all: [RuleDescription] {
    TraceFinding.Rule.allCases.map(description).sorted { $0.id < $1.id }
  }

  /// What to do about a finding of this rule (the linter's `suggestion`).
  public static func suggestion(_ rule: TraceFinding.Rule) -> String {
    switch rule {
    case .multiStepTransition:
      return "Let the library stage the update (FlowStack 0.6+, `withDelaysIfUnsupported`, Navigator's `navigateWith`) "
        + "or split it into one change per step."
    case .badInput:
      return "Fix or drop the line: one JSON snapshot per line (see `flowviz trace --help`)."
    case .unknownScreen:
      return "Check the screen ids the app records against the graph, or add the screen to the graph's inputs."
    case .unknownTransition:
      return "Declare the destination where the code makes it (or in a definition file) so the graph shows it."
    case .backWithoutAction:
      return "Add the back action to the code, or check that the recorded routes match what the UI shows."
    }
  }
}
