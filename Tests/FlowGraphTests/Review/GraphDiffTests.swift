import FlowGraph
import XCTest

final class GraphDiffTests: XCTestCase {
  typealias F = ReviewFixtures

  func testMovingCodeIsNotAChange() {
    let diff = GraphDiff(base: F.shop, head: F.shopMoved)
    XCTAssertTrue(diff.isEmpty, "\(DiffText.lines(diff))")
    XCTAssertEqual(DiffMarkdown().summary(diff), "No navigation changes.")
  }

  func testAddedScreenAndEdge() {
    let head = F.with(F.shop) {
      $0.screens.append(Screen(coordinator: "Shop", name: "search"))
      $0.edges.append(Edge(from: "Shop.home", to: "Shop.search", kind: .sheet, location: F.at(20)))
    }
    let diff = GraphDiff(base: F.shop, head: head)
    XCTAssertEqual(diff.screensAdded.map(\.id), ["Shop.search"])
    XCTAssertEqual(diff.edgesAdded.map(\.to), ["Shop.search"])
    XCTAssertEqual(diff.edgesAdded.first?.kind, .sheet)
    XCTAssertEqual(diff.changeCount, 2)
    XCTAssertEqual(DiffText.lines(diff), ["+ screen Shop.search", "+ edge Shop.home -> Shop.search sheet"])
  }

  func testRemovedCoordinatorWithItsScreensAndEdge() {
    let head = F.with(F.shop) {
      $0.coordinators.removeAll { $0.id == "Cart" }
      $0.screens.removeAll { $0.coordinator == "Cart" }
      $0.edges.removeAll { $0.to == "Cart" }
    }
    let diff = GraphDiff(base: F.shop, head: head)
    XCTAssertEqual(diff.coordinatorsRemoved.map(\.id), ["Cart"])
    XCTAssertEqual(diff.screensRemoved.map(\.id), ["Cart.cart"])
    XCTAssertEqual(diff.edgesRemoved.map(\.from), ["Shop.detail"])
    XCTAssertTrue(diff.screensAdded.isEmpty && diff.edgesAdded.isEmpty && diff.edgesChanged.isEmpty)
  }

  func testRetargetedEdgeIsOneRemovedAndOneAdded() {
    let head = F.with(F.shop) { $0.edges[1].to = "Shop.home" }  // list now pushes home instead of detail
    let diff = GraphDiff(base: F.shop, head: head)
    XCTAssertEqual(diff.edgesRemoved.map { "\($0.from)>\($0.to)" }, ["Shop.list>Shop.detail"])
    XCTAssertEqual(diff.edgesAdded.map { "\($0.from)>\($0.to)" }, ["Shop.list>Shop.home"])
    XCTAssertTrue(diff.edgesChanged.isEmpty)
  }

  func testChangedKindAndNavigationAreOneChangedEdge() {
    let head = F.with(F.shop) {
      $0.edges[2].kind = .cover
      $0.edges[2].withNavigation = false
      $0.edges[2].location = F.at(99)
    }
    let diff = GraphDiff(base: F.shop, head: head)
    XCTAssertTrue(diff.edgesAdded.isEmpty && diff.edgesRemoved.isEmpty)
    XCTAssertEqual(diff.edgesChanged.count, 1)
    XCTAssertEqual(diff.edgesChanged.first?.changes.map(\.description), ["kind: sheet → cover", "withNavigation: true → false"])
    XCTAssertEqual(diff.edgesChanged.first?.moved, false)
  }

  func testEdgeMovedToAnotherSourceScreen() {
    let head = F.with(F.shop) { $0.edges[2].from = "Shop.list" }  // the cart button moved from detail to list
    let diff = GraphDiff(base: F.shop, head: head)
    XCTAssertEqual(diff.edgesChanged.count, 1)
    XCTAssertEqual(diff.edgesChanged.first?.moved, true)
    XCTAssertEqual(diff.edgesChanged.first?.before.from, "Shop.detail")
    XCTAssertEqual(diff.edgesChanged.first?.after.from, "Shop.list")
    XCTAssertEqual(DiffText.lines(diff), ["~ edge Shop.list -> Cart sheet +nav: moved from Shop.detail"])
  }

  func testDuplicateEdgesCountAsAMultiset() {
    let head = F.with(F.shop) { $0.edges.append(Edge(from: "Shop.home", to: "Shop.list", kind: .push, location: F.at(30))) }
    let diff = GraphDiff(base: F.shop, head: head)
    XCTAssertEqual(diff.edgesAdded.count, 1, "a second call site of the same push is a new edge")
    XCTAssertTrue(GraphDiff(base: head, head: F.with(head) { $0.edges.reverse() }).isEmpty)
  }

  func testCoordinatorScreenAndEntryPointChanges() {
    let head = F.with(F.shop) {
      $0.coordinators[0].navigation = .no
      $0.coordinators[0].roots = ["Shop.list"]
      $0.screens[2].views = ["DetailView", "DetailSkeleton"]
      $0.entryPoints = [EntryPoint(target: "Cart")]
    }
    let diff = GraphDiff(base: F.shop, head: head)
    XCTAssertEqual(diff.coordinatorsChanged.map(\.id), ["Shop"])
    XCTAssertEqual(diff.coordinatorsChanged.first?.changes.map(\.field), ["roots", "navigation"])
    XCTAssertEqual(diff.screensChanged.first?.changes.map(\.description), ["views: DetailView → DetailSkeleton,DetailView"])
    XCTAssertEqual(diff.entryPointsAdded, ["Cart"])
    XCTAssertEqual(diff.entryPointsRemoved, ["Shop"])
  }

  func testFindingsIntroducedAndFixedIgnoreLines() {
    func finding(_ rule: String, _ subjects: [String], _ location: SourceLocation?) -> Finding {
      Finding(rule: rule, severity: .warning, message: "about \(subjects)", location: location, suggestion: "fix", subjects: subjects)
    }
    let old = [
      finding("unreachable-screen", ["Shop.x"], F.at(3)),
      finding("push-without-navigation", ["Cart.cart"], F.at(5)),
    ]
    let new = [
      finding("push-without-navigation", ["Cart.cart"], F.at(50)),
      finding("cover-without-dismiss", ["Shop.detail"], nil),
    ]
    let diff = GraphDiff(base: F.shop, head: F.shop, baseFindings: old, headFindings: new)
    XCTAssertEqual(diff.findingsIntroduced.map(\.rule), ["cover-without-dismiss"])
    XCTAssertEqual(diff.findingsFixed.map(\.rule), ["unreachable-screen"])
    XCTAssertTrue(GraphDiff(base: F.shop, head: F.shop, baseFindings: nil, headFindings: new).findingsIntroduced.isEmpty,
      "without the base's findings nothing is called introduced")
  }

  func testFindingIdentityIgnoresFilesAndCountsRepeats() {
    func finding(_ file: String, line: Int) -> Finding {
      Finding(
        rule: "push-without-navigation", severity: .error, message: "line \(line)",
        location: SourceLocation(file: file, line: line), suggestion: "fix", subjects: ["Shop.list"])
    }
    // Same file, other lines and message: unchanged.
    XCTAssertTrue(GraphDiff(base: F.shop, head: F.shop, baseFindings: [finding("A.swift", line: 1)], headFindings: [finding("A.swift", line: 9)]).isEmpty)
    // Another path (a renamed file, or base and head in different directories): still the same finding.
    XCTAssertTrue(GraphDiff(base: F.shop, head: F.shop, baseFindings: [finding("old/A.swift", line: 1)], headFindings: [finding("new/B.swift", line: 4)]).isEmpty)
    // Other subjects are another finding.
    var other = finding("A.swift", line: 1)
    other.subjects = ["Shop.detail"]
    let retargeted = GraphDiff(base: F.shop, head: F.shop, baseFindings: [finding("A.swift", line: 1)], headFindings: [other])
    XCTAssertEqual(retargeted.findingsIntroduced.map(\.subjects), [["Shop.detail"]])
    XCTAssertEqual(retargeted.findingsFixed.map(\.subjects), [["Shop.list"]])
    // The same mistake made twice where it was made once: one introduced.
    let twice = GraphDiff(
      base: F.shop, head: F.shop, baseFindings: [finding("A.swift", line: 1)],
      headFindings: [finding("A.swift", line: 3), finding("A.swift", line: 1)])
    XCTAssertEqual(twice.findingsIntroduced.count, 1)
    XCTAssertEqual(twice.findingsFixed, [])
  }

  func testDiffOfDefinitionFilesAndGraphJSONAgree() throws {
    let dir = try F.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: dir) }
    let base = """
      flowviz: 1
      coordinators:
        - id: Shop
          root: home
          screens: [home, list]
          transitions:
            - { from: home, to: list, kind: push }
      """
    let head = """
      flowviz: 1
      # reordered and moved down: not a change
      coordinators:
        - id: Shop
          root: home
          screens: [list, home, settings]
          transitions:

            - { from: home, to: settings, kind: sheet, withNavigation: true }
            - { from: home, to: list, kind: push }
      """
    try base.write(to: dir.appendingPathComponent("base.flow.yml"), atomically: true, encoding: .utf8)
    try head.write(to: dir.appendingPathComponent("head.flow.yml"), atomically: true, encoding: .utf8)
    let loader = InputLoader(workingDirectory: dir.path)
    let baseGraph = try loader.load(["base.flow.yml"]).graph
    let headGraph = try loader.load(["head.flow.yml"]).graph
    // The base as graph JSON (what `flowviz export` on main would have saved).
    try GraphJSON.encode(baseGraph).write(to: dir.appendingPathComponent("base.json"), atomically: true, encoding: .utf8)
    let baseFromJSON = try loader.load(["base.json"]).graph
    for b in [baseGraph, baseFromJSON] {
      let diff = GraphDiff(base: b, head: headGraph)
      XCTAssertEqual(DiffText.lines(diff), ["+ screen Shop.settings", "+ edge Shop.home -> Shop.settings sheet +nav"])
    }
  }
}
