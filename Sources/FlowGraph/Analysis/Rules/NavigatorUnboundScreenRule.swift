/// A Navigator ScreenView that navigates but never applies `.bindNavigation`.
struct NavigatorUnboundScreenRule: Rule {
  static let description = RuleDescription(
    id: "navigator-unbound-screen", name: "Navigator Unbound Screen", severity: .error,
    summary: "A Navigator screen that navigates must apply .bindNavigation.",
    rationale: """
      In flopshot's Navigator a `ScreenView` pushes through the NavigationLink that `.bindNavigation(self, \
      binding:)` installs; without it `navigate(to:)` changes the navigator's stack but nothing is shown. The \
      rule needs to know whether the screen binds navigation (`bindsNavigation:` in definition files, filled in \
      by extraction); screens where that is unknown are not reported.
      """,
    triggering: [
      Example("""
        import Navigator
        import SwiftUI

        enum ScreenID: Hashable { case home, detail }

        class AppViewFactory: ViewFactory {
          @ViewBuilder
          func makeView(screenType: ScreenWrapper<ScreenID>) -> some View {
            switch screenType {
            case .screenWrapper(let id):
              switch id {
              case .home: HomeScreen()
              case .detail: DetailScreen()
              case .none: EmptyView()
              }
            }
          }
        }

        struct HomeScreen: ScreenView {
          @EnvironmentObject var navigator: Navigator<ScreenID, AppViewFactory>
          @State var showNextScreen = false
          var screenId = ScreenID.home

          var body: some View {
            Button("Detail") { navigator.↓navigate(to: .detail) }
          }
        }
        """),
      .definition("""
        coordinators:
          - id: Nav
            library: navigator
            navigation: true
            root: root
            screens: [{ id: root, bindsNavigation: false }, { id: detail, bindsNavigation: true }]
            transitions:
              - ↓{ from: root, to: detail, kind: push }
        """)
    ],
    nonTriggering: [
      Example("""
        import Navigator
        import SwiftUI

        enum ScreenID: Hashable { case home, detail }

        class AppViewFactory: ViewFactory {
          @ViewBuilder
          func makeView(screenType: ScreenWrapper<ScreenID>) -> some View {
            switch screenType {
            case .screenWrapper(let id):
              switch id {
              case .home: HomeScreen()
              case .detail: DetailScreen()
              case .none: EmptyView()
              }
            }
          }
        }

        struct HomeScreen: ScreenView {
          @EnvironmentObject var navigator: Navigator<ScreenID, AppViewFactory>
          @State var showNextScreen = false
          var screenId = ScreenID.home

          var body: some View {
            Button("Detail") { navigator.navigate(to: .detail) }
              .bindNavigation(self, binding: $showNextScreen)
          }
        }
        """),
      .definition("""
        coordinators:
          - id: Nav
            library: navigator
            navigation: true
            root: root
            screens: [{ id: root, bindsNavigation: true }, { id: detail, bindsNavigation: false }]
            transitions:
              - { from: root, to: detail, kind: push }
        """)
    ])

  func check(_ context: LintContext) -> [Finding] {
    context.graph.screens.compactMap { screen in
      guard screen.bindsNavigation == false else { return nil }
      let pushes = context.outgoing(screen.id).filter { $0.kind == .push }
      let calls = (pushes.compactMap(\.location)
        + context.unresolved(from: screen.id).filter { $0.kind == .push }.compactMap(\.location)).sorted()
      guard !pushes.isEmpty || !calls.isEmpty else { return nil }
      let targets = pushes.map { "'\($0.to)'" }.joined(separator: ", ")
      return finding(
        "screen '\(screen.id)' navigates\(targets.isEmpty ? "" : " to \(targets)") but its view never applies .bindNavigation: nothing will be shown",
        at: calls.first ?? screen.location,
        suggestion: "Apply .bindNavigation(self, binding: $showNextScreen) to the body of the screen's view.",
        subjects: [screen.id],
        related: (screen.location.map { [RelatedLocation($0, "'\(screen.id)' is declared here")] } ?? [])
          + calls.dropFirst().map { RelatedLocation($0, "another navigation call") })
    }
  }
}
