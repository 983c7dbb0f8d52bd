/// Something in the app's code that no screen or edge shows, kept for the rules that judge code rather than the
/// flow: a navigation helper nothing uses, coordinator state that SwiftUI does not keep.
public struct CodeFact: Hashable, Codable, Sendable {
  public enum Kind: String, Hashable, Codable, Sendable, CaseIterable {
    /// A router or navigator property (`@EnvironmentObject var router: C.Router`) its type never reads.
    case unusedRouter = "unused-router"
    /// A closure property a coordinator fills with navigation (`HomeView(onNext: showNext)`) that its type never
    /// calls or passes on.
    case uncalledCallback = "uncalled-callback"
    /// A private method that navigates and that nothing calls.
    case uncalledMethod = "uncalled-method"
    /// `@ObservedObject var c = Coordinator()`: a view creates the coordinator it observes but does not own it.
    case unownedCoordinator = "unowned-coordinator"
    /// `@State` / `@StateObject` in a class (a coordinator, a view model): SwiftUI keeps such storage only in views.
    case stateOutsideView = "state-outside-view"
    /// A NavigationLink whose label's `.onTapGesture` takes every tap: the link never opens.
    case linkTapGesture = "link-tap-gesture"
    /// A `switch` arm that navigates on a case carrying a `Bool` or `Result` without reading it.
    case resultIgnored = "result-ignored"
    /// A TCA delegate action a feature sends and no other reducer matches.
    case unhandledDelegate = "unhandled-delegate"
    /// Navigation calls an `.onAppear { }` / `.task { }` makes (directly, through a method or a callback).
    case navigatesOnAppear = "navigates-on-appear"
    /// A case of a screen enum that no code of the module builds (`DestinationUseFinder`).
    case unbuiltCase = "unbuilt-case"
    /// A type shaped as a destination (a screen's view or feature, a value for a FlowStacks path) that no code of
    /// the module uses outside itself and previews (`DestinationUseFinder`).
    case unusedDestinationType = "unused-destination-type"
    /// A TCA action a control or reducer sends that its own reducer answers with `.none` and no other reducer
    /// matches.
    case ignoredAction = "ignored-action"
    /// A case of a TabView's selection enum that no tab is tagged with.
    case untaggedTab = "untagged-tab"
    /// A TCACoordinators coordinator with index-identified routes that replaces its root screen in place.
    case rootReplacedInPlace = "root-replaced-in-place"
  }

  public var kind: Kind
  /// The type declaring the member (qualified: `Outer.Inner`).
  public var type: String
  /// The property or method.
  public var member: String
  /// The coordinator concerned (the router's, the one created, the class's own), when the graph has it.
  public var coordinator: String?
  /// The property wrapper (`ObservedObject`, `State`) or the declared type (`HomeCoordinator.Router`).
  public var detail: String?
  public var location: SourceLocation?
  /// The navigation calls the member would make, the places that fill a callback.
  public var related: [SourceLocation]

  public init(
    kind: Kind, type: String, member: String, coordinator: String? = nil, detail: String? = nil,
    location: SourceLocation? = nil, related: [SourceLocation] = []
  ) {
    self.kind = kind
    self.type = type
    self.member = member
    self.coordinator = coordinator
    self.detail = detail
    self.location = location
    self.related = related
  }

  static func precedes(_ a: CodeFact, _ b: CodeFact) -> Bool {
    if let order = Optional.precedes(a.location, b.location) { return order }
    return "\(a.kind.rawValue)|\(a.type)|\(a.member)|\(a.coordinator ?? "")|\(a.detail ?? "")|\(a.related)"
      < "\(b.kind.rawValue)|\(b.type)|\(b.member)|\(b.coordinator ?? "")|\(b.detail ?? "")|\(b.related)"
  }
}
