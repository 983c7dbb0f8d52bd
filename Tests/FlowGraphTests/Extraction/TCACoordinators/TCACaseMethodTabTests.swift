import FlowGraph
import XCTest

/// Tabs built by a method of the selection's enum, called on a case (`AppTab.feed.view(store).tag(AppTab.feed)`,
/// with `extension AppTab { func view(_:) -> some View { switch self { case .feed: FeedCoordinatorView(…) … } } }`):
/// each tab is that case, showing what the method's arm for it builds. A case the TabView does not show is no tab.
final class TCACaseMethodTabTests: XCTestCase {
  func testATabBuiltByACaseMethodShowsThatArmsCoordinator() {
    let app = LibraryMarkers("App.swift", """
      import ComposableArchitecture
      import SwiftUI
      import TCACoordinators

      @Reducer
      struct Start { struct State: Equatable {}; enum Action {} }
      struct StartView: View { let store: StoreOf<Start>; var body: some View { Text("start") } }
      \(TCAFixture.startRouter("Feed"))
      \(TCAFixture.startRouter("Inbox"))

      enum AppTab: Hashable { case feed, inbox, settings }

      @Reducer
      struct AppFeature {
        @ObservableState
        struct State { var feed = FeedCoordinator.State(); var inbox = InboxCoordinator.State(); var tab: AppTab = .feed }
        enum Action { case feed(FeedCoordinator.Action); case inbox(InboxCoordinator.Action); case tabSelected(AppTab) }
        var body: some ReducerOf<Self> {
          Reduce { state, action in
            if case let .tabSelected(tab) = action { state.tab = tab }
            return .none
          }
        }
      }

      extension AppTab {
        @ViewBuilder func view(_ store: StoreOf<AppFeature>) -> some View {
          switch self {
          case .feed: FeedCoordinatorView(store: store.scope(state: \\.feed, action: \\.feed))
          case .inbox: InboxCoordinatorView(store: store.scope(state: \\.inbox, action: \\.inbox))
          case .settings: StartView(store: Store(initialState: Start.State()) { Start() })
          }
        }
      }

      struct AppView: View {
        @Bindable var store: StoreOf<AppFeature>
        var body: some View {
          TabView(selection: $store.tab.sending(\\.tabSelected)) {
            AppTab.feed.view(store)
              .tabItem { Label("Feed", systemImage: "list.bullet") }
              .tag(AppTab.feed)
            AppTab.inbox.view(store).tag(AppTab.inbox)
          }
        }
      }

      @main
      struct TabsApp: App {
        var body: some Scene { WindowGroup { AppView(store: Store(initialState: AppFeature.State()) { AppFeature() }) } }
      }
      """)
    let graph = LibraryMarkers.read([app]).graph
    let tabs = graph.coordinators.first { $0.kind == .tab }
    XCTAssertEqual(tabs?.roots, ["AppFeature(TabView).tab:feed", "AppFeature(TabView).tab:inbox"])
    XCTAssertEqual(graph.edges.filter { $0.kind == .embed }.map { "\($0.from) \($0.to)" }.sorted(), [
      "AppFeature(TabView).tab:feed FeedCoordinator", "AppFeature(TabView).tab:inbox InboxCoordinator",
    ])
    let unattached = Linter(options: LintOptions(onlyRules: ["unreachable-coordinator"])).lint(graph).findings
    XCTAssertEqual(unattached.map(\.message), [])
  }
}
