import FlowGraph
import XCTest

/// Calls of one update group in different `#if os(...)` variants are alternatives, not steps.
final class MultiStepPlatformTests: XCTestCase {
  private func findings(_ platforms: [[String]]) -> [Finding] {
    var coordinator = Coordinator(id: "Shop", library: .flowStacks, roots: ["Shop.home"], navigation: .yes)
    coordinator.generation = "0.1-0.4"
    let graph = FlowGraph(
      coordinators: [coordinator],
      screens: ["home", "product", "basket"].map { Screen(coordinator: "Shop", name: $0) },
      edges: [
        Edge(from: "Shop.home", to: "Shop.product", kind: .sheet, location: SourceLocation(file: "Shop.swift", line: 9), group: "g", platforms: platforms[0]),
        Edge(from: "Shop.home", to: "Shop.basket", kind: .sheet, location: SourceLocation(file: "Shop.swift", line: 11), group: "g", platforms: platforms[1]),
      ],
      entryPoints: [EntryPoint(target: "Shop")])
    return Linter(options: LintOptions(onlyRules: ["multi-step-transition"])).lint(graph).findings
  }

  func testPlatformVariantsAreAlternatives() {
    XCTAssertEqual(findings([["iOS"], ["macOS"]]), [])
    // A call for every platform joins each variant: two sheets at once on iOS, reported once.
    XCTAssertEqual(findings([[], ["iOS"]]).map(\.location?.line), [9])
    XCTAssertEqual(findings([["iOS"], ["iOS", "macOS"]]).map(\.location?.line), [9])
    XCTAssertEqual(findings([[], []]).map(\.location?.line), [9])
  }
}
