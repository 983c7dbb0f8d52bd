import FlowGraph
import XCTest

/// TCACoordinators as apps are shaped: an app reducer switching between coordinators on a flag, a TabView of
/// routers selected by reducer state, a parent changing a child's routes, routes computed over stored route ids.
/// The parents import only the Composable Architecture.
final class TCAAppShapeTests: XCTestCase {
  private let appFeature = LibraryMarkers("AppFeature.swift", """
    import ComposableArchitecture
    import SwiftUI

    @Reducer
    struct AppFeature {
      @ObservableState
      struct State { var onboarding: OnboardingCoordinator.State; var main: MainTabs.State; var isSignedIn = false }
      enum Action { case onboarding(OnboardingCoordinator.Action); case main(MainTabs.Action) }
      var body: some ReducerOf<Self> {
        Reduce { state, action in
          switch action {
          case .onboarding(.router(.routeAction(_, action: .welcome(.finished)))):
            state.isSignedIn = 1️⃣true
          case .main(.profile(.router(.routeAction(_, action: .account(.signedOut))))):
            state.isSignedIn = 2️⃣false
          default:
            break
          }
          return .none
        }
      }
    }

    struct AppView: View {
      let store: StoreOf<AppFeature>
      var body: some View {
        if !store.isSignedIn {
          OnboardingCoordinatorView(store: store.scope(state: \\.onboarding, action: \\.onboarding))
        } else {
          MainTabsView(store: store.scope(state: \\.main, action: \\.main))
        }
      }
    }
    """)

  private let mainTabs = LibraryMarkers("MainTabs.swift", """
    import ComposableArchitecture
    import SwiftUI

    @Reducer
    struct MainTabs {
      enum Tab: Hashable { case feed, profile }
      @ObservableState
      struct State { var feed: FeedCoordinator.State; var profile: ProfileCoordinator.State; var selectedTab: Tab = .feed }
      enum Action { case feed(FeedCoordinator.Action); case profile(ProfileCoordinator.Action); case tabSelected(Tab); case openSettings }
      var body: some ReducerOf<Self> {
        Reduce { state, action in
          switch action {
          case let .tabSelected(tab):
            if state.selectedTab == tab {
              state.selectedTab = 9️⃣tab
            } else {
              state.selectedTab = 3️⃣tab
            }
          case .openSettings:
            state.selectedTab = 4️⃣.profile
            state.profile.routes.5️⃣push(.settings(.init()))
          default:
            break
          }
          return .none
        }
      }
    }

    struct MainTabsView: View {
      @Bindable var store: StoreOf<MainTabs>
      var body: some View {
        TabView(selection: $store.selectedTab.sending(\\.tabSelected)) {
          FeedCoordinatorView(store: store.scope(state: \\.feed, action: \\.feed))
            .tabItem { Text("Feed") }
            .tag(MainTabs.Tab.feed)
          ProfileCoordinatorView(store: store.scope(state: \\.profile, action: \\.profile))
            .tag(MainTabs.Tab.profile)
        }
      }
    }
    """)

  private let coordinators = LibraryMarkers("Coordinators.swift", """
    import ComposableArchitecture
    import SwiftUI
    import TCACoordinators

    @Reducer
    struct OnboardingCoordinator {
      struct State { var routes: [Route<OnboardingScreen.State>] = [.root(.welcome(.init()))] }
      enum Action { case router(IndexedRouterActionOf<OnboardingScreen>) }
      var body: some ReducerOf<Self> { EmptyReducer().forEachRoute(\\.routes, action: \\.router) }
    }
    struct OnboardingCoordinatorView: View {
      let store: StoreOf<OnboardingCoordinator>
      var body: some View {
        TCARouter(store.scope(state: \\.routes, action: \\.router)) { screen in
          switch screen.case {
          case let .welcome(store): WelcomeView(store: store)
          }
        }
      }
    }

    @Reducer
    struct ProfileCoordinator {
      struct State { var routes: IdentifiedArrayOf<Route<ProfileScreen.State>> = [.root(.account(.init()), embedInNavigationView: true)] }
      enum Action { case router(IdentifiedRouterActionOf<ProfileScreen>) }
      var body: some ReducerOf<Self> { EmptyReducer().forEachRoute(\\.routes, action: \\.router) }
    }
    struct ProfileCoordinatorView: View {
      let store: StoreOf<ProfileCoordinator>
      var body: some View {
        TCARouter(store.scope(state: \\.routes, action: \\.router)) { screen in
          switch screen.case {
          case let .account(store): AccountView(store: store)
          case let .settings(store): SettingsView(store: store)
          }
        }
      }
    }

    @Reducer
    struct FeedCoordinator {
      @ObservableState
      struct State {
        var routeIDs: IdentifiedArrayOf<Route<FeedScreen.State.ID>> = [.root(.list, embedInNavigationView: true)]
        var routes: IdentifiedArrayOf<Route<FeedScreen.State>> {
          get { IdentifiedArray(uniqueElements: routeIDs.map { route in route.map { _ in FeedScreen.State.list(.init()) } }) }
          set { routeIDs = IdentifiedArray(uniqueElements: newValue.map { route in route.map(\\.id) }) }
        }
      }
      enum Action { case router(IdentifiedRouterActionOf<FeedScreen>) }
      var body: some ReducerOf<Self> {
        Reduce { state, action in
          switch action {
          case .router(.routeAction(_, action: .list(.postTapped))):
            state.routeIDs.6️⃣push(.post)
          default:
            break
          }
          return .none
        }
        .forEachRoute(\\.routes, action: \\.router)
      }
    }
    struct FeedCoordinatorView: View {
      let store: StoreOf<FeedCoordinator>
      var body: some View {
        TCARouter(store.scope(state: \\.routes, action: \\.router)) { screen in
          switch screen.case {
          case let .list(store): FeedListView(store: store)
          case let .post(store): PostView(store: store)
          }
        }
      }
    }
    struct WelcomeView: View { let store: StoreOf<Welcome>; var body: some View { Text("") } }
    struct AccountView: View { let store: StoreOf<Account>; var body: some View { Text("") } }
    struct SettingsView: View { let store: StoreOf<Settings>; var body: some View { Text("") } }
    struct FeedListView: View { let store: StoreOf<FeedList>; var body: some View { Text("") } }
    struct PostView: View { let store: StoreOf<Post>; var body: some View { Text("") } }
    """)

  private var graph: FlowGraph { LibraryMarkers.read([appFeature, mainTabs, coordinators]).graph }

  private func edges(_ graph: FlowGraph, _ file: LibraryMarkers, _ marker: String) -> [String] {
    graph.edges(at: file[marker]).map { "\($0.from) \($0.kind.rawValue) \($0.to)" }.sorted()
  }

  func testAFlagSwitchingBetweenCoordinatorsIsARootSwitch() {
    let graph = graph
    let app = graph.coordinators.first { $0.id == "AppFeature(isSignedIn)" }
    XCTAssertEqual(app?.kind, .wrapper)
    XCTAssertEqual(app?.roots, ["AppFeature(isSignedIn).root:main", "AppFeature(isSignedIn).root:onboarding"])
    XCTAssertEqual(graph.edges.filter { $0.kind == .embed && $0.from.hasPrefix("AppFeature") }.map { "\($0.from) \($0.to)" }.sorted(),
                   ["AppFeature(isSignedIn).root:main MainTabs(TabView)", "AppFeature(isSignedIn).root:onboarding OnboardingCoordinator"])
    // From the child's screen whose action the arm matches, when one child coordinator has it; a grandchild's
    // screen when exactly one coordinator of the app has a screen of that name.
    XCTAssertEqual(edges(graph, appFeature, "1"), ["OnboardingCoordinator.welcome root-switch AppFeature(isSignedIn).root:main"])
    XCTAssertEqual(edges(graph, appFeature, "2"), ["ProfileCoordinator.account root-switch AppFeature(isSignedIn).root:onboarding"])
  }

  func testATabViewBoundToReducerStateIsATabCoordinatorOfRouters() {
    let graph = graph
    let tabs = graph.coordinators.first { $0.id == "MainTabs(TabView)" }
    XCTAssertEqual(tabs?.kind, .tab)
    XCTAssertEqual(graph.screens.filter { $0.coordinator == "MainTabs(TabView)" }.map { "\($0.name) \($0.views)" },
                   ["tab:feed [\"FeedCoordinatorView\"]", "tab:profile [\"ProfileCoordinatorView\"]"])
    // A selection from a variable: every tab, one group, uncertain.
    let dynamic = graph.edges(at: mainTabs["3"])
    XCTAssertEqual(dynamic.map { "\($0.kind.rawValue) \($0.to) \($0.certainty.rawValue)" }.sorted(),
                   ["tab MainTabs(TabView).tab:feed uncertain", "tab MainTabs(TabView).tab:profile uncertain"])
    XCTAssertEqual(Set(dynamic.compactMap(\.group)).count, 1)
    // Re-selecting the selected tab (`if state.selectedTab == tab { state.selectedTab = tab }`) changes nothing.
    XCTAssertEqual(graph.edges(at: mainTabs["9"]), [])
    XCTAssertEqual(edges(graph, mainTabs, "4"), ["MainTabs(TabView) tab MainTabs(TabView).tab:profile"])
  }

  func testAParentChangingAChildsRoutesAndRoutesComputedOverIDs() {
    let graph = graph
    XCTAssertEqual(edges(graph, mainTabs, "5"), ["ProfileCoordinator push ProfileCoordinator.settings"])
    XCTAssertEqual(edges(graph, coordinators, "6"), ["FeedCoordinator.list push FeedCoordinator.post"])
    XCTAssertEqual(graph.coordinator("FeedCoordinator")?.roots, ["FeedCoordinator.list"])
    // A coordinator is where its reducer is declared (from its `@Reducer` attribute, the line above the struct).
    XCTAssertEqual(graph.coordinator("FeedCoordinator")?.location?.line, coordinators.text.split(separator: "\n", omittingEmptySubsequences: false)
      .firstIndex { $0.contains("struct FeedCoordinator {") })
  }

  func testParentsWithoutTheComposableArchitectureAreNotRead() {
    let plain = LibraryMarkers("Plain.swift", """
      import SwiftUI
      struct Picker: View {
        @State var selectedTab = 0
        let store: StoreOf<MainTabs>
        var body: some View {
          TabView(selection: $store.selectedTab) { FeedCoordinatorView(store: store.feed).tag(MainTabs.Tab.feed) }
        }
      }
      """)
    let graph = LibraryMarkers.read([plain, coordinators]).graph
    XCTAssertFalse(graph.coordinators.contains { $0.id.hasPrefix("MainTabs") })
  }

  /// A router view whose body switches on its own state (`switch store.phase { case .intro: TCARouter(…) case .home:
  /// HomeTabsView(…) }`), and tabs built by a helper of the view through `viewStore.binding(get:send:)`.
  func testARouterSwitchingOnItsStateAndTabsBuiltByAHelper() {
    let root = LibraryMarkers("Root.swift", """
      import ComposableArchitecture
      import SwiftUI
      import TCACoordinators

      @Reducer
      struct RootCoordinator {
        enum Phase { case intro, home }
        struct State { var routes: [Route<IntroScreen.State>] = [.root(.splash(.init()))]; var phase: Phase = .intro; var tabs: HomeTabs.State }
        enum Action { case router(IndexedRouterActionOf<IntroScreen>); case tabs(HomeTabs.Action) }
        var body: some ReducerOf<Self> {
          Reduce { state, action in
            switch action {
            case .router(.routeAction(_, action: .splash(.loaded))):
              state.phase = 1️⃣.home
            default:
              break
            }
            return .none
          }
        }
      }
      struct RootCoordinatorView: View {
        let store: StoreOf<RootCoordinator>
        var body: some View {
          switch store.phase {
          case .intro:
            TCARouter(store.scope(state: \\.routes, action: \\.router)) { screen in
              switch screen.case {
              case let .splash(store): SplashView(store: store)
              }
            }
          case .home:
            HomeTabsView(store: store.scope(state: \\.tabs, action: \\.tabs))
          }
        }
      }

      @Reducer
      struct HomeTabs {
        enum Tab { case news, more }
        struct State { var tab: Tab; var news: NewsCoordinator.State }
        enum Action { case select(Tab); case news(NewsCoordinator.Action) }
        func reduce(into state: inout State, action: Action) -> Effect<Action> {
          switch action {
          case .news(.router(.routeAction(_, action: .article(.moreTapped)))):
            state.tab = 2️⃣Tab.more
          default:
            break
          }
          return .none
        }
      }
      struct HomeTabsView: View {
        let store: StoreOf<HomeTabs>
        var body: some View {
          WithViewStore(store, observe: { $0 }) { viewStore in
            TabView(selection: viewStore.binding(get: \\.tab, send: HomeTabs.Action.select)) {
              tabs()
            }
          }
        }
      }
      extension HomeTabsView {
        private func tabs() -> some View {
          Group {
            NewsCoordinatorView(store: store.scope(state: \\.news, action: \\.news)).tag(HomeTabs.Tab.news)
            MoreView().tag(HomeTabs.Tab.more)
          }
        }
      }

      @Reducer
      struct NewsCoordinator {
        struct State { var routes: [Route<NewsScreen.State>] = [.root(.article(.init()))] }
        enum Action { case router(IndexedRouterActionOf<NewsScreen>) }
      }
      struct NewsCoordinatorView: View {
        let store: StoreOf<NewsCoordinator>
        var body: some View {
          TCARouter(store.scope(state: \\.routes, action: \\.router)) { screen in
            switch screen.case {
            case let .article(store): ArticleView(store: store)
            }
          }
        }
      }
      struct SplashView: View { let store: StoreOf<Splash>; var body: some View { Text("") } }
      struct ArticleView: View { let store: StoreOf<Article>; var body: some View { Text("") } }
      struct MoreView: View { var body: some View { Text("") } }
      """)
    let graph = LibraryMarkers.read([root]).graph
    // The router's own coordinator gains the other option as a screen: no second coordinator.
    XCTAssertFalse(graph.coordinators.contains { $0.id.hasPrefix("RootCoordinator(") })
    XCTAssertEqual(edges(graph, root, "1"), ["RootCoordinator.splash root-switch RootCoordinator.root:home"])
    XCTAssertEqual(graph.edges.filter { $0.from == "RootCoordinator.root:home" }.map { "\($0.kind.rawValue) \($0.to)" },
                   ["embed HomeTabs(TabView)"])
    XCTAssertEqual(graph.screens.filter { $0.coordinator == "HomeTabs(TabView)" }.map(\.name), ["tab:more", "tab:news"])
    XCTAssertEqual(edges(graph, root, "2"), ["NewsCoordinator.article tab HomeTabs(TabView).tab:more"])
  }

  /// Tabs built by `ForEach(Tab.allCases) { tab in Group { switch tab { … } }.tag(tab) }`, and a parent arm binding
  /// the screen's action (`case let .router(.routeAction(id: _, action: child))`) then switching on it.
  func testForEachTabsAndABoundScreenAction() {
    let file = LibraryMarkers("Tabs.swift", """
      import ComposableArchitecture
      import SwiftUI
      import TCACoordinators

      @Reducer
      struct ShellCoordinator {
        struct State { var routes: IdentifiedArrayOf<Route<ShellScreen.State>> = [.root(.tabs(.init()), embedInNavigationView: true)] }
        enum Action { case router(IdentifiedRouterActionOf<ShellScreen>) }
        var body: some ReducerOf<Self> {
          Reduce { state, action in
            switch action {
            case let .router(.routeAction(id: _, action: child)):
              switch child {
              case .tabs(.delegate(.openSettings)):
                state.routes.1️⃣push(.settings(.init()))
              default:
                break
              }
            default:
              break
            }
            return .none
          }
        }
      }
      struct ShellCoordinatorView: View {
        let store: StoreOf<ShellCoordinator>
        var body: some View {
          TCARouter(store.scope(state: \\.routes, action: \\.router)) { screen in
            switch screen.case {
            case let .tabs(store): TabsView(store: store)
            case let .settings(store): SettingsView(store: store)
            }
          }
        }
      }

      @Reducer
      struct Tabs {
        enum Tab: CaseIterable { case map, feed, add }
        @ObservableState
        struct State { var selected: Tab = .map; var feed: FeedCoordinator.State }
        enum Action { case select(Tab); case feed(FeedCoordinator.Action) }
      }
      struct TabsView: View {
        @Bindable var store: StoreOf<Tabs>
        var body: some View {
          TabView(selection: $store.selected.sending(\\.select)) {
            ForEach(Tabs.Tab.allCases, id: \\.self) { tab in
              Group {
                switch tab {
                case .map: MapScreen()
                case .feed: FeedCoordinatorView(store: store.scope(state: \\.feed, action: \\.feed))
                case .add: Color.clear
                }
              }
              .tag(tab)
            }
          }
        }
      }

      @Reducer
      struct FeedCoordinator {
        struct State { var routes: [Route<FeedScreen.State>] = [.root(.feed(.init()))] }
        enum Action { case router(IndexedRouterActionOf<FeedScreen>) }
      }
      struct FeedCoordinatorView: View {
        let store: StoreOf<FeedCoordinator>
        var body: some View {
          TCARouter(store.scope(state: \\.routes, action: \\.router)) { screen in
            switch screen.case {
            case let .feed(store): FeedView(store: store)
            }
          }
        }
      }
      struct MapScreen: View { var body: some View { Text("") } }
      struct FeedView: View { let store: StoreOf<Feed>; var body: some View { Text("") } }
      struct SettingsView: View { let store: StoreOf<Settings>; var body: some View { Text("") } }
      """)
    let graph = LibraryMarkers.read([file]).graph
    XCTAssertEqual(edges(graph, file, "1"), ["ShellCoordinator.tabs push ShellCoordinator.settings"])
    XCTAssertEqual(graph.screens.filter { $0.coordinator == "Tabs(TabView)" }.map { "\($0.name) \($0.views)" },
                   ["tab:add []", "tab:feed [\"FeedCoordinatorView\"]", "tab:map [\"MapScreen\"]"])
    XCTAssertEqual(graph.edges.filter { $0.kind == .embed }.map { "\($0.from) \($0.to)" }.sorted(),
                   ["ShellCoordinator.tabs Tabs(TabView)", "Tabs(TabView).tab:feed FeedCoordinator"])
  }

  /// An app reducer whose state is an enum of phases, shown by `switch store.state`: assigning a case
  /// (`state = .main(.init())`) switches to it; assigning a value passed in (`state = newState`) may switch to any.
  func testAnEnumStateAssignedWholeIsARootSwitch() {
    let phases = LibraryMarkers("AppStore.swift", """
      import ComposableArchitecture
      import SwiftUI

      @Reducer
      struct AppStore {
        @ObservableState
        enum State: Equatable {
          case splash
          case main(OnboardingCoordinator.State)
          init() { self = .splash }
        }
        enum Action { case splashFinished; case setState(State); case main(OnboardingCoordinator.Action) }
        var body: some ReducerOf<Self> {
          Reduce { state, action in
            switch action {
            case .splashFinished:
              state = 1️⃣.main(.init())
            case let .setState(newState):
              state = 2️⃣newState
            case .main:
              break
            }
            return .none
          }
        }
      }

      struct AppStoreView: View {
        let store: StoreOf<AppStore>
        var body: some View {
          switch store.state {
          case .splash:
            Text("splash")
          case .main:
            if let store = store.scope(state: \\.main, action: \\.main) {
              OnboardingCoordinatorView(store: store)
            }
          }
        }
      }
      """)
    let graph = LibraryMarkers.read([phases, coordinators]).graph
    XCTAssertEqual(edges(graph, phases, "1"), ["AppStore(state) root-switch AppStore(state).root:main"])
    XCTAssertEqual(graph.edges(at: phases["2"]).map { "\($0.to) \($0.certainty.rawValue)" }.sorted(),
                   ["AppStore(state).root:main uncertain", "AppStore(state).root:splash uncertain"])
    XCTAssertTrue(graph.edgeLines.contains("AppStore(state).root:main -embed-> OnboardingCoordinator"))
  }

  /// A view switching between plain views on its store's state (an overlay inside one screen) is no coordinator, nor
  /// is a view whose option shows it: only an option that shows a router's view, directly or through such views,
  /// makes one.
  func testASwitchBetweenPlainViewsIsNoCoordinatorNorOneShowingIt() {
    func search(resultsShow coordinator: String) -> LibraryMarkers {
      LibraryMarkers("Search.swift", """
        import ComposableArchitecture
        import SwiftUI

        @Reducer
        struct Search {
          enum Display: Equatable { case map, results }
          @ObservableState
          struct State { var display: Display = .map; var results: Results.State; var onboarding: OnboardingCoordinator.State }
          enum Action { case searchTapped; case results(Results.Action); case onboarding(OnboardingCoordinator.Action) }
          var body: some ReducerOf<Self> {
            Reduce { state, action in
              switch action {
              case .searchTapped: state.display = 1️⃣.results
              default: break
              }
              return .none
            }
          }
        }
        struct SearchView: View {
          let store: StoreOf<Search>
          var body: some View {
            ZStack {
              Text("map")
              switch store.display {
              case .map: Color.clear
              case .results: ResultsView(store: store.scope(state: \\.results, action: \\.results))
              }
            }
          }
        }

        @Reducer
        struct Results {
          enum Layout: Equatable { case cards, rows }
          @ObservableState
          struct State { var layout: Layout = .cards; var onboarding: OnboardingCoordinator.State }
          enum Action { case toggled; case onboarding(OnboardingCoordinator.Action) }
          var body: some ReducerOf<Self> {
            Reduce { state, action in
              if case .toggled = action { state.layout = 2️⃣.rows }
              return .none
            }
          }
        }
        struct ResultsView: View {
          let store: StoreOf<Results>
          var body: some View {
            switch store.layout {
            case .cards: Text("cards")
            case .rows: \(coordinator)
            }
          }
        }
        """)
    }
    let plain = search(resultsShow: "Text(\"rows\")")
    var graph = LibraryMarkers.read([plain, coordinators]).graph
    XCTAssertEqual(graph.coordinators.map(\.id).filter { $0.hasPrefix("Search") || $0.hasPrefix("Results") }, [])
    XCTAssertEqual(graph.edges(at: plain["1"]), [])
    XCTAssertEqual(graph.edges(at: plain["2"]), [])

    // The same views with the rows showing a coordinator: both switches show it.
    let showing = search(resultsShow: "OnboardingCoordinatorView(store: store.scope(state: \\.onboarding, action: \\.onboarding))")
    graph = LibraryMarkers.read([showing, coordinators]).graph
    XCTAssertEqual(graph.coordinators.map(\.id).filter { $0.hasPrefix("Search") || $0.hasPrefix("Results") }.sorted(),
                   ["Results(layout)", "Search(display)"])
    XCTAssertEqual(edges(graph, showing, "1"), ["Search(display) root-switch Search(display).root:results"])
    XCTAssertEqual(edges(graph, showing, "2"), ["Results(layout) root-switch Results(layout).root:rows"])
  }

  /// `switch store.state.phase`: a store of observable state reads its state's properties through dynamic member
  /// lookup, so this is the switch `switch store.phase` is, on a property computed from the state here.
  func testASwitchOnAPropertyReadThroughTheStoresStateIsARootSwitch() {
    let root = LibraryMarkers("Root.swift", """
      import ComposableArchitecture
      import SwiftUI

      @Reducer
      struct Root {
        enum Phase { case onboarding, home }
        @ObservableState
        struct State { var onboarding: OnboardingCoordinator.State?; var home: MainTabs.State? }
        enum Action { case onboarding(OnboardingCoordinator.Action); case home(MainTabs.Action) }
        var body: some ReducerOf<Self> { Reduce { _, _ in .none } }
      }
      extension Root.State {
        var phase: Root.Phase { home != nil ? .home : .onboarding }
      }
      struct RootView: View {
        let store: StoreOf<Root>
        var body: some View {
          1️⃣switch store.state.phase {
          case .onboarding:
            if let child = store.scope(state: \\.onboarding, action: \\.onboarding) { OnboardingCoordinatorView(store: child) }
          case .home:
            if let child = store.scope(state: \\.home, action: \\.home) { MainTabsView(store: child) }
          }
        }
      }
      """)
    let graph = LibraryMarkers.read([root, mainTabs, coordinators]).graph
    let coordinator = graph.coordinator("Root(phase)")
    XCTAssertEqual(coordinator?.location, root["1"])
    XCTAssertEqual(coordinator?.roots, ["Root(phase).root:home", "Root(phase).root:onboarding"])
    XCTAssertTrue(graph.edgeLines.contains("Root(phase).root:onboarding -embed-> OnboardingCoordinator"))
    XCTAssertTrue(graph.edgeLines.contains("Root(phase).root:home -embed-> MainTabs(TabView)"))
  }

  /// A router that switches on its own state to another view: an arm that selects the router's option and sets its
  /// routes as a whole (`state.phase = .intro; state.routes = [.root(.login(…))]`, or `removeAll()` then `push`) shows
  /// those routes, not the router's first root.
  func testSelectingTheRoutersOwnOptionWithNewRoutesShowsThoseRoutes() {
    let root = LibraryMarkers("Root.swift", """
      import ComposableArchitecture
      import SwiftUI
      import TCACoordinators

      @Reducer
      struct RootCoordinator {
        enum Phase { case intro, home }
        struct State { var routes: IdentifiedArrayOf<Route<IntroScreen.State>> = [.root(.splash(.init()))]; var phase: Phase = .intro }
        enum Action { case router(IdentifiedRouterActionOf<IntroScreen>); case loggedOut; case expired; case back }
        var body: some ReducerOf<Self> {
          Reduce { state, action in
            switch action {
            case .router(.routeAction(_, action: .splash(.loaded))):
              state.phase = 1️⃣.home
            case .loggedOut:
              state.phase = 2️⃣.intro
              state.routes = [3️⃣.root(.login(.init()), embedInNavigationView: true)]
            case .expired:
              state.routes.removeAll()
              state.phase = 4️⃣.intro
              state.routes.5️⃣push(.login(.init()))
            case .back:
              state.phase = 6️⃣.intro
            default:
              break
            }
            return .none
          }
        }
      }
      struct RootCoordinatorView: View {
        let store: StoreOf<RootCoordinator>
        var body: some View {
          switch store.phase {
          case .intro:
            TCARouter(store.scope(state: \\.routes, action: \\.router)) { screen in
              switch screen.case {
              case let .splash(store): SplashView(store: store)
              case let .login(store): LoginView(store: store)
              }
            }
          case .home:
            HomeView()
          }
        }
      }
      struct SplashView: View { let store: StoreOf<Splash>; var body: some View { Text("") } }
      struct LoginView: View { let store: StoreOf<Login>; var body: some View { Text("") } }
      struct HomeView: View { var body: some View { Text("") } }
      """)
    let graph = LibraryMarkers.read([root]).graph
    XCTAssertEqual(edges(graph, root, "1"), ["RootCoordinator.splash root-switch RootCoordinator.root:home"])
    XCTAssertEqual(edges(graph, root, "2"), [])
    XCTAssertEqual(edges(graph, root, "3"), ["RootCoordinator root-switch RootCoordinator.login"])
    XCTAssertEqual(edges(graph, root, "4"), [])
    XCTAssertEqual(edges(graph, root, "5"), ["RootCoordinator root-switch RootCoordinator.login"])
    // Without new routes the router shows the routes it has: its first root as far as the code says.
    XCTAssertEqual(edges(graph, root, "6"), ["RootCoordinator root-switch RootCoordinator.splash"])
  }
}
