import FlowGraph
import XCTest

/// A screen case holding a nested `@Reducer enum` (`case catalog(CatalogFlow)`) whose view shows a view per inner
/// case (`switch store.case { case let .list(store): ProductListView(…) … }`): a screen per inner case, routes and
/// route actions naming `.catalog(.detail(…))` reach and come from `catalog.detail`.
final class TCANestedScreenTests: XCTestCase {
  private func shop(flowView: String) -> LibraryMarkers {
    LibraryMarkers("Shop.swift", """
      import ComposableArchitecture
      import SwiftUI
      import TCACoordinators

      @Reducer(state: .equatable)
      enum ShopScreen {
        case catalog(CatalogFlow)
        case cart(Cart)
      }

      @Reducer(state: .equatable)
      enum CatalogFlow {
        case list(ProductList)
        case detail(ProductDetail)
        case filter(Filter)
      }

      @Reducer
      struct ShopCoordinator {
        @ObservableState
        struct State: Equatable {
          var routes: [Route<ShopScreen.State>] = [.root(.catalog(.list(.init())), embedInNavigationView: true)]
        }
        enum Action { case router(IndexedRouterActionOf<ShopScreen>) }
        var body: some ReducerOf<Self> {
          Reduce { state, action in
            switch action {
            case .router(.routeAction(_, action: .catalog(.list(.open)))):
              state.routes.1️⃣push(.catalog(.detail(.init())))
            case .router(.routeAction(_, action: .catalog(.detail(.filterTapped)))):
              state.routes.2️⃣presentSheet(.catalog(.filter(.init())))
            case .router(.routeAction(_, action: .catalog(.filter(.apply)))):
              state.routes.3️⃣push(.cart(.init()))
            default:
              break
            }
            return .none
          }
          .forEachRoute(\\.routes, action: \\.router)
        }
      }

      \(TCAFixture.routerView("ShopCoordinator", cases: ["catalog", "cart"], views: ["catalog": "CatalogFlowView"]))

      \(flowView)

      @main
      struct ShopApp: App {
        var body: some Scene {
          WindowGroup { ShopCoordinatorView(store: Store(initialState: ShopCoordinator.State()) { ShopCoordinator() }) }
        }
      }
      """)
  }

  func testEachInnerCaseIsAScreenWithItsView() {
    let file = shop(flowView: """
      struct CatalogFlowView: View {
        let store: StoreOf<CatalogFlow>
        var body: some View {
          switch store.case {
          case let .list(store): ProductListView(store: store)
          case let .detail(store): ProductDetailView(store: store)
          case let .filter(store): FilterView(store: store)
          }
        }
      }
      struct ProductListView: View { let store: StoreOf<ProductList>; var body: some View { Text("") } }
      struct ProductDetailView: View { let store: StoreOf<ProductDetail>; var body: some View { Text("") } }
      struct FilterView: View { let store: StoreOf<Filter>; var body: some View { Text("") } }
      """)
    let graph = LibraryMarkers.read([file]).graph
    XCTAssertEqual(graph.screens.filter { $0.coordinator == "ShopCoordinator" }.map { "\($0.name) \($0.views)" }, [
      "cart []", "catalog.detail [\"ProductDetailView\"]", "catalog.filter [\"FilterView\"]", "catalog.list [\"ProductListView\"]",
    ])
    XCTAssertEqual(graph.coordinator("ShopCoordinator")?.roots, ["ShopCoordinator.catalog.list"])
    let at = { (marker: String) in graph.edges(at: file[marker]).map { "\($0.from) \($0.kind.rawValue) \($0.to)" } }
    XCTAssertEqual(at("1"), ["ShopCoordinator.catalog.list push ShopCoordinator.catalog.detail"])
    XCTAssertEqual(at("2"), ["ShopCoordinator.catalog.detail sheet ShopCoordinator.catalog.filter"])
    XCTAssertEqual(at("3"), ["ShopCoordinator.catalog.filter push ShopCoordinator.cart"])
    XCTAssertEqual(graph.danglingReferences(), [])
    // Only the push from the sheet (presented without a NavigationView) has nowhere to go.
    let pushes = Linter(options: LintOptions(onlyRules: ["push-without-navigation"])).lint(graph).findings.map(\.location)
    XCTAssertEqual(pushes, [file["3"]])
  }

  /// A flow view laying out one view whatever the case, or switching over something that is not the enum's cases:
  /// one screen, `catalog`.
  func testOneViewForEveryCaseKeepsOneScreen() {
    for flowView in [
      """
      struct CatalogFlowView: View {
        let store: StoreOf<CatalogFlow>
        var body: some View { CatalogPage(store: store) }
      }
      struct CatalogPage: View { let store: StoreOf<CatalogFlow>; var body: some View { Text("") } }
      """,
      """
      enum Layout { case grid, rows }
      struct CatalogFlowView: View {
        let store: StoreOf<CatalogFlow>
        let layout: Layout
        var body: some View {
          switch layout {
          case .grid: GridPage()
          case .rows: RowsPage()
          }
        }
      }
      struct GridPage: View { var body: some View { Text("") } }
      struct RowsPage: View { var body: some View { Text("") } }
      """,
    ] {
      let file = shop(flowView: flowView)
      let graph = LibraryMarkers.read([file]).graph
      XCTAssertEqual(graph.screens.filter { $0.coordinator == "ShopCoordinator" }.map(\.name), ["cart", "catalog"])
      XCTAssertEqual(graph.edges(at: file["1"]).map { "\($0.from) \($0.kind.rawValue) \($0.to)" },
                     ["ShopCoordinator.catalog push ShopCoordinator.catalog"])
    }
  }
}
