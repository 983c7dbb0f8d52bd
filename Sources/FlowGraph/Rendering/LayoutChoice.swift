import Foundation

/// Draws a graph with Graphviz, choosing the flow direction when the options leave it open.
///
/// A coordinator app is mostly wide fans (a tab bar with five tabs, a root with eight pushes): laid out top to
/// bottom it becomes a strip 4–12 times wider than high, unreadable once fit to a window. Laying it out left to
/// right turns the fans into columns. Neither direction suits every app (a deep chain of pushes is the opposite
/// case), so with `automaticDirection` the requested direction is laid out first and, when its drawing is not
/// between 1:2 and 2:1, the other axis too; the drawing closer to square is kept.
public enum LayoutChoice {
  /// Past this many nodes only the requested direction is laid out: a second dot layout of a 1,000-screen graph
  /// would double a render that already takes half a second.
  public static let maximumNodesForSecondLayout = 400

  /// The drawing and the direction it was laid out in.
  public static func draw(
    _ graph: FlowGraph, options: RenderOptions, format: GraphvizFormat
  ) throws(GraphvizError) -> (data: Data, direction: LayoutDirection) {
    let engine = LayoutDensity.engine(for: graph, requested: options.engine)
    let nodes = graph.screens.count + graph.coordinators.count + graph.unresolved.count
    return try draw(nodes: nodes, options: options, engine: engine, format: format) { direction in
      var o = options
      o.direction = direction
      o.clusters = LayoutDensity.clusters(for: graph, requested: options.clusters)
      return DOTRenderer(options: o).render(graph)
    }
  }

  /// Draws the DOT `dot(direction)` writes, choosing the direction as `draw(_:options:format:)` does.
  static func draw(
    nodes: Int, options: RenderOptions, engine: LayoutEngine, format: GraphvizFormat, dot: (LayoutDirection) -> String
  ) throws(GraphvizError) -> (data: Data, direction: LayoutDirection) {
    let directions = candidates(nodes: nodes, options: options, engine: engine)
    let (data, chosen) = try Graphviz.render(candidates: directions.map(dot), engine: engine, format: format)
    return (data, directions[chosen])
  }

  /// The directions to lay out, in order.
  static func candidates(nodes: Int, options: RenderOptions, engine: LayoutEngine) -> [LayoutDirection] {
    // Only dot ranks nodes along a direction; the other engines ignore rankdir.
    guard options.automaticDirection, engine == .dot, nodes <= maximumNodesForSecondLayout else { return [options.direction] }
    return [options.direction, options.direction.otherAxis]
  }
}

extension LayoutDirection {
  /// The perpendicular direction: TB ↔ LR, BT ↔ RL.
  var otherAxis: LayoutDirection {
    switch self {
    case .topToBottom: return .leftToRight
    case .leftToRight: return .topToBottom
    case .bottomToTop: return .rightToLeft
    case .rightToLeft: return .bottomToTop
    }
  }
}
