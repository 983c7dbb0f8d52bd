/// Joins the TCACoordinators facts into a graph: one coordinator per `TCARouter` (named after its reducer when
/// the view's store says which), its screen cases with their views, roots from the initial routes, and the
/// reducer arms' route changes as edges from the screen whose action they handle.
public struct TCALinker: Sendable {
  public init() {}

  public func link(_ facts: TCAFacts, declarations: DeclarationFacts) -> FlowGraph {
    let index = TypeIndex(declarations.types)
    var graph = FlowGraph()
    var byView: [String: String] = [:]
    for router in facts.routers {
      byView[router.view] = reducer(of: router, index: index) ?? router.view
    }
    for router in facts.routers.sorted(by: { $0.view < $1.view }) {
      guard let id = byView[router.view] else { continue }
      let single = facts.routers.count == 1
      let initial = facts.initial.filter { initial in
        guard let type = initial.type else { return single }
        return type == id || type.hasPrefix(id + ".") || (single && type.hasSuffix("State"))
      }.first?.routes ?? []
      var roots: [String] = []
      var navigation = NavigationContainer.unknown
      for value in initial where value.kind == .root {
        if case .path(let p) = value.destination, let name = p.first { roots.append(Screen.id(coordinator: id, name: name)) }
        navigation = value.withNavigation ? .yes : .no
      }
      let decl = index.lookup(router.view, from: nil, file: router.file).flatMap { index[$0] }
      graph.coordinators.append(Coordinator(
        id: id, name: id, library: .tcaCoordinators, kind: .navigation, roots: roots, navigation: navigation,
        platforms: decl?.platforms ?? [], location: router.location))
      for arm in facts.screenArms where arm.view == router.view {
        let views = arm.views.filter { index.lookup($0, from: router.view, file: router.file) != nil }
        for name in arm.cases {
          graph.screens.append(Screen(coordinator: id, name: name, views: views.sorted(), location: arm.location))
          // A screen whose view is another coordinator's router embeds that coordinator.
          for view in views {
            guard let child = byView[view], child != id else { continue }
            graph.edges.append(Edge(from: Screen.id(coordinator: id, name: name), to: child, kind: .embed, location: arm.location))
          }
        }
      }
      for arm in facts.reducerArms where arm.reducer == id || (single && byView.values.contains(arm.reducer) == false) {
        add(arm, coordinator: id, to: &graph)
      }
    }
    // `AppCoordinatorView(store: …)` in the App starts there.
    for use in declarations.instantiations {
      guard let id = byView[use.type], let type = use.context.type,
        let holder = index.lookup(type, from: nil, file: use.context.file), index[holder]?.inherits.contains("App") == true
      else { continue }
      graph.entryPoints.append(EntryPoint(target: id, location: use.location))
    }
    return graph.normalized()
  }

  /// `let store: StoreOf<Coordinator>` → Coordinator; `Store<Coordinator.State, Coordinator.Action>` → Coordinator.
  private func reducer(of router: TCARouterDecl, index: TypeIndex) -> String? {
    guard let store = router.store, let view = index.lookup(router.view, from: nil, file: router.file),
      let type = index.property(store, of: view)?.type, let first = type.arguments.first
    else { return nil }
    if type.baseName == "StoreOf" { return first.name }
    if type.baseName == "Store", first.name.hasSuffix(".State") { return String(first.name.dropLast(".State".count)) }
    return nil
  }

  private func add(_ arm: TCAReducerArm, coordinator id: String, to graph: inout FlowGraph) {
    let from = arm.from.map { Screen.id(coordinator: id, name: $0) } ?? id
    let l = arm.location
    let armGroup = "\(l.file):\(l.line):\(l.column)"
    var edges: [Edge] = []
    for change in arm.changes {
      switch change.action {
      case .edge(let kind, let withNavigation, let screen):
        guard let screen else { continue }
        edges.append(Edge(from: from, to: Screen.id(coordinator: id, name: screen), kind: kind, withNavigation: withNavigation,
                          location: change.location, staged: change.staged, platforms: change.platforms))
      case .back(let kind):
        graph.backActions.append(BackAction(action: kind, screen: from, location: change.location, platforms: change.platforms,
                                            staged: change.staged ? true : nil))
      case .setRoutes(let values):
        // `append(.push(x))` is one edge of its kind; a whole array is a deep link or a root switch.
        for value in values {
          guard case .path(let p) = value.destination, let name = p.first else { continue }
          let kind: EdgeKind = switch value.kind {
          case .root: .rootSwitch
          case .push: values.count == 1 ? .push : .setRoutes
          case .sheet: values.count == 1 ? .sheet : .setRoutes
          case .cover: values.count == 1 ? .cover : .setRoutes
          }
          edges.append(Edge(from: from, to: Screen.id(coordinator: id, name: name), kind: kind, withNavigation: value.withNavigation,
                            location: value.location, staged: change.staged, platforms: change.platforms))
        }
      }
    }
    // One arm is one update, unless its edges are `#if os` alternatives that never run together.
    let together = edges.indices.contains { i in
      edges.indices.contains { j in i < j && PlatformTags.compatible(edges[i].platforms, edges[j].platforms) }
    }
    for var edge in edges {
      if together { edge.group = armGroup }
      graph.edges.append(edge)
    }
  }
}
