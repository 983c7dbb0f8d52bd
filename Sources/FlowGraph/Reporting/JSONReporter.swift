import Foundation

/// `{"findings": [{rule, severity, message, location {file, line, column}, …}], "summary": {…}}`, sorted keys.
struct JSONReporter: Reporter {
  struct Output: Encodable {
    var version = 1
    var findings: [Item]
    var summary: Summary
  }

  struct Item: Encodable {
    var rule: String
    var severity: Severity
    var message: String
    var suggestion: String
    var location: SourceLocation?
    var subjects: [String]
    var related: [RelatedLocation]
    var path: [RelatedLocation]
    var fingerprint: String
  }

  struct Summary: Encodable {
    var errors: Int
    var warnings: Int
    var suppressed: Int
    var baselined: Int
  }

  func report(_ result: LintResult) -> String {
    let output = Output(
      findings: result.findings.map {
        Item(
          rule: $0.rule, severity: $0.severity, message: $0.message, suggestion: $0.suggestion, location: $0.location,
          subjects: $0.subjects, related: $0.related, path: $0.path, fingerprint: $0.fingerprint)
      },
      summary: Summary(
        errors: result.errorCount, warnings: result.warningCount, suppressed: result.suppressed,
        baselined: result.baselined))
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    guard let data = try? encoder.encode(output) else { return "{}\n" }
    return String(decoding: data, as: UTF8.self) + "\n"
  }
}
