import SwiftSyntax

/// Reads the views that show one of several children by a store property, and the reducer assignments to such a
/// property (see `TCASelector`, `TCAStateAssignment`).
enum TCASelectorReader {
  /// Names a view's store goes by: `store`, `viewStore` (inside `WithViewStore`), `self.store`.
  private static let storeNames: Set<String> = ["store", "viewStore"]

  /// The store property a `TabView(selection:)` binds: `$store.tab.sending(\.tabSelected)`, `$store.tab`,
  /// `viewStore.binding(get: \.tab, send: …)`, `viewStore.$tab`.
  static func selectionProperty(_ expression: ExprSyntax) -> String? {
    if let call = expression.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
      let base = member.base
    {
      switch member.declName.baseName.text {
      case "sending": return storeProperty(base)
      case "binding":
        guard let keyPath = SyntaxHelpers.argument(call.arguments, "get")?.as(KeyPathExprSyntax.self) else { return nil }
        let names = keyPath.components.compactMap { $0.component.as(KeyPathPropertyComponentSyntax.self)?.declName.baseName.text }
        return names.count == 1 ? names.first : nil
      default: return nil
      }
    }
    return storeProperty(expression)
  }

  /// `{ $0 }`: a closure handing back its argument.
  static func isIdentity(_ expression: ExprSyntax) -> Bool {
    guard let closure = expression.as(ClosureExprSyntax.self), closure.statements.count == 1,
      let value = closure.statements.first?.item.as(ExprSyntax.self), let path = SyntaxHelpers.path(value), path.count == 1
    else { return false }
    return SyntaxHelpers.parameterNames(closure).last == path[0]
  }

  /// `store.viewState`, `$store.tab`, `self.store.isLoggedIn`, `store.state.flow` → the property. A store of
  /// observable state reads a property of its `state` through dynamic member lookup, so `store.flow` and
  /// `store.state.flow` are the same value.
  static func storeProperty(_ expression: ExprSyntax) -> String? {
    guard var path = SyntaxHelpers.path(expression), let head = path.first, storeNames.contains(head) else { return nil }
    if path.count == 3, path[1] == "state" { path.remove(at: 1) }
    return path.count == 2 ? path.last : nil
  }

  /// The children of a TabView closure with their tags: `ChildView(store: …).tabItem { … }.tag(Tab.map)`, or
  /// SwiftUI's `Tab("Map", systemImage: "map", value: .map) { ChildView(store: …) }` (iOS 18), whose value is its tag.
  static func taggedChildren(_ statements: CodeBlockItemListSyntax, file: ParsedFile, depth: Int = 0) -> [TCASelectorOption] {
    statements.flatMap { item -> [TCASelectorOption] in
      guard var expression = item.item.as(ExprSyntax.self) else { return [] }
      // `Group { … }` (also the body of a helper the TabView calls) holds the tabs, also with modifiers that apply to
      // each of them (`SwiftUIExtractor.tabChildren`).
      if depth < 2, let group = Self.ungroupedContent(expression) {
        return taggedChildren(group.statements, file: file, depth: depth + 1)
      }
      // `ForEach(Tab.allCases) { tab in Group { switch tab { case .map: MapView(…) … } }.tag(tab) }`.
      if let (choice, _, _) = forEachSwitch(expression) { return switchOptions(choice, file: file) }
      var tag: String?
      var caseMethod: CaseMethodCall?
      // Down the modifier chain to the view it starts from.
      while let call = expression.as(FunctionCallExprSyntax.self) {
        // `Tab(…, value: .map) { content }`: the tag is its value, the view is the content's.
        if SyntaxHelpers.instantiatedType(call)?.name == "Tab", let value = SyntaxHelpers.argument(call.arguments, "value"),
          let content = SyntaxHelpers.closure(call), content.statements.count == 1, let first = content.statements.first?.item.as(ExprSyntax.self)
        {
          tag = caseName(value)
          expression = first
          continue
        }
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = SyntaxHelpers.modifiedView(call) {
          if member.declName.baseName.text == "tag", let value = call.arguments.first?.expression { tag = caseName(value) }
          // `AppRoute.report.view(store)`: a method of the enum, called on one of its cases, builds the view.
          if let built = Self.caseMethod(base, method: member.declName.baseName.text) {
            caseMethod = built
            break
          }
          expression = base
          continue
        }
        break
      }
      if let tag, let caseMethod {
        return [TCASelectorOption(value: tag, views: [], location: file.location(of: item), scope: scope(in: Syntax(item)),
                                  caseMethod: caseMethod)]
      }
      guard let tag, let view = expression.as(FunctionCallExprSyntax.self).flatMap(SyntaxHelpers.instantiatedType),
        SyntaxHelpers.isTypeName(view.baseName)
      else { return [] }
      // `VStack { Spacer(); HomeCoordinatorView(…) }.tag(…)`: a stack's tab shows what the stack holds.
      let views = FlowStacksExtractor.Visitor.swiftUIContainers.contains(view.name) ? Self.views(in: Syntax(expression)) : [view.name]
      return [TCASelectorOption(value: tag, views: views, location: file.location(of: item), scope: scope(in: Syntax(item)))]
    }
  }

  /// `AppRoute.report` as the receiver of `method`: a case of a type written out (a lowercase member of a capitalised
  /// name), with a lowercase method that is no modifier of SwiftUI's the chain could go on with.
  static func caseMethod(_ base: ExprSyntax, method: String) -> CaseMethodCall? {
    guard SyntaxHelpers.startsLowercase(method), let access = base.as(MemberAccessExprSyntax.self),
      let type = access.base.flatMap(SyntaxHelpers.typeRef(expression:)), SyntaxHelpers.isTypeName(type.baseName),
      case .identifier(let name) = access.declName.baseName.tokenKind, SyntaxHelpers.startsLowercase(name)
    else { return nil }
    return CaseMethodCall(type: type.name, caseName: name, method: method)
  }

  /// `if state.tab == tab { state.tab = tab … }`: the value is already selected, nothing changes on screen.
  static func reassignsSameValue(_ node: SequenceExprSyntax, property: String, value: ExprSyntax) -> Bool {
    // The value as written is needed only beside a condition on the property: most assignments have none.
    var written: String?
    var current = node.parent
    // Up to the enclosing function or closure: conditions further out hold for other code too.
    while let parent = current, !parent.is(ClosureExprSyntax.self), !parent.is(FunctionDeclSyntax.self) {
      if let ifExpr = parent.as(IfExprSyntax.self), node.position >= ifExpr.body.position, node.endPosition <= ifExpr.body.endPosition {
        for condition in ifExpr.conditions {
          // Unfolded as the parser leaves it: `state.tab`, `==`, `tab`.
          guard let sequence = condition.condition.as(SequenceExprSyntax.self), sequence.elements.count == 3 else { continue }
          let parts = Array(sequence.elements)
          guard parts[1].as(BinaryOperatorExprSyntax.self)?.operator.text == "==" else { continue }
          let sides = [parts[0], parts[2]]
          guard sides.contains(where: { SyntaxHelpers.path($0) == ["state", property] }) else { continue }
          let value = written ?? value.trimmedDescription
          written = value
          if sides.contains(where: { $0.trimmedDescription == value }) { return true }
        }
      }
      current = parent.parent
    }
    return false
  }

  /// `TabView(selection: …) { tabContentView() }`: the view's own helper that builds the tabs.
  static func helperCall(_ closure: ClosureExprSyntax) -> String? {
    guard closure.statements.count == 1, var expression = closure.statements.first?.item.as(ExprSyntax.self) else { return nil }
    // Down the modifiers applied to it (`tabs.toolbar(.hidden, for: .tabBar)`).
    while let call = expression.as(FunctionCallExprSyntax.self), let base = SyntaxHelpers.modifiedView(call) {
      expression = base
    }
    // `tabContentView()`, or a computed property `tabs`.
    if let call = expression.as(FunctionCallExprSyntax.self) {
      guard call.arguments.isEmpty, let path = SyntaxHelpers.path(call.calledExpression), path.count == 1 else { return nil }
      return path.first
    }
    guard let name = expression.as(DeclReferenceExprSyntax.self)?.baseName.text, SyntaxHelpers.startsLowercase(name) else { return nil }
    return name
  }

  /// `.map`, `Tab.map`, `MainTab.Tab.map` → `map`; `true`/`false` as written.
  static func caseName(_ expression: ExprSyntax) -> String? {
    if let bool = SyntaxHelpers.bool(expression) { return bool ? "true" : "false" }
    guard let member = expression.as(MemberAccessExprSyntax.self) else { return nil }
    if let base = member.base, !(SyntaxHelpers.path(base)?.allSatisfy(SyntaxHelpers.isTypeName) ?? false) { return nil }
    // `.init(…)` builds a value; it names no case.
    guard member.declName.baseName.tokenKind != .keyword(.`init`) else { return nil }
    return member.declName.baseName.text
  }

  /// `switch store.viewState { case .start: … case .tab: TabsView(…) }`: one option per case.
  /// `ForEach(Tab.allCases) { tab in … switch tab { … } … }`: the `switch` over the loop's element, the element's name
  /// and the loop's closure; nil for anything else.
  static func forEachSwitch(_ expression: ExprSyntax) -> (choice: SwitchExprSyntax, element: String, closure: ClosureExprSyntax)? {
    guard let forEach = expression.as(FunctionCallExprSyntax.self), SyntaxHelpers.instantiatedType(forEach)?.name == "ForEach",
      let closure = SyntaxHelpers.closure(forEach), let parameter = SyntaxHelpers.parameterNames(closure).last,
      let choice = closure.statements.tokens(viewMode: .sourceAccurate).lazy.compactMap({ $0.parent?.as(SwitchExprSyntax.self) })
        .first(where: { SyntaxHelpers.path($0.subject) == [parameter] })
    else { return nil }
    return (choice, parameter, closure)
  }

  static func switchOptions(_ node: SwitchExprSyntax, file: ParsedFile) -> [TCASelectorOption] {
    node.cases.compactMap { item -> TCASelectorOption? in
      guard let switchCase = item.as(SwitchCaseSyntax.self), case .case(let label) = switchCase.label else { return nil }
      let names = label.caseItems.compactMap { FlowStacksExtractor.Visitor.patternPath($0.pattern)?.first }
      guard names.count == 1, let name = names.first else { return nil }
      var option = TCASelectorOption(value: name, views: views(in: Syntax(switchCase.statements)), location: file.location(of: switchCase),
                                     scope: scope(in: Syntax(switchCase.statements)))
      option.tabViews = tabViews(in: Syntax(switchCase.statements), file: file)
      return option
    }
  }

  /// The TabView calls written in an option's code (`TCASelectorOption.tabViews`), at the place a TabView's selector
  /// records; nil when there are none.
  static func tabViews(in node: Syntax, file: ParsedFile) -> [SourceLocation]? {
    var found: [SourceLocation] = []
    for token in node.tokens(viewMode: .sourceAccurate) where token.tokenKind == .identifier("TabView") {
      guard let reference = token.parent?.as(DeclReferenceExprSyntax.self), let call = reference.parent?.as(FunctionCallExprSyntax.self),
        call.calledExpression.id == reference.id
      else { continue }
      found.append(file.location(of: call))
    }
    return found.isEmpty ? nil : found
  }

  /// `if store.isLoggedIn { A } else { B }` (or `!store.isLoggedIn`): the property and its two options.
  static func ifOptions(_ node: IfExprSyntax, file: ParsedFile) -> (property: String, options: [TCASelectorOption])? {
    guard node.conditions.count == 1, let condition = node.conditions.first?.condition.as(ExprSyntax.self),
      let elseBody = node.elseBody, case .codeBlock(let elseBlock) = elseBody
    else { return nil }
    var negated = false
    var subject = condition
    if let prefix = condition.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
      negated = true
      subject = prefix.expression
    }
    guard let property = storeProperty(subject) else { return nil }
    var then = TCASelectorOption(value: negated ? "false" : "true", views: views(in: Syntax(node.body)), location: file.location(of: node.body),
                                 scope: scope(in: Syntax(node.body)))
    then.tabViews = tabViews(in: Syntax(node.body), file: file)
    var other = TCASelectorOption(value: negated ? "true" : "false", views: views(in: Syntax(elseBlock)), location: file.location(of: elseBlock),
                                  scope: scope(in: Syntax(elseBlock)))
    other.tabViews = tabViews(in: Syntax(elseBlock), file: file)
    return (property, [then, other])
  }

  /// `if let child = store.scope(state: \.destination?.main, action: \.destination.main) { MainView(store: child) }`:
  /// what a view shows while an optional enum property of its state holds one case (TCA's enum destinations), as
  /// that property and the option for the case. A view writes one such `if` per case it can show.
  static func optionalCaseOption(_ node: IfExprSyntax, file: ParsedFile) -> (property: String, option: TCASelectorOption)? {
    guard node.elseBody == nil, node.conditions.count == 1,
      let binding = node.conditions.first?.condition.as(OptionalBindingConditionSyntax.self),
      let call = binding.initializer?.value.as(FunctionCallExprSyntax.self),
      let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "scope",
      let base = member.base, let path = SyntaxHelpers.path(base), path.count == 1, let head = path.first, storeNames.contains(head),
      let keyPath = SyntaxHelpers.argument(call.arguments, "state")?.as(KeyPathExprSyntax.self), keyPath.components.count == 3
    else { return nil }
    let components = Array(keyPath.components)
    guard let property = components[0].component.as(KeyPathPropertyComponentSyntax.self)?.declName.baseName.text,
      components[1].component.is(KeyPathOptionalComponentSyntax.self),
      let value = components[2].component.as(KeyPathPropertyComponentSyntax.self)?.declName.baseName.text
    else { return nil }
    return (property, TCASelectorOption(value: value, views: views(in: Syntax(node.body)), location: file.location(of: node.body)))
  }

  /// The children of a TabView without a selection, each a view (down its modifier chain) named by the child
  /// state its store is scoped to (`HomeView(store: store.scope(state: \.home, …)).tabItem { … }` → `home`), else
  /// by the view; empty unless every child is a view built there.
  /// The content of `Group { … }`, also under modifiers other than a tag or a tab item (which make it one tab).
  private static func ungroupedContent(_ expression: ExprSyntax) -> ClosureExprSyntax? {
    var expression = expression
    while let call = expression.as(FunctionCallExprSyntax.self), let base = SyntaxHelpers.modifiedView(call) {
      let name = call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
      if name == "tag" || name == "tabItem" { return nil }
      expression = base
    }
    guard let group = expression.as(FunctionCallExprSyntax.self), SyntaxHelpers.instantiatedType(group)?.name == "Group" else { return nil }
    return SyntaxHelpers.closure(group)
  }

  static func untaggedChildren(_ statements: CodeBlockItemListSyntax, file: ParsedFile) -> [TCASelectorOption] {
    var options: [TCASelectorOption] = []
    for item in SwiftUIExtractor.tabChildren(statements) {
      guard var expression = item.item.as(ExprSyntax.self) else { return [] }
      while let call = expression.as(FunctionCallExprSyntax.self), let base = SyntaxHelpers.modifiedView(call) {
        expression = base
      }
      guard let view = expression.as(FunctionCallExprSyntax.self).flatMap(SyntaxHelpers.instantiatedType),
        SyntaxHelpers.isTypeName(view.baseName)
      else { return [] }
      let scope = scope(in: Syntax(expression))
      let value = scope ?? view.name
      guard !options.contains(where: { $0.value == value }) else { return [] }
      options.append(TCASelectorOption(value: value, views: [view.name], location: file.location(of: item), scope: scope))
    }
    return options
  }

  /// The first `scope(state: \.x, …)` in an option: the child state it shows.
  static func scope(in node: Syntax) -> String? {
    for token in node.tokens(viewMode: .sourceAccurate) where token.text == "scope" {
      guard let call = token.parent?.parent?.parent?.as(FunctionCallExprSyntax.self),
        let keyPath = SyntaxHelpers.argument(call.arguments, "state")?.as(KeyPathExprSyntax.self),
        let first = keyPath.components.first?.component.as(KeyPathPropertyComponentSyntax.self)
      else { continue }
      return first.declName.baseName.text
    }
    return nil
  }

  static func views(in node: Syntax) -> [String] {
    var seen = Set<String>()
    return SyntaxHelpers.viewsBuilt(in: node).filter { seen.insert($0).inserted }
  }

  /// Whether the statements build a `TCARouter` themselves.
  static func buildsRouter(_ node: Syntax) -> Bool {
    node.tokens(viewMode: .sourceAccurate).contains { $0.text == "TCARouter" }
  }
}
