/// Whether a layer has a navigation container, as far as the graph tells.
public enum Availability: String, Hashable, Sendable {
  case yes, no, unknown
}

/// The navigation layer a screen is shown in, as reached from an entry point.
public struct LayerContext: Hashable, Sendable {
  public var navigation: Availability
  /// Screens or coordinators pushed below in this layer (capped at 2: "one" and "several" are what rules ask).
  public var pushes: Int
  /// Presented layers (sheets, covers) below this one (capped at 3).
  public var presented: Int
  /// How this layer was presented: sheet or cover; nil for the base layer.
  public var presentation: EdgeKind?

  public init(navigation: Availability, pushes: Int = 0, presented: Int = 0, presentation: EdgeKind? = nil) {
    self.navigation = navigation
    self.pushes = min(pushes, 2)
    self.presented = min(presented, 3)
    self.presentation = presentation
  }
}

/// A node (screen or coordinator id) in a layer context.
public struct ReachedState: Hashable, Sendable {
  public var node: String
  public var context: LayerContext
}

/// An edge taken from a reached state (or the step from a coordinator to one of its roots, when `edge` is nil).
public struct Step: Hashable, Sendable {
  public var from: ReachedState
  public var edge: Edge?
  public var to: ReachedState
}
