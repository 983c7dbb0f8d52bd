import FlowGraph
import XCTest

/// `state.routes.remove(id: .search)` on an `IdentifiedArray` of routes takes out the route of that id wherever it is
/// (IdentifiedArray's `remove(id:)`): in an action of the search screen it is a way back from it; in another screen's
/// action (taking out an older search before pushing a new one) no way back from that screen.
final class TCARemoveByIDTests: XCTestCase {
  func testRemovingAnotherScreensRouteIsNoWayBack() {
    let file = LibraryMarkers("MapCoordinator.swift", """
      import ComposableArchitecture
      import SwiftUI
      import TCACoordinators

      @Reducer(state: .equatable)
      enum MapScreen {
        case map(Page)
        case list(Page)
        case search(Page)
      }

      @Reducer
      struct MapCoordinator {
        struct State: Equatable {
          var routes: IdentifiedArrayOf<Route<MapScreen.State>> = [.root(.map(.init()), embedInNavigationView: true)]
        }
        enum Action { case router(IdentifiedRouterActionOf<MapScreen>) }
        var body: some ReducerOf<Self> {
          Reduce { state, action in
            switch action {
            case .router(.routeAction(id: .map, action: .map(.next))):
              state.routes.push(.list(.init()))
            case .router(.routeAction(id: .list, action: .list(.next))):
              state.routes.1️⃣remove(id: .search)
              state.routes.push(.search(.init()))
            case .router(.routeAction(id: .search, action: .search(.next))):
              state.routes.2️⃣remove(id: .search)
            case .router(.routeAction(id: .map, action: .map(.back))):
              state.routes.3️⃣remove(id: .map)
            default:
              break
            }
            return .none
          }
          .forEachRoute(\\.routes, action: \\.router)
        }
      }

      \(TCAFixture.routerView("MapCoordinator", cases: ["map", "list", "search"],
                              views: ["map": "PageView", "list": "PageView", "search": "PageView"]))

      @Reducer struct Page { struct State: Equatable {}; enum Action { case next, back } }
      struct PageView: View { let store: StoreOf<Page>; var body: some View { Text("page") } }

      @main
      struct MapApp: App {
        var body: some Scene {
          WindowGroup { MapCoordinatorView(store: Store(initialState: .init()) { MapCoordinator() }) }
        }
      }
      """)
    let graph = LibraryMarkers.read([file]).graph
    let backs = { (marker: String) in graph.backActions.filter { $0.location == file[marker] }.map(\.screen) }
    XCTAssertEqual(backs("1"), [])
    XCTAssertEqual(backs("2"), ["MapCoordinator.search"])
    XCTAssertEqual(backs("3"), ["MapCoordinator.map"])
    XCTAssertEqual(graph.edges.filter { $0.to == "MapCoordinator.search" }.map(\.from), ["MapCoordinator.list"])
  }
}
