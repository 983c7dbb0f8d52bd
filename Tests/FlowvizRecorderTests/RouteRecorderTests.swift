import FlowGraph
import FlowvizRecorder
import Foundation
import XCTest

final class RouteRecorderTests: XCTestCase {
  var url: URL!

  override func setUp() {
    url = FileManager.default.temporaryDirectory.appendingPathComponent("recorder-\(UUID().uuidString).jsonl")
  }

  override func tearDown() { try? FileManager.default.removeItem(at: url) }

  func lines() throws -> [String] {
    try String(contentsOf: url, encoding: .utf8).split(separator: "\n").map(String.init)
  }

  func testRecordsOneLinePerChangeWithSessionAndTime() throws {
    let recorder = try RouteRecorder(
      url: url, session: "s1", bufferLimit: 100, clock: { Date(timeIntervalSince1970: 1_700_000_000.25) })
    var routes: [Route<Screen>] = [.root(.home, withNavigation: true)]
    recorder.record(routes, coordinator: "App")
    recorder.record(routes, coordinator: "App")  // unchanged: not recorded
    routes.append(.push(.detail(7)))
    recorder.record(routes, coordinator: "App", cause: .user)
    XCTAssertEqual(try lines(), [], "buffered until the limit or a flush")
    recorder.flush()
    XCTAssertEqual(try lines(), [
      #"{"coordinator":"App","session":"s1","time":1700000000.25,"routes":[{"sheet":{"_0":{"home":{}},"withNavigation":true}}]}"#,
      #"{"cause":"user","coordinator":"App","session":"s1","time":1700000000.25,"routes":[{"sheet":{"_0":{"home":{}},"withNavigation":true}},{"push":{"_0":{"detail":{"_0":7}}}}]}"#,
    ])
    recorder.close()
    XCTAssertEqual(recorder.failures, 0)
  }

  func testOutputReadsBackThroughTheTraceAnalyzer() throws {
    let recorder = try RouteRecorder(url: url, session: "run-1", bufferLimit: 2)
    var routes: [Route<Screen>] = [.root(.home, withNavigation: true)]
    recorder.record(routes, coordinator: "App")
    // A deep link: three pushes in one update.
    routes += [.push(.detail(1)), .push(.detail(2)), .push(.profile(userID: "me"))]
    recorder.record(routes, coordinator: "App")
    recorder.record(stack: [.root("start", withNavigation: true)], coordinator: "Todos")
    recorder.record(stack: [.root("start", withNavigation: true), .push("todo"), .sheet("edit")], coordinator: "Todos")
    recorder.close()

    var analyzer = TraceAnalyzer(assumptions: PlatformAssumptions(ios: 16, navigation: .view))
    analyzer.read(path: url.path, display: "trace.jsonl")
    let report = analyzer.report()
    XCTAssertEqual(report.snapshots, 4)
    XCTAssertEqual(report.problems, 0)
    XCTAssertEqual(report.updates, 2)
    XCTAssertEqual(report.multiStepTransitions.map(\.coordinator), ["App", "Todos"])
    XCTAssertEqual(report.multiStepTransitions.map(\.line), [2, 4])
    XCTAssertEqual(report.multiStepTransitions[0].steps.map(\.kind), [.content, .push, .push, .push])
    XCTAssertEqual(report.multiStepTransitions[1].steps.map(\.kind), [.content, .push, .present])
  }

  func testConcurrentRecordingKeepsEveryLineWhole() throws {
    let recorder = try RouteRecorder(url: url, session: "threads", bufferLimit: 7)
    DispatchQueue.concurrentPerform(iterations: 8) { worker in
      for step in 0..<50 {
        recorder.record(stack: [.root("home"), .push("item\(step)")], coordinator: "C\(worker)")
      }
    }
    recorder.close()
    let written = try lines()
    XCTAssertEqual(written.count, 400)
    var analyzer = TraceAnalyzer()
    analyzer.read(path: url.path)
    let report = analyzer.report()
    XCTAssertEqual(report.problems, 0)
    XCTAssertEqual(report.snapshots, 400)
    XCTAssertEqual(report.updates, 392, "each coordinator's first snapshot has nothing before it")
  }

  func testAppendsToAnExistingTrace() throws {
    try Data(#"{"coordinator":"Old","routes":[]}"#.utf8 + [10]).write(to: url)
    let recorder = try RouteRecorder(url: url, session: "new")
    recorder.record(stack: [.root("home")], coordinator: "New")
    recorder.close()
    recorder.record(stack: [.root("other")], coordinator: "New")  // after close: ignored
    XCTAssertEqual(try lines().count, 2)
    XCTAssertTrue(try lines()[1].contains(#""screen":"home""#))
  }
}
