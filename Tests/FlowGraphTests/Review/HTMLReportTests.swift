import FlowGraph
import XCTest

final class HTMLReportTests: XCTestCase {
  typealias F = ReviewFixtures
  static let evil = "<img src=x onerror=alert(1)></script><!--"

  var evilGraph: FlowGraph {
    F.with(F.shop) {
      $0.screens.append(Screen(coordinator: "Shop", name: Self.evil, views: ["</script>View"]))
      $0.edges.append(Edge(from: "Shop.home", to: "Shop.\(Self.evil)", kind: .push, location: F.at(30)))
    }
  }

  /// The JSON block the page's script reads.
  func dataBlock(_ html: String) throws -> String {
    let start = try XCTUnwrap(html.range(of: "<script type=\"application/json\" id=\"flowviz-data\">"))
    let end = try XCTUnwrap(html.range(of: "</script>", range: start.upperBound..<html.endIndex))
    return String(html[start.upperBound..<end.lowerBound])
  }

  func testUserTextNeverBecomesMarkup() throws {
    let html = try HTMLReport().render(evilGraph)
    XCTAssertFalse(html.contains("<img"), "no raw tag from a screen name anywhere in the page")
    XCTAssertFalse(html.contains("<!--\""), "no comment opener from user text")
    XCTAssertEqual(html.components(separatedBy: "</script>").count - 1, 2, "only the page's own two script elements end")
    let json = try dataBlock(html)
    XCTAssertFalse(json.contains("<") || json.contains(">") || json.contains("&"))
    // The data reads back to the very name.
    let object = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
    let names = (object?["nodes"] as? [[String: Any]])?.compactMap { $0["name"] as? String } ?? []
    XCTAssertTrue(names.contains(Self.evil), "\(names)")
  }

  func testSelfContainedWithEveryScreenInDataAndSVG() throws {
    let html = try HTMLReport(findings: [
      Finding(
        rule: "cover-without-dismiss", severity: .warning, message: "trapped", location: F.at(42),
        suggestion: "Add a dismiss.", subjects: ["Cart.cart"])
    ]).render(F.with(F.shop) {
      $0.backActions.append(BackAction(action: .pop, screen: "Shop.list", location: F.at(13)))
      $0.unresolved.append(Unresolved(from: "Shop.list", kind: .push, expression: "vm.next", location: F.at(15)))
    })
    for forbidden in ["<link", "src=\"http", "href=\"http", "@import", "url("] {
      XCTAssertFalse(html.contains(forbidden), forbidden)
    }
    XCTAssertTrue(html.contains("Content-Security-Policy\" content=\"default-src 'none'"))
    XCTAssertTrue(html.contains("<svg"))
    XCTAssertFalse(html.contains("<?xml"), "the SVG is inlined without its XML prolog")
    let object = try JSONSerialization.jsonObject(with: Data(try dataBlock(html).utf8)) as? [String: Any]
    let nodes = try XCTUnwrap(object?["nodes"] as? [[String: Any]])
    XCTAssertEqual(Set(nodes.compactMap { $0["id"] as? String }), ["Shop.home", "Shop.list", "Shop.detail", "Cart.cart"])
    // Each node's DOT id is the <title> Graphviz wrote for it, so the script can find it.
    for node in nodes {
      let dot = try XCTUnwrap(node["node"] as? String)
      XCTAssertTrue(html.contains("<title>\(dot)</title>"), dot)
    }
    let cart = try XCTUnwrap(nodes.first { $0["id"] as? String == "Cart.cart" })
    XCTAssertEqual((cart["findings"] as? [[String: Any]])?.first?["rule"] as? String, "cover-without-dismiss")
    XCTAssertEqual((cart["findings"] as? [[String: Any]])?.first?["suggestion"] as? String, "Add a dismiss.")
    XCTAssertEqual((cart["findings"] as? [[String: Any]])?.first?["severity"] as? String, "warning")
    XCTAssertEqual((cart["incoming"] as? [[String: Any]])?.first?["from"] as? String, "Shop.detail", "an edge into a coordinator reaches its root")
    let list = try XCTUnwrap(nodes.first { $0["id"] as? String == "Shop.list" })
    XCTAssertEqual(list["back"] as? [String], ["pop at App.swift:13:5"])
    XCTAssertTrue(((list["outgoing"] as? [[String: Any]]) ?? []).contains { $0["toName"] as? String == "? vm.next" }, "unresolved calls are listed")
    let detail = try XCTUnwrap(nodes.first { $0["id"] as? String == "Shop.detail" })
    XCTAssertEqual((detail["outgoing"] as? [[String: Any]])?.first?["location"] as? String, "App.swift:14:5")
  }

  func testRenderFormatPicksHTMLFromTheExtension() throws {
    XCTAssertEqual(OutputFormat(path: "out/report.html"), .html)
    XCTAssertTrue(OutputFormat.html.isText)
    let data = try OutputFormat.html.render(F.shop)
    XCTAssertTrue(String(decoding: data, as: UTF8.self).hasPrefix("<!DOCTYPE html>"))
  }

  func testHighlightMarksOnlyChangedItemsInDOT() {
    let head = F.with(F.shop) { $0.edges[0].kind = .sheet; $0.screens.append(Screen(coordinator: "Shop", name: "new")) }
    let union = DiffUnion(diff: GraphDiff(base: F.shop, head: head), base: F.shop, head: head)
    let dot = DOTRenderer(options: RenderOptions(highlight: union.highlight)).render(union.graph)
    XCTAssertEqual(dot.components(separatedBy: "class=\"diff-added\"").count - 1, 1, dot)
    XCTAssertEqual(dot.components(separatedBy: "class=\"diff-changed\"").count - 1, 1, dot)
    XCTAssertFalse(dot.contains("diff-removed"))
    XCTAssertFalse(DOTRenderer().render(head).contains("diff-"), "no highlight without a diff")
  }

  /// The real-browser test (headless Chromium through Selenium): Tests/browser/test_report.py.
  func testInABrowser() throws {
    guard let flowviz = F.flowvizBinary else { throw XCTSkip("the flowviz binary is not built beside the tests") }
    let script = F.packageRoot.appendingPathComponent("Tests/browser/test_report.py")
    let result = try F.run(
      URL(fileURLWithPath: "/usr/bin/env"), ["python3", script.path, "--flowviz", flowviz.path, "--require"], in: F.packageRoot)
    if result.status == 2, result.err.contains("SKIPPED") {
      throw XCTSkip(result.err.trimmingCharacters(in: .whitespacesAndNewlines))
    }
    XCTAssertEqual(result.status, 0, result.out + result.err)
    XCTAssertTrue(result.err.contains("Ran 10 tests") && result.err.contains("OK"), result.err)
  }
}
