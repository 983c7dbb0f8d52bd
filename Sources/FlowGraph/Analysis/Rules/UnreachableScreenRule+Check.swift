/// The check of `UnreachableScreenRule` and what keeps it silent.
extension UnreachableScreenRule {
  func check(_ context: LintContext) -> [Finding] {
    // Without an entry point found in the code or declared, "unreachable" would be a guess (LintRun adds a note).
    guard !context.graph.entryPoints.isEmpty else { return [] }
    let reached = context.walk.reachedNodes
    guard !reached.isEmpty else { return [] }
    let shown = context.reachedCoordinators
    // A call whose destination flowviz cannot resolve (a variable, a route built in a reducer) may lead to any screen
    // of its coordinator; a coordinator none of whose calls was found may be navigated from code flowviz did not tie
    // to it (a view that reaches the router some other way): in both, "unreachable" is not known.
    let dynamicOwners = context.dynamicOwners
    let callingOwners = Set(context.graph.edges.filter { $0.kind != .embed }.compactMap { context.owner($0.from)?.id })
      .union(context.graph.coordinators.filter { $0.library == .definition }.map(\.id))
    // A coordinator whose first screen is not known (routes a parent builds into its state, an API form not read)
    // may start at any of its screens.
    let rootless = Set(context.graph.coordinators.filter(\.roots.isEmpty).map(\.id))
    // A case `a` of a nested enum is shown whenever one of its sub-cases `a.b` is.
    var reachedParents = Set<String>()
    for node in reached where context.screen(node) != nil {
      var name = node
      while let dot = name.lastIndex(of: ".") {
        name = String(name[..<dot])
        reachedParents.insert(name)
      }
    }
    // A case no code of the module builds cannot be shown, whatever calls flowviz could not follow.
    let unbuilt = Set(context.graph.codeFacts.filter { $0.kind == .unbuiltCase }.compactMap(\.location))
    return context.graph.screens.compactMap { screen in
      guard let location = screen.location, !reached.contains(screen.id), !reachedParents.contains(screen.id),
        shown.contains(screen.coordinator), !Self.shownAsChild(screen, reached: reached, context)
      else { return nil }
      if unbuilt.contains(location) {
        return finding(
          "screen '\(screen.id)' of \(context.label(screen.coordinator)) is declared, but no code builds the case '\(screen.name.split(separator: ".").last.map(String.init) ?? screen.name)': it can never be shown",
          at: location,
          suggestion: "Push or present '\(screen.name)' where it belongs, or remove the case and its destination.",
          subjects: [screen.id])
      }
      guard !dynamicOwners.contains(screen.coordinator), !rootless.contains(screen.coordinator), callingOwners.contains(screen.coordinator)
      else { return nil }
      return finding(
        "screen '\(screen.id)' of \(context.label(screen.coordinator)) is declared, but no path from \(context.entryDescription) reaches it",
        at: location,
        suggestion: "Add the transition that should lead to '\(screen.name)', or remove the screen if it is no longer used.",
        subjects: [screen.id])
    }
  }

  /// The note a run without entry points gets instead of reachability findings.
  static let noEntryNote = """
    no entry point found (no @main App or scene showing a coordinator, no `entry_points:` in .flowviz.yml): \
    unreachable-screen, unreachable-coordinator and inert-coordinator were not checked
    """

  /// A case whose view is a child coordinator (`case .journal: JournalCoordinator()`, or its view built with it:
  /// `case .journal: JournalView(coordinator: JournalCoordinator())`) is shown by the edges that attach that child
  /// from a reached screen of the same coordinator: extraction points every edge to such a case at the child.
  /// The edge may also come from another such child of the coordinator (`SignUpFlow(signedUp: showPIN)`: the code the
  /// case hands its child runs in that child, and extraction starts its edges there).
  static func shownAsChild(_ screen: Screen, reached: Set<String>, _ context: LintContext) -> Bool {
    func children(of screen: Screen) -> [String] {
      screen.views.compactMap { view in context.graph.coordinators.first { $0.name == view || $0.id == view }?.id }
    }
    let shown = children(of: screen)
    guard !shown.isEmpty else { return false }
    let siblings = Set(context.graph.screens.filter { $0.coordinator == screen.coordinator && $0.id != screen.id }.flatMap(children))
    return context.graph.edges.contains { edge in
      edge.kind != .embed && shown.contains(edge.to) && reached.contains(edge.from)
        && (context.owner(edge.from)?.id == screen.coordinator || siblings.contains(edge.from))
    }
  }
}
