/// An edge taken from a reached state (or the step from a coordinator to one of its roots, when `edge` is nil).
public struct Step: Hashable, Sendable {
  public var from: ReachedState
  public var edge: Edge?
  public var to: ReachedState
}
