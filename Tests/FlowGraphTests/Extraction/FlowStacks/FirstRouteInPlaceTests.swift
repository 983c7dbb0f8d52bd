import FlowGraph
import XCTest

/// FlowStacks' `Router` (0.1–0.4) shows the first route in place as the root, whatever its style: its `Node` at
/// index 0 builds the screen (in a NavigationView when the route asks for one), and a route's style only decides how
/// the route before it presents it. Routes set to `[.cover(.signIn)]` switch the root to `signIn`; in a FlowStack
/// (0.6+) every route is shown on top of the stack's own root view, so the same assignment presents it.
final class FirstRouteInPlaceTests: XCTestCase {
  private func app(container: String, parameters: String = "screen, _") -> LibraryMarkers {
    LibraryMarkers("App.swift", """
      import FlowStacks
      import SwiftUI

      enum Screen: Hashable { case home, account, signIn }

      struct AppFlow: View {
        @State var routes: Routes<Screen> = [.root(.home, embedInNavigationView: true)]
        var body: some View {
          \(container) { \(parameters) in
            switch screen {
            case .home: Button("Account") { routes.push(.account) }
            case .account: Button("Log out") { logOut() }
            case .signIn: Text("Sign in")
            }
          }
        }
        func logOut() { routes = [1️⃣.cover(.signIn, embedInNavigationView: true)] }
      }

      @main
      struct DemoApp: App { var body: some Scene { WindowGroup { AppFlow() } } }
      """)
  }

  func testTheFirstRouteOfARouterIsShownInPlace() {
    let file = app(container: "Router($routes)")
    let graph = LibraryMarkers.read([file]).graph
    XCTAssertEqual(graph.edges(at: file["1"]).map { "\($0.from) \($0.kind.rawValue) \($0.to) \($0.withNavigation)" },
                   ["AppFlow.account root-switch AppFlow.signIn true"])
    XCTAssertEqual(graph.coordinator("AppFlow")?.roots.sorted(), ["AppFlow.home", "AppFlow.signIn"])
  }

  func testAFlowStackShowsEveryRouteOnTopOfItsRoot() {
    let file = app(container: "FlowStack($routes, withNavigation: true) { Text(\"root\") }.flowDestination(for: Screen.self)", parameters: "screen")
    let graph = LibraryMarkers.read([file]).graph
    XCTAssertEqual(graph.edges(at: file["1"]).map { "\($0.from) \($0.kind.rawValue) \($0.to)" }, ["AppFlow.account set-routes AppFlow.signIn"])
  }
}
