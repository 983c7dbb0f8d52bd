import SwiftSyntax

/// Where a view uses the navigation container it is shown in, recorded by the shared declaration pass (a hook of
/// `containerCallStarted`): a `NavigationLink` pushes onto it, and the bar modifiers show their content in its bar
/// (SwiftUI shows a title, bar items, a toolbar or a search field only inside a NavigationView/NavigationStack).
/// Uses inside a presentation's content (a new layer) or inside the type's own container (its own bar) are not
/// the enclosing container's.
public struct NavigationUse: Hashable, Codable, Sendable {
  /// The qualified name of the type whose code has it.
  public var owner: String
  public var location: SourceLocation
}

extension ContextVisitor {
  /// Modifiers that show something in the navigation bar of the enclosing container, or push onto it.
  static let navigationBarModifiers: Set<String> = [
    "navigationTitle", "navigationBarTitle", "navigationSubtitle", "navigationBarItems", "navigationBarTitleDisplayMode",
    "navigationDestination", "toolbar", "toolbarBackground", "toolbarRole", "toolbarTitleMenu", "toolbarColorScheme",
    "searchable", "navigationDocument",
  ]

  func navigationUse(_ node: FunctionCallExprSyntax, modifier: String?, type: String?) {
    guard containers.presentationDepth == 0, containers.stackDepth == 0, let owner = currentType else { return }
    let isLink = type == "NavigationLink"
    // A modifier is a member call on a view (`.toolbar { }`); `toolbar(.hidden, for: …)` and the other visibility
    // forms set a bar's visibility instead of putting content in it.
    var isModifier = modifier.map { Self.navigationBarModifiers.contains($0) } ?? false
    if modifier == "toolbar" {
      isModifier = node.trailingClosure != nil || node.arguments.contains { $0.label?.text == "content" }
    }
    guard isLink || isModifier else { return }
    let place = node.calledExpression.as(MemberAccessExprSyntax.self).map { Syntax($0.declName) } ?? Syntax(node)
    facts.containers.navigationUses.append(NavigationUse(owner: owner, location: file.location(of: place)))
  }
}
