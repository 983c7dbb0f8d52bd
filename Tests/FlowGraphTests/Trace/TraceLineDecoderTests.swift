@testable import FlowGraph
import Foundation
import XCTest

/// The fast path (JSONDecoder) and the explaining path (JSONSerialization) read good lines the same way.
final class TraceLineDecoderTests: XCTestCase {
  let lines = [
    #"{"coordinator":"App","session":"s","cause":"user","time":1.5,"routes":[{"style":"root","screen":"home","withNavigation":true},{"style":"push","screen":"a"}]}"#,
    #"{"routes":[{"style":"cover","screen":"x","embedInNavigationView":true}],"coordinator":null}"#,
    #"[{"sheet":{"_0":{"home":{}},"withNavigation":true}},{"push":{"_0":{"settings":{"_0":{"privacy":{}}}}}},{"push":{"_0":{"detail":{"_0":{"id":1}}}}}]"#,
    #"[{"push":{"_0":"search"}},{"cover":{"_0":{"profile":{"userID":"u"}},"withNavigation":false}}]"#,
    #"{"coordinator":"T","routes":[{"sheet":{"_0":{"a":{"_0":{"b":{"_0":{"c":{}}}}}},"withNavigation":true}}]}"#,
    "[]",
  ]

  func testBothPathsAgreeOnGoodLines() throws {
    for line in lines {
      let data = Data(line.utf8)
      let fast = try JSONDecoder().decode(TraceLineDecoder.self, from: data).snapshot
      XCTAssertEqual(fast, try TraceLineParser.parseExplaining(data).get(), line)
    }
  }

  func testUnusualLinesFallBackToTheExplainingPath() throws {
    // A numeric session id and a numeric flag are not what the fast path expects; the explaining path reads them.
    let line = #"{"coordinator":"A","session":42,"routes":[{"style":"sheet","screen":"s","withNavigation":1}]}"#
    XCTAssertThrowsError(try JSONDecoder().decode(TraceLineDecoder.self, from: Data(line.utf8)))
    let snapshot = try TraceLineParser.parse(Data(line.utf8)).get()
    XCTAssertEqual(snapshot.session, "42")
    XCTAssertEqual(snapshot.routes, [TraceRoute(.sheet, "s", withNavigation: true)])
  }
}
