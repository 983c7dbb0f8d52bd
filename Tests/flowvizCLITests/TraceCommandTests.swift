import Foundation
import XCTest

/// `flowviz trace` exit codes: a file that cannot be read as a trace at all is an input error (exit 1), a bad
/// line inside a readable trace is a finding (exit 0 unless --strict).
final class TraceCommandTests: XCTestCase {
  var cli: CLIRunner!

  override func setUpWithError() throws { cli = try CLIRunner() }

  override func tearDown() { cli.cleanUp() }

  private let snapshot = #"{"coordinator": "App", "routes": [{"style": "root", "screen": "home"}]}"# + "\n"

  func testCompressedTraceExitsOneAndSaysHowToReadIt() throws {
    // The gzip magic number, then anything: flowviz does not decompress, it says how to.
    try Data([0x1F, 0x8B, 0x08, 0x00, 0x00, 0x00, 0x00, 0x00]).write(to: cli.directory.appendingPathComponent("run.jsonl.gz"))
    try cli.write(snapshot, to: "good.jsonl")
    let result = try cli.run("trace", "good.jsonl", "run.jsonl.gz")
    XCTAssertEqual(result.status, 1, result.stdout)
    XCTAssertTrue(result.stderr.contains("run.jsonl.gz: error: the file is gzip-compressed"), result.stderr)
    XCTAssertTrue(result.stderr.contains("gunzip -c run.jsonl.gz | flowviz trace -"), result.stderr)
    XCTAssertTrue(result.stdout.contains("Read 1 line(s) from 2 file(s)"), "the readable file is still analysed: \(result.stdout)")
  }

  func testMissingTraceExitsOne() throws {
    let result = try cli.run("trace", "missing.jsonl")
    XCTAssertEqual(result.status, 1)
    XCTAssertTrue(result.stderr.contains("missing.jsonl: error: cannot open the trace file"), result.stderr)
  }

  func testBadLineIsAFindingUnlessStrict() throws {
    try cli.write(snapshot + "{not json\n", to: "run.jsonl")
    let lenient = try cli.run("trace", "run.jsonl")
    XCTAssertEqual(lenient.status, 0, lenient.stderr)
    XCTAssertTrue(lenient.stderr.contains("run.jsonl:2:1: error:"), lenient.stderr)
    let strict = try cli.run("trace", "run.jsonl", "--strict")
    XCTAssertEqual(strict.status, 1)
  }
}
