import FlowGraph
import Foundation
import XCTest

/// Baselines hide known findings by rule, file and screens (not lines); exit codes follow SwiftLint.
final class BaselineAndExitCodeTests: XCTestCase {
  private func finding(_ rule: String, _ line: Int, _ subjects: [String], severity: Severity = .warning) -> Finding {
    Finding(
      rule: rule, severity: severity, message: "m", location: SourceLocation(file: "A.swift", line: line),
      suggestion: "s", subjects: subjects)
  }

  func testBaselineHidesKnownFindingsWhereverTheyMove() throws {
    let old = [finding("unreachable-screen", 3, ["A.x"]), finding("unreachable-screen", 9, ["A.y"])]
    let baseline = try Baseline.decode(Baseline(old).encoded(), file: "b.json")
    let now = LintResult(
      findings: [finding("unreachable-screen", 30, ["A.x"]), finding("unreachable-screen", 31, ["A.z"])], rules: [])
    let filtered = now.applying(baseline)
    XCTAssertEqual(filtered.findings.map(\.subjects), [["A.z"]])
    XCTAssertEqual(filtered.baselined, 1)
  }

  func testBaselineCountsRepeatedFindings() {
    let baseline = Baseline([finding("missing-destination", 3, ["A.a", "A.b"])])
    let twice = [finding("missing-destination", 3, ["A.a", "A.b"]), finding("missing-destination", 8, ["A.a", "A.b"])]
    XCTAssertEqual(baseline.filter(twice).kept.count, 1, "a second identical mistake is new")
  }

  func testBaselineFileIsSortedAndLineFree() throws {
    let text = String(decoding: Baseline([finding("b-rule", 9, ["Z"]), finding("a-rule", 1, ["Y"])]).encoded(), as: UTF8.self)
    XCTAssertFalse(text.contains("\"line\""))
    XCTAssertLessThan(try XCTUnwrap(text.range(of: "a-rule")).lowerBound, try XCTUnwrap(text.range(of: "b-rule")).lowerBound)
    XCTAssertThrowsError(try Baseline.decode(Data("{\"findings\": []}".utf8), file: "x.json"))
  }

  func testExitCodes() {
    let clean = LintResult(findings: [], rules: [])
    let warnings = LintResult(findings: [finding("r", 1, ["A"])], rules: [])
    let errors = LintResult(findings: [finding("r", 1, ["A"]), finding("q", 2, ["B"], severity: .error)], rules: [])
    XCTAssertEqual(LintRun.exitCode(for: clean, strict: true), 0)
    XCTAssertEqual(LintRun.exitCode(for: warnings, strict: false), 0)
    XCTAssertEqual(LintRun.exitCode(for: warnings, strict: true), 3)
    XCTAssertEqual(LintRun.exitCode(for: errors, strict: false), 2)
    XCTAssertEqual(LintRun.exitCode(for: errors, strict: true), 2)
  }

  func testConfiguredSeverityChangesTheExitCode() throws {
    let options = LintOptions(severities: ["unreachable-coordinator": .error])
    let result = try LintFixtures.lintDefinitions(in: "Samples/Lint", options: options)
    XCTAssertEqual(result.findings.first { $0.rule == "unreachable-coordinator" }?.severity, .error)
    let onlyWarnings = try LintFixtures.lintDefinitions(in: "Samples/Lint", options: LintOptions(onlyRules: ["unreachable-screen"]))
    XCTAssertEqual(onlyWarnings.findings.map(\.rule), ["unreachable-screen"])
    XCTAssertEqual(LintRun.exitCode(for: onlyWarnings, strict: false), 0)
  }

  func testTheCleanSampleStaysClean() throws {
    let result = try LintFixtures.lintDefinitions(in: "Samples/Definitions")
    XCTAssertEqual(result.findings.map { "\($0.place): \($0.message)" }, [])
  }

  /// `flowviz lint <sample> --strict` exits 0 for every sample app but the deliberate mistakes.
  func testTheSampleAppsStayClean() throws {
    for folder in ["Samples/FlowStacks", "Samples/Stinsen", "Samples/Navigator", "Samples/TCACoordinators"] {
      let output = try LintRun(inputs: [folder], workingDirectory: LintFixtures.packageRoot).run()
      XCTAssertEqual(output.result.findings.map { "\($0.place): \($0.message)" }, [], folder)
      XCTAssertEqual(LintRun.exitCode(for: output.result, strict: true), 0, folder)
    }
  }

  func testTheMistakesSampleTriggersEveryRule() throws {
    // `flowviz lint Samples/Lint`: the definition files trigger the graph rules; the rules on Swift code (unused
    // helpers, unowned state) fire on Samples/Lint/Code, each exactly once.
    let result = try LintRun(inputs: ["Samples/Lint"], workingDirectory: LintFixtures.packageRoot).run().result
    XCTAssertEqual(Set(result.findings.map(\.rule)), Set(Linter.ruleIDs))
    let codeRules = Linter.builtInRules.map(\.description).filter(\.judgesCode).map(\.id)
    let inCode = result.findings.filter { $0.location?.file.hasPrefix("Samples/Lint/Code/") == true }
    XCTAssertEqual(inCode.map(\.rule).sorted(), codeRules.sorted())
    XCTAssertEqual(result.suppressed, 1)
  }
}

extension Finding {
  var place: String { location.map(\.description) ?? "?" }
}
