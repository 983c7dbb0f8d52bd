import SwiftSyntax

/// Stinsen 2.x names: route attributes, transitions, chainable router calls, wrapper coordinators.
enum StinsenAPI {
  static let module = "Stinsen"
  static let protocols: [String: CoordinatorKind] = ["NavigationCoordinatable": .navigation, "TabCoordinatable": .tab]
  static let wrappers: Set<String> = ["NavigationViewCoordinator", "ViewWrapperCoordinator"]
  static let routerTypes: Set<String> = ["NavigationRouter", "TabRouter", "ViewWrapperRouter"]

  static let backActions: [String: BackActionKind] = [
    "popLast": .popLast, "pop": .pop, "popToRoot": .popToRoot, "dismissCoordinator": .dismissCoordinator,
  ]

  /// The transition a `@Route(...)` / `@Root(...)` attribute asks for; nil when the attribute is not Stinsen's.
  /// `Root` and `Route` are one wrapper (`typealias Route = NavigationRoute`, `typealias Root = NavigationRoute` in
  /// Stinsen 2.x's `NavigationCoordinatable`): its initializer decides, a root switch without a presentation type
  /// (`@Root var main = makeMain`), a presentation with one (`@Root(.push) var add = makeAdd` pushes).
  static func transition(_ attribute: AttributeSyntax) -> StinsenTransition? {
    let name = SyntaxHelpers.typeRef(attribute.attributeName)?.baseName
    guard name == "Root" || name == "Route" else { return nil }
    guard case .argumentList(let args)? = attribute.arguments, !args.isEmpty else { return .root }
    if args.contains(where: { $0.label?.text == "tabItem" }) { return .tab }
    guard let first = args.first, first.label == nil else { return nil }
    if let m = first.expression.as(MemberAccessExprSyntax.self) {
      return StinsenTransition(rawValue: m.declName.baseName.text).flatMap { $0 == .root || $0 == .tab ? nil : $0 }
    }
    // `.modal(dismissible: false)`
    if let call = first.expression.as(FunctionCallExprSyntax.self),
      call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "modal"
    {
      return SyntaxHelpers.bool(SyntaxHelpers.argument(call.arguments, "dismissible")) == false ? .modalNonDismissible : .modal
    }
    return nil
  }

  /// The route key a key path names: `\.todo`, `\TodosCoordinator.todo`.
  /// The route keys an argument names: `\.home`, or each side of `signedIn ? \.home : \.welcome` (nested a few deep).
  static func routeKeys(_ expression: ExprSyntax?) -> [String] {
    if let key = routeKey(expression) { return [key] }
    // Operators are not folded: `c ? \.a : \.b` is a sequence of the condition, `? \.a :` and `\.b`; `c ? \.a : d ?
    // \.b : \.c` goes on the same way.
    guard let sequence = expression?.as(SequenceExprSyntax.self), sequence.elements.count >= 3, sequence.elements.count % 2 == 1,
      sequence.elements.count <= 9
    else { return [] }
    let parts = Array(sequence.elements)
    var choices: [ExprSyntax] = []
    for index in stride(from: 1, to: parts.count, by: 2) {
      guard let ternary = parts[index].as(UnresolvedTernaryExprSyntax.self) else { return [] }
      choices.append(ternary.thenExpression)
    }
    choices.append(parts[parts.count - 1])
    let keys = choices.compactMap(routeKey)
    return keys.count == choices.count ? keys : []
  }

  static func routeKey(_ expression: ExprSyntax?) -> String? {
    guard let keyPath = expression?.as(KeyPathExprSyntax.self), keyPath.components.count == 1,
      let component = keyPath.components.first?.component.as(KeyPathPropertyComponentSyntax.self)
    else { return nil }
    return component.declName.baseName.text
  }

  /// A coordinator created by an expression, seen through `NavigationViewCoordinator(...)` and
  /// `ViewWrapperCoordinator(...)`: `NavigationViewCoordinator(TodosCoordinator())` → TodosCoordinator with navigation.
  static func wrap(_ expression: ExprSyntax) -> StinsenWrap? {
    guard let call = expression.as(FunctionCallExprSyntax.self), let type = SyntaxHelpers.instantiatedType(call) else {
      return nil
    }
    if wrappers.contains(type.baseName) {
      if let first = call.arguments.first, let inner = wrap(first.expression) {
        return StinsenWrap(type: inner.type, withNavigation: inner.withNavigation || type.baseName == "NavigationViewCoordinator")
      }
      if let argument = type.arguments.first {
        return StinsenWrap(type: argument.name, withNavigation: type.baseName == "NavigationViewCoordinator")
      }
      return nil
    }
    return StinsenWrap(type: type.name, withNavigation: false)
  }

  /// A stored property shown as a coordinator: `name.view()` or `self.name.view()`, and
  /// `NavigationViewCoordinator(name)` (with navigation) or another wrapper around it.
  /// Also the coordinator's own method called without arguments in place of the property (`makeHome().view()`,
  /// `NavigationViewCoordinator(self.makeHome())`): `method` is then true, and its declared return type says what it shows.
  static func shownProperty(_ call: FunctionCallExprSyntax) -> (name: String, withNavigation: Bool, method: Bool)? {
    func property(_ expression: ExprSyntax) -> (String, Bool)? {
      if let inner = expression.as(FunctionCallExprSyntax.self), inner.arguments.isEmpty, inner.trailingClosure == nil {
        return SyntaxHelpers.path(inner.calledExpression).flatMap(SyntaxHelpers.ownProperty).map { ($0, true) }
      }
      return SyntaxHelpers.path(expression).flatMap(SyntaxHelpers.ownProperty).map { ($0, false) }
    }
    if let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "view",
      call.arguments.isEmpty, let base = member.base
    {
      return property(base).map { ($0.0, false, $0.1) }
    }
    guard let type = SyntaxHelpers.instantiatedType(call), wrappers.contains(type.baseName), let first = call.arguments.first,
      first.label == nil, let (name, method) = property(first.expression)
    else { return nil }
    return (name, type.baseName == "NavigationViewCoordinator", method)
  }

  /// A declared factory return type: `NavigationViewCoordinator<TodosCoordinator>` → TodosCoordinator with navigation.
  static func wrap(type: TypeRef) -> StinsenWrap {
    if wrappers.contains(type.baseName), let inner = type.arguments.first {
      let nested = wrap(type: inner)
      return StinsenWrap(type: nested.type, withNavigation: nested.withNavigation || type.baseName == "NavigationViewCoordinator")
    }
    return StinsenWrap(type: type.name, withNavigation: false)
  }

  /// The coordinator type a router's declared type names: `C.Router`, `NavigationRouter<C>`, or `C` itself.
  /// `X.Router`, `NavigationRouter<X>` (and the other routers): NavigationRouter's `coordinator` is `X`.
  static func isRouter(_ type: TypeRef) -> Bool {
    (routerTypes.contains(type.baseName) && !type.arguments.isEmpty) || type.name.hasSuffix(".Router")
  }

  static func coordinatorName(ofReceiver type: TypeRef) -> String {
    // `Optional<HomeCoordinator.Router>`, written out.
    if type.baseName == "Optional", let wrapped = type.arguments.first { return coordinatorName(ofReceiver: wrapped) }
    if routerTypes.contains(type.baseName), let inner = type.arguments.first { return inner.name }
    // `NavigationViewCoordinator<FeedCoordinator>`: its `.child` is the coordinator calls reach.
    if wrappers.contains(type.baseName), let inner = type.arguments.first { return inner.name }
    if type.name.hasSuffix(".Router") { return String(type.name.dropLast(".Router".count)) }
    return type.name
  }
}
