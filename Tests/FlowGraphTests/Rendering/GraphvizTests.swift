import FlowGraph
import Foundation
import XCTest
#if canImport(FoundationXML)
import FoundationXML
#endif

final class GraphvizTests: XCTestCase {
  func testSVGHasOneNodePerScreen() throws {
    let graph = try Fixtures.graph()
    let svg = String(decoding: try OutputFormat.svg.render(graph), as: UTF8.self)
    XCTAssertTrue(svg.contains("<svg"))
    let nodes = svg.components(separatedBy: "class=\"node\"").count - 1
    let anchors = 1  // App's own node: it makes the deep link
    let legend = 1
    XCTAssertEqual(nodes, graph.screens.count + anchors + legend)
    for screen in graph.screens {
      let firstLine = NodeLabel.screen(screen).components(separatedBy: "\n")[0]
      XCTAssertTrue(svg.contains(">\(firstLine)</text>"), firstLine)
    }
    XCTAssertEqual(svg.components(separatedBy: "class=\"cluster\"").count - 1, graph.coordinators.count)
    XCTAssertEqual(svg.components(separatedBy: "class=\"edge\"").count - 1, graph.edges.count)
  }

  /// A root with a wide fan of pushes: top to bottom it is a strip; the automatic direction keeps it near square.
  func testAutomaticDirectionKeepsAWideFanReadable() throws {
    var screens = [Screen(coordinator: "Home", name: "home")]
    var edges: [Edge] = []
    for i in 0..<8 {
      screens.append(Screen(coordinator: "Home", name: "detail\(i)"))
      edges.append(Edge(from: "Home.home", to: "Home.detail\(i)", kind: .push))
    }
    let graph = FlowGraph(
      coordinators: [Coordinator(id: "Home", name: "HomeCoordinator", roots: ["Home.home"], navigation: .yes)],
      screens: screens, edges: edges)
    func ratio(_ options: RenderOptions) throws -> Double {
      let svg = String(decoding: try OutputFormat.svg.render(graph, options: options), as: UTF8.self)
      let numbers = ["width", "height"].compactMap { name -> Double? in
        guard let range = svg.range(of: "<svg width=\"") else { return nil }
        let rest = name == "width" ? svg[range.upperBound...] : svg[(svg.range(of: "height=\"", range: range.upperBound..<svg.endIndex)?.upperBound ?? svg.endIndex)...]
        return Double(rest.prefix(while: { $0.isNumber || $0 == "." }))
      }
      XCTAssertEqual(numbers.count, 2)
      return numbers.count == 2 ? numbers[0] / numbers[1] : 0
    }
    let fixed = try ratio(RenderOptions(direction: .topToBottom))
    let automatic = try ratio(RenderOptions(direction: .topToBottom, automaticDirection: true))
    XCTAssertGreaterThan(fixed, 2, "the fan laid out top to bottom is a strip")
    XCTAssertTrue((0.5...2.0).contains(automatic), "automatic direction: \(automatic)")
    // The direction is only chosen, never forced: an explicit one is kept.
    XCTAssertEqual(try ratio(RenderOptions(direction: .topToBottom)), fixed, accuracy: 0.01)
  }

  func testPNGAndPDFHaveValidHeaders() throws {
    let graph = try Fixtures.graph()
    let png = try OutputFormat.png.render(graph)
    XCTAssertEqual(Array(png.prefix(8)), [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
    let pdf = try OutputFormat.pdf.render(graph)
    XCTAssertEqual(String(decoding: pdf.prefix(5), as: UTF8.self), "%PDF-")
  }

  func testEveryEngineLaysOutTheSample() throws {
    let graph = try Fixtures.graph()
    for engine in LayoutEngine.allCases {
      let svg = String(decoding: try OutputFormat.svg.render(graph, options: RenderOptions(engine: engine)), as: UTF8.self)
      XCTAssertTrue(svg.contains("</svg>"), engine.rawValue)
    }
  }

  func testHostileLabelsStayTextInSVG() throws {
    let name = "<script>alert(\"x\")</script> & \\ 🚀 שלום\nline2"
    let svg = String(decoding: try OutputFormat.svg.render(Fixtures.graph(screenNamed: name)), as: UTF8.self)
    XCTAssertFalse(svg.lowercased().contains("<script"))
    XCTAssertTrue(svg.contains("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; \\ 🚀 שלום"), svg)
    XCTAssertTrue(svg.contains(">line2</text>"))
    // The SVG is well-formed XML.
    XCTAssertTrue(XMLParser(data: Data(svg.utf8)).parse())
  }

  func testGraphvizErrorsBecomeSwiftErrors() {
    XCTAssertThrowsError(try Graphviz.render(dot: "digraph { a -> }", format: .svg)) { error in
      let message = (error as? GraphvizError)?.message ?? ""
      XCTAssertTrue(message.contains("syntax error"), message)
    }
    XCTAssertThrowsError(try Graphviz.render(dot: "digraph A { a } digraph B { b }", format: .svg)) { error in
      XCTAssertTrue("\(error)".contains("more than one graph"), "\(error)")
    }
    // Nothing is left behind in Graphviz's lexer: the next render reads its own input.
    let svg = String(decoding: (try? Graphviz.render(dot: "digraph C { only }", format: .svg)) ?? Data(), as: UTF8.self)
    XCTAssertTrue(svg.contains(">only</text>"))
    XCTAssertFalse(svg.contains(">b</text>"))
  }

  func testParallelRendersAllSucceedWithTheSameStructure() async throws {
    let graph = try Fixtures.graph()
    let results = try await withThrowingTaskGroup(of: String.self) { group in
      for _ in 0..<8 {
        group.addTask { String(decoding: try OutputFormat.svg.render(graph), as: UTF8.self) }
      }
      return try await group.reduce(into: []) { $0.append($1) }
    }
    XCTAssertEqual(results.count, 8)
    func structure(_ svg: String) -> [Int] {
      ["class=\"node\"", "class=\"edge\"", "class=\"cluster\"", "<text"].map { svg.components(separatedBy: $0).count }
    }
    for svg in results { XCTAssertEqual(structure(svg), structure(results[0])) }
  }
}

/// The same graph renders to the same SVG bytes every time: clusters are laid out in the order the DOT names them,
/// not in the order of their names' addresses in memory.
final class GraphvizDeterminismTests: XCTestCase {
  func testRenderingOneGraphAgainGivesTheSameSVG() throws {
    let dot = """
      digraph G {
        subgraph cluster_zeta { z1 -> z2 }
        subgraph cluster_alpha { a1 -> a2 }
        subgraph cluster_mid { m1 -> m2; subgraph cluster_inner { i1 } }
        subgraph cluster_beta { b1 }
        a2 -> z1; z2 -> m1; m2 -> b1; i1 -> a1
      }
      """
    let first = try Graphviz.render(dot: dot, format: .svg)
    var others: [Data] = []
    for round in 0..<12 {
      // Other work between renders moves where Graphviz's strings land in memory.
      _ = Array(repeating: String(round), count: round * 37).joined()
      others.append(try Graphviz.render(dot: dot, format: .svg))
    }
    for (round, other) in others.enumerated() {
      XCTAssertEqual(other, first, "render \(round + 2) differs")
    }
    let svg = String(decoding: first, as: UTF8.self)
    // Named objects keep their names through the id discipline.
    for name in ["cluster_zeta", "cluster_alpha", "cluster_inner", "a1", "z2"] { XCTAssertTrue(svg.contains(name), name) }
  }
}
