extension LintContext {
  /// Coordinators a navigation call with an unresolved destination may change: the caller's own, and the child
  /// coordinators attached from its screens (a TCA parent reducer that presents a computed screen value may build
  /// the child's state, `routes` included, into it; a FlowStacks parent may pass the child its initial routes).
  /// Likewise the children attached from a coordinator whose first screen is not known (no root read: routes built
  /// by code not read, an API form not read): which of its screens show, and so which children, is unknown (whether
  /// that coordinator itself is attached is known as for any other).
  /// Reachability rules do not judge their screens.
  static func dynamicOwners(_ graph: FlowGraph, _ index: LayerIndex) -> Set<String> {
    func owner(_ node: String) -> String? {
      index.coordinators[node]?.id ?? index.screens[node].flatMap { index.coordinators[$0.coordinator]?.id }
    }
    var attached: [String: [String]] = [:]
    for edge in graph.edges {
      if let from = owner(edge.from), let child = index.coordinators[edge.to]?.id { attached[from, default: []].append(child) }
    }
    var owners = Set(graph.unresolved.compactMap { owner($0.from) })
    let withScreens = Set(graph.screens.map(\.coordinator))
    let rootless = graph.coordinators.filter { $0.roots.isEmpty && withScreens.contains($0.id) }
    owners.formUnion(rootless.flatMap { attached[$0.id] ?? [] })
    var queue = Array(owners)
    while let current = queue.popLast() {
      for child in attached[current] ?? [] where owners.insert(child).inserted { queue.append(child) }
    }
    return owners
  }
}
