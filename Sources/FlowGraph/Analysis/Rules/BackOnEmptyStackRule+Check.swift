/// The checks of `BackOnEmptyStackRule`: calls grouped by site, the stack a call can see, no-op pops.
extension BackOnEmptyStackRule {
  func check(_ context: LintContext) -> [Finding] {
    // One call in a view that several screens show is one back action per screen: judged together, reported once.
    var sites: [[BackAction]] = []
    var index: [String: Int] = [:]
    for back in context.graph.backActions {
      guard let location = back.location else {
        sites.append([back])
        continue
      }
      let key = "\(location)|\(back.action.rawValue)"
      if let at = index[key] { sites[at].append(back) } else {
        index[key] = sites.count
        sites.append([back])
      }
    }
    return sites.compactMap { site in check(site, context) }
  }

  private func check(_ site: [BackAction], _ context: LintContext) -> Finding? {
    guard let back = site.first else { return nil }
    // Going back from coordinator code no screen runs (a TCA reducer helper, a popup's action, an app's own
    // `func dismiss()` wrapper): where the stack stands then is not known, so only `dismissCoordinator` (about the
    // coordinator itself) is judged.
    if site.contains(where: { context.screen($0.screen) == nil }), back.action != .dismissCoordinator {
      // Unless the coordinator's stack can only ever hold its root: then going back does nothing from anywhere.
      guard Self.stackActions.contains(back.action), let c = context.coordinator(back.screen), Self.onlyRoot(c, context)
      else { return nil }
      return finding(
        "\(context.label(c.id)) calls \(back.action.rawValue), but its stack only ever holds its root: the call does nothing",
        at: back.location,
        suggestion: "Remove the \(back.action.rawValue) call, or push onto this coordinator's routes where the call expects it.",
        subjects: [c.id])
    }
    // A view shown by several screens runs the call in each of them, whichever screen extraction tied it to.
    let screens = Self.sharingViews(site.map(\.screen), context)
    let contexts = screens.flatMap { context.walk.contexts(of: $0) }
    guard !contexts.isEmpty else { return nil }
    let stinsen = context.owner(back.screen)?.library == .stinsen
    let reason: String
    var suggestion = "Remove the \(back.action.rawValue) call, or reach '\(back.screen)' the way the call expects (push it, or present it)."
    switch back.action {
    case .pop, .popLast:
      let empty = contexts.allSatisfy { $0.pushes == 0 && (!stinsen || $0.presentation == nil) }
      if !empty, stinsen, let root = Self.ownRoot(site, screens, context) {
        // A Stinsen coordinator pushed or presented by another has a stack of its own: its router pops only that.
        reason = "it is the root of the stack of its own \(context.label(root)), and a Stinsen router's \(back.action.rawValue) only removes routes of its own coordinator's stack (the route that showed the coordinator stays)"
        suggestion = "Leave this coordinator with dismissCoordinator(), or go back with the router of the coordinator that shows it."
        break
      }
      guard empty else { return nil }
      // FlowStacks' `pop` (which TCACoordinators' routes share) asserts that every route it removes was pushed.
      let library = context.owner(back.screen)?.library
      if library == .flowStacks || library == .tcaCoordinators, contexts.allSatisfy({ $0.presentation != nil }) {
        reason = "it is presented (as a sheet or cover) on every path, and pop only removes pushed screens (it asserts so)"
        suggestion = "Close a presented screen with dismiss() (or goBack())."
      } else {
        reason = "nothing is ever pushed below it"
      }
    case .goBack:
      guard contexts.allSatisfy({ $0.pushes == 0 && $0.presented == 0 }) else { return nil }
      reason = "nothing is ever pushed or presented below it"
    case .dismiss:
      guard contexts.allSatisfy({ $0.presented == 0 }) else { return nil }
      // A coordinator nothing in the graph attaches and that is no entry point (a view factory builds it, another
      // module presents it): how it is shown is not known.
      if let owner = context.owner(back.screen), context.incoming(owner.id).isEmpty,
        !context.graph.entryPoints.contains(where: { $0.target == owner.id })
      {
        return nil
      }
      reason = "it is never shown in a presented layer (sheet or cover)"
    case .dismissCoordinator:
      guard let owner = context.owner(back.screen),
        !context.incoming(owner.id).contains(where: { context.walk.reachedNodes.contains($0.from) })
      else { return nil }
      reason = "\(context.label(owner.id)) is an entry point that nothing presents"
    default:
      return nil
    }
    let state = context.walk.firstState(of: back.screen)
    return finding(
      "\(callers(back.screen, site.dropFirst().map(\.screen))) calls \(back.action.rawValue), but \(reason)",
      at: back.location,
      suggestion: suggestion,
      subjects: site.map(\.screen), path: state.map { context.walk.pathLocations(to: $0) } ?? [])
  }

  static let stackActions: Set<BackActionKind> = [.pop, .popLast, .popToRoot, .goBack, .goBackToRoot]

  /// The coordinator whose root every screen of a call is, where every back action of the call changes that
  /// screen's own coordinator's stack (`BackAction.ownStack`): nothing of that stack is below a root, so `popLast()`
  /// and `pop()` there do nothing (Stinsen: `popLast()` is `popTo(stack.count - 2)`, and `popTo` leaves an empty stack
  /// as it is). Nil when a screen is no root, or a call's receiver is not known to be the screen's own router.
  static func ownRoot(_ site: [BackAction], _ screens: [String], _ context: LintContext) -> String? {
    guard site.allSatisfy({ $0.ownStack == true }) else { return nil }
    var owner: String?
    for screen in screens {
      guard let c = context.owner(screen), c.roots.contains(screen), owner == nil || owner == c.id else { return nil }
      owner = c.id
    }
    return owner
  }

  /// Whether a coordinator's routes can only ever hold its root: every screen it declares is a root, nothing it
  /// runs pushes, presents or replaces its routes, no edge leads into its screens but a root switch or a tab, no
  /// unresolved call may build its state, and it owns its routes. Stinsen is left out: its popToRoot also
  /// dismisses modal routes of parents.
  static func onlyRoot(_ c: Coordinator, _ context: LintContext) -> Bool {
    guard c.library == .flowStacks || c.library == .tcaCoordinators, c.sharesParentRoutes != true, c.kind == .navigation,
      !context.dynamicOwners.contains(c.id)
    else { return false }
    let screens = context.graph.screens.filter { $0.coordinator == c.id }
    guard !screens.isEmpty, screens.allSatisfy({ c.roots.contains($0.id) }) else { return false }
    let grows: Set<EdgeKind> = [.push, .sheet, .cover, .setRoutes]
    return !context.graph.edges.contains { edge in
      (grows.contains(edge.kind) && context.owner(edge.from)?.id == c.id)
        || (context.screen(edge.to)?.coordinator == c.id && edge.kind != .rootSwitch && edge.kind != .tab)
    }
  }

  /// The screens given and every screen that shows one of their views.
  static func sharingViews(_ screens: [String], _ context: LintContext) -> [String] {
    let views = Set(screens.compactMap { context.screen($0) }.flatMap(\.views))
    let sharing = views.isEmpty ? [] : context.graph.screens.filter { !views.isDisjoint(with: $0.views) }.map(\.id)
    return Array(Set(screens + sharing)).sorted()
  }
}
