import FlowGraph
import XCTest

final class FlowDumpTests: XCTestCase {
  typealias F = ReviewFixtures

  func testGoldenDump() {
    XCTAssertEqual(
      FlowDump.render(F.shop),
      """
      \(FlowDump.header)
      coordinator Cart name=CartFlow library=definition kind=presentation navigation=yes roots=Cart.cart
      coordinator Shop name=ShopCoordinator library=flowstacks generation=0.6+ kind=navigation navigation=yes roots=Shop.home
      screen Cart.cart coordinator=Cart views=CartView
      screen Shop.detail coordinator=Shop views=DetailView
      screen Shop.home coordinator=Shop views=HomeView
      screen Shop.list coordinator=Shop views=ListView
      edge Shop.detail -> Cart sheet +nav
      edge Shop.home -> Shop.list push
      edge Shop.list -> Shop.detail push
      entry Shop

      """)
  }

  func testStableAcrossOrderAndLocations() {
    XCTAssertEqual(FlowDump.render(F.shop), FlowDump.render(F.shopMoved))
    XCTAssertEqual(FlowDump.render(F.shop), FlowDump.render(F.shop))
  }

  func testOddNamesStayOnOneLineAndDistinct() {
    let graph = F.with(F.shop) {
      $0.screens.append(Screen(coordinator: "Shop", name: "two words\nand a line"))
      $0.screens.append(Screen(coordinator: "Shop", name: "two words and a line"))
      $0.backActions.append(BackAction(action: .dismiss, screen: "Cart.cart", count: 2))
      $0.unresolved.append(Unresolved(from: "Shop.home", kind: .push, expression: "vm.next(\"a\")"))
    }
    let lines = FlowDump.lines(graph)
    XCTAssertEqual(lines.count, 14)
    XCTAssertTrue(lines.contains("screen \"Shop.two words\\nand a line\" coordinator=Shop views=-"), "\(lines)")
    XCTAssertTrue(lines.contains("screen \"Shop.two words and a line\" coordinator=Shop views=-"))
    XCTAssertTrue(lines.contains("back Cart.cart dismiss count=2"))
    XCTAssertTrue(lines.contains("unresolved Shop.home push \"vm.next(\\\"a\\\")\""))
  }

  func testCheckFindsDriftBothWays() {
    let baseline = FlowDump.render(F.shop)
    XCTAssertFalse(BaselineCheck(baseline: baseline, graph: F.shopMoved).drifted, "moving code is no drift")
    let head = F.with(F.shop) {
      $0.edges[0].kind = .sheet
      $0.screens.removeAll { $0.id == "Shop.list" }
    }
    let check = BaselineCheck(baseline: baseline, graph: head)
    XCTAssertTrue(check.drifted)
    XCTAssertEqual(
      check.report,
      """
      - edge Shop.home -> Shop.list push
      - screen Shop.list coordinator=Shop views=ListView
      + edge Shop.home -> Shop.list sheet
      """)
  }

  func testCheckIgnoresCommentsAndBlankLinesButCountsDuplicates() {
    let doubled = F.with(F.shop) { $0.edges.append(Edge(from: "Shop.home", to: "Shop.list", kind: .push, location: F.at(77))) }
    let baseline = "# my comment\n\n" + FlowDump.render(F.shop) + "\n\n"
    XCTAssertFalse(BaselineCheck(baseline: baseline, graph: F.shop).drifted)
    XCTAssertEqual(BaselineCheck(baseline: baseline, graph: doubled).added, ["edge Shop.home -> Shop.list push"])
  }
}
