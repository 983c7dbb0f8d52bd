/// Escaping shared by the XML reporters.
enum XML {
  static func escape(_ text: String) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "'": result += "&apos;"
      case "\n": result += "&#10;"
      case "\t", "\r": result += "&#\(scalar.value);"
      default:
        // Control characters and U+FFFE/U+FFFF are not allowed in XML 1.0 at all; other noncharacters are
        // discouraged (XML 1.0 §2.2): all become U+FFFD.
        if scalar.value < 0x20 || scalar.properties.isNoncharacterCodePoint {
          result += "\u{FFFD}"
        } else {
          result.unicodeScalars.append(scalar)
        }
      }
    }
    return result
  }
}
