/// The part of `NestedNavigationRule` about containers shown inside another without a push: a child coordinator
/// with its own container embedded in a screen's view, or a tab of a TabView that itself sits in a NavigationView.
extension NestedNavigationRule {
  /// One finding per inner container, at the place that asks for it (its `embedInNavigationView:` /
  /// `withNavigation:` / `NavigationViewCoordinator`), with the outer container as a related location.
  func embeddedFindings(_ context: LintContext) -> [Finding] {
    let steps = context.walk.firstSteps { step in
      guard let edge = step.edge, edge.kind == .embed || Self.showsTab(edge, context), step.from.context.navigation == .yes
      else { return false }
      if let child = context.coordinator(edge.to) { return Self.brings(child, at: edge) && !Self.defersToParent(child, step, context) }
      return edge.kind == .tab && context.screen(edge.to)?.bringsNavigation == true
    }
    var seen = Set<String>()
    return steps.compactMap { step in
      guard let edge = step.edge, seen.insert(edge.to).inserted, let outer = Self.container(above: step.from, context) else { return nil }
      let child = context.coordinator(edge.to)
      let asTab = edge.kind == .tab || context.owner(edge.from)?.kind == .tab
      let how = asTab ? "as the tab '\(edge.kind == .tab ? edge.to : edge.from)'" : "in the view of '\(edge.from)'"
      var related: [RelatedLocation] = []
      if let place = outer.location { related.append(RelatedLocation(place, "the outer container: \(outer.label)")) }
      if let place = edge.location, child?.navigationLocation != nil {
        related.append(RelatedLocation(place, "\(context.label(edge.to)) is shown here (\(edge.kind.rawValue))"))
      }
      return finding(
        "\(context.label(edge.to)) brings its own navigation container but is shown \(how) inside \(outer.label), which already has one: the bars stack and pushes go to two different stacks",
        at: child.map { $0.navigation == .yes ? $0.navigationLocation ?? edge.location : edge.location } ?? edge.location,
        suggestion: "Keep one container: drop the inner one (no embedInNavigationView/withNavigation, no NavigationViewCoordinator, no NavigationView in its view), or the outer one if the inner stacks are the ones that push (a TabView goes outside the NavigationViews, one per tab).",
        subjects: [edge.from, edge.to], related: related, path: context.walk.pathLocations(to: step.from))
    }
  }

  /// The nearest container of the layer a state is shown in: going back along its path from the state, a screen
  /// whose view brings one, the presentation that started the layer with navigation, or a coordinator with its own;
  /// nil when the layer starts (a presentation without navigation, a root switch) before one is found.
  static func container(above state: ReachedState, _ context: LintContext) -> (label: String, location: SourceLocation?)? {
    func brings(_ node: String) -> (label: String, location: SourceLocation?)? {
      // A screen whose view is a child coordinator with its own container is marked as bringing that container:
      // it is not a second one.
      guard let screen = context.screen(node), screen.bringsNavigation,
        !context.outgoing(node).contains(where: { edge in edge.kind == .embed && context.coordinator(edge.to).map { Self.brings($0, at: edge) } == true })
      else { return nil }
      return ("the NavigationView of '\(screen.id)'", screen.location)
    }
    func owned(_ node: String) -> (label: String, location: SourceLocation?)? {
      guard let owner = context.owner(node), owner.navigation == .yes else { return nil }
      return ("the navigation container of \(context.label(owner.id))", owner.navigationLocation ?? owner.location)
    }
    var current = state.node
    for edge in context.walk.path(to: state).reversed() {
      if let found = brings(current) { return found }
      switch edge.kind {
      case .sheet, .cover:
        // The presented layer has navigation when the presentation asks for it (or Stinsen wraps the screen).
        guard state.context.navigation == .yes else { return nil }
        return owned(edge.to).flatMap { context.coordinator(edge.to) != nil ? $0 : nil }
          ?? ("the navigation of the \(edge.kind.rawValue) presented from '\(edge.from)'", edge.location)
      case .rootSwitch, .setRoutes:
        // A coordinator switched to brings its own container wherever it is shown.
        if context.coordinator(edge.to) != nil, let found = owned(current) { return found }
        // A new root is not known to sit in the container the coordinator's first root asked for (a view that
        // switches between its router and another coordinator shows the latter outside the router), unless the new
        // routes ask for one themselves (`state.routes = [.root(.tabs(…), embedInNavigationView: true)]`).
        guard edge.withNavigation, state.context.navigation == .yes else { return nil }
        return ("the navigation container of the routes that switch to '\(edge.to)'", edge.location)
      case .tab where !showsTab(edge, context):
        // A tab selected from elsewhere (a deep link, `focusFirst`) says nothing about what contains the tab.
        return nil
      case .push, .embed, .tab:
        if let found = owned(current) { return found }
      }
      current = edge.from
    }
    return brings(current) ?? owned(current)
  }

  /// Whether a child coordinator brings its own container where the edge shows it: its class always does, or Stinsen
  /// wraps it there (`NavigationViewCoordinator(HomeCoordinator())` wraps the one it is given in a NavigationView, per
  /// use: the class may be shown bare elsewhere, and a `TabCoordinatable` wrapped so puts its TabView inside one).
  static func brings(_ child: Coordinator, at edge: Edge) -> Bool {
    child.navigation == .yes || (child.library == .stinsen && edge.kind == .embed && edge.withNavigation)
  }

  /// A tab edge from the tab container itself (its TabView, a `TabCoordinatable`): the tab is shown inside it. A tab
  /// selected from a screen (`focusFirst`, a deep link setting the selection) is a switch, not containment.
  static func showsTab(_ edge: Edge, _ context: LintContext) -> Bool {
    edge.kind == .tab && context.coordinator(edge.from)?.kind == .tab
  }

  /// Whether a FlowStack child may not embed the container it asks for: FlowStacks 0.9 ignores `withNavigation: true`
  /// in any FlowStack nested in another (`withNavigation && parentFlowStackDataType == nil` in FlowStack.swift);
  /// from 0.10 only in a child without its own binding under a FlowPath or unbound parent (`deferToParentFlowStack`).
  /// The graph does not say which version the app builds with, so such children are not judged.
  static func defersToParent(_ child: Coordinator, _ step: Step, _ context: LintContext) -> Bool {
    guard child.library == .flowStacks, child.generation == "0.6+" else { return false }
    let owners = [step.from.node] + context.walk.path(to: step.from).map(\.from)
    return owners.contains { node in
      guard let owner = context.owner(node) else { return false }
      return owner.id != child.id && owner.library == .flowStacks && owner.generation == "0.6+"
    }
  }
}

extension NestedNavigationRule {
  /// Routes a child coordinator without a container of its own switches to a root that asks for one
  /// (`state.routes = [.root(.login(…), embedInNavigationView: true)]`), while the child is shown (embedded, pushed,
  /// as a tab) inside a layer that has one: from then on its container sits in the outer one. Reported once per
  /// switch, at the root that asks for it.
  func switchedRootFindings(_ context: LintContext) -> [Finding] {
    // The roots asking for a container, by the coordinator whose routes switch to them, in the order reported.
    var switches: [String: [(location: SourceLocation, edge: Edge)]] = [:]
    for edge in context.graph.edges where edge.kind == .rootSwitch && edge.withNavigation {
      guard let location = edge.location, let owner = context.screen(edge.to)?.coordinator else { continue }
      switches[owner, default: []].append((location, edge))
    }
    guard !switches.isEmpty else { return [] }
    var seen = Set<SourceLocation>()
    var found: [Finding] = []
    for step in context.walk.steps {
      guard let edge = step.edge, let child = context.coordinator(edge.to), child.navigation == .no || child.navigation == .inherited,
        edge.kind == .embed || edge.kind == .push || Self.showsTab(edge, context), step.from.context.navigation == .yes,
        let roots = switches[child.id], let outer = Self.container(above: step.from, context)
      else { continue }
      for (location, inner) in roots.sorted(by: { ($0.location, $0.edge.to) < ($1.location, $1.edge.to) }) {
        guard seen.insert(location).inserted else { continue }
        var related: [RelatedLocation] = []
        if let place = outer.location { related.append(RelatedLocation(place, "the outer container: \(outer.label)")) }
        if let place = edge.location { related.append(RelatedLocation(place, "\(context.label(child.id)) is shown here (\(edge.kind.rawValue))")) }
        found.append(finding(
          "routes switched to '\(inner.to)' ask for their own navigation container, but \(context.label(child.id)) is shown inside \(outer.label), which already has one: the bars stack and pushes go to two different stacks",
          at: location,
          suggestion: "Switch the root without a container of its own (no embedInNavigationView/withNavigation): the outer container already holds the coordinator.",
          subjects: [inner.to, child.id], related: related, path: context.walk.pathLocations(to: step.from)))
      }
    }
    return found
  }
}
