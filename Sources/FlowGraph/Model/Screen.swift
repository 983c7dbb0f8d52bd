/// One destination of a coordinator: an enum case, a route key or a pushed type.
public struct Screen: Hashable, Codable, Sendable {
  /// Unique in the graph: `<coordinator id>.<name>`.
  public var id: String
  public var coordinator: String
  /// The case / route key as written (nested enums as dotted paths).
  public var name: String
  /// The view types built for this screen.
  public var views: [String]
  /// Whether this screen's view brings its own NavigationView/NavigationStack.
  public var bringsNavigation: Bool
  public var location: SourceLocation?
  /// Whether a destination builder (a builder `case`, `flowDestination(for:)`, a factory branch) builds this
  /// screen; nil when no builder was read. Pushing a screen with `false` crashes at run time.
  public var handled: Bool?
  /// Whether a Navigator `ScreenView` applies `.bindNavigation`; nil: unknown or not a Navigator screen.
  public var bindsNavigation: Bool?
  /// Whether the screen's case carries an associated value (Navigator ScreenID identity); nil: unknown.
  public var hasPayload: Bool?
  /// Navigation containers nested inside another within the views this screen shows; nil when none was found.
  public var nestedContainers: [ContainerNesting]?
  /// Where the screen's own view builds a NavigationView/NavigationStack (outside what it presents; the first place
  /// is kept); nil when none of its views builds one, or the views were not read. A coordinator the screen shows is
  /// not counted: its container is the coordinator's.
  public var ownContainer: SourceLocation?
  /// Where the screen's view hides its back button (every view it shows does, the first place is kept); nil when
  /// it does not or not all of its views do.
  public var backHidden: SourceLocation?
  /// Where the views this screen shows, or its coordinator's own code, use the navigation container they are shown
  /// in (a NavigationLink, a navigation destination, title, bar items, toolbar or search field; the first place is
  /// kept); nil when none was found or the views were not read.
  public var navigationUse: SourceLocation?

  public init(
    coordinator: String, name: String, views: [String] = [], bringsNavigation: Bool = false,
    location: SourceLocation? = nil
  ) {
    self.id = Screen.id(coordinator: coordinator, name: name)
    self.coordinator = coordinator
    self.name = name
    self.views = views
    self.bringsNavigation = bringsNavigation
    self.location = location
  }

  public static func id(coordinator: String, name: String) -> String { "\(coordinator).\(name)" }
}
