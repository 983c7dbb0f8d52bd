import FlowGraph
import XCTest

/// A coordinator object whose routes come from its initializer's parameter (`init(routes: Routes<S> = [.root(.home)])
/// { self.routes = routes }`) starts on the parameter's default wherever it is made without that argument, as Swift
/// evaluates the default at the call. And a coordinator view handed to UIKit (`UIHostingController(rootView: view)`,
/// then pushed on a `UINavigationController`) has whatever container the UIKit code gives it: its navigation is not
/// known, so `push-without-navigation` abstains there, and reports the same coordinator shown by SwiftUI alone.
final class DefaultRoutesAndUIKitHostTests: XCTestCase {
  private func flow(routesDeclaration: String = "init(routes: Routes<TripScreen> = [.root(.overview)]) { self.routes = routes }") -> LibraryMarkers {
    LibraryMarkers("TripFlow.swift", """
      import FlowStacks
      import SwiftUI

      enum TripScreen: Hashable { case overview, stops, tickets }

      final class TripFlowModel: ObservableObject {
        @Published var routes: Routes<TripScreen>
        \(routesDeclaration)
        func showStops() { routes.1️⃣push(.stops) }
        func showTickets() { routes.push(.tickets) }
      }

      struct TripFlowView: View {
        @ObservedObject var model: TripFlowModel
        var body: some View {
          Router($model.routes) { screen, _ in
            switch screen {
            case .overview: Button("Stops") { model.showStops() }
            case .stops: Button("Tickets") { model.showTickets() }
            case .tickets: Text("Tickets")
            }
          }
        }
      }
      """)
  }

  private let uikit = LibraryMarkers("Menu.swift", """
    import SwiftUI
    import UIKit

    final class MenuViewController: UITableViewController {
      func openTrip() {
        let view = TripFlowView(model: TripFlowModel())
        let host = UIHostingController(rootView: view)
        navigationController?.pushViewController(host, animated: true)
      }
    }
    """)

  private let swiftUI = LibraryMarkers("App.swift", """
    import SwiftUI

    @main
    struct TripApp: App {
      var body: some Scene { WindowGroup { TripFlowView(model: TripFlowModel()) } }
    }
    """)

  private func pushWithoutNavigation(_ files: [LibraryMarkers]) -> [String] {
    Linter(options: LintOptions(onlyRules: ["push-without-navigation"])).lint(LibraryMarkers.read(files).graph).findings.map(\.message)
  }

  func testTheRoutesStartOnTheInitializersDefault() {
    let graph = LibraryMarkers.read([flow(), swiftUI]).graph
    XCTAssertEqual(graph.coordinator("TripFlowModel")?.roots, ["TripFlowModel.overview"])
    XCTAssertEqual(graph.edges(at: flow()["1"]).map { "\($0.from) \($0.kind.rawValue) \($0.to)" }, ["TripFlowModel.overview push TripFlowModel.stops"])
  }

  func testNoDefaultLeavesTheStartUnknown() {
    let graph = LibraryMarkers.read([flow(routesDeclaration: "init(routes: Routes<TripScreen>) { self.routes = routes }"), swiftUI]).graph
    XCTAssertEqual(graph.coordinator("TripFlowModel")?.roots, [])
  }

  func testAViewHostedByUIKitHasNavigationNotKnown() {
    let graph = LibraryMarkers.read([flow(), uikit]).graph
    XCTAssertEqual(graph.coordinator("TripFlowModel")?.navigation, .unknown)
    XCTAssertEqual(pushWithoutNavigation([flow(), uikit]), [])
  }

  func testTheSameFlowShownBySwiftUIAlonePushesWithoutNavigation() {
    let graph = LibraryMarkers.read([flow(), swiftUI]).graph
    XCTAssertEqual(graph.coordinator("TripFlowModel")?.navigation, NavigationContainer.no)
    XCTAssertEqual(pushWithoutNavigation([flow(), swiftUI]).count, 2)
  }
}
