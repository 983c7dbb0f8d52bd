import Foundation
import XCTest

/// `flowviz rules <id>` shows a rule with its Swift and definition-file examples, markers where findings are.
final class RulesCommandTests: XCTestCase {
  var cli: CLIRunner!

  override func setUpWithError() throws { cli = try CLIRunner() }

  override func tearDown() { cli.cleanUp() }

  func testShowsSwiftAndDefinitionExamplesWithMarkers() throws {
    let result = try cli.run("rules", "push-without-navigation")
    XCTAssertEqual(result.status, 0, result.stderr)
    let text = result.stdout
    let triggering = try XCTUnwrap(text.range(of: "Triggering examples (↓ marks where the finding is):"))
    let nonTriggering = try XCTUnwrap(text.range(of: "Non-triggering examples:"))
    XCTAssertLessThan(triggering.lowerBound, nonTriggering.lowerBound)
    let shown = text[triggering.upperBound..<nonTriggering.lowerBound]
    XCTAssertTrue(shown.contains("  [Swift]"), String(shown))
    XCTAssertTrue(shown.contains("  [definition file]"), String(shown))
    XCTAssertTrue(shown.contains("    func showDetail() { routes.↓push(.detail) }"), String(shown))
    XCTAssertTrue(shown.contains("import Stinsen"), "the Stinsen example is shown too")
    let after = text[nonTriggering.upperBound...]
    XCTAssertTrue(after.contains("[.root(.home, embedInNavigationView: true)]"), String(after))
    XCTAssertFalse(after.contains("↓"), "non-triggering examples carry no markers")
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      XCTAssertFalse(line.hasSuffix(" "), "trailing whitespace: '\(line)'")
    }
  }

  func testEveryRuleShowsASwiftExample() throws {
    let list = try cli.run("rules")
    let ids = list.stdout.split(separator: "\n").compactMap { $0.split(separator: " ").first.map(String.init) }
    XCTAssertEqual(ids.count, 27, list.stdout)
    for id in ids {
      let shown = try cli.run("rules", id)
      XCTAssertEqual(shown.status, 0, id)
      XCTAssertGreaterThanOrEqual(shown.stdout.components(separatedBy: "[Swift]").count - 1, 2, "\(id): too few Swift examples")
    }
  }
}
