import SwiftSyntax

extension TCASelectorReader {
  /// Whether every child of a TabView closure is one view tagged with a case written out
  /// (`ChildView(store: …).tabItem { … }.tag(Tab.map)`): then the tags are all the tabs there are. A `ForEach`, a
  /// `Group`, an `if`, `#if` or a helper call builds tabs out of sight, and a computed tag (`.tag(tab)`) names no case.
  static func everyTabTagged(_ statements: CodeBlockItemListSyntax) -> Bool {
    guard !statements.isEmpty else { return false }
    return statements.allSatisfy { item in
      guard var expression = item.item.as(ExprSyntax.self) else { return false }
      var tagged = false
      while let call = expression.as(FunctionCallExprSyntax.self),
        let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base
      {
        if member.declName.baseName.text == "tag" {
          guard let value = call.arguments.first?.expression, caseName(value) != nil else { return false }
          tagged = true
        }
        expression = base
      }
      guard tagged, let view = expression.as(FunctionCallExprSyntax.self).flatMap(SyntaxHelpers.instantiatedType) else { return false }
      return SyntaxHelpers.isTypeName(view.baseName) && !["ForEach", "Group"].contains(view.baseName)
    }
  }
}
