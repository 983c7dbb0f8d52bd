import FlowGraph
import XCTest

final class DefinitionFileTests: XCTestCase {
  func testReadsCoordinatorsScreensEdgesAndEntries() throws {
    let graph = try Fixtures.graph()
    XCTAssertEqual(graph.coordinators.map(\.id), ["App", "Checkout"])
    XCTAssertEqual(graph.coordinator("App")?.name, "AppCoordinator")
    XCTAssertEqual(graph.coordinator("App")?.roots, ["App.home"])
    XCTAssertEqual(graph.screens.map(\.id), ["App.detail", "App.home", "App.settings", "Checkout.cart", "Checkout.pay"])
    XCTAssertEqual(graph.screen("App.detail")?.views, ["DetailView"])
    XCTAssertEqual(graph.entryPoints.map(\.target), ["App"])
    XCTAssertEqual(graph.entryScreens(), ["App.home"])

    let sheet = try XCTUnwrap(graph.edges.first { $0.to == "App.settings" })
    XCTAssertEqual(sheet.kind, .sheet)
    XCTAssertTrue(sheet.withNavigation)
    XCTAssertEqual(sheet.provenance, .definition)
    XCTAssertEqual(sheet.location, SourceLocation(file: "App.flow.yml", line: 11, column: 9))

    // A transition to a coordinator id attaches a child; a qualified name crosses coordinators.
    XCTAssertEqual(graph.edges.first { $0.to == "Checkout" }?.kind, .cover)
    XCTAssertEqual(graph.edges.first { $0.from == "Checkout.pay" }?.to, "App.home")
    XCTAssertEqual(graph.edges.first { $0.from == "App" }?.group, "link")
    XCTAssertEqual(graph.parents(), ["Checkout": "App"])
    XCTAssertEqual(graph.backActions.map(\.action), [.pop, .dismiss])
  }

  func testJSONDefinitionsReadTheSameAsYAML() throws {
    let json = """
      {"flowviz": 1, "entry": ["A"], "coordinators": [
        {"id": "A", "navigation": true, "root": "x", "screens": ["x", "y"],
         "transitions": [{"from": "x", "to": "y", "kind": "push"}]}]}
      """
    let graph = try DefinitionLinker.link([DefinitionFile.parse(json, file: "A.flow.json")])
    XCTAssertEqual(graph.edges.map { "\($0.from)->\($0.to) \($0.kind.rawValue)" }, ["A.x->A.y push"])
    XCTAssertEqual(graph.edges.first?.location?.line, 3)
  }

  func testNamesResolveAcrossFiles() throws {
    let parent = """
      coordinators:
        - id: Shop
          root: cart
          screens: [cart]
          children: [{ at: cart, coordinator: Pay, kind: sheet, withNavigation: true }]
      """
    let child = "coordinators:\n  - { id: Pay, root: card, screens: [card] }\n"
    let graph = try DefinitionLinker.link([
      DefinitionFile.parse(parent, file: "Shop.flow.yml"), DefinitionFile.parse(child, file: "Pay.flow.yml"),
    ])
    let edge = try XCTUnwrap(graph.edges.first)
    XCTAssertEqual([edge.from, edge.to], ["Shop.cart", "Pay"])
    XCTAssertTrue(edge.withNavigation)
    // Without declared entry points, coordinators nothing attaches are where the app starts.
    XCTAssertEqual(graph.entryScreens(), ["Shop.cart"])
  }

  func testEveryErrorOfAFileIsReportedWithItsPosition() {
    let yaml = """
      coordinators:
        - id: A
          root: nowhere
          screens: [x, x]
          transitions:
            - { from: x, to: ghost, kind: push }
            - { from: x, to: x, kind: teleport }
        - id: A
          screens: [y]
      """
    let errors = Fixtures.errors(yaml).map { "\($0.location.map { "\($0.line):\($0.column)" } ?? "-") \($0.message)" }
    // Shape errors are all reported together; name resolution waits until the file reads cleanly.
    XCTAssertEqual(
      errors,
      [
        "4:18 duplicate screen 'x' in coordinator 'A' (first declared at Bad.flow.yml:4:15)",
        "7:33 unknown edge kind 'teleport' (expected one of: push, sheet, cover, tab, root-switch, embed, set-routes)",
        "8:9 duplicate coordinator id 'A' (first declared at Bad.flow.yml:2:9)",
      ])
  }

  func testUnknownReferencesAreReportedAfterParsing() {
    let yaml = """
      entry: Nowhere
      coordinators:
        - id: A
          root: missing
          screens: [x]
          transitions:
            - { from: x, to: ghost, kind: push }
          back:
            - { screen: phantom, action: pop }
      """
    let errors = Fixtures.errors(yaml)
    XCTAssertEqual(errors.map { $0.location?.line }, [1, 4, 7, 9])
    XCTAssertTrue(errors[0].message.contains("unknown entry point 'Nowhere'"))
    XCTAssertTrue(errors[1].message.contains("root 'missing' is not a screen of coordinator 'A'"))
    XCTAssertTrue(errors[2].message.contains("unknown destination 'ghost'"))
    XCTAssertEqual(errors[2].description, "Bad.flow.yml:7:24: error: unknown destination 'ghost': not a screen of coordinator 'A', a coordinator id, or a 'Coordinator.screen' id")
    XCTAssertTrue(errors[3].message.contains("unknown screen 'phantom'"))
  }

  func testSyntaxErrorsAndWrongShapesHavePositions() {
    let broken = Fixtures.errors("coordinators:\n  - id: A\n    screens: [x, y\n")
    XCTAssertEqual(broken.count, 1)
    XCTAssertTrue(broken[0].message.hasPrefix("syntax error"), broken[0].message)
    XCTAssertNotNil(broken[0].location)

    let duplicateKey = Fixtures.errors("coordinators:\n  - id: A\n    id: B\n")
    XCTAssertTrue(duplicateKey.first?.message.contains("duplicate key") ?? false, "\(duplicateKey)")

    let unknownKey = Fixtures.errors("coordinators:\n  - id: A\n    screnes: [x]\n")
    XCTAssertEqual(unknownKey.first?.location?.line, 3)
    XCTAssertTrue(unknownKey.first?.message.contains("unknown key 'screnes'") ?? false)

    let notAList = Fixtures.errors("coordinators: 3\n")
    XCTAssertEqual(notAList.first?.message, "coordinators must be a list")

    XCTAssertEqual(Fixtures.errors("").first?.message, "the definition file is empty")
    XCTAssertEqual(Fixtures.errors("flowviz: 2\ncoordinators: []\n").first?.location?.line, 1)
  }
}
