/// The check of `UnusedNavigationContainerRule`: the layer a coordinator's own container holds, and what uses it.
extension UnusedNavigationContainerRule {
  func check(_ context: LintContext) -> [Finding] {
    guard !context.graph.entryPoints.isEmpty else { return [] }
    let reached = context.reachedCoordinators
    return context.graph.coordinators.compactMap { c -> Finding? in
      guard c.library == .stinsen, c.kind == .navigation, c.navigation == .yes, let place = c.navigationLocation,
        reached.contains(c.id), !context.dynamicOwners.contains(c.id)
      else { return nil }
      // Inside another container, the container is nested: nested-navigation reports it.
      let parents = context.incoming(c.id).compactMap { context.owner($0.from)?.id }
      if parents.contains(where: { p in context.walk.contexts(of: p).contains { $0.navigation != .no } }) { return nil }
      guard let layer = Self.baseLayer(of: c, context) else { return nil }
      let roots = c.roots.compactMap { context.screen($0) }
      return finding(
        "\(context.label(c.id)) is wrapped in its own navigation container, but nothing is ever pushed into it and its screens show no title, bar items or toolbar: \(layer.presented.isEmpty ? "it only shows its root" : "its screens are presented modally, in containers of their own")",
        at: place,
        suggestion: "Drop the NavigationViewCoordinator (or add the push the container is for): Stinsen presents modal routes in a NavigationView of their own.",
        subjects: [c.id] + roots.map(\.id),
        related: roots.compactMap { s in s.location.map { RelatedLocation($0, "'\(s.id)' is shown in the container") } }
          + layer.presented.compactMap { e in e.location.map { RelatedLocation($0, "'\(e.to)' is presented (\(e.kind.rawValue)) in a layer of its own") } })
    }
  }

  /// What the container holds: the coordinator's roots, root switches, and child coordinators shown in them
  /// without a container of their own. Nil (abstain) when something in it may push or show a bar: a push, a
  /// routes assignment, an unresolved call, a view that uses the container, a screen whose views were not read, or a
  /// push onto these coordinators from anywhere but their own presented screens; also when it shows a child that
  /// brings a container of its own (nested-navigation reports the two containers: one mistake, one finding).
  static func baseLayer(of c: Coordinator, _ context: LintContext) -> (nodes: Set<String>, presented: [Edge])? {
    guard !c.roots.isEmpty else { return nil }
    var nodes: Set<String> = [c.id]
    var owners: Set<String> = [c.id]
    var queue = [c.id]
    var presented: [Edge] = []
    var head = 0
    while head < queue.count {
      let node = queue[head]
      head += 1
      if let child = context.coordinator(node) {
        for root in child.roots where nodes.insert(root).inserted { queue.append(root) }
      } else {
        guard let screen = context.screen(node) else { return nil }
        // A screen's views must have been read (or the screen is a child coordinator shown inline), and none of
        // them may push with a NavigationLink or show something in the bar.
        let embeds = context.outgoing(node).contains { $0.kind == .embed && context.coordinator($0.to) != nil }
        let read = screen.views.isEmpty ? embeds : screen.location?.file.hasSuffix(".swift") == true
        guard read, screen.navigationUse == nil else { return nil }
      }
      guard context.unresolved(from: node).isEmpty else { return nil }
      for edge in context.outgoing(node) {
        switch edge.kind {
        case .push, .setRoutes: return nil
        case .sheet, .cover: presented.append(edge)
        case .embed, .tab, .rootSwitch:
          // A child with a container of its own holds its own pushes. Shown by a screen of these coordinators, it is
          // inside this container: nested-navigation reports the two. (A root switch may lead to another
          // coordinator's screen, outside the container.)
          if let child = context.coordinator(edge.to), child.navigation == .yes {
            if let owner = context.owner(node)?.id, owners.contains(owner) { return nil }
            continue
          }
          if let child = context.coordinator(edge.to) { owners.insert(child.id) }
          if nodes.insert(edge.to).inserted { queue.append(edge.to) }
        }
      }
    }
    // A push onto these coordinators must come from one of their presented screens: Stinsen pushes after a modal
    // route inside that modal's own NavigationView (each stack item's PresentationHelper presents the next item).
    for edge in context.graph.edges where edge.kind == .push || edge.kind == .setRoutes {
      guard let target = context.owner(edge.to)?.id, owners.contains(target) else { continue }
      guard !nodes.contains(edge.from), let from = context.owner(edge.from)?.id, owners.contains(from),
        context.walk.reachedNodes.contains(edge.from), !presentedLayerBase(edge.from, nodes, context).isEmpty
      else { return nil }
    }
    presented.sort { Optional.precedes($0.location, $1.location) ?? ($0.to < $1.to) }
    return (nodes, presented)
  }

  /// The presentations (sheet/cover edges) below a screen outside the base layer, found by walking its incoming
  /// edges back to the base layer: empty when some way to it does not start with a presentation from that layer.
  static func presentedLayerBase(_ node: String, _ base: Set<String>, _ context: LintContext) -> [Edge] {
    var found: [Edge] = []
    var seen: Set<String> = [node]
    var queue = [node]
    var head = 0
    while head < queue.count, head < 10_000 {
      let current = queue[head]
      head += 1
      for edge in context.incoming(current) {
        if base.contains(edge.from) {
          guard edge.kind.presents else { return [] }
          found.append(edge)
        } else if seen.insert(edge.from).inserted {
          queue.append(edge.from)
        }
      }
    }
    return found
  }
}
