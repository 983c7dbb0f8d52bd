/// Byte-level mutations of seed inputs, chosen to reach the shapes that broke flowviz before: deep nesting
/// (a range repeated many times), odd code points (byte-order marks, noncharacters, NEL, controls), YAML
/// anchors and aliases, interpolations, truncation and splices of two seeds.
struct Mutator {
  private var state: UInt64

  init(seed: UInt64) { state = seed &+ 0x9E37_79B9_7F4A_7C15 }

  /// SplitMix64: reproducible from the seed on every platform.
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  mutating func below(_ n: Int) -> Int { n <= 1 ? 0 : Int(next() % UInt64(n)) }

  mutating func pick<T>(_ items: [T]) -> T { items[below(items.count)] }

  static let tokens: [String] = [
    "[", "(", "{", "]", ")", "}", "\"", "\\(", "#if x\n", "#endif\n", "\n", "\u{FEFF}", "\u{FFFE}", "\u{FFFF}",
    "\u{85}", "\0", "\u{1}", "\u{1B}", "*a", "&a ", "? ", ": ", "- ", "'", "\r", "\t", "\u{2028}", "😀", "é", "\\",
    "/*", "*/", "//", "\"\"\"", "\"\"", "-1", "999999999999999999999", "1e309", "null", "true", "{}", "[]", "<", "&",
    "]]>", "```", "#", "%", "|", ">", "---\n", "...\n", "!!binary ", "!<tag> ", "@", "$0", ".", "..", "/", "**",
    "routes.push(.a)", "routes.presentSheet(.b)", "case a", "enum Screen {", "struct A: View {", "@State var routes: Routes<Screen>",
    "id: \"\"", "kind: push", "\"id\": \"\"", "\"id\": \"A\"", "from: a", "to: b", ",", "\u{D7FF}", "\u{E000}", "\u{10FFFF}",
  ]

  /// One to five mutations of `input`; `other` is a second seed for splices. The result stays under `limit` bytes.
  mutating func mutate(_ input: [UInt8], other: [UInt8], limit: Int = 200_000) -> [UInt8] {
    var bytes = input
    for _ in 0...below(5) {
      switch below(8) {
      case 0 where !bytes.isEmpty:
        bytes[below(bytes.count)] = UInt8(truncatingIfNeeded: next())
      case 1, 2:
        bytes.insert(contentsOf: Array(pick(Self.tokens).utf8), at: below(bytes.count + 1))
      case 3 where !bytes.isEmpty:
        let start = below(bytes.count)
        bytes.removeSubrange(start..<min(bytes.count, start + 1 + below(16)))
      case 4 where !bytes.isEmpty:
        // A range repeated: nesting, long lines, many items.
        let start = below(bytes.count)
        let range = Array(bytes[start..<min(bytes.count, start + 1 + below(48))])
        let times = 1 + (below(4) == 0 ? below(3000) : below(40))
        guard bytes.count + range.count * times < limit else { break }
        bytes.insert(contentsOf: Array([[UInt8]](repeating: range, count: times).joined()), at: start)
      case 5 where !other.isEmpty:
        let from = below(other.count)
        let piece = other[from..<min(other.count, from + 1 + below(400))]
        let at = below(bytes.count + 1)
        bytes.replaceSubrange(at..<min(bytes.count, at + below(200)), with: piece)
      case 6 where !bytes.isEmpty:
        bytes.removeSubrange(below(bytes.count)...)
      case 7:
        let token = Array(pick(Self.tokens).utf8)
        let times = 1 + below(2000)
        guard bytes.count + token.count * times < limit else { break }
        bytes.insert(contentsOf: Array([[UInt8]](repeating: token, count: times).joined()), at: below(bytes.count + 1))
      default:
        break
      }
    }
    return bytes.count > limit ? Array(bytes.prefix(limit)) : bytes
  }
}
