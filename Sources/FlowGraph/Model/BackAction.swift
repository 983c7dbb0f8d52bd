/// The back actions of the libraries, by their API names.
public enum BackActionKind: String, Hashable, Codable, Sendable, CaseIterable {
  case pop, popToRoot, popTo, goBack, goBackTo, goBackToRoot, dismiss, dismissAll, popLast
  case dismissCoordinator, popToCurrentNavigationRoot
  /// SwiftUI's own `@Environment(\.dismiss)` / `presentationMode.wrappedValue.dismiss()`: pops a pushed screen or
  /// dismisses a presented one, whichever the screen is; nothing on a root.
  case environmentDismiss
}

/// A call that goes back from a screen (or from coordinator code).
public struct BackAction: Hashable, Codable, Sendable {
  public var action: BackActionKind
  /// Screen id, or a coordinator id when no single screen triggers it.
  public var screen: String
  /// How many layers/screens it goes back, when the call says (`goBack(2)`, `dismiss(count: 2)`).
  public var count: Int?
  public var location: SourceLocation?
  public var provenance: Provenance
  public var platforms: [String]
  /// The screen id it goes back to (`goBackTo(.home)`, `popTo(.list)`), when the call names one.
  public var target: String?
  /// `true` when the library stages it (inside `withDelaysIfUnsupported`); nil otherwise.
  public var staged: Bool?
  /// `true` when the call changes the routes of the coordinator `screen` belongs to, as its receiver says (a Stinsen
  /// router typed by that coordinator, `ChildCoordinator.Router`), not of a parent's; nil when not known.
  public var ownStack: Bool? = nil

  public init(
    action: BackActionKind, screen: String, count: Int? = nil, location: SourceLocation? = nil,
    provenance: Provenance = .source, platforms: [String] = [], target: String? = nil, staged: Bool? = nil
  ) {
    self.action = action
    self.screen = screen
    self.count = count
    self.location = location
    self.provenance = provenance
    self.platforms = platforms
    self.target = target
    self.staged = staged
  }
}

/// A navigation call whose destination cannot be known statically: kept with its site, never guessed.
public struct Unresolved: Hashable, Codable, Sendable {
  /// Screen id or coordinator id the call belongs to.
  public var from: String
  public var kind: EdgeKind
  /// The destination expression as written, e.g. `vm.next`.
  public var expression: String
  public var location: SourceLocation?
  public var group: String?
  public var platforms: [String]

  public init(
    from: String, kind: EdgeKind, expression: String, location: SourceLocation? = nil, group: String? = nil,
    platforms: [String] = []
  ) {
    self.from = from
    self.kind = kind
    self.expression = expression
    self.location = location
    self.group = group
    self.platforms = platforms
  }
}

/// Where the app starts: a coordinator (its roots) or a screen.
public struct EntryPoint: Hashable, Codable, Sendable {
  /// Coordinator id or screen id.
  public var target: String
  public var location: SourceLocation?

  public init(target: String, location: SourceLocation? = nil) {
    self.target = target
    self.location = location
  }
}
