import FlowGraph
import XCTest

/// Runs every rule's examples: triggering ones must produce findings exactly at their `↓` markers, non-triggering
/// ones none.
final class RuleExamplesTests: XCTestCase {
  func testEveryRuleExample() throws {
    var ran: [Example.Language: Int] = [:]
    for rule in Linter.builtInRules {
      let description = rule.description
      XCTAssertFalse(description.triggering.isEmpty, "\(description.id) has no triggering example")
      XCTAssertFalse(description.nonTriggering.isEmpty, "\(description.id) has no non-triggering example")
      for example in description.triggering + description.nonTriggering {
        let place = "\(example.file):\(example.line) (\(description.id))"
        XCTAssertTrue(ExampleRunner.parses(example), "\(place): the Swift example has syntax errors")
        let findings: [Finding]
        do {
          findings = try ExampleRunner.findings(of: description.id, in: example, loadSwift: ExampleRunner.swiftExtraction)
        } catch {
          XCTFail("\(place): \(error)")
          continue
        }
        let expected = ExampleRunner.expectedPositions(example)
        let isTriggering = description.triggering.contains(example)
        if isTriggering { XCTAssertFalse(expected.isEmpty, "\(place): a triggering example needs ↓ markers") }
        XCTAssertEqual(
          ExampleRunner.actualPositions(findings), expected,
          "\(place): findings \(findings.map { "\($0.location.map(String.init(describing:)) ?? "?"): \($0.message)" })")
        for finding in findings {
          XCTAssertFalse(finding.message.isEmpty, place)
          XCTAssertFalse(finding.suggestion.isEmpty, place)
          XCTAssertFalse(finding.subjects.isEmpty, place)
          if example.language == .swift { XCTAssertEqual(finding.location?.file, "Example.swift", place) }
        }
        ran[example.language, default: 0] += 1
      }
      for language in [Example.Language.swift, .definition] {
        // A rule on Swift code cannot be triggered by a definition file; it must still stay silent on one.
        XCTAssertTrue(
          (description.judgesCode && language == .definition) || description.triggering.contains { $0.language == language },
          "\(description.id) has no triggering \(language) example")
        XCTAssertTrue(
          description.nonTriggering.contains { $0.language == language },
          "\(description.id) has no non-triggering \(language) example")
      }
    }
    XCTAssertGreaterThanOrEqual(ran[.swift, default: 0], Linter.builtInRules.count * 2)
    XCTAssertGreaterThanOrEqual(
      ran[.definition, default: 0], Linter.builtInRules.reduce(0) { $0 + ($1.description.judgesCode ? 1 : 2) })
  }

  func testRuleIDsAreStableKebabCaseAndUnique() {
    let ids = Linter.ruleIDs
    XCTAssertEqual(Set(ids).count, ids.count)
    for id in ids { XCTAssertNotNil(id.range(of: "^[a-z]+(-[a-z]+)*$", options: .regularExpression), id) }
    XCTAssertEqual(
      Set(ids),
      [
        "unreachable-screen", "unreachable-coordinator", "push-without-navigation", "nested-navigation",
        "child-coordinator-conflict", "multi-step-transition", "cover-without-dismiss", "cover-on-appear", "dead-end-screen", "missing-destination",
        "back-on-empty-stack", "no-op-back-navigation", "inert-coordinator", "unused-navigation-container", "navigator-unbound-screen", "duplicate-screen-identity",
        "superfluous-suppression", "unused-navigation-helper", "coordinator-state-not-owned", "state-outside-view",
        "navigation-link-tap-gesture", "navigation-ignores-result", "unhandled-delegate-action", "dead-destination-type",
        "ignored-action", "untagged-tab", "root-replaced-in-place",
      ])
  }
}
