/// `path:line:col: warning: message (rule-id)`, the form Xcode and most editors link.
struct XcodeReporter: Reporter {
  func report(_ result: LintResult) -> String {
    result.findings.map { f in
      let prefix = f.location.map { "\($0): " } ?? ""
      return "\(prefix)\(f.severity.rawValue): \(f.message) (\(f.rule))\n"
    }.joined()
  }
}
