import FlowGraph
import XCTest

/// Router views declared as nested types of a namespace (`enum FeedCoordinator {}` and `extension FeedCoordinator
/// { struct View: SwiftUI.View { … TCARouter … } }`), used by their whole name: `FeedCoordinator.View(store: …)` as a
/// tab, `then: FeedCoordinator.View.init` in a parent's `CaseLet`. A call of a type path builds that type; it is no
/// modifier of a view named `FeedCoordinator`.
final class TCANestedViewNameTests: XCTestCase {
  /// A coordinator `<Name>Coordinator.View` of the older API with one screen, `start`, that pushes nothing.
  private func flow(_ name: String, rooted: Bool = true) -> String {
    """
    struct \(name)Screen: Reducer {
      enum State: Equatable { case start(Start.State) }
      enum Action { case start(Start.Action) }
      var body: some ReducerOf<Self> { Scope(state: /State.start, action: /Action.start) { Start() } }
    }
    struct \(name)Flow: Reducer {
      struct State: Equatable, IndexedRouterState {
        var routes: [Route<\(name)Screen.State>]\(rooted ? " = [.root(.start(.init()), embedInNavigationView: true)]" : "")
      }
      enum Action: IndexedRouterAction {
        case routeAction(Int, action: \(name)Screen.Action)
        case updateRoutes([Route<\(name)Screen.State>])
      }
      var body: some ReducerOf<Self> { Reduce { _, _ in .none }.forEachRoute { \(name)Screen() } }
    }
    enum \(name)Coordinator {}
    extension \(name)Coordinator {
      struct View: SwiftUI.View {
        let store: StoreOf<\(name)Flow>
        var body: some SwiftUI.View {
          TCARouter(store) { screen in
            SwitchStore(screen) { _ in
              CaseLet(/\(name)Screen.State.start, action: \(name)Screen.Action.start, then: StartView.init)
            }
          }
        }
      }
    }
    """
  }

  private let shared = """
    import ComposableArchitecture
    import SwiftUI
    import TCACoordinators

    struct Start: Reducer { struct State: Equatable {}; enum Action { case tapped } }
    struct StartView: View { let store: StoreOf<Start>; var body: some View { Text("start") } }
    """

  func testNestedRouterViewsAsTabsOfTheAppAreItsTabs() {
    let app = LibraryMarkers("App.swift", shared + flow("Feed") + flow("Profile") + """

      struct Tabs: Reducer {
        struct State: Equatable { var feed: FeedFlow.State; var profile: ProfileFlow.State }
        enum Action { case feed(FeedFlow.Action); case profile(ProfileFlow.Action) }
        var body: some ReducerOf<Self> { Reduce { _, _ in .none } }
      }
      @main
      struct FeedApp: App {
        let store = Store(initialState: Tabs.State(feed: .init(), profile: .init())) { Tabs() }
        var body: some Scene {
          WindowGroup {
            TabView {
              FeedCoordinator.View(store: store.scope(state: \\.feed, action: \\.feed)).tabItem { Text("Feed") }
              ProfileCoordinator.View(store: store.scope(state: \\.profile, action: \\.profile)).tabItem { Text("Profile") }
            }
          }
        }
      }
      """)
    let graph = LibraryMarkers.read([app]).graph
    XCTAssertEqual(graph.entryPoints.map(\.target), ["FeedApp(TabView)"])
    XCTAssertEqual(graph.edges.filter { $0.kind == .embed }.map { "\($0.from) \($0.to)" }.sorted(), [
      "FeedApp(TabView).tab:FeedCoordinator.View FeedFlow",
      "FeedApp(TabView).tab:ProfileCoordinator.View ProfileFlow",
    ])
    XCTAssertEqual(Linter(options: LintOptions(onlyRules: ["unreachable-coordinator"])).lint(graph).findings.map(\.message), [])
  }

  /// A parent's `CaseLet(…, then: FeedCoordinator.View.init)` shows the nested router view: its screen embeds it.
  func testANestedRouterViewShownByAParentsCaseLetIsEmbeddedByThatScreen() {
    let app = LibraryMarkers("App.swift", shared + flow("Feed") + """

      struct AppScreen: Reducer {
        enum State: Equatable { case feed(FeedFlow.State) }
        enum Action { case feed(FeedFlow.Action) }
        var body: some ReducerOf<Self> { Scope(state: /State.feed, action: /Action.feed) { FeedFlow() } }
      }
      struct AppFlow: Reducer {
        struct State: Equatable, IndexedRouterState { var routes: [Route<AppScreen.State>] = [.root(.feed(.init()))] }
        enum Action: IndexedRouterAction {
          case routeAction(Int, action: AppScreen.Action)
          case updateRoutes([Route<AppScreen.State>])
        }
        var body: some ReducerOf<Self> { Reduce { _, _ in .none }.forEachRoute { AppScreen() } }
      }
      struct AppFlowView: View {
        let store: StoreOf<AppFlow>
        var body: some View {
          TCARouter(store) { screen in
            SwitchStore(screen) { _ in
              1️⃣CaseLet(/AppScreen.State.feed, action: AppScreen.Action.feed, then: FeedCoordinator.View.init)
            }
          }
        }
      }
      @main
      struct FeedApp: App {
        var body: some Scene { WindowGroup { AppFlowView(store: Store(initialState: .init()) { AppFlow() }) } }
      }
      """)
    let graph = LibraryMarkers.read([app]).graph
    XCTAssertEqual(graph.screen("AppFlow.feed")?.views, ["FeedCoordinator.View"])
    XCTAssertEqual(graph.edges(from: "AppFlow.feed", to: "FeedFlow").map(\.kind), [.embed])
  }

  /// Below a coordinator whose first screen is not known (no routes read), which children show is not known: a
  /// child attached from its screens is not reported unattached. That coordinator itself, attached from nowhere, is.
  func testChildrenOfACoordinatorWithoutAKnownRootAreNotJudged() {
    let app = LibraryMarkers("App.swift", shared + flow("Feed") + flow("Hub", rooted: false).replacingOccurrences(
      of: "then: StartView.init", with: "then: FeedCoordinator.View.init"
    ).replacingOccurrences(of: "Scope(state: /State.start, action: /Action.start) { Start() }", with: "EmptyReducer()") + """

      @main
      struct HubApp: App {
        var body: some Scene { WindowGroup { HubCoordinator.View(store: Store(initialState: .init(routes: [])) { HubFlow() }) } }
      }
      """)
    let graph = LibraryMarkers.read([app]).graph
    XCTAssertEqual(graph.coordinator("HubFlow")?.roots, [])
    XCTAssertEqual(graph.edges(from: "HubFlow.start", to: "FeedFlow").map(\.kind), [.embed])
    let rule = Linter(options: LintOptions(onlyRules: ["unreachable-coordinator"]))
    XCTAssertEqual(rule.lint(graph).findings.map(\.message), [])
    // Shown by nothing, the same coordinator is reported (and its child with it).
    let unshown = LibraryMarkers("App.swift", app.text.replacingOccurrences(of: "HubCoordinator.View(store:", with: "FeedCoordinator.View(store:")
      .replacingOccurrences(of: "{ HubFlow() }", with: "{ FeedFlow() }"))
    let findings = rule.lint(LibraryMarkers.read([unshown]).graph).findings.map(\.message)
    XCTAssertEqual(findings.count, 1)
    XCTAssertTrue(findings.first?.hasPrefix("coordinator 'HubFlow' is never attached") == true, findings.first ?? "no finding")
  }
}
