import FlowGraph
import XCTest

/// An arm that sets the routes whole (`state.routes = [.root(.home(…))]`) and then adds to them in the same block:
/// the add is made on the screen on top of what was set (the routes hold only that then), not on the screen whose
/// action it is. Changes in other branches are alternatives and keep their own source.
final class TCASetThenAddTests: XCTestCase {
  private let app = LibraryMarkers("ClassCoordinator.swift", """
    import ComposableArchitecture
    import SwiftUI
    import TCACoordinators

    @Reducer(state: .equatable)
    enum ClassScreen {
      case welcome(Page)
      case home(Page)
      case lesson(Page)
      case notes(Page)
      case settings(Page)
    }

    @Reducer
    struct ClassCoordinator {
      struct State: Equatable {
        var routes: IdentifiedArrayOf<Route<ClassScreen.State>> = [.root(.welcome(.init()), embedInNavigationView: true)]
      }
      enum Action { case router(IdentifiedRouterActionOf<ClassScreen>) }
      var body: some ReducerOf<Self> {
        Reduce { state, action in
          switch action {
          case .router(.routeAction(_, action: .welcome(.next))):
            state.routes = [1️⃣.root(.home(.init()), embedInNavigationView: true)]
            state.routes.2️⃣push(.lesson(.init()))
            state.routes.3️⃣presentSheet(.notes(.init()))
          case .router(.routeAction(_, action: .settings(.next))):
            state.routes = [4️⃣.root(.home(.init()), embedInNavigationView: true), 5️⃣.push(.lesson(.init()))]
            state.routes.6️⃣push(.notes(.init()))
          case let .router(.routeAction(_, action: .notes(.open(fresh)))):
            if fresh {
              state.routes = [7️⃣.root(.home(.init()), embedInNavigationView: true)]
            } else {
              state.routes.8️⃣push(.settings(.init()))
            }
          default:
            break
          }
          return .none
        }
        .forEachRoute(\\.routes, action: \\.router)
      }
    }

    \(TCAFixture.routerView("ClassCoordinator", cases: ["welcome", "home", "lesson", "notes", "settings"],
                            views: ["welcome": "PageView", "home": "PageView", "lesson": "PageView", "notes": "PageView", "settings": "PageView"]))

    @Reducer struct Page { struct State: Equatable {}; enum Action { case next, open(Bool) } }
    struct PageView: View { let store: StoreOf<Page>; var body: some View { Text("page") } }
    """)

  private func lines(_ marker: String) -> [String] {
    LibraryMarkers.read([app]).graph.edges(at: app[marker]).map { "\($0.from) \($0.kind.rawValue) \($0.to)" }
  }

  func testWhatIsAddedAfterANewRootIsAddedOnIt() {
    XCTAssertEqual(lines("1"), ["ClassCoordinator.welcome root-switch ClassCoordinator.home"])
    XCTAssertEqual(lines("2"), ["ClassCoordinator.home push ClassCoordinator.lesson"])
    // Each add goes on the one before it.
    XCTAssertEqual(lines("3"), ["ClassCoordinator.lesson sheet ClassCoordinator.notes"])
  }

  func testWhatIsAddedAfterADeepLinkIsAddedOnItsTop() {
    XCTAssertEqual(lines("6"), ["ClassCoordinator.lesson push ClassCoordinator.notes"])
  }

  func testAnAddInAnotherBranchKeepsItsScreen() {
    XCTAssertEqual(lines("7"), ["ClassCoordinator.notes root-switch ClassCoordinator.home"])
    XCTAssertEqual(lines("8"), ["ClassCoordinator.notes push ClassCoordinator.settings"])
  }
}
