import FlowGraph
import XCTest

/// The definition-file keys that carry the facts some rules need (extraction fills the same model fields).
final class DefinitionLintKeysTests: XCTestCase {
  func testKeysFillTheModel() throws {
    let file = try DefinitionFile.parse(
      """
      flowviz: 1
      coordinators:
        - id: Nav
          library: flowstacks
          generation: "0.4"
          sharesParentRoutes: true
          root: a
          screens: [{ id: a, handled: true, bindsNavigation: false, payload: true }, b]
          back:
            - { screen: a, action: goBack, count: 2 }
      """, file: "N.flow.yml")
    let graph = try DefinitionLinker.link([file])
    let nav = try XCTUnwrap(graph.coordinator("Nav"))
    XCTAssertEqual(nav.generation, "0.4")
    XCTAssertEqual(nav.sharesParentRoutes, true)
    XCTAssertFalse(nav.stagesUpdates)
    let a = try XCTUnwrap(graph.screen("Nav.a"))
    XCTAssertEqual([a.handled, a.bindsNavigation, a.hasPayload], [true, false, true])
    let b = try XCTUnwrap(graph.screen("Nav.b"))
    XCTAssertEqual([b.handled, b.bindsNavigation, b.hasPayload], [nil, nil, nil])
    XCTAssertEqual(graph.backActions.first?.count, 2)
  }

  func testBadValuesNameTheirPosition() {
    let text = """
      flowviz: 1
      coordinators:
        - id: Nav
          root: a
          screens: [{ id: a, handled: maybe }]
          back:
            - { screen: a, action: goBack, count: -1 }
      """
    XCTAssertThrowsError(try DefinitionFile.parse(text, file: "N.flow.yml")) { error in
      let lines = (error as? InputError)?.diagnostics.map(\.description) ?? []
      XCTAssertEqual(lines, ["N.flow.yml:5:33: error: handled must be true or false", "N.flow.yml:7:45: error: count must be a positive integer"])
    }
  }

  func testGenerationsThatStageUpdates() {
    for (generation, stages) in [("0.6+", true), ("0.10.11", true), ("1.0", true), ("0.1-0.4", false), ("0.0", false)] {
      XCTAssertEqual(Coordinator(id: "C", library: .flowStacks, generation: generation).stagesUpdates, stages, generation)
    }
    XCTAssertFalse(Coordinator(id: "C", library: .stinsen, generation: "2.0").stagesUpdates)
  }

  func testGraphJSONWithoutTheNewFieldsStillLoadsAndOmitsThem() throws {
    let graph = FlowGraph(coordinators: [Coordinator(id: "A", roots: ["A.a"])], screens: [Screen(coordinator: "A", name: "a")])
    let json = GraphJSON.encode(graph)
    XCTAssertFalse(json.contains("handled"))
    XCTAssertFalse(json.contains("sharesParentRoutes"))
  }
}
