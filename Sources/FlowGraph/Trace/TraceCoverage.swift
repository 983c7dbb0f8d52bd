/// How a trace covers a static graph.
public struct TraceCoverage: Hashable, Codable, Sendable {
  /// Each static edge with its runtime count (0: never taken).
  public var edges: [Edge]
  public var untakenEdges: Int
  public var visitedScreens: [String]
  public var unvisitedScreens: [String]
  /// Runtime transitions the static graph does not have.
  public var unknownTransitions: [RuntimeTransition]
  /// Stack shrinks (`from` is the screen left, `to` the screen shown) with no back action in the code.
  public var backWithoutAction: [RuntimeTransition]
}
