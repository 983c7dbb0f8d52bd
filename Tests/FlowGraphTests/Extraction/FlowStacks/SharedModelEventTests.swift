import FlowGraph
import XCTest

/// A view model several screens share, whose `on(_ event:)` switches on the event each screen's view sends and calls
/// the coordinator's own `push(to:)` (which forwards to the routes) through a property typed by a protocol the
/// coordinator conforms to, written `any ShopRouting` or `ShopRouting`: each push starts at the screens sending that
/// arm's event, also from a helper method only that arm calls.
final class SharedModelEventTests: XCTestCase {
  private func app(routerType: String) -> LibraryMarkers {
    LibraryMarkers("App.swift", """
      import FlowStacks
      import SwiftUI

      enum ShopScreen: Hashable { case home, list, receipt }

      protocol ShopRouting: AnyObject {
        func push(to screen: ShopScreen)
      }

      final class ShopFlow: ObservableObject, ShopRouting {
        @Published var routes: Routes<ShopScreen> = [.root(.home, embedInNavigationView: true)]
        func push(to screen: ShopScreen) { routes.push(screen) }
      }

      enum ShopEvent { case openList, buy }

      final class ShopModel: ObservableObject {
        private let router: \(routerType)
        init(router: \(routerType)) { self.router = router }
        func on(_ event: ShopEvent) {
          switch event {
          case .openList:
            router.1️⃣push(to: .list)
          case .buy:
            buy()
          }
        }
        private func buy() { router.2️⃣push(to: .receipt) }
      }

      struct ShopFlowView: View {
        @ObservedObject var flow: ShopFlow
        let model: ShopModel
        var body: some View {
          Router($flow.routes) { screen, _ in
            switch screen {
            case .home: HomeView(model: model)
            case .list: ListView(model: model)
            case .receipt: Text("Receipt")
            }
          }
        }
      }

      struct HomeView: View {
        let model: ShopModel
        var body: some View { Button("Browse") { model.on(.openList) } }
      }

      struct ListView: View {
        let model: ShopModel
        var body: some View { Button("Buy") { model.on(.buy) } }
      }

      @main
      struct ShopApp: App {
        @StateObject var flow = ShopFlow()
        var body: some Scene { WindowGroup { ShopFlowView(flow: flow, model: ShopModel(router: flow)) } }
      }
      """)
  }

  func testEachEventsPushStartsAtTheScreenSendingIt() {
    for routerType in ["any ShopRouting", "ShopRouting"] {
      let file = app(routerType: routerType)
      let graph = LibraryMarkers.read([file]).graph
      let line = { (marker: String) in graph.edges(at: file[marker]).map { "\($0.from) \($0.kind.rawValue) \($0.to)" } }
      XCTAssertEqual(line("1"), ["ShopFlow.home push ShopFlow.list"], routerType)
      XCTAssertEqual(line("2"), ["ShopFlow.list push ShopFlow.receipt"], routerType)
      XCTAssertEqual(graph.unresolved.count, 0, routerType)
    }
  }
}
