import SwiftSyntax

/// Reads SwiftUI `TabView`s and an App body's switches on its state in one file, for `SwiftUILinker` (the
/// assignments to that state come from the shared pass). `SourceReader` runs it only over files the shared pass saw
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

  /// A tab's tag and the types its content instantiates, read through modifiers (`.tabItem {…}`, `.tag(…)`,
  /// Stinsen's `.view()`), container views and a wrapper's arguments; bounded by the expression's depth.
  static func tab(_ expression: ExprSyntax, file: ParsedFile) -> SwiftUITab {
    var tag: String?
    var views: [String] = []
    var caseMethod: CaseMethodCall?
    var expr = expression
    for _ in 0..<256 {
      guard let call = expr.as(FunctionCallExprSyntax.self) else { break }
      if let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base {
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
    return SwiftUITab(tag: tag, views: views, location: file.location(of: expression), caseMethod: caseMethod)
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

  final class Visitor: ContextVisitor {
    var swiftUI = SwiftUIFacts()

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
      _ = super.visit(node)
      guard let host = currentType, node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "TabView",
        let closure = SyntaxHelpers.closure(node)
      else { return .visitChildren }
      let selection = SyntaxHelpers.argument(node.arguments, "selection").flatMap(SyntaxHelpers.path)?.last
      let tabs = closure.statements.compactMap { item in item.item.as(ExprSyntax.self) }.map { SwiftUIExtractor.tab($0, file: file) }
      let place = site(node)
      swiftUI.tabViews.append(
        SwiftUITabView(host: host, file: file.path, selection: selection, tabs: tabs, location: place.location,
                       platforms: place.platforms))
      let ownSelection = SyntaxHelpers.argument(node.arguments, "selection").flatMap(SyntaxHelpers.path)?.count == 1
      swiftUI.tabViews[swiftUI.tabViews.count - 1].tagsEveryCase = ownSelection && TabTags.everyTabTagged(closure.statements)
      return .visitChildren
    }

    /// Whether each enclosing type declaration conforms to `App`.
    private var apps: [Bool] = []

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
      apps.append(node.inheritanceClause?.inheritedTypes.contains { SyntaxHelpers.typeRef($0.type)?.baseName == "App" } == true)
      defer { apps.removeLast() }
      return super.visit(node)
    }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
      apps.append(false)
      defer { apps.removeLast() }
      return super.visit(node)
    }

    private var inAppBody: Bool { apps.last == true && context.member == "body" }

    override func visit(_ node: SwitchExprSyntax) -> SyntaxVisitorContinueKind {
      guard inAppBody, let host = currentType, let subject = SyntaxHelpers.path(node.subject), !subject.isEmpty else {
        return .visitChildren
      }
      var options: [SwiftUITab] = []
      for item in node.cases {
        guard let switchCase = item.as(SwitchCaseSyntax.self), case .case(let label) = switchCase.label,
          let first = switchCase.statements.first?.item.as(ExprSyntax.self)
        else { continue }
        let shown = SwiftUIExtractor.tab(first, file: file)
        for caseItem in label.caseItems {
          let pattern = caseItem.pattern.as(ExpressionPatternSyntax.self)?.expression
          guard let name = pattern.flatMap({ FlowStacksExtractor.casePath($0)?.path.first }) else { continue }
          options.append(SwiftUITab(tag: name, views: shown.views, location: file.location(of: switchCase), caseMethod: shown.caseMethod))
        }
      }
      record(host: host, subject: subject, options: options, node: node)
      return .visitChildren
    }

    override func visit(_ node: IfExprSyntax) -> SyntaxVisitorContinueKind {
      guard inAppBody, let host = currentType, node.conditions.count == 1,
        case .expression(var condition) = node.conditions.first?.condition
      else { return .visitChildren }
      var negated = false
      if let not = condition.as(PrefixOperatorExprSyntax.self), not.operator.text == "!" {
        negated = true
        condition = not.expression
      }
      guard let subject = SyntaxHelpers.path(condition), !subject.isEmpty else { return .visitChildren }
      var options: [SwiftUITab] = []
      if let first = node.body.statements.first?.item.as(ExprSyntax.self) {
        let shown = SwiftUIExtractor.tab(first, file: file)
        options.append(SwiftUITab(tag: negated ? "false" : "true", views: shown.views, location: file.location(of: node.body),
                                  caseMethod: shown.caseMethod))
      }
      if case .codeBlock(let block)? = node.elseBody, let first = block.statements.first?.item.as(ExprSyntax.self) {
        let shown = SwiftUIExtractor.tab(first, file: file)
        options.append(SwiftUITab(tag: negated ? "true" : "false", views: shown.views, location: file.location(of: block),
                                  caseMethod: shown.caseMethod))
      }
      record(host: host, subject: subject, options: options, node: node)
      return .visitChildren
    }

    private func record(host: String, subject: [String], options: [SwiftUITab], node: some SyntaxProtocol) {
      guard options.count >= 2 else { return }
      let place = site(node)
      swiftUI.selectors.append(
        SwiftUIStateSelector(host: host, file: file.path, subject: subject, options: options, location: place.location,
                             platforms: place.platforms))
    }
  }
}
