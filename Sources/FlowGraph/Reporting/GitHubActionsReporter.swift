/// GitHub Actions workflow commands (`::error file=…,line=…,col=…,title=…::message`). GitHub shows at most 10
/// annotations of each type per step and 50 per job; findings beyond that are printed as plain log lines and
/// counted in one summary notice, rather than dropped silently.
struct GitHubActionsReporter: Reporter {
  static let perTypeLimit = 10
  static let perJobLimit = 50

  func report(_ result: LintResult) -> String {
    // Errors first so that the most serious findings get the annotations.
    let ordered = result.findings.filter { $0.severity == .error } + result.findings.filter { $0.severity == .warning }
    var shown: [Severity: Int] = [:]
    var total = 0
    var out = ""
    var overflow: [Finding] = []
    for f in ordered {
      let count = shown[f.severity, default: 0]
      // One annotation is kept for the summary notice.
      guard count < Self.perTypeLimit, total < Self.perJobLimit - 1 else {
        overflow.append(f)
        continue
      }
      shown[f.severity] = count + 1
      total += 1
      out += annotation(f) + "\n"
    }
    guard !overflow.isEmpty else { return out }
    out += "::group::flowviz: \(overflow.count) more finding\(overflow.count == 1 ? "" : "s")\n"
    for f in overflow {
      // Plain log lines: one per finding, never read as a workflow command.
      let message = f.message.replacingOccurrences(of: "\n", with: " ").replacingOccurrences(of: "::", with: ": :")
      out += "\(f.place): \(f.severity.rawValue): \(message) (\(f.rule))\n"
    }
    out += "::endgroup::\n"
    let errors = overflow.filter { $0.severity == .error }.count
    let warnings = overflow.count - errors
    out += "::notice title=flowviz::\(escapeData("\(overflow.count) more finding\(overflow.count == 1 ? "" : "s") (\(errors) error\(errors == 1 ? "" : "s"), \(warnings) warning\(warnings == 1 ? "" : "s")) not annotated: GitHub shows at most \(Self.perTypeLimit) annotations per type per step and \(Self.perJobLimit) per job; they are listed in the log above"))\n"
    return out
  }

  func annotation(_ f: Finding) -> String {
    var properties: [String] = []
    if let l = f.location {
      properties += ["file=\(escapeProperty(l.file))", "line=\(l.line)", "col=\(l.column)"]
    }
    properties.append("title=\(escapeProperty("flowviz \(f.rule)"))")
    return "::\(f.severity.rawValue) \(properties.joined(separator: ","))::\(escapeData("\(f.message). \(f.suggestion)"))"
  }

  /// Workflow command data: `%`, CR and LF are escaped.
  func escapeData(_ text: String) -> String {
    text.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D")
      .replacingOccurrences(of: "\n", with: "%0A")
  }

  /// Workflow command properties also escape `:` and `,`.
  func escapeProperty(_ text: String) -> String {
    escapeData(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
  }
}
