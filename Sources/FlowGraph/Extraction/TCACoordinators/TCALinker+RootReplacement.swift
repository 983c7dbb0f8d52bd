extension TCALinker {
  /// Coordinators whose routes are identified by index (`var routes: [Route<Screen.State>]`, not an
  /// `IdentifiedArrayOf`) and whose reducer replaces the root screen in place (`state.routes = [.root(.home(…))]`,
  /// `removeAll()` then `push`) away from a screen that only ever is the root and starts effects.
  ///
  /// TCACoordinators' `forEachRoute` over an array tags each screen's effects with the route's index
  /// (`getIdentifier: { _, index in index }`), and after every action cancels the effects of the indices that
  /// disappeared (`CancelTaggedRouteEffectsOnDismiss`: the ids before minus the ids after). Replacing the root keeps
  /// index 0, so the replaced screen's in-flight effects are never cancelled and later send their actions to index
  /// 0, which now holds another screen. Not judged when `forEachRoute` is given `cancellationId: nil` (nothing is
  /// cancelled there by design) or when the replaced screen's feature starts no effect that outlives an action.
  func rootReplacements(_ facts: TCAFacts, index: TypeIndex, graph: FlowGraph) -> [CodeFact] {
    var result: [CodeFact] = []
    // Grouped once, and each coordinator read once: routers of one name (platform variants, or past
    // `maximumModuleLinks` the modules' copies) give a coordinator per router, all with that id, until the graph is
    // normalized; hundreds of them hold thousands of edges.
    let forEachOf = Dictionary(facts.routeReducers.map { ($0.reducer, $0) }, uniquingKeysWith: { first, _ in first })
    let screensOf = Dictionary(grouping: graph.screens, by: \.coordinator)
    let screenNames = Dictionary(graph.screens.map { ($0.id, $0.name) }, uniquingKeysWith: { a, _ in a })
    let edgesInto = Dictionary(grouping: graph.edges.filter { screenNames[$0.to] != nil }, by: \.to)
    var read: Set<[String]> = []
    for coordinator in graph.coordinators where coordinator.library == .tcaCoordinators && coordinator.kind == .navigation {
      let id = coordinator.id
      guard read.insert([id] + coordinator.roots).inserted else { continue }
      guard let forEach = forEachOf[id], forEach.cancels,
        let state = index.lookup(id + ".State", from: nil, file: forEach.location.file),
        let routes = index.property("routes", of: state)?.type, routes.name == "Array",
        let route = routes.arguments.first, route.baseName == "Route", let screenState = route.arguments.first
      else { continue }
      let screens = screensOf[id] ?? []
      let names = Dictionary(screens.map { ($0.id, $0.name) }, uniquingKeysWith: { a, _ in a })
      let edges = Set(screens.map(\.id)).sorted().flatMap { edgesInto[$0] ?? [] }
      // A screen that only ever is the root: a root of the coordinator or a root switch's target, never pushed or
      // presented, so it sits at index 0 whenever it is shown.
      let switchedTo = Set(edges.filter { $0.kind == .rootSwitch }.map(\.to))
      let shownOtherwise = Set(edges.filter { [.push, .sheet, .cover, .setRoutes].contains($0.kind) }.map(\.to))
      func rootOnly(_ screen: String) -> Bool {
        (coordinator.roots.contains(screen) || switchedTo.contains(screen)) && !shownOtherwise.contains(screen)
      }
      let replacements = edges.filter { edge in
        guard edge.kind == .rootSwitch, edge.provenance == .source, edge.from != edge.to, let from = names[edge.from],
          rootOnly(edge.from), let feature = feature(of: from, screens: screenState, index: index, file: forEach.location.file)
        else { return false }
        return facts.effectTypes.contains { $0 == feature || $0.hasPrefix(feature + ".") }
      }
      let sites = replacements.compactMap(\.location).sorted()
      guard !sites.isEmpty else { continue }
      let replaced = Array(Set(replacements.compactMap { names[$0.from] })).sorted()
      // At the `forEachRoute` call, whose index-based cancellation misses the replaced screens.
      result.append(
        CodeFact(
          kind: .rootReplacedInPlace, type: id, member: replaced.joined(separator: "', '"), coordinator: id,
          detail: screenState.description, location: forEach.location, related: sites))
    }
    return result
  }

  /// The feature a screen case holds: `case splash(SplashFeature.State)` → `SplashFeature`; with a `@Reducer enum
  /// Screen` (`case game(Game)`), `Game`.
  private func feature(of screen: String, screens: TypeRef, index: TypeIndex, file: String) -> String? {
    var key = index.lookup(screens.name, from: nil, file: file)
    if key.flatMap({ index[$0] })?.kind != .enum, screens.name.hasSuffix(".State") {
      key = index.lookup(String(screens.name.dropLast(".State".count)), from: nil, file: file)
    }
    guard let key, let decl = index[key], decl.kind == .enum,
      let payload = decl.cases.first(where: { $0.name == screen })?.associated.first
    else { return nil }
    var name = payload.name
    for suffix in [".State", ".Action"] where name.hasSuffix(suffix) { name = String(name.dropLast(suffix.count)) }
    return name
  }
}
