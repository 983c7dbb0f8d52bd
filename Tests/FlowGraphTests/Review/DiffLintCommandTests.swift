import FlowGraph
import XCTest

/// `flowviz diff` lints both sides and reports the findings a change introduces or fixes, by rule, file and
/// screens, never by line; `flowviz render -o report.html` lists the graph's findings in the side panel.
final class DiffLintCommandTests: XCTestCase {
  typealias F = ReviewFixtures
  var dir: URL!
  var flowviz: URL!

  /// A stack with a sheet that brings no navigation container of its own.
  static let base = """
    flowviz: 1
    entry: Notes
    coordinators:
      - id: Notes
        navigation: true
        root: list
        screens: [list, compose]
        transitions:
          - { from: list, to: compose, kind: sheet }
        back:
          - { screen: compose, action: dismiss }

    """

  /// The head pushes from inside that sheet: there is no stack to push onto.
  static let pushFromSheet = base
    .replacingOccurrences(of: "screens: [list, compose]", with: "screens: [list, compose, preview]")
    .replacingOccurrences(
      of: "      - { from: list, to: compose, kind: sheet }\n",
      with: "      - { from: list, to: compose, kind: sheet }\n      - { from: compose, to: preview, kind: push }\n")
    .replacingOccurrences(of: "      - { screen: compose, action: dismiss }\n", with: "      - { screen: compose, action: dismiss }\n      - { screen: preview, action: pop }\n")

  override func setUpWithError() throws {
    guard let binary = F.flowvizBinary else {
      throw XCTSkip("the flowviz binary is not built beside the tests (run `swift build` first)")
    }
    flowviz = binary
    dir = try F.temporaryDirectory()
    try FileManager.default.createDirectory(at: dir.appendingPathComponent("base"), withIntermediateDirectories: true)
    try FileManager.default.createDirectory(at: dir.appendingPathComponent("head"), withIntermediateDirectories: true)
  }

  override func tearDownWithError() throws {
    if let dir { try? FileManager.default.removeItem(at: dir) }
  }

  func write(_ text: String, _ path: String) throws {
    try text.write(to: dir.appendingPathComponent(path), atomically: true, encoding: .utf8)
  }

  /// The JSON diff's findings, as `rule subjects` strings.
  func findings(base: String, head: String, _ extra: [String] = []) throws -> (introduced: [String], fixed: [String]) {
    try write(base, "base/Notes.flow.yml")
    try write(head, "head/Notes.flow.yml")
    let result = try F.run(flowviz, ["diff", "--base", "base", "--head", "head", "--format", "json"] + extra, in: dir)
    XCTAssertEqual(result.status, 0, result.err)
    let diff = try XCTUnwrap((try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [String: Any])?["diff"] as? [String: Any])
    func list(_ key: String) -> [String] {
      (diff[key] as? [[String: Any]] ?? []).map { "\($0["rule"] as? String ?? "?") \(($0["subjects"] as? [String] ?? []).joined(separator: ","))" }
    }
    return (list("findingsIntroduced"), list("findingsFixed"))
  }

  func testPushFromASheetWithoutNavigationIsIntroducedThenFixed() throws {
    let introduced = try findings(base: Self.base, head: Self.pushFromSheet)
    XCTAssertEqual(introduced.introduced.filter { $0.hasPrefix("push-without-navigation") }.count, 1, "\(introduced)")
    XCTAssertEqual(introduced.fixed, [])

    let fixedHead = Self.pushFromSheet.replacingOccurrences(of: "kind: sheet }", with: "kind: sheet, withNavigation: true }")
    let fixed = try findings(base: Self.pushFromSheet, head: fixedHead)
    XCTAssertEqual(fixed.fixed.filter { $0.hasPrefix("push-without-navigation") }.count, 1, "\(fixed)")
    XCTAssertFalse(fixed.introduced.contains { $0.hasPrefix("push-without-navigation") }, "\(fixed)")

    let skipped = try findings(base: Self.base, head: Self.pushFromSheet, ["--no-lint"])
    XCTAssertEqual(skipped.introduced, [], "--no-lint compares the graphs only")
  }

  func testMovingLinesIsNoFindingChange() throws {
    let moved = "# notes app\n# (comments shift every line)\n\n" + Self.pushFromSheet
    let result = try findings(base: Self.pushFromSheet, head: moved)
    XCTAssertEqual(result.introduced, [])
    XCTAssertEqual(result.fixed, [])
    try write(Self.pushFromSheet, "base/Notes.flow.yml")
    let markdown = try F.run(flowviz, ["diff", "--base", "base", "--head", "head"], in: dir)
    XCTAssertEqual(markdown.out, "### Navigation flow changes\n\nNo navigation changes.\n")
  }

  func testEveryFormatReportsTheIntroducedFinding() throws {
    try write(Self.base, "base/Notes.flow.yml")
    try write(Self.pushFromSheet, "head/Notes.flow.yml")
    let markdown = try F.run(flowviz, ["diff", "--base", "base", "--head", "head"], in: dir)
    XCTAssertEqual(markdown.status, 0, markdown.err)
    XCTAssertTrue(markdown.out.contains("| ⚠️ | error introduced | <code>push-without-navigation</code> |"), markdown.out)
    XCTAssertTrue(markdown.out.contains("<code>head/Notes.flow.yml\\:"), "the row names the head's file and line: \(markdown.out)")

    XCTAssertEqual(try F.run(flowviz, ["diff", "--base", "base", "--head", "head", "-o", "changes.html"], in: dir).status, 0)
    let html = try String(contentsOf: dir.appendingPathComponent("changes.html"), encoding: .utf8)
    XCTAssertTrue(html.contains("+ error [push-without-navigation]"), "the change list names the finding")
    XCTAssertTrue(html.contains("\"rule\":\"push-without-navigation\""), "the side panel data holds the finding")
  }

  func testConfigurationAppliesToBothSides() throws {
    try write("disabled_rules: [push-without-navigation]\n", ".flowviz.yml")
    let result = try findings(base: Self.base, head: Self.pushFromSheet)
    XCTAssertFalse(result.introduced.contains { $0.hasPrefix("push-without-navigation") }, "\(result)")
    try write("only_rules: [nope]\n", "bad.yml")
    let bad = try F.run(flowviz, ["diff", "--base", "base", "--head", "head", "--config", "bad.yml"], in: dir)
    XCTAssertEqual(bad.status, 1)
    XCTAssertTrue(bad.err.contains("bad.yml:1:"), bad.err)
  }

  func testRenderedReportListsTheGraphsFindings() throws {
    try write(Self.pushFromSheet, "head/Notes.flow.yml")
    let result = try F.run(flowviz, ["render", "head", "-o", "report.html"], in: dir)
    XCTAssertEqual(result.status, 0, result.err)
    let html = try String(contentsOf: dir.appendingPathComponent("report.html"), encoding: .utf8)
    let start = try XCTUnwrap(html.range(of: "<script type=\"application/json\" id=\"flowviz-data\">"))
    let end = try XCTUnwrap(html.range(of: "</script>", range: start.upperBound..<html.endIndex))
    let data = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(html[start.upperBound..<end.lowerBound].utf8)) as? [String: Any])
    let nodes = try XCTUnwrap(data["nodes"] as? [[String: Any]])
    let preview = try XCTUnwrap(nodes.first { $0["id"] as? String == "Notes.preview" })
    let rules = (preview["findings"] as? [[String: Any]] ?? []).compactMap { $0["rule"] as? String }
    XCTAssertTrue(rules.contains("push-without-navigation"), "\(rules)")
    let list = try XCTUnwrap(nodes.first { $0["id"] as? String == "Notes.list" })
    XCTAssertEqual((list["findings"] as? [[String: Any]])?.count, 0, "a screen without findings lists none")

    XCTAssertEqual(try F.run(flowviz, ["render", "head", "-o", "plain.html", "--no-lint"], in: dir).status, 0)
    let plain = try String(contentsOf: dir.appendingPathComponent("plain.html"), encoding: .utf8)
    XCTAssertFalse(plain.contains("push-without-navigation"))
  }
}
