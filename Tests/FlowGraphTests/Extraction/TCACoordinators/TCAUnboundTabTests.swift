import FlowGraph
import XCTest

/// A TabView without `selection:` whose tabs are router views scoped to child states (`HomeView(store:
/// store.scope(state: \.home, …))`) is a tab coordinator with a tab per child, each embedding that child's
/// coordinator; one whose tabs show no coordinator stays navigation inside its screen.
final class TCAUnboundTabTests: XCTestCase {
  /// The imports, a plain screen feature and two router coordinators (`Feed`, `Inbox`) the tests below share.
  private var prelude: String {
    """
    import ComposableArchitecture
    import SwiftUI
    import TCACoordinators
    @Reducer
    struct Start { struct State: Equatable {}; enum Action {} }
    struct StartView: View { let store: StoreOf<Start>; var body: some View { Text("start") } }
    \(TCAFixture.startRouter("Feed"))
    \(TCAFixture.startRouter("Inbox"))
    """
  }

  /// A reducer holding both coordinators' states as children (`Scope`), with no routes of its own.
  private func parent(_ name: String) -> String {
    """
    @Reducer
    struct \(name) {
      @ObservableState
      struct State: Equatable { var feed = FeedCoordinator.State(); var inbox = InboxCoordinator.State() }
      enum Action { case feed(FeedCoordinator.Action); case inbox(InboxCoordinator.Action) }
      var body: some ReducerOf<Self> {
        Scope(state: \\.feed, action: \\.feed) { FeedCoordinator() }
        Scope(state: \\.inbox, action: \\.inbox) { InboxCoordinator() }
      }
    }
    """
  }

  func testATabViewWithoutSelectionOfRouterViewsIsATabCoordinator() {
    let files = [
      LibraryMarkers("Tabs.swift", """
        import ComposableArchitecture
        import SwiftUI
        import TCACoordinators
        @Reducer
        struct Start { struct State: Equatable {}; enum Action {} }
        struct StartView: View {
          let store: StoreOf<Start>
          var body: some View {
            TabView {
              OneView().tabItem { Text("1") }
              TwoView().tabItem { Text("2") }
            }
          }
        }
        struct OneView: View { var body: some View { Text("one") } }
        struct TwoView: View { var body: some View { Text("two") } }
        \(TCAFixture.startRouter("Feed"))
        \(TCAFixture.startRouter("Inbox"))
        \(parent("MainTabs"))
        struct MainTabsView: View {
          let store: StoreOf<MainTabs>
          var body: some View {
            1️⃣TabView {
              2️⃣FeedCoordinatorView(store: store.scope(state: \\.feed, action: \\.feed))
                .tabItem { Text("Feed") }
              3️⃣InboxCoordinatorView(store: store.scope(state: \\.inbox, action: \\.inbox)).tabItem { Text("Inbox") }
            }
          }
        }
        """),
    ]
    let graph = LibraryMarkers.read(files).graph
    let tabs = graph.coordinator("MainTabs(TabView)")
    XCTAssertEqual(tabs?.kind, .tab)
    XCTAssertEqual(tabs?.roots, ["MainTabs(TabView).tab:feed", "MainTabs(TabView).tab:inbox"])
    XCTAssertEqual(graph.edges(at: files[0]["2"]).map { "\($0.from) \($0.kind.rawValue) \($0.to)" },
                   ["MainTabs(TabView).tab:feed embed FeedCoordinator"])
    XCTAssertEqual(graph.edges(at: files[0]["3"]).map { "\($0.from) \($0.kind.rawValue) \($0.to)" },
                   ["MainTabs(TabView).tab:inbox embed InboxCoordinator"])
    // The TabView of plain views inside StartView is no coordinator.
    XCTAssertEqual(graph.coordinators.map(\.id).filter { $0.hasPrefix("Start") }, [])
    XCTAssertEqual(graph.danglingReferences(), [])
  }

  /// The tabs inside a `Group { … }` whose modifiers style the tab bar (`.toolbarBackground(…, for: .tabBar)`, which
  /// SwiftUI applies to each view in the group): each view is a tab of its own, with or without a selection.
  func testTabsInsideAStyledGroupAreEachATab() {
    for selection in ["", "(selection: $store.section.sending(\\.select))"] {
      let files = [
        LibraryMarkers("Tabs.swift", """
          \(prelude)
          \(TCAFixture.feedInboxShell("Shell"))
          struct ShellView: View {
            @Bindable var store: StoreOf<Shell>
            var body: some View {
              TabView\(selection) {
                Group {
                  1️⃣FeedCoordinatorView(store: store.scope(state: \\.feed, action: \\.feed))
                    .tag(Section.feed)
                    .tabItem { Text("Feed") }
                  2️⃣InboxCoordinatorView(store: store.scope(state: \\.inbox, action: \\.inbox))
                    .tag(Section.inbox)
                    .tabItem { Text("Inbox") }
                }
                .toolbarBackground(.visible, for: .tabBar)
                .toolbar(.hidden, for: .navigationBar)
              }
            }
          }
          """),
      ]
      let graph = LibraryMarkers.read(files).graph
      XCTAssertEqual(graph.edges(at: files[0]["1"]).map { "\($0.kind.rawValue) \($0.to)" }, ["embed FeedCoordinator"], selection)
      XCTAssertEqual(graph.edges(at: files[0]["2"]).map { "\($0.kind.rawValue) \($0.to)" }, ["embed InboxCoordinator"], selection)
      XCTAssertEqual(Set(graph.edges(at: files[0]["1"]).map(\.from) + graph.edges(at: files[0]["2"]).map(\.from)).count, 2, selection)
    }
  }

  /// Tabs written as SwiftUI's `Tab(…, value: .x) { ChildView(…) }` (iOS 18), and tabs a computed property of the view
  /// builds (`TabView(selection:) { tabs.toolbar(…) }`), embed the coordinators they show; a coordinator reached
  /// through a tab of a coordinator the App starts is not an entry point of its own.
  func testTabValuesAndTabsBuiltByAPropertyEmbedTheirCoordinators() {
    let files = [
      LibraryMarkers("Tabs.swift", """
        \(prelude)
        \(TCAFixture.feedInboxShell("Shell"))
        struct ShellView: View {
          @Bindable var store: StoreOf<Shell>
          var body: some View {
            TabView(selection: $store.section.sending(\\.select)) {
              1️⃣Tab("Feed", systemImage: "list.bullet", value: .feed) {
                FeedCoordinatorView(store: store.scope(state: \\.feed, action: \\.feed))
              }
              2️⃣Tab("Inbox", systemImage: "tray", value: Section.inbox) {
                InboxCoordinatorView(store: store.scope(state: \\.inbox, action: \\.inbox))
              }
            }
          }
        }
        @Reducer
        struct OldShell {
          @ObservableState
          struct State: Equatable { var section = Section.feed; var feed = FeedCoordinator.State(); var inbox = InboxCoordinator.State() }
          enum Action { case select(Section); case feed(FeedCoordinator.Action); case inbox(InboxCoordinator.Action) }
          var body: some ReducerOf<Self> { EmptyReducer() }
        }
        struct OldShellView: View {
          @Bindable var store: StoreOf<OldShell>
          var body: some View {
            TabView(selection: $store.section.sending(\\.select)) { tabs.toolbar(.hidden, for: .tabBar) }
          }
          private var tabs: some View {
            Group {
              3️⃣FeedCoordinatorView(store: store.scope(state: \\.feed, action: \\.feed)).tag(Section.feed)
              InboxCoordinatorView(store: store.scope(state: \\.inbox, action: \\.inbox)).tag(Section.inbox)
            }
          }
        }
        @main
        struct ShellApp: App {
          let store = Store(initialState: Shell.State()) { Shell() }
          var body: some Scene { WindowGroup { ShellView(store: store) } }
        }
        """),
    ]
    let graph = LibraryMarkers.read(files).graph
    let file = files[0]
    XCTAssertEqual(graph.edges(at: file["1"]).map { "\($0.from) \($0.kind.rawValue) \($0.to)" }, ["Shell(TabView).tab:feed embed FeedCoordinator"])
    XCTAssertEqual(graph.edges(at: file["2"]).map { "\($0.from) \($0.kind.rawValue) \($0.to)" }, ["Shell(TabView).tab:inbox embed InboxCoordinator"])
    XCTAssertEqual(graph.edges(at: file["3"]).map { "\($0.from) \($0.kind.rawValue) \($0.to)" }, ["OldShell(TabView).tab:feed embed FeedCoordinator"])
    XCTAssertEqual(graph.entryPoints.map(\.target), ["Shell(TabView)"])
    XCTAssertEqual(graph.danglingReferences(), [])
  }

  /// An App whose root view switches on an enum state between a plain splash and a tab shell: the tabs' coordinators
  /// are reached through the switch and the shell (two levels down), so the App starts at the switch alone.
  func testCoordinatorsShownTwoLevelsBelowTheStartAreNotEntryPoints() {
    let files = [
      LibraryMarkers("App.swift", """
        \(prelude)
        \(parent("Shell"))
        struct ShellView: View {
          let store: StoreOf<Shell>
          var body: some View {
            TabView {
              FeedCoordinatorView(store: store.scope(state: \\.feed, action: \\.feed)).tabItem { Text("Feed") }
              InboxCoordinatorView(store: store.scope(state: \\.inbox, action: \\.inbox)).tabItem { Text("Inbox") }
            }
          }
        }
        @Reducer
        struct Root {
          @ObservableState
          enum State: Equatable { case shell(Shell.State); case splash }
          enum Action { case shell(Shell.Action); case ready }
          var body: some ReducerOf<Self> {
            Reduce { state, action in
              if case .ready = action { state = .shell(Shell.State()) }
              return .none
            }
            .ifLet(\\.shell, action: \\.shell) { Shell() }
          }
        }
        struct RootView: View {
          let store: StoreOf<Root>
          var body: some View {
            switch store.state {
            case .shell:
              if let store = store.scope(state: \\.shell, action: \\.shell) { ShellView(store: store) }
            case .splash:
              Text("splash")
            }
          }
        }
        @main
        struct ShellApp: App {
          var body: some Scene { WindowGroup { RootView(store: Store(initialState: Root.State.splash) { Root() }) } }
        }
        """),
    ]
    let graph = LibraryMarkers.read(files).graph
    XCTAssertTrue(graph.edges.contains { $0.to == "FeedCoordinator" && $0.kind == .embed }, graph.edgeLines.joined(separator: "\n"))
    XCTAssertFalse(graph.entryPoints.contains { ["FeedCoordinator", "InboxCoordinator"].contains($0.target) },
                   graph.entryPoints.map(\.target).joined(separator: ", "))
    XCTAssertFalse(graph.entryPoints.isEmpty)
  }

  /// A parent reducer changes a child coordinator's routes through its state (`state.feed.routes.push(…)`) where the
  /// child state's type is only that of the static member it starts as (`var feed = FeedCoordinator.State.initialState`,
  /// `var inbox = InboxCoordinator.State.empty` declared `Self`): the changes are the child coordinator's.
  func testAParentChangesAChildsRoutesThroughAStateStartedFromAStaticMember() {
    let files = [
      LibraryMarkers("Parent.swift", """
        \(prelude)
        @Reducer
        struct Parent {
          @ObservableState
          struct State: Equatable { var feed = FeedCoordinator.State.initialState; var inbox = InboxCoordinator.State.empty }
          enum Action { case feed(FeedCoordinator.Action); case inbox(InboxCoordinator.Action); case signedOut; case deepLink }
          var body: some ReducerOf<Self> {
            Reduce { state, action in
              switch action {
              case .signedOut:
                state.feed.routes.1️⃣popToRoot()
              case .deepLink:
                state.inbox.routes.2️⃣push(.detail(.init()))
              default:
                break
              }
              return .none
            }
            Scope(state: \\.feed, action: \\.feed) { FeedCoordinator() }
            Scope(state: \\.inbox, action: \\.inbox) { InboxCoordinator() }
          }
        }
        """),
    ]
    let graph = LibraryMarkers.read(files).graph
    let file = files[0]
    XCTAssertEqual(graph.backActions.filter { $0.location == file["1"] }.map { "\($0.screen) \($0.action.rawValue)" },
                   ["FeedCoordinator popToRoot"])
    XCTAssertEqual(graph.edges(at: file["2"]).map { "\($0.from) \($0.kind.rawValue) \($0.to)" }, ["InboxCoordinator push InboxCoordinator.detail"])
  }
}
