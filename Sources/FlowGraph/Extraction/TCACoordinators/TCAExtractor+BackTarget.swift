import SwiftSyntax

extension TCAExtractor {
  /// The screen case a `goBackTo` names: `goBackTo(\.numbersList)` (a case key path, TCACoordinators 0.9+),
  /// `goBackTo(/Screen.State.numbersList)` (a case path, earlier), `goBackTo(.numbersList(…))`; nil for anything
  /// else (`goBackTo(id:)`, a closure, a variable).
  static func backTarget(_ expression: ExprSyntax) -> String? {
    if let keyPath = expression.as(KeyPathExprSyntax.self) {
      guard keyPath.components.count == 1, let component = keyPath.components.first?.component.as(KeyPathPropertyComponentSyntax.self)
      else { return nil }
      return component.declName.baseName.text
    }
    if let prefix = expression.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "/",
      let member = prefix.expression.as(MemberAccessExprSyntax.self)
    {
      let name = member.declName.baseName.text
      return SyntaxHelpers.startsLowercase(name) ? name : nil
    }
    return FlowStacksExtractor.casePath(expression)?.path.first
  }
}
