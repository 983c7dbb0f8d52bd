/// The examples of `IgnoredActionRule`, in TCA's `@Reducer` style, the `ReducerProtocol` style with indexed routes,
/// the older `Reducer` closures, and a UIKit screen.
enum IgnoredActionExamples {
  /// A coordinator of two screens (`GameCoordinator`): `Game` and `Score`. `arm` is the coordinator's arm for game
  /// actions; `game` the game feature's reducer arms; `view` the game view's body.
  private static func gameApp(game: String, view: String, arm: String) -> String {
    #"""
    import ComposableArchitecture
    import SwiftUI
    import TCACoordinators

    @Reducer
    struct Game {
      struct State: Equatable { var quitting = false }
      enum Action {
        case appeared
        case quitTapped
        case finished
      }
      var body: some ReducerOf<Self> {
        Reduce { state, action in
          switch action {
    \#(game)
          }
        }
      }
    }

    struct GameView: View {
      let store: StoreOf<Game>
      var body: some View {
    \#(view)
      }
    }

    @Reducer(state: .hashable)
    enum GameScreen {
      case game(Game)
      case score(Score)
    }

    @Reducer
    struct GameCoordinator {
      @ObservableState
      struct State: Equatable {
        var routes: IdentifiedArrayOf<Route<GameScreen.State>> = [.root(.game(.init()), embedInNavigationView: true)]
      }
      enum Action { case router(IdentifiedRouterActionOf<GameScreen>) }
      var body: some ReducerOf<Self> {
        Reduce { state, action in
          switch action {
          case .router(.routeAction(_, action: .game(.finished))):
            state.routes.push(.score(.init()))
    \#(arm)
          default:
            break
          }
          return .none
        }
        .forEachRoute(\.routes, action: \.router)
      }
    }

    struct GameCoordinatorView: View {
      let store: StoreOf<GameCoordinator>
      var body: some View {
        TCARouter(store.scope(state: \.routes, action: \.router)) { screen in
          switch screen.case {
          case let .game(store): GameView(store: store)
          case let .score(store): ScoreView(store: store)
          }
        }
      }
    }
    """#
  }

  /// TCA's older `Reducer` closures with a top-level action enum and TCACoordinators' indexed router of that time;
  /// `coordinator` is the coordinator's reducer.
  private static func olderStyle(marker: String, coordinator: String) -> String {
    #"""
    import ComposableArchitecture
    import SwiftUI
    import TCACoordinators

    struct GameState: Equatable { var moves = 0 }
    enum GameAction: Equatable {
      case moveTapped
      case quitTapped
    }
    let gameReducer = Reducer<GameState, GameAction, Void> { state, action, _ in
      switch action {
      case .moveTapped:
        state.moves += 1
        return .none
      case .quitTapped:
        return .none
      }
    }

    struct GameView: View {
      let store: Store<GameState, GameAction>
      var body: some View {
        WithViewStore(store) { viewStore in
          Button("Move") { viewStore.send(.moveTapped) }
          Button("Quit") { \#(marker)viewStore.send(.quitTapped) }
        }
      }
    }

    enum ScreenState: Equatable { case game(GameState), score(ScoreState) }
    enum ScreenAction { case game(GameAction), score(ScoreAction) }

    struct CoordinatorState: Equatable, IndexedRouterState {
      var routes: [Route<ScreenState>] = [.root(.game(.init()), embedInNavigationView: true)]
    }
    enum CoordinatorAction: IndexedRouterAction {
      case routeAction(Int, action: ScreenAction)
      case updateRoutes([Route<ScreenState>])
    }

    struct CoordinatorView: View {
      let store: Store<CoordinatorState, CoordinatorAction>
      var body: some View {
        TCARouter(store) { screen in
          SwitchStore(screen) {
            CaseLet(state: /ScreenState.game, action: ScreenAction.game, then: GameView.init)
            CaseLet(state: /ScreenState.score, action: ScreenAction.score, then: ScoreView.init)
          }
        }
      }
    }

    \#(coordinator)
    """#
  }

  /// A tab bar feature (`TabsFeature`, whose reducer `feature` gives) shown by a root screen of an indexed router,
  /// whose own arms match only its login screen's actions.
  private static func tabsApp(_ feature: String) -> String {
    #"""
      import ComposableArchitecture
      import SwiftUI
      import TCACoordinators

      enum Tab: Equatable { case map, profile }

    \#(feature)
      struct RootScreen: ReducerProtocol {
        enum State: Equatable {
          case login(LoginFeature.State)
          case tabs(TabsFeature.State)
        }
        enum Action: Equatable {
          case login(LoginFeature.Action)
          case tabs(TabsFeature.Action)
        }
        var body: some ReducerProtocol<State, Action> {
          Scope(state: /State.login, action: /Action.login) { LoginFeature() }
          Scope(state: /State.tabs, action: /Action.tabs) { TabsFeature() }
        }
      }

      struct RootCoordinator: ReducerProtocol {
        struct State: Equatable, IndexedRouterState {
          var routes: [Route<RootScreen.State>] = [.root(.login(.init()))]
        }
        enum Action: IndexedRouterAction {
          case routeAction(Int, action: RootScreen.Action)
          case updateRoutes([Route<RootScreen.State>])
        }
        var body: some ReducerProtocol<State, Action> {
          Reduce { state, action in
            switch action {
            case .routeAction(_, action: .login(.loggedIn)):
              state.routes.push(.tabs(.init()))
            default:
              break
            }
            return .none
          }.forEachRoute { RootScreen() }
        }
      }

      struct RootCoordinatorView: View {
        let store: StoreOf<RootCoordinator>
        var body: some View {
          TCARouter(store) { screen in
            SwitchStore(screen) {
              CaseLet(state: /RootScreen.State.login, action: RootScreen.Action.login, then: LoginView.init)
              CaseLet(state: /RootScreen.State.tabs, action: RootScreen.Action.tabs, then: TabsView.init)
            }
          }
        }
      }
    """#
  }

  static let triggering: [Example] = [

    // The screen leaves Quit to its coordinator, which never matches it.
    Example(gameApp(
      game: """
              case .appeared, .quitTapped, .finished:
                return .none
        """,
      view: """
            Button("Quit") { ↓store.send(.quitTapped) }
        """,
      arm: "")),
    // A reducer dispatches a navigation intent that it answers with `.none` itself; the root coordinator ignores
    // it in its `default` arm.
    Example(tabsApp(#"""
      struct TabsFeature: ReducerProtocol {
        struct State: Equatable { var selected: Tab = .map }
        enum Action: Equatable {
          case tabSelected(Tab)
          case reselected
        }
        var body: some ReducerProtocol<State, Action> {
          Reduce { state, action in
            switch action {
            case let .tabSelected(tab):
              if state.selected == tab { return ↓.send(.reselected) }
              state.selected = tab
              return .none
            case .reselected:
              return .none
            }
          }
        }
      }

      """#)),
    // The same, the action falling into the feature's `default:` arm, which does nothing (`break`, then `.none`).
    Example(tabsApp(#"""
      struct TabsFeature: ReducerProtocol {
        struct State: Equatable { var selected: Tab = .map }
        enum Action: Equatable {
          case tabSelected(Tab)
          case reselected
          case counted
        }
        var body: some ReducerProtocol<State, Action> {
          Reduce { state, action in
            switch action {
            case let .tabSelected(tab):
              if state.selected == tab { return ↓.send(.reselected) }
              state.selected = tab
            case .counted:
              state.selected = .map
            default:
              break
            }
            return .none
          }
        }
      }

      """#)),
    // TCA's older `Reducer` closures with a top-level action enum, TCACoordinators' indexed router of that time.
    Example(olderStyle(marker: "↓", coordinator: "")),
    // A UIKit screen's target-action method.
    Example(gameApp(
      game: """
              case .quitTapped:
                return .none
              case .appeared, .finished:
                state.quitting = false
                return .none
        """,
      view: """
            GameRepresentable(store: store)
        """,
      arm: "") + #"""

      final class GameViewController: UIViewController {
        let store: StoreOf<Game>
        init(store: StoreOf<Game>) { self.store = store; super.init(nibName: nil, bundle: nil) }
        override func viewDidLoad() {
          navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Quit", style: .done, target: self, action: #selector(quitTapped))
        }
        @objc private func quitTapped() { ↓store.send(.quitTapped) }
      }
      """#),
  ]

  static let nonTriggering: [Example] = [
    // The feature's `default:` arm, which the action falls into, does something.
    Example(tabsApp(#"""
      struct TabsFeature: ReducerProtocol {
        struct State: Equatable { var selected: Tab = .map }
        enum Action: Equatable {
          case tabSelected(Tab)
          case reselected
        }
        var body: some ReducerProtocol<State, Action> {
          Reduce { state, action in
            switch action {
            case let .tabSelected(tab):
              if state.selected == tab { return .send(.reselected) }
              state.selected = tab
              return .none
            default:
              state.selected = .map
              return .none
            }
          }
        }
      }

      """#)),

    // The coordinator matches Quit; the appearance placeholder is lifecycle code.
    Example(gameApp(
      game: """
              case .appeared, .quitTapped, .finished:
                return .none
        """,
      view: """
            Button("Quit") { store.send(.quitTapped) }
              .onAppear { store.send(.appeared) }
        """,
      arm: """
              case .router(.routeAction(_, action: .game(.quitTapped))):
                state.routes.goBack()
        """)),
    // The feature handles Quit itself.
    Example(gameApp(
      game: """
              case .quitTapped:
                state.quitting = true
                return .none
              case .appeared, .finished:
                return .none
        """,
      view: """
            Button("Quit") { store.send(.quitTapped) }
        """,
      arm: "")),
    // The coordinator hands every game action to a helper that may match it.
    Example(gameApp(
      game: """
              case .appeared, .quitTapped, .finished:
                return .none
        """,
      view: """
            Button("Quit") { store.send(.quitTapped) }
        """,
      arm: """
              case let .router(.routeAction(_, action: .game(gameAction))):
                return handle(gameAction, &state)
        """)),
    // The coordinator of the older style matches Quit.
    Example(olderStyle(marker: "", coordinator: #"""
      let coordinatorReducer: Reducer<CoordinatorState, CoordinatorAction, Void> = screenReducer
        .forEachIndexedRoute(environment: { _ in })
        .withRouteReducer(Reducer { state, action, _ in
          switch action {
          case .routeAction(_, .game(.quitTapped)):
            state.routes.goBack()
          default:
            break
          }
          return .none
        })
      """#)),
    .definition("""
      coordinators:
        - id: Game
          navigation: true
          root: game
          screens: [game, score]
          transitions:
            - { from: game, to: score, kind: push }
      """),
  ]
}
