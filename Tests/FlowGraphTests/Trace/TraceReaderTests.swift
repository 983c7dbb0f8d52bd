import FlowGraph
import Foundation
import XCTest

final class TraceReaderTests: XCTestCase {
  var files: TraceFiles!

  override func setUpWithError() throws { files = try TraceFiles() }
  override func tearDown() { files.remove() }

  func analyse(_ paths: [String], _ analyzer: TraceAnalyzer = TraceAnalyzer()) -> TraceReport {
    var analyzer = analyzer
    for path in paths { analyzer.read(path: path, display: URL(fileURLWithPath: path).lastPathComponent) }
    return analyzer.report()
  }

  func problems(_ report: TraceReport) -> [String] {
    report.findings.filter { $0.rule == .badInput }.map { "\($0.file):\($0.line.map(String.init) ?? "-"): \($0.message)" }
  }

  func testReadsBothEncodingsOnOneTimeline() throws {
    let path = try files.write("mixed.jsonl", """
      {"coordinator":"App","routes":[{"style":"root","screen":"home","withNavigation":true}],"session":"s","time":1,"cause":"user"}
      {"coordinator":"App","routes":[{"sheet":{"_0":{"home":{}},"withNavigation":true}},{"push":{"_0":{"detail":{"_0":3}}}}],"session":"s"}
      [{"sheet":{"_0":"home","withNavigation":true}},{"push":{"_0":{"detail":{"_0":3}}}},{"push":{"_0":"list"}},{"sheet":{"_0":{"login":{}},"withNavigation":false}}]

      """)
    let report = analyse([path], TraceAnalyzer(assumptions: PlatformAssumptions(ios: 16, navigation: .view), defaultCoordinator: "App"))
    XCTAssertEqual(report.snapshots, 3)
    XCTAssertEqual(report.problems, 0)
    // The bare array has no session: it starts its own timeline (coordinator App, no session).
    XCTAssertEqual(report.updates, 1)
    XCTAssertTrue(report.multiStepTransitions.isEmpty)

    let sameSession = try files.write("bare.jsonl", """
      [{"sheet":{"_0":"home","withNavigation":true}}]
      [{"sheet":{"_0":"home","withNavigation":true}},{"push":{"_0":{"detail":{"_0":3}}}},{"push":{"_0":"list"}},{"sheet":{"_0":{"login":{}},"withNavigation":false}}]
      """)
    let bare = analyse([sameSession], TraceAnalyzer(assumptions: PlatformAssumptions(ios: 16, navigation: .view), defaultCoordinator: "App"))
    XCTAssertEqual(bare.multiStepTransitions.count, 1)
    let m = try XCTUnwrap(bare.multiStepTransitions.first)
    XCTAssertEqual(m.coordinator, "App")
    XCTAssertEqual(m.file, "bare.jsonl")
    XCTAssertEqual(m.line, 2)
    XCTAssertEqual(m.steps.map(\.description), ["content (unchanged)", "push detail", "push list", "present sheet login"])
  }

  func testCountsHowOftenTheSameMultiStepUpdateHappens() throws {
    let line1 = #"{"coordinator":"A","routes":[{"style":"root","screen":"home","withNavigation":true}]}"#
    let line2 = #"{"coordinator":"A","routes":[{"style":"root","screen":"home","withNavigation":true},{"style":"push","screen":"a"},{"style":"push","screen":"b"}]}"#
    let path = try files.write("repeat.jsonl", [line1, line2, line1, line2, line1, line2].joined(separator: "\n") + "\n")
    let view = analyse([path], TraceAnalyzer(assumptions: PlatformAssumptions(ios: 16, navigation: .view)))
    XCTAssertEqual(view.multiStepTransitions.map(\.count), [3])
    XCTAssertEqual(view.multiStepTransitions[0].occurrences, ["repeat.jsonl:2", "repeat.jsonl:4", "repeat.jsonl:6"])
    let finding = try XCTUnwrap(view.findings.first { $0.rule == .multiStepTransition })
    XCTAssertEqual(finding.line, 2)
    XCTAssertEqual(finding.count, 3)
    XCTAssertTrue(finding.message.contains("3 steps"), finding.message)
    let stack = analyse([path], TraceAnalyzer(assumptions: PlatformAssumptions(ios: 16, navigation: .stack)))
    XCTAssertTrue(stack.multiStepTransitions.isEmpty)
  }

  func testTheSameStepsFromDifferentStacksAreOneTransition() throws {
    // The same two pushes from different stacks below them: one group, seen twice.
    let r = #"{"style":"root","screen":"home"}"#
    func push(_ names: String...) -> String { names.map { #"{"style":"push","screen":"\#($0)"}"# }.joined(separator: ",") }
    let path = try files.write("group.jsonl", [
      #"{"coordinator":"A","routes":["# + r + "]}",
      #"{"coordinator":"A","routes":["# + r + "," + push("a", "b") + "]}",
      #"{"coordinator":"A","routes":["# + r + "," + push("x") + "]}",
      #"{"coordinator":"A","routes":["# + r + "," + push("x", "a", "b") + "]}",
      #"{"coordinator":"A","routes":["# + r + "," + push("x", "a", "c", "d", "e") + "]}",
    ].joined(separator: "\n"))
    let report = analyse([path], TraceAnalyzer(assumptions: PlatformAssumptions(ios: 16, navigation: .view)))
    XCTAssertEqual(report.multiStepTransitions.map(\.count), [2, 1])
    XCTAssertEqual(report.multiStepTransitions.map(\.occurrences), [["group.jsonl:2", "group.jsonl:4"], ["group.jsonl:5"]])
    XCTAssertEqual(report.multiStepTransitions[1].steps.map(\.description), ["content push c", "push d", "push e"])
  }

  func testHostileBytesAreBadLinesNotCrashes() throws {
    var generator = SystemRandomNumberGenerator()
    let noise = Data((0..<200_000).map { _ in UInt8.random(in: 0...255, using: &generator) })
    let deep = Data((String(repeating: "[", count: 200_000) + "\n" + #"{"routes":"# + String(repeating: "[", count: 50_000) + "\n").utf8)
    let badUTF8 = Data(#"{"coordinator":"A"#.utf8) + Data([0xFF]) + Data(#"","routes":[]}"#.utf8 + [10])
      + Data(#"{"coordinator":"é😀","routes":[{"style":"push","screen":"é"}]}"#.utf8 + [10])
    let report = analyse([
      try files.write("noise.bin", Data("x".utf8) + noise), try files.write("deep.jsonl", deep),
      try files.write("utf.jsonl", badUTF8),
    ])
    XCTAssertEqual(problems(report), [
      "deep.jsonl:1: the line is not valid JSON", "deep.jsonl:2: the line is not valid JSON",
      "noise.bin:1: the file is not a JSON Lines trace", "utf.jsonl:1: the line is not valid JSON",
    ])
    XCTAssertEqual(report.snapshots, 1)
  }

  func testSessionsAndCoordinatorsAreSeparateTimelines() throws {
    let path = try files.write("sessions.jsonl", """
      {"coordinator":"A","session":"1","routes":[{"style":"root","screen":"home"}]}
      {"coordinator":"A","session":"2","routes":[{"style":"root","screen":"home"},{"style":"push","screen":"x"},{"style":"push","screen":"y"}]}
      {"coordinator":"B","session":"1","routes":[{"style":"root","screen":"home"},{"style":"push","screen":"x"},{"style":"push","screen":"y"}]}
      """)
    let report = analyse([path], TraceAnalyzer(assumptions: PlatformAssumptions(ios: 15)))
    XCTAssertEqual(report.updates, 0)
    XCTAssertTrue(report.multiStepTransitions.isEmpty)
  }

  func testBadLinesAreReportedWithTheirLineAndTheRestIsRead() throws {
    let good = #"{"coordinator":"A","routes":[{"style":"root","screen":"home"}]}"#
    let path = try files.write("bad.jsonl", [
      good,
      "{not json",
      #"{"coordinator":"A"}"#,
      #"{"coordinator":"A","routes":[{"style":"slide","screen":"x"}]}"#,
      #"{"coordinator":"A","routes":[{"style":"push","screen":42}]}"#,
      #"{"coordinator":"A","routes":[{"push":{"_0":"a"},"sheet":{"_0":"b"}}]}"#,
      "",
      good + "\r",
      #"{"coordinator":"A","routes":[{"style":"push","scr"#,
    ].joined(separator: "\n"))
    let report = analyse([path])
    XCTAssertEqual(report.snapshots, 2)
    XCTAssertEqual(report.problems, 6)
    XCTAssertEqual(problems(report), [
      "bad.jsonl:2: the line is not valid JSON",
      "bad.jsonl:3: the line is not a routes snapshot: no \"routes\" array",
      "bad.jsonl:4: route 0 is not a route: style must be root, push, sheet or cover",
      "bad.jsonl:5: route 0 has no screen: expected a case name or an enum encoding like {\"detail\":{\"_0\":5}}",
      "bad.jsonl:6: route 0 is not a route: expected {\"style\": …} or {\"push\"|\"sheet\"|\"cover\": {\"_0\": …}}",
      "bad.jsonl:9: the last line is cut off (the line is not valid JSON)",
    ])
    XCTAssertEqual(report.files, [TraceFileSummary(file: "bad.jsonl", lines: 9, snapshots: 2, problems: 6)])
  }

  func testNonJSONAndGzipFilesAreReportedOnceAndSkipped() throws {
    let text = try files.write("notes.txt", "hello\nworld\n" + String(repeating: "more text\n", count: 100))
    let gzip = try files.write("trace.jsonl.gz", Data([0x1F, 0x8B, 0x08, 0x00, 0x00, 0x00]))
    let good = try files.write("good.jsonl", #"{"coordinator":"A","routes":[]}"# + "\n")
    let report = analyse([text, gzip, good, files.directory.appendingPathComponent("missing.jsonl").path])
    XCTAssertEqual(report.snapshots, 1)
    XCTAssertEqual(report.problems, 3)
    XCTAssertEqual(problems(report), [
      "missing.jsonl:-: cannot open the trace file",
      "notes.txt:1: the file is not a JSON Lines trace",
      "trace.jsonl.gz:-: the file is gzip-compressed: decompress it first (gunzip -c trace.jsonl.gz | flowviz trace -)",
    ])
  }

  func testACommentFirstLineDoesNotHideTheTraceAfterIt() throws {
    let path = try files.write("commented.jsonl", "# recorded on device\n" + #"{"coordinator":"A","routes":[]}"# + "\n")
    let report = analyse([path])
    XCTAssertEqual(report.snapshots, 1)
    XCTAssertEqual(problems(report), ["commented.jsonl:1: the line is not valid JSON"])
  }

  func testLongLinesAcrossChunksAreReadAndRunawayLinesAreCapped() throws {
    // A 200 KB line spans several 64 KB chunks; a 3 MB line is over the cap and is skipped whole.
    let many = Array(repeating: #"{"style":"push","screen":"item"}"#, count: 6_000).joined(separator: ",")
    let long = #"{"coordinator":"A","routes":[{"style":"root","screen":"home"},"# + many + "]}"
    let runaway = "{\"coordinator\":\"A\",\"routes\":[\"" + String(repeating: "x", count: 3 << 20) + "\"]}"
    let good = #"{"coordinator":"A","routes":[{"style":"root","screen":"home"}]}"#
    let path = try files.write("long.jsonl", [long, runaway, good].joined(separator: "\n") + "\n")
    let report = analyse([path])
    XCTAssertEqual(report.snapshots, 2)
    XCTAssertEqual(problems(report), ["long.jsonl:2: the line is longer than 1048576 bytes"])
    XCTAssertEqual(report.lines, 3)
    XCTAssertEqual(report.updates, 1)
  }

  func testSeveralFilesContinueOneTimeline() throws {
    let first = try files.write("1.jsonl", #"{"coordinator":"A","routes":[{"style":"root","screen":"home"}]}"# + "\n")
    let second = try files.write("2.jsonl", #"{"coordinator":"A","routes":[{"style":"root","screen":"home"},{"style":"sheet","screen":"a"},{"style":"push","screen":"b"}]}"# + "\n")
    let report = analyse([first, second], TraceAnalyzer(assumptions: PlatformAssumptions(ios: 16, navigation: .stack)))
    XCTAssertEqual(report.files.map(\.file), ["1.jsonl", "2.jsonl"])
    XCTAssertEqual(report.multiStepTransitions.map { "\($0.file):\($0.line)" }, ["2.jsonl:1"])
  }

  func testJSONReportIsDeterministicAndReadable() throws {
    let path = try files.write("t.jsonl", """
      {"coordinator":"B","routes":[{"style":"root","screen":"home"}]}
      {"coordinator":"A","routes":[{"style":"root","screen":"home"}]}
      {"coordinator":"A","routes":[{"style":"root","screen":"home"},{"style":"push","screen":"a"},{"style":"sheet","screen":"b"}]}
      {"coordinator":"B","routes":[{"style":"root","screen":"home"},{"style":"push","screen":"a"},{"style":"sheet","screen":"b"}]}
      """)
    let one = try TraceReportJSON.encode(analyse([path]))
    let two = try TraceReportJSON.encode(analyse([path]))
    XCTAssertEqual(one, two)
    let decoded = try TraceReportJSON.decode(Data(one.utf8))
    XCTAssertEqual(decoded.format, "flowviz-trace-report")
    XCTAssertEqual(decoded.multiStepTransitions.map(\.coordinator), ["A", "B"])
    XCTAssertTrue(one.contains(#""line" : 3"#), one)
  }
}
