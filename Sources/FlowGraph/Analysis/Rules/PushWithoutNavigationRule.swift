/// A push from a layer that has no navigation container crashes, does nothing, or shows an empty view.
struct PushWithoutNavigationRule: Rule {
  static let description = RuleDescription(
    id: "push-without-navigation", name: "Push Without Navigation", severity: .error,
    summary: "Pushes need a NavigationView/NavigationStack in the layer they happen in.",
    rationale: """
      A push needs a navigation container above it in the same layer: a FlowStacks `.root` without \
      `withNavigation:`/`embedInNavigationView:`, a sheet or cover presented without it, a Stinsen coordinator not \
      wrapped in `NavigationViewCoordinator`, or a tab without its own container cannot push: the link is \
      disabled, nothing happens, or the app crashes. Layers whose container is unknown are not reported, among them a \
      FlowStacks coordinator's view handed to UIKit (`UIHostingController(rootView:)`), whose container the UIKit code chooses. Stinsen's \
      PresentationHelper wraps a `.modal` or `.fullScreen` route that builds a view (not a coordinator) in a \
      NavigationView of the same stack, so pushes from such a presented screen work and are not reported.
      """,
    triggering: [
      Example(#"""
        import ComposableArchitecture
        import SwiftUI
        import TCACoordinators

        @Reducer(state: .hashable)
        enum Screen {
          case home(HomeFeature)
          case list(ListFeature)
        }

        @Reducer
        struct AppCoordinator {
          @ObservableState
          struct State: Equatable {
            var routes: IdentifiedArrayOf<Route<Screen.State>> = [.root(.home(.init()))]
          }

          enum Action {
            case router(IndexedRouterActionOf<Screen>)
          }

          var body: some ReducerOf<Self> {
            Reduce { state, action in
              switch action {
              case .router(.routeAction(_, action: .home(.listTapped))):
                state.routes.↓push(.list(.init()))
              default:
                break
              }
              return .none
            }
            .forEachRoute(\.routes, action: \.router)
          }
        }

        struct AppCoordinatorView: View {
          let store: StoreOf<AppCoordinator>

          var body: some View {
            TCARouter(store.scope(state: \.routes, action: \.router)) { screen in
              switch screen.case {
              case let .home(store): HomeView(store: store)
              case let .list(store): ListView(store: store)
              }
            }
          }
        }
        """#),
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

          func showDetail() { routes.↓push(.detail) }
        }
        """),
      Example(#"""
        import Stinsen
        import SwiftUI

        @main
        struct NotesApp: App {
          var body: some Scene {
            WindowGroup { NotesCoordinator().view() }
          }
        }

        final class NotesCoordinator: NavigationCoordinatable {
          let stack = NavigationStack(initial: \NotesCoordinator.start)
          @Root var start = makeStart
          @Route(.push) var note = makeNote

          @ViewBuilder func makeStart() -> some View { NotesScreen() }
          @ViewBuilder func makeNote(id: Int) -> some View { NoteScreen(id: id) }
        }

        struct NotesScreen: View {
          @EnvironmentObject var router: NotesCoordinator.Router
          var body: some View { Button("First") { router.↓route(to: \.note, 1) } }
        }
        """#),
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
      Example(#"""
        import ComposableArchitecture
        import SwiftUI
        import TCACoordinators

        @Reducer(state: .hashable)
        enum Screen {
          case home(HomeFeature)
          case list(ListFeature)
        }

        @Reducer
        struct AppCoordinator {
          @ObservableState
          struct State: Equatable {
            var routes: IdentifiedArrayOf<Route<Screen.State>> = [.root(.home(.init()), embedInNavigationView: true)]
          }

          enum Action {
            case router(IndexedRouterActionOf<Screen>)
          }

          var body: some ReducerOf<Self> {
            Reduce { state, action in
              switch action {
              case .router(.routeAction(_, action: .home(.listTapped))):
                state.routes.push(.list(.init()))
              default:
                break
              }
              return .none
            }
            .forEachRoute(\.routes, action: \.router)
          }
        }

        struct AppCoordinatorView: View {
          let store: StoreOf<AppCoordinator>

          var body: some View {
            TCARouter(store.scope(state: \.routes, action: \.router)) { screen in
              switch screen.case {
              case let .home(store): HomeView(store: store)
              case let .list(store): ListView(store: store)
              }
            }
          }
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
              case .home: HomeView(onNext: showDetail)
              case .detail: DetailView()
              }
            }
          }

          func showDetail() { routes.push(.detail) }
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
          @Route(.push) var note = makeNote

          @ViewBuilder func makeStart() -> some View { NotesScreen() }
          @ViewBuilder func makeNote(id: Int) -> some View { NoteScreen(id: id) }
        }

        struct NotesScreen: View {
          @EnvironmentObject var router: NotesCoordinator.Router
          var body: some View { Button("First") { router.route(to: \.note, 1) } }
        }
        """#),
      // Stinsen wraps a presented view route in a NavigationView (PresentationHelper): the push from it works.
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
          @Route(.fullScreen) var preview = makePreview
          @Route(.push) var note = makeNote

          @ViewBuilder func makeStart() -> some View { NotesScreen() }
          @ViewBuilder func makeCompose() -> some View { ComposeScreen() }
          @ViewBuilder func makePreview() -> some View { ComposeScreen() }
          @ViewBuilder func makeNote(id: Int) -> some View { NoteScreen(id: id) }
        }

        struct NotesScreen: View {
          @EnvironmentObject var router: NotesCoordinator.Router
          var body: some View {
            Button("Compose") { router.route(to: \.compose) }
            Button("Preview") { router.route(to: \.preview) }
          }
        }

        struct ComposeScreen: View {
          @EnvironmentObject var router: NotesCoordinator.Router
          var body: some View { Button("Saved") { router.route(to: \.note, 1) } }
        }
        """#),
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
    // A push in a view several screens show is one finding, the other screens named with it.
    EdgeSites.group(context.walk.firstSteps { $0.edge?.kind == .push && $0.from.context.navigation == .no }).compactMap { site in
      let step = site.step
      guard let edge = step.edge else { return nil }
      let from = step.from
      return finding(
        "\(callers(edge.from, site.others)) pushes \(context.label(edge.to)), but it is shown in \(context.layerPhrase(of: from)): there is no navigation container to push onto",
        at: edge.location,
        suggestion: "Give that layer a navigation container (present it with withNavigation: true / embedInNavigationView: true, declare the coordinator's root with navigation, or wrap it in NavigationViewCoordinator), or present instead of pushing.",
        subjects: [edge.from, edge.to] + site.others, path: context.walk.pathLocations(to: from) + (edge.location.map { [RelatedLocation($0, "the push")] } ?? []))
    }
  }
}
