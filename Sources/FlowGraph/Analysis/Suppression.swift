/// An inline `flowviz:disable…` comment: which rules it silences on which lines of its file.
public struct Suppression: Hashable, Sendable {
  public enum Scope: String, Hashable, Sendable {
    /// `flowviz:disable:next`, `:this`, `:previous`: one line.
    case next, this, previous
    /// `flowviz:disable` … `flowviz:enable` (or the end of the file).
    case region
  }

  public var scope: Scope
  /// Rule ids, or `all`.
  public var rules: [String]
  /// Where the comment is.
  public var location: SourceLocation
  /// The lines it covers, inclusive.
  public var lines: ClosedRange<Int>

  /// Whether it silences a finding of a rule at a location.
  public func covers(_ finding: Finding) -> Bool {
    guard let at = finding.location, at.file == location.file, lines.contains(at.line) else { return false }
    return rules.contains("all") || rules.contains(finding.rule)
  }

  /// Whether a file's text holds `flowviz:` at all (a byte search): only such a file can hold a suppression.
  static func mentionsCommand(_ text: String) -> Bool { ParsedFile.text(text, mentions: ["flowviz:"]) }

  /// Reads the suppressions of one file from its comments (`//` and `/* */` in Swift, `#` in YAML).
  public static func parse(_ text: String, file: String) -> [Suppression] {
    let comments = CommentScanner.comments(in: text, file: file)
    let lastLine = text.split(separator: "\n", omittingEmptySubsequences: false).count
    var result: [Suppression] = []
    var open: [String: (SourceLocation, Int)] = [:]
    for comment in comments {
      guard let command = Command(comment.text) else { continue }
      let line = comment.location.line
      switch command.action {
      case "disable":
        switch command.modifier {
        case "next": result.append(Suppression(scope: .next, rules: command.rules, location: comment.location, lines: (line + 1)...(line + 1)))
        case "this": result.append(Suppression(scope: .this, rules: command.rules, location: comment.location, lines: line...line))
        case "previous": result.append(Suppression(scope: .previous, rules: command.rules, location: comment.location, lines: max(1, line - 1)...max(1, line - 1)))
        default: for rule in command.rules where open[rule] == nil { open[rule] = (comment.location, line) }
        }
      default:
        // `enable all` ends every open region.
        for rule in command.rules.contains("all") ? Array(open.keys).sorted() : command.rules {
          guard let (start, from) = open.removeValue(forKey: rule) else { continue }
          result.append(Suppression(scope: .region, rules: [rule], location: start, lines: from...max(from, line)))
        }
      }
    }
    for (rule, (start, from)) in open {
      result.append(Suppression(scope: .region, rules: [rule], location: start, lines: from...max(from, lastLine)))
    }
    return result.sorted { ($0.location, $0.rules.joined()) < ($1.location, $1.rules.joined()) }
  }

  /// `flowviz:disable:next rule-a rule-b`, parsed.
  struct Command {
    var action: String
    var modifier: String?
    var rules: [String]

    /// Only a comment that starts with the command is one (`// flowviz:disable:next x`), so prose that mentions
    /// a command, like this comment, is not.
    init?(_ comment: String) {
      let body = comment.drop { "/*#! \t".contains($0) }
      guard body.hasPrefix("flowviz:") else { return nil }
      let words = body.dropFirst("flowviz:".count).split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "," })
      guard let head = words.first else { return nil }
      let parts = head.split(separator: ":").map(String.init)
      guard let action = parts.first, action == "disable" || action == "enable" else { return nil }
      self.action = action
      self.modifier = parts.count > 1 ? parts[1] : nil
      // Words after the rule ids (e.g. `-- reason`) end the list.
      self.rules = Array(words.dropFirst().prefix { !$0.hasPrefix("-") && !$0.hasPrefix("*/") }.map(String.init))
      if rules.isEmpty { return nil }
    }
  }
}
