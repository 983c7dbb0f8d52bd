/// A snippet that shows a rule: triggering examples must produce findings exactly at their `↓` markers,
/// non-triggering ones none. One parameterised test runs every rule's examples.
public struct Example: Hashable, Sendable {
  /// What the snippet is: Swift source (run once Swift extraction is available) or a definition file.
  public enum Language: String, Hashable, Sendable { case swift, definition }

  public static let marker: Character = "↓"

  /// The snippet as written, markers included.
  public var code: String
  public var language: Language
  /// Platform assumptions the example is linted under (nil: the defaults).
  public var assumptions: PlatformAssumptions?
  /// Where the example is written, so that a failing example is reported at its own line.
  public var file: String
  public var line: Int

  /// A Swift example.
  public init(
    _ code: String, assumptions: PlatformAssumptions? = nil, file: StaticString = #filePath, line: UInt = #line
  ) {
    self.init(code, language: .swift, assumptions: assumptions, file: "\(file)", line: Int(line))
  }

  init(_ code: String, language: Language, assumptions: PlatformAssumptions?, file: String, line: Int) {
    self.code = code
    self.language = language
    self.assumptions = assumptions
    self.file = file
    self.line = line
  }

  /// A definition-file (YAML) example.
  public static func definition(
    _ code: String, assumptions: PlatformAssumptions? = nil, file: StaticString = #filePath, line: UInt = #line
  ) -> Example {
    Example(code, language: .definition, assumptions: assumptions, file: "\(file)", line: Int(line))
  }

  /// The snippet without markers.
  public var strippedCode: String { String(code.filter { $0 != Example.marker }) }

  /// The 1-based line and column (in characters of the stripped code) of every marker.
  public var markers: [(line: Int, column: Int)] {
    var result: [(Int, Int)] = []
    var line = 1
    var column = 1
    for character in code {
      if character == Example.marker {
        result.append((line, column))
      } else if character == "\n" {
        line += 1
        column = 1
      } else {
        column += 1
      }
    }
    return result
  }
}
