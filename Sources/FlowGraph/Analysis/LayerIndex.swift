/// Fast lookups over a graph and the rules of how each edge kind changes the layer a screen is shown in.
struct LayerIndex: Sendable {
  let graph: FlowGraph
  let coordinators: [String: Coordinator]
  let screens: [String: Screen]
  let outgoing: [String: [Edge]]
  let incoming: [String: [Edge]]
  let backActions: [String: [BackAction]]
  let unresolved: [String: [Unresolved]]
  /// Roots that root switches show in a navigation container of their own, every switch to them asking for one
  /// (`routes = [.root(.login, embedInNavigationView: true)]`): shown by such a switch, never in the coordinator's
  /// first layer as declared.
  let switchedWithNavigation: Set<String>

  init(_ graph: FlowGraph) {
    self.graph = graph
    coordinators = Dictionary(graph.coordinators.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
    screens = Dictionary(graph.screens.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
    outgoing = Dictionary(grouping: graph.edges.sorted(by: Edge.precedes), by: \.from)
    incoming = Dictionary(grouping: graph.edges.sorted(by: Edge.precedes), by: \.to)
    backActions = Dictionary(grouping: graph.backActions, by: \.screen)
    unresolved = Dictionary(grouping: graph.unresolved, by: \.from)
    var switched: [String: Bool] = [:]
    for edge in graph.edges where edge.kind == .rootSwitch { switched[edge.to] = (switched[edge.to] ?? true) && edge.withNavigation }
    switchedWithNavigation = Set(switched.filter(\.value).keys)
  }

  /// The states the app starts in: declared entry points, else the coordinators nothing attaches.
  func entryStates() -> [ReachedState] {
    let targets: [String]
    let declared = !graph.entryPoints.isEmpty
    if declared {
      targets = graph.entryPoints.map(\.target)
    } else {
      let attached = Set(graph.edges.map(\.to))
      targets = graph.coordinators.map(\.id).filter { !attached.contains($0) }
    }
    return targets.sorted().compactMap { target -> ReachedState? in
      guard var state = entryState(target, guessed: !declared && targets.count > 1) else { return nil }
      // The path starts on the platforms of what it starts at.
      state.context.platforms = coordinators[target]?.platforms ?? screens[target].flatMap { coordinators[$0.coordinator]?.platforms } ?? []
      return state
    }
  }

  /// `guessed`: one of several coordinators nothing attaches, with no declared entry point.
  private func entryState(_ target: String, guessed: Bool) -> ReachedState? {
    if let c = coordinators[target] {
      // Without a declared entry, several coordinators nothing attaches are not all the app's root: the others are
      // shown by code not linked (a factory, a dependency container), maybe inside a container there, so one that
      // brings none of its own has an unknown one.
      var navigation = own(c, inheriting: .unknown)
      if guessed, navigation == .no { navigation = .unknown }
      return ReachedState(node: target, context: LayerContext(navigation: navigation))
    }
    if let s = screens[target] {
      let nav: Availability = s.bringsNavigation ? .yes : own(coordinators[s.coordinator], inheriting: .unknown)
      return ReachedState(node: target, context: LayerContext(navigation: nav))
    }
    return nil
  }

  /// A coordinator's own container: yes/no as declared, its parent's when inherited.
  func own(_ c: Coordinator?, inheriting parent: Availability) -> Availability {
    switch c?.navigation ?? .unknown {
    case .yes: return .yes
    case .no: return .no
    case .inherited: return parent
    case .unknown: return .unknown
    }
  }

  /// The container of a coordinator shown inside a layer (pushed, embedded): its own, else the layer's. One whose own is
  /// unknown (a root embedding navigation by a value known only at run time) may bring one: unknown unless the layer
  /// has one.
  private static func around(_ c: Coordinator, _ layer: Availability) -> Availability {
    if c.navigation == .yes || layer == .yes { return .yes }
    return c.navigation == .unknown ? .unknown : layer
  }

  func successors(of state: ReachedState) -> [(Edge?, ReachedState)] {
    var result: [(Edge?, ReachedState)] = []
    if let c = coordinators[state.node] {
      for root in c.roots {
        guard let screen = screens[root] else { continue }
        // A root whose view brings its own container (`case .auth: NavigationStack { AuthFlow() }`) has one, as has
        // a root every switch to which asks for one (a root the coordinator starts with as well is taken to be that
        // one: its first layer may then go unjudged, never misjudged).
        var context = state.context
        if screen.bringsNavigation || switchedWithNavigation.contains(root) { context.navigation = .yes }
        result.append((nil, ReachedState(node: root, context: context)))
      }
    }
    for edge in outgoing[state.node] ?? [] {
      // A path stays on its platforms: no edge, nor coordinator, of another.
      let destination = coordinators[edge.to]?.platforms ?? screens[edge.to].flatMap { coordinators[$0.coordinator]?.platforms } ?? []
      guard PlatformTags.compatible(state.context.platforms, edge.platforms),
        PlatformTags.compatible(state.context.platforms, destination), PlatformTags.compatible(edge.platforms, destination),
        var next = enter(edge, from: state.context)
      else { continue }
      next.platforms = PlatformTags.narrowed(PlatformTags.narrowed(state.context.platforms, edge.platforms), destination)
      result.append((edge, ReachedState(node: edge.to, context: next)))
    }
    return result
  }

  /// The layer the destination of an edge is shown in.
  func enter(_ edge: Edge, from ctx: LayerContext) -> LayerContext? {
    if let c = coordinators[edge.to] {
      switch edge.kind {
      case .push:
        let nav = Self.around(c, ctx.navigation)
        return LayerContext(navigation: nav, pushes: ctx.pushes + 1, presented: ctx.presented, presentation: ctx.presentation,
                            around: ctx.navigation)
      case .sheet, .cover:
        let nav: Availability = edge.withNavigation || c.navigation == .yes ? .yes : (c.navigation == .unknown ? .unknown : .no)
        return LayerContext(navigation: nav, presented: ctx.presented + 1, presentation: edge.kind, around: edge.withNavigation ? .yes : .no)
      case .tab:
        return LayerContext(navigation: own(c, inheriting: ctx.navigation), presented: ctx.presented, presentation: ctx.presentation,
                            around: ctx.navigation)
      case .rootSwitch, .setRoutes:
        return LayerContext(navigation: own(c, inheriting: ctx.navigation), around: ctx.around)
      case .embed:
        let nav = Self.around(c, ctx.navigation)
        return LayerContext(navigation: nav, pushes: ctx.pushes, presented: ctx.presented, presentation: ctx.presentation,
                            around: ctx.navigation)
      }
    }
    guard let s = screens[edge.to] else { return nil }
    let brings = s.bringsNavigation
    // A route listed as presented in a list assigned at once (`[.root(.home), .sheet(.settings)]`) is a layer of its
    // own, with the container it asks for, as when it is presented by itself.
    let shown = edge.kind == .setRoutes && edge.presentation?.presents == true ? edge.presentation ?? edge.kind : edge.kind
    switch shown {
    case .push:
      return LayerContext(
        navigation: brings ? .yes : ctx.navigation, pushes: ctx.pushes + 1, presented: ctx.presented,
        presentation: ctx.presentation, around: ctx.around)
    case .sheet, .cover:
      // Stinsen's PresentationHelper wraps a `.modal`/`.fullScreen` route that builds a view (not a coordinator) in a
      // NavigationView and shows it as a NavigationCoordinatableView of the same stack: pushes from it work.
      let wrapped = coordinators[s.coordinator]?.library == .stinsen
      return LayerContext(
        navigation: edge.withNavigation || brings || wrapped ? .yes : .no, presented: ctx.presented + 1, presentation: shown,
        around: ctx.around)
    case .tab:
      return LayerContext(navigation: brings ? .yes : ctx.navigation, presented: ctx.presented, presentation: ctx.presentation,
                          around: ctx.around)
    case .rootSwitch:
      // `routes = [.root(.home, embedInNavigationView: true)]`: the new root is embedded in a NavigationView.
      return LayerContext(navigation: brings || edge.withNavigation ? .yes : rootNavigation(coordinators[s.coordinator], ctx), around: ctx.around)
    case .embed:
      return ctx
    case .setRoutes:
      let isRoot = coordinators[s.coordinator]?.roots.contains(s.id) ?? false
      return LayerContext(
        navigation: brings ? .yes : rootNavigation(coordinators[s.coordinator], ctx), pushes: isRoot ? 0 : 1,
        presented: ctx.presented, presentation: ctx.presentation, around: ctx.around)
    }
  }

  /// The container a coordinator's new root is shown in: its own, or, with none of its own (`.no`), the one around it
  /// (a TCACoordinators or FlowStacks router whose root embeds no NavigationView pushes through the enclosing one).
  private func rootNavigation(_ c: Coordinator?, _ ctx: LayerContext) -> Availability {
    c?.navigation == Optional(NavigationContainer.no) ? ctx.around : own(c, inheriting: ctx.navigation)
  }

  /// "screen 'Catalog.home'" or "coordinator 'Checkout' (CheckoutCoordinator)".
  func label(_ node: String) -> String {
    if let c = coordinators[node] {
      return c.name == c.id ? "coordinator '\(c.id)'" : "coordinator '\(c.id)' (\(c.name))"
    }
    return "'\(node)'"
  }
}
