import SwiftSyntax

/// The syntax errors of a tree, read from its missing tokens and unexpected code.
///
/// Not SwiftParserDiagnostics' `ParseDiagnosticsGenerator`: for some inputs (a byte-order mark in the middle
/// of a line, `n \u{FEFF}= `) it builds a Fix-It without changes, and `FixIt.init` traps on that
/// (swift-syntax 603, SwiftDiagnostics/FixIt.swift: `precondition(!changes.isEmpty, …)`). A trap cannot be
/// caught, so flowviz words the messages itself.
enum SyntaxErrors {
  struct Error {
    var position: AbsolutePosition
    var message: String
  }

  static func find(in tree: some SyntaxProtocol, limit: Int) -> [Error] {
    let finder = Finder(limit: limit)
    finder.walk(tree)
    return finder.errors
  }

  private final class Finder: SyntaxVisitor {
    let limit: Int
    var errors: [Error] = []

    init(limit: Int) {
      self.limit = limit
      super.init(viewMode: .all)
    }

    override func visit(_ node: UnexpectedNodesSyntax) -> SyntaxVisitorContinueKind {
      guard errors.count < limit else { return .skipChildren }
      let text = node.trimmedDescription
      let shown = text.count > 40 ? String(text.prefix(40)) + "…" : text
      errors.append(Error(position: node.positionAfterSkippingLeadingTrivia, message: "unexpected code '\(Self.printable(shown))'"))
      return .skipChildren
    }

    override func visit(_ token: TokenSyntax) -> SyntaxVisitorContinueKind {
      guard errors.count < limit, token.presence == .missing else { return .skipChildren }
      let what = token.text.isEmpty || token.text.hasPrefix("<#") ? Self.describe(token.tokenKind) : "'\(token.text)'"
      // Several missing tokens at one place read as one error.
      if let last = errors.last, last.position == token.position, last.message.hasPrefix("expected ") {
        errors[errors.count - 1].message += " and \(what)"
      } else {
        errors.append(Error(position: token.position, message: "expected \(what)"))
      }
      return .skipChildren
    }

    private static func describe(_ kind: TokenKind) -> String {
      switch kind {
      case .identifier: return "a name or an expression"
      case .integerLiteral, .floatLiteral: return "a number"
      case .stringSegment: return "string text"
      default: return "code"
      }
    }

    /// Control characters and the like shown as escapes, so that a message stays one readable line.
    private static func printable(_ text: String) -> String {
      var out = ""
      for scalar in text.unicodeScalars {
        if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar.properties.generalCategory == .format
          || scalar.properties.isNoncharacterCodePoint
        {
          out += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
        } else {
          out.unicodeScalars.append(scalar)
        }
      }
      return out
    }
  }
}
