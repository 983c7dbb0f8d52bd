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

  /// The first expression each branch shows, when every condition tests one state that is not a parameter.
  static func branches(of node: IfExprSyntax) -> [ExprSyntax] {
    let branches = chain(node)
    let subjects = branches.compactMap { $0.condition.map { test($0)?.subject } }
    guard let subject = subjects.first ?? nil, subjects.allSatisfy({ $0 == subject }), !isParameter(subject, above: Syntax(node)) else { return [] }
    return branches.compactMap { $0.body.statements.first?.item.as(ExprSyntax.self) }
  }

  /// The first expression each case of a `switch` over state that is not a parameter shows.
  static func branches(of node: SwitchExprSyntax) -> [ExprSyntax] {
    guard let subject = SyntaxHelpers.path(node.subject), !isParameter(subject, above: Syntax(node)) else { return [] }
    return node.cases.compactMap { $0.as(SwitchCaseSyntax.self)?.statements.first?.item.as(ExprSyntax.self) }
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
