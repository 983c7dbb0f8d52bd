import FlowGraph
import Foundation
import XCTest

/// `.flowviz.yml`: options, errors with their positions, discovery upward, and how they change a run.
final class LintConfigurationTests: XCTestCase {
  func testReadsEveryOption() throws {
    let config = try LintConfiguration.parse(
      """
      included: [Sources, Flows]
      excluded:
        - Sources/Generated
      disabled_rules: [unreachable-screen]
      only_rules: [push-without-navigation, multi-step-transition]
      multi-step-transition: error
      push-without-navigation: { severity: warning }
      entry_points: [App]
      ios: 17
      navigation: stack
      reporter: sarif
      baseline: flowviz-baseline.json
      """, file: ".flowviz.yml", directory: "/repo")
    XCTAssertEqual(config.included, ["Sources", "Flows"])
    XCTAssertEqual(config.excluded, ["Sources/Generated"])
    XCTAssertEqual(config.disabledRules, ["unreachable-screen"])
    XCTAssertEqual(config.onlyRules, ["push-without-navigation", "multi-step-transition"])
    XCTAssertEqual(config.severities, ["multi-step-transition": .error, "push-without-navigation": .warning])
    XCTAssertEqual(config.entryPoints.map(\.target), ["App"])
    XCTAssertEqual(config.entryPoints.first?.location, SourceLocation(file: ".flowviz.yml", line: 8, column: 16))
    XCTAssertEqual(config.reporter, .sarif)
    XCTAssertEqual(config.resolve(config.baseline ?? ""), "/repo/flowviz-baseline.json")
    let options = config.options()
    XCTAssertEqual(options.assumptions, PlatformAssumptions(ios: 17, navigation: .stack))
    XCTAssertEqual(config.options(ios: 16).assumptions.ios, 16, "the command line wins")
    XCTAssertFalse(options.isEnabled("unreachable-screen"))
    XCTAssertFalse(options.isEnabled("cover-without-dismiss"))
    XCTAssertTrue(options.isEnabled("multi-step-transition"))
  }

  func testEveryErrorIsReportedWithItsPosition() {
    let text = """
      disabled_rules: [unreachable-screen, no-such-rule]
      colour: red
      ios: seventeen
      navigation: tabs
      nested-navigation: fatal
      """
    XCTAssertThrowsError(try LintConfiguration.parse(text, file: ".flowviz.yml", directory: "/")) { error in
      let lines = (error as? InputError)?.diagnostics.map(\.description) ?? []
      XCTAssertEqual(lines.count, 5, "\(lines)")
      XCTAssertTrue(lines[0].hasPrefix(".flowviz.yml:1:38: error: unknown rule 'no-such-rule' in disabled_rules"), lines[0])
      XCTAssertTrue(lines[1].hasPrefix(".flowviz.yml:2:1: error: unknown key 'colour'"), lines[1])
      XCTAssertTrue(lines[2].hasPrefix(".flowviz.yml:3:6: error: ios must be"), lines[2])
      XCTAssertTrue(lines[3].hasPrefix(".flowviz.yml:4:13: error: unknown navigation 'tabs'"), lines[3])
      XCTAssertTrue(lines[4].hasPrefix(".flowviz.yml:5:20: error: unknown severity 'fatal'"), lines[4])
    }
  }

  func testSyntaxErrorsNameTheirLine() {
    XCTAssertThrowsError(try LintConfiguration.parse("included: [a\nios: 17\n", file: "c.yml", directory: "/")) { error in
      XCTAssertTrue((error as? InputError)?.description.hasPrefix("c.yml:") ?? false, "\(error)")
    }
  }

  func testFoundFromTheWorkingDirectoryUpwardAndApplied() throws {
    let root = try LintFixtures.temporaryDirectory(for: self)
    try LintFixtures.write(
      """
      entry_points: [App]
      disabled_rules: [push-without-navigation]
      excluded: [Flows/Old]
      """, to: root + "/.flowviz.yml")
    try LintFixtures.write(
      """
      flowviz: 1
      coordinators:
        - id: App
          navigation: false
          root: home
          screens: [home, detail, orphan]
          transitions:
            - { from: home, to: detail, kind: push }
        - id: Other
          navigation: true
          root: start
          screens: [start]
      """, to: root + "/Flows/App.flow.yml")
    try LintFixtures.write("not: [valid", to: root + "/Flows/Old/Broken.flow.yml")
    let sub = root + "/Flows"
    XCTAssertEqual(LintConfiguration.find(from: sub), root + "/.flowviz.yml")
    let output = try LintRun(inputs: ["."], workingDirectory: sub).run()
    // The configured entry point makes Other unreachable; push-without-navigation is disabled; Old is excluded.
    XCTAssertEqual(
      output.result.findings.map(\.rule).sorted(), ["unreachable-coordinator", "unreachable-screen"])
    XCTAssertEqual(output.result.findings.first?.location?.file, "App.flow.yml")
  }

  func testConfiguredBaselineIsReadRelativeToTheConfiguration() throws {
    let root = try LintFixtures.temporaryDirectory(for: self)
    try LintFixtures.write("flowviz: 1\nentry: App\ncoordinators:\n  - id: App\n    root: a\n    screens: [a, old, new]\n", to: root + "/Flows/App.flow.yml")
    let first = try LintRun(inputs: ["Flows"], workingDirectory: root).run()
    XCTAssertEqual(first.result.findings.count, 2)
    let known = first.result.findings.filter { $0.subjects == ["App.old"] }
    try LintFixtures.write(String(decoding: Baseline(known).encoded(), as: UTF8.self), to: root + "/config/known.json")
    try LintFixtures.write("baseline: known.json\n", to: root + "/config/.flowviz.yml")
    let second = try LintRun(inputs: ["Flows"], workingDirectory: root, configPath: "config/.flowviz.yml").run()
    XCTAssertEqual(second.result.findings.map(\.subjects), [["App.new"]])
    XCTAssertEqual(second.result.baselined, 1)
    XCTAssertEqual(second.unfiltered.findings.count, 2)
  }

  func testWithoutAnEntryPointReachabilityIsNotCheckedAndOneNoteSaysSo() throws {
    let root = try LintFixtures.temporaryDirectory(for: self)
    let flows = "coordinators:\n  - id: App\n    root: a\n    screens: [a, old]\n  - id: Legacy\n    root: b\n    screens: [b]\n"
    try LintFixtures.write("flowviz: 1\n" + flows, to: root + "/Flows/App.flow.yml")
    let without = try LintRun(inputs: ["Flows"], workingDirectory: root).run()
    XCTAssertFalse(without.result.findings.contains { $0.rule.hasPrefix("unreachable") })
    let notes = without.warnings.filter { $0.severity == .note }
    XCTAssertEqual(notes.count, 1)
    XCTAssertTrue(notes.first?.message.hasPrefix("no entry point found") ?? false, "\(notes)")
    // Declared in .flowviz.yml: Legacy and App.old are reported, and there is no note.
    try LintFixtures.write("entry_points: [App]\n", to: root + "/.flowviz.yml")
    let with = try LintRun(inputs: ["Flows"], workingDirectory: root).run()
    XCTAssertEqual(with.result.findings.map(\.rule).sorted(), ["unreachable-coordinator", "unreachable-screen"])
    XCTAssertFalse(with.warnings.contains { $0.severity == .note })
  }

  func testUnknownEntryPointNamesTheConfigLine() throws {
    let root = try LintFixtures.temporaryDirectory(for: self)
    try LintFixtures.write("entry_points:\n  - Nope\n", to: root + "/.flowviz.yml")
    try LintFixtures.write("flowviz: 1\ncoordinators:\n  - id: App\n    root: a\n    screens: [a]\n", to: root + "/App.flow.yml")
    XCTAssertThrowsError(try LintRun(inputs: ["App.flow.yml"], workingDirectory: root).run()) { error in
      XCTAssertEqual((error as? InputError)?.description.hasPrefix(".flowviz.yml:2:5: error: unknown entry point 'Nope'"), true, "\(error)")
    }
  }
}
