import FlowGraph
import XCTest

/// A view choosing by its store's state (`switch store.viewState { case .loading: ProgressView() case .show: TabView(
/// selection: $store.section.sending(\.select)) { … } }`) whose option holds a TabView of router coordinators written
/// in place: SwiftUI shows the TabView in that option, so the option shows a tab coordinator, whose tabs show the
/// routers, as when the TabView is another view's body.
final class TCATabViewInOptionTests: XCTestCase {
  private func app(_ show: String) -> LibraryMarkers {
    LibraryMarkers("App.swift", """
      import ComposableArchitecture
      import SwiftUI
      import TCACoordinators
      @Reducer
      struct Start { struct State: Equatable {}; enum Action {} }
      struct StartView: View { let store: StoreOf<Start>; var body: some View { Text("start") } }
      \(TCAFixture.startRouter("Feed"))
      \(TCAFixture.startRouter("Inbox"))

      enum Section: Hashable { case feed, inbox }
      enum Phase: Equatable { case loading, show }
      @Reducer
      struct Shell {
        @ObservableState
        struct State: Equatable {
          var phase = Phase.loading
          var section = Section.feed
          var feed = FeedCoordinator.State()
          var inbox = InboxCoordinator.State()
        }
        enum Action { case loaded; case select(Section); case feed(FeedCoordinator.Action); case inbox(InboxCoordinator.Action) }
        var body: some ReducerOf<Self> {
          Scope(state: \\.feed, action: \\.feed) { FeedCoordinator() }
          Scope(state: \\.inbox, action: \\.inbox) { InboxCoordinator() }
          Reduce { state, action in
            switch action {
            case .loaded:
              state.phase = .show
              return .none
            case let .select(section):
              state.section = section
              return .none
            default:
              return .none
            }
          }
        }
      }

      struct ShellView: View {
        @Bindable var store: StoreOf<Shell>
        var body: some View {
          switch store.phase {
          case .loading:
            ProgressView().onAppear { store.send(.loaded) }
          case .show:
            \(show)
          }
        }
      }

      @main
      struct NewsApp: App {
        var body: some Scene {
          WindowGroup { ShellView(store: Store(initialState: .init()) { Shell() }) }
        }
      }
      """)
  }

  private static let tabs = """
    TabView(selection: $store.section.sending(\\.select)) {
            FeedCoordinatorView(store: store.scope(state: \\.feed, action: \\.feed)).tag(Section.feed)
            InboxCoordinatorView(store: store.scope(state: \\.inbox, action: \\.inbox)).tag(Section.inbox)
          }
    """

  private func embeds(_ file: LibraryMarkers) -> [String] {
    LibraryMarkers.read([file]).graph.edges.filter { $0.kind == .embed }.map { "\($0.from) -> \($0.to)" }.sorted()
  }

  func testTheOptionShowsTheTabCoordinatorWhoseTabsShowTheRouters() {
    for show in [Self.tabs, "ZStack {\n      \(Self.tabs)\n      Text(\"menu\")\n    }"] {
      let file = app(show)
      XCTAssertEqual(embeds(file), [
        "Shell(TabView).tab:feed -> FeedCoordinator",
        "Shell(TabView).tab:inbox -> InboxCoordinator",
        "Shell(phase).root:show -> Shell(TabView)",
      ], show)
      let graph = LibraryMarkers.read([file]).graph
      XCTAssertEqual(graph.coordinator("Shell(TabView)")?.kind, .tab, show)
      XCTAssertEqual(graph.coordinator("Shell(TabView)")?.roots, ["Shell(TabView).tab:feed", "Shell(TabView).tab:inbox"], show)
      XCTAssertEqual(graph.edges.filter { $0.kind == .tab }.map(\.from), ["Shell(TabView)", "Shell(TabView)"], show)
    }
  }
}
