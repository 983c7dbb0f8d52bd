/// The deepest way into a coordinator's stack: for going back or replacing the stack, what matters is whether the
/// call CAN run with several presented layers above its target, not only on the shortest way to the caller.
extension MultiStepTransitionRule {
  /// Presented layers are counted up to this many (so the search ends on loops); dismissing two already needs
  /// staging before iOS 17.
  static let deepestCap = 3

  /// For every node of a coordinator (its screens, and the coordinator itself for calls that belong to no single
  /// screen), a way from its root with the most presented layers (up to `deepestCap`): a search over (node, layers)
  /// states, each state reached once, so loops (a screen presenting itself) end. Calls the coordinator makes
  /// outside any screen's view may run on any of its screens, so its own edges leave every screen state too. A
  /// coordinator whose root screen is not known starts at itself.
  struct Deepest {
    /// The deepest state found for each node: the routes array it stands for and the edges taken.
    var routes: [String: (routes: [PlannedRoute], edges: [Edge])] = [:]

    /// The deepest way to a node; for the coordinator's own code, the deepest its own calls reach: when code that
    /// belongs to no single screen presents on top of what it presented, it runs there, and so can its other calls
    /// (a deep link or launch handler that presents once says nothing about where its root switch runs).
    subscript(_ node: String) -> (routes: [PlannedRoute], edges: [Edge])? { routes[node] }
  }

  /// Only FlowStacks generations known not to stage updates are searched this deep: FlowStacks 0.0 (NStack/PStack)
  /// and 0.1-0.4 (Router; staging only inside `withDelaysIfUnsupported`). FlowStack 0.6+ stages every change itself
  /// (its RoutesHolder); TCACoordinators rendered through Router (up to 0.13) or FlowStack (0.14+), and which one
  /// an app builds with is not in its sources.
  static func searchesDeepest(_ owner: Coordinator) -> Bool {
    owner.library == .flowStacks && owner.generation != nil && !owner.stagesUpdates
  }

  static func deepest(in coordinator: Coordinator, _ context: LintContext) -> Deepest {
    var result = deepest(in: coordinator, ownOnly: false, context)
    result.routes[coordinator.id] = deepest(in: coordinator, ownOnly: true, context).routes[coordinator.id]
    return result
  }

  private static func deepest(in coordinator: Coordinator, ownOnly: Bool, _ context: LintContext) -> Deepest {
    struct State: Hashable {
      var node: String
      var presents: Int
    }
    let starts = coordinator.roots.isEmpty ? [coordinator.id] : coordinator.roots
    // A state's predecessor and the edge taken (nil: a screen state leading to the coordinator's own code, which
    // may run while that screen is shown).
    var predecessor: [State: (State, Edge?)] = [:]
    var origin: [State: String] = [:]
    var queue: [State] = []
    func reach(_ next: State, from state: State?, by edge: Edge?, origin start: String) {
      guard origin[next] == nil else { return }
      origin[next] = start
      if let state { predecessor[next] = (state, edge) }
      queue.append(next)
    }
    for start in starts { reach(State(node: start, presents: 0), from: nil, by: nil, origin: start) }
    let own = context.outgoing(coordinator.id)
    var best: [String: State] = [:]
    var head = 0
    while head < queue.count {
      let state = queue[head]
      head += 1
      if (best[state.node]?.presents ?? -1) < state.presents { best[state.node] = state }
      let start = origin[state] ?? coordinator.id
      let edges: [Edge]
      if state.node == coordinator.id {
        edges = own
      } else {
        // Each coordinator state is entered once per number of layers, so its own edges are followed once each.
        reach(State(node: coordinator.id, presents: state.presents), from: state, by: nil, origin: start)
        edges = ownOnly ? [] : context.outgoing(state.node)
      }
      for edge in edges where [.push, .sheet, .cover].contains(edge.kind) {
        guard context.screen(edge.to)?.coordinator == coordinator.id else { continue }
        let next = State(node: edge.to, presents: min(state.presents + (edge.kind.presents ? 1 : 0), deepestCap))
        reach(next, from: state, by: edge, origin: start)
      }
    }
    var result = Deepest()
    for (node, state) in best where state.presents > 0 {
      var edges: [Edge] = []
      var cursor = state
      var steps = 0
      while let (previous, edge) = predecessor[cursor], steps <= queue.count {
        if let edge { edges.append(edge) }
        cursor = previous
        steps += 1
      }
      edges.reverse()
      let root = origin[state] ?? coordinator.id
      let routes = [PlannedRoute(root, .root)]
        + edges.map { PlannedRoute($0.to, $0.kind == .push ? .push : ($0.kind == .sheet ? .sheet : .cover)) }
      result.routes[node] = (routes, edges)
    }
    return result
  }

  /// A root switch (`routes = [.root(.x)]`, emptying the routes and presenting) from a screen that can have several
  /// presented layers above the root: one update dismisses them all and replaces the root.
  func rootSwitchFindings(_ context: LintContext) -> [Finding] {
    var deepestByCoordinator: [String: Deepest] = [:]
    var seen = Set<SourceLocation>()
    return context.graph.edges.compactMap { edge -> Finding? in
      guard edge.kind == .rootSwitch, !edge.staged, edge.group == nil, let location = edge.location,
        let owner = context.owner(edge.from), context.screen(edge.to)?.coordinator == owner.id, Self.searchesDeepest(owner)
      else { return nil }
      let deepest = deepestByCoordinator[owner.id] ?? Self.deepest(in: owner, context)
      deepestByCoordinator[owner.id] = deepest
      guard let (routes, edges) = deepest[edge.from] else { return nil }
      let api = context.assumptions.navigationAPI(for: owner)
      let plan = StepPlan(
        from: routes, to: [PlannedRoute(edge.to, .root)], multipleDismissals: context.assumptions.dismissesAtOnce,
        mergePushes: api == .stack)
      guard plan.needsStaging, seen.insert(location).inserted else { return nil }
      let layers = routes.filter(\.isPresented).map { "'\($0.screen)' (\($0.style.rawValue))" }.joined(separator: ", ")
      return finding(
        "'\(edge.from)' replaces the routes with the root '\(edge.to)' in one update, but it can be shown above the presented layers \(layers): that needs \(plan.text); before iOS 17 only one layer is dismissed per update (assuming iOS \(context.assumptions.ios))",
        at: location,
        suggestion: Self.stagingAdvice(for: owner, change: "{ $0 = [.root(…)] }")
          + " Or raise the deployment target to iOS 17, where several dismissals fit in one step.",
        subjects: [edge.from, edge.to] + routes.filter(\.isPresented).map(\.screen),
        path: edges.compactMap { e in e.location.map { RelatedLocation($0, "'\(e.from)' → '\(e.to)' (\(e.kind.rawValue))") } })
    }
  }
}
