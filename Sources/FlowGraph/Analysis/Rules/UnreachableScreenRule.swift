/// A declared screen that no path from an entry point reaches: dead code, or a missing transition.
struct UnreachableScreenRule: Rule {
  static let description = RuleDescription(
    id: "unreachable-screen", name: "Unreachable Screen", severity: .warning,
    summary: "Every declared screen should be reachable from an entry point.",
    rationale: """
      A screen or route that no push, presentation, tab or root switch leads to is either dead code or the sign \
      of a missing transition. Screens of a coordinator that makes a navigation call flowviz cannot resolve \
      statically are not reported (the call may lead to them); unreachable coordinators are reported once by \
      unreachable-coordinator instead of once per screen.
      """,
    triggering: [
      Example("""
        import FlowStacks
        import SwiftUI

        enum Screen: Hashable { case detail, ↓settings }

        struct HomeCoordinator: View {
          @State var routes: [Route<Screen>] = []

          var body: some View {
            FlowStack($routes, withNavigation: true) {
              HomeView(onDetail: { routes.push(.detail) })
                .flowDestination(for: Screen.self) { screen in
                  switch screen {
                  case .detail: DetailView()
                  case .settings: SettingsView()
                  }
                }
            }
          }
        }
        """),
      .definition("""
        entry: Home
        coordinators:
          - id: Home
            navigation: true
            root: home
            screens: [home, detail, ↓settings]
            transitions:
              - { from: home, to: detail, kind: push }
        """),
      .definition("""
        entry: Home.detail
        coordinators:
          - id: Home
            navigation: true
            root: home
            screens: [home, detail, ↓orphan]
            transitions:
              - { from: detail, to: home, kind: root-switch }
        """),
    ],
    nonTriggering: [
      Example("""
        import FlowStacks
        import SwiftUI

        enum Screen: Hashable { case detail, settings }

        struct HomeCoordinator: View {
          @State var routes: [Route<Screen>] = []

          var body: some View {
            FlowStack($routes, withNavigation: true) {
              HomeView(onDetail: { routes.push(.detail) }, onSettings: { routes.presentSheet(.settings) })
                .flowDestination(for: Screen.self) { screen in
                  switch screen {
                  case .detail: DetailView()
                  case .settings: SettingsView()
                  }
                }
            }
          }
        }
        """),
      .definition("""
        entry: Home
        coordinators:
          - id: Home
            navigation: true
            root: home
            screens: [home, detail, settings]
            transitions:
              - { from: home, to: detail, kind: push }
              - { from: detail, to: settings, kind: sheet }
        """),
      .definition("""
        coordinators:
          - id: Home
            navigation: true
            roots: [home, welcome]
            screens: [home, welcome]
        """),
      .definition("""
        entry: Garden
        coordinators:
          - id: Garden
            navigation: true
            root: beds
            screens: [beds, { id: journal, views: [Journal] }]
            transitions:
              - { from: beds, to: Journal, kind: sheet }
            back:
              - { screen: journal, action: dismiss }
          - id: Journal
            navigation: true
            root: entries
            screens: [entries]
        """),
    ])

  func check(_ context: LintContext) -> [Finding] {
    let reached = context.walk.reachedNodes
    guard !reached.isEmpty else { return [] }
    let shown = context.reachedCoordinators
    let dynamicOwners = Set(
      context.graph.unresolved.filter { reached.contains($0.from) }.compactMap { context.owner($0.from)?.id })
    return context.graph.screens.compactMap { screen in
      guard !reached.contains(screen.id), shown.contains(screen.coordinator),
        !dynamicOwners.contains(screen.coordinator), !Self.shownAsChild(screen, reached: reached, context)
      else { return nil }
      return finding(
        "screen '\(screen.id)' of \(context.label(screen.coordinator)) is declared, but no path from \(context.entryDescription) reaches it",
        at: screen.location,
        suggestion: "Add the transition that should lead to '\(screen.name)', or remove the screen if it is no longer used.",
        subjects: [screen.id])
    }
  }

  /// A case whose only view is a child coordinator (`case .journal: JournalCoordinator()`) is shown by the edges
  /// that attach that child from a reached screen of the same coordinator (extraction points them at the child).
  static func shownAsChild(_ screen: Screen, reached: Set<String>, _ context: LintContext) -> Bool {
    let children = screen.views.compactMap { view in
      context.graph.coordinators.first { $0.name == view || $0.id == view }?.id
    }
    guard !children.isEmpty, children.count == screen.views.count else { return false }
    return context.graph.edges.contains { edge in
      edge.kind != .embed && children.contains(edge.to) && reached.contains(edge.from)
        && context.owner(edge.from)?.id == screen.coordinator
    }
  }
}
