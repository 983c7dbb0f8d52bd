import FlowGraph
import XCTest

/// Children chosen by a value a view observes with `WithViewStore(store, observe: \.tab) { viewStore in … }`: the
/// closure's parameter is that property's value, so `viewStore.binding(send: …)`, `viewStore.binding(get: { $0 },
/// send: …)` and a local constant bound to either (`let selection = …; switch selection.wrappedValue`) select by it.
/// The view holding them (a screen's view, a custom tab bar in a helper method) shows those children.
final class TCAObservedSelectionTests: XCTestCase {
  /// Older-form TCACoordinators (`Reducer`, `SwitchStore`/`CaseLet`): a coordinator `<Name>Coordinator` with one
  /// screen, `start`, that nothing pushes onto.
  private func child(_ name: String) -> String {
    """
    struct \(name)Screen: Reducer {
      enum State: Equatable { case start(Start.State) }
      enum Action { case start(Start.Action) }
      var body: some ReducerOf<Self> { Scope(state: /State.start, action: /Action.start) { Start() } }
    }
    struct \(name)Coordinator: Reducer {
      struct State: Equatable, IndexedRouterState {
        var routes: [Route<\(name)Screen.State>] = [.root(.start(.init()), embedInNavigationView: true)]
      }
      enum Action: IndexedRouterAction {
        case routeAction(Int, action: \(name)Screen.Action)
        case updateRoutes([Route<\(name)Screen.State>])
      }
      var body: some ReducerOf<Self> { Reduce { _, _ in .none }.forEachRoute { \(name)Screen() } }
    }
    struct \(name)CoordinatorView: View {
      let store: StoreOf<\(name)Coordinator>
      var body: some View {
        TCARouter(store) { screen in
          SwitchStore(screen) { _ in
            CaseLet(/\(name)Screen.State.start, action: \(name)Screen.Action.start, then: StartView.init)
          }
        }
      }
    }
    """
  }

  /// The app: `AppCoordinator` starts at `launch`, then switches its root to `main`, whose view is `mainView`.
  private func app(mainState: String, mainView: String) -> LibraryMarkers {
    LibraryMarkers("App.swift", """
      import ComposableArchitecture
      import SwiftUI
      import TCACoordinators

      struct Start: Reducer { struct State: Equatable {}; enum Action { case tapped } }
      struct StartView: View { let store: StoreOf<Start>; var body: some View { Text("start") } }
      struct Launch: Reducer { struct State: Equatable {}; enum Action { case finished } }
      struct LaunchView: View { let store: StoreOf<Launch>; var body: some View { Text("launch") } }
      \(child("Home"))
      \(child("Profile"))

      enum MainTab: Hashable { case home, profile }

      \(mainState)

      struct AppScreen: Reducer {
        enum State: Equatable { case launch(Launch.State); case main(Main.State) }
        enum Action { case launch(Launch.Action); case main(Main.Action) }
        var body: some ReducerOf<Self> {
          Scope(state: /State.launch, action: /Action.launch) { Launch() }
          Scope(state: /State.main, action: /Action.main) { Main() }
        }
      }
      struct AppCoordinator: Reducer {
        struct State: Equatable, IndexedRouterState { var routes: [Route<AppScreen.State>] = [.root(.launch(.init()))] }
        enum Action: IndexedRouterAction {
          case routeAction(Int, action: AppScreen.Action)
          case updateRoutes([Route<AppScreen.State>])
        }
        var body: some ReducerOf<Self> {
          Reduce { state, action in
            switch action {
            case .routeAction(_, action: .launch(.finished)):
              state.routes = [.root(.main(.init()))]
            default: break
            }
            return .none
          }.forEachRoute { AppScreen() }
        }
      }
      struct AppCoordinatorView: View {
        let store: StoreOf<AppCoordinator>
        var body: some View {
          TCARouter(store) { screen in
            SwitchStore(screen) { _ in
              CaseLet(/AppScreen.State.launch, action: AppScreen.Action.launch, then: LaunchView.init)
              CaseLet(/AppScreen.State.main, action: AppScreen.Action.main, then: MainView.init)
            }
          }
        }
      }

      \(mainView)

      @main
      struct ObservedApp: App {
        var body: some Scene {
          WindowGroup { AppCoordinatorView(store: Store(initialState: AppCoordinator.State()) { AppCoordinator() }) }
        }
      }
      """)
  }

  private let mainReducer = """
    struct Main: Reducer {
      struct State: Equatable { var selectedTab: MainTab = .home; var home = HomeCoordinator.State(); var profile = ProfileCoordinator.State() }
      enum Action { case tabSelected(MainTab); case home(HomeCoordinator.Action); case profile(ProfileCoordinator.Action) }
      var body: some ReducerOf<Self> {
        Scope(state: \\.home, action: /Action.home) { HomeCoordinator() }
        Scope(state: \\.profile, action: /Action.profile) { ProfileCoordinator() }
        Reduce { state, action in
          switch action {
          case let .tabSelected(tab):
            state.selectedTab = 1️⃣tab
          default: break
          }
          return .none
        }
      }
    }
    """

  private func unattached(_ graph: FlowGraph) -> [String] {
    Linter(options: LintOptions(onlyRules: ["unreachable-coordinator"])).lint(graph).findings.map(\.message)
  }

  func testACustomTabBarSwitchingOnABoundObservedValueInAHelperShowsEachChild() {
    let app = app(mainState: mainReducer, mainView: """
      struct MainView: View {
        let store: StoreOf<Main>
        var body: some View { tabView() }

        @ViewBuilder
        func tabView() -> some View {
          WithViewStore(self.store, observe: \\.selectedTab) { viewStore in
            let selection: Binding<MainTab> = viewStore.binding(send: { Main.Action.tabSelected($0) })
            VStack(spacing: 0) {
              switch selection.wrappedValue {
              case .home:
                HomeCoordinatorView(store: store.scope(state: \\.home, action: Main.Action.home))
              case .profile:
                ProfileCoordinatorView(store: store.scope(state: \\.profile, action: Main.Action.profile))
              }
              TabBar(selection: selection)
            }
          }
        }
      }
      struct TabBar: View { @Binding var selection: MainTab; var body: some View { Text("bar") } }
      """)
    let graph = LibraryMarkers.read([app]).graph
    let embeds = graph.edges.filter { $0.kind == .embed }.map { "\($0.from) \($0.to)" }.sorted()
    XCTAssertEqual(embeds, [
      "AppCoordinator.main Main(selectedTab)", "Main(selectedTab).root:home HomeCoordinator",
      "Main(selectedTab).root:profile ProfileCoordinator",
    ])
    let switches = graph.edges(at: app["1"])
    XCTAssertEqual(Set(switches.map(\.kind)), [.rootSwitch])
    XCTAssertEqual(Set(switches.map(\.to)), ["Main(selectedTab).root:home", "Main(selectedTab).root:profile"])
    XCTAssertEqual(unattached(graph), [])
  }

  func testATabViewBoundThroughAnIdentityGetterShowsTheCoordinatorsItsStackedTabsHold() {
    let app = app(mainState: mainReducer, mainView: """
      struct MainView: View {
        let store: StoreOf<Main>
        var body: some View {
          WithViewStore(store, observe: \\.selectedTab) { viewStore in
            TabView(selection: viewStore.binding(get: { $0 }, send: Main.Action.tabSelected), content: {
              Group {
                VStack {
                  Spacer()
                  HomeCoordinatorView(store: store.scope(state: { $0.home }, action: { .home($0) }))
                  Divider()
                }
                .tag(MainTab.home)
                .tabItem { Text("Home") }
                VStack {
                  ProfileCoordinatorView(store: store.scope(state: { $0.profile }, action: { .profile($0) }))
                }
                .tag(MainTab.profile)
              }
            })
          }
        }
      }
      """)
    let graph = LibraryMarkers.read([app]).graph
    let tabs = graph.coordinators.first { $0.kind == .tab }
    XCTAssertEqual(tabs?.roots, ["Main(TabView).tab:home", "Main(TabView).tab:profile"])
    let embeds = graph.edges.filter { $0.kind == .embed }.map { "\($0.from) \($0.to)" }.sorted()
    XCTAssertEqual(embeds, [
      "AppCoordinator.main Main(TabView)", "Main(TabView).tab:home HomeCoordinator", "Main(TabView).tab:profile ProfileCoordinator",
    ])
    let tabEdges = graph.edges.filter { $0.kind == .tab }
    XCTAssertEqual(Set(tabEdges.map(\.to)), ["Main(TabView).tab:home", "Main(TabView).tab:profile"])
    XCTAssertEqual(unattached(graph), [])
  }

  /// A switch on a local value that is not the observed one (`let layout = Layout.compact`) selects nothing the
  /// store holds: no selector, so the coordinators it shows stay the screen's own children.
  func testASwitchOnAnUnrelatedLocalIsNoSelection() {
    let app = app(mainState: mainReducer, mainView: """
      enum Layout { case compact, wide }
      struct MainView: View {
        let store: StoreOf<Main>
        var body: some View {
          WithViewStore(store, observe: \\.selectedTab) { viewStore in
            let layout = Layout.compact
            switch layout {
            case .compact: HomeCoordinatorView(store: store.scope(state: \\.home, action: Main.Action.home))
            case .wide: ProfileCoordinatorView(store: store.scope(state: \\.profile, action: Main.Action.profile))
            }
          }
        }
      }
      """)
    let graph = LibraryMarkers.read([app]).graph
    XCTAssertFalse(graph.coordinators.contains { $0.id.hasPrefix("Main") })
    XCTAssertFalse(graph.edges.contains { $0.kind == .rootSwitch && $0.from.hasPrefix("Main") })
  }

  /// `switch viewStore.state` in `WithViewStore(store, observe: \\.selectedTab) { viewStore in … }`: the observed
  /// value is the state there, so the switch selects by `selectedTab`, not by a property named `state`.
  func testASwitchOnTheObservedStateSelectsByTheObservedProperty() {
    let app = app(mainState: mainReducer, mainView: """
      struct MainView: View {
        let store: StoreOf<Main>
        var body: some View {
          WithViewStore(store, observe: \\.selectedTab) { viewStore in
            ZStack {
              switch viewStore.state {
              case .home: HomeCoordinatorView(store: store.scope(state: \\.home, action: Main.Action.home))
              case .profile: ProfileCoordinatorView(store: store.scope(state: \\.profile, action: Main.Action.profile))
              }
            }
          }
        }
      }
      """)
    let graph = LibraryMarkers.read([app]).graph
    XCTAssertEqual(graph.coordinator("Main(selectedTab)")?.roots, ["Main(selectedTab).root:home", "Main(selectedTab).root:profile"])
    XCTAssertNil(graph.coordinator("Main(state)"))
    XCTAssertEqual(graph.edges(at: app["1"]).map { "\($0.kind.rawValue) \($0.to)" }.sorted(),
                   ["root-switch Main(selectedTab).root:home", "root-switch Main(selectedTab).root:profile"])
  }
}
