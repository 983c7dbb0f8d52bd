import SwiftSyntax

/// What a TabView's closure says about its tags, for the cases of its selection that no tab shows (`untagged-tab`).
enum TabTags {
  /// Whether every child of a TabView closure is one view tagged with a case written out
  /// (`ChildView(store: …).tabItem { … }.tag(Tab.map)`, `HomeCoordinator().tag(.home)`): then the tags are all the
  /// tabs there are. A `ForEach`, a `Group`, an `if`, `#if` or a helper call builds tabs out of sight, and a computed
  /// tag (`.tag(tab)`) names no case.
  static func everyTabTagged(_ statements: [CodeBlockItemSyntax]) -> Bool {
    guard !statements.isEmpty else { return false }
    return statements.allSatisfy { item in
      guard var expression = item.item.as(ExprSyntax.self) else { return false }
      var tagged = false
      while let call = expression.as(FunctionCallExprSyntax.self),
        let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base
      {
        if member.declName.baseName.text == "tag" {
          guard let value = call.arguments.first?.expression, TCASelectorReader.caseName(value) != nil else { return false }
          tagged = true
        }
        expression = base
      }
      guard tagged, let view = expression.as(FunctionCallExprSyntax.self).flatMap(SyntaxHelpers.instantiatedType) else { return false }
      return SyntaxHelpers.isTypeName(view.baseName) && !["ForEach", "Group"].contains(view.baseName)
    }
  }

  /// The cases of the selection enum no tag names: nil unless the enum has cases, none with associated values, and
  /// every tag is one of them (tags of another type say nothing).
  static func untagged(_ decl: TypeDecl, tags: Set<String>) -> [EnumCaseDecl]? {
    guard decl.kind == .enum, !decl.cases.isEmpty, decl.cases.allSatisfy(\.associated.isEmpty),
      tags.isSubset(of: decl.cases.map(\.name))
    else { return nil }
    return decl.cases.filter { !tags.contains($0.name) }
  }
}
