import SwiftSyntax

/// The branches of an `if` / `else if` / `else` chain that picks what a view shows, and what each condition tests.
enum ViewChoice {
  struct Branch {
    /// Nil for the final `else`.
    var condition: ConditionElementListSyntax?
    var body: CodeBlockSyntax
  }

  /// Every branch of the chain, in order (bounded: a chain longer than 256 branches is read that far).
  static func chain(_ node: IfExprSyntax) -> [Branch] {
    var branches: [Branch] = []
    var current = node
    for _ in 0..<256 {
      branches.append(Branch(condition: current.conditions, body: current.body))
      switch current.elseBody {
      case .ifExpr(let next)?: current = next
      case .codeBlock(let block)?:
        branches.append(Branch(condition: nil, body: block))
        return branches
      case nil: return branches
      }
    }
    return branches
  }

  /// `switch state.root { case .main: MainCoordinator() … }`: the state and one option per case pattern (`case .main:`,
  /// `case 2:`, `case "feed":`, `case true:`; `default:` untagged). Nil for a switch over a parameter or over no plain
  /// state, or with fewer than two options.
  static func selector(_ node: SwitchExprSyntax, file: ParsedFile) -> (subject: [String], options: [SwiftUITab])? {
    guard let subject = SyntaxHelpers.path(node.subject), !subject.isEmpty, !isParameter(subject, above: Syntax(node)) else { return nil }
    var options: [SwiftUITab] = []
    for item in node.cases {
      guard let switchCase = item.as(SwitchCaseSyntax.self), let first = switchCase.statements.first?.item.as(ExprSyntax.self) else {
        continue
      }
      let shown = SwiftUIExtractor.tab(first, file: file)
      guard case .case(let label) = switchCase.label else {
        options.append(SwiftUITab(tag: nil, views: shown.views, location: file.location(of: switchCase), caseMethod: shown.caseMethod))
        continue
      }
      for caseItem in label.caseItems {
        let pattern = caseItem.pattern.as(ExpressionPatternSyntax.self)?.expression
        guard let name = pattern.flatMap({
          FlowStacksExtractor.casePath($0)?.path.first ?? SwiftUIExtractor.tagValue($0) ?? $0.as(BooleanLiteralExprSyntax.self)?.literal.text
        }) else { continue }
        options.append(SwiftUITab(tag: name, views: shown.views, location: file.location(of: switchCase), caseMethod: shown.caseMethod))
      }
    }
    return options.count >= 2 ? (subject, options) : nil
  }

  /// `if isLogged { … } else { … }`, `if index == 0 { … } else if index == 1 { … } else { … }`: one option per branch,
  /// tagged with the value its condition tests (the final `else` of tests on a Boolean with the value left). Nil when
  /// the conditions test different states, a parameter or anything else, or with fewer than two options.
  static func selector(_ node: IfExprSyntax, file: ParsedFile) -> (subject: [String], options: [SwiftUITab])? {
    var subject: [String]?
    var options: [SwiftUITab] = []
    let branches = chain(node)
    for branch in branches {
      var tag: String?
      if let condition = branch.condition {
        guard let test = test(condition), subject == nil || subject == test.subject else { return nil }
        subject = test.subject
        tag = test.tag
      } else {
        // The final `else` of tests on a Boolean (optional or not) stands for the one value left.
        let tested = Set(options.compactMap(\.tag))
        let left = ["true", "false"].filter { !tested.contains($0) }
        if !tested.isEmpty, tested.isSubset(of: ["true", "false", "nil"]), left.count == 1 { tag = left[0] }
      }
      guard let first = branch.body.statements.first?.item.as(ExprSyntax.self) else { continue }
      let shown = SwiftUIExtractor.tab(first, file: file)
      options.append(SwiftUITab(tag: tag, views: shown.views, location: file.location(of: branch.body), caseMethod: shown.caseMethod))
    }
    guard let subject, !subject.isEmpty, options.count >= 2, !isParameter(subject, above: Syntax(node)) else { return nil }
    return (subject, options)
  }

  /// Whether a test of a flag sits in a branch of a test of another flag of the same code (`if signedIn { if firstRun { A }
  /// else { B } } else { C }`): the two flags choose the view together, and an assignment to one alone does not say which
  /// view follows, so the inner test is not read as a choice of its own (the views stay where the code shows them). A
  /// `switch` on a state inside such a branch (`if isLoading { Splash() } else { switch route { … } }`) is still one: its
  /// cases name the view.
  static func insideAnotherChoice(_ node: IfExprSyntax) -> Bool {
    var child = Syntax(node)
    var current = node.parent
    for _ in 0..<256 {
      guard let ancestor = current else { return false }
      if ancestor.is(FunctionDeclSyntax.self) || ancestor.is(VariableDeclSyntax.self) || ancestor.is(InitializerDeclSyntax.self)
        || ancestor.is(MemberBlockSyntax.self) || ancestor.is(SwitchCaseSyntax.self)
      {
        return false
      }
      if let test = ancestor.as(IfExprSyntax.self), child.id != Syntax(test.conditions).id,
        test.conditions.count == 1, let condition = test.conditions.first?.condition, case .expression(let expression) = condition,
        SyntaxHelpers.path(expression.as(PrefixOperatorExprSyntax.self)?.expression ?? expression)?.isEmpty == false
      {
        return true
      }
      child = ancestor
      current = ancestor.parent
    }
    return false
  }

  /// Whether a state path starts with a parameter of an enclosing closure or function (`Router($routes) { screen, _ in
  /// switch screen { … } }`, `func destination(for route: Route) -> some View`): a value handed in, not the view's
  /// own state. Nothing is a parameter outside the enclosing type.
  static func isParameter(_ path: [String], above node: Syntax) -> Bool {
    guard let name = path.first else { return true }
    if name == "self" { return false }
    if name.hasPrefix("$"), name.dropFirst().first?.isNumber == true { return true }
    var current = node.parent
    while let ancestor = current {
      if let closure = ancestor.as(ClosureExprSyntax.self), let clause = closure.signature?.parameterClause {
        switch clause {
        case .simpleInput(let names): if names.contains(where: { $0.name.text == name }) { return true }
        case .parameterClause(let list):
          if list.parameters.contains(where: { ($0.secondName ?? $0.firstName).text == name }) { return true }
        }
      } else if let function = ancestor.as(FunctionDeclSyntax.self) {
        return function.signature.parameterClause.parameters.contains { ($0.secondName ?? $0.firstName).text == name }
      } else if ancestor.is(MemberBlockSyntax.self) {
        return false
      }
      current = ancestor.parent
    }
    return false
  }

  /// The state a condition tests and the value it tests for: `isLogged` → `true`, `!isLogged` → `false`,
  /// `route == .main` → `main`, `index == 2` → `2`, `user == nil` → `nil`, `isLogged == false` → `false`. Nil for
  /// anything else (several conditions, `if let`, a call, another operator).
  static func test(_ conditions: ConditionElementListSyntax) -> (subject: [String], tag: String)? {
    guard conditions.count == 1, case .expression(let condition)? = conditions.first?.condition else { return nil }
    if let not = condition.as(PrefixOperatorExprSyntax.self), not.operator.text == "!" {
      return SyntaxHelpers.path(not.expression).flatMap { $0.isEmpty ? nil : ($0, "false") }
    }
    if let path = SyntaxHelpers.path(condition) { return path.isEmpty ? nil : (path, "true") }
    guard let sequence = condition.as(SequenceExprSyntax.self), sequence.elements.count == 3 else { return nil }
    let parts = Array(sequence.elements)
    guard parts[1].as(BinaryOperatorExprSyntax.self)?.operator.text == "==", let path = SyntaxHelpers.path(parts[0]), !path.isEmpty
    else { return nil }
    if parts[2].is(NilLiteralExprSyntax.self) { return (path, "nil") }
    if let literal = parts[2].as(BooleanLiteralExprSyntax.self) { return (path, literal.literal.text) }
    return SwiftUIExtractor.tagValue(parts[2]).map { (path, $0) }
  }
}
