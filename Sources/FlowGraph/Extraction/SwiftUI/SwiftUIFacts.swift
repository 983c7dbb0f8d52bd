/// SwiftUI's own navigation where it joins the coordinators' graph: a `TabView` whose tabs show coordinators, and
/// the assignments to its selection. Read only in files that build a `TabView`.
public struct SwiftUIFacts: Hashable, Codable, Sendable {
  public var tabViews: [SwiftUITabView] = []
  public var assignments: [SwiftUIAssignment] = []

  public init() {}

  public mutating func merge(_ other: SwiftUIFacts) {
    tabViews += other.tabViews
    assignments += other.assignments
  }
}

/// `TabView(selection: $tab) { NumbersCoordinator().tag(Tab.numbers) … }` in a type's code.
public struct SwiftUITabView: Hashable, Codable, Sendable {
  /// The type whose code builds the TabView (an App, a view).
  public var host: String
  public var file: String
  /// The property the selection binds (`tab` for `$tab` or `$model.tab`); nil without a selection.
  public var selection: String?
  public var tabs: [SwiftUITab]
  public var location: SourceLocation
  public var platforms: [String]
}

/// One tab: its tag (`numbers` for `.tag(Tab.numbers)`, the literal for `.tag(2)`; nil untagged) and the types
/// its content instantiates, outermost first (`NavigationView { ListCoordinator() }` gives `ListCoordinator`).
public struct SwiftUITab: Hashable, Codable, Sendable {
  public var tag: String?
  public var views: [String]
  public var location: SourceLocation
}

/// `tab = .numbers` / `self.tab = Tab.numbers` in a type's code: a tab switch.
public struct SwiftUIAssignment: Hashable, Codable, Sendable {
  public var host: String
  public var file: String
  public var property: String
  /// The case assigned; nil when it is not a literal case (`tab = next`).
  public var value: String?
  public var site: Site
}
