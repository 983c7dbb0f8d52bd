/// A case of a TabView's selection enum that no tab is tagged with: selecting it shows no tab.
struct UntaggedTabRule: Rule {
  static let description = RuleDescription(
    id: "untagged-tab", name: "Untagged Tab", severity: .warning,
    summary: "Every case of a TabView's selection should be the tag of a tab.",
    rationale: """
      `TabView(selection:)` shows the tab whose `.tag(…)` equals the selection; SwiftUI has no tab for a value no \
      tab is tagged with, so a case of the selection enum without a tab is a route nothing shows: code that \
      selects it (a deep link, a reducer's `state.selectedTab = .x`) leaves the user where they were, and a case \
      nothing selects is dead. The selection is a property of the type building the TabView (`@State var tab: \
      Tab`, `TabView(selection: $tab)`) or, with TCACoordinators, of the tab coordinator's state \
      (`TabView(selection: $store.selectedTab.sending(\\.tabSelected))`). Reported only when every child of the \
      TabView is a view tagged with a case written out and the selection's type is an enum of the sources without \
      associated values; tabs built by `ForEach`, `Group`, `if` or a helper, tagged with a computed value, or a \
      selection held by another object (`$model.tab`) keep the rule silent.
      """,
    triggering: [
      // FlowStacks coordinators in an App's TabView selected by the App's own state.
      Example(flowStacksApp(cases: "case catalog, ↓orders, account")),
      Example(#"""
        import ComposableArchitecture
        import SwiftUI
        import TCACoordinators

        @Reducer
        struct MainTabCoordinator {
          enum Tab: Hashable {
            case home, search, ↓promotions
          }
          @ObservableState
          struct State: Equatable {
            var home: HomeCoordinator.State
            var search: SearchCoordinator.State
            var selectedTab: Tab = .home
          }
          enum Action {
            case home(HomeCoordinator.Action)
            case search(SearchCoordinator.Action)
            case tabSelected(Tab)
          }
          var body: some ReducerOf<Self> {
            Scope(state: \.home, action: \.home) { HomeCoordinator() }
            Scope(state: \.search, action: \.search) { SearchCoordinator() }
            Reduce { state, action in
              if case let .tabSelected(tab) = action { state.selectedTab = tab }
              return .none
            }
          }
        }

        struct MainTabCoordinatorView: View {
          @Bindable var store: StoreOf<MainTabCoordinator>
          var body: some View {
            TabView(selection: $store.selectedTab.sending(\.tabSelected)) {
              HomeCoordinatorView(store: store.scope(state: \.home, action: \.home))
                .tabItem { Text("Home") }
                .tag(MainTabCoordinator.Tab.home)
              SearchCoordinatorView(store: store.scope(state: \.search, action: \.search))
                .tabItem { Text("Search") }
                .tag(MainTabCoordinator.Tab.search)
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
        """#),
      Example(#"""
        import ComposableArchitecture
        import SwiftUI
        import TCACoordinators

        enum Tab: Equatable { case map, profile, ↓bucket }

        struct TabsFeature: ReducerProtocol {
          struct State: Equatable {
            var map: MapCoordinator.State
            var profile: ProfileCoordinator.State
            var selectedTab: Tab
          }
          enum Action: Equatable {
            case map(MapCoordinator.Action)
            case profile(ProfileCoordinator.Action)
            case tabSelected(Tab)
          }
          var body: some ReducerProtocol<State, Action> {
            Scope(state: \.map, action: /Action.map) { MapCoordinator() }
            Scope(state: \.profile, action: /Action.profile) { ProfileCoordinator() }
          }
        }

        struct TabsView: View {
          let store: StoreOf<TabsFeature>
          var body: some View {
            WithViewStore(store, observe: { $0 }) { viewStore in
              TabView(selection: viewStore.binding(get: \.selectedTab, send: TabsFeature.Action.tabSelected)) {
                MapCoordinatorView(store: store.scope(state: \.map, action: TabsFeature.Action.map))
                  .tabItem { Label("Map", systemImage: "map") }
                  .tag(Tab.map)
                ProfileCoordinatorView(store: store.scope(state: \.profile, action: TabsFeature.Action.profile))
                  .tabItem { Label("Profile", systemImage: "person") }
                  .tag(Tab.profile)
              }
            }
          }
        }

        struct MapCoordinatorView: View {
          let store: StoreOf<MapCoordinator>
          var body: some View {
            TCARouter(store.scope(state: \.routes, action: \.router)) { screen in
              switch screen.case {
              case let .map(store): MapView(store: store)
              }
            }
          }
        }
        """#),
    ],
    nonTriggering: [
      Example(flowStacksApp(cases: "case catalog, account")),
      Example(#"""
        import ComposableArchitecture
        import SwiftUI
        import TCACoordinators

        @Reducer
        struct MainTabCoordinator {
          enum Tab: Hashable { case home, search }
          @ObservableState
          struct State: Equatable {
            var home: HomeCoordinator.State
            var search: SearchCoordinator.State
            var selectedTab: Tab = .home
          }
          enum Action {
            case home(HomeCoordinator.Action)
            case search(SearchCoordinator.Action)
            case tabSelected(Tab)
          }
          var body: some ReducerOf<Self> {
            Scope(state: \.home, action: \.home) { HomeCoordinator() }
            Scope(state: \.search, action: \.search) { SearchCoordinator() }
          }
        }

        struct MainTabCoordinatorView: View {
          @Bindable var store: StoreOf<MainTabCoordinator>
          var body: some View {
            TabView(selection: $store.selectedTab.sending(\.tabSelected)) {
              HomeCoordinatorView(store: store.scope(state: \.home, action: \.home))
                .tabItem { Text("Home") }
                .tag(MainTabCoordinator.Tab.home)
              SearchCoordinatorView(store: store.scope(state: \.search, action: \.search))
                .tabItem { Text("Search") }
                .tag(MainTabCoordinator.Tab.search)
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
        """#),
      // Tabs built by a ForEach over the cases: which case has a tab is not written out.
      Example(#"""
        import ComposableArchitecture
        import SwiftUI
        import TCACoordinators

        @Reducer
        struct MainTabCoordinator {
          enum Tab: Hashable, CaseIterable { case home, search, settings }
          @ObservableState
          struct State: Equatable {
            var home: HomeCoordinator.State
            var selectedTab: Tab = .home
          }
          enum Action {
            case home(HomeCoordinator.Action)
            case tabSelected(Tab)
          }
          var body: some ReducerOf<Self> {
            Scope(state: \.home, action: \.home) { HomeCoordinator() }
          }
        }

        struct MainTabCoordinatorView: View {
          @Bindable var store: StoreOf<MainTabCoordinator>
          var body: some View {
            TabView(selection: $store.selectedTab.sending(\.tabSelected)) {
              ForEach(MainTabCoordinator.Tab.allCases, id: \.self) { tab in
                Group {
                  switch tab {
                  case .home: HomeCoordinatorView(store: store.scope(state: \.home, action: \.home))
                  case .search: SearchView()
                  case .settings: SettingsView()
                  }
                }
                .tag(tab)
              }
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
        """#),
      .definition("""
        coordinators:
          - id: Main
            navigation: true
            root: home
            screens: [home, search]
            transitions:
              - { from: home, to: search, kind: push }
        """),
    ],
    judgesCode: true)

  /// An App whose TabView shows two FlowStacks coordinators, selected by `@State var tab: Tab`, with `cases` as the
  /// cases of `Tab`.
  private static func flowStacksApp(cases: String) -> String {
    #"""
    import FlowStacks
    import SwiftUI

    @main
    struct ShopApp: App {
      enum Tab: Hashable { \#(cases) }
      @State var tab: Tab = .catalog

      var body: some Scene {
        WindowGroup {
          TabView(selection: $tab) {
            CatalogCoordinator()
              .tabItem { Text("Catalog") }
              .tag(Tab.catalog)
            AccountCoordinator()
              .tabItem { Text("Account") }
              .tag(Tab.account)
          }
        }
      }
    }

    enum CatalogScreen { case list, item }

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

    enum AccountScreen { case profile, settings }

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
    """#
  }

  func check(_ context: LintContext) -> [Finding] {
    context.graph.codeFacts.filter { $0.kind == .untaggedTab }.map { fact in
      finding(
        "case '\(fact.member)' of '\(fact.type)', the selection of the TabView in '\(fact.detail ?? "")', has no tab tagged with it: selecting it shows no tab",
        at: fact.location,
        suggestion: "Add a tab with '.tag(\(fact.type.split(separator: ".").last.map(String.init) ?? fact.type).\(fact.member))', or remove the case and what selects it.",
        subjects: [fact.type, fact.member] + (fact.coordinator.map { [$0] } ?? []),
        related: fact.related.map { RelatedLocation($0, "the TabView") })
    }
  }
}
