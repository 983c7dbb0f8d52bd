import FlowGraph
import XCTest

/// A parent re-creating its tab screen with another tab selected (`push(.tabs(.initState(from: .map)))` in the arm
/// handling an action from inside that tab screen): a tab edge from the screen acted in to the chosen tab, through
/// a static factory, Swift's memberwise initializer or a custom `init`; nothing when the tab comes from a variable,
/// when the function's body does more than build the state, or when the tab screen is entered from elsewhere (its
/// first tab, not a switch).
final class TCAStateRebuildTests: XCTestCase {
  private let root = LibraryMarkers("RootCoordinator.swift", """
    import ComposableArchitecture
    import SwiftUI
    import TCACoordinators

    @Reducer(state: .equatable)
    enum RootScreen {
      case login(Login)
      case tabs(HomeTabs)
      case shop(ShopTabs)
    }

    @Reducer
    struct RootCoordinator {
      @ObservableState
      struct State { var routes: [Route<RootScreen.State>] = [.root(.login(.init()), embedInNavigationView: true)] }
      enum Action { case router(IndexedRouterActionOf<RootScreen>) }
      var body: some ReducerOf<Self> {
        Reduce { state, action in
          switch action {
          case .router(.routeAction(_, action: .login(.loggedIn))):
            state.routes.removeAll()
            state.routes.1️⃣push(.tabs(.initState(from: .map)))
          case .router(.routeAction(_, action: .tabs(.bucket(.router(.routeAction(_, action: .main(.showMap))))))):
            state.routes.removeAll()
            state.routes.2️⃣push(.tabs(.initState(from: .map, with: [])))
          case .router(.routeAction(_, action: .tabs(.profile(.router(.routeAction(_, action: .main(.showBucket))))))):
            state.routes = 3️⃣[.root(.tabs(HomeTabs.State(map: .init(), profile: .init(), bucket: .init(), selectedTab: .bucket)))]
          case .router(.routeAction(_, action: .tabs(.map(.router(.routeAction(_, action: .main(.showLast))))))):
            state.routes.removeAll()
            state.routes.4️⃣push(.tabs(.initState(from: state.lastTab)))
          case .router(.routeAction(_, action: .tabs(.map(.router(.routeAction(_, action: .main(.reset))))))):
            state.routes.removeAll()
            state.routes.5️⃣push(.tabs(.logged(from: .profile)))
          case .router(.routeAction(_, action: .shop(.cart(.router(.routeAction(_, action: .main(.browse))))))):
            state.routes.removeAll()
            state.routes.6️⃣push(.shop(.init(start: .catalog)))
          case .router(.routeAction(_, action: .shop(.catalog(.router(.routeAction(_, action: .main(.checkout))))))):
            state.routes.removeAll()
            state.routes.7️⃣push(.shop(ShopTabs.State(current: .cart)))
          case .router(.routeAction(_, action: .shop(.catalog(.router(.routeAction(_, action: .main(.reset))))))):
            state.routes = [.root(.login(.init()))]
            state.routes.8️⃣push(.shop(.init(note: "sale")))
          default:
            break
          }
          return .none
        }
        .forEachRoute(\\.routes, action: \\.router)
      }
    }

    struct RootCoordinatorView: View {
      let store: StoreOf<RootCoordinator>
      var body: some View {
        TCARouter(store.scope(state: \\.routes, action: \\.router)) { screen in
          switch screen.case {
          case let .login(store): LoginView(store: store)
          case let .tabs(store): HomeTabsView(store: store)
          case let .shop(store): ShopTabsView(store: store)
          }
        }
      }
    }
    """)

  private let tabs = LibraryMarkers("Tabs.swift", """
    import ComposableArchitecture
    import SwiftUI

    enum Tab: Hashable { case map, profile, bucket }

    @Reducer
    struct HomeTabs {
      @ObservableState
      struct State {
        var map: MapCoordinator.State
        var profile: ProfileCoordinator.State
        var bucket: BucketCoordinator.State
        var selectedTab: Tab

        static func initState(from tab: Tab) -> Self {
          Self(map: .init(), profile: .init(), bucket: .init(), selectedTab: tab)
        }

        static func initState(from tab: Tab, with categories: [String]) -> Self {
          return Self(map: .init(categories: categories), profile: .init(), bucket: .init(), selectedTab: tab)
        }

        static func logged(from tab: Tab) -> Self {
          print("rebuilding")
          return Self(map: .init(), profile: .init(), bucket: .init(), selectedTab: tab)
        }
      }
      enum Action { case map(MapCoordinator.Action); case profile(ProfileCoordinator.Action); case bucket(BucketCoordinator.Action); case select(Tab) }
      var body: some ReducerOf<Self> {
        Reduce { state, action in
          if case let .select(tab) = action { state.selectedTab = tab }
          return .none
        }
      }
    }

    struct HomeTabsView: View {
      @Bindable var store: StoreOf<HomeTabs>
      var body: some View {
        TabView(selection: $store.selectedTab.sending(\\.select)) {
          MapCoordinatorView(store: store.scope(state: \\.map, action: \\.map)).tag(Tab.map)
          ProfileCoordinatorView(store: store.scope(state: \\.profile, action: \\.profile)).tag(Tab.profile)
          BucketCoordinatorView(store: store.scope(state: \\.bucket, action: \\.bucket)).tag(Tab.bucket)
        }
      }
    }

    enum ShopTab: Hashable { case catalog, cart }

    @Reducer
    struct ShopTabs {
      @ObservableState
      struct State {
        var catalog: MapCoordinator.State = .init()
        var cart: BucketCoordinator.State = .init()
        var current: ShopTab
        init(start: ShopTab = .cart, note: String = "") {
          self.current = start
        }
      }
      enum Action { case catalog(MapCoordinator.Action); case cart(BucketCoordinator.Action); case pick(ShopTab) }
      var body: some ReducerOf<Self> { EmptyReducer() }
    }

    struct ShopTabsView: View {
      @Bindable var store: StoreOf<ShopTabs>
      var body: some View {
        TabView(selection: $store.current.sending(\\.pick)) {
          MapCoordinatorView(store: store.scope(state: \\.catalog, action: \\.catalog)).tag(ShopTab.catalog)
          BucketCoordinatorView(store: store.scope(state: \\.cart, action: \\.cart)).tag(ShopTab.cart)
        }
      }
    }
    """)

  private let children = LibraryMarkers("Children.swift", """
    import ComposableArchitecture
    import SwiftUI
    import TCACoordinators

    @Reducer
    struct MapCoordinator {
      struct State { var routes: [Route<MapScreen.State>] = [.root(.main(.init()))] }
      enum Action { case router(IndexedRouterActionOf<MapScreen>) }
      var body: some ReducerOf<Self> { EmptyReducer().forEachRoute(\\.routes, action: \\.router) }
    }
    struct MapCoordinatorView: View {
      let store: StoreOf<MapCoordinator>
      var body: some View {
        TCARouter(store.scope(state: \\.routes, action: \\.router)) { screen in
          switch screen.case { case let .main(store): MapView(store: store) }
        }
      }
    }

    @Reducer
    struct ProfileCoordinator {
      struct State { var routes: [Route<ProfileScreen.State>] = [.root(.main(.init()))] }
      enum Action { case router(IndexedRouterActionOf<ProfileScreen>) }
      var body: some ReducerOf<Self> { EmptyReducer().forEachRoute(\\.routes, action: \\.router) }
    }
    struct ProfileCoordinatorView: View {
      let store: StoreOf<ProfileCoordinator>
      var body: some View {
        TCARouter(store.scope(state: \\.routes, action: \\.router)) { screen in
          switch screen.case { case let .main(store): ProfileView(store: store) }
        }
      }
    }

    @Reducer
    struct BucketCoordinator {
      struct State { var routes: [Route<BucketScreen.State>] = [.root(.main(.init()))] }
      enum Action { case router(IndexedRouterActionOf<BucketScreen>) }
      var body: some ReducerOf<Self> { EmptyReducer().forEachRoute(\\.routes, action: \\.router) }
    }
    struct BucketCoordinatorView: View {
      let store: StoreOf<BucketCoordinator>
      var body: some View {
        TCARouter(store.scope(state: \\.routes, action: \\.router)) { screen in
          switch screen.case { case let .main(store): BucketView(store: store) }
        }
      }
    }
    struct LoginView: View { let store: StoreOf<Login>; var body: some View { Text("") } }
    struct MapView: View { let store: StoreOf<MapMain>; var body: some View { Text("") } }
    struct ProfileView: View { let store: StoreOf<ProfileMain>; var body: some View { Text("") } }
    struct BucketView: View { let store: StoreOf<BucketMain>; var body: some View { Text("") } }
    """)

  private var graph: FlowGraph { LibraryMarkers.read([root, tabs, children]).graph }

  private func tabEdges(_ graph: FlowGraph, _ marker: String) -> [String] {
    graph.edges(at: root[marker]).filter { $0.kind == .tab }.map { "\($0.from) -> \($0.to) \($0.certainty.rawValue)" }.sorted()
  }

  func testAParentRebuildingItsTabScreenSwitchesTabFromTheScreenActedIn() {
    let graph = graph
    // A static factory setting the selection from its parameter; the screen acted in is the bucket tab's `main`
    // (each tab has a `main`: the pattern's `.bucket(…)` says which).
    XCTAssertEqual(tabEdges(graph, "2"), ["BucketCoordinator.main -> HomeTabs(TabView).tab:map certain"])
    // The memberwise initializer takes the selection by the property's name.
    XCTAssertEqual(tabEdges(graph, "3"), ["ProfileCoordinator.main -> HomeTabs(TabView).tab:bucket certain"])
    // A custom `init` setting the selection from its parameter, called without an argument that has a default.
    XCTAssertEqual(graph.edges(at: root["6"]).filter { $0.kind == .tab }.map { "\($0.from) -> \($0.to)" },
                   ["BucketCoordinator.main -> ShopTabs(TabView).tab:catalog"])
  }

  func testNoTabSwitchWhereTheTabIsNotKnownOrNotSwitchedFrom() {
    let graph = graph
    // Entered from the login screen: the tab view starts on the map tab, which is no switch between tabs.
    XCTAssertEqual(tabEdges(graph, "1"), [])
    // The tab from a variable, and a function that does more than build the state.
    XCTAssertEqual(tabEdges(graph, "4"), [])
    XCTAssertEqual(tabEdges(graph, "5"), [])
    // A type declaring an initializer has no memberwise one: `ShopTabs.State(current:)` is not read as setting it.
    XCTAssertEqual(tabEdges(graph, "7"), [])
    // The selection left to its parameter's default: not read (the default is not taken as the value).
    XCTAssertEqual(tabEdges(graph, "8"), [])
    // The route changes themselves are still read (root replacements of the tab screen).
    XCTAssertFalse(graph.edges(at: root["2"]).filter { $0.kind != .tab }.isEmpty)
  }
}
