/// A push from a layer that has no navigation container crashes, does nothing, or shows an empty view.
struct PushWithoutNavigationRule: Rule {
  static let description = RuleDescription(
    id: "push-without-navigation", name: "Push Without Navigation", severity: .error,
    summary: "Pushes need a NavigationView/NavigationStack in the layer they happen in.",
    rationale: """
      A push needs a navigation container above it in the same layer: a FlowStacks `.root` without \
      `withNavigation:`/`embedInNavigationView:`, a sheet or cover presented without it, a Stinsen coordinator not \
      wrapped in `NavigationViewCoordinator`, or a tab without its own container cannot push: the link is \
      disabled, nothing happens, or the app crashes. Layers whose container is unknown are not reported.
      """,
    triggering: [
      Example("""
        @State var routes: Routes<Screen> = [.root(.home)]
        func next() { routes.↓push(.detail) }
        """),
      .definition("""
        coordinators:
          - id: Home
            navigation: false
            root: home
            screens: [home, detail]
            transitions:
              - ↓{ from: home, to: detail, kind: push }
        """),
      .definition("""
        coordinators:
          - id: Shop
            navigation: true
            root: home
            screens: [home, search, product]
            transitions:
              - { from: home, to: search, kind: sheet }
              - ↓{ from: search, to: product, kind: push }
        """),
    ],
    nonTriggering: [
      Example("""
        @State var routes: Routes<Screen> = [.root(.home, embedInNavigationView: true)]
        func next() { routes.push(.detail) }
        """),
      .definition("""
        coordinators:
          - id: Shop
            navigation: true
            root: home
            screens: [home, search, product]
            transitions:
              - { from: home, to: search, kind: sheet, withNavigation: true }
              - { from: search, to: product, kind: push }
        """),
      .definition("""
        coordinators:
          - id: Home
            navigation: unknown
            root: home
            screens: [home, detail]
            transitions:
              - { from: home, to: detail, kind: push }
        """),
    ])

  func check(_ context: LintContext) -> [Finding] {
    context.walk.firstSteps { $0.edge?.kind == .push && $0.from.context.navigation == .no }.compactMap { step in
      guard let edge = step.edge else { return nil }
      let from = step.from
      return finding(
        "'\(edge.from)' pushes \(context.label(edge.to)), but it is shown in \(context.layerPhrase(of: from)): there is no navigation container to push onto",
        at: edge.location,
        suggestion: "Give that layer a navigation container (present it with withNavigation: true / embedInNavigationView: true, declare the coordinator's root with navigation, or wrap it in NavigationViewCoordinator), or present instead of pushing.",
        subjects: [edge.from, edge.to], path: context.walk.pathLocations(to: from) + (edge.location.map { [RelatedLocation($0, "the push")] } ?? []))
    }
  }
}
