import SwiftParser
import SwiftSyntax

/// The comments of a file with their positions: Swift comments from SwiftParser's trivia (so that `//` inside
/// string literals is not a comment), YAML comments by scanning lines outside quoted scalars.
enum CommentScanner {
  struct Comment: Hashable {
    var text: String
    var location: SourceLocation
  }

  static func comments(in text: String, file: String) -> [Comment] {
    // Cheap guard: most files have no suppression at all, and parsing Swift is not free.
    guard Suppression.mentionsCommand(text) else { return [] }
    return file.lowercased().hasSuffix(".swift") ? swiftComments(text, file: file) : hashComments(text, file: file)
  }

  static func swiftComments(_ text: String, file: String) -> [Comment] {
    let tree = Parser.parse(source: text)
    let converter = SourceLocationConverter(fileName: file, tree: tree)
    var result: [Comment] = []
    for token in tree.tokens(viewMode: .sourceAccurate) {
      var offset = token.position
      for piece in token.leadingTrivia {
        append(piece, at: offset, converter, file, &result)
        offset = offset.advanced(by: piece.sourceLength.utf8Length)
      }
      offset = token.endPositionBeforeTrailingTrivia
      for piece in token.trailingTrivia {
        append(piece, at: offset, converter, file, &result)
        offset = offset.advanced(by: piece.sourceLength.utf8Length)
      }
    }
    return result
  }

  private static func append(
    _ piece: TriviaPiece, at position: AbsolutePosition, _ converter: SourceLocationConverter, _ file: String,
    _ result: inout [Comment]
  ) {
    switch piece {
    case let .lineComment(text), let .blockComment(text), let .docLineComment(text), let .docBlockComment(text):
      let at = converter.location(for: position)
      result.append(Comment(text: text, location: SourceLocation(file: file, line: at.line, column: at.column)))
    default:
      break
    }
  }

  /// `#` comments: a `#` at the start of a line or after whitespace, outside single or double quotes.
  static func hashComments(_ text: String, file: String) -> [Comment] {
    var result: [Comment] = []
    for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      var quote: Character?
      var previous: Character = " "
      var column = 0
      for character in line {
        column += 1
        if let q = quote {
          if character == q { quote = nil }
        } else if character == "\"" || character == "'", " \t[{,:".contains(previous) {
          // A quote opens a quoted scalar only where a value starts (`don't` is plain text).
          quote = character
        } else if character == "#", previous == " " || previous == "\t" {
          let comment = String(line[line.index(line.startIndex, offsetBy: column - 1)...])
          result.append(Comment(text: comment, location: SourceLocation(file: file, line: index + 1, column: column)))
          break
        }
        previous = character
      }
    }
    return result
  }
}
