import SwiftSyntax

/// A method's place in its file: from its declaration to its closing brace, with whether something outside the
/// app's own code may call it (`@objc`, `@IBAction`, `override`, `public`).
public struct MethodSpan: Hashable, Codable, Sendable {
  public var name: String
  public var location: SourceLocation
  public var endLine: Int
  public var isPrivate: Bool
  /// Attributes, `override`, `dynamic`, `public`/`open`: a caller may exist that the sources do not show.
  public var isExposed: Bool

  /// Whether a location in the same file lies inside the method.
  func contains(_ place: SourceLocation) -> Bool {
    place.file == location.file && place.line >= location.line && place.line <= endLine
      && (place.line > location.line || place.column >= location.column)
  }
}

extension FlowGraph {
  /// The graph without the calls made in the given methods (edges, back actions and unknown destinations at a site
  /// inside one).
  func leavingOutCalls(in methods: [MethodSpan]) -> FlowGraph {
    var byFile: [String: [MethodSpan]] = [:]
    for method in methods { byFile[method.location.file, default: []].append(method) }
    func inside(_ place: SourceLocation?) -> Bool {
      guard let place, let spans = byFile[place.file] else { return false }
      return spans.contains { $0.contains(place) }
    }
    var graph = self
    graph.edges.removeAll { $0.provenance == .source && inside($0.location) }
    graph.backActions.removeAll { $0.provenance == .source && inside($0.location) }
    graph.unresolved.removeAll { inside($0.location) }
    return graph
  }
}

/// A labeled argument of an instantiation that is a closure or a name: `onNext: { routes.push(.next) }`,
/// `onNext: showNext`, `onNext: self.showNext`; or a value a view may test: a case (`mode: .inline`), a `Bool` literal.
public struct InstantiationArgument: Hashable, Codable, Sendable {
  public var label: String
  /// The method or property named (nil for a closure).
  public var name: String?
  /// The argument's lines (a closure's body).
  public var startLine: Int
  public var endLine: Int
  /// The type an argument that is a call creates (`ChildView(coordinator: ChildCoordinator())` → `ChildCoordinator`),
  /// with the argument's column.
  public var built: String? = nil
  public var column: Int = 0
  /// The case an argument names (`SetupView(mode: .restore(seed))` → `restore`).
  public var caseName: String? = nil
  /// A `true` / `false` literal passed (`HeaderView(isRoot: true)`).
  public var flag: Bool? = nil
  /// The argument builds a value of the parameter's own type (`HomeView(viewModel: .init(cities: []))`): the type is
  /// the declared type of the property of that label (`DeclarationFacts.resolvingImplicitInits`).
  public var implicitInit = false
  /// A property of a property of the building code's type (`SelectView(viewModel: viewModel.selectVM)`).
  public var propertyPath: [String]? = nil
  /// The building code passes itself (`AuthModel(parent: self)`).
  public var passesSelf = false
}

extension MethodSpan {
  /// Reads a method declaration (hook of the shared declaration pass).
  init(_ node: FunctionDeclSyntax, file: ParsedFile) {
    let modifiers = node.modifiers.map(\.name.text)
    self.init(
      name: node.name.text, location: file.location(of: node),
      endLine: file.converter.location(for: node.endPositionBeforeTrailingTrivia).line,
      isPrivate: modifiers.contains("private") || modifiers.contains("fileprivate"),
      isExposed: !node.attributes.isEmpty
        || modifiers.contains { ["override", "dynamic", "public", "open", "optional", "required"].contains($0) })
  }
}

extension InstantiationArgument {
  /// The labeled closure and name arguments of a call (hook of the shared declaration pass).
  static func read(_ call: FunctionCallExprSyntax, file: ParsedFile) -> [InstantiationArgument] {
    var result: [InstantiationArgument] = []
    for argument in call.arguments {
      guard let label = argument.label?.text else { continue }
      var name: String?
      var built: String?
      var caseName: String?
      var flag: Bool?
      var implicitInit = false
      var propertyPath: [String]?
      var passesSelf = false
      // `.restore`, `.restore(seed)`, `Mode.restore(seed)`: a case (a view told which arm of its `switch` it takes).
      if let call = argument.expression.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
        member.base == nil, member.declName.baseName.tokenKind == .keyword(.`init`)
      {
        implicitInit = true
      } else if let path = FlowStacksExtractor.casePath(argument.expression)?.path, let first = path.first, SyntaxHelpers.startsLowercase(first) {
        caseName = first
      } else if let literal = SyntaxHelpers.bool(argument.expression) {
        flag = literal
      } else if argument.expression.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
        passesSelf = true
      } else if let path = SyntaxHelpers.path(argument.expression) {
        let own = path.first == "self" ? Array(path.dropFirst()) : path
        if own.count == 2, own.allSatisfy({ SyntaxHelpers.startsLowercase($0) && $0 != "self" }) {
          propertyPath = own
        } else {
          guard path.count == 1 else { continue }
          name = path[0]
        }
      } else if let call = argument.expression.as(FunctionCallExprSyntax.self),
        let type = SyntaxHelpers.instantiatedType(call), SyntaxHelpers.isTypeName(type.baseName)
      {
        built = type.name
      } else if !argument.expression.is(ClosureExprSyntax.self) {
        continue
      }
      let place = file.converter.location(for: argument.expression.positionAfterSkippingLeadingTrivia)
      let end = file.converter.location(for: argument.expression.endPositionBeforeTrailingTrivia).line
      result.append(InstantiationArgument(label: label, name: name, startLine: place.line, endLine: end, built: built, column: place.column,
                                          caseName: caseName, flag: flag, implicitInit: implicitInit, propertyPath: propertyPath,
                                          passesSelf: passesSelf))
    }
    return result
  }
}

extension PropertyDecl {
  /// Reads what rules on unused helpers and unowned state need (hook of the shared declaration pass).
  mutating func readShape(_ node: VariableDeclSyntax, _ binding: PatternBindingSyntax) {
    isPrivate = node.modifiers.contains { ["private", "fileprivate"].contains($0.name.text) }
    if let call = binding.initializer?.value.as(FunctionCallExprSyntax.self) {
      initializer = SyntaxHelpers.instantiatedType(call) ?? SyntaxHelpers.implicitInitType(call)
    }
    if let type = binding.typeAnnotation?.type {
      let function = Self.functionType(type)
      isCallback = function != nil
      // A stored property's closure is a parameter of the memberwise initializer (a `let` with a value is not).
      if let function, binding.accessorBlock == nil, !(binding.initializer != nil && node.bindingSpecifier.tokenKind == .keyword(.let)) {
        callbackParameters = Self.parameterTypes(function)
      }
      isOptional = type.is(OptionalTypeSyntax.self) || type.is(ImplicitlyUnwrappedOptionalTypeSyntax.self)
    }
  }

  /// The function type a declared type is: `() -> Void`, `(() -> Void)?`, `@escaping @MainActor (Int) -> Void`.
  static func functionType(_ type: TypeSyntax) -> FunctionTypeSyntax? {
    var current = type
    for _ in 0..<8 {
      if let function = current.as(FunctionTypeSyntax.self) { return function }
      if let t = current.as(OptionalTypeSyntax.self) { current = t.wrappedType }
      else if let t = current.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) { current = t.wrappedType }
      else if let t = current.as(AttributedTypeSyntax.self) { current = t.baseType }
      else if let t = current.as(TupleTypeSyntax.self), t.elements.count == 1, let only = t.elements.first { current = only.type }
      else { return nil }
    }
    return nil
  }

  /// The declared type of each parameter of a function type, in order (nil where it names no type `TypeRef` reads).
  static func parameterTypes(_ function: FunctionTypeSyntax) -> [TypeRef?] {
    function.parameters.map { SyntaxHelpers.typeRef($0.type) }
  }
}

extension Reference {
  /// `$router` and `_router` name the property `router` (its projected value, its wrapper's storage).
  static func wrappedProperty(_ name: String) -> String? {
    guard name.hasPrefix("$") || name.hasPrefix("_") else { return nil }
    let rest = String(name.dropFirst())
    return SyntaxHelpers.startsLowercase(rest) ? rest : nil
  }
}
