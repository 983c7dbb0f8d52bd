@_spi(RawSyntax) import SwiftSyntax

/// The identifiers under a node, read from SwiftSyntax's raw tree: no syntax node is made for each token, as a
/// `tokens(viewMode:)` walk does (for the parts the shared pass does not walk, that walk showed in the profile).
/// Present tokens only, as `.sourceAccurate` gives them; an explicit stack, not recursion.
enum RawTokens {
  static func identifiers(in node: some SyntaxProtocol, _ body: (String) -> Void) {
    var stack: [RawSyntax] = [node.raw]
    while let raw = stack.popLast() {
      if let token = raw.tokenView {
        if token.presence == .present, token.rawKind == .identifier { body(String(syntaxText: token.rawText)) }
      } else if let layout = raw.layoutView {
        for case let child? in layout.children { stack.append(child) }
      }
    }
  }
}
