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

/// The guards an `if` puts on its branches: `if mode == .standalone`, `if mode != .inline`, `if case .standalone =
/// mode`, `if isRoot`, `if !isRoot` (a name of the code's own, or `self.name`), read so that a caller passing another
/// value can be told not to run the branch. A branch of an `else if` also runs only when every test before it failed.
/// Conditions of other forms give no guard: the branch may run whatever the values.
extension CaseGuard {
  /// `case .push, .sheet:` of `switch transition`: the guard its statements run under.
  static func guardOf(_ node: SwitchCaseSyntax) -> CaseGuard? {
    guard case .case(let label) = node.label,
      let switched = node.parent?.parent?.as(SwitchExprSyntax.self)?.subject,
      let subject = switched.is(DeclReferenceExprSyntax.self) ? switched.as(DeclReferenceExprSyntax.self)?.baseName.text : modelProperty(switched)
    else { return nil }
    let cases = label.caseItems.compactMap { FlowStacksExtractor.Visitor.patternPath($0.pattern)?.first }
    return cases.count == label.caseItems.count ? CaseGuard(subject: subject, cases: cases) : nil
  }

  static func guards(of block: CodeBlockSyntax) -> [CaseGuard] {
    guard let test = block.parent?.as(IfExprSyntax.self) else { return [] }
    var result: [CaseGuard]
    if test.body.id == block.id {
      result = test.conditions.compactMap { tested($0) }
    } else {
      result = failed(test).map { [$0] } ?? []
    }
    // `else if`: the tests before it failed (a long chain keeps its nearest tests only).
    var current = test
    for _ in 0..<maximumChain {
      guard let outer = current.parent?.as(IfExprSyntax.self) else { break }
      if let failed = failed(outer) { result.append(failed) }
      current = outer
    }
    return result
  }

  private static let maximumChain = 16

  /// The guard of an `if`'s `else`: the inverse of its one condition (a list of conditions fails when any does).
  private static func failed(_ test: IfExprSyntax) -> CaseGuard? {
    guard test.conditions.count == 1, let only = test.conditions.first else { return nil }
    return tested(only)?.inverted
  }

  private static func tested(_ element: ConditionElementSyntax) -> CaseGuard? {
    switch element.condition {
    case .expression(let expression):
      return tested(expression)
    case .matchingPattern(let match):
      guard let subject = name(match.initializer.value),
        let value = FlowStacksExtractor.Visitor.patternPath(match.pattern)?.first
      else { return nil }
      return CaseGuard(subject: subject, cases: [value])
    default:
      return nil
    }
  }

  private static func tested(_ expression: ExprSyntax) -> CaseGuard? {
    if let subject = name(expression) { return CaseGuard(subject: subject, cases: ["true"]) }
    if let prefix = expression.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!",
      let subject = name(prefix.expression)
    {
      return CaseGuard(subject: subject, cases: ["true"], negated: true)
    }
    // `a == .b` is a sequence of three until operators are folded.
    guard let sequence = expression.as(SequenceExprSyntax.self), sequence.elements.count == 3 else { return nil }
    let parts = Array(sequence.elements)
    guard let op = parts[1].as(BinaryOperatorExprSyntax.self)?.operator.text, op == "==" || op == "!=" else { return nil }
    let (subject, value): (String, String)
    if let left = name(parts[0]), let right = TCASelectorReader.caseName(parts[2]) {
      (subject, value) = (left, right)
    } else if let right = name(parts[2]), let left = TCASelectorReader.caseName(parts[0]) {
      (subject, value) = (right, left)
    } else {
      return nil
    }
    return CaseGuard(subject: subject, cases: [value], negated: op == "!=")
  }

  /// `mode`, `self.mode`, and a property of a property (`viewModel.screenType`, `modelProperty`).
  private static func name(_ expression: ExprSyntax) -> String? {
    if let reference = expression.as(DeclReferenceExprSyntax.self), reference.argumentNames == nil {
      let text = reference.baseName.text
      return SyntaxHelpers.startsLowercase(text) && text != "self" ? text : nil
    }
    if let member = expression.as(MemberAccessExprSyntax.self), member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
      return member.declName.baseName.text
    }
    return modelProperty(expression)
  }

  /// `viewModel.screenType`, `self.viewModel.screenType`: a property of the object a property of the code's own type
  /// holds, as `viewModel.screenType` (the view that builds the object with a mode decides the arm:
  /// `FlowStacksLinkState.takesArm`).
  private static func modelProperty(_ expression: ExprSyntax) -> String? {
    guard let path = SyntaxHelpers.path(expression) else { return nil }
    let own = path.first == "self" ? Array(path.dropFirst()) : path
    guard own.count == 2, own.allSatisfy({ SyntaxHelpers.startsLowercase($0) && $0 != "self" }) else { return nil }
    return own.joined(separator: ".")
  }
}
