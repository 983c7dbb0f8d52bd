import FlowGraph
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import XCTest

/// The overview, one coordinator's page and the split render, as a reader of the drawings sees them.
final class LevelsOfDetailTests: XCTestCase {
  /// A (a1, a2) pushes twice into B's screens and presents B once; B (b1, b2) pushes inside; C is B's child.
  let graph = FlowGraph(
    coordinators: [
      Coordinator(id: "A", name: "ACoordinator", roots: ["A.a1"], navigation: .yes),
      Coordinator(id: "B", name: "BCoordinator", roots: ["B.b1"], navigation: .yes),
      Coordinator(id: "C", name: "CCoordinator", roots: ["C.c1"], navigation: .yes),
    ],
    screens: [
      Screen(coordinator: "A", name: "a1"), Screen(coordinator: "A", name: "a2"), Screen(coordinator: "B", name: "b1"),
      Screen(coordinator: "B", name: "b2"), Screen(coordinator: "C", name: "c1"), Screen(coordinator: "C", name: "c2"),
    ],
    edges: [
      Edge(from: "A.a1", to: "A.a2", kind: .push),
      Edge(from: "A.a1", to: "B.b1", kind: .push),
      Edge(from: "A.a2", to: "B.b2", kind: .push),
      Edge(from: "A.a2", to: "B", kind: .sheet),
      Edge(from: "B.b1", to: "B.b2", kind: .push),
      Edge(from: "B.b2", to: "C", kind: .cover),
      Edge(from: "C.c1", to: "C.c2", kind: .push),
    ])

  func testTheOverviewHasOneNodePerCoordinatorAndCountsEdgesByKind() {
    let dot = OverviewRenderer().render(graph)
    let lines = dot.components(separatedBy: "\n")
    XCTAssertEqual(lines.filter { $0.contains("_self [") && !$0.contains(" -> ") }.count, 3)
    let edges = lines.filter { $0.contains(" -> ") }
    XCTAssertEqual(edges.count, 3, "A→B push, A→B sheet, B→C cover; edges inside a coordinator are left out")
    XCTAssertEqual(edges.filter { $0.contains("label=\"×2\"") }.count, 1, "the two pushes from A into B are one edge ×2")
    XCTAssertTrue(dot.contains("2 screens"))
  }

  func testACoordinatorPageShowsItsScreensAndItsNeighboursAsStubs() {
    let focus = GraphFocus(graph, coordinators: ["B"])
    XCTAssertEqual(focus.stubs, ["A", "C"])
    XCTAssertEqual(Set(focus.graph.screens.map(\.id)), ["A.a1", "A.a2", "B.b1", "B.b2", "C.c1"])
    XCTAssertFalse(focus.graph.edges.contains { $0.from == "A.a1" && $0.to == "A.a2" }, "no edge between two stubs")
    XCTAssertFalse(focus.graph.screens.contains { $0.id == "C.c2" }, "a neighbour's screens beyond the one joined are left out")
    var options = RenderOptions()
    options.stubs = focus.stubs
    let dot = DOTRenderer(options: options).render(focus.graph)
    XCTAssertEqual(dot.components(separatedBy: "style=\"rounded,dashed\"; color").count - 1, 2, "two stub boxes")
  }

  func testTheSplitRenderLinksTheOverviewAndThePages() throws {
    let files = try SplitRender().files(graph)
    XCTAssertEqual(files.map(\.name), ["index.svg", "1-ACoordinator.svg", "2-BCoordinator.svg", "3-CCoordinator.svg"])
    let index = String(decoding: files[0].data, as: UTF8.self)
    for page in files.dropFirst() { XCTAssertTrue(index.contains("href=\"\(page.name)\""), page.name) }
    let b = String(decoding: files[2].data, as: UTF8.self)
    XCTAssertTrue(b.contains("href=\"index.svg\""), "back to the overview")
    XCTAssertTrue(b.contains("href=\"1-ACoordinator.svg\"") && b.contains("href=\"3-CCoordinator.svg\""), "stubs open their pages")
    XCTAssertTrue(XMLParser(data: files[2].data).parse())
  }
}
