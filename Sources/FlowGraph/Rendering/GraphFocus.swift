/// One or more coordinators' part of a graph, with what they lead to and come from as stubs.
///
/// The focused coordinators keep all their screens, edges, back actions and unresolved destinations. A screen or
/// coordinator outside them that an edge joins to them is kept as a stub: its screen (or, for an edge to a
/// coordinator, its root screen) inside its coordinator's box, drawn dashed (`RenderOptions.stubs`). Edges between
/// two stubs are left out.
public struct GraphFocus: Sendable {
  /// The part to draw (normalized).
  public var graph: FlowGraph
  /// The coordinators drawn as stubs.
  public var stubs: Set<String>

  public init(_ input: FlowGraph, coordinators focused: Set<String>) {
    let source = input.normalized()
    let index = GraphIndex(source)
    let inside: (String) -> Bool = { node in index.owner(of: node).map(focused.contains) ?? false }
    var keptScreens = Set(source.screens.filter { focused.contains($0.coordinator) }.map(\.id))
    var keptCoordinators = focused.filter { index.coordinators[$0] != nil }
    var stubs = Set<String>()
    var edges: [Edge] = []
    for edge in source.edges where inside(edge.from) || inside(edge.to) {
      for end in [edge.from, edge.to] where !inside(end) {
        guard let owner = index.owner(of: end) else { continue }
        keptCoordinators.insert(owner)
        stubs.insert(owner)
        if index.screens[end] != nil {
          keptScreens.insert(end)
        } else if let root = index.coordinators[owner]?.roots.first(where: { index.screens[$0] != nil }) {
          // An edge to a coordinator arrives at its root screen: keep that one, not whichever stub comes first.
          keptScreens.insert(root)
        }
      }
      edges.append(edge)
    }
    graph = FlowGraph(
      coordinators: source.coordinators.filter { keptCoordinators.contains($0.id) },
      screens: source.screens.filter { keptScreens.contains($0.id) },
      edges: edges,
      backActions: source.backActions.filter { inside($0.screen) },
      unresolved: source.unresolved.filter { inside($0.from) },
      entryPoints: source.entryPoints.filter { inside($0.target) })
    self.stubs = stubs
  }
}
