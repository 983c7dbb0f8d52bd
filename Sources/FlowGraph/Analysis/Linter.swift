/// Runs the rules over a graph, applies severities and inline suppressions, and reports superfluous ones.
public struct Linter: Sendable {
  /// Every rule, in the order they run: adding a rule is one file and one line here.
  public static let builtInRules: [any Rule] = [
    UnreachableScreenRule(),
    UnreachableCoordinatorRule(),
    PushWithoutNavigationRule(),
    NestedNavigationRule(),
    ChildCoordinatorConflictRule(),
    MultiStepTransitionRule(),
    CoverWithoutDismissRule(),
    CoverOnAppearRule(),
    DeadEndScreenRule(),
    MissingDestinationRule(),
    BackOnEmptyStackRule(),
    NoOpBackNavigationRule(),
    InertCoordinatorRule(),
    UnusedNavigationContainerRule(),
    NavigatorUnboundScreenRule(),
    DuplicateScreenIdentityRule(),
    UnusedNavigationHelperRule(),
    CoordinatorStateNotOwnedRule(),
    StateOutsideViewRule(),
    NavigationLinkTapGestureRule(),
    NavigationIgnoresResultRule(),
    UnhandledDelegateActionRule(),
    DeadDestinationTypeRule(),
    IgnoredActionRule(),
    UntaggedTabRule(),
    RootReplacedInPlaceRule(),
    SuperfluousSuppressionRule(),
  ]

  public static var ruleIDs: [String] { builtInRules.map(\.description.id) }

  public static func rule(_ id: String) -> (any Rule)? { builtInRules.first { $0.description.id == id } }

  public var options: LintOptions

  public init(options: LintOptions = LintOptions()) { self.options = options }

  /// Lints a graph; `sources` maps the files of the inputs (as named in locations) to their text, for suppressions.
  public func lint(_ graph: FlowGraph, sources: [String: String] = [:]) -> LintResult {
    let context = LintContext(graph: graph, assumptions: options.assumptions)
    let rules = Self.builtInRules.filter { options.isEnabled($0.description.id) }
    var findings = rules.flatMap { $0.check(context) }
    for index in findings.indices {
      if let severity = options.severities[findings[index].rule] { findings[index].severity = severity }
    }
    let suppressions = sources.keys.sorted().flatMap { Suppression.parse(sources[$0] ?? "", file: $0) }
    var used = Array(repeating: Set<String>(), count: suppressions.count)
    var kept: [Finding] = []
    for finding in findings {
      let matches = suppressions.indices.filter { suppressions[$0].covers(finding) }
      if matches.isEmpty {
        kept.append(finding)
      } else {
        for m in matches { used[m].insert(suppressions[m].rules.contains(finding.rule) ? finding.rule : "all") }
      }
    }
    let suppressedCount = findings.count - kept.count
    let superfluous = SuperfluousSuppressionRule.description
    if options.isEnabled(superfluous.id) {
      for (index, suppression) in suppressions.enumerated() {
        for rule in suppression.rules where !used[index].contains(rule) {
          var finding: Finding
          if rule != "all" && Self.rule(rule) == nil {
            finding = Finding(
              rule: superfluous.id, severity: superfluous.severity,
              message: "suppression names an unknown rule '\(rule)'", location: suppression.location,
              suggestion: "Use a rule id from `flowviz rules` (or `all`), or remove the comment.", subjects: [rule])
          } else if rule == "all" || options.isEnabled(rule) {
            finding = Finding(
              rule: superfluous.id, severity: superfluous.severity,
              message: "suppression of '\(rule)' (\(suppression.scope.rawValue)) suppresses nothing", location: suppression.location,
              suggestion: "Remove the comment, or move it to the line of the finding it is meant for.", subjects: [rule])
          } else {
            continue
          }
          if let severity = options.severities[superfluous.id] { finding.severity = severity }
          kept.append(finding)
        }
      }
    }
    return LintResult(findings: kept, rules: rules.map(\.description), suppressed: suppressedCount)
  }
}
