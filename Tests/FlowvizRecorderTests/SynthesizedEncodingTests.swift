import FlowGraph
import Foundation
import XCTest

/// The shapes Swift's synthesized `Codable` gives FlowStacks-like routes: what the trace reader must accept.
final class SynthesizedEncodingTests: XCTestCase {
  func encode<T: Encodable>(_ value: T) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    return String(decoding: try encoder.encode(value), as: UTF8.self)
  }

  func testSwiftEncodesEnumCasesAsKeyedObjects() throws {
    XCTAssertEqual(try encode(Screen.home), #"{"home":{}}"#)
    XCTAssertEqual(try encode(Screen.detail(5)), #"{"detail":{"_0":5}}"#)
    XCTAssertEqual(try encode(Screen.profile(userID: "u1")), #"{"profile":{"userID":"u1"}}"#)
    XCTAssertEqual(try encode(Screen.settings(.privacy)), #"{"settings":{"_0":{"privacy":{}}}}"#)
    XCTAssertEqual(try encode(TabScreen.search), #""search""#)
    XCTAssertEqual(try encode(Route<Screen>.push(.detail(5))), #"{"push":{"_0":{"detail":{"_0":5}}}}"#)
    XCTAssertEqual(
      try encode(Route<Screen>.root(.home, withNavigation: true)), #"{"sheet":{"_0":{"home":{}},"withNavigation":true}}"#)
  }

  func testTheReaderReadsWhatJSONEncoderWrites() throws {
    let routes: [Route<Screen>] = [
      .root(.home, withNavigation: true), .push(.detail(5)), .push(.profile(userID: "x")),
      .sheet(.settings(.account), withNavigation: false), .cover(.home, withNavigation: true),
    ]
    let parsed = try TraceLineParser.parse(JSONEncoder().encode(routes)).get()
    XCTAssertEqual(parsed.encoding, .flowStacks)
    XCTAssertNil(parsed.coordinator)
    XCTAssertEqual(parsed.routes, [
      TraceRoute(.sheet, "home", withNavigation: true), TraceRoute(.push, "detail"), TraceRoute(.push, "profile"),
      TraceRoute(style: .sheet, screenPath: ["settings", "account"]), TraceRoute(.cover, "home", withNavigation: true),
    ])
    let tabs = try TraceLineParser.parse(JSONEncoder().encode([Route<TabScreen>.push(.search)])).get()
    XCTAssertEqual(tabs.routes, [TraceRoute(.push, "search")])
  }
}
