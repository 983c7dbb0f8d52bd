import FlowGraph
import XCTest

/// The layer walk on graphs built in code: navigation containers, pushes and presented layers per screen.
final class LayerWalkTests: XCTestCase {
  func testLayersAcrossCoordinators() {
    let graph = FlowGraph(
      coordinators: [
        Coordinator(id: "App", kind: .tab, roots: ["App.tabs"], navigation: .no),
        Coordinator(id: "Feed", roots: ["Feed.list"], navigation: .yes),
        Coordinator(id: "Compose", kind: .presentation, roots: ["Compose.editor"], navigation: .inherited),
      ],
      screens: [
        Screen(coordinator: "App", name: "tabs"), Screen(coordinator: "Feed", name: "list"),
        Screen(coordinator: "Feed", name: "post"), Screen(coordinator: "Compose", name: "editor"),
        Screen(coordinator: "Compose", name: "preview"),
      ],
      edges: [
        Edge(from: "App.tabs", to: "Feed", kind: .tab),
        Edge(from: "Feed.list", to: "Feed.post", kind: .push),
        Edge(from: "Feed.post", to: "Compose", kind: .sheet),
        Edge(from: "Compose.editor", to: "Compose.preview", kind: .push, location: SourceLocation(file: "C.swift", line: 12, column: 5)),
      ])
    let walk = LayerWalk(graph)
    XCTAssertEqual(walk.contexts(of: "Feed.post"), [LayerContext(navigation: .yes, pushes: 1)])
    XCTAssertEqual(walk.contexts(of: "Compose.editor"), [LayerContext(navigation: .no, presented: 1, presentation: .sheet)])
    XCTAssertEqual(walk.reachedNodes.count, 8)
    let result = Linter(options: LintOptions(onlyRules: ["push-without-navigation"])).lint(graph)
    XCTAssertEqual(result.findings.count, 1)
    XCTAssertEqual(result.findings.first?.location, SourceLocation(file: "C.swift", line: 12, column: 5))
    XCTAssertTrue(result.findings.first?.message.contains("a sheet presented from 'Feed.post' without withNavigation") ?? false)
    XCTAssertEqual(result.findings.first?.subjects, ["Compose.editor", "Compose.preview"])
  }

  func testWithoutAnyEntryNothingIsReportedUnreachable() {
    // Two coordinators attaching each other: no entry point can be inferred, so reachability cannot be decided.
    let graph = FlowGraph(
      coordinators: [Coordinator(id: "A", roots: ["A.a"], navigation: .yes), Coordinator(id: "B", roots: ["B.b"], navigation: .yes)],
      screens: [Screen(coordinator: "A", name: "a"), Screen(coordinator: "B", name: "b")],
      edges: [Edge(from: "A.a", to: "B", kind: .sheet), Edge(from: "B.b", to: "A", kind: .sheet)])
    XCTAssertEqual(Linter().lint(graph).findings.filter { $0.rule.hasPrefix("unreachable") }, [])
  }

  func testUnresolvedCallsKeepTheirCoordinatorsScreensFromBeingReported() {
    var graph = FlowGraph(
      coordinators: [Coordinator(id: "A", roots: ["A.a"], navigation: .yes)],
      screens: [
        Screen(coordinator: "A", name: "a", location: SourceLocation(file: "A.flow.yml", line: 2)),
        Screen(coordinator: "A", name: "maybe", location: SourceLocation(file: "A.flow.yml", line: 3)),
      ],
      entryPoints: [EntryPoint(target: "A")])
    XCTAssertEqual(Linter().lint(graph).findings.map(\.rule), ["unreachable-screen"])
    graph.unresolved = [Unresolved(from: "A.a", kind: .push, expression: "vm.next")]
    XCTAssertEqual(Linter().lint(graph).findings, [])
  }
}
