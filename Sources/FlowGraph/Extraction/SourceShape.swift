/// A byte scan of a Swift file before it is parsed, for the shapes SwiftParser cannot take safely: brackets or
/// `#if` blocks nested so deep that its recursion overflows the stack, square brackets nested deep enough for its
/// lookahead to take exponential time (`[[[[…]]]]`: 7 s at 25 levels), and files past a size where lexing takes
/// minutes. Such a file is skipped with a warning at the place where the limit is passed.
struct SourceShape {
  /// Brackets of all kinds (and string interpolations) open at once.
  static let maximumDepth = 96
  /// Square brackets open at once: array and dictionary literals and types.
  static let maximumSquareDepth = 12
  /// `#if` blocks open at once.
  static let maximumConditionalDepth = 32
  /// Bytes in one file (generated sources stay far below).
  static let maximumBytes = 4_000_000
  /// Bytes of code on one line, not counting strings and comments: SwiftParser's error recovery looks ahead
  /// along the line from every token, so a long line of code with an error in it takes quadratic time
  /// (`case detail` followed by `from: a` 1,500 times: 17 s).
  static let maximumLineCode = 4_000
  /// Member accesses in one chain (`a.b.c…`, also over lines that start with `.`): each one nests the tree a level
  /// deeper, and reading a chain takes time growing faster than its square (800 links: 1 s).
  static let maximumChain = 256

  /// Attributes with generic arguments opened inside one another's arguments and not yet closed (`@a< @b< @c<…`):
  /// SwiftParser's lookahead for a custom attribute's generic arguments reads the attributes of the argument types,
  /// in time exponential in the nesting (16 levels: 0.15 s, 20: 2 s, 24: about 30 s). Code never nests them.
  static let maximumAttributeNesting = 12

  /// Why the file cannot be parsed safely, with the position of the first byte past a limit; nil when it can.
  static func problem(in source: String, path: String) -> Diagnostic? {
    var source = source
    return source.withUTF8 { bytes in scan(bytes, path: path) ?? attributeNesting(bytes, path: path) }
  }

  /// The first `@name<` opened past `maximumAttributeNesting` attribute argument lists still open. Any `>` closes
  /// one (an arrow or an operator too: the count errs toward parsing).
  private static func attributeNesting(_ bytes: UnsafeBufferPointer<UInt8>, path: String) -> Diagnostic? {
    let at = UInt8(ascii: "@"), less = UInt8(ascii: "<"), greater = UInt8(ascii: ">"), newline = UInt8(ascii: "\n")
    func identifier(_ byte: UInt8) -> Bool {
      (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x30 && byte <= 0x39) || byte == 0x5F
    }
    var depth = 0, line = 1, lineStart = 0, i = 0
    let n = bytes.count
    while i < n {
      let byte = bytes[i]
      if byte == newline {
        line += 1
        lineStart = i + 1
      } else if byte == greater, depth > 0 {
        depth -= 1
      } else if byte == at {
        var j = i + 1
        while j < n, identifier(bytes[j]) { j += 1 }
        if j > i + 1, j < n, bytes[j] == less {
          depth += 1
          if depth > maximumAttributeNesting {
            return Diagnostic(
              .warning,
              "attributes with generic arguments are nested more than \(maximumAttributeNesting) deep here (`@a< @b< …`); SwiftParser's lookahead over them takes exponential time; skipped",
              at: SourceLocation(file: path, line: line, column: i - lineStart + 1))
          }
          i = j
        }
      }
      i += 1
    }
    return nil
  }

  private static func scan(_ bytes: UnsafeBufferPointer<UInt8>, path: String) -> Diagnostic? {
    if bytes.count > maximumBytes {
      return Diagnostic(
        .warning, "the Swift file is larger than \(maximumBytes / 1_000_000) MB (\(bytes.count) bytes); skipped",
        at: SourceLocation(file: path, line: 1, column: 1))
    }
    let open = UInt8(ascii: "("), close = UInt8(ascii: ")"), openSquare = UInt8(ascii: "["), closeSquare = UInt8(ascii: "]")
    let openBrace = UInt8(ascii: "{"), closeBrace = UInt8(ascii: "}"), quote = UInt8(ascii: "\""), backslash = UInt8(ascii: "\\")
    let slash = UInt8(ascii: "/"), star = UInt8(ascii: "*"), newline = UInt8(ascii: "\n"), hash = UInt8(ascii: "#")
    let interpolation = UInt8(ascii: "i")
    var stack: [UInt8] = []
    var enclosingStrings: [Bool] = []  // for each open interpolation: whether its string is multi-line
    var inString: Bool? = nil  // nil in code; else whether the string is multi-line
    var squares = 0, conditionals = 0
    var line = 1, lineStart = 0, atLineStart = true, lineCode = 0, chain = 0
    let dot = UInt8(ascii: "."), semicolon = UInt8(ascii: ";")
    var i = 0
    let n = bytes.count
    func here(_ message: String) -> Diagnostic {
      Diagnostic(.warning, message, at: SourceLocation(file: path, line: line, column: i - lineStart + 1))
    }
    while i < n {
      // Runs of bytes that change nothing but the line's code count (in code) or nothing at all (in a string) are
      // stepped over first; the byte that ends a run takes the full path below.
      if inString == nil {
        while i < n, lineCode < maximumLineCode, !isSpecialInCode(bytes[i]) {
          if bytes[i] != UInt8(ascii: " ") && bytes[i] != UInt8(ascii: "\t") { atLineStart = false }
          lineCode += 1
          i += 1
        }
      } else {
        while i < n, !isSpecialInString(bytes[i]) { i += 1 }
      }
      if i >= n { break }
      let b = bytes[i]
      if b == newline {
        line += 1; lineStart = i + 1; atLineStart = true; lineCode = 0
        // A chain goes on only on a line that starts with `.`.
        var next = i + 1
        while next < n, bytes[next] == UInt8(ascii: " ") || bytes[next] == UInt8(ascii: "\t") { next += 1 }
        if next >= n || bytes[next] != dot { chain = 0 }
        if inString == false { inString = nil }
        i += 1
        continue
      }
      if let multiLine = inString {
        if b == backslash, i + 1 < n {
          if bytes[i + 1] == open {
            stack.append(interpolation)
            enclosingStrings.append(multiLine)
            inString = nil
            if stack.count > maximumDepth { return here(depthMessage) }
          }
          i += bytes[i + 1] == newline ? 1 : 2
          continue
        }
        if b == quote {
          if !multiLine { inString = nil } else if i + 2 < n, bytes[i + 1] == quote, bytes[i + 2] == quote { inString = nil; i += 3; continue }
        }
        i += 1
        continue
      }
      lineCode += 1
      if lineCode > maximumLineCode {
        return here("a line with more than \(maximumLineCode) bytes of code, which SwiftParser's error recovery takes quadratic time over; the file is skipped")
      }
      let wasAtLineStart = atLineStart
      if b != UInt8(ascii: " ") && b != UInt8(ascii: "\t") { atLineStart = false }
      if b == semicolon || b == openBrace || b == closeBrace { chain = 0 }
      switch b {
      case slash where i + 1 < n && bytes[i + 1] == slash:
        while i < n && bytes[i] != newline { i += 1 }
        continue
      case slash where i + 1 < n && bytes[i + 1] == star:
        i += 2
        while i + 1 < n && !(bytes[i] == star && bytes[i + 1] == slash) {
          if bytes[i] == newline { line += 1; lineStart = i + 1; lineCode = 0 }
          i += 1
        }
        i += 2
        continue
      case quote:
        if i + 2 < n, bytes[i + 1] == quote, bytes[i + 2] == quote { inString = true; i += 3; continue }
        inString = false
      case dot:
        // Not a range operator (`..<`, `...`) and not a decimal point.
        let previous = i > 0 ? bytes[i - 1] : 0, following = i + 1 < n ? bytes[i + 1] : 0
        if previous != dot, following != dot, !(previous >= 0x30 && previous <= 0x39 && following >= 0x30 && following <= 0x39) {
          chain += 1
          if chain > maximumChain {
            return here("a chain of more than \(maximumChain) member accesses, which flowviz cannot read in reasonable time; the file is skipped")
          }
        }
      case open, openSquare, openBrace:
        stack.append(b)
        if b == openSquare {
          squares += 1
          if squares > maximumSquareDepth {
            return here("square brackets nested more than \(maximumSquareDepth) deep, which SwiftParser takes exponential time over; the file is skipped")
          }
        }
        if stack.count > maximumDepth { return here(depthMessage) }
      case close, closeSquare, closeBrace:
        if let top = stack.last, top == open || top == openSquare || top == openBrace || top == interpolation {
          stack.removeLast()
          if top == openSquare { squares -= 1 }
          if top == interpolation { inString = enclosingStrings.popLast() ?? nil }
        }
      case hash where wasAtLineStart:
        if matches(bytes, at: i, "#if") {
          conditionals += 1
          if conditionals > maximumConditionalDepth {
            return here("#if blocks nested more than \(maximumConditionalDepth) deep, past what SwiftParser reads safely; the file is skipped")
          }
        } else if matches(bytes, at: i, "#endif"), conditionals > 0 {
          conditionals -= 1
        }
      default:
        break
      }
      i += 1
    }
    return nil
  }

  /// The bytes the scan acts on in code: newline `"` `#` `(` `)` `.` `/` `;` `[` `]` `{` `}`, as bit sets over 0–63
  /// and 64–127 (no byte from 128 up is one of them).
  @inline(__always) private static func isSpecialInCode(_ byte: UInt8) -> Bool {
    let low: UInt64 = 1 << 10 | 1 << 34 | 1 << 35 | 1 << 40 | 1 << 41 | 1 << 46 | 1 << 47 | 1 << 59
    let high: UInt64 = 1 << (91 - 64) | 1 << (93 - 64) | 1 << (123 - 64) | 1 << (125 - 64)
    return byte < 64 ? low >> byte & 1 != 0 : byte < 128 ? high >> (byte - 64) & 1 != 0 : false
  }

  /// In a string: newline, `"` and the backslash.
  @inline(__always) private static func isSpecialInString(_ byte: UInt8) -> Bool {
    let low: UInt64 = 1 << 10 | 1 << 34, high: UInt64 = 1 << (92 - 64)
    return byte < 64 ? low >> byte & 1 != 0 : byte < 128 ? high >> (byte - 64) & 1 != 0 : false
  }

  private static let depthMessage =
    "brackets nested more than \(maximumDepth) deep, past what SwiftParser reads without overflowing its stack; the file is skipped"

  /// Whether `word` stands at `index` and is not followed by more of an identifier (`#if`, not `#iffy`).
  private static func matches(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int, _ word: StaticString) -> Bool {
    let count = word.utf8CodeUnitCount
    guard index + count <= bytes.count else { return false }
    let pointer = word.utf8Start
    for k in 0..<count where bytes[index + k] != pointer[k] { return false }
    if index + count < bytes.count {
      let next = bytes[index + count]
      let isIdentifier = (next >= 0x41 && next <= 0x5A) || (next >= 0x61 && next <= 0x7A) || (next >= 0x30 && next <= 0x39) || next == 0x5F
      return !isIdentifier
    }
    return true
  }
}
