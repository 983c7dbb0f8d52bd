/// A pull-request comment: counts, the first findings in a table, the rest folded in `<details>`.
struct MarkdownReporter: Reporter {
  static let topCount = 10

  func report(_ result: LintResult) -> String {
    var out = "## \(result.tool)\n\n"
    if result.findings.isEmpty {
      out += "No findings"
    } else {
      out += "**\(result.errorCount)** error\(result.errorCount == 1 ? "" : "s"), **\(result.warningCount)** warning\(result.warningCount == 1 ? "" : "s")"
    }
    var hidden: [String] = []
    if result.suppressed > 0 { hidden.append("\(result.suppressed) suppressed inline") }
    if result.baselined > 0 { hidden.append("\(result.baselined) in the baseline") }
    out += hidden.isEmpty ? ".\n" : " (\(hidden.joined(separator: ", "))).\n"
    guard !result.findings.isEmpty else { return out }
    let byRule = Dictionary(grouping: result.findings, by: \.rule)
    out += "\n" + byRule.keys.sorted().map { "`\($0)`: \(byRule[$0]?.count ?? 0)" }.joined(separator: " · ") + "\n"
    // Errors first: they are what fails the check.
    let ordered = result.findings.filter { $0.severity == .error } + result.findings.filter { $0.severity == .warning }
    out += "\n" + table(Array(ordered.prefix(Self.topCount)))
    let rest = ordered.dropFirst(Self.topCount)
    if !rest.isEmpty {
      out += "\n<details>\n<summary>\(rest.count) more finding\(rest.count == 1 ? "" : "s")</summary>\n\n"
      out += table(Array(rest)) + "\n</details>\n"
    }
    return out
  }

  func table(_ findings: [Finding]) -> String {
    var out = "| | Rule | Location | Finding |\n|---|---|---|---|\n"
    for f in findings {
      let icon = f.severity == .error ? ":x:" : ":warning:"
      out += "| \(icon) | `\(f.rule)` | `\(cell(f.place))` | \(cell(f.message)) |\n"
    }
    return out
  }

  /// Table cells: no line breaks, escaped pipes, no raw HTML.
  func cell(_ text: String) -> String {
    text.replacingOccurrences(of: "\n", with: " ").replacingOccurrences(of: "|", with: "\\|")
      .replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(of: ">", with: "&gt;")
  }
}
