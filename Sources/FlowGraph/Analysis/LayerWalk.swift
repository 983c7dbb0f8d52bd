/// Walks the graph from its entry points, tracking for every screen the layers it can be shown in: whether the
/// layer has a navigation container, how much is pushed below it and how many layers are presented below.
public struct LayerWalk: Sendable {
  public let graph: FlowGraph
  /// Every state reached, in breadth-first order (so the first path found is a shortest one).
  public private(set) var order: [ReachedState] = []
  /// Every edge taken from a reached state, in the order taken.
  public private(set) var steps: [Step] = []
  private var predecessor: [ReachedState: Step] = [:]
  private var contextsByNode: [String: [LayerContext]] = [:]

  public init(_ graph: FlowGraph) {
    self.graph = graph
    let index = LayerIndex(graph)
    var queue: [ReachedState] = []
    var seen = Set<ReachedState>()
    for state in index.entryStates() where seen.insert(state).inserted {
      queue.append(state)
    }
    var head = 0
    while head < queue.count {
      let state = queue[head]
      head += 1
      order.append(state)
      contextsByNode[state.node, default: []].append(state.context)
      for (edge, next) in index.successors(of: state) {
        let step = Step(from: state, edge: edge, to: next)
        if edge != nil { steps.append(step) }
        if seen.insert(next).inserted {
          predecessor[next] = step
          queue.append(next)
        }
      }
    }
    reachedNodes = Set(contextsByNode.keys)
  }

  /// Screen and coordinator ids reached from an entry point.
  public private(set) var reachedNodes: Set<String> = []

  public func contexts(of node: String) -> [LayerContext] { contextsByNode[node] ?? [] }

  /// The first (shortest) state reached for a node.
  public func firstState(of node: String) -> ReachedState? {
    contextsByNode[node]?.first.map { ReachedState(node: node, context: $0) }
  }

  /// The edges from an entry point to a state, first to last.
  public func path(to state: ReachedState) -> [Edge] {
    var result: [Edge] = []
    var cursor = state
    var guardCount = 0
    while let step = predecessor[cursor], guardCount < 10_000 {
      if let edge = step.edge { result.append(edge) }
      cursor = step.from
      guardCount += 1
    }
    return result.reversed()
  }

  /// The path as related locations: "entry → a (push) → b (sheet)".
  public func pathLocations(to state: ReachedState) -> [RelatedLocation] {
    path(to: state).compactMap { edge in
      edge.location.map { RelatedLocation($0, "\(edge.from) → \(edge.to) (\(edge.kind.rawValue))") }
    }
  }
}
