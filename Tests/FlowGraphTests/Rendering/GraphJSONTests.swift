@testable import FlowGraph
import Foundation
import XCTest

final class GraphJSONTests: XCTestCase {
  func testRoundTripKeepsEveryField() throws {
    var graph = try Fixtures.graph()
    graph.unresolved.append(Unresolved(from: "App.detail", kind: .push, expression: "vm.next", location: .init(file: "A.swift", line: 3, column: 7), group: "g1", platforms: ["iOS"]))
    graph.edges.append(Edge(from: "App.settings", to: "App.home", kind: .push, location: .init(file: "A.swift", line: 9, column: 2), staged: true, provenance: .source, certainty: .uncertain, platforms: ["macOS"], count: 4))
    let text = GraphJSON.encode(graph)
    let back = try GraphJSON.decode(text, file: "g.json")
    XCTAssertEqual(back, graph.normalized())
    XCTAssertEqual(GraphJSON.encode(back), text, "a re-export is byte-identical")
  }

  func testOutputIsSortedAndIndependentOfInputOrder() throws {
    let graph = try Fixtures.graph()
    var shuffled = graph
    shuffled.screens.reverse()
    shuffled.edges.reverse()
    shuffled.coordinators.reverse()
    XCTAssertEqual(GraphJSON.encode(graph), GraphJSON.encode(shuffled))
  }

  /// The document is encoded in pieces on all cores: the bytes are those `JSONEncoder` writes for it whole.
  func testPiecewiseEncodingEqualsWholeDocument() throws {
    var graph = SyntheticApp(screens: 1_200, coordinators: 40).graph
    graph.unresolved = (0..<300).map { Unresolved(from: "S\($0)", kind: .sheet, expression: "vm.next\n\"/\\", platforms: []) }
    graph.backActions = (0..<257).map { BackAction(action: .pop, screen: "S\($0)") }
    XCTAssertGreaterThan(graph.edges.count, 600, "several pieces per array")
    XCTAssertEqual(GraphJSON.encode(graph), GraphJSON.encodeWhole(graph))
    XCTAssertEqual(GraphJSON.encode(FlowGraph()), GraphJSON.encodeWhole(FlowGraph()), "empty arrays")
    XCTAssertEqual(GraphJSON.encode(try Fixtures.graph()), GraphJSON.encodeWhole(try Fixtures.graph()))
    XCTAssertNoThrow(try GraphJSON.decode(GraphJSON.encode(graph), file: "big.json"))
  }

  func testGolden() throws {
    try Fixtures.assertGolden(GraphJSON.encode(try Fixtures.graph()), "app.json")
  }

  func testDocumentedFieldsArePresent() throws {
    let object = try JSONSerialization.jsonObject(with: Data(GraphJSON.encode(try Fixtures.graph()).utf8)) as? [String: Any]
    XCTAssertEqual(object?["format"] as? String, "flowviz-graph")
    XCTAssertEqual(object?["version"] as? Int, 1)
    let edge = (object?["edges"] as? [[String: Any]])?.first
    XCTAssertNotNil(edge?["from"]); XCTAssertNotNil(edge?["to"]); XCTAssertNotNil(edge?["kind"])
    let location = edge?["location"] as? [String: Any]
    XCTAssertEqual(Set(location?.keys.map { $0 } ?? []), ["file", "line", "column"])
    let coordinator = (object?["coordinators"] as? [[String: Any]])?.first
    XCTAssertEqual(coordinator?["library"] as? String, "definition")
    XCTAssertNotNil((object?["screens"] as? [[String: Any]])?.first?["coordinator"])
    XCTAssertNotNil((object?["backActions"] as? [[String: Any]])?.first?["action"])
    XCTAssertNotNil(object?["unresolved"] as? [Any])
  }

  func testBadGraphJSONNamesTheLine() {
    let text = """
      {
        "format": "flowviz-graph", "version": 1,
        "coordinators": [], "screens": [], "backActions": [], "unresolved": [], "entryPoints": [],
        "edges": [
          {"from": "a", "to": "b", "kind": "warp", "withNavigation": false, "staged": false,
           "provenance": "source", "certainty": "certain", "platforms": []}
        ]
      }
      """
    XCTAssertThrowsError(try GraphJSON.decode(text, file: "g.json")) { error in
      let d = (error as? InputError)?.diagnostics.first
      XCTAssertEqual(d?.location?.line, 5)
      XCTAssertTrue(d?.message.contains("edges[0].kind") ?? false, d?.message ?? "")
    }
    XCTAssertThrowsError(try GraphJSON.decode(#"{"format": "flowviz-graph", "version": 9}"#, file: "g.json")) { error in
      XCTAssertTrue("\(error)".contains("version 9 is not supported"), "\(error)")
    }
  }
}

final class DanglingReferenceTests: XCTestCase {
  func testHandEditedGraphJSONWithUnknownIdsIsReported() throws {
    var graph = try Fixtures.graph()
    XCTAssertEqual(graph.danglingReferences(), [], "a graph read from definitions is consistent")
    graph.edges.append(Edge(from: "App.home", to: "App.nowhere", kind: .push))
    graph.screens.append(Screen(coordinator: "Ghost", name: "x"))
    graph.entryPoints.append(EntryPoint(target: "Missing"))
    XCTAssertEqual(
      graph.danglingReferences(),
      [
        "screen 'Ghost.x' belongs to undeclared coordinator 'Ghost' (drawn outside any coordinator)",
        "push edge 'App.home' → 'App.nowhere' names an unknown destination (left out)",
        "entry point 'Missing' names nothing in the graph (ignored)",
      ])
    // Rendering such a graph still succeeds: unknown endpoints are left out.
    XCTAssertFalse(DOTRenderer().render(graph).contains("missing"))
  }
}

extension GraphJSON {
  /// The document written whole by `JSONEncoder` with the same settings: what the pieces must add up to.
  static func encodeWhole(_ graph: FlowGraph) -> String {
    let g = graph.normalized()
    let document = Document(
      format: FlowGraph.formatName, version: FlowGraph.formatVersion, coordinators: g.coordinators,
      screens: g.screens, edges: g.edges, backActions: g.backActions, unresolved: g.unresolved,
      entryPoints: g.entryPoints)
    return String(decoding: (try? encoder.encode(document)) ?? Data(), as: UTF8.self) + "\n"
  }
}
