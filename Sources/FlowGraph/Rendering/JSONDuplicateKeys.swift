/// Duplicate keys in a JSON object. Foundation's JSONDecoder keeps the first value of a repeated key and drops the
/// others without a word (a hand-merged graph JSON or baseline would lose data silently); this finds the second
/// occurrence, in one pass over the bytes, with both positions.
enum JSONDuplicateKeys {
  /// A key repeated in one object: where it is again (1-based line and column, in Unicode scalars as the other
  /// positions) and where it first was.
  struct Found: Equatable {
    var key: String
    var line: Int
    var column: Int
    var firstLine: Int
    var firstColumn: Int
  }

  /// The first repeated key of the text, in reading order; nil when none is (or the text is not JSON enough to
  /// say: this runs after a decoder has accepted the text).
  static func first(in text: String) -> Found? {
    // An explicit stack of open containers (objects keep the keys they hold), not recursion.
    struct Frame {
      var isObject: Bool
      var expectsKey: Bool
      var keys: [String: (line: Int, column: Int)]
    }
    var stack: [Frame] = []
    var line = 1, column = 0
    var scalars = text.unicodeScalars.makeIterator()
    while let scalar = scalars.next() {
      column += 1
      switch scalar {
      case "\n":
        line += 1
        column = 0
      case "{": stack.append(Frame(isObject: true, expectsKey: true, keys: [:]))
      case "[": stack.append(Frame(isObject: false, expectsKey: false, keys: [:]))
      case "}", "]": _ = stack.popLast()
      case ",":
        if let last = stack.indices.last, stack[last].isObject { stack[last].expectsKey = true }
      case "\"":
        let start = (line: line, column: column)
        var key = String.UnicodeScalarView()
        var closed = false
        while let s = scalars.next() {
          column += 1
          if s == "\"" {
            closed = true
            break
          }
          if s == "\n" {
            // Not valid JSON (a raw newline in a string): keep counting lines all the same.
            line += 1
            column = 0
          }
          guard s == "\\" else {
            key.append(s)
            continue
          }
          guard let e = scalars.next() else { break }
          column += 1
          switch e {
          case "n": key.append("\n")
          case "t": key.append("\t")
          case "r": key.append("\r")
          case "b": key.append("\u{8}")
          case "f": key.append("\u{C}")
          case "u":
            var hex = ""
            for _ in 0..<4 {
              guard let h = scalars.next() else { break }
              column += 1
              hex.unicodeScalars.append(h)
            }
            // A surrogate half is kept as a noncharacter and its digits: two keys differ in it exactly when their escapes do.
            if let value = UInt32(hex, radix: 16), let decoded = Unicode.Scalar(value) {
              key.append(decoded)
            } else {
              key.append(contentsOf: "\u{FFFF}\(hex)".unicodeScalars)
            }
          default: key.append(e)
          }
        }
        guard closed, let last = stack.indices.last, stack[last].isObject, stack[last].expectsKey else { continue }
        stack[last].expectsKey = false
        let name = String(key)
        if let first = stack[last].keys[name] {
          return Found(key: name, line: start.line, column: start.column, firstLine: first.line, firstColumn: first.column)
        }
        stack[last].keys[name] = start
      default: break
      }
    }
    return nil
  }
}

extension JSONDuplicateKeys {
  /// An error at the second occurrence of the first repeated key of a JSON text that a decoder accepted.
  static func check(_ text: String, file: String, what: String) throws(InputError) {
    guard let found = first(in: text) else { return }
    throw InputError(
      Diagnostic(
        .error, "\(what): duplicate key '\(found.key)' (first at line \(found.firstLine), column \(found.firstColumn))",
        at: SourceLocation(file: file, line: found.line, column: found.column)))
  }
}
