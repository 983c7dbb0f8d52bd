import SwiftSyntax

/// Small readings of syntax shared by extractors.
enum SyntaxHelpers {
  /// A type as a `TypeRef`: optionals unwrapped, `[X]` as `Array<X>`, member types qualified.
  static func typeRef(_ type: TypeSyntax) -> TypeRef? { RawNames.typeRef(type) }

  /// The type an expression names: `Screen.self`, `NFlow<Screen>`, `AppCoordinator.Screen`.
  static func typeRef(expression: ExprSyntax) -> TypeRef? { RawNames.typeRef(expression: expression) }

  /// The type a call creates: `HomeView(...)`, `NFlow<Screen>(root:)`, `Foo.Bar()`, `HomeViewModel.init()`.
  static func instantiatedType(_ call: FunctionCallExprSyntax) -> TypeRef? { RawNames.instantiatedType(call) }

  /// The type `.init(…)` creates as the initial value of a declaration that names it (`@State var coordinator:
  /// AppCoordinator = .init()`, `let c: AppCoordinator? = .init()`): Swift takes an implicit member's type from the
  /// annotation (an optional's from the type it wraps).
  static func implicitInitType(_ call: FunctionCallExprSyntax) -> TypeRef? {
    guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.base == nil,
      member.declName.baseName.tokenKind == .keyword(.`init`),
      let annotation = call.parent?.as(InitializerClauseSyntax.self)?.parent?.as(PatternBindingSyntax.self)?.typeAnnotation
    else { return nil }
    var type = annotation.type
    for _ in 0..<4 {
      if let wrapped = type.as(OptionalTypeSyntax.self)?.wrappedType ?? type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self)?.wrappedType {
        type = wrapped
      } else {
        break
      }
    }
    return typeRef(type)
  }

  /// `coordinator = .init(…)`, `self.model = .init(…)`: the property of the enclosing type an implicit `.init(…)`
  /// is assigned to, whose declared type it builds (`DeclarationFacts.resolvingImplicitInits`).
  static func implicitInitAssignee(_ call: FunctionCallExprSyntax) -> String? {
    guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.base == nil,
      member.declName.baseName.tokenKind == .keyword(.`init`),
      let sequence = call.parent?.parent?.as(SequenceExprSyntax.self), sequence.elements.count == 3
    else { return nil }
    let parts = Array(sequence.elements)
    guard parts[1].is(AssignmentExprSyntax.self), parts[2].id == ExprSyntax(call).id, let path = path(parts[0]) else { return nil }
    return ownProperty(path)
  }

  /// `.signUp(.init(onNext: next))`, `Screen.signUp(.init(…))`: the case an implicit `.init(…)` is the payload of,
  /// with the enum's name where the call writes it and the argument's position; the case's associated type there is
  /// what it builds (`DeclarationFacts.resolvingImplicitInits`).
  static func implicitInitPayload(_ call: FunctionCallExprSyntax) -> (enumType: String?, name: String, position: Int)? {
    guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.base == nil,
      member.declName.baseName.tokenKind == .keyword(.`init`),
      let argument = call.parent?.as(LabeledExprSyntax.self), let list = argument.parent?.as(LabeledExprListSyntax.self),
      let outer = list.parent?.as(FunctionCallExprSyntax.self), let access = outer.calledExpression.as(MemberAccessExprSyntax.self),
      case .identifier(let name) = access.declName.baseName.tokenKind, startsLowercase(name),
      let position = list.firstIndex(where: { $0.id == argument.id }).map({ list.distance(from: list.startIndex, to: $0) })
    else { return nil }
    guard let base = access.base else { return (nil, name, position) }
    guard let type = typeRef(expression: base), isTypeName(type.baseName) else { return nil }
    return (type.name, name, position)
  }

  /// The property of the enclosing type whose routes a case call is handed to (`routes.presentSheet(.auth(…))`,
  /// `self.routes.push(.auth(…))` → `routes`; `navigator.push(.auth(…))` → `navigator`): FlowStacks' `push`,
  /// `presentSheet`, `presentCover` and `present` on routes or on a navigator take the routes' screen type, so a case
  /// written without its enum is of that type (Swift's contextual type).
  static func routesReceiving(_ caseCall: FunctionCallExprSyntax) -> String? {
    guard let argument = caseCall.parent?.as(LabeledExprSyntax.self), argument.label == nil,
      let list = argument.parent?.as(LabeledExprListSyntax.self), list.first?.id == argument.id,
      let call = list.parent?.as(FunctionCallExprSyntax.self), let access = call.calledExpression.as(MemberAccessExprSyntax.self),
      ["push", "presentSheet", "presentCover", "present"].contains(access.declName.baseName.text),
      let base = access.base, let path = path(base)
    else { return nil }
    return ownProperty(path)
  }

  /// The name of a property of the enclosing type a path names: `name` or `self.name`.
  static func ownProperty(_ path: [String]) -> String? {
    if path.count == 1 { return path[0] }
    return path.count == 2 && path[0] == "self" ? path[1] : nil
  }

  /// The types a builder arm instantiates (`DetailScreen(…)`, a nested type `Detail.View(…)` by its whole name),
  /// SwiftUI's own containers left out: the views a factory or router case builds for its screen.
  static func viewsBuilt(in node: Syntax) -> [String] {
    node.tokens(viewMode: .sourceAccurate).compactMap { token -> String? in
      guard case .identifier(let name) = token.tokenKind, isTypeName(name), let reference = token.parent?.parent else { return nil }
      if reference.is(FunctionCallExprSyntax.self) {
        return FlowStacksExtractor.Visitor.swiftUIContainers.contains(name) ? nil : name
      }
      // `Detail.View(…)`: the last name of a type path that is called.
      guard let access = reference.as(MemberAccessExprSyntax.self), let call = access.parent?.as(FunctionCallExprSyntax.self),
        Syntax(call.calledExpression) == Syntax(access)
      else { return nil }
      return instantiatedType(call)?.name
    }
  }

  /// The view a modifier is applied to (`Home().tabItem { … }` → `Home()`): the base of the called member, unless
  /// the call builds a nested type (`Home.View(…)`, `Home.init(…)`), which is no modifier.
  static func modifiedView(_ call: FunctionCallExprSyntax) -> ExprSyntax? {
    guard let base = call.calledExpression.as(MemberAccessExprSyntax.self)?.base, instantiatedType(call) == nil else { return nil }
    return base
  }

  /// Type names start with an uppercase letter by Swift convention; `Self` and literals are not types here.
  static func isTypeName(_ name: String) -> Bool {
    startsUppercase(name) && name != "Self"
  }

  /// Whether a name starts with an uppercase letter; ASCII is decided from the first byte (Unicode's tables are
  /// slow enough to show in a profile of a walk over every call).
  static func startsUppercase(_ name: String) -> Bool {
    guard let byte = name.utf8.first else { return false }
    if byte < 0x80 { return byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") }
    return name.first?.isUppercase == true
  }

  /// Whether a name starts with a lowercase letter (`_` and `$` do not).
  static func startsLowercase(_ name: String) -> Bool {
    guard let byte = name.utf8.first else { return false }
    if byte < 0x80 { return byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z") }
    return name.first?.isLowercase == true
  }

  /// The node's text without its leading and trailing trivia, as `trimmedDescription` gives it, sliced from its
  /// description instead of built from a trimmed copy of the node (a new tree per call, which showed in profiles).
  static func trimmedText(_ node: some SyntaxProtocol) -> String {
    let text = node.description
    let utf8 = text.utf8
    let leading = node.leadingTriviaLength.utf8Length, trailing = node.trailingTriviaLength.utf8Length
    guard leading + trailing <= utf8.count else { return node.trimmedDescription }
    let start = utf8.index(utf8.startIndex, offsetBy: leading), end = utf8.index(utf8.endIndex, offsetBy: -trailing)
    return String(decoding: utf8[start..<end], as: UTF8.self)
  }

  /// The method a call calls and the property path it is called on: `navigator.show(…)` → (`["navigator"]`,
  /// `show`), `self.open(…)` and `open(…)` → (`[]`, `open`); nil for anything else (a type's initializer, a
  /// call on a call's result).
  static func calledMember(_ call: FunctionCallExprSyntax) -> (receiver: [String], name: String)? {
    if let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base, let path = shortPath(base) {
      return (path, member.declName.baseName.text)
    }
    if let called = call.calledExpression.as(DeclReferenceExprSyntax.self), startsLowercase(called.baseName.text) {
      return ([], called.baseName.text)
    }
    return nil
  }

  /// `path(expression)` when it has at most one name (`x`, `self.x`, `x?`, `self`), nil otherwise; it gives up on a
  /// longer chain at once instead of building its path (the shared pass asks this of every member access).
  static func shortPath(_ expression: ExprSyntax) -> [String]? { RawNames.shortPath(expression) }

  /// A receiver as a property path: `self.routes` → `["routes"]`, `$viewModel.routes` → `["viewModel", "routes"]`,
  /// `navigator?` → `["navigator"]`. Nil when it is not a plain path (a call, a subscript).
  static func path(_ expression: ExprSyntax) -> [String]? { RawNames.path(expression) }

  /// The first argument with one of the labels (nil label: the first unlabeled one).
  static func argument(_ arguments: LabeledExprListSyntax, _ labels: String?...) -> ExprSyntax? {
    for arg in arguments where labels.contains(arg.label?.text) { return arg.expression }
    return nil
  }

  /// A Boolean literal's value.
  static func bool(_ expression: ExprSyntax?) -> Bool? {
    expression?.as(BooleanLiteralExprSyntax.self).map { $0.literal.tokenKind == .keyword(.true) }
  }

  /// The value of a local constant or variable `name` declared before `node` in a block enclosing it
  /// (`let selection = viewStore.binding(send: …)` above `switch selection.wrappedValue`), within the enclosing
  /// function, closure or accessor; nil when none is, or when it is declared without a value.
  static func localValue(_ name: String, before node: Syntax) -> ExprSyntax? {
    local(name, before: node)?.initializer?.value
  }

  /// The binding of a local constant or variable `name` declared before `node`, as `localValue` finds it.
  static func local(_ name: String, before node: Syntax) -> PatternBindingSyntax? {
    var current = node.parent
    while let parent = current {
      if let block = parent.as(CodeBlockItemListSyntax.self), let found = declaration(of: name, in: block, before: node) {
        return found.binding
      }
      if parent.is(FunctionDeclSyntax.self) || parent.is(AccessorBlockSyntax.self) || parent.is(MemberBlockSyntax.self) { return nil }
      current = parent.parent
    }
    return nil
  }

  /// The value of a constant `let name = …` declared before `node` in the innermost block holding it (`let screen =
  /// Screen.terms(vm)` above `routes.push(screen)`): only that block, so a closure parameter, loop variable or
  /// binding of an inner scope by that name is never mistaken for it.
  static func blockConstant(_ name: String, before node: Syntax) -> ExprSyntax? {
    var current = node.parent
    while let parent = current, !parent.is(CodeBlockItemListSyntax.self) {
      if parent.is(ClosureExprSyntax.self) || parent.is(FunctionDeclSyntax.self) || parent.is(MemberBlockSyntax.self) { return nil }
      current = parent.parent
    }
    guard let block = current?.as(CodeBlockItemListSyntax.self), let found = declaration(of: name, in: block, before: node) else { return nil }
    return found.declaration.bindingSpecifier.tokenKind == .keyword(.let) ? found.binding.initializer?.value : nil
  }

  /// The nearest declaration of `name` among a block's statements before `node`.
  private static func declaration(of name: String, in block: CodeBlockItemListSyntax, before node: Syntax)
    -> (declaration: VariableDeclSyntax, binding: PatternBindingSyntax)?
  {
    for item in block.reversed() where item.endPosition <= node.position {
      guard let declaration = item.item.as(VariableDeclSyntax.self) else { continue }
      for binding in declaration.bindings where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
        return (declaration, binding)
      }
    }
    return nil
  }

  /// The trailing closure, or the last argument when it is a closure.
  static func closure(_ call: FunctionCallExprSyntax) -> ClosureExprSyntax? {
    call.trailingClosure ?? call.arguments.last?.expression.as(ClosureExprSyntax.self)
  }

  /// The names a closure's parameters bind, `$0` included.
  static func parameterNames(_ closure: ClosureExprSyntax) -> [String] {
    var names = ["$0"]
    guard let signature = closure.signature?.parameterClause else { return names }
    if let simple = signature.as(ClosureShorthandParameterListSyntax.self) {
      names += simple.map { $0.name.text }
    } else if let full = signature.as(ClosureParameterClauseSyntax.self) {
      names += full.parameters.map { ($0.secondName ?? $0.firstName).text }
    }
    return names.map { $0.hasPrefix("$") && $0 != "$0" ? String($0.dropFirst()) : $0 }
  }

  /// Source text without surrounding trivia, for messages and unresolved expressions.
  static func text(_ node: some SyntaxProtocol) -> String {
    node.trimmedDescription.split(whereSeparator: \.isWhitespace).joined(separator: " ")
  }
}
