import FlowGraph
import XCTest

/// The TCACoordinators sample app (Samples/TCACoordinators) read as a whole.
final class TCACoordinatorsSampleTests: XCTestCase {
  func testTheSampleAppGivesItsWholeGraph() throws {
    let result = try LibraryMarkers.readSample("TCACoordinators")
    let graph = result.graph
    XCTAssertEqual(result.warnings, [])
    XCTAssertEqual(graph.coordinators.map { "\($0.id) \($0.roots) \($0.navigation.rawValue)" }, [
      "AppCoordinator [\"AppCoordinator.login\"] yes", "SettingsCoordinator [\"SettingsCoordinator.overview\"] yes",
    ])
    XCTAssertEqual(graph.edgeLines, [
      "AppCoordinator -root-switch-> AppCoordinator.home",
      "AppCoordinator -set-routes-> AppCoordinator.detail",
      "AppCoordinator -set-routes-> AppCoordinator.list",
      "AppCoordinator.detail -cover-> AppCoordinator.photo",
      "AppCoordinator.detail -sheet-> AppCoordinator.photo",
      "AppCoordinator.home -push-> AppCoordinator.list",
      "AppCoordinator.home -sheet-> AppCoordinator.settings",
      "AppCoordinator.list -push-> AppCoordinator.detail",
      "AppCoordinator.login -root-switch-> AppCoordinator.home",
      "AppCoordinator.settings -embed-> SettingsCoordinator",
      "AppCoordinator.settings -root-switch-> AppCoordinator.login",
      "SettingsCoordinator.overview -push-> SettingsCoordinator.account",
    ])
    // The platform alternatives of one arm are tagged and not one update.
    let photo = graph.edges.filter { $0.to == "AppCoordinator.photo" }
    XCTAssertEqual(photo.map(\.platforms), [["iOS"], ["!iOS"]])
    XCTAssertEqual(photo.compactMap(\.group), [])
    // The deep link is staged by `.routeWithDelaysIfUnsupported`: one update the library breaks into steps.
    let deepLink = graph.edges.filter { $0.from == "AppCoordinator" }
    XCTAssertEqual(deepLink.map(\.staged), [true, true, true])
    XCTAssertEqual(Set(deepLink.compactMap(\.group)).count, 1)
    XCTAssertEqual(graph.parents()["SettingsCoordinator"], "AppCoordinator")
    XCTAssertEqual(graph.entryPoints.map { "\($0.target) \($0.location?.file ?? "")" }, ["AppCoordinator TodoApp.swift"])
    XCTAssertEqual(Set(graph.backActions.map(\.action)), [.dismiss, .goBackToRoot, .goBack])
  }
}
