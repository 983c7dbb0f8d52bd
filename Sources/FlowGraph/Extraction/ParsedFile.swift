import Foundation
import SwiftParser
import SwiftSyntax

/// One Swift file parsed once: its tree, a location converter, its imports and its syntax errors.
public struct ParsedFile: Sendable {
  /// The path as shown in messages and locations (relative to the working directory).
  public let path: String
  public let tree: SourceFileSyntax
  public let converter: SourceLocationConverter
  /// Module names of the file's `import` declarations.
  public let imports: Set<String>
  /// Modules imported by any file of the module this file is compiled into (Swift makes them visible in every
  /// file of the module); the file's own imports until the reader knows its module.
  public internal(set) var moduleImports: Set<String>
  /// The platforms the file's Xcode project compiles it for, when only some of its platforms (`XcodeTargets`): its
  /// code is theirs as code inside `#if os(…)` is. Empty: every platform.
  public internal(set) var targetPlatforms: [String] = []
  /// Whether some file of the module names one of FlowStacks' containers (`FlowStacksExtractor.reads`); true until
  /// the reader knows the module.
  var moduleNamesFlowStacksContainers = true
  /// Lower-case names the sources declare types by (`struct mainView: View`): a call of one builds that type, as a
  /// call of a capitalised name does (`SourceReader` reads a file again with them where it calls one).
  var lowercaseTypes: Set<String> = []
  /// Names of SwiftUI's views the sources declare types by at the top level (`struct List: View`): in their module Swift
  /// finds those before SwiftUI's, so a call of one builds the app's type (read again with them, as `lowercaseTypes`).
  var shadowingTypes: Set<String> = []
  /// Syntax errors, each with its position: what is around them is still read.
  public let diagnostics: [Diagnostic]
  /// The text as parsed (empty when the file was skipped), for cheap pre-checks before a full walk.
  let text: String

  public init(path: String, source: String) {
    self.init(path: path, source: source, parse: .bounded)
  }

  /// How the tree is made: on a parser thread with a time budget (`BoundedParse`), or right here, by a caller
  /// that runs on a large stack under a budget of its own (`BudgetedPool`); or not at all, for a file whose parse
  /// was given up (`skipped`).
  enum Parse { case bounded, inline, skipped }

  /// The warning for a file whose parse ran past its budget.
  static func tooSlow(_ path: String) -> Diagnostic {
    Diagnostic(
      .warning, "SwiftParser's error recovery takes too long on this file (a long run of code it cannot read); skipped",
      at: SourceLocation(file: path, line: 1, column: 1))
  }

  init(path: String, source: String, parse: Parse) {
    self.path = path
    // A shape SwiftParser cannot take safely (too deep, too large) is not parsed: an empty tree and a warning.
    var shapeProblem = parse == .skipped ? ParsedFile.tooSlow(path) : SourceShape.problem(in: source, path: path)
    // A file not parsed gets an empty tree, made only then (a parser of its own for every file was half a percent of export).
    var tree: SourceFileSyntax?
    if shapeProblem == nil {
      let nesting = SourceShape.maximumDepth * 2
      if parse == .inline {
        var text = source
        tree = text.withUTF8 { Parser.parse(source: $0, maximumNestingLevel: nesting) }
      } else if let parsed = BoundedParse.parse(source, maximumNestingLevel: nesting) {
        tree = parsed
      } else {
        shapeProblem = ParsedFile.tooSlow(path)
      }
    }
    let text = shapeProblem == nil ? source : ""
    let read = tree ?? Parser.parse(source: "")
    self.tree = read
    self.text = shapeProblem == nil ? source : ""
    let converter = ParsedFile.converter(path: path, source: text)
    self.converter = converter
    self.imports = ParsedFile.imports(in: read.statements)
    self.moduleImports = imports
    if let shapeProblem {
      self.diagnostics = [shapeProblem]
    } else if read.hasError {
      self.diagnostics = SyntaxErrors.find(in: read, limit: Self.maximumDiagnostics).map { error in
        let place = converter.location(for: error.position)
        return Diagnostic(
          .warning, "syntax error: \(error.message); the rest of the file is read as far as possible",
          at: SourceLocation(file: path, line: place.line, column: place.column))
      }
    } else {
      self.diagnostics = []
    }
  }

  /// Whether the text holds any of the words (a byte search, far cheaper than walking the tree): lets an extractor
  /// skip a file of its module that cannot hold what it reads. Comments and strings count too, which only costs a walk.
  func mentions(_ words: [String]) -> Bool { Self.text(text, mentions: words) }

  /// Whether the text between two positions of the tree holds any of the words (comments and strings count too).
  func mentions(_ words: [String], in range: Range<AbsolutePosition>) -> Bool {
    Self.text(text, mentions: words, from: range.lowerBound.utf8Offset, to: range.upperBound.utf8Offset)
  }

  /// Whether the `send(.x` at a UTF-8 offset goes on with an argument of `x` (`send(.show(.main))`, not `send(.appeared)`),
  /// by the bytes after it.
  func sendsCaseWithArgument(at offset: Int) -> Bool {
    var text = text
    return text.withUTF8 { bytes in
      var i = offset + 4  // past `send`
      func skipSpaces() { while i < bytes.count, bytes[i] == UInt8(ascii: " ") { i += 1 } }
      skipSpaces()
      guard i < bytes.count, bytes[i] == UInt8(ascii: "(") else { return false }
      i += 1
      skipSpaces()
      guard i < bytes.count, bytes[i] == UInt8(ascii: ".") else { return false }
      i += 1
      while i < bytes.count, bytes[i] == UInt8(ascii: "_") || (bytes[i] >= 0x30 && bytes[i] <= 0x39)
        || (bytes[i] | 0x20 >= UInt8(ascii: "a") && bytes[i] | 0x20 <= UInt8(ascii: "z")) || bytes[i] >= 0x80
      {
        i += 1
      }
      return i < bytes.count && bytes[i] == UInt8(ascii: "(")
    }
  }

  /// Where the word occurs between two positions of the tree (UTF-8 offsets, first to last), by a byte search.
  func occurrences(of word: String, in range: Range<AbsolutePosition>) -> [Int] {
    var text = text, word = word
    return text.withUTF8 { haystack in
      word.withUTF8 { needle in
        guard let base = haystack.baseAddress, let pattern = needle.baseAddress, let first = needle.first else { return [] }
        let lower = max(0, min(range.lowerBound.utf8Offset, haystack.count))
        let upper = max(lower, min(range.upperBound.utf8Offset, haystack.count))
        var found: [Int] = []
        var offset = lower
        while offset + needle.count <= upper {
          guard let hit = memchr(base + offset, Int32(first), upper - needle.count - offset + 1) else { break }
          let index = base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
          if memcmp(base + index, pattern, needle.count) == 0 { found.append(index) }
          offset = index + 1
        }
        return found
      }
    }
  }

  /// How often the name occurs as a whole word in the text (comments and strings count too), by a byte search.
  func wordCount(_ name: String) -> Int {
    let whole = AbsolutePosition(utf8Offset: 0)..<AbsolutePosition(utf8Offset: text.utf8.count)
    let hits = occurrences(of: name, in: whole)
    guard !hits.isEmpty else { return 0 }
    let bytes = Array(text.utf8), length = name.utf8.count
    func isWordByte(_ byte: UInt8) -> Bool {
      (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
        || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_") || byte >= 0x80
    }
    return hits.filter { index in
      (index == 0 || !isWordByte(bytes[index - 1])) && (index + length >= bytes.count || !isWordByte(bytes[index + length]))
    }.count
  }

  /// Whether a text (or its bytes from `start` up to `end`) holds any of the words, by a byte search.
  static func text(_ text: String, mentions words: [String], from start: Int = 0, to end: Int = .max) -> Bool {
    var text = text
    return text.withUTF8 { haystack in
      guard let base = haystack.baseAddress else { return false }
      let lower = max(0, min(start, haystack.count)), upper = max(lower, min(end, haystack.count))
      let slice = UnsafeBufferPointer(start: base + lower, count: upper - lower)
      return words.contains { word in
        var word = word
        return word.withUTF8 { needle in ParsedFile.find(needle, in: slice) }
      }
    }
  }

  /// Whether a text holds any of the words as a whole word (not preceded or followed by a letter, digit or `_`);
  /// with `calls`, only where the word is followed (after blanks) by `(`, `{` or `<`: a call, a trailing closure or
  /// generic arguments, not a type named in a conformance or a declaration.
  /// With `bare`, only where the call names the word alone: not after a `.` (a member or an enum case, `.home(id)`)
  /// nor after `case` (an enum case declared or matched).
  static func text(_ text: String, mentionsWords words: [String], calls: Bool = false, bare: Bool = false) -> Bool {
    var text = text
    return text.withUTF8 { haystack in
      words.contains { word in
        var word = word
        return word.withUTF8 { needle in ParsedFile.findWord(needle, in: haystack, calls: calls, bare: bare) }
      }
    }
  }

  private static func findWord(_ needle: UnsafeBufferPointer<UInt8>, in haystack: UnsafeBufferPointer<UInt8>, calls: Bool,
                               bare: Bool = false) -> Bool {
    guard let first = needle.first, let pattern = needle.baseAddress, let start = haystack.baseAddress,
      needle.count <= haystack.count
    else { return false }
    func isWordByte(_ byte: UInt8) -> Bool {
      (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
        || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_") || byte >= 0x80
    }
    var offset = 0
    let last = haystack.count - needle.count
    while offset <= last {
      guard let hit = memchr(start + offset, Int32(first), last - offset + 1) else { return false }
      let index = start.distance(to: hit.assumingMemoryBound(to: UInt8.self))
      if memcmp(start + index, pattern, needle.count) == 0,
        index == 0 || !isWordByte(haystack[index - 1]),
        index + needle.count == haystack.count || !isWordByte(haystack[index + needle.count])
      {
        guard calls else { return true }
        var next = index + needle.count
        while next < haystack.count, haystack[next] == UInt8(ascii: " ") { next += 1 }
        // Before `(`, a `:` or `,` is a case arm's or an argument's (`case .list: List()`, `Row(content: List())`): no
        // conformance list calls.
        if next < haystack.count, [UInt8(ascii: "("), UInt8(ascii: "{"), UInt8(ascii: "<")].contains(haystack[next]),
          !isDeclaration(before: index, in: haystack, punctuation: haystack[next] != UInt8(ascii: "(")),
          !bare || !isMemberOrCase(before: index, in: haystack)
        {
          return true
        }
      }
      offset = index + 1
    }
    return false
  }

  /// Whether the word starting at `index` is declared or named as a type rather than called: after `:`, `,`, `&`
  /// or `<` (a conformance or constraint), or after a declaration keyword (`protocol Router {`).
  private static func isDeclaration(before index: Int, in haystack: UnsafeBufferPointer<UInt8>, punctuation: Bool = true) -> Bool {
    var cursor = index - 1
    while cursor >= 0, haystack[cursor] == UInt8(ascii: " ") || haystack[cursor] == UInt8(ascii: "\t") { cursor -= 1 }
    guard cursor >= 0 else { return false }
    if [UInt8(ascii: ":"), UInt8(ascii: ","), UInt8(ascii: "&"), UInt8(ascii: "<")].contains(haystack[cursor]) { return punctuation }
    var wordStart = cursor
    while wordStart > 0, (haystack[wordStart - 1] >= UInt8(ascii: "a") && haystack[wordStart - 1] <= UInt8(ascii: "z")) { wordStart -= 1 }
    let keyword = String(decoding: UnsafeBufferPointer(rebasing: haystack[wordStart...cursor]), as: UTF8.self)
    return ["protocol", "struct", "class", "enum", "extension", "actor", "typealias", "func", "var", "let"].contains(keyword)
  }

  /// Whether the word starting at `index` follows a `.` or the keyword `case` (blanks between).
  private static func isMemberOrCase(before index: Int, in haystack: UnsafeBufferPointer<UInt8>) -> Bool {
    var cursor = index - 1
    while cursor >= 0, haystack[cursor] == UInt8(ascii: " ") || haystack[cursor] == UInt8(ascii: "\t") { cursor -= 1 }
    guard cursor >= 0 else { return false }
    if haystack[cursor] == UInt8(ascii: ".") { return true }
    guard cursor >= 3, cursor == index - 1 || haystack[cursor + 1] == UInt8(ascii: " ") || haystack[cursor + 1] == UInt8(ascii: "\t") else { return false }
    let word = haystack[(cursor - 3)...cursor]
    let before = cursor >= 4 ? haystack[cursor - 4] : UInt8(ascii: " ")
    return word.elementsEqual("case".utf8) && !(before >= UInt8(ascii: "a") && before <= UInt8(ascii: "z"))
  }

  /// A byte search: memchr for the first byte, then memcmp (Glibc's memmem is not visible from Swift on Linux).
  private static func find(_ needle: UnsafeBufferPointer<UInt8>, in haystack: UnsafeBufferPointer<UInt8>) -> Bool {
    guard let first = needle.first, let pattern = needle.baseAddress, let start = haystack.baseAddress,
      needle.count <= haystack.count
    else { return needle.isEmpty }
    var offset = 0
    let last = haystack.count - needle.count
    while offset <= last {
      guard let hit = memchr(start + offset, Int32(first), last - offset + 1) else { return false }
      let index = start.distance(to: hit.assumingMemoryBound(to: UInt8.self))
      if memcmp(start + index, pattern, needle.count) == 0 { return true }
      offset = index + 1
    }
    return false
  }

  /// Line table from the text itself: a byte scan, where the tree-based initializer walks every token again.
  /// Positions are physical (`#sourceLocation` directives are not applied), which is what flowviz reports.
  private static func converter(path: String, source: String) -> SourceLocationConverter {
    (Deprecated.self as any DeprecatedConverter.Type).converter(path, source)
  }

  /// Later syntax errors mostly follow from the first ones.
  static let maximumDiagnostics = 5

  /// Imports at file level, also inside `#if` blocks (`#if os(iOS) import Stinsen #endif`).
  private static func imports(in statements: CodeBlockItemListSyntax) -> Set<String> {
    var imports = Set<String>()
    for item in statements {
      if let decl = item.item.as(ImportDeclSyntax.self), let first = decl.path.first {
        imports.insert(first.name.text)
      } else if let block = item.item.as(IfConfigDeclSyntax.self) {
        for clause in block.clauses {
          if case .statements(let inner)? = clause.elements { imports.formUnion(ParsedFile.imports(in: inner)) }
        }
      }
    }
    return imports
  }

  /// The position of a node's first token (after leading trivia such as comments).
  public func location(of node: some SyntaxProtocol) -> SourceLocation {
    let place = node.startLocation(converter: converter, afterLeadingTrivia: true)
    return SourceLocation(file: path, line: place.line, column: place.column)
  }
}

/// Calls into deprecated API from one place, without a warning at each use.
private protocol DeprecatedConverter { static func converter(_ path: String, _ source: String) -> SourceLocationConverter }

private enum Deprecated: DeprecatedConverter {
  @available(*, deprecated)
  static func converter(_ path: String, _ source: String) -> SourceLocationConverter {
    SourceLocationConverter(file: path, source: source)
  }
}
