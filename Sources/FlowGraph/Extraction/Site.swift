/// Where code sits: the type and member around it and, inside a destination builder or a route value,
/// the screen(s) it builds. Screen attribution starts from this key.
public struct ContextKey: Hashable, Codable, Sendable {
  /// Qualified name of the enclosing type (nil at file level).
  public var type: String?
  public var file: String
  /// Enclosing function, property or initializer of that type.
  public var member: String?
  /// Set inside a builder case (`case .home: HomeView()`) or a route value (`.home(.init(onGo: next))`).
  public var screen: ScreenContext?
}

/// A builder case or route value: the screen path(s) it stands for and which routes state they belong to.
public struct ScreenContext: Hashable, Codable, Sendable {
  public var anchor: StateRef
  /// Each path is a case name with nested cases (`settings.about` as `["settings", "about"]`).
  public var paths: [[String]]
}

/// A reference to navigation state, resolved by the linker through declared property types.
public struct StateRef: Hashable, Codable, Sendable {
  /// The type whose members the path starts from.
  public var type: String?
  public var file: String
  /// Property path (`["viewModel", "routes"]`); nil when the state is implicit (a `FlowLink`, a destination
  /// modifier without binding): then the screen the code belongs to decides.
  public var path: [String]?
  /// The screen type when the code names it (`flowDestination(for: Screen.self)`, `Screen.detail`).
  public var screenType: String?
}

/// A fact's place: its context, the update unit (function or closure) it belongs to, position, platforms.
public struct Site: Hashable, Codable, Sendable {
  public var context: ContextKey
  /// Id of the innermost function or closure: calls with the same unit are one update.
  public var unit: String
  public var location: SourceLocation
  /// From enclosing `#if os(...)` branches; empty means every platform.
  public var platforms: [String]
}
