/// The library (and API generation) a coordinator was written with.
public enum Library: String, Hashable, Codable, Sendable, CaseIterable {
  case flowStacks = "flowstacks"
  case stinsen
  case navigator
  case tcaCoordinators = "tca-coordinators"
  /// SwiftUI's own container joining coordinators (a `TabView` whose tabs show them).
  case swiftUI = "swiftui"
  /// Declared by hand in a `*.flow.yml` / `*.flow.json` definition file.
  case definition
}

/// What a coordinator manages.
public enum CoordinatorKind: String, Hashable, Codable, Sendable, CaseIterable {
  case navigation, tab, presentation, wrapper
}

/// Whether a coordinator's root brings a navigation container (NavigationView/NavigationStack).
public enum NavigationContainer: String, Hashable, Codable, Sendable, CaseIterable {
  case yes, no
  /// The container comes from whatever presents the coordinator (a parent's stack).
  case inherited
  case unknown
}

/// A type that owns navigation state: a FlowStacks coordinator view, a Stinsen coordinator, a Navigator, a definition.
public struct Coordinator: Hashable, Codable, Sendable {
  /// Unique in the graph; screens are named `<coordinator id>.<screen>`.
  public var id: String
  /// The type name as written in code (or the name given in a definition file).
  public var name: String
  public var library: Library
  /// API generation, e.g. `0.0`, `0.1-0.4`, `0.6+` for FlowStacks; nil when not applicable.
  public var generation: String?
  public var kind: CoordinatorKind
  /// Screen ids of the root(s): several when the root is switched at run time.
  public var roots: [String]
  public var navigation: NavigationContainer
  /// Platforms this declaration is compiled for (`#if os(...)`); empty means all.
  public var platforms: [String]
  public var location: SourceLocation?
  /// The view that shows the coordinator's routes (its `Router`, `NStack`, `FlowStack`) when another type declares
  /// them (a view model holding `@Published var routes`): the type users see as "the coordinator". Nil otherwise.
  public var view: SourceLocation?
  /// The coordinator shares its parent's routes (a FlowStack without its own binding) instead of owning its own;
  /// nil: unknown (treated as owning its routes).
  public var sharesParentRoutes: Bool?
  /// Where the coordinator asks for its own navigation container (`embedInNavigationView: true` on its root route,
  /// `withNavigation: true`, a NavigationView around its router, a `NavigationViewCoordinator` wrapping it): what a
  /// finding about that container points at. nil: no container of its own, or the place is not known.
  public var navigationLocation: SourceLocation?
  /// Where its first root route is written (`.root(…)` in the initial routes, `NFlow(root:)`); nil when not known.
  public var rootLocation: SourceLocation?

  public init(
    id: String, name: String? = nil, library: Library = .definition, generation: String? = nil,
    kind: CoordinatorKind = .navigation, roots: [String] = [], navigation: NavigationContainer = .unknown,
    platforms: [String] = [], location: SourceLocation? = nil
  ) {
    self.id = id
    self.name = name ?? id
    self.library = library
    self.generation = generation
    self.kind = kind
    self.roots = roots
    self.navigation = navigation
    self.platforms = platforms
    self.location = location
  }
}
