import FlowGraph
import XCTest

/// GitHub shows at most 10 annotations per type per step: the rest must be listed and summarised, not lost.
final class GitHubCapsTests: XCTestCase {
  private func findings(_ count: Int, _ severity: Severity, file: String) -> [Finding] {
    (1...count).map {
      Finding(
        rule: "unreachable-screen", severity: severity, message: "screen \($0), 50%\nof it", location: SourceLocation(file: file, line: $0),
        suggestion: "do x", subjects: ["S\($0)"])
    }
  }

  func testAnnotationsBeyondTheCapsAreSummarisedInOneLine() {
    let result = LintResult(findings: findings(15, .error, file: "a,b.swift") + findings(12, .warning, file: "w.swift"), rules: [])
    let lines = ReportFormat.githubActions.reporter.report(result).split(separator: "\n").map(String.init)
    XCTAssertEqual(lines.filter { $0.hasPrefix("::error ") }.count, 10)
    XCTAssertEqual(lines.filter { $0.hasPrefix("::warning ") }.count, 10)
    let notices = lines.filter { $0.hasPrefix("::notice") }
    XCTAssertEqual(notices, ["::notice title=flowviz::7 more findings (5 errors, 2 warnings) not annotated: GitHub shows at most 10 annotations per type per step and 50 per job; they are listed in the log above"])
    XCTAssertEqual(lines.filter { $0.contains(": error: screen") || $0.contains(": warning: screen") }.count, 7)
    XCTAssertEqual(lines.first, "::error file=a%2Cb.swift,line=1,col=1,title=flowviz unreachable-screen::screen 1, 50%25%0Aof it. do x")
  }

  func testNothingIsSummarisedUnderTheCaps() {
    let result = LintResult(findings: findings(3, .warning, file: "w.swift"), rules: [])
    let text = ReportFormat.githubActions.reporter.report(result)
    XCTAssertFalse(text.contains("::notice"))
    XCTAssertEqual(text.split(separator: "\n").count, 3)
  }
}
