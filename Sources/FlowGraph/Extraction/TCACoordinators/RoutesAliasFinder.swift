import SwiftSyntax

/// The names a reducer changes routes through in one file: `routes`, the stored route arrays a computed
/// `routes` is built from (`var routes: IdentifiedArrayOf<Route<Screen.State>> { get { routeIDs.map { … } } }`
/// makes `state.routeIDs.push(.step2)` a routes change; TCARouter reads the computed property), and a stored route
/// array of another name the file hands TCACoordinators by key path (`var stack: IdentifiedArrayOf<Route<…>>` with
/// `.forEachRoute(\.stack, action: \.router)`: `forEachRoute` and `TCARouter` take any key path to the routes).
final class RoutesAliasFinder: SyntaxVisitor {
  /// Stored properties whose declared type is a route array, and the names a computed `routes` reads, over the
  /// whole file: the computed property often sits in an extension of the state.
  private var stored: Set<String> = []
  private var read: Set<String> = []
  /// The computed `routes`' switch from the stored values to screen states: `case .onboard: return .onboarding(…)`.
  private var idCases: [String: String] = [:]

  static func aliases(in file: ParsedFile) -> Set<String> { read(file).aliases }

  /// The names a reducer changes routes through, and the screen case each case of the stored route values stands for
  /// where a computed `routes` maps them to screen states of another name (`case .onboard: return
  /// .onboarding(onboardState)`): a route value written in the stored array (`state.routeIDs.push(.onboard)`) is that
  /// screen.
  static func read(_ file: ParsedFile) -> (aliases: Set<String>, idCases: [String: String]) {
    let finder = RoutesAliasFinder(viewMode: .sourceAccurate)
    finder.walk(file.tree)
    let named = finder.stored.filter { file.mentions(["\\.\($0)"]) }
    let aliases = finder.stored.intersection(finder.read).union(named).union(["routes"])
    return (aliases, aliases.count > 1 ? finder.idCases : [:])
  }

  /// `case .onboard: return .onboarding(onboardState)` (or without `return`) in a computed `routes`' accessors.
  private func readCaseMapping(_ accessors: AccessorBlockSyntax) {
    for node in accessors.tokens(viewMode: .sourceAccurate) where node.tokenKind == .keyword(.case) {
      guard let switchCase = node.parent?.parent?.as(SwitchCaseSyntax.self), case .case(let label) = switchCase.label,
        label.caseItems.count == 1, let item = label.caseItems.first,
        let written = item.pattern.as(ExpressionPatternSyntax.self)?.expression.as(MemberAccessExprSyntax.self),
        written.base == nil, let only = switchCase.statements.first, switchCase.statements.count == 1
      else { continue }
      let value = only.item.as(ReturnStmtSyntax.self)?.expression ?? only.item.as(ExprSyntax.self)
      let called = value?.as(FunctionCallExprSyntax.self)?.calledExpression ?? value
      guard let screen = called?.as(MemberAccessExprSyntax.self), screen.base == nil else { continue }
      let from = written.declName.baseName.text, to = screen.declName.baseName.text
      if from != to { idCases[from] = to }
    }
  }

  override func visit(_ node: MemberBlockSyntax) -> SyntaxVisitorContinueKind {
    for member in node.members {
      guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
      for binding in variable.bindings {
        guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
        if let accessors = binding.accessorBlock {
          if name == "routes" {
            for token in accessors.tokens(viewMode: .sourceAccurate) where token.parent?.is(DeclReferenceExprSyntax.self) == true {
              read.insert(token.text)
            }
            readCaseMapping(accessors)
          }
        } else if let type = binding.typeAnnotation?.type, Self.isRouteArray(type) {
          stored.insert(name)
        }
      }
    }
    return .visitChildren
  }

  // Only declarations are walked: the bodies of functions, accessors and closures and the values properties start
  // with hold no member blocks of a reducer's state (a type declared inside a body is local to it), and they are
  // most of a file's nodes. A computed `routes` has its accessors read from its binding above.
  override func visit(_ node: CodeBlockSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
  override func visit(_ node: AccessorBlockSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
  override func visit(_ node: InitializerClauseSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

  /// `[Route<S>]`, `IdentifiedArrayOf<Route<S>>`, `IdentifiedArray<ID, Route<S>>`.
  private static func isRouteArray(_ type: TypeSyntax) -> Bool {
    guard let ref = SyntaxHelpers.typeRef(type) else { return false }
    if ref.baseName == "Array" || ref.baseName == "IdentifiedArrayOf" { return ref.arguments.first?.baseName == "Route" }
    if ref.baseName == "IdentifiedArray" { return ref.arguments.last?.baseName == "Route" }
    return false
  }
}
