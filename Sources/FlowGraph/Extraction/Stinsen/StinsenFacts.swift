/// How a Stinsen route is shown: the `@Route(...)` transition, `@Root`, or a tab item.
public enum StinsenTransition: String, Hashable, Codable, Sendable {
  case root, push, modal, fullScreen, modalNonDismissible, tab

  /// The edge kind a `route(to:)` to this route makes.
  var edgeKind: EdgeKind {
    switch self {
    case .push: .push
    case .modal, .modalNonDismissible: .sheet
    case .fullScreen: .cover
    case .tab: .tab
    case .root: .rootSwitch
    }
  }
}

/// A route key: `@Route(.push) var todo = makeTodo`, `@Root var start = makeStart`, `@Route(tabItem:) var home = makeHome`.
public struct StinsenRouteDecl: Hashable, Codable, Sendable {
  public var coordinator: String
  public var file: String
  public var name: String
  public var transition: StinsenTransition
  /// The factory the route calls (`makeTodo`); nil when the initializer is not a plain name.
  public var factory: String?
  public var location: SourceLocation
  public var platforms: [String]
}

/// A factory method of a coordinator type with what it returns.
public struct StinsenFactoryDecl: Hashable, Codable, Sendable {
  public var coordinator: String
  public var file: String
  public var name: String
  /// The declared return type (`some View` gives nil).
  public var returns: TypeRef?
  /// Coordinators the body wraps or creates (`NavigationViewCoordinator(TodosCoordinator())`).
  public var wrapped: [StinsenWrap]
  public var takesInput: Bool
  public var platforms: [String]
  /// Where the declared return type is written (a `NavigationViewCoordinator<…>` there asks for navigation).
  public var returnsLocation: SourceLocation?
  /// Stored properties of the coordinator the body shows as coordinators (`authCoordinator.view()`,
  /// `NavigationViewCoordinator(authCoordinator)`): the linker reads each property's type.
  public var shownProperties: [StinsenShownProperty] = []
}

/// A stored property a factory shows as a coordinator, by name: its type is the coordinator shown.
public struct StinsenShownProperty: Hashable, Codable, Sendable {
  public var name: String
  public var withNavigation: Bool
  /// Where the `NavigationViewCoordinator` is written, when it is.
  public var location: SourceLocation?
  /// A method of the coordinator called without arguments (`makeHome().view()`), whose declared return type is what
  /// it shows, rather than a stored property.
  public var method = false
}

/// A coordinator created in code, possibly inside `NavigationViewCoordinator(...)` / `ViewWrapperCoordinator(...)`.
public struct StinsenWrap: Hashable, Codable, Sendable {
  public var type: String
  public var withNavigation: Bool
  /// Where the `NavigationViewCoordinator` is written, when it is (what a finding about that container points at).
  public var location: SourceLocation?
}

/// `NavigationStack(initial: \C.start)` or `TabChild(startingItems: [\C.a, \C.b], activeTab: 0)`.
public struct StinsenStackDecl: Hashable, Codable, Sendable {
  public var coordinator: String
  public var file: String
  public var tab: Bool
  public var items: [String]
  public var location: SourceLocation
  public var platforms: [String]
}

/// One step of a router/coordinator call chain.
public enum StinsenStep: Hashable, Codable, Sendable {
  case route(String), root(String), focusFirst(String), hasRoot(String), child
  case back(BackActionKind)
}

/// A call (or a chain of calls) on a router or coordinator: `router.route(to: \.todo, id)`,
/// `r.focusFirst(\.todos).child.popToRoot().route(to: \.todo, id)`.
public struct StinsenCall: Hashable, Codable, Sendable {
  /// The receiver as a property path from the enclosing type (`[]` for `self`); nil when it is a local name.
  public var receiver: [String]?
  /// The receiver as written, for messages.
  public var receiverText: String
  public var steps: [StinsenStep]
  /// How many of the first steps come from the chains of locals the call is made on (`let settings =
  /// home.focusFirst(\.settings).child; settings.route(to: …)`): read to find the receiver, not made again.
  public var replayed = 0
  /// Position of each step's name (the line of the call even when its arguments span several lines).
  public var locations: [SourceLocation]
  public var site: Site
  /// Whether the call's file imports Stinsen itself: a call elsewhere whose receiver resolves to nothing is the
  /// app's own look-alike (`viewModel.route(to:)`), skipped without a warning.
  public var fileImportsStinsen = true
  /// Called on implicit `self` (`root(\.home)`): in a type that is no coordinator it is that type's own method,
  /// skipped without a warning.
  public var implicitSelf = false
  /// The declared type of a local the call is made on (`let router: WalletCoordinator.Router? =
  /// RouterStore.shared.retrieve()`), when its declaration writes one.
  public var localType: TypeRef? = nil
  /// Made on a parameter of a closure handed to a type's initializer (`ElementList(route: { router, name in
  /// router.route(to: \.addTag, name) })`): Swift gives the parameter the type the initializer declares for it.
  public var closureParameter: StinsenClosureParameter? = nil
  /// The `switch` arms and `if` branches the call is made under (`case .open: router.route(to: \.photo)` in `func
  /// send(_ action: Action)`, `CaseGuard`): on a parameter of its method, the call runs for callers passing that case.
  public var guards: [CaseGuard] = []
}

/// A parameter of a closure handed to an initializer: the type built, the argument's label, the parameter's position.
public struct StinsenClosureParameter: Hashable, Codable, Sendable {
  public var type: String
  public var label: String
  public var index: Int
}

/// An app type instantiating a coordinator and showing it (`MainCoordinator().view()`), for entry points.
public struct StinsenShown: Hashable, Codable, Sendable {
  public var wrap: StinsenWrap
  public var site: Site
}

/// A coordinator's stored property holding a coordinator or its view (`private let homeTab = HomeCoordinator().view()`):
/// a factory that uses it shows that coordinator, as one that builds it there would.
public struct StinsenPropertyWrap: Hashable, Codable, Sendable {
  public var coordinator: String
  public var file: String
  public var name: String
  public var wrap: StinsenWrap
}

/// Everything the Stinsen extractor found in one file.
public struct StinsenFacts: Hashable, Codable, Sendable {
  public var routes: [StinsenRouteDecl] = []
  public var factories: [StinsenFactoryDecl] = []
  public var stacks: [StinsenStackDecl] = []
  public var calls: [StinsenCall] = []
  public var shown: [StinsenShown] = []
  public var propertyWraps: [StinsenPropertyWrap] = []
  /// Receivers of calls that look like Stinsen's but cannot be tied to a declaration.
  public var diagnostics: [Diagnostic] = []

  public init() {}

  public mutating func merge(_ other: StinsenFacts) {
    routes += other.routes
    factories += other.factories
    stacks += other.stacks
    calls += other.calls
    shown += other.shown
    propertyWraps += other.propertyWraps
    diagnostics += other.diagnostics
  }
}
