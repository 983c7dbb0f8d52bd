import SwiftSyntax

/// FlowStacks' names, all generations: what a call means, and which declared types hold navigation state.
enum FlowStacksAPI {
  /// Modules whose import makes FlowStacks names library calls (TCACoordinators re-exports FlowStacks).
  static let modules: Set<String> = ["FlowStacks", "TCACoordinators"]

  static let backActions: [String: BackActionKind] = [
    "pop": .pop, "popTo": .popTo, "popToRoot": .popToRoot, "goBack": .goBack, "goBackTo": .goBackTo,
    "goBackToRoot": .goBackToRoot, "dismiss": .dismiss, "dismissAll": .dismissAll,
    "popToCurrentNavigationRoot": .popToCurrentNavigationRoot,
    // Array's own `popLast()` / `removeLast(_:)` / `removeSubrange(i...)` on the routes remove the last routes whatever
    // their style, as FlowStacks' `goBack(_:)` does (how many, a range computed at run time does not say); `remove(at:)`,
    // and an `IdentifiedArray` of routes' `remove(id:)`, take one route out (the top one when it is the one shown).
    "popLast": .goBack, "removeLast": .goBack, "removeSubrange": .goBack, "remove": .goBack,
  ]

  /// The names of FlowStacks' ways back, which an app's own wrapper of them often takes (`func pop() { routes.pop() }`).
  static let backNames: Set<String> = [
    "pop", "popTo", "popToRoot", "goBack", "goBackTo", "goBackToRoot", "dismiss", "dismissAll", "popToCurrentNavigationRoot",
  ]

  /// The back action a call on the routes is, if any. `remove(at: 0)` takes out the first route, the root: no way
  /// back from the screen shown (the next route becomes the root; with a push before it, `push(.b); remove(at: 0)`
  /// replaces the root).
  static func backAction(_ name: String, _ call: FunctionCallExprSyntax) -> BackActionKind? {
    if name == "remove", let first = call.arguments.first, first.label?.text == "at",
      first.expression.as(IntegerLiteralExprSyntax.self)?.literal.text == "0"
    {
      return nil
    }
    return backActions[name]
  }

  static let builderContainers: [String: DestinationBuilder.Container] = [
    "NStack": .nStack, "PStack": .pStack, "Router": .router, "FlowStack": .flowStack,
  ]

  /// What a declared type is to FlowStacks.
  enum StateKind: Equatable {
    /// Owned routes: `Routes<S>`, `[Route<S>]`, `NFlow<S>`, `PFlow<S>`, `Stack<S>`, `FlowPath` (screen nil).
    case routes(screen: String?, generation: String)
    /// A handle on someone else's routes: `FlowNavigator<S>`, `FlowPathNavigator`, `Binding<Routes<S>>`.
    case handle(screen: String?)
  }

  static func classify(_ type: TypeRef?, wrappers: [String] = []) -> StateKind? {
    guard let type else { return nil }
    let screen = type.arguments.first?.name
    switch type.baseName {
    case "Routes":
      return wrappers.contains("Binding") ? .handle(screen: screen) : .routes(screen: screen, generation: "0.1-0.4")
    case "Array" where type.arguments.first?.baseName == "Route":
      let inner = type.arguments.first?.arguments.first?.name
      return wrappers.contains("Binding") ? .handle(screen: inner) : .routes(screen: inner, generation: "0.6+")
    case "NFlow", "PFlow", "Stack":
      return wrappers.contains("Binding") ? .handle(screen: screen) : .routes(screen: screen, generation: "0.0")
    case "FlowPath":
      return wrappers.contains("Binding") ? .handle(screen: nil) : .routes(screen: nil, generation: "0.6+")
    case "FlowNavigator": return .handle(screen: screen)
    case "FlowPathNavigator": return .handle(screen: nil)
    case "Binding": return classify(type.arguments.first, wrappers: ["Binding"])
    default: return nil
    }
  }

  /// The presentation a `style:` argument asks for: `.sheet`, `.cover(withNavigation: true)`, `.fullScreenCover`.
  static func style(_ expression: ExprSyntax?) -> (kind: EdgeKind, withNavigation: Bool)? {
    guard let expression else { return nil }
    var name: String?
    var withNavigation = false
    if let m = expression.as(MemberAccessExprSyntax.self) {
      name = m.declName.baseName.text
    } else if let call = expression.as(FunctionCallExprSyntax.self), let m = call.calledExpression.as(MemberAccessExprSyntax.self) {
      name = m.declName.baseName.text
      withNavigation = SyntaxHelpers.bool(SyntaxHelpers.argument(call.arguments, "withNavigation", "embedInNavigationView")) ?? false
    }
    switch name {
    case "push": return (.push, false)
    case "sheet": return (.sheet, withNavigation)
    case "cover", "fullScreenCover": return (.cover, withNavigation)
    default: return nil
    }
  }

  /// `withNavigation:` or `embedInNavigationView:` (TCACoordinators' docs still use the old label).
  static func withNavigation(_ arguments: LabeledExprListSyntax) -> Bool? {
    SyntaxHelpers.bool(SyntaxHelpers.argument(arguments, "withNavigation", "embedInNavigationView"))
  }

  /// The plain name passed as `withNavigation:` / `embedInNavigationView:` (`embedInNavigationView: embed`): a
  /// parameter of a method forwarding it is decided by each call (`FlowStacksLinkState.forwardedCalls`).
  static func navigationParameter(_ arguments: LabeledExprListSyntax) -> String? {
    guard let reference = SyntaxHelpers.argument(arguments, "withNavigation", "embedInNavigationView")?.as(DeclReferenceExprSyntax.self),
      case .identifier(let name) = reference.baseName.tokenKind
    else { return nil }
    return name
  }
}
