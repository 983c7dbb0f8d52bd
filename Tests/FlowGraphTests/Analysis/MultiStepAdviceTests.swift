import FlowGraph
import XCTest

/// multi-step-transition advises the staging helper of the library and generation the coordinator uses.
final class MultiStepAdviceTests: XCTestCase {
  private func suggestion(library: Library, generation: String?) -> String? {
    var coordinator = Coordinator(id: "Shop", library: library, roots: ["Shop.home"], navigation: .yes)
    coordinator.generation = generation
    let graph = FlowGraph(
      coordinators: [coordinator],
      screens: ["home", "product", "basket"].map { Screen(coordinator: "Shop", name: $0) },
      edges: [
        Edge(from: "Shop.home", to: "Shop.product", kind: .push, location: SourceLocation(file: "Shop.swift", line: 9), group: "g"),
        Edge(from: "Shop.home", to: "Shop.basket", kind: .sheet, location: SourceLocation(file: "Shop.swift", line: 10), group: "g"),
      ],
      entryPoints: [EntryPoint(target: "Shop")])
    return Linter(options: LintOptions(onlyRules: ["multi-step-transition"])).lint(graph).findings.first?.suggestion
  }

  func testAdviceNamesTheHelperOfTheCoordinatorsLibrary() throws {
    let routes = try XCTUnwrap(suggestion(library: .flowStacks, generation: "0.1-0.4"))
    XCTAssertTrue(routes.contains("$routes.withDelaysIfUnsupported"), routes)
    XCTAssertFalse(routes.contains("navigateWith"), routes)
    let flow = try XCTUnwrap(suggestion(library: .flowStacks, generation: "0.0"))
    XCTAssertTrue(flow.hasPrefix("Make one change per update (NFlow/PFlow"), flow)
    let tca = try XCTUnwrap(suggestion(library: .tcaCoordinators, generation: "0.4"))
    XCTAssertTrue(tca.contains(".routeWithDelaysIfUnsupported(state.routes"), tca)
    // FlowStacks 0.6+ stages the update itself: nothing to advise.
    XCTAssertNil(suggestion(library: .flowStacks, generation: "0.6+"))
  }
}
