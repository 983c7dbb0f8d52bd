import FlowGraph
import Foundation
import XCTest

/// Every reporter against a golden file of the Samples/Lint findings (plus one finding that needs escaping).
final class ReporterGoldenTests: XCTestCase {
  func testEveryReporterMatchesItsGoldenFile() throws {
    let result = try LintFixtures.sampleResult()
    let names: [ReportFormat: String] = [
      .xcode: "report.xcode.txt", .json: "report.json", .sarif: "report.sarif", .githubActions: "report.github.txt",
      .junit: "report.junit.xml", .checkstyle: "report.checkstyle.xml", .markdown: "report.md",
    ]
    XCTAssertEqual(Set(names.keys), Set(ReportFormat.allCases))
    for format in ReportFormat.allCases {
      try LintFixtures.assertGolden(format.reporter.report(result), names[format] ?? "")
    }
  }

  func testReportsAreDeterministic() throws {
    let a = try LintFixtures.sampleResult()
    let b = try LintFixtures.sampleResult()
    for format in ReportFormat.allCases { XCTAssertEqual(format.reporter.report(a), format.reporter.report(b), format.rawValue) }
  }

  func testXcodeLineForm() throws {
    let line = ReportFormat.xcode.reporter.report(try LintFixtures.sampleResult()).split(separator: "\n").first.map(String.init)
    XCTAssertEqual(
      line,
      "Samples/Lint/Mistakes.flow.yml:14:9: error: 'Social.start' pushes 'Social.about', but it is shown in the entry layer of coordinator 'Social' (SocialAppCoordinator), declared with navigation 'no': there is no navigation container to push onto (push-without-navigation)")
  }

  func testJSONHasTheDocumentedShape() throws {
    let data = Data(ReportFormat.json.reporter.report(try LintFixtures.sampleResult()).utf8)
    let object = try XCTUnwrap(JSONSerialization.jsonObject(with: data) as? [String: Any])
    let findings = try XCTUnwrap(object["findings"] as? [[String: Any]])
    XCTAssertEqual(findings.count, 19)
    let first = findings[0]
    XCTAssertEqual(first["rule"] as? String, "push-without-navigation")
    XCTAssertEqual(first["severity"] as? String, "error")
    let location = try XCTUnwrap(first["location"] as? [String: Any])
    XCTAssertEqual(location["file"] as? String, "Samples/Lint/Mistakes.flow.yml")
    XCTAssertEqual(location["line"] as? Int, 14)
    XCTAssertEqual(location["column"] as? Int, 9)
  }

  func testSARIFFingerprintsSurviveLineMoves() throws {
    var result = try LintFixtures.sampleResult()
    let before = sarifFingerprints(result)
    for i in result.findings.indices { result.findings[i].location?.line += 7 }
    XCTAssertEqual(sarifFingerprints(result), before)
    XCTAssertEqual(Set(before).count, before.count, "equal keys are told apart by occurrence")
  }

  func testSARIFHasRulesRelatedLocationsAndCodeFlows() throws {
    let text = ReportFormat.sarif.reporter.report(try LintFixtures.sampleResult())
    let log = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    XCTAssertEqual(log["version"] as? String, "2.1.0")
    let run = try XCTUnwrap((log["runs"] as? [[String: Any]])?.first)
    let driver = try XCTUnwrap((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
    let rules = try XCTUnwrap(driver["rules"] as? [[String: Any]])
    XCTAssertEqual(Set(rules.compactMap { $0["id"] as? String }), Set(Linter.ruleIDs))
    for rule in rules {
      XCTAssertNotNil((rule["shortDescription"] as? [String: Any])?["text"])
      XCTAssertNotNil((rule["fullDescription"] as? [String: Any])?["text"])
      XCTAssertNotNil((rule["help"] as? [String: Any])?["markdown"])
    }
    let results = try XCTUnwrap(run["results"] as? [[String: Any]])
    XCTAssertTrue(results.contains { $0["relatedLocations"] != nil })
    XCTAssertTrue(results.contains { $0["codeFlows"] != nil })
    for r in results {
      let index = try XCTUnwrap(r["ruleIndex"] as? Int)
      XCTAssertEqual(rules[index]["id"] as? String, r["ruleId"] as? String)
    }
  }

  private func sarifFingerprints(_ result: LintResult) -> [String] {
    let text = ReportFormat.sarif.reporter.report(result)
    guard let log = try? JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any],
      let run = (log["runs"] as? [[String: Any]])?.first, let results = run["results"] as? [[String: Any]]
    else { return [] }
    return results.compactMap { ($0["partialFingerprints"] as? [String: String])?["flowvizFindingKey/v1"] }.sorted()
  }
}
