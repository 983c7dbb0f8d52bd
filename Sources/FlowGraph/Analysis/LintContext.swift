/// What every rule reads: the graph, the platform assumptions and the layer walk, computed once per run.
public struct LintContext: Sendable {
  public let graph: FlowGraph
  public let assumptions: PlatformAssumptions
  public let walk: LayerWalk
  let index: LayerIndex
  /// See `LintContext.dynamicOwners(graph:index:)`; computed once per run.
  let dynamicOwners: Set<String>

  public init(graph: FlowGraph, assumptions: PlatformAssumptions = PlatformAssumptions()) {
    let normalized = graph.normalized()
    self.graph = normalized
    self.assumptions = assumptions
    self.walk = LayerWalk(normalized)
    self.index = LayerIndex(normalized)
    self.dynamicOwners = Self.dynamicOwners(normalized, index)
  }

  func coordinator(_ id: String) -> Coordinator? { index.coordinators[id] }
  func screen(_ id: String) -> Screen? { index.screens[id] }
  /// The coordinator a screen belongs to, or the coordinator itself.
  func owner(_ node: String) -> Coordinator? { index.coordinators[node] ?? index.screens[node].flatMap { index.coordinators[$0.coordinator] } }
  func label(_ node: String) -> String { index.label(node) }
  func outgoing(_ node: String) -> [Edge] { index.outgoing[node] ?? [] }
  func incoming(_ node: String) -> [Edge] { index.incoming[node] ?? [] }
  func backActions(of node: String) -> [BackAction] { index.backActions[node] ?? [] }
  func unresolved(from node: String) -> [Unresolved] { index.unresolved[node] ?? [] }

  /// Where a node is declared (screen or coordinator).
  func declaration(_ node: String) -> SourceLocation? { index.screens[node]?.location ?? index.coordinators[node]?.location }

  /// Coordinators shown from an entry point: reached themselves, or through one of their screens (an entry screen).
  var reachedCoordinators: Set<String> { Set(walk.reachedNodes.compactMap { owner($0)?.id }) }

  /// The entry points as a phrase for messages.
  var entryDescription: String {
    let targets = walk.graph.entryPoints.map(\.target)
    if targets.isEmpty { return "any entry point (coordinators nothing attaches)" }
    return targets.map { "'\($0)'" }.joined(separator: ", ")
  }
}
