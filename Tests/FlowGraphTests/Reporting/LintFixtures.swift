import FlowGraph
import Foundation
import XCTest

/// Shared inputs of the lint tests: the package root, the Samples/Lint result, temporary folders.
enum LintFixtures {
  static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().path

  static let goldenDirectory = packageRoot + "/Tests/FlowGraphTests/Golden/Lint"

  /// `flowviz lint Samples/Lint` in-process, plus one finding whose text needs escaping in every format.
  static func sampleResult() throws -> LintResult {
    let output = try lintDefinitions(in: "Samples/Lint")
    var findings = output.findings
    findings.append(
      Finding(
        rule: "nested-navigation", severity: .warning,
        message: "'Odd.<tag>' & 'A|B' pushes 100%, \"quoted\":\nsecond line",
        location: SourceLocation(file: "Sources/A&B/Flow,1.swift", line: 3, column: 7),
        suggestion: "Fix it: a, b.", subjects: ["Odd.<tag>"]))
    return LintResult(findings: findings, rules: output.rules, suppressed: output.suppressed, baselined: output.baselined)
  }

  /// A fresh temporary directory, removed when `test` ends.
  static func temporaryDirectory(for test: XCTestCase) throws -> String {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("flowviz-lint-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    test.addTeardownBlock { try? FileManager.default.removeItem(at: url) }
    return url.path
  }

  static func write(_ text: String, to path: String) throws {
    try FileManager.default.createDirectory(
      atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
  }

  /// Compares with a golden file; `FLOWVIZ_UPDATE_GOLDEN=1 swift test` rewrites them.
  static func assertGolden(_ actual: String, _ name: String, file: StaticString = #filePath, line: UInt = #line) throws {
    let path = goldenDirectory + "/" + name
    if ProcessInfo.processInfo.environment["FLOWVIZ_UPDATE_GOLDEN"] == "1" {
      try write(actual, to: path)
      return
    }
    let expected = try String(contentsOfFile: path, encoding: .utf8)
    XCTAssertEqual(actual, expected, "golden file \(name) differs; rerun with FLOWVIZ_UPDATE_GOLDEN=1 to update", file: file, line: line)
  }
}

extension LintFixtures {
  /// Lints the definition files of one folder with the default options, suppressions read from the files.
  /// Only the folder's own `.flow.yml` files are read (Samples/Lint/Code, the Swift mistakes, is left out).
  static func lintDefinitions(in folder: String, options: LintOptions = LintOptions()) throws -> LintResult {
    let names = try FileManager.default.contentsOfDirectory(atPath: packageRoot + "/" + folder).filter { $0.hasSuffix(".flow.yml") }.sorted()
    let loaded = try InputLoader(workingDirectory: packageRoot).load(names.map { folder + "/" + $0 })
    var sources: [String: String] = [:]
    for name in names {
      sources[folder + "/" + name] = try String(contentsOfFile: packageRoot + "/" + folder + "/" + name, encoding: .utf8)
    }
    return Linter(options: options).lint(loaded.graph, sources: sources)
  }
}
