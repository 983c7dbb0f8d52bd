/// A TCA action a control or reducer sends that every reducer ignores: the button, or the navigation the reducer
/// dispatches, does nothing.
struct IgnoredActionRule: Rule {
  static let description = RuleDescription(
    id: "ignored-action", name: "Ignored Action", severity: .warning,
    summary: "An action a control or reducer sends should be handled by some reducer.",
    rationale: """
      In the Composable Architecture a store runs its reducer on every action sent to it, and a parent reducer \
      sees a child's actions only as its own wrapped cases (`Scope`, `forEach`); with TCACoordinators the \
      coordinator receives every screen action as `.router(.routeAction(id, action: .screen(…)))` and navigates by \
      matching it. A screen often leaves an action to its coordinator (`case .quitTapped: return .none`, or no arm \
      of its own, the case falling into a `default:` that does nothing: Swift runs the `default:` arm for every case \
      no other arm matches); when no other reducer matches that case either, sending it changes no state and starts \
      no effect: the control that \
      sends it (`Button { store.send(.quitTapped) }`, an `@objc` target-action method) does nothing, and so does \
      a reducer's `return .send(.goBack)`. Sends from lifecycle code (`.onAppear`, `.task`) and results of effects \
      (`await send(…)` in `.run`) are not judged: doing nothing there is a placeholder. Not reported when another \
      reducer matches a feature's actions wholesale (`case let .game(action):` doing something), when several \
      `Action` enums declare the case, or when the case carries other actions (`Scope` hands those to a child).
      """,
    triggering: IgnoredActionExamples.triggering,
    nonTriggering: IgnoredActionExamples.nonTriggering,
    judgesCode: true)

  func check(_ context: LintContext) -> [Finding] {
    context.graph.codeFacts.filter { $0.kind == .ignoredAction }.map { fact in
      let sender = fact.detail == ActionSend.Trigger.user.rawValue ? "a control sends" : "the reducer sends"
      return finding(
        "\(sender) '.\(fact.member)' to '\(fact.type)', whose reducer answers it with '.none' and no other reducer matches it: sending it does nothing",
        at: fact.location,
        suggestion: "Match '.\(fact.member)' in the coordinator (or parent) reducer and navigate there, handle it in '\(fact.type)', or remove the action and what sends it.",
        subjects: [fact.type, fact.member],
        related: fact.related.map { RelatedLocation($0, "the arm answering it with .none") })
    }
  }
}
