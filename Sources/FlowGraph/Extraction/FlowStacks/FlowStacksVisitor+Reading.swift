import SwiftSyntax

/// Small readings the FlowStacks visitor makes of builder closures and case patterns.
extension FlowStacksExtractor.Visitor {
  static func patternPath(_ pattern: PatternSyntax) -> [String]? {
    if let binding = pattern.as(ValueBindingPatternSyntax.self) { return patternPath(binding.pattern) }
    if let expr = pattern.as(ExpressionPatternSyntax.self) { return FlowStacksExtractor.casePath(expr.expression)?.path }
    return nil
  }

  func containsSwitch(_ closure: ClosureExprSyntax) -> Bool {
    closure.statements.contains { $0.item.is(SwitchExprSyntax.self) || $0.item.as(ExpressionStmtSyntax.self)?.expression.is(SwitchExprSyntax.self) == true }
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
