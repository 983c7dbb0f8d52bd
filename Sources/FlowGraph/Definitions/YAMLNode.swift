import Foundation
import Yams

/// Reading a composed YAML/JSON document while keeping the position of every value,
/// so that errors in definition files name their line and column.
struct YAMLReader {
  let file: String
  var diagnostics: [Diagnostic] = []

  init(file: String) { self.file = file }

  func location(_ node: Node) -> SourceLocation {
    SourceLocation(file: file, line: node.mark?.line ?? 1, column: node.mark?.column ?? 1)
  }

  mutating func error(_ message: String, at node: Node) {
    diagnostics.append(Diagnostic(.error, message, at: location(node)))
  }

  /// Parses text as YAML (JSON is read the same way), turning Yams' errors into positioned diagnostics.
  static func compose(_ text: String, file: String) throws(InputError) -> Node? {
    if let problem = YAMLAliasCheck.problem(in: text, file: file) { throw InputError(problem) }
    do {
      // Without Yams' implicit typing: flowviz reads every scalar as text and types it itself, and the typing
      // runs a set of regular expressions over every scalar (seconds for one long number-like scalar).
      return try Yams.compose(yaml: text, .basic)
    } catch let error as YamlError {
      throw InputError(diagnostic(for: error, file: file))
    } catch {
      throw InputError(Diagnostic(.error, "cannot read: \(error)", file: file))
    }
  }

  static func diagnostic(for error: YamlError, file: String) -> Diagnostic {
    func at(_ mark: Mark, _ problem: String, _ context: YamlError.Context?, _ yaml: String) -> Diagnostic {
      // libyaml's context says what it was reading ("while parsing a flow node") or what it expected ("expected a
      // single document in the stream"), its problem what it found ("but found another document"): the expectation
      // comes first, a "while" clause after.
      let detail: String
      if problem.hasPrefix("Maximum nesting level reached") {
        // libyaml's limit (1,000 levels), with a hint meant for programmers.
        detail = "nested too deep (more than \(YAMLPosition.libyamlNestingLimit) levels)"
      } else if let context, problem.hasPrefix("but ") {
        detail = "\(context.text), \(problem)"
      } else {
        detail = context.map { "\(problem) \($0.text)" } ?? problem
      }
      let place = YAMLPosition.clamped(line: mark.line, column: mark.column, in: yaml)
      return Diagnostic(.error, "syntax error: \(detail)", at: SourceLocation(file: file, line: place.line, column: place.column))
    }
    switch error {
    case let .scanner(context, problem, mark, yaml): return at(mark, problem, context, yaml)
    case let .parser(context, problem, mark, yaml): return at(mark, problem, context, yaml)
    case let .composer(context, problem, mark, yaml): return at(mark, problem, context, yaml)
    case let .duplicatedKeysInMapping(duplicates, context):
      // Yams marks the first occurrence of the key; the error is the second one.
      let key = duplicates.first ?? ""
      let first = YAMLPosition.clamped(line: context.mark.line, column: context.mark.column, in: context.text)
      if let second = YAMLPosition.repeatedKey(key, after: first, in: context.text) {
        return Diagnostic(
          .error, "duplicate key '\(key)' (first at line \(first.line))", at: SourceLocation(file: file, line: second.line, column: second.column))
      }
      return Diagnostic(.error, "duplicate key '\(key)' (this is its first occurrence)", at: SourceLocation(file: file, line: first.line, column: first.column))
    case let .reader(problem, offset, value, yaml):
      // libyaml gives a byte offset into the text: turned into the line and column of the character.
      guard let offset, offset >= 0, offset <= yaml.utf8.count else { return Diagnostic(.error, "cannot read: \(problem)", file: file) }
      let before = yaml.utf8.prefix(offset)
      let line = before.reduce(1) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
      let lineStart = before.lastIndex(of: UInt8(ascii: "\n")).map { before.index(after: $0) } ?? before.startIndex
      let column = String(decoding: before[lineStart...], as: UTF8.self).unicodeScalars.count + 1
      let character = value >= 0 ? String(format: " (U+%04X)", value) : ""
      let place = YAMLPosition.clamped(line: line, column: column, in: yaml)
      return Diagnostic(.error, "cannot read: \(problem)\(character)", at: SourceLocation(file: file, line: place.line, column: place.column))
    default:
      return Diagnostic(.error, "cannot read: \(error)", file: file)
    }
  }

  // MARK: typed access that records what is wrong and carries on

  mutating func mapping(_ node: Node, _ what: String) -> Node.Mapping? {
    if case let .mapping(m) = node { return m }
    error("\(what) must be a mapping", at: node)
    return nil
  }

  mutating func sequence(_ node: Node, _ what: String) -> [Node]? {
    if case let .sequence(s) = node { return Array(s) }
    error("\(what) must be a list", at: node)
    return nil
  }

  /// A scalar as text; a list of scalars is also accepted where `allowList` says so.
  mutating func string(_ node: Node, _ what: String) -> String? {
    if case let .scalar(s) = node, !s.string.isEmpty { return s.string }
    error("\(what) must be a non-empty string", at: node)
    return nil
  }

  /// A string or a list of strings.
  mutating func strings(_ node: Node, _ what: String) -> [(String, Node)] {
    if case .scalar = node { return string(node, what).map { [($0, node)] } ?? [] }
    guard let items = sequence(node, what) else { return [] }
    return items.compactMap { item in string(item, what).map { ($0, item) } }
  }

  mutating func bool(_ node: Node, _ what: String) -> Bool? {
    if case let .scalar(s) = node {
      switch s.string.lowercased() {
      case "true", "yes", "on": return true
      case "false", "no", "off": return false
      default: break
      }
    }
    error("\(what) must be true or false", at: node)
    return nil
  }

  mutating func choice<E: RawRepresentable & CaseIterable>(_ node: Node, _ what: String, _: E.Type) -> E?
  where E.RawValue == String {
    guard let text = string(node, what) else { return nil }
    if let value = E(rawValue: text) { return value }
    let valid = E.allCases.map(\.rawValue).joined(separator: ", ")
    error("unknown \(what) '\(text)' (expected one of: \(valid))", at: node)
    return nil
  }

  /// The key/value pairs of a mapping, reporting keys not in `allowed`.
  mutating func fields(_ mapping: Node.Mapping, allowed: [String], in what: String) -> [String: (key: Node, value: Node)] {
    var result: [String: (key: Node, value: Node)] = [:]
    for (key, value) in mapping {
      guard case let .scalar(k) = key else {
        error("keys in \(what) must be strings", at: key)
        continue
      }
      if allowed.contains(k.string) {
        result[k.string] = (key, value)
      } else {
        error("unknown key '\(k.string)' in \(what) (expected one of: \(allowed.joined(separator: ", ")))", at: key)
      }
    }
    return result
  }
}
