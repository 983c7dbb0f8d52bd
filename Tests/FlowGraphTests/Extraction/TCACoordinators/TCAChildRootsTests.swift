import FlowGraph
import XCTest

/// A tab reducer whose state builds its child coordinators' states with their routes (`self.shop = .init(routes:
/// [.root(.catalog(…))])`), in a file importing only the Composable Architecture: each child starts at that root, found
/// through the declared type of the property assigned (`var shop: ShopCoordinator.State`).
final class TCAChildRootsTests: XCTestCase {
  private func files(assignment: String, tabsImport: String = "") -> [LibraryMarkers] {
    [
      LibraryMarkers("Shop.swift", """
        import ComposableArchitecture
        import SwiftUI
        import TCACoordinators

        @Reducer(state: .equatable)
        enum ShopScreen { case catalog(Page); case item(Page) }

        @Reducer
        struct ShopCoordinator {
          struct State: Equatable {
            var routes: [Route<ShopScreen.State>]
            init(routes: [Route<ShopScreen.State>]) { self.routes = routes }
          }
          enum Action { case router(IndexedRouterActionOf<ShopScreen>) }
          var body: some ReducerOf<Self> {
            Reduce { state, action in
              switch action {
              case .router(.routeAction(_, action: .catalog(.next))):
                state.routes.push(.item(.init()))
              default:
                break
              }
              return .none
            }
            .forEachRoute(\\.routes, action: \\.router)
          }
        }

        \(TCAFixture.routerView("ShopCoordinator", cases: ["catalog", "item"], views: ["catalog": "PageView", "item": "PageView"]))

        @Reducer struct Page { struct State: Equatable { var filter = "" }; enum Action { case next } }
        struct PageView: View { let store: StoreOf<Page>; var body: some View { Text("page") } }

        // A second router: routes the sources do not tie to a state are no coordinator's.
        @Reducer
        struct Start { struct State: Equatable {}; enum Action {} }
        struct StartView: View { let store: StoreOf<Start>; var body: some View { Text("start") } }
        \(TCAFixture.startRouter("Help"))
        """),
      LibraryMarkers("Tabs.swift", """
        import ComposableArchitecture
        import SwiftUI
        \(tabsImport)

        @Reducer
        struct Tabs {
          struct State: Equatable {
            var shop: ShopCoordinator.State
            var other: Int
            init(filter: String) {
              \(assignment)
              self.other = 0
            }
          }
          enum Action { case shop(ShopCoordinator.Action) }
          var body: some ReducerOf<Self> { Scope(state: \\.shop, action: \\.shop) { ShopCoordinator() } }
        }

        struct TabsView: View {
          let store: StoreOf<Tabs>
          var body: some View {
            TabView {
              ShopCoordinatorView(store: store.scope(state: \\.shop, action: \\.shop)).tabItem { Text("Shop") }
            }
          }
        }
        """),
    ]
  }

  func testAChildStateBuiltIntoAPropertyStartsAtItsRoot() {
    for assignment in [
      "self.shop = .init(routes: [.root(.catalog(.init(filter: filter)), embedInNavigationView: true)])",
      "shop = .init(\n        routes: [.root(.catalog(.init(filter: filter)), embedInNavigationView: true)]\n      )",
    ] {
      // Also where the parent's file imports TCACoordinators itself (the routes are then not the parent's own).
      for tabsImport in ["", "import TCACoordinators"] {
        let graph = LibraryMarkers.read(files(assignment: assignment, tabsImport: tabsImport)).graph
        let shop = graph.coordinators.first { $0.id == "ShopCoordinator" }
        XCTAssertEqual(shop?.roots, ["ShopCoordinator.catalog"], assignment + tabsImport)
        XCTAssertEqual(shop?.navigation, .yes, assignment + tabsImport)
      }
    }
  }

  /// A root a ternary picks (`.root(filter.isEmpty ? .catalog(…) : .item(…))`, or a constant just above holding
  /// one): Swift evaluates one branch, so the state starts with either and both are roots. A branch the code
  /// computes is not read as a case.
  func testARootATernaryPicksIsEitherCase() {
    for assignment in [
      "self.shop = .init(routes: [.root(filter.isEmpty ? .catalog(.init()) : .item(.init()), embedInNavigationView: true)])",
      "let first: ShopScreen.State = filter.isEmpty ? .catalog(.init()) : .item(.init())\n      self.shop = .init(routes: [.root(first)])",
      "self.shop = ShopCoordinator.State(routes: [.root(filter.isEmpty && other == 0 ? .catalog(.init()) : .item(.init()))])",
    ] {
      let graph = LibraryMarkers.read(files(assignment: assignment)).graph
      let roots = graph.coordinators.first { $0.id == "ShopCoordinator" }?.roots ?? []
      XCTAssertEqual(Set(roots), ["ShopCoordinator.catalog", "ShopCoordinator.item"], assignment)
    }
    let computed = LibraryMarkers.read(files(assignment: "self.shop = .init(routes: [.root(filter.isEmpty ? .catalog(.init()) : Self.saved)])")).graph
    XCTAssertFalse(graph(computed, hasRoot: "ShopCoordinator.item"))
  }

  /// The child's state names its routes `states` (TCACoordinators' early name), the parent's file its own `routes`:
  /// the state written out is built with the child's label.
  func testAChildStateWrittenOutWithItsOwnRoutesLabel() {
    let child = (files(assignment: "").first?.text ?? "").replacingOccurrences(of: "routes", with: "states")
    XCTAssertTrue(child.contains("var states: [Route<ShopScreen.State>]"), child)
    for tabsImport in ["", "import TCACoordinators"] {
      let tabs = files(assignment: "let first: ShopScreen.State = filter.isEmpty ? .catalog(.init()) : .item(.init())\n      self.shop = ShopCoordinator.State(states: [.root(first)])", tabsImport: tabsImport)[1]
      let graph = LibraryMarkers.read([LibraryMarkers("Shop.swift", child), tabs]).graph
      XCTAssertEqual(Set(graph.coordinators.first { $0.id == "ShopCoordinator" }?.roots ?? []), ["ShopCoordinator.catalog", "ShopCoordinator.item"], tabsImport)
    }
  }

  private func graph(_ graph: FlowGraph, hasRoot root: String) -> Bool {
    graph.coordinators.contains { $0.roots.contains(root) }
  }

  /// Built into a property whose type the sources do not declare, the routes are nobody's.
  func testAPropertyOfAnUnknownTypeGivesNoRoots() {
    let graph = LibraryMarkers.read(files(assignment: "self.other = .init(routes: [.root(.catalog(.init()))])\n      self.shop = Self.saved")).graph
    XCTAssertEqual(graph.coordinators.first { $0.id == "ShopCoordinator" }?.roots, [])
  }
}
