/// Graphs too dense for dot's layout in reasonable time are laid out with sfdp instead.
///
/// dot's crossing minimisation and spline routing grow far faster than the edge count: 60 screens with 500
/// edges take 4 s, 100 with 1,000 more than two minutes (Graphviz 2.42), whatever `mclimit`/`nslimit` say. sfdp
/// lays out the same graph in a fraction of a second (without clusters).
public enum LayoutDensity {
  /// Edges per node past which dot is replaced, once the graph has at least `minimumEdges` edges.
  static let edgesPerNode = 4
  static let minimumEdges = 300

  /// The engine to use for `graph` when `requested` was asked for.
  public static func engine(for graph: FlowGraph, requested: LayoutEngine) -> LayoutEngine {
    guard requested == .dot else { return requested }
    let nodes = max(graph.screens.count + graph.coordinators.count + graph.unresolved.count, 1)
    let edges = graph.edges.count + graph.unresolved.count
    return edges >= minimumEdges && edges > edgesPerNode * nodes ? .sfdp : .dot
  }

  /// The note to show when `engine(for:requested:)` chose another engine; nil when it did not.
  public static func note(for graph: FlowGraph, requested: LayoutEngine) -> String? {
    let engine = engine(for: graph, requested: requested)
    guard engine != requested else { return nil }
    return "note: \(graph.edges.count) edges between \(graph.screens.count) screens are too dense for dot's layout "
      + "in reasonable time; laid out with \(engine.rawValue) (choose with --engine)"
  }
}
