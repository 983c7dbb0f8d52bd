extension LintContext {
  /// Coordinators a navigation call with an unresolved destination may change: the caller's own, and the child
  /// coordinators attached from its screens (a TCA parent reducer that presents a computed screen value may build
  /// the child's state, `routes` included, into it; a FlowStacks parent may pass the child its initial routes).
  /// Reachability rules do not judge their screens.
  var dynamicOwners: Set<String> {
    var owners = Set(graph.unresolved.compactMap { owner($0.from)?.id })
    var queue = Array(owners)
    while let current = queue.popLast() {
      for edge in graph.edges where owner(edge.from)?.id == current {
        if let child = coordinator(edge.to), owners.insert(child.id).inserted { queue.append(child.id) }
      }
    }
    return owners
  }
}
