@_spi(RawSyntax) import SwiftSyntax

/// The shared pass's hottest reads (the name of every reference, member access, type name and call of every file)
/// over SwiftSyntax's raw tree. Through syntax nodes each step down makes a node (a reference count taken and
/// dropped) and a token's `text` is built through its `TokenKind`; the raw tree gives the same text without either.
/// Each function gives exactly what its node-based counterpart in `SyntaxHelpers` gives, which stays the
/// definition: `RawNamesTests` compares the two over every node of the bundled samples and of odd shapes.
enum RawNames {
  /// A token's text as `TokenSyntax.text` gives it (a missing token made by error recovery holds its kind's
  /// default text, which is what `text` gives for it).
  static func text(_ token: RawTokenSyntax) -> String { String(syntaxText: token.tokenText) }

  /// `baseName.text` of a `DeclReferenceExprSyntax`.
  static func baseName(_ node: DeclReferenceExprSyntax) -> String {
    RawDeclReferenceExprSyntax(node.raw).map { text($0.baseName) } ?? node.baseName.text
  }

  /// `declName.baseName.text` of a `MemberAccessExprSyntax`.
  static func memberName(_ node: MemberAccessExprSyntax) -> String {
    RawMemberAccessExprSyntax(node.raw).map { text($0.declName.baseName) } ?? node.declName.baseName.text
  }

  /// `name.text` of an `IdentifierTypeSyntax`.
  static func name(_ node: IdentifierTypeSyntax) -> String {
    RawIdentifierTypeSyntax(node.raw).map { text($0.name) } ?? node.name.text
  }

  /// `name.text` of a `MemberTypeSyntax`.
  static func name(_ node: MemberTypeSyntax) -> String {
    RawMemberTypeSyntax(node.raw).map { text($0.name) } ?? node.name.text
  }

  /// Whether a call's called expression ends in `name` (`x.name(…)`, `name(…)`), read without making a string: asked of
  /// every closure's call.
  static func calls(_ call: FunctionCallExprSyntax, named name: SyntaxText) -> Bool {
    guard let called = RawFunctionCallExprSyntax(call.raw)?.calledExpression else { return false }
    if let member = RawMemberAccessExprSyntax(called) { return member.declName.baseName.tokenText == name }
    if let reference = RawDeclReferenceExprSyntax(called) { return reference.baseName.tokenText == name }
    return false
  }

  /// The name a call's called expression ends in: `x.name(…)` → `name`, `name(…)` → `name`; nil for anything
  /// else (a call of a call, a closure). `member` tells which of the two it was.
  static func calledName(_ call: FunctionCallExprSyntax) -> (name: String, member: Bool)? {
    guard let called = RawFunctionCallExprSyntax(call.raw)?.calledExpression else { return nil }
    if let member = RawMemberAccessExprSyntax(called) { return (text(member.declName.baseName), true) }
    if let reference = RawDeclReferenceExprSyntax(called) { return (text(reference.baseName), false) }
    return nil
  }

  /// Whether an argument of the call is a member access or a call of one (or of a call): the only expressions
  /// `FlowStacksExtractor.casePath` reads a path from. Asked of every call with arguments.
  static func hasCaseLikeArgument(_ call: FunctionCallExprSyntax) -> Bool {
    guard let arguments = RawFunctionCallExprSyntax(call.raw)?.arguments.layoutView.children else { return false }
    for case let child? in arguments {
      guard let expression = RawLabeledExprSyntax(child)?.expression.raw else { continue }
      if expression.kind == .memberAccessExpr { return true }
      guard let called = RawFunctionCallExprSyntax(expression)?.calledExpression.raw.kind else { continue }
      if called == .memberAccessExpr || called == .functionCallExpr { return true }
    }
    return false
  }

  /// Whether an argument of the call is a bare name (`pushIt(page)`).
  static func hasNameArgument(_ call: FunctionCallExprSyntax) -> Bool {
    guard let arguments = RawFunctionCallExprSyntax(call.raw)?.arguments.layoutView.children else { return false }
    for case let child? in arguments where RawLabeledExprSyntax(child)?.expression.raw.kind == .declReferenceExpr { return true }
    return false
  }

  /// Whether the call is of a member of the enclosing type: a bare name (`pushIt(page)`) or one on `self`
  /// (`self.present(screen:)`).
  static func callsOwnMember(_ call: FunctionCallExprSyntax) -> Bool {
    guard let called = RawFunctionCallExprSyntax(call.raw)?.calledExpression.raw else { return false }
    if called.kind == .declReferenceExpr { return true }
    guard let member = RawMemberAccessExprSyntax(called), let base = member.base,
      let reference = RawDeclReferenceExprSyntax(base.raw)
    else { return false }
    return reference.baseName.tokenKind == .keyword && reference.baseName.tokenText == "self"
  }

  /// Whether an argument of the call has one of the labels (`routes:`).
  static func hasArgument(_ call: FunctionCallExprSyntax, labelledIn labels: Set<String>) -> Bool {
    guard let arguments = RawFunctionCallExprSyntax(call.raw)?.arguments.elements else { return false }
    return arguments.contains { argument in argument.label.map { labels.contains(text($0)) } ?? false }
  }

  /// Whether the call has no argument and no trailing closure (`dismiss()`, `.padding()`).
  static func hasNoArguments(_ call: FunctionCallExprSyntax) -> Bool {
    guard let raw = RawFunctionCallExprSyntax(call.raw) else { return call.arguments.isEmpty && call.trailingClosure == nil }
    return raw.arguments.layoutView.children.isEmpty && raw.trailingClosure == nil
  }

  // MARK: Paths and types (`SyntaxHelpers.shortPath`, `path`, `typeRef`, `instantiatedType`)

  /// `SyntaxHelpers.shortPath`.
  static func shortPath(_ expression: ExprSyntax) -> [String]? { shortPath(expression.raw) }

  /// `SyntaxHelpers.path`.
  static func path(_ expression: ExprSyntax) -> [String]? { path(expression.raw) }

  /// `SyntaxHelpers.typeRef(_:)`.
  static func typeRef(_ type: TypeSyntax) -> TypeRef? { typeRef(type: type.raw) }

  /// `SyntaxHelpers.typeRef(expression:)`.
  static func typeRef(expression: ExprSyntax) -> TypeRef? { typeRef(expression: expression.raw) }

  /// `SyntaxHelpers.instantiatedType`.
  static func instantiatedType(_ call: FunctionCallExprSyntax) -> TypeRef? {
    guard var called = RawFunctionCallExprSyntax(call.raw)?.calledExpression.raw else { return nil }
    if let member = RawMemberAccessExprSyntax(called), text(member.declName.baseName) == "init", let base = member.base {
      called = base.raw
    }
    return typeRef(expression: called)
  }

  // MARK: Case paths and passed names (`ResultArm.casePath`, `FlowStacksExtractor.casePath`, dismissal forwards)

  /// `ResultArm.casePath`: asked of every switch case's pattern and every sent action.
  static func resultCasePath(_ expression: ExprSyntax) -> (path: [String], payloadIgnored: Bool)? {
    var current = expression.raw
    var path: [String] = []
    for _ in 0..<16 {
      if let member = RawMemberAccessExprSyntax(current), member.base == nil {
        return (path + [text(member.declName.baseName)], true)
      }
      guard let call = RawFunctionCallExprSyntax(current), let called = RawMemberAccessExprSyntax(call.calledExpression),
        called.base == nil
      else { return path.isEmpty ? nil : (path, false) }
      path.append(text(called.declName.baseName))
      // The first argument labelled `action:`, the arguments that are a case (or a call of one), the wildcards.
      var count = 0, nested = 0, wildcards = 0
      var firstNested: RawSyntax?, action: RawSyntax?, labelledAction = false
      for argument in call.arguments.elements {
        count += 1
        let value = argument.expression.raw
        if isCaseLike(value) {
          nested += 1
          if firstNested == nil { firstNested = value }
        }
        if isWildcard(value) { wildcards += 1 }
        if !labelledAction, let label = argument.label, text(label) == "action" {
          labelledAction = true
          action = value
        }
      }
      if let action, isCaseLike(action) {
        current = action
      } else if nested == 1, count == nested + wildcards, let next = firstNested {
        current = next
      } else {
        return (path, false)
      }
    }
    return nil
  }

  private static func isCaseLike(_ raw: RawSyntax) -> Bool { raw.kind == .memberAccessExpr || raw.kind == .functionCallExpr }

  /// `_` in a pattern (parsed as a discard or as a wildcard pattern, depending on the position).
  private static func isWildcard(_ raw: RawSyntax) -> Bool {
    raw.kind == .discardAssignmentExpr || RawPatternExprSyntax(raw)?.pattern.raw.kind == .wildcardPattern
  }

  /// `FlowStacksExtractor.casePath`.
  static func flowStacksCasePath(_ expression: ExprSyntax) -> (path: [String], screenType: String?)? {
    flowStacksCasePath(expression.raw)
  }

  /// Recursive along a case's call (`.a(.b(.c))`), as deep as the source nests it (`SourceShape` bounds that).
  private static func flowStacksCasePath(_ raw: RawSyntax) -> (path: [String], screenType: String?)? {
    if let member = RawMemberAccessExprSyntax(raw) {
      let name = text(member.declName.baseName)
      guard name != "init", name != "self" else { return nil }
      // `.PlaylistDetail(…)`: an implicit member is a case or a static member whatever its name's case (Swift does
      // not name a nested type so); after a type (`Screen.Detail`) a capital is a nested type's name.
      guard let base = member.base else { return name.first?.isLetter == true || name.first == "_" ? ([name], nil) : nil }
      guard SyntaxHelpers.startsLowercase(name), let type = typeRef(expression: base.raw) else { return nil }
      return ([name], type.name)
    }
    if let call = RawFunctionCallExprSyntax(raw), let head = flowStacksCasePath(call.calledExpression.raw) {
      if let first = call.arguments.elements.first, first.label == nil, let inner = flowStacksCasePath(first.expression.raw),
        inner.screenType == nil
      {
        return (head.path + inner.path, head.screenType)
      }
      return head
    }
    return nil
  }

  /// An expression that is a bare name (`presentationMode`) or `self.name`: the name; nil for anything else. Read
  /// for the arguments a call passes on (dismissals) and for the calls made on appear.
  static func passedName(_ expression: ExprSyntax) -> String? { passedName(expression.raw) }

  static func passedName(_ expression: RawSyntax) -> String? {
    if let name = RawDeclReferenceExprSyntax(expression) { return text(name.baseName) }
    if let member = RawMemberAccessExprSyntax(expression), let base = member.base.flatMap({ RawDeclReferenceExprSyntax($0) }),
      base.baseName.tokenKind == .keyword, text(base.baseName) == "self"
    {
      return text(member.declName.baseName)
    }
    return nil
  }

  private static func shortPath(_ raw: RawSyntax) -> [String]? {
    switch raw.kind {
    case .declReferenceExpr:
      return path(raw)
    case .memberAccessExpr:
      guard let e = RawMemberAccessExprSyntax(raw), let base = e.base, shortPath(base.raw)?.isEmpty == true else { return nil }
      return [text(e.declName.baseName)]
    case .optionalChainingExpr:
      return RawOptionalChainingExprSyntax(raw).flatMap { shortPath($0.expression.raw) }
    case .forceUnwrapExpr:
      return RawForceUnwrapExprSyntax(raw).flatMap { shortPath($0.expression.raw) }
    default:
      return nil
    }
  }

  /// A chain of member accesses is as deep as it is long; the walk down is a loop, its names gathered innermost
  /// first.
  private static func path(_ raw: RawSyntax) -> [String]? {
    var names: [String] = []
    var current = raw
    while true {
      switch current.kind {
      case .declReferenceExpr:
        guard let e = RawDeclReferenceExprSyntax(current) else { return nil }
        let name = text(e.baseName)
        if name != "self" {
          names.append(name.hasPrefix("$") && !name.dropFirst().allSatisfy(\.isNumber) ? String(name.dropFirst()) : name)
        }
        return names.reversed()
      case .memberAccessExpr:
        guard let e = RawMemberAccessExprSyntax(current), let base = e.base else { return nil }
        // `self.$viewModel`: a property wrapper's projection stands for the property, as `$viewModel` does.
        let name = text(e.declName.baseName)
        names.append(name.hasPrefix("$") && name.count > 1 ? String(name.dropFirst()) : name)
        current = base.raw
      case .optionalChainingExpr:
        guard let e = RawOptionalChainingExprSyntax(current) else { return nil }
        current = e.expression.raw
      case .forceUnwrapExpr:
        guard let e = RawForceUnwrapExprSyntax(current) else { return nil }
        current = e.expression.raw
      default:
        return nil
      }
    }
  }

  private static func typeRef(expression raw: RawSyntax) -> TypeRef? {
    switch raw.kind {
    case .memberAccessExpr:
      // Decided by the member's name before the base is read: `.font(…)` chains are never types.
      guard let e = RawMemberAccessExprSyntax(raw), let base = e.base else { return nil }
      let name = text(e.declName.baseName)
      if name == "self" { return typeRef(expression: base.raw) }
      guard SyntaxHelpers.isTypeName(name), let baseType = typeRef(expression: base.raw) else { return nil }
      return TypeRef("\(baseType.name).\(name)")
    case .declReferenceExpr:
      guard let e = RawDeclReferenceExprSyntax(raw) else { return nil }
      let name = text(e.baseName)
      return SyntaxHelpers.isTypeName(name) ? TypeRef(name) : nil
    case .genericSpecializationExpr:
      guard let e = RawGenericSpecializationExprSyntax(raw), let base = typeRef(expression: e.expression.raw) else { return nil }
      return TypeRef(base.name, arguments(e.genericArgumentClause))
    case .typeExpr:
      return RawTypeExprSyntax(raw).flatMap { typeRef(type: $0.type.raw) }
    default:
      return nil
    }
  }

  private static func typeRef(type raw: RawSyntax) -> TypeRef? {
    switch raw.kind {
    case .identifierType:
      guard let t = RawIdentifierTypeSyntax(raw) else { return nil }
      return TypeRef(text(t.name), t.genericArgumentClause.map(arguments) ?? [])
    case .memberType:
      guard let t = RawMemberTypeSyntax(raw) else { return nil }
      let base = typeRef(type: t.baseType.raw)?.name
      let name = text(t.name)
      return TypeRef(base.map { "\($0).\(name)" } ?? name, t.genericArgumentClause.map(arguments) ?? [])
    case .optionalType:
      return RawOptionalTypeSyntax(raw).flatMap { typeRef(type: $0.wrappedType.raw) }
    case .implicitlyUnwrappedOptionalType:
      return RawImplicitlyUnwrappedOptionalTypeSyntax(raw).flatMap { typeRef(type: $0.wrappedType.raw) }
    case .arrayType:
      return RawArrayTypeSyntax(raw).flatMap { typeRef(type: $0.element.raw) }.map { TypeRef("Array", [$0]) }
    case .attributedType:
      return RawAttributedTypeSyntax(raw).flatMap { typeRef(type: $0.baseType.raw) }
    case .someOrAnyType:
      // `any Coordinating` is the existential written `Coordinating` before Swift 5.6: the same type. `some View` is
      // an opaque type (one concrete type nobody names), not the protocol: no type.
      guard let t = RawSomeOrAnyTypeSyntax(raw), text(t.someOrAnySpecifier) == "any" else { return nil }
      return typeRef(type: t.constraint.raw)
    default:
      return nil
    }
  }

  private static func arguments(_ clause: RawGenericArgumentClauseSyntax) -> [TypeRef] {
    clause.arguments.elements.compactMap { argument in
      RawTypeSyntax(argument.argument).flatMap { typeRef(type: $0.raw) }
    }
  }
}
