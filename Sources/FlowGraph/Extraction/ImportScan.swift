/// The modules a Swift file imports, read from its bytes before it is parsed.
///
/// Library passes need the imports of a file's whole module (Swift makes an import visible in every file of the
/// module) before they read any file; taking them from the parsed trees would make every file wait for the last
/// parse. The scan reads lines that start with `import` (after attributes such as `@testable` or `@_exported`,
/// and an optional declaration kind: `import struct Foo.Bar` imports `Foo`). A line inside a block comment or a
/// multi-line string can look like an import, and an import can hide from a line scan; the reader checks the scan
/// against the tree's own imports and reads again where they differ (`SourceReader`).
enum ImportScan {
  static func modules(in text: String) -> Set<String> {
    var text = text
    return text.withUTF8 { bytes in modules(in: bytes) }
  }

  private static let kinds: Set<String> = ["struct", "class", "enum", "protocol", "typealias", "func", "var", "let", "actor"]

  private static func modules(in bytes: UnsafeBufferPointer<UInt8>) -> Set<String> {
    var result = Set<String>()
    var index = 0
    let count = bytes.count
    while index < count {
      // Start of a line: skip indentation and attributes, then look for the keyword.
      var cursor = skipBlanks(bytes, from: index)
      while cursor < count, bytes[cursor] == UInt8(ascii: "@") {
        cursor = skipAttribute(bytes, from: cursor + 1)
        cursor = skipBlanks(bytes, from: cursor)
      }
      if let afterKeyword = word(bytes, at: cursor, equals: "import") {
        var name = identifier(bytes, from: skipBlanks(bytes, from: afterKeyword))
        if let found = name, kinds.contains(found.text) {
          name = identifier(bytes, from: skipBlanks(bytes, from: found.end))
        }
        if let name { result.insert(name.text) }
      }
      // Next line.
      while index < count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
      index += 1
    }
    return result
  }

  private static func skipBlanks(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
    var cursor = start
    while cursor < bytes.count, bytes[cursor] == UInt8(ascii: " ") || bytes[cursor] == UInt8(ascii: "\t") { cursor += 1 }
    return cursor
  }

  /// After `@`: the attribute's name and a parenthesised argument on the same line (`@_spi(Internal)`).
  private static func skipAttribute(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
    var cursor = start
    while cursor < bytes.count, isIdentifierByte(bytes[cursor]) { cursor += 1 }
    if cursor < bytes.count, bytes[cursor] == UInt8(ascii: "(") {
      while cursor < bytes.count, bytes[cursor] != UInt8(ascii: ")"), bytes[cursor] != UInt8(ascii: "\n") { cursor += 1 }
      if cursor < bytes.count, bytes[cursor] == UInt8(ascii: ")") { cursor += 1 }
    }
    return cursor
  }

  /// The index after `keyword` when it stands at `start` followed by a blank.
  private static func word(_ bytes: UnsafeBufferPointer<UInt8>, at start: Int, equals keyword: StaticString) -> Int? {
    let length = keyword.utf8CodeUnitCount
    guard start + length < bytes.count else { return nil }
    let pointer = keyword.utf8Start
    for offset in 0..<length where bytes[start + offset] != pointer[offset] { return nil }
    let next = bytes[start + length]
    return next == UInt8(ascii: " ") || next == UInt8(ascii: "\t") ? start + length : nil
  }

  private static func identifier(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> (text: String, end: Int)? {
    var cursor = start
    while cursor < bytes.count, isIdentifierByte(bytes[cursor]) { cursor += 1 }
    guard cursor > start else { return nil }
    return (String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<cursor]), as: UTF8.self), cursor)
  }

  /// ASCII letters, digits, `_`, and any byte of a multi-byte UTF-8 character (identifiers may hold them).
  private static func isIdentifierByte(_ byte: UInt8) -> Bool {
    (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
      || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_") || byte >= 0x80
  }
}
