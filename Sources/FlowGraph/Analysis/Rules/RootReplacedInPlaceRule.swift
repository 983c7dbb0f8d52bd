/// A TCACoordinators coordinator with index-identified routes that replaces its root in place: the replaced screen's
/// effects are not cancelled and send their actions to the screen that took its place.
struct RootReplacedInPlaceRule: Rule {
  static let description = RuleDescription(
    id: "root-replaced-in-place", name: "Root Replaced In Place", severity: .warning,
    summary: "A coordinator that switches its root screen should identify routes by identity, not by index.",
    rationale: """
      TCACoordinators' `forEachRoute` cancels a screen's in-flight effects when its route is dismissed: it tags \
      each screen's effects with the route's identifier and, after every action, cancels those of the \
      identifiers that disappeared from the routes (`CancelTaggedRouteEffectsOnDismiss`). Over an array \
      (`var routes: [Route<Screen.State>]`, `IndexedRouterState`) the identifier is the route's index. A reducer \
      that replaces the root in place (`state.routes = [.root(.home(…))]`, or `removeAll()` then `push`) keeps \
      index 0, so the effects the replaced screen started (a request, a timer, a stream) are never cancelled and \
      later deliver `.routeAction(0, .oldScreen(…))` to a route that now holds another screen (TCA drops the \
      action with a runtime warning, or the new screen receives it). With `IdentifiedArrayOf<Route<…>>` routes \
      the new screen's state has a new id and the old one's effects are cancelled. Reported when the replaced \
      screen only ever is the root and its feature starts an effect that outlives an action (`.run`, \
      `.publisher`, `.task`); not with `cancellationId: nil`, where nothing is cancelled by design.
      """,
    triggering: RootReplacedInPlaceExamples.triggering,
    nonTriggering: RootReplacedInPlaceExamples.nonTriggering,
    judgesCode: true)

  func check(_ context: LintContext) -> [Finding] {
    context.graph.codeFacts.filter { $0.kind == .rootReplacedInPlace }.map { fact in
      let screens = fact.member.contains("', '") ? "root screens" : "root screen"
      return finding(
        "'\(fact.type)' lifts routes identified by index here and replaces its \(screens) '\(fact.member)' in place: index 0 stays, so TCACoordinators does not cancel effects a replaced screen still has running, and their actions reach the screen that took its place",
        at: fact.location,
        suggestion: "Keep the routes in an 'IdentifiedArrayOf<Route<\(fact.detail ?? "Screen.State")>>' (a route is then identified by its screen state's id), or cancel the replaced screen's effects explicitly before switching the root.",
        subjects: [fact.type, fact.member],
        related: fact.related.map { RelatedLocation($0, "the root replaced in place") })
    }
  }
}
