/// pop/dismiss/goBack from a screen where nothing can be below it.
struct BackOnEmptyStackRule: Rule {
  static let description = RuleDescription(
    id: "back-on-empty-stack", name: "Back On Empty Stack", severity: .warning,
    summary: "Going back needs something to go back to.",
    rationale: """
      `pop()` on the root of a stack does nothing (or asserts), `dismiss()` with nothing presented can leave a \
      black screen, and `dismissCoordinator` on a coordinator that nothing presented triggers an assertion in \
      Stinsen. The rule looks at every way a screen is reached from an entry point and reports only when in all \
      of them nothing is pushed (for pop) or presented (for dismiss) below it. A call in a view that several \
      screens show (FlowStacks' `flowDestination(for: Int.self)` building the root's view again) is judged over all \
      of them and reported once; calls in coordinator or helper code, where the stack depth is unknown, are not \
      judged, unless the coordinator's routes can only ever hold its root (one root case, nothing pushed or \
      presented onto it): then `popToRoot()`/`pop()` there does nothing (FlowStacks' and TCACoordinators' \
      `popToRoot` keeps the first route; `pop` on a single route is a no-op or asserts). A Stinsen coordinator has a \
      stack of its own even when another coordinator pushes it: its router's `popLast()` and `pop()` remove only \
      that coordinator's routes (`popLast()` is `popTo(stack.count - 2)`, which leaves an empty stack as it is), so \
      called on a coordinator's own router from its root screen they do nothing; `dismissCoordinator()` leaves it.
      """,
    triggering: [
      // A one-case coordinator nothing pushes onto: its popToRoot on tab reselection does nothing.
      Example(#"""
        import ComposableArchitecture
        import SwiftUI
        import TCACoordinators

        @main
        struct NewsApp: App {
          var body: some Scene {
            WindowGroup { FeedCoordinatorView(store: Store(initialState: .init()) { FeedCoordinator() }) }
          }
        }

        @Reducer(state: .hashable)
        enum FeedScreen {
          case feed(FeedFeature)
        }

        @Reducer
        struct FeedCoordinator {
          @ObservableState
          struct State: Equatable {
            var routes: IdentifiedArrayOf<Route<FeedScreen.State>> = [.root(.feed(.init()), embedInNavigationView: true)]
          }

          enum Action {
            case router(IndexedRouterActionOf<FeedScreen>)
            case tabReselected
          }

          var body: some ReducerOf<Self> {
            Reduce { state, action in
              switch action {
              case .tabReselected:
                state.routes.↓popToRoot()
              default:
                break
              }
              return .none
            }
            .forEachRoute(\.routes, action: \.router)
          }
        }

        struct FeedCoordinatorView: View {
          let store: StoreOf<FeedCoordinator>

          var body: some View {
            TCARouter(store.scope(state: \.routes, action: \.router)) { screen in
              switch screen.case {
              case let .feed(store): FeedView(store: store)
              }
            }
          }
        }
        """#),
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

        @main
        struct NotesApp: App {
          var body: some Scene { WindowGroup { AppCoordinator() } }
        }

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
      // The picker is only ever presented as a sheet: FlowStacks' pop asserts that what it removes was pushed.
      Example("""
        import FlowStacks
        import SwiftUI

        enum TripScreen: Hashable { case editor, teamPicker }

        struct TripsCoordinator: View {
          @State var routes: Routes<TripScreen> = []

          var body: some View {
            FlowStack($routes, withNavigation: true) {
              TripsView()
                .flowDestination(for: TripScreen.self) { screen in
                  switch screen {
                  case .editor: TripEditorView()
                  case .teamPicker: TeamPickerView()
                  }
                }
            }
          }
        }

        struct TripsView: View {
          @EnvironmentObject var navigator: FlowNavigator<TripScreen>
          var body: some View { Button("Edit") { navigator.push(.editor) } }
        }

        struct TripEditorView: View {
          @EnvironmentObject var navigator: FlowNavigator<TripScreen>
          var body: some View { Button("Team") { navigator.presentSheet(.teamPicker) } }
        }

        struct TeamPickerView: View {
          @EnvironmentObject var navigator: FlowNavigator<TripScreen>
          var body: some View { Button("Done") { navigator.↓pop() } }
        }
        """),
      // The settings coordinator is pushed, but its router pops only its own stack, where the settings screen is
      // the root.
      Example(pushedSettings(goingBackWith: "SettingsCoordinator.Router", call: "router.↓popLast()")),
      .definition("""
        entry: Home
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
      // The pushed coordinator's view goes back with the parent's router, which pops the settings coordinator.
      Example(pushedSettings(goingBackWith: "ShopCoordinator.Router", call: "router.popLast()")),
      // Built by a view factory that nothing in the graph attaches (another module presents it): how it is shown,
      // presented or not, is not known.
      Example("""
        import FlowStacks
        import SwiftUI

        enum ComposeScreen { case draft }

        struct ComposeCoordinator: View {
          @State var routes: Routes<ComposeScreen> = [.root(.draft, embedInNavigationView: true)]

          var body: some View {
            Router($routes) { screen, _ in
              switch screen {
              case .draft: DraftView(onClose: { routes.dismiss() })
              }
            }
          }
        }

        enum ViewFactory {
          static func makeCompose() -> AnyView { AnyView(ComposeCoordinator()) }
        }
        """),
      // The same coordinator pushes articles: popToRoot has something to pop.
      Example(#"""
        import ComposableArchitecture
        import SwiftUI
        import TCACoordinators

        @main
        struct NewsApp: App {
          var body: some Scene {
            WindowGroup { FeedCoordinatorView(store: Store(initialState: .init()) { FeedCoordinator() }) }
          }
        }

        @Reducer(state: .hashable)
        enum FeedScreen {
          case feed(FeedFeature)
          case article(ArticleFeature)
        }

        @Reducer
        struct FeedCoordinator {
          @ObservableState
          struct State: Equatable {
            var routes: IdentifiedArrayOf<Route<FeedScreen.State>> = [.root(.feed(.init()), embedInNavigationView: true)]
          }

          enum Action {
            case router(IndexedRouterActionOf<FeedScreen>)
            case tabReselected
          }

          var body: some ReducerOf<Self> {
            Reduce { state, action in
              switch action {
              case .router(.routeAction(_, action: .feed(.articleTapped))):
                state.routes.push(.article(.init()))
              case .tabReselected:
                state.routes.popToRoot()
              default:
                break
              }
              return .none
            }
            .forEachRoute(\.routes, action: \.router)
          }
        }

        struct FeedCoordinatorView: View {
          let store: StoreOf<FeedCoordinator>

          var body: some View {
            TCARouter(store.scope(state: \.routes, action: \.router)) { screen in
              switch screen.case {
              case let .feed(store): FeedView(store: store)
              case let .article(store): ArticleView(store: store)
              }
            }
          }
        }
        """#),
      // The view that calls goBack is shown by the root and by every pushed number: there is one to go back from.
      Example("""
        import FlowStacks
        import SwiftUI

        @main
        struct CounterApp: App {
          var body: some Scene { WindowGroup { CounterCoordinator() } }
        }

        struct CounterCoordinator: View {
          @State var routes: Routes<Int> = []

          var body: some View {
            FlowStack($routes, withNavigation: true) {
              CounterView(number: 0)
                .flowDestination(for: Int.self) { number in
                  CounterView(number: number)
                }
            }
          }
        }

        struct CounterView: View {
          @EnvironmentObject var navigator: FlowNavigator<Int>
          let number: Int

          var body: some View {
            Button("Next") { navigator.push(number + 1) }
            Button("Back") { navigator.goBack() }
          }
        }
        """),
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

  /// A Stinsen app whose shop coordinator pushes a settings coordinator, whose root view goes back with a router of
  /// the given type (the examples differ only in that).
  private static func pushedSettings(goingBackWith router: String, call: String) -> String {
    #"""
    import Stinsen
    import SwiftUI

    @main
    struct ShopApp: App {
      var body: some Scene {
        WindowGroup { NavigationViewCoordinator(ShopCoordinator()).view() }
      }
    }

    final class ShopCoordinator: NavigationCoordinatable {
      let stack = NavigationStack(initial: \ShopCoordinator.start)
      @Root var start = makeStart
      @Route(.push) var settings = makeSettings

      @ViewBuilder func makeStart() -> some View { ShopView() }
      func makeSettings() -> SettingsCoordinator { SettingsCoordinator() }
    }

    final class SettingsCoordinator: NavigationCoordinatable {
      let stack = NavigationStack(initial: \SettingsCoordinator.start)
      @Root var start = makeStart

      @ViewBuilder func makeStart() -> some View { SettingsView() }
    }

    struct ShopView: View {
      @EnvironmentObject var router: ShopCoordinator.Router
      var body: some View { Button("Settings") { router.route(to: \.settings) } }
    }

    struct SettingsView: View {
      @EnvironmentObject var router: \#(router)
      var body: some View { Button("Done") { \#(call) } }
    }
    """#
  }
}
