extension FlowGraph {
  /// References to ids the graph does not declare, as sentences: an edge to nowhere, a screen of an undeclared
  /// coordinator, a root or entry point that names nothing. Only hand-edited graph JSON can hold them.
  public func danglingReferences() -> [String] {
    let index = GraphIndex(self)
    func known(_ id: String) -> Bool { index.screens[id] != nil || index.coordinators[id] != nil }
    var found: [String] = []
    for s in screens where index.coordinators[s.coordinator] == nil {
      found.append("screen '\(s.id)' belongs to undeclared coordinator '\(s.coordinator)' (drawn outside any coordinator)")
    }
    for c in coordinators {
      for root in c.roots where index.screens[root] == nil { found.append("root '\(root)' of coordinator '\(c.id)' is not a screen (ignored)") }
    }
    for e in edges where !known(e.from) || !known(e.to) {
      found.append("\(e.kind.rawValue) edge '\(e.from)' → '\(e.to)' names an unknown \(known(e.from) ? "destination" : "source") (left out)")
    }
    for b in backActions where !known(b.screen) { found.append("\(b.action.rawValue) back action of unknown screen '\(b.screen)' (left out)") }
    for u in unresolved where !known(u.from) { found.append("unresolved call from unknown screen '\(u.from)' (left out)") }
    for p in entryPoints where !known(p.target) { found.append("entry point '\(p.target)' names nothing in the graph (ignored)") }
    return found
  }
}
