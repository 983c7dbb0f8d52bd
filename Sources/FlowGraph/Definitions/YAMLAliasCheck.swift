/// A scan of YAML text for aliases used as mapping keys, before Yams composes it.
///
/// Yams checks a mapping's keys for duplicates by hashing them (Yams 6, Parser.swift `checkDuplicates`), and
/// hashing a key that is an alias of nested collections walks its full expansion: a 378-byte "billion laughs"
/// key takes minutes. flowviz's files only ever have plain names as keys, so an alias in key position is refused
/// with its position; aliases as values are shared by Yams, not copied, and stay allowed.
enum YAMLAliasCheck {
  static func problem(in text: String, file: String) -> Diagnostic? {
    guard text.utf8.contains(UInt8(ascii: "*")) else { return nil }
    var lineNumber = 0
    for rawLine in text.split(separator: "\n", omittingEmptySubsequences: false) {
      lineNumber += 1
      let line = Array(rawLine.utf8)
      var i = 0
      var quote: UInt8? = nil
      var before: UInt8 = UInt8(ascii: " ")  // the last character outside quotes that is not a space
      var explicitKey = false
      let flowKeyEnd = Self.flowKeyEnd(line)
      while i < line.count {
        let c = line[i]
        if let q = quote {
          if c == q { quote = nil }
          i += 1
          continue
        }
        if c == UInt8(ascii: "#"), i == 0 || line[i - 1] == UInt8(ascii: " ") || line[i - 1] == UInt8(ascii: "\t") { break }
        if c == UInt8(ascii: "\"") || c == UInt8(ascii: "'") {
          quote = c
        } else if c == UInt8(ascii: "?"), before == UInt8(ascii: " ") || before == UInt8(ascii: "-") || before == UInt8(ascii: "{") || before == UInt8(ascii: ","),
          i + 1 == line.count || line[i + 1] == UInt8(ascii: " ")
        {
          explicitKey = true
        } else if c == UInt8(ascii: "*"), i == 0 || " \t[{,:-?".utf8.contains(line[i - 1]) {
          // An alias: its name runs to a space or a flow indicator.
          var end = i + 1
          while end < line.count, !" \t,[]{}".utf8.contains(line[end]) { end += 1 }
          var next = end
          while next < line.count, line[next] == UInt8(ascii: " ") || line[next] == UInt8(ascii: "\t") { next += 1 }
          // A key when `:` follows it, or when a flow collection holding it is a key (`[*a, *a]: 1`): one scan of
          // the line, not one per alias (a line of thousands of aliases).
          let isKey = explicitKey || (next < line.count && line[next] == UInt8(ascii: ":")) || i < flowKeyEnd
          if isKey {
            return Diagnostic(
              .error, "an alias (\(String(decoding: line[i..<end], as: UTF8.self))) is used as a mapping key; flowviz files take plain names as keys",
              at: SourceLocation(file: file, line: lineNumber, column: i + 1))
          }
          i = end
          continue
        }
        if c != UInt8(ascii: " ") && c != UInt8(ascii: "\t") { before = c }
        i += 1
      }
    }
    return nil
  }

  /// The position of the last `]:` or `}:` (spaces allowed before the colon) on a line; 0 when there is none.
  private static func flowKeyEnd(_ line: [UInt8]) -> Int {
    var i = line.count - 1
    while i > 0 {
      if line[i] == UInt8(ascii: ":") {
        var j = i - 1
        while j > 0, line[j] == UInt8(ascii: " ") { j -= 1 }
        if line[j] == UInt8(ascii: "]") || line[j] == UInt8(ascii: "}") { return j }
      }
      i -= 1
    }
    return 0
  }
}
