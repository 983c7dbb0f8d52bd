/// Positions in YAML text that libyaml and Yams report imprecisely: a mark past the end of the text, and the
/// second occurrence of a duplicate key (Yams marks the first).
enum YAMLPosition {
  /// libyaml's `MAX_NESTING_LEVEL` (parser.c).
  static let libyamlNestingLimit = 1000

  /// Where a JSON text first nests deeper than `limit` arrays and objects (strings skipped), as a 1-based line and
  /// column; nil when it does not.
  static func deeperThan(_ limit: Int, in text: String) -> (line: Int, column: Int)? {
    var depth = 0, line = 1, column = 0
    var inString = false, escaped = false
    for scalar in text.unicodeScalars {
      column += 1
      if inString {
        if escaped { escaped = false } else if scalar == "\\" { escaped = true } else if scalar == "\"" { inString = false }
        continue
      }
      switch scalar {
      case "\"": inString = true
      case "\n":
        line += 1
        column = 0
      case "[", "{":
        depth += 1
        if depth > limit { return (line, column) }
      case "]", "}": depth -= 1
      default: break
      }
    }
    return nil
  }

  /// A 1-based line and column moved back onto the text: libyaml reports the end of the stream at the line after
  /// a final newline (line N+1 of an N-line file), which an editor cannot show; that is the end of line N.
  static func clamped(line: Int, column: Int, in text: String) -> (line: Int, column: Int) {
    var lines = 1
    var lastLineStart = text.utf8.startIndex
    for index in text.utf8.indices where text.utf8[index] == UInt8(ascii: "\n") {
      lines += 1
      lastLineStart = text.utf8.index(after: index)
    }
    var lastLine = text.utf8[lastLineStart...]
    if lastLine.isEmpty && lines > 1 {
      // The text ends with a newline: its last line is the one before it.
      lines -= 1
      let body = text.utf8.dropLast()
      lastLine = body[(body.lastIndex(of: UInt8(ascii: "\n")).map { body.index(after: $0) } ?? body.startIndex)...]
    }
    guard line > lines else { return (max(line, 1), max(column, 1)) }
    let length = String(decoding: lastLine, as: UTF8.self).unicodeScalars.count
    return (lines, length + 1)
  }

  /// Where `key` occurs again as a key of the mapping whose key at `first` is the same name: the next line at the
  /// same indentation holding it (block style), or later on the same line (flow style). Nil when not found.
  static func repeatedKey(_ key: String, after first: (line: Int, column: Int), in text: String) -> (line: Int, column: Int)? {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    guard !key.isEmpty, first.line >= 1, first.line <= lines.count else { return nil }
    let firstLine = Array(lines[first.line - 1].unicodeScalars)
    let c = first.column - 1
    guard c < firstLine.count else { return nil }
    let spelled = [key, "\"\(key)\"", "'\(key)'"].map { Array($0.unicodeScalars) }
    // The length of the key as written at `start`, when a `:` follows it (spaces allowed before the colon).
    func keyLength(_ scalars: [Unicode.Scalar], at start: Int) -> Int? {
      for form in spelled.sorted(by: { $0.count > $1.count }) where start + form.count <= scalars.count {
        guard Array(scalars[start..<start + form.count]) == form else { continue }
        var i = start + form.count
        while i < scalars.count, scalars[i] == " " { i += 1 }
        if i < scalars.count, scalars[i] == ":" { return form.count }
      }
      return nil
    }
    let isBlock = firstLine[..<c].allSatisfy { $0 == " " || $0 == "-" || $0 == "?" }
    if !isBlock {
      // A flow mapping: the next key after a `,` of the same mapping on the same line (nested collections and
      // quoted strings skipped).
      let skip = keyLength(firstLine, at: c) ?? 0
      var i = c + max(skip, 1)
      var depth = 0
      var quote: Unicode.Scalar? = nil
      while i < firstLine.count {
        let ch = firstLine[i]
        if let q = quote {
          if ch == q { quote = nil }
        } else if ch == "\"" || ch == "'" {
          quote = ch
        } else if ch == "{" || ch == "[" {
          depth += 1
        } else if ch == "}" || ch == "]" {
          depth -= 1
          if depth < 0 { return nil }
        } else if ch == ",", depth == 0 {
          var j = i + 1
          while j < firstLine.count, firstLine[j] == " " { j += 1 }
          if keyLength(firstLine, at: j) != nil { return (first.line, j + 1) }
        }
        i += 1
      }
      return nil
    }
    for n in first.line..<lines.count {
      let scalars = Array(lines[n].unicodeScalars)
      var indent = 0
      while indent < scalars.count, scalars[indent] == " " { indent += 1 }
      if indent == scalars.count || scalars[indent] == "#" { continue }  // blank or comment
      if indent < c { return nil }  // the mapping ended
      if indent == c {
        if keyLength(scalars, at: indent) != nil { return (n + 1, indent + 1) }
      }
    }
    return nil
  }
}
