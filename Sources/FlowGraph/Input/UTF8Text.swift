import Foundation

/// Decoding a file's bytes as UTF-8, with the position of the first byte that is not.
public enum UTF8Text {
  /// The text, or an error at the line and column of the first invalid byte.
  public static func decode(_ data: Data, file: String, what: String = "the file") throws(InputError) -> String {
    if let text = String(data: data, encoding: .utf8) { return text }
    let place = firstInvalid(data) ?? (line: 1, column: 1, byte: data.first ?? 0)
    throw InputError(
      Diagnostic(
        .error, "\(what) is not UTF-8 text (byte 0x\(String(format: "%02X", place.byte)) is not valid UTF-8 here)",
        at: SourceLocation(file: file, line: place.line, column: place.column)))
  }

  /// The 1-based line and column (in characters decoded before it) of the first invalid UTF-8 sequence.
  static func firstInvalid(_ data: Data) -> (line: Int, column: Int, byte: UInt8)? {
    let bytes = [UInt8](data)
    var line = 1, column = 1
    var i = 0
    while i < bytes.count {
      let b = bytes[i]
      let length: Int
      switch b {
      case 0x00...0x7F: length = 1
      case 0xC2...0xDF: length = 2
      case 0xE0...0xEF: length = 3
      case 0xF0...0xF4: length = 4
      default: return (line, column, b)
      }
      guard i + length <= bytes.count else { return (line, column, b) }
      if length > 1 {
        // Continuation bytes, with the ranges that exclude overlong forms, surrogates and values past U+10FFFF.
        let second = bytes[i + 1]
        let low: UInt8 = b == 0xE0 ? 0xA0 : b == 0xF0 ? 0x90 : 0x80
        let high: UInt8 = b == 0xED ? 0x9F : b == 0xF4 ? 0x8F : 0xBF
        guard (low...high).contains(second), bytes[(i + 2)..<(i + length)].allSatisfy({ (0x80...0xBF).contains($0) }) else {
          return (line, column, b)
        }
      }
      if b == UInt8(ascii: "\n") {
        line += 1
        column = 1
      } else {
        column += 1
      }
      i += length
    }
    return nil
  }
}
