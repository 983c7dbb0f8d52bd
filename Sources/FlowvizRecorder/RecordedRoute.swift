/// A route given as a plain (style, screen) pair: for Stinsen and Navigator stacks, or any app without a
/// `Codable` routes array. Encodes as flowviz's own trace form.
public struct RecordedRoute: Encodable, Hashable, Sendable {
  /// How the screen is shown.
  public enum Style: String, Encodable, Hashable, Sendable, CaseIterable {
    case root, push, sheet, cover
  }

  public var style: Style
  /// The screen's id within its coordinator: an enum case name, a Stinsen route key, a Navigator ScreenID case.
  public var screen: String
  /// Whether a presented layer (or the root) brings its own navigation container.
  public var withNavigation: Bool

  public init(style: Style, screen: String, withNavigation: Bool = false) {
    self.style = style
    self.screen = screen
    self.withNavigation = withNavigation
  }

  public static func root(_ screen: String, withNavigation: Bool = false) -> RecordedRoute {
    RecordedRoute(style: .root, screen: screen, withNavigation: withNavigation)
  }
  public static func push(_ screen: String) -> RecordedRoute { RecordedRoute(style: .push, screen: screen) }
  public static func sheet(_ screen: String, withNavigation: Bool = false) -> RecordedRoute {
    RecordedRoute(style: .sheet, screen: screen, withNavigation: withNavigation)
  }
  public static func cover(_ screen: String, withNavigation: Bool = false) -> RecordedRoute {
    RecordedRoute(style: .cover, screen: screen, withNavigation: withNavigation)
  }

  enum CodingKeys: String, CodingKey { case style, screen, withNavigation }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(style, forKey: .style)
    try container.encode(screen, forKey: .screen)
    // Pushed screens have no container of their own: leave the field out rather than write `false`.
    if style != .push { try container.encode(withNavigation, forKey: .withNavigation) }
  }
}
