/// Graphs too dense for dot's layout in reasonable time are laid out with sfdp instead, and graphs of too many
/// coordinators without the boxes around each coordinator's screens.
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

  /// Coordinators past which they are not drawn as clusters. dot's handling of clusters grows far faster than their
  /// number (Graphviz 2.42, a chain of nested coordinators of two screens each: 300 take 0.12 s of CPU, 1,000 take
  /// 0.5 s, 3,000 take 3.3 s; the same 3,000 without clusters 0.25 s). Apps have tens of coordinators.
  static let maximumClusters = 500

  /// Whether coordinators are drawn as clusters when `requested` was asked for.
  public static func clusters(for graph: FlowGraph, requested: Bool) -> Bool {
    requested && graph.coordinators.count <= maximumClusters
  }

  /// The note to show when `clusters(for:requested:)` left the clusters out; nil when it did not.
  public static func clusterNote(for graph: FlowGraph, requested: Bool) -> String? {
    guard requested, !clusters(for: graph, requested: requested) else { return nil }
    return "note: \(graph.coordinators.count) coordinators are too many to draw as boxes in reasonable time "
      + "(more than \(maximumClusters)); drawn without them, as --no-clusters does"
  }
}
