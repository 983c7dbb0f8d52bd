import FlowGraph
import Foundation
import XCTest

/// Trace findings go through the linter's `Finding` and reporters: same rule id where the meaning is the same,
/// located at the trace file and 1-based line, every rule described for SARIF.
final class TraceReporterTests: XCTestCase {
  var files: TraceFiles!

  override func setUpWithError() throws { files = try TraceFiles() }
  override func tearDown() { files.remove() }

  static let home = #"{"coordinator":"A","routes":[{"style":"root","screen":"home","withNavigation":true}]}"#
  static let deep = #"{"coordinator":"A","routes":[{"style":"root","screen":"home","withNavigation":true},{"style":"push","screen":"a"},{"style":"push","screen":"b"}]}"#

  func report(_ lines: [String]) throws -> TraceReport {
    let path = try files.write("run.jsonl", lines.joined(separator: "\n") + "\n")
    var analyzer = TraceAnalyzer(assumptions: PlatformAssumptions(ios: 16, navigation: .view))
    analyzer.read(path: path, display: "run.jsonl")
    return analyzer.report()
  }

  func testMultiStepTransitionBecomesTheLintersFinding() throws {
    let report = try report([Self.home, Self.deep, Self.home, Self.deep])
    let finding = try XCTUnwrap(report.lintResult.findings.first { $0.rule == "multi-step-transition" })
    XCTAssertTrue(Linter.ruleIDs.contains(finding.rule), "the linter's rule id")
    XCTAssertEqual(finding.location, SourceLocation(file: "run.jsonl", line: 2))
    XCTAssertEqual(finding.subjects, ["A.a", "A.b", "A.home"])
    XCTAssertEqual(finding.severity, .warning)
    XCTAssertTrue(finding.message.hasSuffix("(2 times)"), finding.message)
    XCTAssertTrue(finding.suggestion.contains("withDelaysIfUnsupported"), finding.suggestion)
    let xcode = ReportFormat.xcode.reporter.report(report.lintResult)
    XCTAssertTrue(xcode.hasPrefix("run.jsonl:2:1: warning: A: one update needs "), xcode)
    XCTAssertTrue(xcode.hasSuffix("(multi-step-transition)\n"), xcode)
  }

  func testBadLinesAreFindingsAtTheirLine() throws {
    let report = try report([Self.home, "{not json", Self.home])
    let findings = report.lintResult.findings
    XCTAssertEqual(findings.map(\.rule), ["trace-bad-input"])
    XCTAssertEqual(findings.first?.location?.line, 2)
    XCTAssertEqual(findings.first?.suggestion, TraceRules.suggestion(.badInput))
  }

  func testEveryTraceRuleIsDescribedAndSARIFReferencesThem() throws {
    XCTAssertEqual(TraceRules.all.map(\.id), TraceFinding.Rule.allCases.map(\.rawValue).sorted())
    XCTAssertEqual(TraceRules.description(.multiStepTransition), Linter.rule("multi-step-transition")?.description)
    for rule in TraceRules.all { XCTAssertFalse(rule.summary.isEmpty || rule.rationale.isEmpty, rule.id) }

    let report = try report([Self.home, Self.deep, "{\"coordinator\": 3}"])
    let sarif = ReportFormat.sarif.reporter.report(report.lintResult)
    let log = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(sarif.utf8)) as? [String: Any])
    let run = try XCTUnwrap((log["runs"] as? [[String: Any]])?.first)
    let rules = try XCTUnwrap(((run["tool"] as? [String: Any])?["driver"] as? [String: Any])?["rules"] as? [[String: Any]])
    let results = try XCTUnwrap(run["results"] as? [[String: Any]])
    XCTAssertEqual(Set(results.compactMap { $0["ruleId"] as? String }), ["multi-step-transition", "trace-bad-input"])
    for result in results {
      let index = try XCTUnwrap(result["ruleIndex"] as? Int)
      XCTAssertEqual(rules[index]["id"] as? String, result["ruleId"] as? String, "ruleIndex points at the rule")
    }
  }

  func testReportsNameTheTraceCommandAndOnlyTheRulesThatRan() throws {
    let report = try report([Self.home, Self.deep])
    XCTAssertTrue(ReportFormat.markdown.reporter.report(report.lintResult).hasPrefix("## flowviz trace\n"))
    let junit = ReportFormat.junit.reporter.report(report.lintResult)
    XCTAssertTrue(junit.contains("<testsuites name=\"flowviz trace\""), junit)
    XCTAssertFalse(junit.contains("trace-unknown-transition"), "without a graph, coverage rules did not run: \(junit)")
    XCTAssertEqual(report.lintResult.rules.map(\.id), ["multi-step-transition", "trace-bad-input"])
  }

  func testSARIFDescribesARuleNoListNames() throws {
    let stray = Finding(
      rule: "trace-unknown-screen", severity: .warning, message: "m", location: SourceLocation(file: "t.jsonl", line: 3),
      suggestion: "s", subjects: ["A.x"])
    let sarif = ReportFormat.sarif.reporter.report(LintResult(findings: [stray], rules: []))
    XCTAssertTrue(sarif.contains("\"id\" : \"trace-unknown-screen\""), sarif)
    XCTAssertTrue(sarif.contains("A recorded screen the static graph does not have"), sarif)
  }

  func testTheCommandWritesReportersAndRefusesBothOptions() throws {
    guard let flowviz = ReviewFixtures.flowvizBinary else {
      throw XCTSkip("the flowviz binary is not built beside the tests (run `swift build` first)")
    }
    _ = try files.write("run.jsonl", [Self.home, Self.deep, Self.home].joined(separator: "\n") + "\n")
    let json = try ReviewFixtures.run(flowviz, ["trace", "run.jsonl", "--navigation", "view", "--reporter", "json"], in: files.directory)
    XCTAssertEqual(json.status, 0, json.err)
    let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(json.out.utf8)) as? [String: Any])
    let first = try XCTUnwrap((object["findings"] as? [[String: Any]])?.first)
    XCTAssertEqual(first["rule"] as? String, "multi-step-transition")
    XCTAssertEqual((first["location"] as? [String: Any])?["line"] as? Int, 2)
    XCTAssertEqual((first["location"] as? [String: Any])?["file"] as? String, "run.jsonl")

    let summary = try ReviewFixtures.run(flowviz, ["trace", "run.jsonl", "--navigation", "view"], in: files.directory)
    XCTAssertEqual(summary.status, 0, summary.err)
    XCTAssertFalse(summary.out.hasPrefix("{"), "the text summary stays the default")

    let both = try ReviewFixtures.run(flowviz, ["trace", "run.jsonl", "--reporter", "sarif", "--format", "json"], in: files.directory)
    XCTAssertEqual(both.status, 1, both.err)
    XCTAssertTrue(both.err.contains("Use either --format"), both.err)
  }
}
