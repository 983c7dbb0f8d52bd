extension TCALinker {
  /// The selectors worth a coordinator: every `TabView(selection:)` bound to a store, and `switch`/`if` views
  /// whose options show a coordinator (a router view or another selector's view). Adds their views to `byView`.
  func selectorCoordinators(_ facts: TCAFacts, index: TypeIndex, shows: CaseViews, byView: inout [String: String]) -> [TCASelection] {
    var candidates: [TCASelection] = []
    var seen = Set<String>()
    for selector in facts.selectors.sorted(by: { ($0.file, $0.location.line) < ($1.file, $1.location.line) }) {
      guard seen.insert("\(selector.view).\(selector.property)").inserted,
        let id = reducer(ofView: selector.view, file: selector.file, store: nil, index: index)
      else { continue }
      var options = selector.options
      for option in options.indices {
        guard let call = options[option].caseMethod else { continue }
        options[option].views += shows.views(of: call).filter { !options[option].views.contains($0) }
      }
      if options.isEmpty, let state = index.lookup(id + ".State", from: nil, file: selector.file),
        let type = index.propertyType(selector.property, of: state)
      {
        // Tabs built elsewhere (`tabContentView()`): the selection type's cases are the tabs.
        options = index.caseNames(of: type).filter { !$0.name.contains(".") }.map {
          TCASelectorOption(value: $0.name, views: [], location: $0.location)
        }
      }
      guard !options.isEmpty else { continue }
      candidates.append(TCASelection(selector: selector, reducer: id, options: options))
    }
    // A selection shows a coordinator when an option shows a router's view, or the view of a selection that shows
    // one in turn: a view switching between plain views (`switch viewStore.viewType { case .list: ListView(…) … }`)
    // is no coordinator, nor is a view that switches to it.
    var keeps = candidates.map { selection in
      (selection.selector.kind == .tabs && !selection.selector.unbound) || selection.selector.ownRouter != nil
    }
    var childViews = Set(byView.keys)
    // Each round keeps at least one more selection or ends.
    for _ in 0...candidates.count {
      let shown = childViews.union(candidates.indices.filter { keeps[$0] }.map { candidates[$0].selector.view })
      var changed = false
      for (position, selection) in candidates.enumerated() where !keeps[position] {
        let others = shown.subtracting([selection.selector.view])
        guard selection.options.contains(where: { !Set($0.views).isDisjoint(with: others) }) else { continue }
        keeps[position] = true
        changed = true
      }
      childViews = shown
      if !changed { break }
    }
    let kept = candidates.indices.filter { keeps[$0] }.map { candidates[$0] }
    for selection in kept where byView[selection.selector.view] == nil { byView[selection.selector.view] = selection.id }
    return kept
  }

  func link(_ selections: [TCASelection], facts: TCAFacts, index: TypeIndex, byView: [String: String], into graph: inout FlowGraph) {
    let nested = nestedTabs(selections)
    for (position, selection) in selections.enumerated() {
      let selector = selection.selector
      // A TabView written in an option of the same view's switch is a tab coordinator of its own, which that option shows.
      let id = nested[position] != nil ? selection.id : byView[selector.view] ?? selection.id
      let router = graph.coordinators.first { $0.id == id }
      var screens: [String: String] = [:]
      for option in selection.options where option.value != selector.ownRouter {
        let name = selection.screenName(option)
        let screenID = Screen.id(coordinator: id, name: name)
        screens[option.value] = screenID
        guard !graph.screens.contains(where: { $0.id == screenID }) else { continue }
        let inner = nested.filter { $0.value.outer == position && $0.value.option == option.value }.keys.sorted().map { selections[$0] }
        let tabViews = Set(inner.flatMap { $0.options.flatMap(\.views) })
        let views = option.views.filter { !tabViews.contains($0) && index.lookup($0, from: selector.view, file: selector.file) != nil }
        graph.screens.append(Screen(coordinator: id, name: name, views: views.sorted(), location: option.location))
        for tabs in inner {
          graph.edges.append(Edge(from: screenID, to: tabs.id, kind: .embed, location: tabs.selector.location))
        }
        for view in views {
          guard let child = byView[view], child != id else { continue }
          graph.edges.append(Edge(from: screenID, to: child, kind: .embed, location: option.location))
        }
      }
      if let own = selector.ownRouter, let root = router?.roots.first { screens[own] = root }
      if router == nil {
        graph.coordinators.append(Coordinator(
          id: id, name: id, library: .tcaCoordinators, kind: selector.kind == .tabs ? .tab : .wrapper,
          roots: screens.values.sorted(), navigation: .no, location: selector.location))
      }
      let assigned = facts.assignments.filter { $0.reducer == selection.reducer && $0.property == selector.property }
      for assignment in assigned.flatMap({ Self.sentValues($0, facts: facts) }) {
        var targets = assignment.value.map { value in screens[value].map { [$0] } ?? [] } ?? screens.values.sorted()
        // Routes set in the same arm: the router shows those (their change is an edge of its own), not its first root.
        if assignment.setsRoutes, let own = selector.ownRouter, let root = screens[own] { targets.removeAll { $0 == root } }
        // The children shown by the option the action came from, when the assignment knows it; else by every option.
        let shown = selection.options.filter { option in assignment.option.map { $0 == option.value } ?? true }
        let from = origin(of: assignment, in: id, children: shown.flatMap(\.views).compactMap { byView[$0] }, graph: graph)
        let dynamic = assignment.value == nil && targets.count > 1
        for target in targets where target != from {
          graph.edges.append(Edge(
            from: from, to: target, kind: selector.kind == .tabs ? .tab : .rootSwitch, location: assignment.location,
            group: dynamic ? "\(assignment.location.file):\(assignment.location.line):\(assignment.location.column)" : nil,
            certainty: dynamic ? .uncertain : .certain, platforms: assignment.platforms))
        }
      }
    }
  }

  /// An assignment of an action's payload (`TCAStateAssignment.payloadOf`) as one assignment per value the action's
  /// sends carry, when every send of it names its value; as written (every option possible) otherwise.
  static func sentValues(_ assignment: TCAStateAssignment, facts: TCAFacts) -> [TCAStateAssignment] {
    guard let action = assignment.payloadOf else { return [assignment] }
    let sends = facts.sentPayloads.filter { $0.name == action }
    guard !sends.isEmpty, sends.allSatisfy({ $0.payload != nil }) else { return [assignment] }
    return Set(sends.compactMap(\.payload)).sorted().map { value in
      var one = assignment
      one.value = value
      return one
    }
  }

  /// The TabView selections written in an option of another selection of the same view (`switch store.phase { case
  /// .show: TabView(selection: …) { … } }`), by position, with that selection's position and the option's value.
  private func nestedTabs(_ selections: [TCASelection]) -> [Int: (outer: Int, option: String)] {
    var nested: [Int: (outer: Int, option: String)] = [:]
    for (t, tabs) in selections.enumerated() where tabs.selector.kind == .tabs {
      for (o, outer) in selections.enumerated() where o != t && outer.selector.kind == .state
        && outer.selector.view == tabs.selector.view && outer.selector.file == tabs.selector.file
      {
        guard let option = outer.options.first(where: { $0.tabViews?.contains(tabs.selector.location) == true }) else { continue }
        nested[t] = (o, option.value)
        break
      }
    }
    return nested
  }

  /// The screen whose action the assignment's arm handles: one of the coordinator's, or of exactly one child
  /// coordinator shown by an option (`.logIn(.router(.routeAction(_, .logIn(.logInTapped))))`); else the
  /// coordinator itself.
  private func origin(of assignment: TCAStateAssignment, in id: String, children: [String], graph: FlowGraph) -> String {
    guard let name = assignment.from else { return id }
    let own = Screen.id(coordinator: id, name: name)
    if graph.screens.contains(where: { $0.id == own }) { return deeper(own, assignment.chain, graph: graph) }
    let matches = Set(children).map { Screen.id(coordinator: $0, name: name) }.filter { candidate in
      graph.screens.contains { $0.id == candidate }
    }
    if matches.count == 1 { return deeper(matches[0], assignment.chain, graph: graph) }
    // A screen deeper down (`.main(.todos(.router(.routeAction(_, .settings(.router(.routeAction(_, .account(…))))))))`):
    // the innermost name that exactly one coordinator of the graph has.
    for inner in assignment.chain.reversed() {
      let owners = graph.screens.filter { $0.name == inner }
      if owners.count == 1, let screen = owners.first { return screen.id }
    }
    // A name several coordinators have: the one whose coordinator a screen named by the step before shows
    // (`.home(.router(.routeAction(_, .profile(.router(.routeAction(_, .profile(.logout))))))))`: the `profile` screen of
    // the coordinator that home's `profile` screen shows).
    if assignment.chain.count >= 2 {
      let outer = assignment.chain[assignment.chain.count - 2], inner = assignment.chain[assignment.chain.count - 1]
      let outerScreens = Set(graph.screens.filter { $0.name == outer }.map(\.id))
      let embedded = Set(graph.edges.filter { $0.kind == .embed && outerScreens.contains($0.from) }.map(\.to))
      let candidates = graph.screens.filter { $0.name == inner && embedded.contains($0.coordinator) }
      if candidates.count == 1, let screen = candidates.first { return screen.id }
    }
    return id
  }

  /// From a screen the chain names, down the chain's later screens through the coordinators each shows
  /// (`.profile(.router(.routeAction(_, .profile(.logOut))))` from home's `profile`: the `profile` screen of the coordinator
  /// it shows), as far as each step names exactly one such screen.
  private func deeper(_ start: String, _ chain: [String], graph: FlowGraph) -> String {
    guard let name = graph.screens.first(where: { $0.id == start })?.name, let first = chain.firstIndex(of: name) else { return start }
    var current = start
    for inner in chain.dropFirst(first + 1) {
      let shown = Set(graph.edges.filter { $0.kind == .embed && $0.from == current }.map(\.to))
      let candidates = graph.screens.filter { $0.name == inner && shown.contains($0.coordinator) }
      guard candidates.count == 1, let next = candidates.first else { break }
      current = next.id
    }
    return current
  }
}
