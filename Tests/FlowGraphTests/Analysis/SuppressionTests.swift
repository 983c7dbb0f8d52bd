import FlowGraph
import XCTest

/// Inline suppressions in Swift sources (read from SwiftParser's trivia) and definition files, and the finding
/// for a suppression that suppresses nothing.
final class SuppressionTests: XCTestCase {
  /// A graph with one unreachable screen declared at a given line of a file.
  private func graph(file: String, line: Int) -> FlowGraph {
    FlowGraph(
      coordinators: [Coordinator(id: "Home", navigation: .yes, location: SourceLocation(file: file, line: 1))],
      screens: [
        Screen(coordinator: "Home", name: "home", location: SourceLocation(file: file, line: 2)),
        Screen(coordinator: "Home", name: "orphan", location: SourceLocation(file: file, line: line, column: 8)),
      ],
      entryPoints: [EntryPoint(target: "Home")]
    ).withRoot()
  }

  private func lint(_ source: String, file: String = "Home.swift", line: Int) -> LintResult {
    Linter().lint(graph(file: file, line: line), sources: [file: source])
  }

  private let swift = """
    enum Screen {
      case home
      // flowviz:disable:next unreachable-screen
      case orphan
      case other // flowviz:disable:this all
    }
    let text = "// flowviz:disable:next unreachable-screen"
    /* flowviz:disable unreachable-screen */
    let a = 1
    // flowviz:enable unreachable-screen
    let b = 2
    """

  func testDisableNextInSwiftSilencesTheFindingOnTheNextLine() {
    let result = lint(swift, line: 4)
    XCTAssertEqual(result.findings.filter { $0.rule == "unreachable-screen" }, [])
    XCTAssertEqual(result.suppressed, 1)
    // The `:this` on line 5 and the region of lines 8-10 silence nothing: both are reported, at the comments.
    XCTAssertEqual(
      result.findings.map { "\($0.rule)@\($0.location?.line ?? 0):\($0.location?.column ?? 0)" },
      ["superfluous-suppression@5:14", "superfluous-suppression@8:1"])
  }

  func testRegionSilencesLinesBetweenDisableAndEnable() {
    XCTAssertEqual(lint(swift, line: 9).suppressed, 1)
    XCTAssertEqual(lint(swift, line: 11).findings.filter { $0.rule == "unreachable-screen" }.count, 1)
  }

  func testThisAndAllSilenceAnyRuleOnTheCommentsLine() {
    let result = lint(swift, line: 5)
    XCTAssertEqual(result.suppressed, 1)
    XCTAssertFalse(result.findings.contains { $0.rule == "unreachable-screen" })
  }

  func testCommentTextInsideAStringLiteralIsNotASuppression() {
    // Line 7 holds the text inside a string: line 8 (the next line) must not be silenced by it.
    XCTAssertEqual(lint(swift, line: 8).suppressed, 1, "line 8 is silenced by the region, not by the string")
    let noRegion = swift.replacingOccurrences(of: "/* flowviz:disable unreachable-screen */", with: "let c = 0")
    XCTAssertEqual(lint(noRegion, line: 8).suppressed, 0)
  }

  func testPreviousInDefinitionFiles() {
    let yaml = """
      coordinators:
        - id: Home
          screens: [home, orphan]
          # flowviz:disable:previous unreachable-screen
      """
    let result = lint(yaml, file: "Home.flow.yml", line: 3)
    XCTAssertEqual(result.suppressed, 1)
    XCTAssertEqual(result.findings, [])
  }

  func testHashInsideQuotesIsNotAComment() {
    let yaml = "name: \"a # flowviz:disable:this all\"\n"
    XCTAssertEqual(Suppression.parse(yaml, file: "A.flow.yml"), [])
  }

  func testUnknownRuleInASuppressionIsReported() {
    let result = lint("// flowviz:disable:next unreachable-screns\nlet x = 1\n", line: 2)
    XCTAssertTrue(result.findings.contains { $0.rule == "superfluous-suppression" && $0.message.contains("unknown rule 'unreachable-screns'") })
    XCTAssertTrue(result.findings.contains { $0.rule == "unreachable-screen" })
  }

  func testSuppressionsOfDisabledRulesAreNotSuperfluous() {
    let options = LintOptions(disabledRules: ["unreachable-screen"])
    let result = Linter(options: options).lint(graph(file: "Home.swift", line: 3), sources: ["Home.swift": "// flowviz:disable:next unreachable-screen\nlet x = 1\n"])
    XCTAssertEqual(result.findings, [])
  }
}

extension FlowGraph {
  /// Gives every coordinator its first screen as root.
  func withRoot() -> FlowGraph {
    var copy = self
    for i in copy.coordinators.indices where copy.coordinators[i].roots.isEmpty {
      if let first = copy.screens.first(where: { $0.coordinator == copy.coordinators[i].id }) { copy.coordinators[i].roots = [first.id] }
    }
    return copy
  }
}

final class SuppressionCommandTests: XCTestCase {
  func testProseMentioningACommandIsNotASuppression() {
    let source = """
      /// Use `// flowviz:disable:next rule` to silence one line.
      // Note: flowviz:disable all would silence everything.
      //flowviz:disable:next unreachable-screen -- reason
      let x = 1
      """
    let found = Suppression.parse(source, file: "A.swift")
    XCTAssertEqual(found.map(\.rules), [["unreachable-screen"]])
    XCTAssertEqual(found.first?.lines, 4...4)
    XCTAssertEqual(found.first?.location, SourceLocation(file: "A.swift", line: 3, column: 1))
  }

  func testApostropheInPlainTextDoesNotHideAComment() {
    let found = Suppression.parse("name: Don't panic # flowviz:disable:this all\n", file: "A.flow.yml")
    XCTAssertEqual(found.map(\.location.column), [19])
  }

  func testUnterminatedRegionRunsToTheEndOfTheFile() {
    let found = Suppression.parse("a: 1\n# flowviz:disable nested-navigation all\nb: 2\nc: 3\n", file: "A.flow.yml")
    XCTAssertEqual(found.map(\.lines), [2...5, 2...5])
    XCTAssertEqual(Set(found.flatMap(\.rules)), ["nested-navigation", "all"])
  }
}
