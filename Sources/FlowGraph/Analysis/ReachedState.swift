/// A node (screen or coordinator id) in a layer context.
public struct ReachedState: Hashable, Sendable {
  public var node: String
  public var context: LayerContext
}
