/// A declared screen that no path from an entry point reaches: dead code, or a missing transition.
struct UnreachableScreenRule: Rule {
  static let description = RuleDescription(
    id: "unreachable-screen", name: "Unreachable Screen", severity: .warning,
    summary: "Every declared screen should be reachable from an entry point.",
    rationale: """
      A screen or route that no push, presentation, tab or root switch leads to is either dead code or the sign \
      of a missing transition. The rule runs only from entry points flowviz found (an `@main` App or scene that \
      shows a coordinator) or `entry_points:` declares; without any it reports nothing and the run notes that. \
      Screens of a coordinator that makes a navigation call flowviz cannot resolve statically are not reported \
      (the call may lead to them), nor those of child coordinators embedded in its screens (a TCA parent may build \
      the child's state, routes included, into the value it presents), nor screens of a coordinator read from \
      Swift none of whose navigation calls was found (its views may reach the router in ways flowviz did not \
      follow), nor screens whose declaration was not read, nor those of a coordinator whose first screen flowviz \
      did not find (TCARouter and FlowStacks show the first route as the root, and a parent may write the routes \
      into the state it presents: any screen may be that first route). A \
      case of a nested screen enum is reached when one of its sub-cases is. Unreachable coordinators are \
      reported once by unreachable-coordinator instead of once per screen. A case that no code of the module \
      builds (Swift builds a case only by naming it: `.credits`, `Screen.credits`, `\\.credits`, or `credits` \
      inside the enum; a `case .credits:` pattern only matches it) is reported even where an unresolved call \
      would keep the rule silent, unless the enum is public or can be made without naming its cases (`Codable`, \
      `CaseIterable`, a raw value, a protocol flowviz does not know); SwiftUI previews do not count.
      """,
    triggering: [
      Example("""
        import FlowStacks
        import SwiftUI

        @main
        struct GardenApp: App {
          var body: some Scene { WindowGroup { HomeCoordinator() } }
        }

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
      // The routes are replaced by values flowviz cannot follow, but no code builds `.credits`: it is never shown.
      Example("""
        import FlowStacks
        import SwiftUI

        @main
        struct NumbersApp: App {
          var body: some Scene { WindowGroup { NumberCoordinator() } }
        }

        enum Screen: Hashable {
          case number(Int)
          case ↓credits
        }

        struct NumberCoordinator: View {
          @State var routes: Routes<Screen> = [.root(.number(0), embedInNavigationView: true)]

          var body: some View {
            Router($routes) { screen, _ in
              switch screen {
              case .number(let n): NumberView(number: n, onRandom: { routes = randomRoutes() })
              case .credits: CreditsView()
              }
            }
          }

          func randomRoutes() -> Routes<Screen> { [.root(.number(Int.random(in: 0...9)), embedInNavigationView: true)] }
        }

        #Preview { CreditsView().onAppear { _ = Screen.credits } }
        """),
      // TCACoordinators: a screen pushed from a delegate's payload, but no reducer or view builds `.credits`.
      Example(#"""
        import ComposableArchitecture
        import SwiftUI
        import TCACoordinators

        @main
        struct BankApp: App {
          var body: some Scene {
            WindowGroup { AppCoordinatorView(store: Store(initialState: .init()) { AppCoordinator() }) }
          }
        }

        @Reducer(state: .hashable)
        enum Screen {
          case home(HomeFeature)
          case detail(DetailFeature)
          case credits(CreditsFeature)
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
              case .router(.routeAction(_, action: .home(.open(let screen)))):
                state.routes.push(screen)
              case .router(.routeAction(_, action: .home(.detailTapped))):
                state.routes.push(.detail(.init()))
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
              case let .detail(store): DetailView(store: store)
              ↓case let .credits(store): CreditsView(store: store)
              }
            }
          }
        }
        """#),
      // Navigator: a screen navigated to from a value, but `.credits` is built nowhere.
      Example("""
        import Navigator
        import SwiftUI

        @main
        struct ShopApp: App {
          var body: some Scene {
            WindowGroup {
              NavigationView.with(Navigator(rootScreen: ScreenID.home, viewFactory: AppViewFactory())) { HomeScreen() }
            }
          }
        }

        enum ScreenID: Hashable { case home, detail(id: Int), ↓credits }

        class AppViewFactory: ViewFactory {
          @ViewBuilder
          func makeView(screenType: ScreenWrapper<ScreenID>) -> some View {
            switch screenType {
            case .screenWrapper(let id):
              switch id {
              case .home: HomeScreen()
              case .detail: DetailScreen()
              case .credits: CreditsScreen()
              case .none: EmptyView()
              }
            }
          }
        }

        struct HomeScreen: ScreenView {
          @EnvironmentObject var navigator: Navigator<ScreenID, AppViewFactory>
          @State var showNextScreen = false
          var screenId = ScreenID.home
          let next: ScreenID

          var body: some View {
            Button("Next") { navigator.navigate(to: next) }
            Button("Detail") { navigator.navigate(to: .detail(id: 1)) }
              .bindNavigation(self, binding: $showNextScreen)
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
      // The routes are replaced by values flowviz cannot follow, but the enum is decoded: any case may come back.
      Example("""
        import FlowStacks
        import Foundation
        import SwiftUI

        @main
        struct NumbersApp: App {
          var body: some Scene { WindowGroup { NumberCoordinator() } }
        }

        enum Screen: Hashable, Codable {
          case number(Int)
          case credits
        }

        struct NumberCoordinator: View {
          @State var routes: Routes<Screen> = [.root(.number(0), embedInNavigationView: true)]

          var body: some View {
            Router($routes) { screen, _ in
              switch screen {
              case .number(let n): NumberView(number: n, onRestore: { routes = restored() })
              case .credits: CreditsView()
              }
            }
          }

          func restored() -> Routes<Screen> {
            (try? JSONDecoder().decode(Routes<Screen>.self, from: Data())) ?? []
          }
        }
        """),
      // Built inside the enum without a dot (`credits` in a static member).
      Example("""
        import FlowStacks
        import SwiftUI

        @main
        struct NumbersApp: App {
          var body: some Scene { WindowGroup { NumberCoordinator() } }
        }

        enum Screen: Hashable {
          case number(Int)
          case credits

          static var random: Screen { Bool.random() ? number(1) : credits }
        }

        struct NumberCoordinator: View {
          @State var routes: Routes<Screen> = [.root(.number(0), embedInNavigationView: true)]

          var body: some View {
            Router($routes) { screen, _ in
              switch screen {
              case .number(let n): NumberView(number: n, onRandom: { let next = Screen.random; routes.push(next) })
              case .credits: CreditsView()
              }
            }
          }
        }
        """),
      // The parent presents a computed screen whose child state roots at `.introVariation`: the child's screens are not judged.
      Example(#"""
        import ComposableArchitecture
        import SwiftUI
        import TCACoordinators

        @main
        struct BankApp: App {
          var body: some Scene {
            WindowGroup { AppCoordinatorView(store: Store(initialState: .init()) { AppCoordinator() }) }
          }
        }

        @Reducer(state: .hashable)
        enum Screen {
          case home(HomeFeature)
          case setup(SetupCoordinator)
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
              case .router(.routeAction(_, action: .home(.setupTapped(let variant)))):
                let screen: Screen.State = .setup(SetupCoordinator.State(routes: [.root(variant ? .intro(.init()) : .introVariation(.init()))]))
                state.routes.presentSheet(screen)
              case .router(.routeAction(_, action: .home(.quickSetupTapped))):
                state.routes.presentSheet(.setup(.init()))
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
              case let .setup(store): SetupCoordinatorView(store: store)
              }
            }
          }
        }

        @Reducer(state: .hashable)
        enum SetupScreen {
          case intro(IntroFeature)
          case introVariation(IntroFeature)
          case pin(PINFeature)
        }

        @Reducer
        struct SetupCoordinator {
          @ObservableState
          struct State: Equatable {
            var routes: IdentifiedArrayOf<Route<SetupScreen.State>> = [.root(.intro(.init()), embedInNavigationView: true)]
          }

          enum Action {
            case router(IndexedRouterActionOf<SetupScreen>)
          }

          var body: some ReducerOf<Self> {
            Reduce { state, action in
              switch action {
              case .router(.routeAction(_, action: .intro(.next))):
                state.routes.push(.pin(.init()))
              default:
                break
              }
              return .none
            }
            .forEachRoute(\.routes, action: \.router)
          }
        }

        struct SetupCoordinatorView: View {
          let store: StoreOf<SetupCoordinator>

          var body: some View {
            TCARouter(store.scope(state: \.routes, action: \.router)) { screen in
              switch screen.case {
              case let .intro(store): IntroView(store: store)
              case let .introVariation(store): IntroView(store: store)
              case let .pin(store): PINView(store: store)
              }
            }
          }
        }
        """#),
      Example("""
        import FlowStacks
        import SwiftUI

        @main
        struct GardenApp: App {
          var body: some Scene { WindowGroup { HomeCoordinator() } }
        }

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
      // A case of a nested enum is shown when its sub-cases are (`case .settings(let sub):` hands them on).
      Example("""
        import FlowStacks
        import SwiftUI

        @main
        struct GardenApp: App {
          var body: some Scene { WindowGroup { AppCoordinator() } }
        }

        enum Screen: Hashable {
          case home
          case settings(SettingsScreen)
        }

        enum SettingsScreen: Hashable { case profile, about }

        struct AppCoordinator: View {
          @State var routes: Routes<Screen> = [.root(.home, embedInNavigationView: true)]

          var body: some View {
            Router($routes) { screen, _ in
              switch screen {
              case .home: HomeView(onProfile: { routes.push(.settings(.profile)) }, onAbout: { routes.push(.settings(.about)) })
              case .settings(let sub): SettingsBuilder(screen: sub)
              }
            }
          }
        }
        """),
      // Without an entry point (no @main, none declared) nothing is called unreachable: the run notes it instead.
      Example("""
        import FlowStacks
        import SwiftUI

        enum Screen: Hashable { case detail, settings }

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
      // No navigation call of the coordinator was found: its views (not among the inputs here) may call the router.
      Example(#"""
        import Stinsen
        import SwiftUI

        @main
        struct ContactsApp: App {
          var body: some Scene {
            WindowGroup { NavigationViewCoordinator(ProfileCoordinator()).view() }
          }
        }

        final class ProfileCoordinator: NavigationCoordinatable {
          let stack = NavigationStack(initial: \ProfileCoordinator.start)
          @Root var start = makeStart
          @Route(.modal) var contacts = makeContacts

          @ViewBuilder func makeStart() -> some View { ProfileView() }
          @ViewBuilder func makeContacts() -> some View { ContactsView() }
        }
        """#),
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
}
