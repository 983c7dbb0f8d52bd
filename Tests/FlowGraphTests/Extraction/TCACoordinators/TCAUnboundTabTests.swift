import FlowGraph
import XCTest

/// A TabView without `selection:` whose tabs are router views scoped to child states (`HomeView(store:
/// store.scope(state: \.home, …))`) is a tab coordinator with a tab per child, each embedding that child's
/// coordinator; one whose tabs show no coordinator stays navigation inside its screen.
final class TCAUnboundTabTests: XCTestCase {
  private func router(_ name: String) -> String {
    """
    @Reducer(state: .equatable)
    enum \(name)Screen { case start(Start) }
    @Reducer
    struct \(name)Coordinator {
      @ObservableState
      struct State: Equatable { var routes: [Route<\(name)Screen.State>] = [.root(.start(.init()), embedInNavigationView: true)] }
      enum Action { case router(IndexedRouterActionOf<\(name)Screen>) }
      var body: some ReducerOf<Self> { EmptyReducer().forEachRoute(\\.routes, action: \\.router) }
    }
    struct \(name)CoordinatorView: View {
      let store: StoreOf<\(name)Coordinator>
      var body: some View {
        TCARouter(store.scope(state: \\.routes, action: \\.router)) { screen in
          switch screen.case {
          case let .start(store): StartView(store: store)
          }
        }
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
        \(router("Feed"))
        \(router("Inbox"))
        @Reducer
        struct MainTabs {
          @ObservableState
          struct State: Equatable { var feed = FeedCoordinator.State(); var inbox = InboxCoordinator.State() }
          enum Action { case feed(FeedCoordinator.Action); case inbox(InboxCoordinator.Action) }
          var body: some ReducerOf<Self> {
            Scope(state: \\.feed, action: \\.feed) { FeedCoordinator() }
            Scope(state: \\.inbox, action: \\.inbox) { InboxCoordinator() }
          }
        }
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
}
