import SwiftSyntax

extension TCAExtractor.Visitor {
  /// Effects that outlive the action starting them (`.run { … }`, `.publisher { … }`, `.task { … }`,
  /// `Effect.fireAndForget`, a Combine publisher turned into an effect), and `.forEachRoute(…)` calls with whether
  /// they let TCACoordinators cancel a dismissed route's effects (not with `cancellationId: nil`). Hook of this
  /// pass's call visit.
  func readEffects(_ node: FunctionCallExprSyntax) {
    // The called name as the shared pass read it (from the raw tree); the receiver is read only for a name that
    // starts an effect: this runs for every member call of the file.
    guard let type = currentType, let called = calledName, called.member else { return }
    let name = called.name
    let starts = Self.effectStarts.contains(name), converts = Self.effectConversions.contains(name)
    guard starts || converts || name == "forEachRoute", let member = node.calledExpression.as(MemberAccessExprSyntax.self) else { return }
    func onEffect() -> Bool {
      member.base == nil || member.base.flatMap(SyntaxHelpers.path)?.first.map(SyntaxHelpers.isTypeName) == true
    }
    if (starts && onEffect()) || converts {
      tca.effectTypes.insert(type)
    }
    if name == "forEachRoute" {
      let disabled = node.arguments.contains { argument in
        ["cancellationId", "coordinatorIdForCancellation"].contains(argument.label?.text) && argument.expression.is(NilLiteralExprSyntax.self)
      }
      tca.routeReducers.append(TCAForEachRoute(reducer: type, cancels: !disabled, location: file.location(of: member.declName)))
    }
  }

  private static let effectStarts: Set<String> = ["run", "publisher", "task", "fireAndForget", "timer"]
  private static let effectConversions: Set<String> = ["eraseToEffect", "catchToEffect"]
}
