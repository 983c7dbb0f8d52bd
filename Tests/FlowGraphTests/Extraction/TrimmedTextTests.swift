import SwiftParser
import SwiftSyntax
import XCTest

@testable import FlowGraph

/// The text of an expression as written (kept in unresolved facts) comes out as SwiftSyntax's own
/// `trimmedDescription` gives it, comments, line breaks and syntax errors included.
final class TrimmedTextTests: XCTestCase {
  func testTheTextOfEveryExpressionIsTheTrimmedDescription() {
    let source = """
      func f() {
        routes =   /* picked */ options.randomElement()!   // one of them
        routes = flag
          ? first
          : second
        routes = make(
          .home,  // first
          .detail(id: 1)
        )
        routes = (
        routes = [.root(.home)] + extra(   )
        routes = ünïcödé.ßcreens
      }
      """
    let tree = Parser.parse(source: source)
    var checked = 0
    for token in tree.tokens(viewMode: .sourceAccurate) {
      guard let expression = token.parent?.as(ExprSyntax.self) else { continue }
      var node: Syntax? = Syntax(expression)
      while let current = node {
        XCTAssertEqual(SyntaxHelpers.trimmedText(current), current.trimmedDescription)
        checked += 1
        node = current.parent
      }
    }
    XCTAssertGreaterThan(checked, 100)
  }
}
