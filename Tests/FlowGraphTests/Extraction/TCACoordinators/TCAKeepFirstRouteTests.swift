import FlowGraph
import XCTest

/// Keeping only the first route by hand (`state.routes = [state.routes[0]]`, `if let first = state.routes.first {
/// state.routes = [first] }`) is what `goBackToRoot()` does: a back action, not a root switch. `remove(at: 0)` takes
/// out the root instead, no back action.
final class TCAKeepFirstRouteTests: XCTestCase {
  func testKeepingOnlyTheFirstRouteGoesBackToTheRoot() {
    let file = LibraryMarkers("Flow.swift", """
      import ComposableArchitecture
      import SwiftUI
      import TCACoordinators

      @Reducer(state: .equatable)
      enum Page { case start(Start), more(More), last(Last) }

      @Reducer
      struct Flow {
        @ObservableState
        struct State: Equatable {
          var routes: [Route<Page.State>] = [.root(.start(.init()), embedInNavigationView: true)]
        }
        enum Action { case router(IndexedRouterActionOf<Page>) }
        var body: some ReducerOf<Self> {
          Reduce { state, action in
            switch action {
            case .router(.routeAction(_, action: .start(.next))):
              state.routes.push(.more(.init()))
            case .router(.routeAction(_, action: .more(.next))):
              state.routes.push(.last(.init()))
            case .router(.routeAction(_, action: .more(.home))):
              if let first = state.routes.first {
                state.routes = 1️⃣[first]
              }
            case .router(.routeAction(_, action: .last(.home))):
              guard let root = state.routes.first else { break }
              state.routes = 2️⃣[root]
            case .router(.routeAction(_, action: .last(.restart))):
              state.routes = 3️⃣[state.routes[0]]
            case .router(.routeAction(_, action: .more(.replace))):
              state.routes.push(.last(.init()))
              state.routes.5️⃣remove(at: 0)
            case .router(.routeAction(_, action: .last(.close))):
              state.routes.6️⃣remove(at: state.routes.count - 1)
            case .router(.routeAction(_, action: .last(.other))):
              let other = Route<Page.State>.root(.more(.init()))
              state.routes = 4️⃣[other]
            default:
              break
            }
            return .none
          }
          .forEachRoute(\\.routes, action: \\.router)
        }
      }

      struct FlowView: View {
        let store: StoreOf<Flow>
        var body: some View {
          TCARouter(store.scope(state: \\.routes, action: \\.router)) { screen in
            switch screen.case {
            case let .start(store): StartView(store: store)
            case let .more(store): MoreView(store: store)
            case let .last(store): LastView(store: store)
            }
          }
        }
      }
      """)
    let graph = LibraryMarkers.read([file]).graph
    let backs = { (marker: String) in graph.backActions.filter { $0.location == file[marker] }.map { "\($0.action.rawValue) \($0.screen)" } }
    XCTAssertEqual(backs("1"), ["goBackToRoot Flow.more"])
    XCTAssertEqual(backs("2"), ["goBackToRoot Flow.last"])
    XCTAssertEqual(backs("3"), ["goBackToRoot Flow.last"])
    // Another value kept alone is not the first route.
    XCTAssertEqual(backs("4"), [])
    // Taking out the first route drops the root, not the screen shown; taking out another one goes back.
    XCTAssertEqual(backs("5"), [])
    XCTAssertEqual(backs("6"), ["goBack Flow.last"])
  }
}
