import FlowGraph
import XCTest

/// A finding deep in nested coordinators keeps the first and last steps of its path and says how many it leaves
/// out: reports grow with the number of findings, not with its square.
final class FindingPathTests: XCTestCase {
  func testADeepChainsFindingsKeepShortPaths() throws {
    let depth = 60
    var lines = ["flowviz: 1", "entry: C0", "coordinators:"]
    for i in 0..<depth {
      lines += ["  - id: C\(i)", "    navigation: true", "    root: s", "    screens: [s]"]
      if i + 1 < depth { lines += ["    children:", "      - { at: s, coordinator: C\(i + 1), kind: push }"] }
    }
    let graph = try DefinitionLinker.link([DefinitionFile.parse(lines.joined(separator: "\n") + "\n", file: "Chain.flow.yml")])
    let findings = Linter().lint(graph, sources: [:]).findings.filter { $0.rule == "nested-navigation" }
    XCTAssertEqual(findings.count, depth - 1)
    let deepest = try XCTUnwrap(findings.first { $0.subjects.contains("C\(depth - 1)") })
    XCTAssertEqual(deepest.path.count, Finding.maximumPathSteps)
    XCTAssertEqual(deepest.path.first?.message, "C0.s → C1 (push)")
    XCTAssertEqual(deepest.path.last?.message, "C\(depth - 3).s → C\(depth - 2) (push)")
    let omitted = depth - 2 - (Finding.maximumPathSteps - 1)
    XCTAssertEqual(deepest.path[Finding.maximumPathSteps / 2].message, "… \(omitted) more steps")
    // A short path is kept whole.
    let shallow = try XCTUnwrap(findings.first { $0.subjects.contains("C3") })
    XCTAssertEqual(shallow.path.map(\.message), ["C0.s → C1 (push)", "C1.s → C2 (push)"])
  }
}
