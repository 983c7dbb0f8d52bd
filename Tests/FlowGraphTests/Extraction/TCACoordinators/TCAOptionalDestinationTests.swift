import FlowGraph
import XCTest

/// A root view that shows one child per case of an optional enum destination, one `if let child =
/// store.scope(state: \.destination?.home, action: \.destination.home) { … }` per case (TCA 1.x's enum
/// destinations), is a root switch between those children; its reducer's `state.destination = .home(…)` switches.
final class TCAOptionalDestinationTests: XCTestCase {
  private func root(_ body: String) -> LibraryMarkers {
    LibraryMarkers("Root.swift", """
      import ComposableArchitecture
      import SwiftUI

      @Reducer
      struct AppRoot {
        @Reducer(state: .equatable)
        enum Destination {
          case welcome(Welcome)
          case home(HomeFlow)
        }
        @ObservableState
        struct State: Equatable {
          @Presents var destination: Destination.State?
        }
        enum Action {
          case launched
          case destination(PresentationAction<Destination.Action>)
        }
        var body: some ReducerOf<Self> {
          Reduce { state, action in
            switch action {
            case .launched:
              state.destination = 1️⃣.welcome(Welcome.State())
            case .destination(.presented(.welcome(.signedIn))):
              state.destination = 2️⃣.home(HomeFlow.State(routes: [.root(.feed(.init()), embedInNavigationView: true)]))
            case .destination(.presented(.home(.signedOut))):
              state.destination = 3️⃣.init(welcome: Welcome.State())
            default:
              break
            }
            return .none
          }
          .ifLet(\\.$destination, action: \\.destination)
        }
      }

      struct AppRootView: View {
        let store: StoreOf<AppRoot>
        var body: some View {
      \(body)
        }
      }

      @main
      struct DemoApp: App {
        var body: some Scene { WindowGroup { AppRootView(store: Store(initialState: AppRoot.State()) { AppRoot() }) } }
      }
      """)
  }

  private let flow = LibraryMarkers("HomeFlow.swift", """
    import ComposableArchitecture
    import SwiftUI
    import TCACoordinators

    @Reducer(state: .equatable)
    enum HomeScreen { case feed(Feed), post(Post) }

    @Reducer
    struct HomeFlow {
      @ObservableState
      struct State: Equatable { var routes: [Route<HomeScreen.State>] }
      enum Action { case router(IndexedRouterActionOf<HomeScreen>) }
      var body: some ReducerOf<Self> {
        Reduce { state, action in
          switch action {
          case .router(.routeAction(_, action: .feed(.postTapped))):
            state.routes.push(.post(.init()))
          default:
            break
          }
          return .none
        }
        .forEachRoute(\\.routes, action: \\.router)
      }
    }

    struct HomeFlowView: View {
      let store: StoreOf<HomeFlow>
      var body: some View {
        TCARouter(store.scope(state: \\.routes, action: \\.router)) { screen in
          switch screen.case {
          case let .feed(store): FeedView(store: store)
          case let .post(store): PostView(store: store)
          }
        }
      }
    }
    struct FeedView: View { let store: StoreOf<Feed>; var body: some View { Text("") } }
    struct PostView: View { let store: StoreOf<Post>; var body: some View { Text("") } }
    struct WelcomeView: View { let store: StoreOf<Welcome>; var body: some View { Text("") } }
    """)

  private let ifLets = """
        Group {
          if let welcome = store.scope(state: \\.destination?.welcome, action: \\.destination.welcome) {
            WelcomeView(store: welcome)
          }
          if let home = store.scope(state: \\.destination?.home, action: \\.destination.home) {
            HomeFlowView(store: home)
          }
        }
    """

  func testOneIfLetPerCaseIsARootSwitchBetweenTheChildren() {
    let file = root(ifLets)
    let graph = LibraryMarkers.read([file, flow]).graph
    let id = "AppRoot(destination)"
    XCTAssertEqual(graph.screens.filter { $0.coordinator == id }.map { "\($0.name) \($0.views)" },
                   ["root:home [\"HomeFlowView\"]", "root:welcome [\"WelcomeView\"]"])
    XCTAssertEqual(graph.entryPoints.map(\.target), [id])
    XCTAssertEqual(graph.edges.filter { $0.kind == .embed && $0.from.hasPrefix(id) }.map { "\($0.from) \($0.to)" },
                   ["\(id).root:home HomeFlow"])
    let at = { (marker: String) in graph.edges.filter { $0.location?.line == file[marker].line }.map { "\($0.from) \($0.kind.rawValue) \($0.to)" } }
    XCTAssertEqual(at("1"), ["\(id) root-switch \(id).root:welcome"])
    // The case a state built with its payload names is read from the call (`.home(HomeFlow.State(…))`).
    XCTAssertEqual(at("2"), ["\(id) root-switch \(id).root:home"])
    // `.init(…)` names no case: the value is not known there, so either child may follow.
    XCTAssertEqual(graph.edges.filter { $0.location?.line == file["3"].line }.map { "\($0.to) \($0.certainty.rawValue)" }.sorted(),
                   ["\(id).root:home uncertain", "\(id).root:welcome uncertain"])
    // The parent's write gives the child its root.
    XCTAssertEqual(graph.coordinator("HomeFlow")?.roots, ["HomeFlow.feed"])
  }

  /// A `switch` whose only arm is `default:` (wrapping the `if let`s) chooses nothing itself.
  func testASwitchWithOnlyADefaultArmIsNoChoice() {
    let wrapped = """
        switch store.destination {
        default:
    \(ifLets)
        }
    """
    let graph = LibraryMarkers.read([root(wrapped), flow]).graph
    XCTAssertEqual(graph.screens.filter { $0.coordinator == "AppRoot(destination)" }.map(\.name), ["root:home", "root:welcome"])
  }

  /// One `if let` alone shows a child or nothing: no choice between children, no container.
  func testASingleIfLetIsNoRootSwitch() {
    let single = """
        if let home = store.scope(state: \\.destination?.home, action: \\.destination.home) {
          HomeFlowView(store: home)
        }
    """
    let graph = LibraryMarkers.read([root(single), flow]).graph
    XCTAssertFalse(graph.coordinators.contains { $0.id.hasPrefix("AppRoot(") }, graph.coordinators.map(\.id).joined(separator: ", "))
  }
}
