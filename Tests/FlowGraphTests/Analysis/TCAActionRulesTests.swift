import FlowGraph
import XCTest

/// The TCA rules judging actions, tabs and route effects speak only where nothing can handle what they report;
/// these sources are the ways apps send, match and select that the rules must see.
final class TCAActionRulesTests: XCTestCase {
  private func places(_ sources: [(path: String, text: String)], rules: Set<String>) -> [String] {
    let read = SourceReader().read(sources: sources)
    XCTAssertEqual(read.warnings, [], "the sources should parse")
    return Linter(options: LintOptions(onlyRules: rules)).lint(read.graph).findings.map {
      "\($0.rule)@\($0.location?.file ?? "?"):\($0.location?.line ?? 0)"
    }
  }

  /// A game screen (`Game.swift`) whose reducer answers `.quitTapped` with `gameArm`, its view sending from `view`,
  /// and a coordinator (`Coordinator.swift`) with `coordinatorArm`.
  private func gameApp(view: String, gameArm: String = "case .quitTapped, .appeared: return .none", coordinatorArm: String = "")
    -> [(path: String, text: String)]
  {
    let game = """
      import ComposableArchitecture
      import SwiftUI

      @Reducer
      struct Game {
        struct State: Equatable { var quitting = false }
        enum Action { case quitTapped, appeared, finished }
        var body: some ReducerOf<Self> {
          Reduce { state, action in
            switch action {
            \(gameArm)
            case .finished: return .none
            }
          }
        }
      }

      struct GameView: View {
        let store: StoreOf<Game>
        var body: some View {
          \(view)
        }
      }
      """
    let coordinator = #"""
      import ComposableArchitecture
      import SwiftUI
      import TCACoordinators

      @Reducer(state: .hashable)
      enum GameScreen {
        case game(Game)
        case score(Score)
      }

      @Reducer
      struct GameCoordinator {
        struct State: Equatable {
          var routes: IdentifiedArrayOf<Route<GameScreen.State>> = [.root(.game(.init()), embedInNavigationView: true)]
        }
        enum Action { case router(IdentifiedRouterActionOf<GameScreen>) }
        var body: some ReducerOf<Self> {
          Reduce { state, action in
            switch action {
            case .router(.routeAction(_, action: .game(.finished))):
              state.routes.push(.score(.init()))
            \#(coordinatorArm)
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
    return [("Game.swift", game), ("Coordinator.swift", coordinator)]
  }

  func testControlsSendingAnIgnoredActionAreReported() {
    let rules: Set<String> = ["ignored-action"]
    XCTAssertEqual(places(gameApp(view: #"Button("Quit") { store.send(.quitTapped) }"#), rules: rules), ["ignored-action@Game.swift:21"])
    XCTAssertEqual(
      places(gameApp(view: #"Button(action: { withAnimation { _ = store.send(.quitTapped) } }) { Text("Quit") }"#), rules: rules),
      ["ignored-action@Game.swift:21"])
    XCTAssertEqual(places(gameApp(view: #"Text("Quit").onTapGesture { store.send(.quitTapped) }"#), rules: rules), ["ignored-action@Game.swift:21"])
    // `break` before the switch's final `return .none` does nothing either.
    let breaking = gameApp(view: #"Button("Quit") { store.send(.quitTapped) }"#, gameArm: "case .quitTapped, .appeared: break")
      .map { ($0.path, $0.text.replacingOccurrences(of: "case .finished: return .none\n      }", with: "case .finished: break\n      }\n      return .none")) }
    XCTAssertEqual(places(breaking, rules: rules), ["ignored-action@Game.swift:22"])
  }

  func testSendsThatMayBeHandledOrArePlaceholdersAreNotReported() {
    let rules: Set<String> = ["ignored-action"]
    let tap = #"Button("Quit") { store.send(.quitTapped) }"#
    // Lifecycle code and a button's label.
    XCTAssertEqual(places(gameApp(view: #"Text("Game").onAppear { store.send(.quitTapped) }"#), rules: rules), [])
    XCTAssertEqual(places(gameApp(view: #"Text("Game").task { await store.send(.quitTapped).finish() }"#), rules: rules), [])
    // The feature does something, or a parent matches the case (in a switch or an `if case`).
    XCTAssertEqual(places(gameApp(view: tap, gameArm: "case .quitTapped: state.quitting = true; return .none\ncase .appeared: return .none"), rules: rules), [])
    XCTAssertEqual(places(gameApp(view: tap, coordinatorArm: "case .router(.routeAction(_, action: .game(.quitTapped))): state.routes.goBack()"), rules: rules), [])
    var conditional = gameApp(view: tap)
    conditional.append(("Analytics.swift", """
      import ComposableArchitecture
      struct Analytics: Reducer {
        func reduce(into state: inout AppState, action: AppAction) -> Effect<AppAction> {
          if case .game(.quitTapped) = action { log("quit") }
          return .none
        }
      }
      """))
    XCTAssertEqual(places(conditional, rules: rules), [])
    // A parent arm doing something with every game action.
    XCTAssertEqual(
      places(gameApp(view: tap, coordinatorArm: "case let .router(.routeAction(_, action: .game(gameAction))): return forward(gameAction)"), rules: rules),
      [])
    // Another feature declares a case of the same name: the send may be that feature's.
    var twice = gameApp(view: tap)
    twice.append(("Lobby.swift", """
      import ComposableArchitecture
      @Reducer
      struct Lobby {
        struct State: Equatable {}
        enum Action { case quitTapped }
        var body: some ReducerOf<Self> { Reduce { _, _ in .none } }
      }
      """))
    XCTAssertEqual(places(twice, rules: rules), [])
    // Code of another type uses the case by name (a case key path).
    var keyPath = gameApp(view: tap)
    keyPath.append(("Tracker.swift", "struct Tracker { let path = \\GameScreen.Action.Cases.game.quitTapped }\n"))
    XCTAssertEqual(places(keyPath, rules: rules), [])
  }

  func testTabsBuiltOrTaggedOutOfSightKeepUntaggedTabSilent() {
    func app(_ tabs: String) -> [(path: String, text: String)] {
      [("Tabs.swift", #"""
        import ComposableArchitecture
        import SwiftUI
        import TCACoordinators

        @Reducer
        struct Main {
          enum Tab: Hashable { case home, search }
          struct State: Equatable {
            var home: HomeCoordinator.State
            var tab: Tab = .home
          }
          enum Action { case home(HomeCoordinator.Action), tabSelected(Tab) }
          var body: some ReducerOf<Self> { Scope(state: \.home, action: \.home) { HomeCoordinator() } }
        }

        struct MainView: View {
          @Bindable var store: StoreOf<Main>
          var body: some View {
            TabView(selection: $store.tab.sending(\.tabSelected)) {
              \#(tabs)
            }
          }
        }

        struct HomeCoordinatorView: View {
          let store: StoreOf<HomeCoordinator>
          var body: some View {
            TCARouter(store.scope(state: \.routes, action: \.router)) { screen in
              switch screen.case {
              case let .home(store): HomeView(store: store)
              }
            }
          }
        }
        """#)]
    }
    let home = #"HomeCoordinatorView(store: store.scope(state: \.home, action: \.home)).tag(Main.Tab.home)"#
    let rules: Set<String> = ["untagged-tab"]
    XCTAssertEqual(places(app(home), rules: rules), ["untagged-tab@Tabs.swift:7"])
    XCTAssertEqual(places(app(home + "\nif store.showsSearch { SearchView().tag(Main.Tab.search) }"), rules: rules), [])
    XCTAssertEqual(places(app(home + "\nSearchView().tag(store.otherTab)"), rules: rules), [])
    XCTAssertEqual(places(app(home + "\nSearchView()"), rules: rules), [])
  }

  func testASelectionHeldByAnotherObjectKeepsUntaggedTabSilent() {
    func app(selection: String) -> [(path: String, text: String)] {
      [("App.swift", """
        import FlowStacks
        import SwiftUI

        enum Tab: Hashable { case catalog, account, orders }
        final class Model: ObservableObject { @Published var tab: Tab = .catalog }

        @main
        struct ShopApp: App {
          @StateObject var model = Model()
          @State var tab: Tab = .catalog
          var body: some Scene {
            WindowGroup {
              TabView(selection: \(selection)) {
                CatalogCoordinator().tag(Tab.catalog)
                AccountCoordinator().tag(Tab.account)
              }
            }
          }
        }

        struct CatalogCoordinator: View {
          @State var routes: Routes<CatalogScreen> = [.root(.list, embedInNavigationView: true)]
          var body: some View {
            Router($routes) { screen, _ in
              switch screen {
              case .list: ListView(onSelect: { routes.push(.item) })
              case .item: ItemView()
              }
            }
          }
        }
        enum CatalogScreen { case list, item }

        struct AccountCoordinator: View {
          @State var routes: Routes<AccountScreen> = [.root(.profile, embedInNavigationView: true)]
          var body: some View {
            Router($routes) { screen, _ in
              switch screen {
              case .profile: ProfileView(onSettings: { routes.push(.settings) })
              case .settings: SettingsView()
              }
            }
          }
        }
        enum AccountScreen { case profile, settings }
        """)]
    }
    XCTAssertEqual(places(app(selection: "$tab"), rules: ["untagged-tab"]), ["untagged-tab@App.swift:4"])
    XCTAssertEqual(places(app(selection: "$model.tab"), rules: ["untagged-tab"]), [])
  }
}
