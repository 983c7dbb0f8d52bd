/// Where views are built relative to SwiftUI's navigation containers, as the shared declaration pass records it
/// (`ContextVisitor+Containers.swift`), for the nested-navigation check inside a screen's own views.
public struct ContainerFacts: Hashable, Codable, Sendable {
  /// NavigationViews/NavigationStacks a type builds for itself: outside any other container of its code and
  /// outside the content of a presentation (`.sheet { }`), which is a new layer.
  public var own: [OwnContainer] = []
  /// Views a type builds outside the content of its presentations, and whether inside its own container.
  public var placements: [ViewPlacement] = []
  /// `.navigationBarBackButtonHidden()`, `.navigationBarHidden(true)`, `.toolbar(.hidden, for: .navigationBar)`
  /// in a type's code outside its presentations: pushed, it shows no back button and the swipe back is off.
  public var hiddenBack: [HiddenBack] = []
  /// NavigationLinks and navigation-bar modifiers in a type's code outside its presentations and its own containers:
  /// they use the navigation container the type is shown in (`ContextVisitor+NavigationUses.swift`).
  public var navigationUses: [NavigationUse] = []
  /// `.onAppear { }` / `.task { }` closures and the calls made in them (`ContextVisitor+Appear.swift`).
  public var appearBlocks: [AppearBlock] = []

  public init() {}

  public mutating func merge(_ other: ContainerFacts) {
    own += other.own
    placements += other.placements
    hiddenBack += other.hiddenBack
    navigationUses += other.navigationUses
    appearBlocks += other.appearBlocks
  }
}

/// Where a type hides the navigation bar or its back button.
public struct HiddenBack: Hashable, Codable, Sendable {
  public var owner: String
  public var location: SourceLocation
}

/// `NavigationStack { … }` in a type's code: the container it brings wherever it is shown.
public struct OwnContainer: Hashable, Codable, Sendable {
  /// The qualified name of the type whose code builds it.
  public var owner: String
  /// `NavigationView` or `NavigationStack`.
  public var kind: String
  public var location: SourceLocation
  /// The member whose code builds it (`customize`), when in one.
  public var member: String? = nil
}

/// `ReviewsView()` built by `ScrollViewRating`'s code, inside its NavigationView or not.
public struct ViewPlacement: Hashable, Codable, Sendable {
  public var owner: String
  /// The type as written.
  public var type: String
  public var location: SourceLocation
  /// Built inside a NavigationView/NavigationStack of the owner's code (a link's destination included).
  public var insideContainer: Bool
}
