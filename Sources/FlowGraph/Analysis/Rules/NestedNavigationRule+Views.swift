/// The part of `NestedNavigationRule` about containers nested within a screen's own views: a view whose body is a
/// NavigationView/NavigationStack, built inside another view's container (directly, through other views, or as a
/// `NavigationLink` destination, which SwiftUI pushes onto that same stack).
extension NestedNavigationRule {
  /// One finding per inner container, the screens that show it named with it.
  func viewFindings(_ context: LintContext) -> [Finding] {
    var screensByNesting: [ContainerNesting: [String]] = [:]
    for screen in context.graph.screens {
      for nesting in screen.nestedContainers ?? [] { screensByNesting[nesting, default: []].append(screen.id) }
    }
    var seen = Set<SourceLocation>()
    return screensByNesting.keys.sorted { ($0.inner, $0.outer) < ($1.inner, $1.outer) }.compactMap { nesting in
      guard seen.insert(nesting.inner).inserted else { return nil }
      let screens = (screensByNesting[nesting] ?? []).sorted()
      let through = nesting.via.count > 1 ? " (through \(nesting.via.count - 1) view\(nesting.via.count == 2 ? "" : "s") between them)" : ""
      var related = [RelatedLocation(nesting.outer, "the outer container, built by '\(nesting.outerView)'")]
      related += nesting.via.map { RelatedLocation($0, "built here") }
      return finding(
        "'\(nesting.innerView)' builds its own navigation container, but it is shown inside the one '\(nesting.outerView)' builds\(through), on \(screens.map { "'\($0)'" }.joined(separator: ", ")): the bars stack and its links push onto a second stack",
        at: nesting.inner,
        suggestion: "Drop the inner NavigationView/NavigationStack (the outer one already holds '\(nesting.innerView)'), or present '\(nesting.innerView)' in a sheet if it needs a stack of its own.",
        subjects: screens, related: related)
    }
  }
}

/// The part of `NestedNavigationRule` about a screen whose own view builds a container while the layer it is shown
/// in already has one: the root of a coordinator wrapped in a container (Stinsen's `NavigationViewCoordinator`, a
/// root with `embedInNavigationView: true`, `FlowStack(withNavigation: true)`), a screen pushed where pushes do not
/// count its own container as one (Stinsen builds the link outside the screen's view), or one presented with a
/// container of its own (`presentSheet(.x, embedInNavigationView: true)`).
extension NestedNavigationRule {
  func ownViewFindings(_ context: LintContext) -> [Finding] {
    var found: [SourceLocation: (screens: Set<String>, outer: (label: String, location: SourceLocation?), path: [RelatedLocation])] = [:]
    // A coordinator showing its roots (the walk takes no edge there); a TabView's tabs are judged as tabs
    // (`embeddedFindings`).
    let roots = context.walk.order.flatMap { state -> [Step] in
      guard let coordinator = context.coordinator(state.node), coordinator.kind != .tab else { return [] }
      return coordinator.roots.map { Step(from: state, edge: nil, to: ReachedState(node: $0, context: state.context)) }
    }
    for step in roots + context.walk.steps {
      guard let screen = context.screen(step.to.node), let inner = screen.ownContainer,
        !context.outgoing(screen.id).contains(where: { $0.kind == .embed })
      else { continue }
      let outer: (label: String, location: SourceLocation?)?
      switch step.edge?.kind {
      case nil:
        outer = step.from.context.navigation == .yes ? Self.container(above: step.from, context) : nil
      case .push where !screen.bringsNavigation:
        // A screen whose container counts for pushes is judged where it is pushed (`check`).
        outer = step.from.context.navigation == .yes ? Self.container(above: step.from, context) : nil
      case .sheet, .cover:
        outer = step.edge.flatMap { edge in
          edge.withNavigation ? ("the navigation of the \(edge.kind.rawValue) presented from '\(edge.from)'", edge.location) : nil
        }
      default:
        outer = nil
      }
      guard let outer else { continue }
      if found[inner] == nil { found[inner] = ([], outer, context.walk.pathLocations(to: step.from)) }
      found[inner]?.screens.insert(screen.id)
    }
    return found.keys.sorted().compactMap { inner in
      guard let entry = found[inner] else { return nil }
      let screens = entry.screens.sorted()
      let views = Set(screens.compactMap { context.screen($0)?.views.first }).sorted()
      let what = views.count == 1 ? "'\(views[0])' builds" : "The view of \(screens.map { "'\($0)'" }.joined(separator: ", ")) builds"
      var related: [RelatedLocation] = []
      if let place = entry.outer.location { related.append(RelatedLocation(place, "the outer container: \(entry.outer.label)")) }
      return finding(
        "\(what) its own navigation container, but \(screens.map { "'\($0)'" }.joined(separator: ", ")) \(screens.count == 1 ? "is" : "are") shown inside \(entry.outer.label), which already has one: the bars stack and links inside push onto a second stack",
        at: inner,
        suggestion: "Drop the NavigationView/NavigationStack from the screen's view (the layer's container already holds it), or drop the outer one.",
        subjects: screens, related: related, path: entry.path)
    }
  }
}
