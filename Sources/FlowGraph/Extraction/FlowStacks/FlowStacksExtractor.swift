import SwiftSyntax

/// Finds FlowStacks' containers, destination builders, route values and navigation calls in one file
/// (all three API generations). Files that do not import FlowStacks give declarations only.
public struct FlowStacksExtractor: Extractor {
  public init() {}

  /// Whether FlowStacks' calls are read in the file: its module imports FlowStacks and not TCACoordinators, or
  /// imports TCACoordinators and some file of the module names one of FlowStacks' own containers. TCACoordinators
  /// is built on FlowStacks (it re-exports it: `@_exported import FlowStacks`; apps of its early versions import
  /// FlowStacks themselves for its `Route`), so in its modules FlowStacks' names are TCACoordinators' routes:
  /// without one of FlowStacks' containers a module holds no FlowStacks stack, its route changes are
  /// TCACoordinators' and that library's pass reads them.
  static func reads(_ file: ParsedFile) -> Bool {
    if file.moduleImports.contains("TCACoordinators") { return file.moduleNamesFlowStacksContainers }
    return file.moduleImports.contains("FlowStacks")
  }

  /// Names of FlowStacks' containers, looked for as calls (`Router($routes) {`; not `TCARouter(`, nor an app's own
  /// `protocol Router` named in a conformance): `ParsedFile.text(_:mentionsWords:calls:)`.
  static let containerWords = ["Router", "FlowStack", "NStack", "PStack", "showing", "flowDestination", "FlowLink"]

  /// Whether a file's text calls one of FlowStacks' containers.
  static func namesContainers(_ text: String) -> Bool {
    ParsedFile.text(text, mentionsWords: containerWords, calls: true)
  }

  public func extract(_ file: ParsedFile) -> FlowStacksFacts {
    let visitor = Visitor(file: file)
    visitor.walk(file.tree)
    visitor.finish()
    var facts = visitor.flowFacts
    facts.declarations = visitor.facts
    return facts
  }

  /// Reads a destination: an enum case path, a `FlowPath` value's type, or an expression kept as written.
  static func destination(_ expression: ExprSyntax) -> (Destination, screenType: String?) {
    if let path = casePath(expression) { return (.path(path.path), path.screenType) }
    // `let screen = Screen.terms(vm)` just above `routes.push(screen)`: the constant's case.
    if let name = expression.as(DeclReferenceExprSyntax.self)?.baseName.text, SyntaxHelpers.startsLowercase(name),
      let value = SyntaxHelpers.blockConstant(name, before: Syntax(expression)), let path = casePath(value)
    {
      return (.path(path.path), path.screenType)
    }
    if let call = expression.as(FunctionCallExprSyntax.self), let type = SyntaxHelpers.instantiatedType(call) {
      return (.type(type.name), nil)
    }
    if expression.is(IntegerLiteralExprSyntax.self) { return (.type("Int"), nil) }
    if expression.is(StringLiteralExprSyntax.self) { return (.type("String"), nil) }
    return (.expression(SyntaxHelpers.text(expression)), nil)
  }

  /// `vm.next()`, `makeScreen()`: the member path a destination calls, whose return type the linker reads.
  static func valueCall(_ expression: ExprSyntax) -> [String]? {
    guard let call = expression.as(FunctionCallExprSyntax.self), let path = SyntaxHelpers.path(call.calledExpression),
      let last = path.last, SyntaxHelpers.startsLowercase(last)
    else { return nil }
    return path
  }

  /// `.home`, `.detail(3)`, `Screen.detail`, `.settings(.about)`; nil for anything else.
  /// Read over the raw tree (`RawNames.flowStacksCasePath`); `RawNamesTests` holds the same read through nodes.
  static func casePath(_ expression: ExprSyntax) -> (path: [String], screenType: String?)? {
    RawNames.flowStacksCasePath(expression)
  }

  /// `.push(x)`, `.root(x, embedInNavigationView: true)`, `.sheet(x, withNavigation: true)`, `Route.cover(x)`.
  static func routeValue(_ expression: ExprSyntax, file: ParsedFile) -> (RouteValue, ExprSyntax)? {
    guard let call = expression.as(FunctionCallExprSyntax.self),
      let m = call.calledExpression.as(MemberAccessExprSyntax.self),
      m.base == nil || m.base.flatMap(SyntaxHelpers.typeRef(expression:))?.baseName == "Route",
      let kind = RouteValue.Kind(rawValue: m.declName.baseName.text),
      let first = call.arguments.first, first.label == nil
    else { return nil }
    let withNavigation = FlowStacksAPI.withNavigation(call.arguments)
    var value = RouteValue(
      kind: kind, destination: destination(first.expression).0,
      withNavigation: withNavigation ?? false, location: file.location(of: call),
      navigationParameter: FlowStacksAPI.navigationParameter(call.arguments))
    value.navigationUnknown = withNavigation == nil
      && SyntaxHelpers.argument(call.arguments, "withNavigation", "embedInNavigationView") != nil
    return (value, first.expression)
  }
}
