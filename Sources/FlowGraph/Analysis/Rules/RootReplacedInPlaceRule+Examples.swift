/// The examples of `RootReplacedInPlaceRule`, in TCA's `@Reducer` style and the `ReducerProtocol` style of
/// TCACoordinators 0.8.
enum RootReplacedInPlaceExamples {
  /// An app coordinator switching from its login screen to home. `routes` is the routes declaration, `loginBody`
  /// the login feature's reducer body, `forEach` the call lifting the screens, `arm` the switch.
  private static func app(routes: String, loginBody: String, forEach: String, arm: String) -> String {
    #"""
    import ComposableArchitecture
    import SwiftUI
    import TCACoordinators

    @Reducer
    struct Login {
      struct State: Hashable {}
      enum Action { case logInTapped, loggedIn(User) }
      @Dependency(\.api) var api
      var body: some ReducerOf<Self> {
    \#(loginBody)
      }
    }

    @Reducer(state: .hashable)
    enum AppScreen {
      case login(Login)
      case home(Home)
      case profile(Profile)
    }

    @Reducer
    struct AppCoordinator {
      @ObservableState
      struct State: Equatable {
    \#(routes)
      }
      enum Action { case router(IndexedRouterActionOf<AppScreen>) }
      var body: some ReducerOf<Self> {
        Reduce { state, action in
          switch action {
    \#(arm)
          case .router(.routeAction(_, action: .home(.profileTapped))):
            state.routes.push(.profile(.init()))
          default:
            break
          }
          return .none
        }
    \#(forEach)
      }
    }

    struct AppCoordinatorView: View {
      let store: StoreOf<AppCoordinator>
      var body: some View {
        TCARouter(store.scope(state: \.routes, action: \.router)) { screen in
          switch screen.case {
          case let .login(store): LoginView(store: store)
          case let .home(store): HomeView(store: store)
          case let .profile(store): ProfileView(store: store)
          }
        }
      }
    }
    """#
  }

  private static let indexed = "    var routes: [Route<AppScreen.State>] = [.root(.login(.init()), embedInNavigationView: true)]"
  private static let identified =
    "    var routes: IdentifiedArrayOf<Route<AppScreen.State>> = [.root(.login(.init()), embedInNavigationView: true)]"
  private static let logInRequest = """
        Reduce { _, action in
          switch action {
          case .logInTapped:
            return .run { send in await send(.loggedIn(try await api.logIn())) }
          case .loggedIn:
            return .none
          }
        }
    """
  private static let forEachRoute = #"    .forEachRoute(\.routes, action: \.router)"#
  private static func replaceRoot() -> String {
    """
          case .router(.routeAction(_, action: .login(.loggedIn))):
            state.routes = [.root(.home(.init()), embedInNavigationView: true)]
    """
  }

  static let triggering: [Example] = [
    Example(app(routes: indexed, loginBody: logInRequest, forEach: #"    .↓forEachRoute(\.routes, action: \.router)"#, arm: replaceRoot())),
    // TCACoordinators 0.8: `IndexedRouterState`, the root emptied and pushed anew.
    Example(#"""
      import ComposableArchitecture
      import TCACoordinators

      struct SplashFeature: Reducer {
        struct State: Equatable {}
        enum Action: Equatable { case onAppear, auth, tabs }
        var body: some ReducerOf<Self> {
          Reduce { _, action in
            switch action {
            case .onAppear:
              return .run { send in await send(.auth) }
            case .auth, .tabs:
              return .none
            }
          }
        }
      }

      struct RootScreen: Reducer {
        enum State: Equatable {
          case splash(SplashFeature.State)
          case auth(AuthFeature.State)
        }
        enum Action: Equatable {
          case splash(SplashFeature.Action)
          case auth(AuthFeature.Action)
        }
        var body: some ReducerOf<Self> {
          Scope(state: /State.splash, action: /Action.splash) { SplashFeature() }
          Scope(state: /State.auth, action: /Action.auth) { AuthFeature() }
        }
      }

      struct RootCoordinator: Reducer {
        struct State: Equatable, IndexedRouterState {
          var routes: [Route<RootScreen.State>] = [.root(.splash(.init()))]
        }
        enum Action: IndexedRouterAction {
          case routeAction(Int, action: RootScreen.Action)
          case updateRoutes([Route<RootScreen.State>])
        }
        var body: some ReducerOf<Self> {
          Reduce<State, Action> { state, action in
            switch action {
            case .routeAction(_, action: .splash(.auth)):
              state.routes.removeAll()
              state.routes.push(.auth(.init()))
            default:
              break
            }
            return .none
          }.↓forEachRoute {
            RootScreen()
          }
        }
      }

      struct RootCoordinatorView: View {
        let store: StoreOf<RootCoordinator>
        var body: some View {
          TCARouter(store) { screen in
            SwitchStore(screen) { screen in
              switch screen {
              case .splash: CaseLet(/RootScreen.State.splash, action: RootScreen.Action.splash, then: SplashView.init)
              case .auth: CaseLet(/RootScreen.State.auth, action: RootScreen.Action.auth, then: AuthView.init)
              }
            }
          }
        }
      }
      """#),
  ]

  static let nonTriggering: [Example] = [
    // Identified routes: the new root has a new id, the login screen's effects are cancelled.
    Example(app(routes: identified, loginBody: logInRequest, forEach: forEachRoute, arm: replaceRoot())),
    // The replaced screen starts no effect.
    Example(app(
      routes: indexed,
      loginBody: """
            Reduce { _, action in
              switch action {
              case .logInTapped: return .send(.loggedIn(User()))
              case .loggedIn: return .none
              }
            }
        """,
      forEach: forEachRoute, arm: replaceRoot())),
    // Cancellation turned off on purpose.
    Example(app(
      routes: indexed, loginBody: logInRequest,
      forEach: #"    .forEachRoute(\.routes, action: \.router, cancellationId: nil)"#, arm: replaceRoot())),
    .definition("""
      coordinators:
        - id: App
          navigation: true
          root: login
          screens: [login, home]
          transitions:
            - { from: login, to: home, kind: root-switch }
      """),
  ]
}
