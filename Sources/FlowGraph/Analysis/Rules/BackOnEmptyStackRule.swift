/// pop/dismiss/goBack from a screen where nothing can be below it.
struct BackOnEmptyStackRule: Rule {
  static let description = RuleDescription(
    id: "back-on-empty-stack", name: "Back On Empty Stack", severity: .warning,
    summary: "Going back needs something to go back to.",
    rationale: """
      `pop()` on the root of a stack does nothing (or asserts), `dismiss()` with nothing presented can leave a \
      black screen, and `dismissCoordinator` on a coordinator that nothing presented triggers an assertion in \
      Stinsen. The rule looks at every way a screen is reached from an entry point and reports only when in all \
      of them nothing is pushed (for pop) or presented (for dismiss) below it.
      """,
    triggering: [
      Example(#"""
        import Stinsen
        import SwiftUI

        @main
        struct NotesApp: App {
          var body: some Scene {
            WindowGroup { NavigationViewCoordinator(NotesCoordinator()).view() }
          }
        }

        final class NotesCoordinator: NavigationCoordinatable {
          let stack = NavigationStack(initial: \NotesCoordinator.start)
          @Root var start = makeStart

          @ViewBuilder func makeStart() -> some View { NotesScreen() }
        }

        struct NotesScreen: View {
          @EnvironmentObject var router: NotesCoordinator.Router
          var body: some View { Button("Close") { router.↓dismissCoordinator() } }
        }
        """#),
      Example("""
        import FlowStacks
        import SwiftUI

        enum Screen { case home, detail }

        struct AppCoordinator: View {
          @State var routes: Routes<Screen> = [.root(.home, embedInNavigationView: true)]

          var body: some View {
            Router($routes) { screen, _ in
              switch screen {
              case .home: HomeView(onNext: { routes.push(.detail) }, onClose: { routes.↓dismiss() })
              case .detail: DetailView(onBack: { routes.goBack() })
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
            screens: [home, detail]
            transitions:
              - { from: home, to: detail, kind: push }
            back:
              - ↓{ screen: home, action: pop }
              - ↓{ screen: detail, action: dismiss }
        """)
    ],
    nonTriggering: [
      // Coordinator code that no screen runs (a deep link, a reducer helper) goes back from wherever the stack is.
      Example("""
        import FlowStacks
        import SwiftUI

        enum Screen { case home, detail }

        struct AppCoordinator: View {
          @State var routes: Routes<Screen> = [.root(.home, embedInNavigationView: true)]

          var body: some View {
            Router($routes) { screen, _ in
              switch screen {
              case .home: HomeView(onNext: { routes.push(.detail) })
              case .detail: DetailView()
              }
            }
            .onOpenURL { _ in routes.goBack() }
          }
        }
        """),
      Example(#"""
        import Stinsen
        import SwiftUI

        @main
        struct NotesApp: App {
          var body: some Scene {
            WindowGroup { NavigationViewCoordinator(NotesCoordinator()).view() }
          }
        }

        final class NotesCoordinator: NavigationCoordinatable {
          let stack = NavigationStack(initial: \NotesCoordinator.start)
          @Root var start = makeStart
          @Route(.modal) var compose = makeCompose

          @ViewBuilder func makeStart() -> some View { NotesScreen() }
          func makeCompose() -> ComposeCoordinator { ComposeCoordinator() }
        }

        struct NotesScreen: View {
          @EnvironmentObject var router: NotesCoordinator.Router
          var body: some View { Button("New") { router.route(to: \.compose) } }
        }

        final class ComposeCoordinator: NavigationCoordinatable {
          let stack = NavigationStack(initial: \ComposeCoordinator.start)
          @Root var start = makeStart

          @ViewBuilder func makeStart() -> some View { ComposeScreen() }
        }

        struct ComposeScreen: View {
          @EnvironmentObject var router: ComposeCoordinator.Router
          var body: some View { Button("Cancel") { router.dismissCoordinator() } }
        }
        """#),
      Example("""
        import FlowStacks
        import SwiftUI

        enum Screen { case home, detail }

        struct AppCoordinator: View {
          @State var routes: Routes<Screen> = [.root(.home, embedInNavigationView: true)]

          var body: some View {
            Router($routes) { screen, _ in
              switch screen {
              case .home: HomeView(onNext: { routes.push(.detail) })
              case .detail: DetailView(onBack: { routes.goBack() })
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
            screens: [home, detail, about]
            transitions:
              - { from: home, to: detail, kind: push }
              - { from: home, to: about, kind: sheet }
            back:
              - { screen: detail, action: pop }
              - { screen: about, action: dismiss }
        """)
    ])

  func check(_ context: LintContext) -> [Finding] {
    context.graph.backActions.compactMap { back in
      let contexts = context.walk.contexts(of: back.screen)
      guard !contexts.isEmpty else { return nil }
      let stinsen = context.owner(back.screen)?.library == .stinsen
      // Going back from coordinator code no screen runs (a TCA reducer helper, a popup's action): where the stack
      // stands then is not known, so only `dismissCoordinator` (about the coordinator itself) is judged.
      if context.screen(back.screen) == nil, back.action != .dismissCoordinator { return nil }
      let reason: String
      switch back.action {
      case .pop, .popLast:
        let empty = contexts.allSatisfy { $0.pushes == 0 && (!stinsen || $0.presentation == nil) }
        guard empty else { return nil }
        reason = "nothing is ever pushed below it"
      case .goBack:
        guard contexts.allSatisfy({ $0.pushes == 0 && $0.presented == 0 }) else { return nil }
        reason = "nothing is ever pushed or presented below it"
      case .dismiss:
        guard contexts.allSatisfy({ $0.presented == 0 }) else { return nil }
        reason = "it is never shown in a presented layer (sheet or cover)"
      case .dismissCoordinator:
        guard let owner = context.owner(back.screen),
          !context.incoming(owner.id).contains(where: { context.walk.reachedNodes.contains($0.from) })
        else { return nil }
        reason = "\(context.label(owner.id)) is an entry point that nothing presents"
      default:
        return nil
      }
      let state = context.walk.firstState(of: back.screen)
      return finding(
        "'\(back.screen)' calls \(back.action.rawValue), but \(reason)",
        at: back.location,
        suggestion: "Remove the \(back.action.rawValue) call, or reach '\(back.screen)' the way the call expects (push it, or present it).",
        subjects: [back.screen], path: state.map { context.walk.pathLocations(to: $0) } ?? [])
    }
  }
}
