import FlowGraph
import XCTest

/// The TCACoordinators sample app (Samples/TCACoordinators) read as a whole: an app reducer switching between a
/// login router and a TabView of routers, a deep link from the tab parent, routes computed over screen ids.
final class TCACoordinatorsSampleTests: XCTestCase {
  func testTheSampleAppGivesItsWholeGraph() throws {
    let result = try LibraryMarkers.readSample("TCACoordinators")
    let graph = result.graph
    XCTAssertEqual(result.warnings, [])
    XCTAssertEqual(graph.coordinators.map { "\($0.id) \($0.kind.rawValue) \($0.roots) \($0.navigation.rawValue)" }, [
      "InboxCoordinator navigation [\"InboxCoordinator.inbox\"] yes",
      "LoginCoordinator navigation [\"LoginCoordinator.login\"] yes",
      "MainTabs(TabView) tab [\"MainTabs(TabView).tab:inbox\", \"MainTabs(TabView).tab:todos\"] no",
      "RootFeature(isSignedIn) wrapper [\"RootFeature(isSignedIn).root:login\", \"RootFeature(isSignedIn).root:main\"] no",
      "SettingsCoordinator navigation [\"SettingsCoordinator.overview\"] yes",
      "TodoCoordinator navigation [\"TodoCoordinator.home\"] yes",
    ])
    XCTAssertEqual(graph.edgeLines, [
      "InboxCoordinator.inbox -push-> InboxCoordinator.message",
      "InboxCoordinator.message -tab-> MainTabs(TabView).tab:todos",
      // Signing out builds the login flow's state afresh (`state.login = LoginCoordinator.State()`): back to its root.
      "LoginCoordinator -root-switch-> LoginCoordinator.login",
      "LoginCoordinator.login -push-> LoginCoordinator.signUp",
      "LoginCoordinator.login -root-switch-> RootFeature(isSignedIn).root:main",
      "LoginCoordinator.signUp -root-switch-> RootFeature(isSignedIn).root:main",
      "MainTabs(TabView) -tab-> MainTabs(TabView).tab:inbox",
      "MainTabs(TabView) -tab-> MainTabs(TabView).tab:todos",
      "MainTabs(TabView) -tab-> MainTabs(TabView).tab:todos",
      "MainTabs(TabView).tab:inbox -embed-> InboxCoordinator",
      "MainTabs(TabView).tab:todos -embed-> TodoCoordinator",
      "RootFeature(isSignedIn).root:login -embed-> LoginCoordinator",
      "RootFeature(isSignedIn).root:main -embed-> MainTabs(TabView)",
      "SettingsCoordinator.account -root-switch-> RootFeature(isSignedIn).root:login",
      "SettingsCoordinator.overview -push-> SettingsCoordinator.account",
      "TodoCoordinator -push-> TodoCoordinator.detail",
      "TodoCoordinator -push-> TodoCoordinator.detail",
      "TodoCoordinator -push-> TodoCoordinator.list",
      "TodoCoordinator -root-switch-> TodoCoordinator.home",
      "TodoCoordinator.detail -cover-> TodoCoordinator.photo",
      "TodoCoordinator.detail -sheet-> TodoCoordinator.photo",
      "TodoCoordinator.home -push-> TodoCoordinator.list",
      "TodoCoordinator.home -sheet-> TodoCoordinator.settings",
      "TodoCoordinator.list -push-> TodoCoordinator.detail",
      "TodoCoordinator.settings -embed-> SettingsCoordinator",
    ])
    // The platform alternatives of one arm are tagged and not one update.
    let photo = graph.edges.filter { $0.to == "TodoCoordinator.photo" }
    XCTAssertEqual(photo.map(\.platforms), [["iOS"], ["!iOS"]])
    XCTAssertEqual(photo.compactMap(\.group), [])
    // The deep link from the tab parent is staged by `.routeWithDelaysIfUnsupported`: one update.
    let deepLink = graph.edges.filter { $0.from == "TodoCoordinator" && $0.staged }
    XCTAssertEqual(deepLink.map(\.to).sorted(), ["TodoCoordinator.detail", "TodoCoordinator.list"])
    XCTAssertEqual(Set(deepLink.compactMap(\.group)).count, 1)
    // Tab bar taps select any tab: uncertain edges, one group.
    let taps = graph.edges.filter { $0.kind == .tab && $0.certainty == .uncertain }
    XCTAssertEqual(taps.count, 2)
    XCTAssertEqual(Set(taps.compactMap(\.group)).count, 1)
    XCTAssertEqual(graph.parents()["SettingsCoordinator"], "TodoCoordinator")
    XCTAssertEqual(graph.parents()["TodoCoordinator"], "MainTabs(TabView)")
    XCTAssertEqual(graph.parents()["MainTabs(TabView)"], "RootFeature(isSignedIn)")
    XCTAssertEqual(graph.entryPoints.map { "\($0.target) \($0.location?.file ?? "")" }, ["RootFeature(isSignedIn) TodoApp.swift"])
    XCTAssertEqual(Set(graph.backActions.map(\.action)), [.dismiss, .goBackToRoot, .goBack])
    let findings = Linter(options: LintOptions()).lint(graph, sources: [:]).findings
    XCTAssertEqual(findings.map(\.rule), [])
  }
}
