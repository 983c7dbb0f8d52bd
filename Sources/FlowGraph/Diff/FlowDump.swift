import Foundation

/// The drift baseline (`flowviz dump` / `flowviz check`): one sorted line per coordinator, screen, edge,
/// back action, unresolved call and entry point, without locations, so that it changes only when the
/// graph does. Values with spaces, quotes or control characters are written as JSON strings.
public enum FlowDump {
  public static let header = "# flowviz dump \(version): the navigation graph, one line per item, no line numbers (flowviz check --baseline)"

  /// The dump format this flowviz writes and reads (the number after `# flowviz dump`).
  public static let version = 1

  /// What is wrong with a saved dump's header, at its position: not a dump at all, or a dump of another format
  /// version (whose lines would all read as drift). Nil for a dump this flowviz reads.
  public static func headerProblem(_ text: String, file: String) -> Diagnostic? {
    let prefix = "# flowviz dump "
    guard text.hasPrefix(prefix) else {
      return Diagnostic(
        .error, "not a flowviz baseline: the first line must be the header `flowviz dump` writes (write one with `flowviz dump INPUT... -o \(file)`)",
        at: SourceLocation(file: file, line: 1, column: 1))
    }
    let digits = text.utf8.dropFirst(prefix.utf8.count).prefix { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }
    let number = Int(String(decoding: digits.prefix(9), as: UTF8.self))
    guard number == version else {
      let found = number.map { "format \($0)" } ?? "no format version"
      return Diagnostic(
        .error, "unsupported baseline format: the header has \(found), this flowviz reads format \(version); write it again with `flowviz dump INPUT... -o \(file)`",
        at: SourceLocation(file: file, line: 1, column: prefix.count + 1))
    }
    return nil
  }

  /// The whole dump, header first, ending in a newline.
  public static func render(_ graph: FlowGraph) -> String {
    ([header] + lines(graph)).joined(separator: "\n") + "\n"
  }

  /// The content lines: grouped by kind in a fixed order, sorted within each group.
  public static func lines(_ input: FlowGraph) -> [String] {
    let graph = input.normalized()
    let coordinators = graph.coordinators.map { c -> String in
      var line = "coordinator \(token(c.id)) name=\(token(c.name)) library=\(c.library.rawValue)"
      if let g = c.generation { line += " generation=\(token(g))" }
      line += " kind=\(c.kind.rawValue) navigation=\(c.navigation.rawValue) roots=\(list(c.roots))"
      if !c.platforms.isEmpty { line += " platforms=\(list(c.platforms))" }
      return line
    }
    let screens = graph.screens.map { s -> String in
      var line = "screen \(token(s.id)) coordinator=\(token(s.coordinator)) views=\(list(s.views))"
      if s.bringsNavigation { line += " brings-navigation" }
      return line
    }
    let edges = graph.edges.map { e -> String in
      var line = "edge \(token(e.from)) -> \(token(e.to)) \(e.kind.rawValue)"
      if e.withNavigation { line += " +nav" }
      if e.staged { line += " staged" }
      if e.certainty == .uncertain { line += " uncertain" }
      if !e.platforms.isEmpty { line += " platforms=\(list(e.platforms))" }
      return line
    }
    let backs = graph.backActions.map { b -> String in
      var line = "back \(token(b.screen)) \(b.action.rawValue)"
      if let count = b.count { line += " count=\(count)" }
      if !b.platforms.isEmpty { line += " platforms=\(list(b.platforms))" }
      return line
    }
    let unresolved = graph.unresolved.map { u -> String in
      var line = "unresolved \(token(u.from)) \(u.kind.rawValue) \(token(u.expression))"
      if !u.platforms.isEmpty { line += " platforms=\(list(u.platforms))" }
      return line
    }
    let entries = graph.entryPoints.map { "entry \(token($0.target))" }
    return [coordinators, screens, edges, backs, unresolved, entries].flatMap { $0.sorted() }
  }

  /// A value as one whitespace-free token: as is when plain, else a JSON string.
  static func token(_ value: String) -> String {
    let plain = !value.isEmpty && value.unicodeScalars.allSatisfy { s in
      s.value > 0x20 && s.value != 0x7F && !(0x80...0x9F).contains(s.value) && !"\"\\=#,".unicodeScalars.contains(s)
        && !s.properties.isWhitespace
    }
    if plain { return value }
    var out = "\""
    for s in value.unicodeScalars {
      switch s {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      default:
        if s.value < 0x20 || s.value == 0x7F || (0x80...0x9F).contains(s.value) || (s.properties.isWhitespace && s != " ") {
          out += String(format: "\\u%04X", s.value)
        } else {
          out.unicodeScalars.append(s)
        }
      }
    }
    return out + "\""
  }

  /// A list as one token: sorted, comma-separated, `-` when empty.
  static func list(_ values: [String]) -> String {
    values.isEmpty ? "-" : values.sorted().map(token).joined(separator: ",")
  }
}
