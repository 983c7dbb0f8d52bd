import SwiftSyntax

/// Small readings the FlowStacks visitor makes of builder closures and case patterns.
extension FlowStacksExtractor.Visitor {
  static func patternPath(_ pattern: PatternSyntax) -> [String]? {
    if let binding = pattern.as(ValueBindingPatternSyntax.self) { return patternPath(binding.pattern) }
    if let expr = pattern.as(ExpressionPatternSyntax.self) { return FlowStacksExtractor.casePath(expr.expression)?.path }
    return nil
  }

  /// Whether a builder closure picks its view with a `switch`: written directly, or over the closure's screen
  /// parameter as the content of views around it (`Router($routes) { screen, _ in ZStack { switch screen { … } }
  /// .animation(…) }`, a card of the app's own taking the switch as its content).
  func containsSwitch(_ closure: ClosureExprSyntax) -> Bool {
    let screen = SyntaxHelpers.parameterNames(closure).dropFirst().first ?? "$0"
    return Self.switches(closure.statements, over: screen, depth: 0)
  }

  private static func switches(_ statements: CodeBlockItemListSyntax, over screen: String, depth: Int) -> Bool {
    statements.contains { item in
      let direct = item.item.as(SwitchExprSyntax.self) ?? item.item.as(ExpressionStmtSyntax.self)?.expression.as(SwitchExprSyntax.self)
      if let direct { return depth == 0 || direct.subject.as(DeclReferenceExprSyntax.self)?.baseName.text == screen }
      // A few views deep at most.
      guard depth < 3, var expression = item.item.as(ExprSyntax.self) else { return false }
      while let call = expression.as(FunctionCallExprSyntax.self), let base = SyntaxHelpers.modifiedView(call) { expression = base }
      guard let call = expression.as(FunctionCallExprSyntax.self), SyntaxHelpers.instantiatedType(call) != nil,
        let content = SyntaxHelpers.closure(call)
      else { return false }
      return switches(content.statements, over: screen, depth: depth + 1)
    }
  }

  /// Types a piece of code instantiates whose names are not SwiftUI's own layout containers.
  func declaredTypes(in node: Syntax) -> [String] {
    node.tokens(viewMode: .sourceAccurate).compactMap { token -> String? in
      guard case .identifier(let name) = token.tokenKind, SyntaxHelpers.isTypeName(name),
        token.parent?.parent?.is(FunctionCallExprSyntax.self) == true,
        !Self.swiftUIContainers.contains(name)
      else { return nil }
      return name
    }
  }

  static let swiftUIContainers: Set<String> = [
    "VStack", "HStack", "ZStack", "Group", "NavigationView", "NavigationStack", "Text", "Button", "List", "ForEach",
    "ScrollView", "Image", "Label", "Section", "Form", "TabView", "EmptyView", "Color", "Spacer", "FlowStack",
  ]

  func rootTypes(_ base: ExprSyntax) -> [String] {
    var expr = base
    while let call = expr.as(FunctionCallExprSyntax.self) {
      if let type = SyntaxHelpers.instantiatedType(call) { return [type.name] }
      guard let m = call.calledExpression.as(MemberAccessExprSyntax.self), let inner = m.base else { break }
      expr = inner
    }
    return []
  }
}
