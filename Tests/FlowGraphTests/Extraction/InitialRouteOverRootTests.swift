import FlowGraph
import XCTest

/// Routes a coordinator starts with that hold one route over the root (`[.root(.home), .cover(.login)]`, the signed-out
/// start): FlowStacks' Router and TCACoordinators' TCARouter show every route of the array, so that route is on screen
/// from launch, over the root. It is reached (a set-routes edge from the root, with its presentation), and a way back
/// from it is no call on an empty stack.
final class InitialRouteOverRootTests: XCTestCase {
  private func flowStacks(_ routes: String) -> LibraryMarkers {
    LibraryMarkers("Flow.swift", """
      import FlowStacks
      import SwiftUI

      @main
      struct TheApp: App {
        var body: some Scene { WindowGroup { Flow() } }
      }

      enum Screen: Hashable { case home, login, terms }

      struct Flow: View {
        @State var routes: Routes<Screen> = \(routes)
        var body: some View {
          Router($routes) { screen, _ in
            switch screen {
            case .home: Text("Home")
            case .login: Button("Done") { routes.dismiss() }
            case .terms: Text("Terms")
            }
          }
        }
      }
      """)
  }

  func testFlowStacksStartingWithACoverOverTheRoot() {
    let file = flowStacks("[.root(.home, embedInNavigationView: true), 1️⃣.cover(.login)]")
    let graph = LibraryMarkers.read([file]).graph
    let edges = graph.edges.filter { $0.to == "Flow.login" }
    XCTAssertEqual(edges.map { "\($0.from) \($0.kind.rawValue) \($0.presentation?.rawValue ?? "-")" }, ["Flow.home set-routes cover"])
    XCTAssertEqual(edges.first?.location, file["1"])
    XCTAssertEqual(graph.coordinators.first?.roots, ["Flow.home"])
    // A longer start is left as its root.
    let longer = LibraryMarkers.read([flowStacks("[.root(.home), .push(.terms), .cover(.login)]")]).graph
    XCTAssertEqual(longer.edges.filter { $0.kind == .setRoutes }, [])
  }

  func testTCACoordinatorsStartingSignedOutWithACover() {
    let file = LibraryMarkers("MapCoordinator.swift", """
      import ComposableArchitecture
      import SwiftUI
      import TCACoordinators

      @Reducer(state: .equatable)
      enum MapScreen {
        case map(Page)
        case login(Page)
      }

      @Reducer
      struct MapCoordinator {
        struct State: Equatable {
          var routes: IdentifiedArrayOf<Route<MapScreen.State>>
          init(signedIn: Bool) {
            if signedIn {
              routes = [.root(.map(.init()), embedInNavigationView: true)]
            } else {
              routes = [.root(.map(.init()), embedInNavigationView: true), 1️⃣.cover(.login(.init()))]
            }
          }
        }
        enum Action { case router(IdentifiedRouterActionOf<MapScreen>) }
        var body: some ReducerOf<Self> {
          Reduce { state, action in
            switch action {
            case .router(.routeAction(id: .login, action: .login(.next))):
              state.routes.dismiss()
            default:
              break
            }
            return .none
          }
          .forEachRoute(\\.routes, action: \\.router)
        }
      }

      \(TCAFixture.routerView("MapCoordinator", cases: ["map", "login"], views: ["map": "PageView", "login": "PageView"]))

      @Reducer struct Page { struct State: Equatable {}; enum Action { case next } }
      struct PageView: View { let store: StoreOf<Page>; var body: some View { Text("page") } }

      @main
      struct MapApp: App {
        var body: some Scene {
          WindowGroup { MapCoordinatorView(store: Store(initialState: .init(signedIn: false)) { MapCoordinator() }) }
        }
      }
      """)
    let graph = LibraryMarkers.read([file]).graph
    let edges = graph.edges.filter { $0.to == "MapCoordinator.login" }
    XCTAssertEqual(edges.map { "\($0.from) \($0.kind.rawValue) \($0.presentation?.rawValue ?? "-")" }, ["MapCoordinator.map set-routes cover"])
    XCTAssertEqual(edges.first?.location, file["1"])
    let findings = Linter(options: LintOptions(onlyRules: ["back-on-empty-stack", "unreachable-screen"])).lint(graph).findings
    XCTAssertEqual(findings.map(\.message), [])
  }
}
