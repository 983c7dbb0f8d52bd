import SwiftSyntax

/// Reads SwiftUI `TabView`s, and the switches on the app's own state in an App's body or a view's code (`if isLogged
/// { HomeView() } else { LoginCoordinator() }`), in one file, for `SwiftUILinker` (the assignments to that state come
/// from the shared pass). `SourceReader` runs it only over files the shared pass saw build a `TabView`, declare an
/// App or pick between views of the sources in a view (`DeclarationFacts.choosesViews`), so it costs nothing elsewhere.
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
    let read = shown(expression)
    return SwiftUITab(tag: read.tag, views: read.views, location: file.location(of: expression), caseMethod: read.caseMethod)
  }

  /// The types an expression shows, first the outermost (`tab`'s reading without a position).
  static func shownTypes(_ expression: ExprSyntax) -> [String] { shown(expression).views }

  private static func shown(_ expression: ExprSyntax) -> (tag: String?, views: [String], caseMethod: CaseMethodCall?) {
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

    /// What each enclosing type declaration is: an App, a view (or an extension, whose type may be one), or else.
    private enum Role { case app, view, other }
    private var roles: [Role] = []

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
      let inherited = node.inheritanceClause?.inheritedTypes.compactMap { SyntaxHelpers.typeRef($0.type)?.baseName } ?? []
      roles.append(inherited.contains("App") ? .app : inherited.contains("View") ? .view : .other)
      defer { roles.removeLast() }
      return super.visit(node)
    }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
      roles.append(.view)
      defer { roles.removeLast() }
      return super.visit(node)
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
      roles.append(.other)
      defer { roles.removeLast() }
      return super.visit(node)
    }

    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
      roles.append(.other)
      defer { roles.removeLast() }
      return super.visit(node)
    }

    /// An App's body, or any code of a view: where the app's own state picks what is shown.
    private var choosesRoots: Bool { roles.last == .view || (roles.last == .app && context.member == "body") }

    override func visit(_ node: SwitchExprSyntax) -> SyntaxVisitorContinueKind {
      guard choosesRoots, let host = currentType, let subject = SyntaxHelpers.path(node.subject), !subject.isEmpty,
        !ViewChoice.isParameter(subject, above: Syntax(node))
      else {
        return .visitChildren
      }
      var options: [SwiftUITab] = []
      for item in node.cases {
        guard let switchCase = item.as(SwitchCaseSyntax.self), let first = switchCase.statements.first?.item.as(ExprSyntax.self) else {
          continue
        }
        let shown = SwiftUIExtractor.tab(first, file: file)
        guard case .case(let label) = switchCase.label else {
          // `default:` shows its view for every value no case names.
          options.append(SwiftUITab(tag: nil, views: shown.views, location: file.location(of: switchCase), caseMethod: shown.caseMethod))
          continue
        }
        for caseItem in label.caseItems {
          // `case .main:`, `case 2:`, `case "feed":`, `case true:`.
          let pattern = caseItem.pattern.as(ExpressionPatternSyntax.self)?.expression
          guard let name = pattern.flatMap({
            FlowStacksExtractor.casePath($0)?.path.first ?? SwiftUIExtractor.tagValue($0) ?? $0.as(BooleanLiteralExprSyntax.self)?.literal.text
          }) else { continue }
          options.append(SwiftUITab(tag: name, views: shown.views, location: file.location(of: switchCase), caseMethod: shown.caseMethod))
        }
      }
      record(host: host, subject: subject, options: options, node: node)
      return .visitChildren
    }

    /// `if isLogged { … } else { … }`, `if index == 0 { … } else if index == 1 { … } else { … }`: one option per
    /// branch, tagged with the value its condition tests (the final `else` of a Boolean test with the other value).
    override func visit(_ node: IfExprSyntax) -> SyntaxVisitorContinueKind {
      // An `else if` is read with the chain it continues.
      guard choosesRoots, let host = currentType, !(node.parent?.is(IfExprSyntax.self) ?? false) else { return .visitChildren }
      var subject: [String]?
      var options: [SwiftUITab] = []
      let branches = ViewChoice.chain(node)
      for branch in branches {
        var tag: String?
        if let condition = branch.condition {
          guard let test = ViewChoice.test(condition), subject == nil || subject == test.subject else { return .visitChildren }
          subject = test.subject
          tag = test.tag
        } else {
          // The final `else` of tests on a Boolean (optional or not) stands for the one value left.
          let tested = Set(options.compactMap(\.tag))
          let left = ["true", "false"].filter { !tested.contains($0) }
          if !tested.isEmpty, tested.isSubset(of: ["true", "false", "nil"]), left.count == 1 { tag = left[0] }
        }
        guard let first = branch.body.statements.first?.item.as(ExprSyntax.self) else { continue }
        let shown = SwiftUIExtractor.tab(first, file: file)
        options.append(SwiftUITab(tag: tag, views: shown.views, location: file.location(of: branch.body), caseMethod: shown.caseMethod))
      }
      guard let subject, !subject.isEmpty, !ViewChoice.isParameter(subject, above: Syntax(node)) else { return .visitChildren }
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
