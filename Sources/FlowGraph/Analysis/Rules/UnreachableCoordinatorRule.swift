/// A coordinator that nothing attaches from an entry point.
struct UnreachableCoordinatorRule: Rule {
  static let description = RuleDescription(
    id: "unreachable-coordinator", name: "Unreachable Coordinator", severity: .warning,
    summary: "Every coordinator should be attached (pushed, presented, tabbed, switched to) from an entry point.",
    rationale: """
      A coordinator that is never attached is never shown: its whole flow is dead code, or the place that should \
      start it is missing. Entry points are the ones flowviz found (an `@main` App or scene that shows a \
      coordinator) and the declared ones (`entry:` in definition files, `entry_points:` in .flowviz.yml); \
      without any, nothing is reported and the run notes that no entry point was found.
      """,
    triggering: [
      Example(#"""
        import Stinsen
        import SwiftUI

        @main
        struct TodoApp: App {
          var body: some Scene {
            WindowGroup { NavigationViewCoordinator(HomeCoordinator()).view() }
          }
        }

        final class HomeCoordinator: NavigationCoordinatable {
          let stack = NavigationStack(initial: \HomeCoordinator.start)
          @Root var start = makeStart

          @ViewBuilder func makeStart() -> some View { HomeScreen() }
        }

        ↓final class SettingsCoordinator: NavigationCoordinatable {
          let stack = NavigationStack(initial: \SettingsCoordinator.start)
          @Root var start = makeStart

          @ViewBuilder func makeStart() -> some View { SettingsScreen() }
        }
        """#),
      .definition("""
        entry: App
        coordinators:
          - id: App
            navigation: true
            root: home
            screens: [home]
          - id: ↓Legacy
            navigation: true
            root: start
            screens: [start]
        """)
    ],
    nonTriggering: [
      // No entry point found or declared: which coordinator the app starts with is unknown.
      .definition("""
        coordinators:
          - id: App
            navigation: true
            root: home
            screens: [home]
          - id: Legacy
            navigation: true
            root: start
            screens: [start]
        """),
      Example(#"""
        import Stinsen
        import SwiftUI

        @main
        struct TodoApp: App {
          var body: some Scene {
            WindowGroup { NavigationViewCoordinator(HomeCoordinator()).view() }
          }
        }

        final class HomeCoordinator: NavigationCoordinatable {
          let stack = NavigationStack(initial: \HomeCoordinator.start)
          @Root var start = makeStart
          @Route(.modal) var settings = makeSettings

          @ViewBuilder func makeStart() -> some View { HomeScreen() }
          func makeSettings() -> SettingsCoordinator { SettingsCoordinator() }
        }

        struct HomeScreen: View {
          @EnvironmentObject var router: HomeCoordinator.Router
          var body: some View { Button("Settings") { router.route(to: \.settings) } }
        }

        final class SettingsCoordinator: NavigationCoordinatable {
          let stack = NavigationStack(initial: \SettingsCoordinator.start)
          @Root var start = makeStart

          @ViewBuilder func makeStart() -> some View { SettingsScreen() }
        }
        """#),
      .definition("""
        entry: App
        coordinators:
          - id: App
            navigation: true
            root: home
            screens: [home]
            children:
              - { at: home, coordinator: Settings, kind: sheet }
          - id: Settings
            navigation: true
            root: start
            screens: [start]
            back:
              - { screen: start, action: dismiss }
        """)
    ])

  func check(_ context: LintContext) -> [Finding] {
    // Without an entry point found in the code or declared, "never attached" would be a guess (LintRun adds a note).
    guard !context.graph.entryPoints.isEmpty else { return [] }
    let reached = context.walk.reachedNodes
    guard !reached.isEmpty else { return [] }
    let shown = context.reachedCoordinators
    return context.graph.coordinators.compactMap { c in
      guard !shown.contains(c.id) else { return nil }
      return finding(
        "\(context.label(c.id)) is never attached: no path from \(context.entryDescription) pushes, presents, tabs or switches to it",
        at: c.location,
        suggestion: "Attach '\(c.id)' from the screen that should start it, declare it as an entry point, or remove it.",
        subjects: [c.id])
    }
  }
}
