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

  static func aliases(in file: ParsedFile) -> Set<String> {
    let finder = RoutesAliasFinder(viewMode: .sourceAccurate)
    finder.walk(file.tree)
    let named = finder.stored.filter { file.mentions(["\\.\($0)"]) }
    return finder.stored.intersection(finder.read).union(named).union(["routes"])
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
