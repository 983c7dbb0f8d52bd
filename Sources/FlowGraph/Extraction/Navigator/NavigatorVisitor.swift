import SwiftSyntax

extension NavigatorExtractor {
  /// Walks one Navigator file with explicit context (see `ContextVisitor`).
  final class Visitor: ContextVisitor {
    var navigator = NavigatorFacts()
    /// The factory type whose `makeView(screenType:)` is being read.
    private var factory: String?

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
      if let body = node.body {
        navigator.functions.append(
          NavigatorFunction(type: currentType, file: file.path, name: node.name.text, cases: NavigatorExtractor.returnedCases(body)))
      }
      guard let type = currentType, context.member == nil, node.name.text == "makeView",
        let parameter = node.signature.parameterClause.parameters.first, parameter.firstName.text == "screenType"
      else { return super.visit(node) }
      let declared = SyntaxHelpers.typeRef(parameter.type)
      navigator.factories.append(
        NavigatorFactoryDecl(type: type, file: file.path, screenType: declared?.arguments.first?.name ?? declared?.name,
                             location: file.location(of: node.name)))
      factory = type
      defer { factory = nil }
      return super.visit(node)
    }

    // MARK: The factory's switch

    override func visit(_ node: SwitchExprSyntax) -> SyntaxVisitorContinueKind {
      guard let factory else { return super.visit(node) }
      walk(node.subject)
      for item in node.cases {
        guard let switchCase = item.as(SwitchCaseSyntax.self) else { walk(item); continue }
        let nested = switchCase.statements.contains { statement in
          statement.item.as(ExpressionStmtSyntax.self)?.expression.is(SwitchExprSyntax.self) == true
            || statement.item.is(SwitchExprSyntax.self)
        }
        var names: [String] = []
        if case .case(let label) = switchCase.label {
          self.names.scan(label, in: currentType, members: false)
          names = label.caseItems.compactMap { FlowStacksExtractor.Visitor.patternPath($0.pattern)?.first }
            .filter { $0 != "screenWrapper" && $0 != "none" && $0 != "some" }
        }
        if nested || names.isEmpty {
          walk(switchCase.statements)
          continue
        }
        navigator.arms.append(
          NavigatorArm(factory: factory, cases: names, views: SyntaxHelpers.viewsBuilt(in: Syntax(switchCase.statements)),
                       location: file.location(of: switchCase)))
        let anchor = StateRef(type: factory, file: file.path, path: nil, screenType: NavigatorExtractor.armAnchor)
        walk(switchCase.statements.map(Syntax.init), screen: ScreenContext(anchor: anchor, paths: names.map { [$0] }))
      }
      return .skipChildren
    }

    // MARK: Setup and calls

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
      _ = super.visit(node)
      let args = node.arguments
      if SyntaxHelpers.instantiatedType(node)?.baseName == "Navigator", let root = SyntaxHelpers.argument(args, "rootScreen") {
        let factoryType = SyntaxHelpers.argument(args, "viewFactory")?.as(FunctionCallExprSyntax.self).flatMap(SyntaxHelpers.instantiatedType)
        var rootCase: String?
        if case .screen(let name) = NavigatorExtractor.destination(root) { rootCase = name }
        navigator.roots.append(NavigatorRoot(factory: factoryType?.name, root: rootCase, location: file.location(of: node)))
        return .visitChildren
      }
      guard let member = node.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base else { return .visitChildren }
      let name = member.declName.baseName.text
      switch name {
      case "with" where SyntaxHelpers.typeRef(expression: base)?.baseName == "NavigationView":
        navigator.container = true
        guard let closure = SyntaxHelpers.closure(node) else { return .visitChildren }
        let navigatorCall = args.first?.expression.as(FunctionCallExprSyntax.self)
        let factoryCall = navigatorCall.flatMap { SyntaxHelpers.argument($0.arguments, "viewFactory")?.as(FunctionCallExprSyntax.self) }
        let factoryType = factoryCall.flatMap(SyntaxHelpers.instantiatedType)
        for arg in args where arg.expression.id != ExprSyntax(closure).id { walk(arg.expression) }
        let anchor = StateRef(type: factoryType?.name, file: file.path, path: nil, screenType: NavigatorExtractor.rootAnchor)
        walk([Syntax(closure)], screen: ScreenContext(anchor: anchor, paths: [["@root"]]))
        return .skipChildren
      case "bindNavigation":
        if let first = args.first?.expression.as(DeclReferenceExprSyntax.self), first.baseName.text == "self", let type = currentType {
          navigator.bindings.append("\(type)@\(file.path)")
        }
      case "navigate":
        guard let destination = SyntaxHelpers.argument(args, "to") else { break }
        record(.navigate(NavigatorExtractor.destination(destination)), base: base, member: member)
      case "navigateWith":
        guard let stack = SyntaxHelpers.argument(args, "stack")?.as(ArrayExprSyntax.self) else { break }
        record(.stack(stack.elements.map { NavigatorExtractor.destination($0.expression) }), base: base, member: member)
      case "pop", "popToRoot":
        guard args.isEmpty else { break }
        record(.back(name == "pop" ? .pop : .popToRoot), base: base, member: member)
      default:
        break
      }
      return .visitChildren
    }

    private func record(_ action: NavigatorCall.Action, base: ExprSyntax, member: MemberAccessExprSyntax) {
      var receiver = base
      if let awaited = receiver.as(AwaitExprSyntax.self) { receiver = awaited.expression }
      navigator.calls.append(
        NavigatorCall(receiver: SyntaxHelpers.path(receiver), receiverText: SyntaxHelpers.text(receiver), action: action,
                      site: site(member.declName)))
    }
  }
}
