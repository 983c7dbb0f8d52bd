import FlowGraph
import XCTest

final class MermaidRendererTests: XCTestCase {
  func testGolden() throws {
    try Fixtures.assertGolden(MermaidRenderer().document(try Fixtures.graph()), "app.mmd")
  }

  func testMarkdownFilesGetAFencedBlockAndMMDFilesStayRaw() throws {
    let graph = try Fixtures.graph()
    XCTAssertEqual(OutputFormat(path: "flows.md"), .markdown)
    XCTAssertEqual(OutputFormat(path: "flows.mmd"), .mermaid)
    let raw = String(decoding: try OutputFormat.mermaid.render(graph), as: UTF8.self)
    let markdown = String(decoding: try OutputFormat.markdown.render(graph), as: UTF8.self)
    XCTAssertTrue(raw.hasPrefix("flowchart TB"), raw)
    XCTAssertFalse(raw.contains("```"))
    XCTAssertEqual(markdown, "```mermaid\n" + raw + "```\n")
  }

  func testLabelsAreEntityEscaped() {
    let name = "a \"quote\" <b>x</b> & #1 | [y] 🚀 שלום\nz"
    let text = MermaidRenderer().document(Fixtures.graph(screenNamed: name))
    XCTAssertTrue(text.contains("([\"a #34;quote#34; #60;b#62;x#60;/b#62; #38; #35;1 #124; #91;y#93; 🚀 שלום z\"])"), text)
    XCTAssertFalse(text.contains("<b>"))
  }

  func testLargeGraphsAreSplitPerCoordinator() {
    let graph = SyntheticApp(screens: 420, crossLinks: 300).graph
    XCTAssertGreaterThan(graph.edges.count, 500)
    let renderer = MermaidRenderer()
    let diagrams = renderer.diagrams(graph)
    XCTAssertEqual(diagrams.count, graph.coordinators.count)
    for d in diagrams {
      XCTAssertLessThanOrEqual(d.text.count, 50_000)
      XCTAssertLessThanOrEqual(d.text.components(separatedBy: "\n").filter { $0.contains("-->") || $0.contains("-.->") || $0.contains("==>") }.count, 500)
    }
    let drawn = diagrams.reduce(0) { $0 + $1.text.components(separatedBy: "\n").filter { $0.contains("-->") || $0.contains("-.->") || $0.contains("==>") }.count }
    XCTAssertEqual(drawn, graph.edges.count, "every edge is drawn in exactly one diagram")
    let document = renderer.document(graph)
    XCTAssertTrue(document.hasPrefix("# Navigation flows"))
    XCTAssertEqual(document.components(separatedBy: "```mermaid").count - 1, diagrams.count)
  }

  func testACoordinatorTooLargeAloneIsCutVisibly() {
    let graph = SyntheticApp(screens: 60, coordinators: 1, crossLinks: 200).graph
    let diagrams = MermaidRenderer(maxEdges: 100).diagrams(graph)
    XCTAssertEqual(diagrams.count, 1)
    let only = diagrams[0]
    XCTAssertEqual(only.omittedEdges, graph.edges.count - 99)
    XCTAssertTrue(only.text.contains("more edges not shown"))
    XCTAssertTrue(only.text.contains("%% flowviz: \(only.omittedEdges) edges not shown"))
  }
}
