import FlowGraph
import XCTest

/// A view choosing by a value of its own state (`@State var store`; `if store.session.isLoggedIn { MainView(…) } else {
/// OnboardingCoordinatorView(…) }`) where an option's view hosts a TabView of router coordinators bound to its own
/// store: the option shows that tab coordinator, which shows the routers, not the routers directly (and the tab
/// coordinator hangs nowhere else).
final class TCASelectorInChoiceTests: XCTestCase {
  func testAnOptionShowingATabViewHostShowsItsTabCoordinator() {
    let file = LibraryMarkers("App.swift", """
      import ComposableArchitecture
      import SwiftUI
      import TCACoordinators
      @Reducer
      struct Start { struct State: Equatable {}; enum Action {} }
      struct StartView: View { let store: StoreOf<Start>; var body: some View { Text("start") } }
      \(TCAFixture.startRouter("Feed"))
      \(TCAFixture.startRouter("Inbox"))
      \(TCAFixture.startRouter("Onboarding"))

      \(TCAFixture.feedInboxShell("Main"))
      struct MainView: View {
        @Bindable var store: StoreOf<Main>
        var body: some View {
          TabView(selection: $store.section.sending(\\.select)) {
            FeedCoordinatorView(store: store.scope(state: \\.feed, action: \\.feed)).tag(Section.feed)
            InboxCoordinatorView(store: store.scope(state: \\.inbox, action: \\.inbox)).tag(Section.inbox)
          }
        }
      }

      @Reducer
      struct Root {
        @ObservableState
        struct Session: Equatable { var isLoggedIn = false }
        struct State: Equatable { var session = Session(); var main = Main.State(); var onboarding = OnboardingCoordinator.State() }
        enum Action { case main(Main.Action); case onboarding(OnboardingCoordinator.Action) }
        var body: some ReducerOf<Self> {
          Scope(state: \\.main, action: \\.main) { Main() }
          Scope(state: \\.onboarding, action: \\.onboarding) { OnboardingCoordinator() }
        }
      }
      struct RootView: View {
        @State var store: StoreOf<Root>
        var body: some View {
          VStack {
            if store.session.isLoggedIn {
              MainView(store: store.scope(state: \\.main, action: \\.main))
            } else {
              OnboardingCoordinatorView(store: store.scope(state: \\.onboarding, action: \\.onboarding))
            }
          }
        }
      }

      @main
      struct NewsApp: App {
        @State private var splash = true
        var body: some Scene {
          WindowGroup {
            if splash {
              Text("…")
            } else {
              RootView(store: Store(initialState: .init()) { Root() })
            }
          }
        }
      }
      """)
    let graph = LibraryMarkers.read([file]).graph
    let embeds = graph.edges.filter { $0.kind == .embed }.map { "\($0.from) -> \($0.to)" }
    // The logged-in option shows the tab coordinator; only its tabs show the routers.
    XCTAssertEqual(embeds.filter { $0.contains(".root:true ->") }, ["RootView(isLoggedIn).root:true -> Main(TabView)"])
    XCTAssertEqual(embeds.filter { $0.hasSuffix("-> FeedCoordinator") || $0.hasSuffix("-> InboxCoordinator") }.sorted(),
                   ["Main(TabView).tab:feed -> FeedCoordinator", "Main(TabView).tab:inbox -> InboxCoordinator"])
    XCTAssertEqual(embeds.filter { $0.hasSuffix("-> Main(TabView)") }.count, 1)
  }
}
