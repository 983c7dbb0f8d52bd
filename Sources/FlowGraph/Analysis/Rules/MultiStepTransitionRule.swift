/// One update asking SwiftUI for more than it can do at once.
struct MultiStepTransitionRule: Rule {
  static let description = RuleDescription(
    id: "multi-step-transition", name: "Multi-Step Transition", severity: .warning,
    summary: "One update should not push/present more than one screen or dismiss more than one layer unless the library stages it.",
    rationale: """
      SwiftUI applies one navigation change per update: more than one push or presentation (or, before iOS 17, \
      dismissing more than one presented layer) in one update leaves screens out or breaks the stack. FlowStacks \
      splits such updates into steps: dismiss the extra presented layers (one step each before iOS 17, all at once \
      from iOS 17), pop the extra pushed screens in one step, then push or present each new screen as its own step \
      (consecutive pushes in one step with NavigationStack). The rule computes those steps for each update group \
      (one call, closure or routes literal) and for going back across presented layers (from the layers on the \
      path from the coordinator's root to the calling screen, and, for FlowStacks 0.0-0.4, from the way to it with \
      the most presented layers: a screen that presents itself, or a log-out that empties the routes, can run \
      above several layers), and reports the plan. Updates the library stages \
      itself (FlowStack 0.6+, withDelaysIfUnsupported, Navigator's navigateWith: `staged: true`) are not reported. \
      Calls of one update in different `#if os(...)` variants are alternatives: each platform is judged on the \
      calls compiled for it. The suggestion names the staging helper of the coordinator's library and generation: FlowStacks 0.0 \
      (NFlow/PFlow) has none, 0.1-0.4 has withDelaysIfUnsupported, TCACoordinators has \
      routeWithDelaysIfUnsupported.
      """,
    triggering: deepTriggering + [
      Example("""
        import FlowStacks
        import SwiftUI

        enum Screen { case home, list, settings, editor }

        struct AppCoordinator: View {
          @State var routes: Routes<Screen> = [.root(.home, embedInNavigationView: true)]

          var body: some View {
            Router($routes) { screen, _ in
              switch screen {
              case .home: HomeView(onList: { routes.push(.list) })
              case .list: ListView(onSettings: { routes.presentSheet(.settings, embedInNavigationView: true) })
              case .settings: SettingsView(onEdit: { routes.push(.editor) })
              case .editor: EditorView(onHome: { routes.↓goBackTo(.home) }, onSettings: { routes.goBackTo(.settings) })
              }
            }
          }
        }
        """),
      Example("""
        import FlowStacks
        import SwiftUI

        enum Screen { case home, settings, editor }

        struct AppCoordinator: View {
          @State var routes: Routes<Screen> = [.root(.home, embedInNavigationView: true)]

          var body: some View {
            Router($routes) { screen, _ in
              switch screen {
              case .home: HomeView(onSettings: { routes.presentSheet(.settings, embedInNavigationView: true) })
              case .settings: SettingsView(onEdit: { routes.presentCover(.editor) })
              case .editor: EditorView(onDone: { routes.↓goBackToRoot() })
              }
            }
          }
        }
        """),
      Example("""
        import FlowStacks
        import SwiftUI

        enum Screen { case home, list, detail }

        final class AppViewModel: ObservableObject {
          @Published var routes: Routes<Screen> = [.root(.home, embedInNavigationView: true)]

          func openDetail() {
            routes = [.root(.home, embedInNavigationView: true), ↓.push(.list), .push(.detail)]
          }
        }
        """),
      .definition("""
        coordinators:
          - id: Home
            navigation: true
            root: home
            screens: [home, list, detail]
            transitions:
              - ↓{ from: home, to: list, kind: push, group: deepLink }
              - { from: home, to: detail, kind: sheet, group: deepLink }
        """),
      .definition("""
        coordinators:
          - id: Home
            navigation: true
            root: home
            screens: [home, settings, editor]
            transitions:
              - { from: home, to: settings, kind: sheet, withNavigation: true }
              - { from: settings, to: editor, kind: cover }
            back:
              - ↓{ screen: editor, action: goBackToRoot }
        """),
      .definition("""
        coordinators:
          - id: Home
            navigation: true
            root: home
            screens: [home, list, settings, editor]
            transitions:
              - { from: home, to: list, kind: push }
              - { from: list, to: settings, kind: sheet, withNavigation: true }
              - { from: settings, to: editor, kind: push }
            back:
              - ↓{ screen: editor, action: goBackTo, to: home }
              - { screen: editor, action: goBackTo, to: settings }
              - { screen: editor, action: goBackTo, to: list }
        """),
    ],
    nonTriggering: deepNonTriggering + [
      Example("""
        import FlowStacks
        import SwiftUI

        enum Screen { case home, list, settings, editor }

        struct AppCoordinator: View {
          @State var routes: Routes<Screen> = [.root(.home, embedInNavigationView: true)]

          var body: some View {
            Router($routes) { screen, _ in
              switch screen {
              case .home: HomeView(onList: { routes.push(.list) })
              case .list: ListView(onSettings: { routes.presentSheet(.settings, embedInNavigationView: true) })
              case .settings: SettingsView(onEdit: { routes.push(.editor) })
              case .editor: EditorView(onSettings: { routes.goBackTo(.settings) })
              }
            }
          }
        }
        """),
      Example("""
        import FlowStacks
        import SwiftUI

        enum Screen { case home, settings, editor }

        struct AppCoordinator: View {
          @State var routes: Routes<Screen> = [.root(.home, embedInNavigationView: true)]

          var body: some View {
            Router($routes) { screen, _ in
              switch screen {
              case .home: HomeView(onSettings: { routes.presentSheet(.settings, embedInNavigationView: true) })
              case .settings: SettingsView(onEdit: { routes.presentCover(.editor) })
              case .editor: EditorView(onDone: { routes.goBackToRoot() })
              }
            }
          }
        }
        """, assumptions: PlatformAssumptions(ios: 17)),
      Example(#"""
        import FlowStacks
        import SwiftUI

        enum Screen { case home, list, detail }

        final class AppViewModel: ObservableObject {
          @Published var routes: Routes<Screen> = [.root(.home, embedInNavigationView: true)]

          func openDetail() {
            RouteSteps.withDelaysIfUnsupported(self, \.routes) {
              $0.push(.list)
              $0.push(.detail)
            }
          }
        }
        """#),
      Example("""
        import FlowStacks
        import SwiftUI

        enum Screen { case home, list, detail }

        final class AppViewModel: ObservableObject {
          @Published var routes: Routes<Screen> = [.root(.home, embedInNavigationView: true)]

          func openDetail() {
            routes = [.root(.home, embedInNavigationView: true), .push(.list), .push(.detail)]
          }
        }
        """, assumptions: PlatformAssumptions(ios: 16, navigation: .stack)),
      .definition("""
        coordinators:
          - id: Home
            navigation: true
            root: home
            screens: [home, list, detail]
            transitions:
              - { from: home, to: list, kind: push, group: deepLink, staged: true }
              - { from: home, to: detail, kind: sheet, group: deepLink, staged: true }
        """),
      .definition("""
        coordinators:
          - id: Home
            navigation: true
            root: home
            screens: [home, list, detail]
            transitions:
              - { from: home, to: list, kind: push, group: deepLink }
              - { from: home, to: detail, kind: push, group: deepLink }
        """, assumptions: PlatformAssumptions(ios: 16, navigation: .stack)),
      .definition("""
        coordinators:
          - id: Home
            navigation: true
            root: home
            screens: [home, settings, editor]
            transitions:
              - { from: home, to: settings, kind: sheet, withNavigation: true }
              - { from: settings, to: editor, kind: cover }
            back:
              - { screen: editor, action: goBackToRoot }
        """, assumptions: PlatformAssumptions(ios: 17)),
      .definition("""
        coordinators:
          - id: Home
            navigation: true
            root: home
            screens: [home, settings, editor]
            transitions:
              - { from: home, to: settings, kind: sheet, withNavigation: true }
              - { from: settings, to: editor, kind: cover }
            back:
              - { screen: editor, action: goBackToRoot, staged: true }
        """),

      .definition("""
        coordinators:
          - id: Home
            library: flowstacks
            generation: "0.6+"
            navigation: true
            root: home
            screens: [home, list, detail]
            transitions:
              - { from: home, to: list, kind: push, group: deepLink }
              - { from: home, to: detail, kind: sheet, group: deepLink }
        """),
    ])
}
