import SwiftSyntax

/// Finds flopshot Navigator's view factory, root, screen views' `.bindNavigation` and navigation calls in one
/// file. Keyed on `import Navigator`: the unrelated NavigatorUI library (`import NavigatorUI`) is not read.
public struct NavigatorExtractor: Extractor {
  static let module = "Navigator"
  /// The anchor screen types that tell attribution a builder arm or the root content.
  static let armAnchor = "navigator-arm"
  static let rootAnchor = "navigator-root"

  public init() {}

  public func extract(_ file: ParsedFile) -> NavigatorFacts {
    // A file importing NavigatorUI names that library's `Navigator`, whatever else its module imports.
    guard Self.reads(file) else { return NavigatorFacts() }
    return extractWithDeclarations(file).facts
  }

  /// Whether the file is walked for Navigator: its module imports Navigator and the file does not import NavigatorUI.
  static func reads(_ file: ParsedFile) -> Bool {
    file.moduleImports.contains(module) && !file.imports.contains("NavigatorUI")
  }

  /// One walk for Navigator's facts and the file's declarations, which its `uses` are read from.
  func extractWithDeclarations(_ file: ParsedFile) -> (facts: NavigatorFacts, declarations: DeclarationFacts) {
    let visitor = Visitor(file: file)
    visitor.walk(file.tree)
    visitor.finish()
    var facts = visitor.navigator
    facts.uses = LibraryUses(file: file.path, declarations: visitor.facts)
    return (facts, visitor.facts)
  }

  /// `.detail(id: 1)`, `ScreenID.detail`, `.root` → the case name; a function call → its name; else as written.
  static func destination(_ expression: ExprSyntax) -> NavigatorDestination {
    if let path = FlowStacksExtractor.casePath(expression)?.path, let first = path.first { return .screen(first) }
    if let call = expression.as(FunctionCallExprSyntax.self), SyntaxHelpers.instantiatedType(call) == nil {
      let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
        ?? call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
      if let name { return .function(name: name, text: SyntaxHelpers.text(expression)) }
    }
    return .expression(SyntaxHelpers.text(expression))
  }

  /// The case literals a function body returns; nil when any return is something else.
  static func returnedCases(_ body: CodeBlockSyntax) -> [String]? {
    let finder = ReturnFinder(viewMode: .sourceAccurate)
    finder.walk(body)
    var values = finder.values
    if values.isEmpty, body.statements.count == 1, let only = body.statements.first?.item.as(ExpressionStmtSyntax.self) {
      values = [only.expression]
    }
    if values.isEmpty, body.statements.count == 1, let only = body.statements.first?.item.as(ExprSyntax.self) {
      values = [only]
    }
    guard !values.isEmpty else { return nil }
    var cases: [String] = []
    for value in values {
      if case .screen(let name) = destination(value) { cases.append(name) } else if let options = randomElement(value) {
        cases += options
      } else {
        return nil
      }
    }
    return Array(Set(cases)).sorted()
  }

  /// `[.a, .b].randomElement()!` and the like: a literal array of cases.
  private static func randomElement(_ value: ExprSyntax) -> [String]? {
    var expr = value
    if let unwrap = expr.as(ForceUnwrapExprSyntax.self) { expr = unwrap.expression }
    guard let call = expr.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
      let array = member.base?.as(ArrayExprSyntax.self), !array.elements.isEmpty
    else { return nil }
    var cases: [String] = []
    for element in array.elements {
      guard case .screen(let name) = destination(element.expression) else { return nil }
      cases.append(name)
    }
    return cases
  }

  /// Collects `return` values of one function body, not of closures inside it.
  private final class ReturnFinder: SyntaxVisitor {
    var values: [ExprSyntax] = []
    override func visit(_ node: ReturnStmtSyntax) -> SyntaxVisitorContinueKind {
      if let value = node.expression { values.append(value) }
      return .skipChildren
    }
    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
  }
}
