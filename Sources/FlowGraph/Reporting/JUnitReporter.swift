/// JUnit XML: one test suite per rule that ran, one failing test case per finding, a passing case for a clean rule.
struct JUnitReporter: Reporter {
  func report(_ result: LintResult) -> String {
    let byRule = Dictionary(grouping: result.findings, by: \.rule)
    let total = result.findings.count
    let suites = result.rules.map(\.id) + byRule.keys.filter { id in !result.rules.contains { $0.id == id } }.sorted()
    let tests = suites.reduce(0) { $0 + max(1, byRule[$1]?.count ?? 0) }
    var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    out += "<testsuites name=\"\(XML.escape(result.tool))\" tests=\"\(tests)\" failures=\"\(total)\" errors=\"0\">\n"
    for id in suites {
      let findings = byRule[id] ?? []
      out += "  <testsuite name=\"\(XML.escape(id))\" tests=\"\(max(1, findings.count))\" failures=\"\(findings.count)\" errors=\"0\">\n"
      if findings.isEmpty {
        out += "    <testcase classname=\"flowviz.\(XML.escape(id))\" name=\"no findings\"/>\n"
      }
      for f in findings {
        out += "    <testcase classname=\"flowviz.\(XML.escape(id))\" name=\"\(XML.escape(f.place))\" file=\"\(XML.escape(f.location?.file ?? ""))\">\n"
        out += "      <failure type=\"\(f.severity.rawValue)\" message=\"\(XML.escape(f.message))\">"
        out += XML.escape("\(f.place): \(f.severity.rawValue): \(f.message)\n\(f.suggestion)")
        out += "</failure>\n    </testcase>\n"
      }
      out += "  </testsuite>\n"
    }
    return out + "</testsuites>\n"
  }
}
