import Foundation
import XCTest

@testable import FlowGraph

/// Whole-sample tests: each sample app's full extracted graph equals its reviewed golden graph JSON
/// (regenerate with `flowviz export Samples/FlowStacks/<App> -o Tests/FlowGraphTests/Golden/FlowStacks/<App>.json`
/// from the package root, then review the diff).
final class FlowStacksSampleTests: XCTestCase {
  private var packageRoot: URL {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
  }

  private func check(_ app: String, file: StaticString = #filePath, line: UInt = #line) throws -> FlowGraph {
    let loaded = try InputLoader(workingDirectory: packageRoot.path).load(["Samples/FlowStacks/\(app)"])
    XCTAssertEqual(loaded.warnings, [], file: file, line: line)
    let golden = try XCTUnwrap(Bundle.module.url(forResource: "Golden/FlowStacks/\(app)", withExtension: "json"))
    let expected = try GraphJSON.decode(String(contentsOf: golden, encoding: .utf8), file: golden.path)
    XCTAssertEqual(loaded.graph, expected, file: file, line: line)
    XCTAssertEqual(GraphJSON.encode(loaded.graph), try String(contentsOf: golden, encoding: .utf8), file: file, line: line)
    return loaded.graph
  }

  func testNStackApp() throws {
    let graph = try check("NStackApp")
    XCTAssertEqual(graph.coordinators.map(\.generation), ["0.0", "0.0", "0.0"])
    XCTAssertEqual(graph.entryPoints.map(\.target), ["GardenCoordinator"])
    // The journal sheet attaches a child coordinator that brings its own navigation.
    XCTAssertEqual(graph.edges(from: "GardenCoordinator.garden", to: "JournalCoordinator").map(\.kind), [.sheet])
    XCTAssertEqual(graph.coordinator("JournalCoordinator")?.navigation, .yes)
    // CareView is shared by two screens, each reached from the plant.
    XCTAssertEqual(graph.screens.filter { $0.views.contains("CareView") }.count, 2)
    XCTAssertEqual(graph.edges(from: "BedsCoordinator.plant", to: "BedsCoordinator.care.pruning").map(\.kind), [.push])
    // The deep link pops to the root and pushes one screen: what NFlow allows in one update.
    XCTAssertEqual(graph.edges.filter { $0.from == "BedsCoordinator" }.map(\.to), ["BedsCoordinator.plant"])
    // The journal case shows a child coordinator; it keeps the dismiss its view's callback makes.
    XCTAssertEqual(graph.backActions.filter { $0.screen == "GardenCoordinator.journal" }.map(\.action), [.dismiss])
  }

  func testRouterApp() throws {
    let graph = try check("RouterApp")
    XCTAssertEqual(graph.coordinators.map(\.generation), ["0.1-0.4", "0.1-0.4"])
    // The deep link is one update staged by RouteSteps; so is the way back from the timer.
    let deepLink = graph.edges.filter { $0.from == "RecipesCoordinatorViewModel" }
    XCTAssertEqual(deepLink.map { "\($0.kind.rawValue) \($0.to) \($0.staged)" },
                   ["push RecipesCoordinatorViewModel.recipe true", "cover RecipesCoordinatorViewModel.timer true"])
    XCTAssertEqual(Set(deepLink.compactMap(\.group)).count, 1)
    XCTAssertEqual(graph.backActions.filter { $0.action == .goBackToRoot }.map(\.staged), [true, true])
    // The shopping list case shows a child coordinator: the sheet attaches the child.
    XCTAssertEqual(graph.edges(from: "RecipesCoordinatorViewModel.recipe", to: "ShoppingCoordinator").map(\.kind), [.sheet])
    XCTAssertEqual(graph.screen("RecipesCoordinatorViewModel.shoppingList")?.views, ["ShoppingCoordinator"])
    XCTAssertEqual(graph.edges(from: "ShoppingCoordinator.list", to: "ShoppingCoordinator.store").count, 1)
    XCTAssertEqual(graph.edges(from: "ShoppingCoordinator.item", to: "ShoppingCoordinator.store").count, 1)
  }

  func testFlowStackApp() throws {
    let graph = try check("FlowStackApp")
    XCTAssertEqual(graph.coordinators.map(\.generation), ["0.6+", "0.6+"])
    XCTAssertTrue(graph.edges.filter { $0.from.hasPrefix("TripsCoordinator") }.allSatisfy(\.staged))
    XCTAssertEqual(graph.edges(from: "TripsCoordinator.trip", to: "BookingCoordinator").first?.platforms, ["iOS"])
    // The FlowLink on the root view presents the booking coordinator too.
    XCTAssertEqual(graph.edges(from: "TripsCoordinator.root", to: "BookingCoordinator").map(\.kind), [.cover])
  }
}
