import SwiftSyntax

/// Reads SwiftUI `TabView`s in one file, for `SwiftUILinker` (the choices on the app's own state and the assignments
/// to that state come from the shared pass: `ViewChoice`). `SourceReader` runs it only over files the shared pass saw
/// build a `TabView` or declare an App, so it costs nothing elsewhere.
public struct SwiftUIExtractor: Extractor {
  public init() {}

  public func extract(_ file: ParsedFile) -> SwiftUIFacts {
    guard file.moduleImports.contains("SwiftUI") else { return SwiftUIFacts() }
    let visitor = Visitor(file: file, collectsDeclarations: false)
    visitor.walk(file.tree)
    return visitor.swiftUI
  }

  /// Views that only wrap a tab's content: the tab is what they hold.
  static let wrappers: Set<String> = ["NavigationView", "NavigationStack", "Group", "VStack", "ZStack", "HStack"]

  /// A TabView's children: the statements of its content, with those of a `Group { … }` among them in its place. A
  /// modifier of the Group applies to each view in it (`Group { … }.toolbarBackground(.visible, for: .tabBar)`), so
  /// each is a tab; a Group tagged or given a tab item as a whole is one tab.
  static func tabChildren(_ statements: CodeBlockItemListSyntax, depth: Int = 0) -> [CodeBlockItemSyntax] {
    statements.flatMap { item -> [CodeBlockItemSyntax] in
      guard depth < 3, var expression = item.item.as(ExprSyntax.self) else { return [item] }
      while let call = expression.as(FunctionCallExprSyntax.self), let base = SyntaxHelpers.modifiedView(call) {
        let name = call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
        if name == "tag" || name == "tabItem" { return [item] }
        expression = base
      }
      guard let group = expression.as(FunctionCallExprSyntax.self), SyntaxHelpers.instantiatedType(group)?.name == "Group",
        group.arguments.isEmpty, let closure = SyntaxHelpers.closure(group)
      else { return [item] }
      return tabChildren(closure.statements, depth: depth + 1)
    }
  }

  /// `ForEach(Tab.allCases) { tab in Group { switch tab { case .exchange: ExchangeCoordinator(…) … } }.tag(tab) }`: a
  /// tab per case of the `switch` over the loop's element, tagged with that case (the loop tags each tab with its
  /// element), showing what that case's arm builds; nil for any other child.
  static func forEachTabs(_ expression: ExprSyntax, file: ParsedFile) -> [SwiftUITab]? {
    guard let (choice, element, closure) = TCASelectorReader.forEachSwitch(expression) else { return nil }
    // Tagged with the element itself (`.tag(tab)`); another tag (`.tag(tab.rawValue)`) names no case.
    let tagged = closure.statements.tokens(viewMode: .sourceAccurate).contains { token in
      guard token.tokenKind == .identifier("tag"), let member = token.parent?.parent?.as(MemberAccessExprSyntax.self),
        let call = member.parent?.as(FunctionCallExprSyntax.self), let value = call.arguments.first?.expression
      else { return false }
      return SyntaxHelpers.path(value) == [element]
    }
    let tabs = TCASelectorReader.switchOptions(choice, file: file).map { option in
      SwiftUITab(tag: tagged ? option.value : nil, views: option.views, location: option.location)
    }
    return tabs.isEmpty ? nil : tabs
  }

  /// A tab's tag and the types its content instantiates, read through modifiers (`.tabItem {…}`, `.tag(…)`,
  /// Stinsen's `.view()`), container views and a wrapper's arguments; bounded by the expression's depth.
  static func tab(_ expression: ExprSyntax, file: ParsedFile) -> SwiftUITab {
    let read = shown(expression)
    return SwiftUITab(tag: read.tag, views: read.views, location: file.location(of: expression), caseMethod: read.caseMethod)
  }

  private static func shown(_ expression: ExprSyntax) -> (tag: String?, views: [String], caseMethod: CaseMethodCall?) {
    var tag: String?
    var views: [String] = []
    var caseMethod: CaseMethodCall?
    var expr = expression
    for _ in 0..<256 {
      guard let call = expr.as(FunctionCallExprSyntax.self) else { break }
      if let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = SyntaxHelpers.modifiedView(call) {
        if member.declName.baseName.text == "tag", let value = call.arguments.first?.expression { tag = tagValue(value) }
        // `AppRoute.feed.view()`: a method of the enum, called on one of its cases, builds the content.
        if let built = TCASelectorReader.caseMethod(base, method: member.declName.baseName.text) {
          caseMethod = built
          break
        }
        expr = base
        continue
      }
      guard let type = SyntaxHelpers.instantiatedType(call) else { break }
      if wrappers.contains(type.baseName), let closure = SyntaxHelpers.closure(call),
        let first = closure.statements.first?.item.as(ExprSyntax.self)
      {
        expr = first
        continue
      }
      views.append(type.name)
      // A wrapper given what it shows (`NavigationViewCoordinator(MainCoordinator())`, `AnyView(Home())`).
      for argument in call.arguments where argument.label == nil {
        if let inner = argument.expression.as(FunctionCallExprSyntax.self).flatMap(SyntaxHelpers.instantiatedType) {
          views.append(inner.name)
        }
      }
      break
    }
    return (tag, views, caseMethod)
  }

  /// `.numbers`, `Tab.numbers`, `2`, `"feed"` as the tag's name (also what a state assignment assigns, so the two
  /// compare); nil for anything computed.
  static func tagValue(_ expression: ExprSyntax) -> String? {
    if let path = FlowStacksExtractor.casePath(expression)?.path, path.count == 1 { return path[0] }
    if let integer = expression.as(IntegerLiteralExprSyntax.self) { return integer.literal.text }
    if let string = expression.as(StringLiteralExprSyntax.self), string.segments.count == 1,
      let segment = string.segments.first?.as(StringSegmentSyntax.self)
    {
      return segment.content.text
    }
    return nil
  }

  /// `TabView { … }.tabViewStyle(.page)`: a pager whose pages scroll inside the one screen that holds it, with no tab
  /// bar (SwiftUI's `PageTabViewStyle`; watchOS's `.carousel` and `.verticalPage` likewise), so its pages are neither
  /// tabs nor screens. Read from the modifiers applied to the `TabView` call itself; a style set further out (on an
  /// enclosing view, or one held in a variable) is not read, and the TabView stays a tab bar.
  static func isPaged(_ tabView: FunctionCallExprSyntax) -> Bool {
    var expression = Syntax(tabView)
    for _ in 0..<256 {
      guard let member = expression.parent?.as(MemberAccessExprSyntax.self), member.base.map(Syntax.init) == expression,
        let call = member.parent?.as(FunctionCallExprSyntax.self), Syntax(call.calledExpression) == Syntax(member)
      else { return false }
      if member.declName.baseName.text == "tabViewStyle", let style = call.arguments.first?.expression {
        return pagedStyles.contains(styleName(style) ?? "")
      }
      expression = Syntax(call)
    }
    return false
  }

  private static let pagedStyles: Set<String> = [
    "page", "PageTabViewStyle", "carousel", "CarouselTabViewStyle", "verticalPage", "VerticalPageTabViewStyle",
  ]

  /// `.page`, `.page(indexDisplayMode: .never)`, `PageTabViewStyle()`, `.automatic`: the style's name.
  private static func styleName(_ style: ExprSyntax) -> String? {
    let named = style.as(FunctionCallExprSyntax.self)?.calledExpression ?? style
    if let member = named.as(MemberAccessExprSyntax.self), member.base == nil { return member.declName.baseName.text }
    return named.as(DeclReferenceExprSyntax.self)?.baseName.text
  }

  final class Visitor: ContextVisitor {
    var swiftUI = SwiftUIFacts()

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
      _ = super.visit(node)
      guard let host = currentType, node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "TabView",
        let closure = SyntaxHelpers.closure(node), !SwiftUIExtractor.isPaged(node)
      else { return .visitChildren }
      let selection = SyntaxHelpers.argument(node.arguments, "selection").flatMap(SyntaxHelpers.path)?.last
      let children = SwiftUIExtractor.tabChildren(closure.statements)
      let tabs = children.compactMap { item in item.item.as(ExprSyntax.self) }.flatMap { expression in
        SwiftUIExtractor.forEachTabs(expression, file: file) ?? [SwiftUIExtractor.tab(expression, file: file)]
      }
      let place = site(node)
      swiftUI.tabViews.append(
        SwiftUITabView(host: host, file: file.path, selection: selection, tabs: tabs, location: place.location,
                       platforms: place.platforms))
      let ownSelection = SyntaxHelpers.argument(node.arguments, "selection").flatMap(SyntaxHelpers.path)?.count == 1
      swiftUI.tabViews[swiftUI.tabViews.count - 1].tagsEveryCase = ownSelection && TabTags.everyTabTagged(children)
      return .visitChildren
    }
  }
}
