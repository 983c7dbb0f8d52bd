extension TCALinker {
  /// Routes a parent builds into a child's state as the payload of its screen case: the child shown by that screen
  /// (the coordinator its view embeds) starts at their roots too; a root from a value (`[.root(screen)]`) may be any
  /// screen, kept unresolved at the site.
  func addChildRoutes(_ built: [TCAChildRoutes], byView: [String: String], to graph: inout FlowGraph) {
    guard !built.isEmpty else { return }
    var shownBy: [String: String] = [:]
    for edge in graph.edges where edge.kind == .embed { shownBy[edge.from] = shownBy[edge.from] ?? edge.to }
    let ids = Set(byView.values)
    for fact in built.sorted(by: { ($0.location.file, $0.location.line) < ($1.location.file, $1.location.line) }) {
      guard ids.contains(fact.reducer), let child = shownBy[Screen.id(coordinator: fact.reducer, name: fact.screenCase)],
        let index = graph.coordinators.firstIndex(where: { $0.id == child })
      else { continue }
      for value in fact.routes where value.kind == .root {
        switch value.destination {
        case .path(let path):
          guard let name = path.first else { continue }
          let id = Screen.id(coordinator: child, name: name)
          if graph.screens.contains(where: { $0.id == id }), !graph.coordinators[index].roots.contains(id) {
            graph.coordinators[index].roots.append(id)
          }
        case .expression(let text):
          graph.unresolved.append(Unresolved(from: child, kind: .rootSwitch, expression: text, location: value.location))
        case .type:
          continue
        }
      }
    }
  }
}
