import SwiftSyntax

/// TCA's first reducers, values of its `Reducer<State, Action, Environment>` struct held in a property or a global
/// (TCACoordinators 0.1–0.3), read by the TCACoordinators visitor: while such a declaration is read, the arms inside
/// are that value's (`TCAReducerValue`, joined to views by their state in `TCAReducerValues`).
extension TCAExtractor.Visitor {
  /// The names of TCA's first reducer struct (`Reducer<State, Action, Environment>`, renamed `AnyReducer` when
  /// `ReducerProtocol` came).
  static let reducerTypes: Set<String> = ["Reducer", "AnyReducer"]

  /// `let coordinatorReducer: Reducer<CoordinatorState, CoordinatorAction, Void> = …`, `static let reducer =
  /// Reducer<State, Action, Environment> { … }`, `static let reducer: CoordinatorReducer = screenReducer
  /// .forEachIndexedRoute(…).withRouteReducer(…)` (an alias, read when TCACoordinators' reducers build it): a reducer
  /// value, whose arms are its own. A computed property (`var body: some Reducer<State, Action> { … }`) is a type's.
  func readReducerValue(_ node: VariableDeclSyntax) {
    guard reducerValue == nil, routeNames != nil, node.bindings.count == 1, let binding = node.bindings.first,
      let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, binding.accessorBlock == nil,
      let value = binding.initializer?.value
    else { return }
    let written = binding.typeAnnotation.flatMap { annotation -> TypeRef? in
      annotation.type.is(SomeOrAnyTypeSyntax.self) ? nil : SyntaxHelpers.typeRef(annotation.type)
    }
    let built = Self.reducerBuilt(value)
    // TCACoordinators' reducers are called on a value (`screenReducer.forEachIndexedRoute(…)`): a call's text is read.
    let routes = value.is(FunctionCallExprSyntax.self)
      && file.mentions(["forEachIndexedRoute", "forEachIdentifiedRoute", "withRouteReducer"], in: value.position..<value.endPosition)
    let type: TypeRef?
    if let written, Self.reducerTypes.contains(written.baseName) || routes {
      type = written
    } else if let built {
      type = built
    } else if routes {
      type = nil
    } else {
      return
    }
    let qualified = currentType.map { "\($0).\(name)" } ?? name
    tca.reducerValues.append(TCAReducerValue(name: qualified, type: type, scope: currentType, routes: routes, file: file.path,
                                             location: file.location(of: binding.pattern)))
    reducerValue = (qualified, node.id)
  }

  /// The `Reducer<State, Action, Environment>` a value is built from: the chain's first link (`Reducer<S, A, E> { … }`,
  /// `Reducer<S, A, E>.combine(…)`, `AnyReducer<S, A, E> { … }.pullback(…)`), or a type it calls that may be an alias
  /// of one, called with the reducer's closure of three parameters (`SettingsReducer { state, action, environment in
  /// … }`, resolved when linking).
  private static func reducerBuilt(_ value: ExprSyntax) -> TypeRef? {
    var current = value
    var called: FunctionCallExprSyntax?
    // A chain is followed a bounded number of links (a generated file can chain thousands).
    for _ in 0..<64 {
      if let call = current.as(FunctionCallExprSyntax.self) {
        called = call
        current = call.calledExpression
      } else if let member = current.as(MemberAccessExprSyntax.self), let base = member.base {
        current = base
      } else if let specialized = current.as(GenericSpecializationExprSyntax.self) {
        guard let type = SyntaxHelpers.typeRef(expression: ExprSyntax(specialized)), reducerTypes.contains(type.baseName),
          !type.arguments.isEmpty
        else { return nil }
        return type
      } else if let reference = current.as(DeclReferenceExprSyntax.self), SyntaxHelpers.isTypeName(reference.baseName.text),
        !reducerTypes.contains(reference.baseName.text), let call = called, call.calledExpression.id == current.id,
        let closure = SyntaxHelpers.closure(call), SyntaxHelpers.parameterNames(closure).count == 4  // `$0` and three
      {
        return TypeRef(reference.baseName.text)
      } else {
        return nil
      }
    }
    return nil
  }
}
