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

  func testScreensShowTheirViewAndRouteWhereTheyDiffer() {
    var login = Screen(coordinator: "Auth", name: "start")
    login.views = ["LoginView"]
    XCTAssertEqual(NodeLabel.screen(login), "LoginView\nstart")
    var home = Screen(coordinator: "Main", name: "home")
    home.views = ["HomeView"]
    XCTAssertEqual(NodeLabel.screen(home), "HomeView", "the route says nothing the view type does not")
    var many = Screen(coordinator: "Main", name: "root")
    many.views = ["AView", "BView", "CView", "DView"]
    XCTAssertEqual(NodeLabel.screen(many), "AView, BView +2\nroot")
    XCTAssertEqual(NodeLabel.screen(Screen(coordinator: "Main", name: "settings")), "settings", "no view known: the route")
  }

  func testCoordinatorsAreNamedInPlainWordsWithTheirPlatform() {
    var tv = Coordinator(id: "App@tvOS", name: "AppCoordinator", library: .flowStacks, kind: .tab, roots: [], navigation: .yes)
    tv.platforms = ["tvOS"]
    tv.generation = "0.6+"
    XCTAssertEqual(NodeLabel.coordinator(tv), "AppCoordinator (tvOS)\nFlowStacks 0.6+ · tab bar · own navigation")
  }

  /// Two demo apps' `AppCoordinator`s: each box says whose it is, from its id's qualifier; a plain id adds nothing.
  func testCoordinatorsOfOneNameAreTitledByWhatTellsThemApart() throws {
    let graph = FlowGraph(coordinators: ["Home/Demo", "Profile/Demo"].map { module in
      Coordinator(id: "AppCoordinator@\(module)", name: "AppCoordinator", library: .flowStacks, kind: .navigation,
                  roots: ["AppCoordinator@\(module).home"], navigation: .yes)
    } + [Coordinator(id: "Settings", name: "Settings", roots: ["Settings.main"], navigation: .yes)],
    screens: ["AppCoordinator@Home/Demo", "AppCoordinator@Profile/Demo", "Settings"].map { Screen(coordinator: $0, name: $0 == "Settings" ? "main" : "home") })
    XCTAssertEqual(graph.coordinators.map(NodeLabel.title), ["AppCoordinator (Home/Demo)", "AppCoordinator (Profile/Demo)", "Settings"])
    let dot = DOTRenderer().render(graph)
    XCTAssertTrue(dot.contains("label=\"AppCoordinator (Home/Demo)\\n"), dot)
    XCTAssertTrue(dot.contains("label=\"AppCoordinator (Profile/Demo)\\n"), dot)
    let mermaid = MermaidRenderer().document(graph)
    XCTAssertTrue(mermaid.contains("[\"AppCoordinator (Home/Demo)\"]"), mermaid)
  }

  func testEdgePlatformsAreLabelledOnlyWhenTheySayMore() {
    var c = Coordinator(id: "App", name: "App", roots: ["App.a"], navigation: .yes)
    c.platforms = ["tvOS"]
    var same = Edge(from: "App.a", to: "App.b", kind: .push)
    same.platforms = ["tvOS"]
    var other = Edge(from: "App.a", to: "App.c", kind: .sheet)
    other.platforms = ["!macOS"]
    let graph = FlowGraph(
      coordinators: [c], screens: ["a", "b", "c"].map { Screen(coordinator: "App", name: $0) }, edges: [same, other])
    let dot = DOTRenderer().render(graph)
    XCTAssertFalse(dot.contains("xlabel=\"tvOS\""), "the whole coordinator is tvOS: the edge label repeats it")
    XCTAssertTrue(dot.contains("xlabel=\"!macOS\""))
  }

  func testTheLegendListsOnlyWhatIsDrawnAndCanBeTurnedOff() throws {
    let graph = try Fixtures.graph()
    let dot = DOTRenderer().render(graph)
    XCTAssertTrue(dot.contains("legend [") && dot.contains(">push<") && dot.contains(">sheet<"))
    XCTAssertFalse(dot.contains(">tab<"), "the sample has no tab edge")
    XCTAssertFalse(DOTRenderer(options: RenderOptions(legend: false)).render(graph).contains("legend ["))
  }

  func testOneNotePerUnknownDestinationOfAScreen() {
    let graph = FlowGraph(
      coordinators: [Coordinator(id: "App", name: "App", roots: ["App.a"], navigation: .yes)],
      screens: [Screen(coordinator: "App", name: "a")],
      unresolved: [
        Unresolved(from: "App.a", kind: .push, expression: "screen"),
        Unresolved(from: "App.a", kind: .sheet, expression: "screen"),
        Unresolved(from: "App.a", kind: .push, expression: "vm.next"),
      ])
    let dot = DOTRenderer().render(graph)
    XCTAssertEqual(dot.components(separatedBy: "shape=note").count - 1, 2, "`? screen` once, `? vm.next` once")
    XCTAssertEqual(dot.components(separatedBy: "\n").filter { $0.contains(" -> u") }.count, 3, "an edge per call")
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
