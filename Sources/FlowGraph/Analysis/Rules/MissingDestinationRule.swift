/// A pushed or presented case/type that no destination builder handles.
struct MissingDestinationRule: Rule {
  static let description = RuleDescription(
    id: "missing-destination", name: "Missing Destination", severity: .error,
    summary: "Every pushed or presented screen needs a destination builder that handles it.",
    rationale: """
      A value pushed with no `flowDestination(for:)`, no factory branch or no builder case for it crashes \
      ("No view builder found for type") or shows an empty view. The rule needs to know whether a screen is \
      handled (`handled:` in definition files, filled in by extraction); screens where that is unknown are not \
      reported.
      """,
    triggering: [
      Example("""
        import FlowStacks
        import SwiftUI

        enum Screen: Hashable { case detail, help }

        struct AppCoordinator: View {
          @State var routes: [Route<Screen>] = []

          var body: some View {
            FlowStack($routes, withNavigation: true) {
              HomeView(onDetail: { routes.push(.detail) }, onHelp: { routes.↓presentSheet(.help) })
                .flowDestination(for: Screen.self) { screen in
                  switch screen {
                  case .detail: DetailView()
                  }
                }
            }
          }
        }
        """),
      .definition("""
        coordinators:
          - id: Home
            navigation: true
            root: home
            screens: [home, { id: detail, handled: false }]
            transitions:
              - ↓{ from: home, to: detail, kind: push }
        """)
    ],
    nonTriggering: [
      Example("""
        import FlowStacks
        import SwiftUI

        enum Screen: Hashable { case detail, help }

        struct AppCoordinator: View {
          @State var routes: [Route<Screen>] = []

          var body: some View {
            FlowStack($routes, withNavigation: true) {
              HomeView(onDetail: { routes.push(.detail) }, onHelp: { routes.presentSheet(.help) })
                .flowDestination(for: Screen.self) { screen in
                  switch screen {
                  case .detail: DetailView()
                  case .help: HelpView()
                  }
                }
            }
          }
        }
        """),
      .definition("""
        coordinators:
          - id: Home
            navigation: true
            root: home
            screens: [home, { id: detail, handled: true }, unknownYet]
            transitions:
              - { from: home, to: detail, kind: push }
              - { from: home, to: unknownYet, kind: push }
        """)
    ])

  func check(_ context: LintContext) -> [Finding] {
    context.graph.edges.compactMap { edge in
      guard [.push, .sheet, .cover, .setRoutes].contains(edge.kind), let screen = context.screen(edge.to),
        screen.handled == false
      else { return nil }
      return finding(
        "'\(edge.from)' \(edge.kind == .push ? "pushes" : "shows") '\(screen.id)', but no destination builder of \(context.label(screen.coordinator)) handles '\(screen.name)'",
        at: edge.location,
        suggestion: "Add a case for '\(screen.name)' to the destination builder (flowDestination(for:), the factory's switch), or do not navigate to it.",
        subjects: [edge.from, screen.id],
        related: screen.location.map { [RelatedLocation($0, "'\(screen.id)' is declared here")] } ?? [])
    }
  }
}
