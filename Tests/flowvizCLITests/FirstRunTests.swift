import Foundation
import XCTest

/// A first run on your own app: what flowviz says it found, a folder without any library, an app without an entry
/// point, and names of coordinators as people write them.
final class FirstRunTests: XCTestCase {
  var cli: CLIRunner!

  /// A Stinsen app that nothing starts (no `@main` App builds a coordinator's view).
  let coordinators = """
    import Stinsen
    import SwiftUI

    final class HomeCoordinator: NavigationCoordinatable {
      let stack = NavigationStack(initial: \\HomeCoordinator.start)
      @Root var start = makeStart
      @Route(.push) var detail = makeDetail
      @ViewBuilder func makeStart() -> some View { HomeScreen() }
      @ViewBuilder func makeDetail() -> some View { Text("detail") }
    }

    struct HomeScreen: View {
      @EnvironmentObject var router: HomeCoordinator.Router
      var body: some View { Button("Go") { router.route(to: \\.detail) } }
    }
    """

  /// The same class name declared once per platform (the files tell them apart).
  let settingsIOS = """
    import Stinsen
    import SwiftUI
    #if os(iOS)
    final class SettingsCoordinator: NavigationCoordinatable {
      let stack = NavigationStack(initial: \\SettingsCoordinator.start)
      @Root var start = makeStart
      @ViewBuilder func makeStart() -> some View { Text("iOS") }
    }
    #endif
    """

  override func setUpWithError() throws {
    cli = try CLIRunner()
    try cli.write(coordinators, to: "App/Coordinators.swift")
    try cli.write(settingsIOS, to: "App/SettingsCoordinator+iOS.swift")
    try cli.write(settingsIOS.replacingOccurrences(of: "iOS", with: "macOS"), to: "App/SettingsCoordinator+macOS.swift")
    try cli.write("import SwiftUI\n\nstruct Plain: View {\n  var body: some View { NavigationLink(\"a\") { Text(\"b\") } }\n}\n", to: "Plain/Plain.swift")
  }

  override func tearDown() { cli.cleanUp() }

  func testTheSummarySaysWhatWasFoundAndThatNoEntryPointWasFound() throws {
    let result = try cli.run("export", "App", "-o", "graph.json", environment: ["FLOWVIZ_SUMMARY": "1"])
    XCTAssertEqual(result.status, 0, result.stderr)
    XCTAssertTrue(result.stderr.contains(
      "flowviz: read 3 Swift files: Stinsen 2.x; 3 coordinators, 4 screens, 1 edge, 0 unresolved; no entry point found (set entry_points in .flowviz.yml or `entry:` in a definition file)"),
      result.stderr)
    let quiet = try cli.run("export", "App", "-o", "graph.json", "--quiet", environment: ["FLOWVIZ_SUMMARY": "1"])
    XCTAssertEqual(quiet.stderr, "", "--quiet silences the summary")
    let piped = try cli.run("export", "App", "-o", "graph.json")
    XCTAssertEqual(piped.stderr, "", "no summary when stderr is not a terminal")
  }

  func testEntryPointsTakeTypeNamesWithThePlatformWhenAmbiguous() throws {
    try cli.write("entry_points: [HomeCoordinator, SettingsCoordinator@iOS]\n", to: ".flowviz.yml")
    let result = try cli.run("lint", "App", environment: ["FLOWVIZ_SUMMARY": "1"])
    XCTAssertNotEqual(result.status, 1, "the entry points resolve (findings may exit 2): \(result.stderr)")
    XCTAssertTrue(result.stderr.contains("entry: HomeCoordinator, SettingsCoordinator@SettingsCoordinator+iOS"), result.stderr)
    try cli.write("entry_points: [SettingsCoordinator]\n", to: ".flowviz.yml")
    let ambiguous = try cli.run("lint", "App")
    XCTAssertEqual(ambiguous.status, 1)
    XCTAssertTrue(ambiguous.stderr.contains(
      ".flowviz.yml:1:16: error: entry point 'SettingsCoordinator' is ambiguous: it names SettingsCoordinator@iOS, SettingsCoordinator@macOS"),
      ambiguous.stderr)
  }

  func testAnUnknownCoordinatorNameListsTheClosest() throws {
    try cli.write("entry_points: [HomeCordinator]\n", to: ".flowviz.yml")
    let lint = try cli.run("lint", "App")
    XCTAssertEqual(lint.status, 1)
    XCTAssertTrue(lint.stderr.contains(".flowviz.yml:1:16: error: unknown entry point 'HomeCordinator'; the closest: HomeCoordinator"), lint.stderr)
    try cli.write("{\"routes\": [{\"style\": \"root\", \"screen\": \"start\"}]}\n", to: "routes.jsonl")
    let trace = try cli.run("trace", "routes.jsonl", "--graph", "App", "--coordinator", "homecoordinatr")
    XCTAssertEqual(trace.status, 1)
    XCTAssertTrue(trace.stderr.contains("unknown coordinator 'homecoordinatr'; the closest: HomeCoordinator"), trace.stderr)
    let known = try cli.run("trace", "routes.jsonl", "--graph", "App", "--coordinator", "homecoordinator", "--format", "json")
    XCTAssertEqual(known.status, 0, known.stderr)
    XCTAssertTrue(known.stdout.contains("HomeCoordinator"), known.stdout)
  }

  func testAFolderWithoutLibraryUseSaysSoInsteadOfDrawingNothing() throws {
    let render = try cli.run("render", "Plain", "-o", "flows.svg")
    XCTAssertEqual(render.status, 1)
    XCTAssertEqual(render.stderr, """
      error: no coordinator library use found; flowviz reads FlowStacks (0.0.x, 0.1–0.4, 0.6+), Stinsen 2.x, Navigator (flopshot) and TCACoordinators, plus coordinator definition files (*.flow.yml, *.flow.json) (read 1 Swift file); nothing written

      """)
    XCTAssertFalse(cli.exists("flows.svg"))
    let lint = try cli.run("lint", "Plain")
    XCTAssertEqual(lint.status, 0, "nothing to lint is not a failure")
    XCTAssertTrue(lint.stderr.hasPrefix("warning: no coordinator library use found"), lint.stderr)
  }
}
