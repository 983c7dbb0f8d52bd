import SwiftSyntax

/// Reads SwiftUI `TabView`s and the assignments to their selection in one file, for `SwiftUILinker`. The reader
/// runs only over files that instantiate a `TabView` (the shared declaration pass tells), so it costs nothing
/// elsewhere.
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
  /// Stinsen's `.view()`) and wrapper views; bounded by the expression's depth.
  static func tab(_ expression: ExprSyntax, file: ParsedFile) -> SwiftUITab {
    var tag: String?
    var views: [String] = []
    var expr = expression
    for _ in 0..<256 {
      guard let call = expr.as(FunctionCallExprSyntax.self) else { break }
      if let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base {
        if member.declName.baseName.text == "tag", let value = call.arguments.first?.expression { tag = tagValue(value) }
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
      break
    }
    return SwiftUITab(tag: tag, views: views, location: file.location(of: expression))
  }

  /// `.numbers`, `Tab.numbers`, `2`, `"feed"` as the tag's name; nil for anything computed.
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
      return .visitChildren
    }

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
      let parts = Array(node.elements)
      if let host = currentType, parts.count == 3, parts[1].is(AssignmentExprSyntax.self),
        let path = SyntaxHelpers.path(parts[0]), path.count == 1, let property = path.first
      {
        swiftUI.assignments.append(
          SwiftUIAssignment(host: host, file: file.path, property: property, value: SwiftUIExtractor.tagValue(parts[2]),
                            site: site(parts[0].as(MemberAccessExprSyntax.self).map { Syntax($0.declName) } ?? Syntax(parts[0]))))
      }
      return .visitChildren
    }
  }
}
