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
  /// Navigator: whether the screen's view applies `.bindNavigation(self, binding:)` (nil: not applicable).
  public var bindsNavigation: Bool? = nil
  /// Navigator: whether the screen's `ScreenID` case has associated values (nil: not applicable).
  public var hasPayload: Bool? = nil

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
