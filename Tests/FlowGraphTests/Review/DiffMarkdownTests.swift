import FlowGraph
import XCTest

final class DiffMarkdownTests: XCTestCase {
  typealias F = ReviewFixtures

  /// Base → head: a screen added (with a name full of Markdown and HTML), one removed, an edge's kind changed,
  /// an edge moved to another screen, a coordinator added and attached, the entry point changed.
  static var change: (base: FlowGraph, head: FlowGraph) {
    let base = F.with(F.shop) {
      $0.screens.append(Screen(coordinator: "Shop", name: "legacy"))
      $0.edges.append(Edge(from: "Shop.home", to: "Shop.legacy", kind: .push, location: F.at(16)))
    }
    let head = F.with(F.shop) {
      $0.screens.append(Screen(coordinator: "Shop", name: "a|b <b>\"x\"</b> `y`", location: F.at(6)))
      $0.edges.append(Edge(from: "Shop.home", to: "Shop.a|b <b>\"x\"</b> `y`", kind: .cover, location: F.at(18)))
      $0.edges[0].kind = .sheet
      $0.edges[2].from = "Shop.list"
      $0.coordinators.append(Coordinator(id: "Help", name: "HelpFlow", kind: .presentation, roots: ["Help.faq"], navigation: .yes))
      $0.screens.append(Screen(coordinator: "Help", name: "faq"))
      $0.edges.append(Edge(from: "Shop.detail", to: "Help", kind: .sheet, withNavigation: true, location: F.at(22)))
      $0.entryPoints.append(EntryPoint(target: "Help"))
    }
    return (base, head)
  }

  func testGoldenComment() throws {
    let (base, head) = Self.change
    let diff = GraphDiff(base: base, head: head)
    try assertGolden(DiffMarkdown().render(diff, base: base, head: head), "diff-comment.md")
  }

  func testGoldenMermaidNeighbourhood() throws {
    let (base, head) = Self.change
    let union = DiffUnion(diff: GraphDiff(base: base, head: head), base: base, head: head)
    guard case .diagram(let text) = DiffMermaid().render(union) else { return XCTFail("expected a diagram") }
    try assertGolden(text, "diff-neighbourhood.mmd")
  }

  func testNamesAreEscapedInTableAndDiagram() {
    let (base, head) = Self.change
    let text = DiffMarkdown().render(GraphDiff(base: base, head: head), base: base, head: head)
    XCTAssertFalse(text.contains("<b>"), "HTML in a screen name must not reach the comment as HTML")
    XCTAssertTrue(text.contains("a\\|b &lt;b&gt;&quot;x&quot;&lt;/b&gt; \\`y\\`"), text)
    XCTAssertTrue(text.contains("a#124;b #60;b#62;#34;x#34;#60;/b#62; #96;y#96;"), "Mermaid label uses Mermaid.escape")
    // Every table row has exactly four cells: no unescaped `|` from user text.
    for row in text.split(separator: "\n") where row.hasPrefix("| ") {
      let cells = row.replacingOccurrences(of: "\\|", with: "").filter { $0 == "|" }.count
      XCTAssertEqual(cells, 5, String(row))
    }
  }

  func testFindingsIntroducedAndFixedAreRows() {
    let introduced = Finding(
      rule: "cover-without-dismiss", severity: .warning, message: "no way back from <cart>", location: F.at(42),
      suggestion: "add a dismiss", subjects: ["Cart.cart"])
    let fixed = Finding(
      rule: "push-without-navigation", severity: .error, message: "no stack", location: F.at(7), suggestion: "wrap it",
      subjects: ["Shop.list"])
    let diff = GraphDiff(base: F.shop, head: F.shopMoved, baseFindings: [fixed], headFindings: [introduced])
    let text = DiffMarkdown().render(diff, base: F.shop, head: F.shopMoved)
    XCTAssertTrue(text.contains("**2 changes** — findings: 1 introduced, 1 fixed"), text)
    XCTAssertTrue(text.contains(
      "| ⚠️ | warning introduced | <code>cover-without-dismiss</code> | no way back from &lt;cart&gt; (<code>Cart.cart</code>) at <code>App.swift\\:42\\:5</code> |"), text)
    XCTAssertTrue(text.contains("| ✅ | error fixed | <code>push-without-navigation</code> | no stack (<code>Shop.list</code>) at <code>App.swift\\:7\\:5</code> (base) |"), text)
  }

  func testNoChangesIsOneLine() {
    let text = DiffMarkdown().render(GraphDiff(base: F.shop, head: F.shopMoved), base: F.shop, head: F.shopMoved)
    XCTAssertEqual(text, "### Navigation flow changes\n\nNo navigation changes.\n")
  }

  /// 600 new screens, each pushed from home: more edges than GitHub draws in one diagram.
  func testHugeChangeDegradesToAListAndANote() {
    let head = F.with(F.shop) {
      for i in 0..<600 {
        $0.screens.append(Screen(coordinator: "Shop", name: "s\(i)"))
        $0.edges.append(Edge(from: "Shop.home", to: "Shop.s\(i)", kind: .push, location: F.at(100 + i)))
      }
    }
    let diff = GraphDiff(base: F.shop, head: head)
    let union = DiffUnion(diff: diff, base: F.shop, head: head)
    guard case .tooLarge(let edges, _) = DiffMermaid().render(union) else { return XCTFail("expected tooLarge") }
    XCTAssertGreaterThan(edges, 500)
    let text = DiffMarkdown().render(diff, base: F.shop, head: head)
    XCTAssertFalse(text.contains("```mermaid"))
    XCTAssertTrue(text.contains("larger than GitHub renders in one Mermaid diagram (500 edges, 50000 characters)"))
    XCTAssertTrue(text.contains("- <code>ShopCoordinator</code>: ~home, +s0, +s1, +s10"), "changed screens listed by coordinator")
    XCTAssertLessThanOrEqual(text.utf16.count, 65_536)
    XCTAssertTrue(text.contains("more changes are not listed: a GitHub comment holds at most 65536 characters"))
  }

  func testCharacterLimitsOfDiagramAndComment() {
    let (base, head) = Self.change
    let diff = GraphDiff(base: base, head: head)
    let small = DiffMarkdown(mermaid: DiffMermaid(maxCharacters: 200), maxCharacters: 1_200)
    let text = small.render(diff, base: base, head: head)
    XCTAssertFalse(text.contains("```mermaid"))
    XCTAssertLessThanOrEqual(text.utf16.count, 1_200)
    XCTAssertTrue(text.contains("more changes are not listed"), text)
    // Within the limits, nothing is cut.
    let whole = DiffMarkdown().render(diff, base: base, head: head)
    XCTAssertFalse(whole.contains("not listed"))
    XCTAssertEqual(whole.components(separatedBy: "\n| ").count - 2, diff.changeCount, "one row per change")
  }

  func testDiagramGivesWayToTheTableAtTheCommentLimit() {
    let (base, head) = Self.change
    let diff = GraphDiff(base: base, head: head)
    let text = DiffMarkdown(maxCharacters: 2_600).render(diff, base: base, head: head)
    XCTAssertFalse(text.contains("```mermaid"))
    XCTAssertTrue(text.contains("exceed what a GitHub comment holds (2600 characters)"), text)
    XCTAssertFalse(text.contains("not listed"), "the whole table fits once the diagram is gone")
    XCTAssertLessThanOrEqual(text.utf16.count, 2_600)
  }

  func testListOfChangedScreensIsCappedToo() {
    let head = F.with(F.shop) {
      for i in 0..<80 {
        $0.coordinators.append(Coordinator(id: "C\(i)", name: "Coordinator\(i)", roots: ["C\(i).root"]))
        $0.screens.append(Screen(coordinator: "C\(i)", name: "root"))
        $0.edges.append(Edge(from: "Shop.home", to: "C\(i)", kind: .sheet))
      }
    }
    let diff = GraphDiff(base: F.shop, head: head)
    let text = DiffMarkdown(mermaid: DiffMermaid(maxEdges: 20), maxCharacters: 6_000).render(diff, base: F.shop, head: head)
    XCTAssertTrue(text.contains("larger than GitHub renders in one Mermaid diagram (20 edges"), text)
    XCTAssertTrue(text.contains("more coordinators with changes"), text)
    XCTAssertTrue(text.contains("more changes are not listed"))
    XCTAssertLessThanOrEqual(text.utf16.count, 6_000)
  }

  func testNeighbourhoodLeavesFarScreensOut() {
    let head = F.with(F.shop) { $0.edges[2].kind = .cover }  // detail → Cart changed
    let union = DiffUnion(diff: GraphDiff(base: F.shop, head: head), base: F.shop, head: head)
    let (nodes, edges) = union.neighbourhood()
    XCTAssertEqual(nodes, ["Shop.detail", "Cart", "Shop.list"])
    XCTAssertEqual(edges.count, 2)
    XCTAssertFalse(nodes.contains("Shop.home"), "home is two steps away from the change")
  }

  func assertGolden(_ text: String, _ name: String, file: StaticString = #filePath, line: UInt = #line) throws {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Golden/Review/\(name)")
    if ProcessInfo.processInfo.environment["FLOWVIZ_UPDATE_GOLDEN"] == "1" {
      try text.write(to: url, atomically: true, encoding: .utf8)
    }
    let expected = try String(contentsOf: url, encoding: .utf8)
    XCTAssertEqual(text, expected, "differs from Golden/Review/\(name) (FLOWVIZ_UPDATE_GOLDEN=1 rewrites it)", file: file, line: line)
  }
}
