/// Markdown escaping for text written by users (screen names, messages) in tables and lists.
enum Markdown {
  /// Text shown literally: HTML-escaped, Markdown punctuation backslash-escaped, `|` escaped for tables,
  /// newlines as spaces and control characters dropped.
  static func text(_ value: String) -> String {
    var out = ""
    for scalar in value.unicodeScalars {
      switch scalar {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      case "|", "\\", "`", "*", "_", "[", "]", "(", ")", "#", "!", "~", "$", "@", ":":
        out += "\\" + String(scalar)
      case "\n", "\r", "\t": out += " "
      default:
        if scalar.value < 0x20 || scalar.value == 0x7F || (0x80...0x9F).contains(scalar.value) { continue }
        out.unicodeScalars.append(scalar)
      }
    }
    return out
  }

  /// Text in a monospace span (`<code>`, since a backtick in a name would end a code span).
  static func code(_ value: String) -> String { "<code>\(text(value))</code>" }

  /// Length as GitHub counts it (UTF-16 code units, as JavaScript does).
  static func length(_ value: String) -> Int { value.utf16.count }
}
