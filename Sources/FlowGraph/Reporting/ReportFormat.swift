/// The `--reporter` names (SwiftLint's where they exist).
public enum ReportFormat: String, CaseIterable, Sendable, Codable {
  case xcode, json, sarif
  case githubActions = "github-actions-logging"
  case junit, checkstyle, markdown

  /// A format without a reporter does not compile.
  public var reporter: any Reporter {
    switch self {
    case .xcode: return XcodeReporter()
    case .json: return JSONReporter()
    case .sarif: return SARIFReporter()
    case .githubActions: return GitHubActionsReporter()
    case .junit: return JUnitReporter()
    case .checkstyle: return CheckstyleReporter()
    case .markdown: return MarkdownReporter()
    }
  }
}
