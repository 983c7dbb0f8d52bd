import FlowGraph
import XCTest

/// A call in a view that several screens show is extracted once per screen but is one place to change: rules
/// report it once, naming every screen.
final class SharedCallSiteTests: XCTestCase {
  func testOnePushWithoutNavigationFindingPerCallSite() {
    let call = SourceLocation(file: "Row.swift", line: 7, column: 5)
    let graph = FlowGraph(
      coordinators: [Coordinator(id: "Inbox", roots: ["Inbox.all"], navigation: .no)],
      screens: ["all", "unread", "message"].map { Screen(coordinator: "Inbox", name: $0) },
      edges: [
        Edge(from: "Inbox.all", to: "Inbox.unread", kind: .rootSwitch, location: SourceLocation(file: "Inbox.swift", line: 3)),
        Edge(from: "Inbox.all", to: "Inbox.message", kind: .push, location: call),
        Edge(from: "Inbox.unread", to: "Inbox.message", kind: .push, location: call),
      ],
      entryPoints: [EntryPoint(target: "Inbox")])
    let findings = Linter(options: LintOptions(onlyRules: ["push-without-navigation"])).lint(graph).findings
    XCTAssertEqual(findings.map(\.location), [call])
    XCTAssertEqual(findings.first?.subjects, ["Inbox.all", "Inbox.message", "Inbox.unread"])
    XCTAssertTrue(findings.first?.message.contains("(and 'Inbox.unread', which make the same call)") ?? false, "\(findings)")
  }
}
