import FlowGraph
import XCTest

final class DOTRendererTests: XCTestCase {
  func testGolden() throws {
    try Fixtures.assertGolden(DOTRenderer().render(try Fixtures.graph()), "app.dot")
  }

  func testOptionsReachTheDOT() throws {
    let graph = try Fixtures.graph()
    let flat = DOTRenderer(options: RenderOptions(direction: .leftToRight, clusters: false)).render(graph)
    XCTAssertTrue(flat.contains("rankdir=LR"))
    XCTAssertFalse(flat.contains("subgraph cluster"))
    let nested = DOTRenderer().render(graph)
    // Checkout is drawn inside App's cluster because App's detail screen presents it.
    let app = try XCTUnwrap(nested.range(of: "label=\"AppCoordinator"))
    let checkout = try XCTUnwrap(nested.range(of: "label=\"Checkout\\n"))
    XCTAssertLessThan(app.lowerBound, checkout.lowerBound)
    XCTAssertEqual(nested.components(separatedBy: "subgraph cluster").count - 1, 2)
  }

  func testVisualLanguage() throws {
    let dot = DOTRenderer().render(try Fixtures.graph())
    XCTAssertTrue(dot.contains("peripheries=2"), "entry screen marked")
    XCTAssertTrue(dot.contains("style=dashed, color=\"#0969da\""), "sheet style")
    XCTAssertTrue(dot.contains("xlabel=\"+nav\""), "withNavigation visible")
    XCTAssertTrue(dot.contains("arrowhead=\"normalodiamond\""), "child attachment")
    XCTAssertTrue(dot.contains("shape=component"), "a coordinator's own calls start at its node")
    XCTAssertFalse(dot.contains(" label=\"+nav\""), "edge labels are xlabels (Graphviz 2.42 bug with clusters)")
  }

  func testHostileLabelsAreEscaped() {
    let name = "say \"hi\" \\ <script>alert(1)</script> & co\nnext\u{7}line 🚀 שלום"
    let dot = DOTRenderer().render(Fixtures.graph(screenNamed: name))
    XCTAssertTrue(dot.contains(#"label="say \"hi\" \\ <script>alert(1)</script> &amp; co\nnextline 🚀 שלום""#), dot)
    XCTAssertFalse(dot.contains("\u{7}"))
  }

  func testLargeGraphsGetLayoutLimits() {
    let big = SyntheticApp(screens: 300).graph
    XCTAssertTrue(DOTRenderer().render(big).contains("nslimit="))
    XCTAssertFalse(DOTRenderer().render(SyntheticApp(screens: 20).graph).contains("nslimit="))
  }
}
