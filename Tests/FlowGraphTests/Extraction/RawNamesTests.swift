import Foundation
import SwiftParser
import SwiftSyntax
import XCTest

@testable import FlowGraph

/// The names the shared pass reads from the raw tree (`RawNames`) are what SwiftSyntax's nodes give: over every
/// node of every bundled sample and of shapes the samples lack (error recovery, `$0`, optional chains, generic
/// calls, keywords as names, types as written), compared with the same reads through nodes, written here as the
/// definition.
final class RawNamesTests: XCTestCase {
  private static let odd = """
    struct S {
      func f() {
        a.b.c(); self.a?.b!.c(); $viewModel.routes.push(.x); self.$viewModel.routes; $0.name; $1; self; Self.make()
        HomeView(); HomeView.init(x: 1); Foo.Bar.Baz(); NFlow<Screen>(root: .home); [Int].self; Foo<Bar, [Baz]>.init()
        Optional<Int?>.none; Foo.self.init(); foo.init(); `default`.value; x.`class`; a.0.b; (a).b; a[0].b
        routes.
        x = .
        Foo<.init(
        let y = HomeView(
        f(a:, b: )
        Ünïcödé.ßcreens(); ünïcödé.værdi; ProfileCoordinatorViewModelWithAVeryLongName.init(routes: [])
        any P.self; (any P).self; some.View()
        switch action {
        case .a(.b(.c)), .routeAction(_, action: .main(.signedOut)), .routeAction(id: .x, action: .name), .d(_, .e), .f(let x, .g):
          break
        case .h(.i, .j), .k(action: 1), .l(_), .m(.n(_)), Screen.o(.p), .init(.q), .self, .R(.s), .t(x: .u), .v(.w(.x(.y(.z)))):
          break
        default: break
        }
        send(.delegate(.closeTapped)); store.send(.tabs(.profile(.router(.routeAction(0, action: .main(.signedOut))))))
        closeButton(dismiss: self.dismiss); backButton(presentationMode); f(self.x.y, `self`.z, Self.a, dismiss)
      }
      var v: [String: Int]? = nil
      var w: (inout Int) -> Void
      var x: @MainActor Foo.Bar<[Baz?], Qux.Quux>!
      var y: Routes<Screen>? = nil
      var z: some View { EmptyView() }
    }
    """

  func testRawNamesAreWhatTheNodesGive() throws {
    var sources = [Self.odd]
    let samples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Samples")
    let files = FileManager.default.enumerator(at: samples, includingPropertiesForKeys: nil)?
      .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" } ?? []
    XCTAssertGreaterThan(files.count, 20, "the samples were not found")
    for file in files { sources.append(try String(contentsOf: file, encoding: .utf8)) }
    var checked = (references: 0, members: 0, types: 0, calls: 0, expressions: 0, casePaths: 0)
    for source in sources {
      let tree = Parser.parse(source: source)
      var stack: [Syntax] = [Syntax(tree)]
      while let node = stack.popLast() {
        stack += node.children(viewMode: .sourceAccurate)
        if let reference = node.as(DeclReferenceExprSyntax.self) {
          XCTAssertEqual(RawNames.baseName(reference), reference.baseName.text)
          checked.references += 1
        }
        if let member = node.as(MemberAccessExprSyntax.self) {
          XCTAssertEqual(RawNames.memberName(member), member.declName.baseName.text)
          checked.members += 1
        }
        if let type = node.as(IdentifierTypeSyntax.self) { XCTAssertEqual(RawNames.name(type), type.name.text); checked.types += 1 }
        if let type = node.as(MemberTypeSyntax.self) { XCTAssertEqual(RawNames.name(type), type.name.text); checked.types += 1 }
        if let call = node.as(FunctionCallExprSyntax.self) {
          XCTAssertEqual(RawNames.instantiatedType(call), Reference.instantiatedType(call), "\(call.trimmedDescription)")
          let called = RawNames.calledName(call)
          XCTAssertEqual(called?.name, call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
                           ?? call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text)
          XCTAssertEqual(called?.member, call.calledExpression.is(MemberAccessExprSyntax.self) ? true : called == nil ? nil : false)
          XCTAssertEqual(RawNames.hasCaseLikeArgument(call), call.arguments.contains { argument in
            argument.expression.is(MemberAccessExprSyntax.self)
              || argument.expression.as(FunctionCallExprSyntax.self).map {
                $0.calledExpression.is(MemberAccessExprSyntax.self) || $0.calledExpression.is(FunctionCallExprSyntax.self)
              } == true
          }, call.trimmedDescription)
          XCTAssertEqual(RawNames.hasNoArguments(call), call.arguments.isEmpty && call.trailingClosure == nil)
          let labels: Set<String> = ["routes", "action", "x", "initialNumber"]
          XCTAssertEqual(RawNames.hasArgument(call, labelledIn: labels),
                         call.arguments.contains { $0.label.map { labels.contains($0.text) } ?? false }, call.trimmedDescription)
          let forwards = DismissalForwarding.forwards(call, site: { Reference.site }, mayDismiss: { _ in true })
          XCTAssertEqual(forwards.map { [$0.function, $0.label ?? "_", String($0.position), $0.property] },
                         Reference.forwards(call), call.trimmedDescription)
          checked.calls += 1
        }
        if let type = node.as(TypeSyntax.self) {
          XCTAssertEqual(RawNames.typeRef(type), Reference.typeRef(type), type.trimmedDescription)
          checked.types += 1
        }
        if let expression = node.as(ExprSyntax.self) {
          let text = expression.trimmedDescription
          XCTAssertEqual(RawNames.path(expression), Reference.path(expression), text)
          XCTAssertEqual(RawNames.shortPath(expression), Reference.shortPath(expression), text)
          XCTAssertEqual(RawNames.typeRef(expression: expression), Reference.typeRef(expression: expression), text)
          let result = RawNames.resultCasePath(expression), resultNodes = Reference.resultCasePath(expression)
          XCTAssertEqual(result?.path, resultNodes?.path, text)
          XCTAssertEqual(result?.payloadIgnored, resultNodes?.payloadIgnored, text)
          let flowStacks = RawNames.flowStacksCasePath(expression), flowStacksNodes = Reference.flowStacksCasePath(expression)
          XCTAssertEqual(flowStacks?.path, flowStacksNodes?.path, text)
          XCTAssertEqual(flowStacks?.screenType, flowStacksNodes?.screenType, text)
          XCTAssertEqual(RawNames.passedName(expression), Reference.passedName(expression), text)
          if result != nil { checked.casePaths += 1 }
          checked.expressions += 1
        }
      }
    }
    XCTAssertGreaterThan(checked.references, 500)
    XCTAssertGreaterThan(checked.members, 500)
    XCTAssertGreaterThan(checked.types, 300)
    XCTAssertGreaterThan(checked.calls, 500)
    XCTAssertGreaterThan(checked.expressions, 3000)
    XCTAssertGreaterThan(checked.casePaths, 300)
  }

  func testPathsAndTypesOfKnownShapes() {
    func expression(_ text: String) -> ExprSyntax {
      let tree = Parser.parse(source: "_ = \(text)")
      return tree.statements.first?.item.as(SequenceExprSyntax.self)?.elements.last ?? ExprSyntax(MissingExprSyntax())
    }
    XCTAssertEqual(RawNames.path(expression("self.a?.b!.c")), ["a", "b", "c"])
    XCTAssertEqual(RawNames.path(expression("$viewModel.routes")), ["viewModel", "routes"])
    XCTAssertEqual(RawNames.path(expression("$0.routes")), ["$0", "routes"])
    XCTAssertEqual(RawNames.path(expression("self")), [])
    XCTAssertNil(RawNames.path(expression("a().b")))
    XCTAssertEqual(RawNames.shortPath(expression("self.router")), ["router"])
    XCTAssertNil(RawNames.shortPath(expression("a.b.c")))
    XCTAssertEqual(RawNames.typeRef(expression: expression("Foo.Bar.self")), TypeRef("Foo.Bar"))
    XCTAssertEqual(RawNames.typeRef(expression: expression("NFlow<Screen>")), TypeRef("NFlow", [TypeRef("Screen")]))
    XCTAssertEqual(RawNames.typeRef(expression: expression("Optional<Screen>.self")), TypeRef("Optional", [TypeRef("Screen")]))
    // `[Screen]` in an expression is an array literal, not a type.
    XCTAssertNil(RawNames.typeRef(expression: expression("[Screen].self")))
    XCTAssertNil(RawNames.typeRef(expression: expression("Text(\"\").font")))
    XCTAssertEqual(RawNames.resultCasePath(expression(".routeAction(_, action: .main(.signedOut))"))?.path, ["routeAction", "main", "signedOut"])
    XCTAssertEqual(RawNames.resultCasePath(expression(".a(.b(_))"))?.payloadIgnored, false)
    XCTAssertEqual(RawNames.resultCasePath(expression(".a(.b, .c)"))?.path, ["a"])
    XCTAssertEqual(RawNames.flowStacksCasePath(expression("Screen.settings(.about)"))?.path, ["settings", "about"])
    XCTAssertEqual(RawNames.flowStacksCasePath(expression("Screen.settings(.about)"))?.screenType, "Screen")
    XCTAssertNil(RawNames.flowStacksCasePath(expression(".init(x)")))
    guard let call = expression("HomeViewModel.init(x: 1)").as(FunctionCallExprSyntax.self) else { return XCTFail("no call") }
    XCTAssertEqual(RawNames.instantiatedType(call), TypeRef("HomeViewModel"))
  }
}

/// The same reads through syntax nodes: what `RawNames` must give.
private enum Reference {
  static let site = Site(
    context: ContextKey(type: nil, file: "f", member: nil, screen: nil), unit: "u", location: SourceLocation(file: "f", line: 1, column: 1),
    platforms: [])

  static func resultCasePath(_ expression: ExprSyntax) -> (path: [String], payloadIgnored: Bool)? {
    var current = expression
    var path: [String] = []
    for _ in 0..<16 {
      if let member = current.as(MemberAccessExprSyntax.self), member.base == nil {
        return (path + [member.declName.baseName.text], true)
      }
      guard let call = current.as(FunctionCallExprSyntax.self), let called = call.calledExpression.as(MemberAccessExprSyntax.self),
        called.base == nil
      else { return path.isEmpty ? nil : (path, false) }
      path.append(called.declName.baseName.text)
      let arguments = Array(call.arguments)
      let nested = arguments.filter { $0.expression.is(MemberAccessExprSyntax.self) || $0.expression.is(FunctionCallExprSyntax.self) }
      let wildcards = arguments.filter {
        $0.expression.is(DiscardAssignmentExprSyntax.self)
          || $0.expression.as(PatternExprSyntax.self)?.pattern.is(WildcardPatternSyntax.self) == true
      }.count
      if let action = call.arguments.first(where: { $0.label?.text == "action" }),
        action.expression.is(MemberAccessExprSyntax.self) || action.expression.is(FunctionCallExprSyntax.self)
      {
        current = action.expression
      } else if nested.count == 1, call.arguments.count == nested.count + wildcards, let next = nested.first?.expression {
        current = next
      } else {
        return (path, false)
      }
    }
    return nil
  }

  static func flowStacksCasePath(_ expression: ExprSyntax) -> (path: [String], screenType: String?)? {
    if let m = expression.as(MemberAccessExprSyntax.self) {
      let name = m.declName.baseName.text
      guard name != "init", name != "self" else { return nil }
      guard let base = m.base else { return name.first?.isLetter == true || name.first == "_" ? ([name], nil) : nil }
      guard SyntaxHelpers.startsLowercase(name), let type = typeRef(expression: base) else { return nil }
      return ([name], type.name)
    }
    if let call = expression.as(FunctionCallExprSyntax.self), let head = flowStacksCasePath(call.calledExpression) {
      if let first = call.arguments.first, first.label == nil, let inner = flowStacksCasePath(first.expression), inner.screenType == nil {
        return (head.path + inner.path, head.screenType)
      }
      return head
    }
    return nil
  }

  /// A bare name or `self.name`.
  static func passedName(_ expression: ExprSyntax) -> String? {
    if let reference = expression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
    if let member = expression.as(MemberAccessExprSyntax.self),
      member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
    {
      return member.declName.baseName.text
    }
    return nil
  }

  /// A call's arguments that pass a bare lowercase name or `self.name`: function, label (`_` for none), position, name.
  static func forwards(_ call: FunctionCallExprSyntax) -> [[String]] {
    let function: String
    if let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
      function = member.declName.baseName.text
    } else if let name = call.calledExpression.as(DeclReferenceExprSyntax.self) {
      function = name.baseName.text
    } else {
      return []
    }
    var found: [[String]] = []
    for (position, argument) in call.arguments.enumerated() {
      guard let name = passedName(argument.expression), SyntaxHelpers.startsLowercase(name) else { continue }
      found.append([function, argument.label?.text ?? "_", String(position), name])
    }
    return found
  }

  static func typeRef(_ type: TypeSyntax) -> TypeRef? {
    if let t = type.as(IdentifierTypeSyntax.self) { return TypeRef(t.name.text, t.genericArgumentClause.map(arguments) ?? []) }
    if let t = type.as(MemberTypeSyntax.self) {
      let base = typeRef(t.baseType)?.name
      return TypeRef(base.map { "\($0).\(t.name.text)" } ?? t.name.text, t.genericArgumentClause.map(arguments) ?? [])
    }
    if let t = type.as(OptionalTypeSyntax.self) { return typeRef(t.wrappedType) }
    if let t = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) { return typeRef(t.wrappedType) }
    if let t = type.as(ArrayTypeSyntax.self) { return typeRef(t.element).map { TypeRef("Array", [$0]) } }
    if let t = type.as(AttributedTypeSyntax.self) { return typeRef(t.baseType) }
    // `any P` is the type `P`; `some P` names no type.
    if let t = type.as(SomeOrAnyTypeSyntax.self), t.someOrAnySpecifier.text == "any" { return typeRef(t.constraint) }
    return nil
  }

  static func arguments(_ clause: GenericArgumentClauseSyntax) -> [TypeRef] {
    clause.arguments.compactMap { $0.argument.as(TypeSyntax.self).flatMap(typeRef) }
  }

  static func typeRef(expression: ExprSyntax) -> TypeRef? {
    if let e = expression.as(MemberAccessExprSyntax.self) {
      guard let base = e.base else { return nil }
      let name = e.declName.baseName.text
      if name == "self" { return typeRef(expression: base) }
      guard SyntaxHelpers.isTypeName(name), let baseType = typeRef(expression: base) else { return nil }
      return TypeRef("\(baseType.name).\(name)")
    }
    if let e = expression.as(DeclReferenceExprSyntax.self) {
      return SyntaxHelpers.isTypeName(e.baseName.text) ? TypeRef(e.baseName.text) : nil
    }
    if let e = expression.as(GenericSpecializationExprSyntax.self) {
      guard let base = typeRef(expression: e.expression) else { return nil }
      return TypeRef(base.name, arguments(e.genericArgumentClause))
    }
    return expression.as(TypeExprSyntax.self).flatMap { typeRef($0.type) }
  }

  static func instantiatedType(_ call: FunctionCallExprSyntax) -> TypeRef? {
    var called = call.calledExpression
    if let m = called.as(MemberAccessExprSyntax.self), m.declName.baseName.text == "init", let base = m.base { called = base }
    return typeRef(expression: called)
  }

  static func shortPath(_ expression: ExprSyntax) -> [String]? {
    if expression.is(DeclReferenceExprSyntax.self) { return path(expression) }
    if let e = expression.as(MemberAccessExprSyntax.self) {
      guard let base = e.base, shortPath(base)?.isEmpty == true else { return nil }
      return [e.declName.baseName.text]
    }
    if let e = expression.as(OptionalChainingExprSyntax.self) { return shortPath(e.expression) }
    if let e = expression.as(ForceUnwrapExprSyntax.self) { return shortPath(e.expression) }
    return nil
  }

  static func path(_ expression: ExprSyntax) -> [String]? {
    if let e = expression.as(DeclReferenceExprSyntax.self) {
      let name = e.baseName.text
      if name == "self" { return [] }
      return [name.hasPrefix("$") && !name.dropFirst().allSatisfy(\.isNumber) ? String(name.dropFirst()) : name]
    }
    if let e = expression.as(MemberAccessExprSyntax.self), let base = e.base {
      let name = e.declName.baseName.text
      return path(base).map { $0 + [name.hasPrefix("$") && name.count > 1 ? String(name.dropFirst()) : name] }
    }
    if let e = expression.as(OptionalChainingExprSyntax.self) { return path(e.expression) }
    if let e = expression.as(ForceUnwrapExprSyntax.self) { return path(e.expression) }
    return nil
  }
}
