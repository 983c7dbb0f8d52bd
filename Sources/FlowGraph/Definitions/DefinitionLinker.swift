/// Joins definition files into one graph, resolving names across files (a child coordinator may be
/// declared in another file) and against a graph read from sources or graph JSON.
public enum DefinitionLinker {
  /// Every unresolved name of every file is reported at once.
  public static func link(_ files: [DefinitionFile], onto base: FlowGraph = FlowGraph()) throws(InputError) -> FlowGraph {
    var graph = base
    var diagnostics: [Diagnostic] = []
    let knownCoordinators = Set(base.coordinators.map(\.id))
    for file in files {
      for c in file.coordinators where knownCoordinators.contains(c.id) {
        let location = c.location ?? SourceLocation(file: "?", line: 1)
        diagnostics.append(Diagnostic(.error, "coordinator '\(c.id)' is already declared elsewhere", at: location))
      }
    }
    let allCoordinators = files.flatMap(\.coordinators)
    var seen: [String: SourceLocation] = [:]
    for c in allCoordinators {
      if let first = seen[c.id], let here = c.location {
        diagnostics.append(Diagnostic(.error, "duplicate coordinator id '\(c.id)' (first declared at \(first))", at: here))
      }
      seen[c.id] = seen[c.id] ?? c.location
    }
    graph.coordinators += allCoordinators
    // Screen ids join coordinator and screen with a dot: screen `x.y` of `A` and screen `y` of `A.x` would be one
    // id, and one of them would vanish. A coordinator id may not equal a screen id either.
    var screenAt: [String: (coordinator: String, location: SourceLocation?)] = [:]
    for screen in base.screens { screenAt[screen.id] = (screen.coordinator, screen.location) }
    let baseCoordinators = Set(base.coordinators.map(\.id))
    for screen in files.flatMap(\.screens) {
      if let first = screenAt[screen.id], first.coordinator != screen.coordinator {
        diagnostics.append(
          Diagnostic(
            .error,
            "screen '\(screen.name)' of coordinator '\(screen.coordinator)' has the id '\(screen.id)', already the id of a screen of "
              + "coordinator '\(first.coordinator)'\(first.location.map { " (\($0))" } ?? ""); rename one of them",
            at: screen.location ?? SourceLocation(file: "?", line: 1)))
      } else if seen[screen.id] != nil || baseCoordinators.contains(screen.id) {
        diagnostics.append(
          Diagnostic(
            .error, "screen '\(screen.name)' of coordinator '\(screen.coordinator)' has the id '\(screen.id)', which is also a coordinator's id; rename one of them",
            at: screen.location ?? SourceLocation(file: "?", line: 1)))
      }
      if screenAt[screen.id] == nil { screenAt[screen.id] = (screen.coordinator, screen.location) }
    }
    graph.screens += files.flatMap(\.screens)

    let screenIDs = Set(graph.screens.map(\.id))
    let coordinatorIDs = Set(graph.coordinators.map(\.id))
    let lookup = CoordinatorLookup(FlowGraph(coordinators: graph.coordinators, screens: graph.screens))

    func resolve(_ ref: DefinitionFile.Reference, in coordinator: String, what: String) -> String? {
      if screenIDs.contains(Screen.id(coordinator: coordinator, name: ref.name)) {
        return Screen.id(coordinator: coordinator, name: ref.name)
      }
      if coordinatorIDs.contains(ref.name) || screenIDs.contains(ref.name) { return ref.name }
      diagnostics.append(
        Diagnostic(
          .error,
          "unknown \(what) '\(ref.name)': not a screen of coordinator '\(coordinator)', a coordinator id, or a 'Coordinator.screen' id",
          at: ref.location))
      return nil
    }

    // The first coordinator of each id (a duplicate is an error above): one lookup per root, not a scan of all
    // coordinators (thousands of coordinators made that quadratic).
    var coordinatorIndex: [String: Int] = [:]
    for (index, c) in graph.coordinators.enumerated() where coordinatorIndex[c.id] == nil { coordinatorIndex[c.id] = index }
    for file in files {
      for (coordinator, ref) in file.roots {
        let id = Screen.id(coordinator: coordinator, name: ref.name)
        guard screenIDs.contains(id) else {
          diagnostics.append(
            Diagnostic(.error, "root '\(ref.name)' is not a screen of coordinator '\(coordinator)'", at: ref.location))
          continue
        }
        if let index = coordinatorIndex[coordinator] {
          graph.coordinators[index].roots.append(id)
        }
      }
      for t in file.transitions {
        let from = resolve(t.from, in: t.coordinator, what: "source")
        let to = resolve(t.to, in: t.coordinator, what: "destination")
        guard let from, let to else { continue }
        graph.edges.append(
          Edge(
            from: from, to: to, kind: t.kind, withNavigation: t.withNavigation, location: t.location,
            group: t.group, staged: t.staged, provenance: .definition))
      }
      for b in file.backs {
        guard let screen = resolve(b.screen, in: b.coordinator, what: "screen") else { continue }
        let target = b.target.flatMap { resolve($0, in: b.coordinator, what: "back target") }
        if b.target != nil && target == nil { continue }
        graph.backActions.append(
          BackAction(action: b.action, screen: screen, count: b.count, location: b.location, provenance: .definition, target: target,
                     staged: b.staged ? true : nil))
      }
      for entry in file.entries {
        // By any name the lookup takes: an id, a type name (`Name@iOS` when two share it), `Coordinator.screen`.
        let match = lookup.node(entry.name)
        guard case .found(let target) = match else {
          diagnostics.append(Diagnostic(
            .error, CoordinatorLookup.message("entry point", entry.name, match) + " (give a coordinator or a 'Coordinator.screen')",
            at: entry.location))
          continue
        }
        graph.entryPoints.append(EntryPoint(target: target, location: entry.location))
      }
    }
    if !diagnostics.isEmpty { throw InputError(diagnostics.sorted { ($0.location ?? .init(file: "", line: 0)) < ($1.location ?? .init(file: "", line: 0)) }) }
    return graph.normalized()
  }
}
