import SwiftSyntax

/// Finds Stinsen 2.x coordinators' routes, stacks and factories, and router/coordinator calls, in one file.
/// Files of a module where no file imports Stinsen give nothing; a file of a module that imports it is read even
/// without its own import (Swift makes the module's imports visible in all its files), and its calls count only
/// when their receiver's declared type is a Stinsen router or coordinator (see `StinsenLinkState.receivers`).
public struct StinsenExtractor: Extractor {
  public init() {}

  public func extract(_ file: ParsedFile) -> StinsenFacts {
    guard Self.reads(file) else { return StinsenFacts() }
    // Declarations come from the shared pass; this one reads only Stinsen's calls.
    return extract(file, collectingDeclarations: false).facts
  }

  /// Whether the file is walked for Stinsen: its module imports Stinsen, and the file imports it too or names
  /// something Stinsen reads.
  static func reads(_ file: ParsedFile) -> Bool {
    file.moduleImports.contains(StinsenAPI.module) && (file.imports.contains(StinsenAPI.module) || file.mentions(words))
  }

  /// One walk for Stinsen's facts; with `collectingDeclarations`, also the file's declarations (the shared pass's
  /// work, when no other library reads the file).
  func extract(_ file: ParsedFile, collectingDeclarations: Bool) -> (facts: StinsenFacts, declarations: DeclarationFacts) {
    let visitor = Visitor(file: file, collectsDeclarations: collectingDeclarations)
    visitor.walk(file.tree)
    visitor.finish()
    return (visitor.stinsen, visitor.facts)
  }

  /// Every name the visitor acts on: route attributes, stacks, chain steps, back calls, `.view()` of a coordinator.
  static let words = ["Route", "Root", "NavigationStack", "TabChild", "route", "root", "focusFirst", "child", "pop",
                      "dismiss", "view()", "Coordinat", "Router"]

  /// A call chain read from its outermost call inwards: the receiver and the steps in call order.
  struct Chain {
    /// nil for a chain that starts with a call on implicit `self` (`root(\.home)` in a coordinator's method).
    var receiver: ExprSyntax?
    var steps: [(step: StinsenStep, name: TokenSyntax)]
    var arguments: [Syntax]
    /// The bare name a chain on implicit `self` starts with (`root`), still a name the code uses.
    var implicitCallee: DeclReferenceExprSyntax? = nil
    /// How many routes a step's key path chooses between (`root(signedIn ? \.home : \.welcome)`: 2); the chain read
    /// with `alternative: i` takes the i-th.
    var alternatives = 1
  }

  /// Reads `r.focusFirst(\.todos).child.popToRoot().route(to: \.todo, id)`; nil when any link is not Stinsen's.
  static func chain(_ expression: ExprSyntax, alternative: Int = 0) -> Chain? {
    var steps: [(StinsenStep, TokenSyntax)] = []
    var arguments: [Syntax] = []
    var alternatives = 1
    func step(_ name: String, _ call: FunctionCallExprSyntax) -> StinsenStep? {
      let read = Self.step(name, call, alternative: alternative)
      alternatives = max(alternatives, read?.choices ?? 1)
      return read?.step
    }
    var expr = expression
    while true {
      if let wrapped = expr.as(OptionalChainingExprSyntax.self) { expr = wrapped.expression; continue }
      if let wrapped = expr.as(ForceUnwrapExprSyntax.self) { expr = wrapped.expression; continue }
      if let call = expr.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
        let base = member.base, let step = step(member.declName.baseName.text, call)
      {
        steps.insert((step, member.declName.baseName), at: 0)
        // An Array first: `filter` on a syntax collection builds a new tree, whose nodes have other positions.
        arguments += Array(call.arguments).filter { !$0.expression.is(KeyPathExprSyntax.self) }.map { Syntax($0.expression) }
        if let closure = call.trailingClosure { arguments.append(Syntax(closure)) }
        expr = base
        continue
      }
      if let member = expr.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "child", let base = member.base,
        !steps.isEmpty
      {
        steps.insert((.child, member.declName.baseName), at: 0)
        expr = base
        continue
      }
      // `root(\.home)`, `route(to: \.detail)` with no receiver: Swift reads a bare name in a type's code as a
      // member of `self` (also in a closure that captures `self` or unwraps a weak one), so the chain starts at the
      // enclosing type; the linker keeps it only where that type is a coordinator.
      if let call = expr.as(FunctionCallExprSyntax.self), let called = call.calledExpression.as(DeclReferenceExprSyntax.self),
        called.argumentNames == nil, let step = step(called.baseName.text, call)
      {
        steps.insert((step, called.baseName), at: 0)
        arguments += Array(call.arguments).filter { !$0.expression.is(KeyPathExprSyntax.self) }.map { Syntax($0.expression) }
        if let closure = call.trailingClosure { arguments.append(Syntax(closure)) }
        return Chain(receiver: nil, steps: steps, arguments: arguments, implicitCallee: called, alternatives: alternatives)
      }
      break
    }
    return steps.isEmpty ? nil : Chain(receiver: expr, steps: steps, arguments: arguments, alternatives: alternatives)
  }

  /// Whether an argument can be an optional closure: a closure, `nil`, or a name, member or call that may hold one;
  /// not a literal of another type.
  private static func isOptionalClosure(_ expression: ExprSyntax) -> Bool {
    if expression.is(ClosureExprSyntax.self) || expression.is(NilLiteralExprSyntax.self) { return true }
    var value = expression
    while let chained = value.as(OptionalChainingExprSyntax.self) { value = chained.expression }
    return value.is(DeclReferenceExprSyntax.self) || value.is(MemberAccessExprSyntax.self) || value.is(FunctionCallExprSyntax.self)
  }

  /// One step, with how many routes its key path chooses between (a ternary of key paths: each is an alternative).
  private static func step(_ name: String, _ call: FunctionCallExprSyntax, alternative: Int) -> (step: StinsenStep, choices: Int)? {
    let args = call.arguments
    func key(_ expression: ExprSyntax?, _ make: (String) -> StinsenStep) -> (StinsenStep, Int)? {
      let keys = StinsenAPI.routeKeys(expression)
      guard !keys.isEmpty else { return nil }
      return (make(keys[min(alternative, keys.count - 1)]), keys.count)
    }
    switch name {
    case "route": return key(SyntaxHelpers.argument(args, "to"), StinsenStep.route)
    case "root": return key(args.first?.expression, StinsenStep.root)
    case "focusFirst": return key(args.first?.expression, StinsenStep.focusFirst)
    case "hasRoot": return key(args.first?.expression, StinsenStep.hasRoot)
    default:
      guard let back = StinsenAPI.backActions[name] else { return nil }
      // Stinsen's back calls take at most one unlabelled optional closure (`func popLast(_ action: (() -> ())? = nil)`,
      // the same for `pop`, `popToRoot` and `dismissCoordinator` in NavigationRouter and NavigationCoordinatable):
      // a closure, `nil`, or a value holding one (`dismissCoordinator(self.completion)`). `pop(2)` or
      // `pop(animated: true)` is someone else's API.
      if args.isEmpty { return (.back(back), 1) }
      guard args.count == 1, let only = args.first, only.label == nil, isOptionalClosure(only.expression) else { return nil }
      return (.back(back), 1)
    }
  }
}
