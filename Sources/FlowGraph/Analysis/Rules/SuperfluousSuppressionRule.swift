/// A `flowviz:disable` comment that suppresses nothing (or names an unknown rule).
struct SuperfluousSuppressionRule: Rule {
  static let description = RuleDescription(
    id: "superfluous-suppression", name: "Superfluous Suppression", severity: .warning,
    summary: "Suppression comments should suppress something.",
    rationale: """
      A `flowviz:disable` comment that no longer suppresses any finding hides the next real one silently; one \
      that names an unknown rule suppresses nothing at all. The linter reports both, at the comment. Suppressions \
      of rules that are disabled in the configuration are not reported.
      """,
    triggering: [
      Example("""
        import FlowStacks
        import SwiftUI

        enum Screen { case home, detail }

        struct AppCoordinator: View {
          @State var routes: Routes<Screen> = [.root(.home, embedInNavigationView: true)]

          var body: some View {
            Router($routes) { screen, _ in
              switch screen {
              case .home: HomeView(onNext: showDetail)
              case .detail: DetailView()
              }
            }
          }

          ↓// flowviz:disable:next push-without-navigation
          func showDetail() { routes.push(.detail) }
        }
        """),
      .definition("""
        coordinators:
          - id: Home
            navigation: true
            root: home
            screens: [home, detail]
            transitions:
        ↓# flowviz:disable:next push-without-navigation
              - { from: home, to: detail, kind: push }
        """),
      .definition("""
        entry: Home
        coordinators:
          - id: Home
            navigation: true
            root: home
        ↓# flowviz:disable:next unreachable-screens
            screens: [home, detail]
        """),
    ],
    nonTriggering: [
      Example("""
        import FlowStacks
        import SwiftUI

        enum Screen { case home, detail }

        struct AppCoordinator: View {
          @State var routes: Routes<Screen> = [.root(.home)]

          var body: some View {
            Router($routes) { screen, _ in
              switch screen {
              case .home: HomeView(onNext: showDetail)
              case .detail: DetailView()
              }
            }
          }

          // flowviz:disable:next push-without-navigation
          func showDetail() { routes.push(.detail) }
        }
        """),
      .definition("""
        entry: Home
        coordinators:
          - id: Home
            navigation: true
            root: home
            # flowviz:disable:next unreachable-screen
            screens: [home, detail]
        """),
      .definition("""
        entry: Home
        coordinators:
          - id: Home
            navigation: true
            root: home
            screens: [home, detail] # flowviz:disable:this all
        """),
    ])

  /// Reported by the linter's suppression pass, which sees the comments; the graph alone has nothing to say.
  func check(_ context: LintContext) -> [Finding] { [] }
}
