import FlowGraph
import XCTest

/// Route lists held in a local constant of a reducer arm: the routes of the state built with them
/// (`ImportCoordinator.State(routes: routes)`) or of an assignment (`state.routes = routes`), never the initial
/// routes of the reducer the arm belongs to.
final class TCALocalRoutesTests: XCTestCase {
  private func shelf(_ arm: String) -> LibraryMarkers {
    LibraryMarkers("Shelf.swift", """
      import ComposableArchitecture
      import SwiftUI
      import TCACoordinators

      @Reducer(state: .equatable)
      enum ShelfScreen {
        case shelf(Shelf)
        case settings(Settings)
        case importer(ImportCoordinator)
      }

      @Reducer
      struct ShelfCoordinator {
        @ObservableState
        struct State: Equatable {
          static let initialState = State(routes: [.root(.shelf(.init()), embedInNavigationView: true)])
          var routes: [Route<ShelfScreen.State>]
        }
        enum Action { case router(IndexedRouterActionOf<ShelfScreen>) }
        var body: some ReducerOf<Self> {
          Reduce { state, action in
            switch action {
            \(arm)
            default:
              return .none
            }
          }
          .forEachRoute(\\.routes, action: \\.router)
        }
      }

      @Reducer(state: .equatable)
      enum ImportScreen {
        case pickFile(PickFile)
        case confirm(Confirm)
      }

      @Reducer
      struct ImportCoordinator {
        @ObservableState
        struct State: Equatable { var routes: [Route<ImportScreen.State>] }
        enum Action { case router(IndexedRouterActionOf<ImportScreen>) }
        var body: some ReducerOf<Self> {
          Reduce { state, action in
            switch action {
            case .router(.routeAction(_, action: .pickFile(.picked))):
              state.routes.push(.confirm(.init()))
              return .none
            default:
              return .none
            }
          }
          .forEachRoute(\\.routes, action: \\.router)
        }
      }

      \(TCAFixture.routerView("ShelfCoordinator", cases: ["shelf", "settings", "importer"], views: ["importer": "ImportCoordinatorView"]))

      \(TCAFixture.routerView("ImportCoordinator", cases: ["pickFile", "confirm"]))

      @main
      struct ShelfApp: App {
        var body: some Scene {
          WindowGroup { ShelfCoordinatorView(store: Store(initialState: .initialState) { ShelfCoordinator() }) }
        }
      }
      """)
  }

  func testALocalRouteListBuildsTheChildsStateNotTheParents() {
    let file = shelf("""
      case .router(.routeAction(_, action: .shelf(.importTapped))):
        let routes: [Route<ImportScreen.State>] = [.root(.pickFile(.init()), embedInNavigationView: false)]
        state.routes.push(.importer(ImportCoordinator.State(routes: routes)))
        return .none
      """)
    let graph = LibraryMarkers.read([file]).graph
    XCTAssertEqual(graph.coordinators.map { "\($0.id) \($0.roots)" },
                   ["ImportCoordinator [\"ImportCoordinator.pickFile\"]", "ShelfCoordinator [\"ShelfCoordinator.shelf\"]"])
    XCTAssertEqual(graph.danglingReferences(), [])
    let unreachable = Linter(options: LintOptions(onlyRules: ["unreachable-screen"])).lint(graph).findings
    // (`settings` is not reached in this variant: only the importer's screens matter here.)
    XCTAssertEqual(unreachable.filter { $0.subjects.contains { $0.hasPrefix("ImportCoordinator") } }.map(\.message), [])
  }

  func testALocalRouteListAssignedToTheRoutesSetsThem() {
    let file = shelf("""
      case .router(.routeAction(_, action: .shelf(.reset))):
        let routes: [Route<ShelfScreen.State>] = [1️⃣.root(.settings(.init()), embedInNavigationView: true)]
        state.routes = routes
        return .none
      """)
    let graph = LibraryMarkers.read([file]).graph
    XCTAssertEqual(graph.edges(at: file["1"]).map { "\($0.from) \($0.kind.rawValue) \($0.to)" },
                   ["ShelfCoordinator.shelf root-switch ShelfCoordinator.settings"])
    XCTAssertEqual(graph.coordinator("ShelfCoordinator")?.roots, ["ShelfCoordinator.shelf"])
  }

  /// `state.routes += [...]` and `state.routes = state.routes + [...]` add routes; `state.routes =
  /// State.initialState.routes + [...]` sets them anew: a deep link even with one route added.
  func testRoutesAddedWithPlus() {
    let file = shelf("""
      case .router(.routeAction(_, action: .shelf(.settingsTapped))):
        state.routes += [1️⃣.push(.settings(.init()))]
        return .none
      case .router(.routeAction(_, action: .shelf(.importTapped))):
        state.routes = state.routes + [2️⃣.sheet(.importer(.init(routes: [.root(.pickFile(.init()))])))]
        return .none
      case .router(.routeAction(_, action: .settings(.reopen))):
        state.routes = State.initialState.routes + [3️⃣.push(.settings(.init()))]
        return .none
      """)
    let graph = LibraryMarkers.read([file]).graph
    let at = { (marker: String) in graph.edges(at: file[marker]).map { "\($0.from) \($0.kind.rawValue) \($0.to)" } }
    XCTAssertEqual(at("1"), ["ShelfCoordinator.shelf push ShelfCoordinator.settings"])
    XCTAssertEqual(at("2"), ["ShelfCoordinator.shelf sheet ShelfCoordinator.importer"])
    XCTAssertEqual(at("3"), ["ShelfCoordinator.settings set-routes ShelfCoordinator.settings"])
  }
}
