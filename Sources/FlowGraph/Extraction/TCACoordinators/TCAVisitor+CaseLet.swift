import SwiftSyntax

/// TCA's older `SwitchStore(screen) { CaseLet(state: /Screen.State.home, action: Screen.Action.home, then: HomeView.init) }`
/// in a `TCARouter`: the screens its `CaseLet`s name, the views they build, and the action case each pairs with.
extension TCAExtractor.Visitor {
  /// `SwitchStore(screen) { CaseLet(state: /Screen.State.home, action: …, then: HomeView.init) … }` without a
  /// `switch`: each CaseLet's case path names its screen.
  static func caseLetArms(in closure: ClosureExprSyntax, view: String, file: ParsedFile) -> [TCAScreenArm] {
    closure.tokens(viewMode: .sourceAccurate).compactMap { token -> TCAScreenArm? in
      guard token.text == "CaseLet", let call = token.parent?.parent?.as(FunctionCallExprSyntax.self),
        call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "CaseLet",
        let path = SyntaxHelpers.argument(call.arguments, "state", nil), let name = casePathName(path)
      else { return nil }
      let views = SyntaxHelpers.viewsBuilt(in: Syntax(call)) + caseLetViews(in: Syntax(call))
      var arm = TCAScreenArm(view: view, cases: [name], views: views.filter { $0 != "CaseLet" }, location: file.location(of: call))
      arm.actionCase = caseLetAction(call).flatMap { $0 == name ? nil : $0 }
      return arm
    }
  }

  /// The action case a `CaseLet` pairs with its state case (`action: ScreenAction.codeStepX`, `/ScreenAction.x`).
  static func caseLetAction(_ call: FunctionCallExprSyntax) -> String? {
    SyntaxHelpers.argument(call.arguments, "action").flatMap(casePathName)
  }

  /// The `CaseLet` among an arm's statements whose action case differs from the arm's one state case.
  static func caseLetAction(in statements: Syntax, stateCase: String) -> String? {
    for token in statements.tokens(viewMode: .sourceAccurate) where token.text == "CaseLet" {
      guard let call = token.parent?.parent?.as(FunctionCallExprSyntax.self), let action = caseLetAction(call) else { continue }
      return action == stateCase ? nil : action
    }
    return nil
  }

  /// `/Screen.State.home` (a case path written with TCA's prefix `/`) → `home`.
  static func casePathName(_ expression: ExprSyntax) -> String? {
    let inner = expression.as(PrefixOperatorExprSyntax.self)?.expression ?? expression
    guard let member = inner.as(MemberAccessExprSyntax.self) else { return nil }
    return member.declName.baseName.text
  }

  /// TCA's older `SwitchStore { CaseLet(/State.home, action: Action.home, then: HomeView.init) }` names the view by
  /// its initializer (`HomeView.init`, `HomeView.init(store:)`, a nested `Home.View.init`); the closure form is
  /// read by `viewsBuilt`.
  static func caseLetViews(in node: Syntax) -> [String] {
    node.tokens(viewMode: .sourceAccurate).compactMap { token -> String? in
      guard token.tokenKind == .keyword(.`init`), let access = token.parent?.parent?.as(MemberAccessExprSyntax.self),
        let base = access.base.flatMap({ SyntaxHelpers.path($0) }), !base.isEmpty, base.allSatisfy(SyntaxHelpers.isTypeName)
      else { return nil }
      return base.joined(separator: ".")
    }
  }

  /// Whether an arm's only statement stops the program (`fatalError(…)`, `preconditionFailure(…)`).
  static func traps(_ statements: CodeBlockItemListSyntax) -> Bool {
    guard statements.count == 1, let only = statements.first?.item.as(ExprSyntax.self) ?? statements.first?.item.as(ExpressionStmtSyntax.self)?.expression,
      let call = only.as(FunctionCallExprSyntax.self), let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
    else { return false }
    return name == "fatalError" || name == "preconditionFailure"
  }
}
