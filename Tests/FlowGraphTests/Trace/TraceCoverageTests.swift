import FlowGraph
import Foundation
import XCTest

/// Coverage of a definition-file graph by a trace.
final class TraceCoverageTests: XCTestCase {
  var files: TraceFiles!

  override func setUpWithError() throws { files = try TraceFiles() }
  override func tearDown() { files.remove() }

  let definition = """
    flowviz: 1
    coordinators:
      - id: Shop
        name: ShopCoordinator
        navigation: true
        root: home
        screens: [home, product, cart, gallery, "settings.account"]
        transitions:
          - { from: home, to: product, kind: push }
          - { from: product, to: cart, kind: sheet, withNavigation: true }
          - { from: product, to: gallery, kind: cover }
          - { from: home, to: Login, kind: sheet }
          - { from: home, to: settings.account, kind: push }
        back:
          - { screen: cart, action: dismiss }
      - id: Login
        name: LoginFlow
        kind: presentation
        root: start
        screens: [start]
    """

  func graph() throws -> FlowGraph {
    let path = try files.write("Shop.flow.yml", definition)
    return try InputLoader(workingDirectory: files.directory.path).load([path]).graph
  }

  func report(_ trace: String, graph: FlowGraph) throws -> TraceReport {
    let path = try files.write("run.jsonl", trace)
    var analyzer = TraceAnalyzer(assumptions: PlatformAssumptions(ios: 17), graph: graph)
    analyzer.read(path: path, display: "run.jsonl")
    return analyzer.report()
  }

  func testCountsEdgesAndListsWhatWasNeverTakenOrVisited() throws {
    let graph = try graph()
    let report = try report("""
      {"coordinator":"ShopCoordinator","routes":[{"style":"root","screen":"home","withNavigation":true}]}
      {"coordinator":"ShopCoordinator","routes":[{"style":"root","screen":"home","withNavigation":true},{"style":"push","screen":"product"}]}
      {"coordinator":"ShopCoordinator","routes":[{"style":"root","screen":"home","withNavigation":true},{"style":"push","screen":"product"},{"style":"sheet","screen":"cart","withNavigation":true}]}
      {"coordinator":"ShopCoordinator","routes":[{"style":"root","screen":"home","withNavigation":true},{"style":"push","screen":"product"}]}
      {"coordinator":"Shop","routes":[{"sheet":{"_0":{"home":{}},"withNavigation":true}},{"push":{"_0":{"product":{"_0":9}}}},{"sheet":{"_0":"cart","withNavigation":true}}]}
      {"coordinator":"Shop","routes":[{"sheet":{"_0":{"home":{}},"withNavigation":true}},{"push":{"_0":{"settings":{"_0":{"account":{}}}}}}]}
      {"coordinator":"Shop","routes":[{"sheet":{"_0":{"home":{}},"withNavigation":true}},{"sheet":{"_0":{"login":{}},"withNavigation":false}}]}

      """, graph: graph)
    let coverage = try XCTUnwrap(report.coverage)
    let counts = Dictionary(uniqueKeysWithValues: coverage.edges.map { ("\($0.from)>\($0.to)", $0.count ?? -1) })
    XCTAssertEqual(counts, [
      "Shop.home>Shop.product": 1, "Shop.product>Shop.cart": 2, "Shop.product>Shop.gallery": 0,
      "Shop.home>Login": 1, "Shop.home>Shop.settings.account": 1,
    ])
    XCTAssertEqual(coverage.untakenEdges, 1)
    XCTAssertEqual(coverage.unvisitedScreens, ["Login.start", "Shop.gallery"])
    XCTAssertEqual(report.problems, 0)
    XCTAssertTrue(coverage.unknownTransitions.isEmpty, "\(coverage.unknownTransitions)")
    // cart → product is a dismissal the code has (cart's dismiss); product → home at line 6 replaces the top.
    XCTAssertTrue(coverage.backWithoutAction.isEmpty, "\(coverage.backWithoutAction)")
  }

  func testReportsTransitionsTheGraphLacksAndBackWithoutAction() throws {
    let graph = try graph()
    let report = try report("""
      {"coordinator":"Shop","routes":[{"style":"root","screen":"home","withNavigation":true},{"style":"push","screen":"product"}]}
      {"coordinator":"Shop","routes":[{"style":"root","screen":"home","withNavigation":true},{"style":"push","screen":"product"},{"style":"push","screen":"gallery"}]}
      {"coordinator":"Shop","routes":[{"style":"root","screen":"home","withNavigation":true}]}
      {"coordinator":"Shop","routes":[{"style":"root","screen":"home","withNavigation":true},{"style":"push","screen":"wishlist"}]}
      """, graph: graph)
    let coverage = try XCTUnwrap(report.coverage)
    XCTAssertEqual(coverage.unknownTransitions.map { "\($0.kind.rawValue) \($0.from)>\($0.to) @\($0.line)" }, [
      "push Shop.home>Shop.wishlist @4", "push Shop.product>Shop.gallery @2",
    ], "gallery is a cover in the code, pushed at run time; wishlist is not declared at all")
    XCTAssertEqual(coverage.backWithoutAction.map { "\($0.from)>\($0.to) @\($0.line)" }, ["Shop.gallery>Shop.home @3"])
    XCTAssertEqual(report.findings.filter { $0.rule == .unknownScreen }.map(\.screens), [["Shop.wishlist"]])
    XCTAssertEqual(report.problems, 1)
    XCTAssertEqual(Set(report.findings.map(\.rule)), [.unknownScreen, .unknownTransition, .backWithoutAction])
  }

  func testAnnotatedGraphDrawsCountsAndGreysUnvisitedScreens() throws {
    let graph = try graph()
    let path = try files.write("run.jsonl", """
      {"coordinator":"Shop","routes":[{"style":"root","screen":"home","withNavigation":true}]}
      {"coordinator":"Shop","routes":[{"style":"root","screen":"home","withNavigation":true},{"style":"push","screen":"product"}]}
      """)
    var analyzer = TraceAnalyzer(graph: graph)
    analyzer.read(path: path)
    let annotated = analyzer.annotated(graph)
    let options = RenderOptions(visitedScreens: analyzer.report().visitedScreens)
    let dot = DOTRenderer(options: options).render(annotated)
    let lines = dot.split(separator: "\n")
    let product = try XCTUnwrap(lines.first { $0.contains("label=\"product\"") })
    let gallery = try XCTUnwrap(lines.first { $0.contains("label=\"gallery\"") })
    XCTAssertFalse(product.contains("#eaeef2"))
    XCTAssertTrue(gallery.contains("fillcolor=\"#eaeef2\""), String(gallery))
    XCTAssertTrue(dot.contains("×1"), "the taken edge is labelled with its count")
    XCTAssertTrue(dot.contains("×0"), "untaken edges show 0")
    XCTAssertFalse(DOTRenderer().render(graph).contains("#eaeef2"), "no trace: nothing greyed")
  }
}
