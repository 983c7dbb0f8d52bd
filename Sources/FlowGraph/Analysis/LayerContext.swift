/// The navigation layer a screen is shown in, as reached from an entry point.
public struct LayerContext: Hashable, Sendable {
  public var navigation: Availability
  /// Screens or coordinators pushed below in this layer (capped at 2: "one" and "several" are what rules ask).
  public var pushes: Int
  /// Presented layers (sheets, covers) below this one (capped at 3).
  public var presented: Int
  /// How this layer was presented: sheet or cover; nil for the base layer.
  public var presentation: EdgeKind?
  /// The container around the coordinator whose screen this is: the layer it was embedded, pushed or presented in.
  /// A coordinator with none of its own that switches its root keeps showing it there.
  public var around: Availability
  /// The platforms the path to this layer runs on, from the platform tags of the coordinators and edges it took
  /// (`PlatformTags`; empty: any): a path never takes an edge or enters a coordinator of another platform.
  public var platforms: [String] = []

  public init(navigation: Availability, pushes: Int = 0, presented: Int = 0, presentation: EdgeKind? = nil,
              around: Availability = .no) {
    self.navigation = navigation
    self.pushes = min(pushes, 2)
    self.presented = min(presented, 3)
    self.presentation = presentation
    self.around = around
  }
}
