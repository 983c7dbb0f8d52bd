import FlowGraph
import XCTest

/// The Navigator sample app (Samples/Navigator) read as a whole.
final class NavigatorSampleTests: XCTestCase {
  func testTheSampleAppGivesItsWholeGraph() throws {
    let result = try LibraryMarkers.readSample("Navigator")
    let graph = result.graph
    XCTAssertEqual(result.warnings, [])
    XCTAssertEqual(graph.coordinators.map(\.id), ["AppViewFactory"])
    XCTAssertEqual(graph.coordinator("AppViewFactory")?.roots, ["AppViewFactory.home"])
    XCTAssertEqual(graph.edgeLines, [
      "AppViewFactory -push-> AppViewFactory.catalog",
      "AppViewFactory.cart -push-> AppViewFactory.checkout",
      "AppViewFactory.catalog -push-> AppViewFactory.product",
      "AppViewFactory.catalog -push-> AppViewFactory.product",
      "AppViewFactory.checkout -push-> AppViewFactory.receipt",
      "AppViewFactory.home -push-> AppViewFactory.catalog",
      "AppViewFactory.home -push-> AppViewFactory.catalog",
      "AppViewFactory.home -push-> AppViewFactory.promo",
      "AppViewFactory.home -push-> AppViewFactory.settings",
      "AppViewFactory.product -push-> AppViewFactory.cart",
      "AppViewFactory.promo -push-> AppViewFactory.catalog",
      "AppViewFactory.settings -push-> AppViewFactory.promo",
    ])
    // The deep link is one staged update of two pushes.
    let deepLink = graph.edges.filter(\.staged)
    XCTAssertEqual(deepLink.count, 2)
    XCTAssertEqual(Set(deepLink.compactMap(\.group)).count, 1)
    // The view model's call belongs to the catalog screen whose view builds it.
    XCTAssertTrue(graph.edges.contains { $0.from == "AppViewFactory.catalog" && $0.location?.file == "CatalogScreen.swift" })
    XCTAssertEqual(graph.screens.filter { $0.bindsNavigation == false }.map(\.id), [])
    XCTAssertEqual(graph.screens.filter { $0.hasPayload == false }.map(\.id), ["AppViewFactory.home", "AppViewFactory.settings"])
    XCTAssertEqual(graph.edges.first { $0.to == "AppViewFactory.promo" && $0.from == "AppViewFactory.settings" }?.platforms, ["iOS"])
    XCTAssertEqual(graph.unresolved.map(\.expression), ["pending ?? .cart()"])
  }
}
