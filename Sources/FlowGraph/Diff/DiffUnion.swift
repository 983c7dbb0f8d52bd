/// The head graph plus what the base had and the head lost, with the marks that say which is which:
/// the whole picture of a change, drawn by the SVG, HTML and Mermaid outputs.
public struct DiffUnion: Sendable {
  public var graph: FlowGraph
  public var highlight: DiffHighlight
  private var screensByID: [String: Screen] = [:]
  private var coordinatorsByID: [String: Coordinator] = [:]

  public init(diff: GraphDiff, base: FlowGraph, head: FlowGraph) {
    var graph = head.normalized()
    var highlight = DiffHighlight()
    graph.coordinators += diff.coordinatorsRemoved
    graph.screens += diff.screensRemoved
    // A moved edge leaves its old source behind: drawn as removed next to the new one.
    let movedAway = diff.edgesChanged.filter(\.moved).map(\.before)
    graph.edges += diff.edgesRemoved + movedAway
    // Entry points the head dropped stay drawn as entries of the picture's base side.
    graph.entryPoints += diff.entryPointsRemoved.map { EntryPoint(target: $0) }
    for c in diff.coordinatorsAdded { highlight.nodes[c.id] = .added }
    for c in diff.coordinatorsRemoved { highlight.nodes[c.id] = .removed }
    for c in diff.coordinatorsChanged { highlight.nodes[c.id] = .changed }
    for s in diff.screensAdded { highlight.nodes[s.id] = .added }
    for s in diff.screensRemoved { highlight.nodes[s.id] = .removed }
    for s in diff.screensChanged { highlight.nodes[s.id] = .changed }
    for id in diff.entryPointsAdded + diff.entryPointsRemoved where highlight.nodes[id] == nil {
      highlight.nodes[id] = .changed
    }
    for e in diff.edgesRemoved + movedAway { highlight.edges[DiffHighlight.key(e)] = .removed }
    for e in diff.edgesAdded { highlight.edges[DiffHighlight.key(e)] = .added }
    for c in diff.edgesChanged { highlight.edges[DiffHighlight.key(c.after)] = .changed }
    self.graph = graph.normalized()
    self.highlight = highlight
    for s in self.graph.screens { screensByID[s.id] = s }
    for c in self.graph.coordinators { coordinatorsByID[c.id] = c }
  }

  // Lookups by id in constant time (FlowGraph's own queries scan, which is slow for thousands of screens).
  func screen(_ id: String) -> Screen? { screensByID[id] }
  func coordinator(_ id: String) -> Coordinator? { coordinatorsByID[id] }
  func owner(of node: String) -> String? { coordinatorsByID[node] != nil ? node : screensByID[node]?.coordinator }

  /// Nodes that changed themselves or have a changed edge.
  public var changedNodes: Set<String> {
    var result = Set(highlight.nodes.keys)
    for edge in graph.edges where highlight.mark(edge) != nil {
      result.insert(edge.from)
      result.insert(edge.to)
    }
    return result
  }

  /// The changed nodes and their neighbours, and the edges that touch a changed node.
  public func neighbourhood() -> (nodes: Set<String>, edges: [Edge]) {
    let changed = changedNodes
    var nodes = changed
    var edges: [Edge] = []
    for edge in graph.edges where highlight.mark(edge) != nil || changed.contains(edge.from) || changed.contains(edge.to) {
      edges.append(edge)
      nodes.insert(edge.from)
      nodes.insert(edge.to)
    }
    return (nodes, edges)
  }
}
