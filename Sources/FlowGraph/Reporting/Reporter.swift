/// Turns a lint result into one output format. Reporters are stateless and deterministic.
public protocol Reporter: Sendable {
  func report(_ result: LintResult) -> String
}

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

/// Escaping shared by the XML reporters.
enum XML {
  static func escape(_ text: String) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "'": result += "&apos;"
      case "\n": result += "&#10;"
      case "\t", "\r": result += "&#\(scalar.value);"
      default:
        // Control characters are not allowed in XML 1.0 at all.
        if scalar.value < 0x20 { result += "\u{FFFD}" } else { result.unicodeScalars.append(scalar) }
      }
    }
    return result
  }
}

extension Finding {
  /// `file:line:column`, or `file` / `<graph>` when the position is unknown.
  var place: String { location.map(\.description) ?? "<graph>" }
}
