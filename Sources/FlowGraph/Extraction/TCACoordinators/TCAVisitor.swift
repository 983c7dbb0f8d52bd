import SwiftSyntax

extension TCAExtractor {
  /// Walks one TCACoordinators file with explicit context (see `ContextVisitor`).
  final class Visitor: ContextVisitor {
    var tca = TCAFacts()
    /// The view whose `TCARouter` closure is being read (its first switch maps screen cases to views).
    private var routerView: String?
    /// Reducer arms being read, innermost last: the screen their pattern names, whether an inner arm was kept.
    private var arms: [(screen: String?, changes: [TCARouteChange], inner: Bool)] = []

    // MARK: Routers

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
      _ = super.visit(node)
      for arg in node.arguments where arg.label?.text == "routes" {
        if let values = routeList(arg.expression) {
          // `State(routes: [...])` / `Self(routes:)` inside the reducer's own `State` names that state.
          var type = SyntaxHelpers.instantiatedType(node)?.name
          if type == nil || type == "Self" || (type == "State" && currentType?.hasSuffix(".State") == true) { type = currentType }
          tca.initial.append(TCAInitialRoutes(type: type, routes: values))
        }
      }
      guard SyntaxHelpers.instantiatedType(node)?.baseName == "TCARouter", let view = currentType,
        let closure = SyntaxHelpers.closure(node)
      else { return .visitChildren }
      var store: [String]?
      if let first = node.arguments.first?.expression {
        if let scope = first.as(FunctionCallExprSyntax.self), let m = scope.calledExpression.as(MemberAccessExprSyntax.self),
          let base = m.base
        {
          store = SyntaxHelpers.path(base)
        } else {
          store = SyntaxHelpers.path(first)
        }
      }
      tca.routers.append(TCARouterDecl(view: view, file: file.path, store: store?.first, location: file.location(of: node)))
      for arg in node.arguments where arg.expression.id != ExprSyntax(closure).id { walk(arg.expression) }
      routerView = view
      walk(closure)
      routerView = nil
      return .skipChildren
    }

    override func visit(_ node: SwitchExprSyntax) -> SyntaxVisitorContinueKind {
      guard let view = routerView else { return super.visit(node) }
      routerView = nil
      walk(node.subject)
      for item in node.cases {
        guard let switchCase = item.as(SwitchCaseSyntax.self) else { walk(item); continue }
        if case .case(let label) = switchCase.label {
          let names = label.caseItems.compactMap { FlowStacksExtractor.Visitor.patternPath($0.pattern)?.first }
          if !names.isEmpty {
            let views = SyntaxHelpers.viewsBuilt(in: Syntax(switchCase.statements)) + Self.caseLetViews(in: Syntax(switchCase.statements))
            tca.screenArms.append(TCAScreenArm(view: view, cases: names, views: views, location: file.location(of: switchCase)))
          }
        }
        walk(switchCase.statements)
      }
      return .skipChildren
    }

    /// TCA's older `SwitchStore { CaseLet(/State.home, action: Action.home, then: HomeView.init) }` names the view by
    /// its initializer (`HomeView.init`, `HomeView.init(store:)`); the closure form is read by `viewsBuilt`.
    static func caseLetViews(in node: Syntax) -> [String] {
      node.tokens(viewMode: .sourceAccurate).compactMap { token -> String? in
        guard token.tokenKind == .keyword(.`init`), let access = token.parent?.parent?.as(MemberAccessExprSyntax.self),
          let base = access.base.flatMap({ SyntaxHelpers.path($0) }), base.count == 1, let name = base.first,
          SyntaxHelpers.isTypeName(name)
        else { return nil }
        return name
      }
    }

    // MARK: Reducers

    override func visit(_ node: SwitchCaseSyntax) -> SyntaxVisitorContinueKind {
      var screen: String?
      if case .case(let label) = node.label { screen = TCAExtractor.routeActionScreen(Syntax(label)) }
      let changes = TCAExtractor.changes(in: Syntax(node.statements), file: file, platforms: site(node).platforms)
      arms.append((screen ?? arms.last?.screen, changes, false))
      return .visitChildren
    }

    override func visitPost(_ node: SwitchCaseSyntax) {
      guard let arm = arms.popLast() else { return }
      // The innermost arm that changes routes is kept: an outer arm's changes are the inner arm's.
      let kept = !arm.inner && !arm.changes.isEmpty
      if kept, let reducer = currentType {
        tca.reducerArms.append(TCAReducerArm(reducer: reducer, file: file.path, from: arm.screen, changes: arm.changes,
                                             location: file.location(of: node)))
      }
      if kept || arm.inner, !arms.isEmpty { arms[arms.count - 1].inner = true }
    }

    // MARK: Initial routes

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
      for binding in node.bindings {
        guard binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == "routes",
          let value = binding.initializer?.value, let values = routeList(value)
        else { continue }
        tca.initial.append(TCAInitialRoutes(type: currentType, routes: values))
      }
      return super.visit(node)
    }

    /// `init(routes: [Route<Screen.State>] = [.root(.home(.init()))])`.
    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
      for parameter in node.signature.parameterClause.parameters where parameter.firstName.text == "routes" {
        if let value = parameter.defaultValue?.value, let values = routeList(value) {
          tca.initial.append(TCAInitialRoutes(type: currentType, routes: values))
        }
      }
      return super.visit(node)
    }

    private func routeList(_ expression: ExprSyntax) -> [RouteValue]? {
      guard let array = expression.as(ArrayExprSyntax.self) else { return nil }
      let values = array.elements.compactMap { FlowStacksExtractor.routeValue($0.expression, file: file)?.0 }
      return values.isEmpty ? nil : values
    }
  }
}
