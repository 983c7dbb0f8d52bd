extension TraceAnalyzer {
  /// Everything read so far, sorted; with a graph, its coverage.
  public func report() -> TraceReport {
    let groups = multiStep.values.sorted {
      ($0.file, $0.line, $0.coordinator, $0.count) < ($1.file, $1.line, $1.coordinator, $1.count)
    }
    var findings = problemFindings + unknownScreens.values
    for group in groups {
      let plan = group.steps.enumerated().map { "\($0.offset + 1). \($0.element)" }.joined(separator: "; ")
      findings.append(TraceFinding(
        rule: .multiStepTransition, severity: .warning,
        message: "\(group.coordinator): one update needs \(group.steps.count) steps (\(platform)): \(plan)",
        file: group.file, line: group.line, count: group.count,
        screens: group.to.map { Screen.id(coordinator: group.coordinator, name: $0.screen) }))
    }
    if droppedGroups > 0, let file = files.last?.file {
      findings.append(TraceFinding(
        rule: .multiStepTransition, severity: .warning,
        message: "\(droppedGroups) more multi-step updates of other shapes were counted but not listed",
        file: file, line: nil, count: droppedGroups))
    }
    let coverage = resolver.graph.map { self.coverage(of: $0) }
    if let coverage {
      for t in coverage.unknownTransitions {
        findings.append(TraceFinding(
          rule: .unknownTransition, severity: .warning,
          message: "\(t.kind.rawValue) \(t.from) → \(t.to) happened at run time but the graph has no such edge "
            + "(a destination extraction missed, or a dynamic one)",
          file: t.file, line: t.line, count: t.count, screens: [t.from, t.to]))
      }
      for t in coverage.backWithoutAction {
        findings.append(TraceFinding(
          rule: .backWithoutAction, severity: .warning,
          message: "went back from \(t.from) to \(t.to) (\(t.kind == .push ? "pop" : "dismiss")) but the code has no "
            + "back action there: a system gesture, or routes state out of sync with the UI",
          file: t.file, line: t.line, count: t.count, screens: [t.from, t.to]))
      }
    }
    return TraceReport(
      assumptions: PlatformAssumptions(ios: assumptions.ios, navigation: assumptions.container),
      files: files, lines: lines, snapshots: snapshots, updates: updates, problems: problems,
      multiStepTransitions: groups, findings: findings.sorted(by: TraceFinding.precedes), coverage: coverage)
  }

  var platform: String {
    "iOS \(assumptions.ios), Navigation\(assumptions.container == .stack ? "Stack" : "View")"
  }

  func coverage(of graph: FlowGraph) -> TraceCoverage {
    let graph = graph.normalized()
    let runtime = transitions.values.sorted { ($0.from, $0.to, $0.kind.rawValue) < ($1.from, $1.to, $1.kind.rawValue) }
    let byTarget = Dictionary(grouping: runtime, by: \.to)
    var matched = Set<TransitionKey>()
    var edges: [Edge] = []
    for var edge in graph.edges {
      let taken = (byTarget[edge.to] ?? []).filter { Self.matches(edge, $0, graph: graph) }
      for t in taken { matched.insert(TransitionKey(from: t.from, to: t.to, kind: t.kind)) }
      edge.count = taken.reduce(0) { $0 + $1.count }
      edges.append(edge)
    }
    let unknown = runtime.filter { !matched.contains(TransitionKey(from: $0.from, to: $0.to, kind: $0.kind)) }
    let backScreens = Set(graph.backActions.map(\.screen))
    let back = shrinks.values
      .filter { !backScreens.contains($0.from) && graph.screen($0.from) != nil }
      .filter { graph.owner(of: $0.from).map { !backScreens.contains($0) } ?? true }
      .sorted { ($0.from, $0.to, $0.kind.rawValue) < ($1.from, $1.to, $1.kind.rawValue) }
    let nodes = graph.screens.map(\.id)
    return TraceCoverage(
      edges: edges, untakenEdges: edges.filter { $0.count == 0 }.count,
      visitedScreens: nodes.filter(visited.contains), unvisitedScreens: nodes.filter { !visited.contains($0) },
      unknownTransitions: unknown, backWithoutAction: back)
  }

  /// A static edge accounts for a runtime transition when it leads to the same node, from the same screen
  /// (or from its coordinator's own code), with the same kind — or as part of a deep link (set-routes).
  static func matches(_ edge: Edge, _ t: RuntimeTransition, graph: FlowGraph) -> Bool {
    guard edge.to == t.to else { return false }
    guard edge.from == t.from || edge.from == graph.owner(of: t.from) else { return false }
    return edge.kind == t.kind || edge.kind == .setRoutes
  }

  /// The graph with each edge's runtime count (0: never taken), for `render --trace`.
  public func annotated(_ graph: FlowGraph) -> FlowGraph {
    var copy = graph.normalized()
    copy.edges = coverage(of: graph).edges
    return copy
  }
}
