import FlowGraph
import XCTest

/// A TCACoordinators child whose routes its parent writes into the state it shows (`state.destination =
/// .main(MainFlow.State(routes: [.root(.home(.init()))]))`, in a file that imports only the Composable
/// Architecture): the child starts at that root. Where no such write is read, its first screen is unknown, and
/// `unreachable-screen` does not judge its screens (TCARouter shows whatever the first route is).
final class RootlessCoordinatorTests: XCTestCase {
  private let child = LibraryMarkers("MainFlow.swift", """
    import ComposableArchitecture
    import SwiftUI
    import TCACoordinators

    @Reducer(state: .equatable)
    enum MainScreen {
      case home(Home)
      case detail(Detail)
      case archive(Archive)
    }

    @Reducer
    struct MainFlow {
      @ObservableState
      struct State: Equatable {
        var routes: [Route<MainScreen.State>]
      }
      enum Action {
        case router(IndexedRouterActionOf<MainScreen>)
      }
      var body: some ReducerOf<Self> {
        Reduce { state, action in
          switch action {
          case .router(.routeAction(_, action: .home(.detailTapped))):
            state.routes.push(.detail(.init()))
          default:
            break
          }
          return .none
        }
        .forEachRoute(\\.routes, action: \\.router)
      }
    }

    struct MainFlowView: View {
      let store: StoreOf<MainFlow>
      var body: some View {
        TCARouter(store.scope(state: \\.routes, action: \\.router)) { screen in
          switch screen.case {
          case let .home(store): HomeView(store: store)
          case let .detail(store): DetailView(store: store)
          case let .archive(store): ArchiveView(store: store)
          }
        }
      }
    }
    struct HomeView: View { let store: StoreOf<Home>; var body: some View { Text("") } }
    struct DetailView: View { let store: StoreOf<Detail>; var body: some View { Text("") } }
    struct ArchiveView: View { let store: StoreOf<Archive>; var body: some View { Text("") } }
    """)

  private func app(parentBuildsRoutes: Bool) -> LibraryMarkers {
    // Without the write, the routes come back from storage: any case can be first.
    let state = parentBuildsRoutes ? "MainFlow.State(routes: [.root(.home(.init()), embedInNavigationView: true)])"
      : "MainFlow.State(routes: Self.restoredRoutes(UserDefaults.standard.integer(forKey: \"last\")))"
    let restore = parentBuildsRoutes ? "" : """
        static func restoredRoutes(_ last: Int) -> [Route<MainScreen.State>] {
          switch last {
          case 1: return [.root(.detail(.init()), embedInNavigationView: true)]
          case 2: return [.root(.archive(.init()), embedInNavigationView: true)]
          default: return [.root(.home(.init()), embedInNavigationView: true)]
          }
        }
      """
    return LibraryMarkers("Root.swift", """
      import ComposableArchitecture
      import SwiftUI

      @Reducer
      struct Root {
        @Reducer(state: .equatable)
        enum Destination { case main(MainFlow) }
        @ObservableState
        struct State: Equatable { var destination: Destination.State? }
        enum Action { case launched; case destination(Destination.Action) }
      \(restore)
        var body: some ReducerOf<Self> {
          Reduce { state, action in
            switch action {
            case .launched:
              state.destination = .main(\(state))
            default:
              break
            }
            return .none
          }
        }
      }

      struct RootView: View {
        let store: StoreOf<Root>
        var body: some View {
          if let main = store.scope(state: \\.destination?.main, action: \\.destination.main) {
            MainFlowView(store: main)
          }
        }
      }

      @main
      struct DemoApp: App {
        var body: some Scene {
          WindowGroup { RootView(store: Store(initialState: Root.State(), reducer: Root.init)) }
        }
      }
      """)
  }

  private func unreachable(_ graph: FlowGraph) -> [String] {
    Linter(options: LintOptions()).lint(graph, sources: [:]).findings.filter { $0.rule == "unreachable-screen" }.flatMap(\.subjects)
  }

  func testTheRoutesAParentWritesAreTheChildsRoot() {
    let graph = LibraryMarkers.read([child, app(parentBuildsRoutes: true)]).graph
    XCTAssertEqual(graph.coordinator("MainFlow")?.roots, ["MainFlow.home"])
    XCTAssertEqual(graph.coordinator("MainFlow")?.navigation, .yes)
    XCTAssertEqual(graph.entryPoints.map(\.target), ["MainFlow"])
    // With the root known, the case nothing shows is reported.
    XCTAssertEqual(unreachable(graph), ["MainFlow.archive"])
  }

  func testAChildWhoseFirstScreenIsUnknownIsNotJudged() {
    let graph = LibraryMarkers.read([child, app(parentBuildsRoutes: false)]).graph
    XCTAssertEqual(graph.coordinator("MainFlow")?.roots, [])
    XCTAssertEqual(graph.entryPoints.map(\.target), ["MainFlow"])
    XCTAssertEqual(unreachable(graph), [])
  }
}
