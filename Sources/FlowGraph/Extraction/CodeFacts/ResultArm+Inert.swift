import SwiftSyntax

extension ResultArm {
  /// Whether a `switch` arm does nothing: its only statement is `return .none` (also `Effect.none`), `.none` (an arm
  /// of a `switch` expression), or `break` in a `switch` whose only following statement is `return .none`. In a TCA
  /// reducer such an arm leaves the state as it is and starts no effect.
  static func isInert(_ node: SwitchCaseSyntax) -> Bool {
    guard node.statements.count == 1, let only = node.statements.first.map({ Syntax($0.item) }) else { return false }
    if let statement = only.as(ReturnStmtSyntax.self) { return isNone(statement.expression) }
    if let expression = only.as(ExprSyntax.self) { return isNone(expression) }
    if only.is(BreakStmtSyntax.self) { return switchEndsInNone(node) }
    return false
  }

  /// `state`, `state.routes.first?.screen` (a reducer's state), `screen.case` / `store.case` (a view's switch over a
  /// store's cases), `viewStore.state`: a match on state, never on an action.
  static func isState(_ subject: ExprSyntax?) -> Bool {
    guard let path = subject.flatMap(SyntaxHelpers.path) else { return false }
    return path.first == "state" || path.last == "case" || path.last == "state"
  }

  private static func isNone(_ expression: ExprSyntax?) -> Bool {
    expression?.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "none"
  }

  /// `switch action { … case .x: break }` followed by `return .none` and nothing else.
  private static func switchEndsInNone(_ node: SwitchCaseSyntax) -> Bool {
    guard let switchExpr = node.parent?.parent?.as(SwitchExprSyntax.self) else { return false }
    var holder = switchExpr.parent
    if holder?.is(ExpressionStmtSyntax.self) == true { holder = holder?.parent }
    guard let item = holder?.as(CodeBlockItemSyntax.self), let list = item.parent?.as(CodeBlockItemListSyntax.self) else {
      return false
    }
    let items = Array(list)
    guard let position = items.firstIndex(where: { $0.id == item.id }), position == items.count - 2,
      let last = items.last.map({ Syntax($0.item) })?.as(ReturnStmtSyntax.self)
    else { return false }
    return isNone(last.expression)
  }
}
