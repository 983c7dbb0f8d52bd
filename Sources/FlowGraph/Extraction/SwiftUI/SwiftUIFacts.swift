/// SwiftUI's own navigation where it joins the coordinators' graph: a `TabView` whose tabs show coordinators. Read
/// only in files that build a `TabView` or declare an App. The switches on an App's or a view's own state are read by
/// the shared pass (`DeclarationFacts.stateSelectors`), as are the assignments to that state (`StateAssignment`).
public struct SwiftUIFacts: Hashable, Codable, Sendable {
  public var tabViews: [SwiftUITabView] = []

  public init() {}

  public mutating func merge(_ other: SwiftUIFacts) {
    tabViews += other.tabViews
  }
}

/// `switch appState.root { case .main: MainCoordinator() … }` or `if isLoggedIn { Main() } else { Login() }` in an
/// App's body or a view's code (`ViewChoice`): a root switch between what each branch shows.
public struct SwiftUIStateSelector: Hashable, Codable, Sendable {
  public var host: String
  public var file: String
  /// The state selected on (`["appState", "root"]`, `["isLoggedIn"]`).
  public var subject: [String]
  /// One per branch: the case (or `true`/`false`) as its tag, and what it shows.
  public var options: [SwiftUITab]
  public var location: SourceLocation
  public var platforms: [String]
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
  /// The selection is the host's own property (`$tab`, `$self.tab`), and every child is a view tagged with a case
  /// written out (`TabTags.everyTabTagged`): the tags are all the tabs of that property's cases.
  public var tagsEveryCase = false
}

/// One tab: its tag (`numbers` for `.tag(Tab.numbers)`, the literal for `.tag(2)`; nil untagged) and the types
/// its content instantiates, outermost first (`NavigationView { ListCoordinator() }` gives `ListCoordinator`).
public struct SwiftUITab: Hashable, Codable, Sendable {
  public var tag: String?
  public var views: [String]
  public var location: SourceLocation
  /// A method of an enum called on a case that builds the content (`AppRoute.feed.view()`): the views its arm for
  /// that case builds join `views` at link time.
  public var caseMethod: CaseMethodCall? = nil
}
