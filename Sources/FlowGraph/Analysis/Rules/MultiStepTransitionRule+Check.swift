/// The checks of `MultiStepTransitionRule`: update groups, and going back across presented layers.
extension MultiStepTransitionRule {
  func check(_ context: LintContext) -> [Finding] {
    groupFindings(context) + backFindings(context) + rootSwitchFindings(context)
  }

  func groupFindings(_ context: LintContext) -> [Finding] {
    var grouped: [String: [Edge]] = [:]
    for edge in context.graph.edges where edge.group != nil {
      let key = "\(edge.group ?? "")|\(context.owner(edge.from)?.id ?? edge.from)"
      // Calls in different `#if os(...)` variants are alternatives, never one update: each platform is judged on
      // the calls compiled for it (calls for every platform join each variant).
      let platforms = Set(edge.platforms)
      if platforms.isEmpty {
        grouped[key + "|", default: []].append(edge)
      } else {
        for platform in platforms.sorted() { grouped[key + "|" + platform, default: []].append(edge) }
      }
    }
    // Platform-free calls of a group belong to every platform variant of it.
    for key in grouped.keys where key.hasSuffix("|") {
      let variants = grouped.keys.filter { $0 != key && $0.hasPrefix(key) }
      guard !variants.isEmpty, let common = grouped[key] else { continue }
      for variant in variants { grouped[variant, default: []] += common }
      grouped[key] = nil
    }
    var seen = Set<String>()
    return grouped.keys.sorted().compactMap { key -> Finding? in
      var edges = (grouped[key] ?? []).filter { [.push, .sheet, .cover, .setRoutes].contains($0.kind) }
        .sorted { Optional.precedes($0.location, $1.location) ?? ($0.to < $1.to) }
      // Uncertain edges of one call are the alternatives it may take (`navigate(to: pick())`): one step, not several.
      var seenAlternatives = Set<SourceLocation>()
      edges = edges.filter { edge in
        guard edge.certainty == .uncertain, let location = edge.location else { return true }
        return seenAlternatives.insert(location).inserted
      }
      guard edges.count > 1, let first = edges.first else { return nil }
      let owners = edges.compactMap { context.owner($0.kind == .setRoutes ? $0.to : $0.from) }
      if edges.contains(where: \.staged) || owners.contains(where: \.stagesUpdates) { return nil }
      var routes = edges.map { edge -> PlannedRoute in
        // A route of a list assigned at once is shown as the list says (`.sheet(.c)`); pushed when not known.
        switch edge.kind == .setRoutes ? edge.presentation ?? edge.kind : edge.kind {
        case .sheet: return PlannedRoute(edge.to, .sheet)
        case .cover: return PlannedRoute(edge.to, .cover)
        case .setRoutes where context.graph.rootScreens.contains(edge.to): return PlannedRoute(edge.to, .root)
        default: return PlannedRoute(edge.to, .push)
        }
      }
      // The `.root` of a routes literal comes first whatever the order of the lines.
      routes = routes.filter { $0.style == .root } + routes.filter { $0.style != .root }
      let start = routes.first?.style == .root ? [routes.removeFirst()] : [PlannedRoute(first.from, .root)]
      let api = context.assumptions.navigationAPI(for: owners.first)
      let plan = StepPlan(from: start, to: start + routes, multipleDismissals: context.assumptions.dismissesAtOnce, mergePushes: api == .stack)
      guard plan.needsStaging else { return nil }
      let group = first.group ?? ""
      return finding(
        "one update (group '\(group)') from '\(first.from)' asks for \(plan.text); SwiftUI applies only the first with Navigation\(api == .stack ? "Stack" : "View") on iOS \(context.assumptions.ios)",
        at: first.location,
        suggestion: Self.stagingAdvice(for: owners.first, change: "{ $0 = … }"),
        subjects: edges.map(\.to) + [first.from],
        related: edges.dropFirst().compactMap { e in e.location.map { RelatedLocation($0, "'\(e.to)' in the same update") } })
    }.filter { seen.insert("\($0.location.map(String.init(describing:)) ?? "")|\($0.message)").inserted }
  }

  /// How to stage an update with the library (and generation) the coordinator uses: advice for other libraries'
  /// APIs does not help. FlowStacks 0.0 (NFlow/PFlow) has no staging helper; `withDelaysIfUnsupported` exists from
  /// 0.1 (Binding+withDelaysIfUnsupported.swift); TCACoordinators has `Effect.routeWithDelaysIfUnsupported`.
  static func stagingAdvice(for owner: Coordinator?, change: String) -> String {
    switch owner?.library {
    case .flowStacks? where owner?.generation == "0.0":
      return "Make one change per update (NFlow/PFlow cannot stage several), or move to FlowStacks 0.1+ and wrap it in $flow.withDelaysIfUnsupported \(change)."
    case .flowStacks?:
      return "Stage it: $routes.withDelaysIfUnsupported \(change) (FlowStacks 0.1-0.4), or move to FlowStack (0.6+), which stages by itself."
    case .tcaCoordinators?:
      return "Stage it: return .routeWithDelaysIfUnsupported(state.routes, action: \\.router) \(change) (TCACoordinators)."
    case .navigator?:
      return "Stage it with navigateWith (Navigator), or make one change per update."
    default:
      return "Stage the update with the library's helper (withDelaysIfUnsupported, routeWithDelaysIfUnsupported, navigateWith), or make one change per update."
    }
  }

  func backFindings(_ context: LintContext) -> [Finding] {
    // The paths of a coordinator are searched once, not once per back action (700 pops in one coordinator took 38 s).
    var pathsByCoordinator: [String: [String: Self.Reach]] = [:]
    var deepestByCoordinator: [String: Deepest] = [:]
    return context.graph.backActions.compactMap { back in
      // A back call of the coordinator's own code (no single screen) may run on any of its screens.
      guard back.staged != true, let owner = context.owner(back.screen),
        !owner.stagesUpdates, owner.library != .stinsen, owner.library != .navigator, owner.library != .swiftUI
      else { return nil }
      let paths = pathsByCoordinator[owner.id] ?? Self.paths(in: owner, context)
      pathsByCoordinator[owner.id] = paths
      // The shortest way to the caller first, then (where the library generation is known not to stage) the one
      // with the most presented layers: a call that can run with several layers above its target is the mistake,
      // whichever way the user came.
      var ways = [Self.routes(to: back.screen, paths)].compactMap { $0 }
      if Self.searchesDeepest(owner) {
        let deepest = deepestByCoordinator[owner.id] ?? Self.deepest(in: owner, context)
        deepestByCoordinator[owner.id] = deepest
        if let way = deepest[back.screen] { ways.append(way) }
      }
      for (routes, edges) in ways {
        if let found = backFinding(back, owner: owner, routes: routes, edges: edges, context) { return found }
      }
      return nil
    }
  }

  private func backFinding(
    _ back: BackAction, owner: Coordinator, routes: [PlannedRoute], edges: [Edge], _ context: LintContext
  ) -> Finding? {
    let end: [PlannedRoute]
    switch back.action {
    case .goBackToRoot: end = Array(routes.prefix(1))
    case .goBackTo:
      guard let target = back.target, let index = routes.lastIndex(where: { $0.screen == target }) else { return nil }
      end = Array(routes.prefix(through: index))
    case .dismissAll: end = Array(routes.prefix { !$0.isPresented })
    case .goBack where (back.count ?? 1) > 1: end = Array(routes.dropLast(back.count ?? 1))
    case .dismiss where (back.count ?? 1) > 1:
      let presented = routes.indices.filter { routes[$0].isPresented }
      guard presented.count >= (back.count ?? 1) else { return nil }
      end = Array(routes.prefix(presented[presented.count - (back.count ?? 1)]))
    default: return nil
    }
    guard !end.isEmpty else { return nil }
    let api = context.assumptions.navigationAPI(for: owner)
    let plan = StepPlan(from: routes, to: end, multipleDismissals: context.assumptions.dismissesAtOnce, mergePushes: api == .stack)
    guard plan.needsStaging else { return nil }
    let layers = routes.filter(\.isPresented).map { "'\($0.screen)' (\($0.style.rawValue))" }.joined(separator: ", ")
    return finding(
      "'\(back.screen)' calls \(back.action.rawValue)\(back.count.map { "(\($0))" } ?? "") across the presented layers \(layers), which needs \(plan.text); before iOS 17 only one layer is dismissed per update (assuming iOS \(context.assumptions.ios))",
      at: back.location,
      suggestion: Self.stagingAdvice(for: owner, change: "{ $0.\(back.action.rawValue)() }")
        + " Or raise the deployment target to iOS 17, where several dismissals fit in one step.",
      subjects: [back.screen] + routes.filter(\.isPresented).map(\.screen),
      path: edges.compactMap { e in e.location.map { RelatedLocation($0, "'\(e.from)' → '\(e.to)' (\(e.kind.rawValue))") } })
  }

  /// How a screen is reached from its coordinator's root: the fewest presented layers, then the fewest steps.
  struct Reach {
    var presents: Int
    var length: Int
    var via: Edge?
    var root: String
  }

  /// The best way to every screen of a coordinator from its roots: a Dijkstra search on (presented layers, steps)
  /// with a heap, each screen keeping only the edge it is reached by.
  static func paths(in coordinator: Coordinator, _ context: LintContext) -> [String: Reach] {
    var best: [String: Reach] = [:]
    var heap = ReachHeap()
    for root in coordinator.roots { heap.push(root, Reach(presents: 0, length: 0, via: nil, root: root)) }
    while let (node, reach) = heap.pop() {
      if let known = best[node], (known.presents, known.length) <= (reach.presents, reach.length) { continue }
      best[node] = reach
      for edge in context.outgoing(node) where [.push, .sheet, .cover].contains(edge.kind) {
        guard context.screen(edge.to)?.coordinator == coordinator.id else { continue }
        let next = Reach(presents: reach.presents + (edge.kind.presents ? 1 : 0), length: reach.length + 1, via: edge, root: reach.root)
        if let known = best[edge.to], (known.presents, known.length) <= (next.presents, next.length) { continue }
        heap.push(edge.to, next)
      }
    }
    return best
  }

  /// The routes array from the coordinator's root to a screen, along the path with the fewest presented layers.
  static func routes(to target: String, _ paths: [String: Reach]) -> ([PlannedRoute], [Edge])? {
    guard let found = paths[target] else { return nil }
    var path: [Edge] = []
    var cursor = found
    while let edge = cursor.via, path.count <= paths.count, let previous = paths[edge.from] {
      path.append(edge)
      cursor = previous
    }
    path.reverse()
    let routes = [PlannedRoute(found.root, .root)]
      + path.map { PlannedRoute($0.to, $0.kind == .push ? .push : ($0.kind == .sheet ? .sheet : .cover)) }
    return (routes, path)
  }
}
