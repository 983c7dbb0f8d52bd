import FlowGraph
import Foundation
import XCTest

final class TraceLineParserTests: XCTestCase {
  func parse(_ line: String) -> Result<TraceSnapshot, TraceLineError> { TraceLineParser.parse(Data(line.utf8)) }

  func testFlowvizFormWithEveryField() throws {
    let s = try parse(#"{"coordinator":"App","session":42,"time":"2026-01-01T00:00:00Z","cause":"system","routes":[{"style":"root","screen":"home","withNavigation":true},{"style":"cover","screen":"x","embedInNavigationView":true},{"style":"push","screen":"y","withNavigation":true}]}"#).get()
    XCTAssertEqual(s.coordinator, "App")
    XCTAssertEqual(s.session, "42", "numeric session ids are read as text")
    XCTAssertEqual(s.cause, "system")
    XCTAssertEqual(s.encoding, .flowviz)
    XCTAssertEqual(s.routes, [
      TraceRoute(.root, "home", withNavigation: true), TraceRoute(.cover, "x", withNavigation: true),
      TraceRoute(.push, "y"),  // a push never brings a container
    ])
  }

  func testFlowStacksRoutesInsideTheFlowvizForm() throws {
    let s = try parse(#"{"coordinator":"Tabs","routes":[{"sheet":{"_0":{"home":{}},"withNavigation":false}},{"push":{"_0":{"settings":{"_0":{"privacy":{}}}}}},{"push":{"_0":{"user":{"id":1,"name":"a"}}}}]}"#).get()
    XCTAssertEqual(s.routes.map(\.screenPath), [["home"], ["settings", "privacy"], ["user"]])
    XCTAssertEqual(s.routes.map(\.style), [.sheet, .push, .push])
  }

  func testAStructPayloadIsNotANestedScreen() throws {
    // `.detail(Item(id: 1))` with a one-field struct: {"detail":{"_0":{"id":1}}} stays `detail`.
    let s = try parse(#"[{"push":{"_0":{"detail":{"_0":{"id":1}}}}}]"#).get()
    XCTAssertEqual(s.routes.map(\.screenPath), [["detail"]])
  }

  func testRejectsWhatIsNotASnapshot() {
    XCTAssertEqual(parse("42").failure, .notASnapshot("expected an object with \"routes\" or a routes array"))
    XCTAssertEqual(parse(#"{"routes":{}}"#).failure, .notASnapshot("\"routes\" is not an array"))
    XCTAssertEqual(parse(#"{"coordinator":7,"routes":[]}"#).failure, .notASnapshot("\"coordinator\" is not a string"))
    XCTAssertEqual(parse(#"[1]"#).failure, .badRoute(index: 0, "not an object"))
    XCTAssertEqual(parse(#"[{"push":{"screen":"a"}}]"#).failure, .badScreen(index: 0))
    XCTAssertEqual(parse(#"[{"push":{"_0":""}}]"#).failure, .badScreen(index: 0))
    XCTAssertEqual(parse(#"[{"style":"push","screen":{"a":1,"b":2}}]"#).failure, .badScreen(index: 0))
    XCTAssertEqual(parse("{\"routes\": [\u{0}]}").failure, .notJSON)
  }
}

extension Result {
  var failure: Failure? {
    if case .failure(let error) = self { return error }
    return nil
  }
}
