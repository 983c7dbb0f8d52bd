import FlowGraph
import XCTest

/// The review commands as a user runs them: the built flowviz binary, real files, exit codes.
final class ReviewCommandTests: XCTestCase {
  typealias F = ReviewFixtures
  var dir: URL!
  var flowviz: URL!

  override func setUpWithError() throws {
    guard let binary = F.flowvizBinary else {
      throw XCTSkip("the flowviz binary is not built beside the tests (run `swift build` first)")
    }
    flowviz = binary
    dir = try F.temporaryDirectory()
    let samples = F.packageRoot.appendingPathComponent("Samples/Definitions")
    for name in ["ShopApp.flow.yml", "Checkout.flow.yml"] {
      try FileManager.default.copyItem(at: samples.appendingPathComponent(name), to: dir.appendingPathComponent(name))
    }
  }

  override func tearDownWithError() throws {
    if let dir { try? FileManager.default.removeItem(at: dir) }
  }

  func edit(_ name: String, _ change: (String) -> String) throws {
    let url = dir.appendingPathComponent(name)
    try change(String(contentsOf: url, encoding: .utf8)).write(to: url, atomically: true, encoding: .utf8)
  }

  func testDumpIsStableAndCheckExitCodes() throws {
    let first = try F.run(flowviz, ["dump", "."], in: dir)
    XCTAssertEqual(first.status, 0, first.err)
    let second = try F.run(flowviz, ["dump", "ShopApp.flow.yml", "Checkout.flow.yml", "-o", "Flows.lock"], in: dir)
    XCTAssertEqual(second.status, 0, second.err)
    XCTAssertEqual(try String(contentsOf: dir.appendingPathComponent("Flows.lock"), encoding: .utf8), first.out)
    XCTAssertTrue(first.out.contains("edge Catalog.product -> Catalog.cart sheet +nav\n"))

    // Equal: 0. Moving a transition down the file is still equal.
    try edit("Checkout.flow.yml") { "# a comment that shifts every line\n\n" + $0 }
    let clean = try F.run(flowviz, ["check", ".", "--baseline", "Flows.lock"], in: dir)
    XCTAssertEqual(clean.status, 0, clean.err + clean.out)
    XCTAssertEqual(clean.out, "")

    // Drift: 2, with - and + lines.
    try edit("Checkout.flow.yml") { $0.replacingOccurrences(of: "{ from: review, to: confirmation, kind: cover }", with: "{ from: review, to: confirmation, kind: push }") }
    let drift = try F.run(flowviz, ["check", ".", "--baseline", "Flows.lock"], in: dir)
    XCTAssertEqual(drift.status, 2)
    XCTAssertEqual(drift.out, "- edge Checkout.review -> Checkout.confirmation cover\n+ edge Checkout.review -> Checkout.confirmation push\n")
    XCTAssertTrue(drift.err.contains("drifted from Flows.lock: 1 removed, 1 added"), drift.err)

    // Usage errors and bad input: 1.
    XCTAssertEqual(try F.run(flowviz, ["check", ".", "--baseline", "Missing.lock"], in: dir).status, 1)
    XCTAssertEqual(try F.run(flowviz, ["check", "."], in: dir).status, 1)
    try "not a baseline\n".write(to: dir.appendingPathComponent("Other.lock"), atomically: true, encoding: .utf8)
    let wrong = try F.run(flowviz, ["check", ".", "--baseline", "Other.lock"], in: dir)
    XCTAssertEqual(wrong.status, 1)
    XCTAssertTrue(wrong.err.contains("Other.lock:1:1: error: not a flowviz baseline"), wrong.err)
    try edit("Checkout.flow.yml") { $0.replacingOccurrences(of: "kind: push", with: "kind: jump") }
    let bad = try F.run(flowviz, ["check", ".", "--baseline", "Flows.lock"], in: dir)
    XCTAssertEqual(bad.status, 1)
    XCTAssertTrue(bad.err.contains("Checkout.flow.yml:"), bad.err)
  }

  func testDiffFormatsFromFiles() throws {
    XCTAssertEqual(try F.run(flowviz, ["export", ".", "-o", "base.json"], in: dir).status, 0)
    try edit("ShopApp.flow.yml") { $0.replacingOccurrences(of: "{ from: home, to: search, kind: sheet, withNavigation: true }", with: "{ from: home, to: search, kind: cover, withNavigation: true }") }
    let markdown = try F.run(flowviz, ["diff", "--base", "base.json", "--head", "."], in: dir)
    XCTAssertEqual(markdown.status, 0, markdown.err)
    XCTAssertTrue(markdown.out.contains("**1 change** — edges: 1 changed"), markdown.out)
    XCTAssertTrue(markdown.out.contains("| ✏️ | edge changed | <code>Catalog.home</code> → <code>Catalog.search</code> | kind: sheet → cover |"))
    XCTAssertTrue(markdown.out.contains("```mermaid\nflowchart LR\n"))

    let json = try F.run(flowviz, ["diff", "--base", "base.json", "--head", ".", "--format", "json"], in: dir)
    let object = try JSONSerialization.jsonObject(with: Data(json.out.utf8)) as? [String: Any]
    XCTAssertEqual(object?["format"] as? String, "flowviz-diff")
    XCTAssertEqual(object?["changeCount"] as? Int, 1)

    XCTAssertEqual(try F.run(flowviz, ["diff", "--base", "base.json", "--head", ".", "-o", "changes.svg"], in: dir).status, 0)
    let svg = try String(contentsOf: dir.appendingPathComponent("changes.svg"), encoding: .utf8)
    XCTAssertTrue(svg.contains("<svg"))
    XCTAssertEqual(svg.components(separatedBy: "class=\"edge diff&#45;changed\"").count - 1, 1, "exactly one edge marked changed")

    XCTAssertEqual(try F.run(flowviz, ["diff", "--base", "base.json", "--head", ".", "-o", "changes.html"], in: dir).status, 0)
    let html = try String(contentsOf: dir.appendingPathComponent("changes.html"), encoding: .utf8)
    XCTAssertTrue(html.contains("~ edge Catalog.home -\\u003e Catalog.search cover +nav: kind: sheet → cover"), "change list in the data")

    let usage = try F.run(flowviz, ["diff", "--head", "."], in: dir)
    XCTAssertEqual(usage.status, 1)
    XCTAssertTrue(usage.err.contains("--base"), usage.err)
  }

  func testDiffAgainstAGitRefLeavesTheWorkingTreeAlone() throws {
    func git(_ args: String...) throws -> String {
      let r = try F.run(URL(fileURLWithPath: "/usr/bin/env"), ["git", "-c", "user.email=t@example.com", "-c", "user.name=t"] + args, in: dir)
      XCTAssertEqual(r.status, 0, r.err)
      return r.out
    }
    _ = try git("init", "-q")
    _ = try git("add", ".")
    _ = try git("commit", "-q", "-m", "base")
    try edit("Checkout.flow.yml") { $0.replacingOccurrences(of: "screens: [shipping, payment, review, confirmation]", with: "screens: [shipping, payment, review, confirmation, receipt]") }
    let before = try git("status", "--porcelain")
    let result = try F.run(flowviz, ["diff", "--base-ref", "HEAD", "--head", ".", "--format", "json"], in: dir)
    XCTAssertEqual(result.status, 0, result.err)
    let object = try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [String: Any]
    let diff = object?["diff"] as? [String: Any]
    XCTAssertEqual((diff?["screensAdded"] as? [[String: Any]])?.compactMap { $0["id"] as? String }, ["Checkout.receipt"])
    // Both sides are linted (the base in its temporary snapshot): the new screen is reached by nothing.
    let introduced = (diff?["findingsIntroduced"] as? [[String: Any]]) ?? []
    XCTAssertEqual(introduced.compactMap { $0["rule"] as? String }, ["unreachable-screen"])
    XCTAssertEqual(introduced.first?["subjects"] as? [String], ["Checkout.receipt"])
    XCTAssertEqual(((introduced.first?["location"] as? [String: Any])?["file"] as? String), "Checkout.flow.yml")
    XCTAssertEqual((diff?["findingsFixed"] as? [[String: Any]])?.count, 0, "the base's findings (none) are matched by key, not lost")
    XCTAssertEqual(object?["changeCount"] as? Int, 2)
    XCTAssertEqual(try git("status", "--porcelain"), before, "the working tree is untouched")
    XCTAssertEqual(try git("worktree", "list").split(separator: "\n").count, 1, "no worktree left behind")

    // A flow file the base did not have: everything in it is added, and a note says so.
    try """
      flowviz: 1
      coordinators:
        - id: Help
          root: faq
          screens: [faq, contact]
          transitions:
            - { from: faq, to: contact, kind: push }
      """.write(to: dir.appendingPathComponent("Help.flow.yml"), atomically: true, encoding: .utf8)
    let new = try F.run(flowviz, ["diff", "--base-ref", "HEAD", "--head", "Help.flow.yml"], in: dir)
    XCTAssertEqual(new.status, 0, new.err)
    XCTAssertTrue(new.err.contains("Help.flow.yml: note: not present at HEAD"), new.err)
    XCTAssertTrue(new.out.contains("coordinators: 1 added · screens: 2 added · edges: 1 added"), new.out)

    let badRef = try F.run(flowviz, ["diff", "--base-ref", "no-such-ref", "--head", "."], in: dir)
    XCTAssertEqual(badRef.status, 1)
    XCTAssertTrue(badRef.err.contains("'no-such-ref' is not a commit"), badRef.err)
  }
}
