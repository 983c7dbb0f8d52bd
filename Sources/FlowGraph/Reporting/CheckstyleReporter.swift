/// Checkstyle XML: one `<file>` per file, one `<error>` per finding, `source` = `flowviz.<rule-id>`.
struct CheckstyleReporter: Reporter {
  func report(_ result: LintResult) -> String {
    var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<checkstyle version=\"4.3\">\n"
    let byFile = Dictionary(grouping: result.findings) { $0.location?.file ?? "" }
    for file in byFile.keys.sorted() {
      out += "  <file name=\"\(XML.escape(file))\">\n"
      for f in byFile[file] ?? [] {
        out += "    <error line=\"\(f.location?.line ?? 0)\" column=\"\(f.location?.column ?? 0)\""
        out += " severity=\"\(f.severity.rawValue)\" message=\"\(XML.escape(f.message))\" source=\"flowviz.\(f.rule)\"/>\n"
      }
      out += "  </file>\n"
    }
    return out + "</checkstyle>\n"
  }
}
