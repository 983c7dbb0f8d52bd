import FlowGraph
import XCTest

/// Names people give coordinators (`entry_points`, `--coordinator`): ids, type names, platforms, near misses.
final class CoordinatorLookupTests: XCTestCase {
  let graph = FlowGraph(
    coordinators: [
      Coordinator(id: "AppCoordinator", library: .flowStacks, roots: ["AppCoordinator.home"]),
      Coordinator(id: "Settings@Settings+iOS", name: "Settings", library: .stinsen, platforms: ["iOS"]),
      Coordinator(id: "Settings@Settings+macOS", name: "Settings", library: .stinsen, platforms: ["macOS"]),
      Coordinator(id: "Feature.Flow", name: "Feature.Flow", library: .tcaCoordinators),
    ],
    screens: [
      Screen(coordinator: "AppCoordinator", name: "home"), Screen(coordinator: "AppCoordinator", name: "detail"),
      Screen(coordinator: "Feature.Flow", name: "list.item"),
    ])

  func testIdsTypeNamesAndPlatforms() {
    let lookup = CoordinatorLookup(graph)
    XCTAssertEqual(lookup.coordinator("AppCoordinator"), .found("AppCoordinator"))
    XCTAssertEqual(lookup.coordinator("appcoordinator"), .found("AppCoordinator"), "letter case does not matter when unambiguous")
    XCTAssertEqual(lookup.coordinator("Settings@iOS"), .found("Settings@Settings+iOS"))
    XCTAssertEqual(lookup.coordinator("Settings@Settings+macOS"), .found("Settings@Settings+macOS"))
    XCTAssertEqual(lookup.coordinator("Settings"), .ambiguous(["Settings@iOS", "Settings@macOS"]))
  }

  func testScreensByAnyCoordinatorName() {
    let lookup = CoordinatorLookup(graph)
    XCTAssertEqual(lookup.node("AppCoordinator.detail"), .found("AppCoordinator.detail"))
    XCTAssertEqual(lookup.node("appCoordinator.detail"), .found("AppCoordinator.detail"))
    XCTAssertEqual(lookup.node("Feature.Flow.list.item"), .found("Feature.Flow.list.item"), "dots in both the id and the screen")
    XCTAssertEqual(lookup.node("AppCoordinator.detial"), .unknown(closest: ["AppCoordinator.detail"]))
  }

  func testUnknownNamesListTheClosest() {
    let lookup = CoordinatorLookup(graph)
    XCTAssertEqual(lookup.coordinator("AppCordinator"), .unknown(closest: ["AppCoordinator"]))
    XCTAssertEqual(lookup.coordinator("Zzz"), .unknown(closest: []))
    XCTAssertEqual(
      CoordinatorLookup.message("coordinator", "AppCordinator", lookup.coordinator("AppCordinator")),
      "unknown coordinator 'AppCordinator'; the closest: AppCoordinator")
  }
}
