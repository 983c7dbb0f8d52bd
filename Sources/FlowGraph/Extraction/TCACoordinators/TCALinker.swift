/// Joins the TCACoordinators facts into a graph: one coordinator per `TCARouter` (named after its reducer when
/// the view's store says which), its screen cases with their views, roots from the initial routes, and the
/// reducer arms' route changes as edges from the screen whose action they handle.
public struct TCALinker: Sendable {
  public init() {}

  /// The coordinator id of each view holding a `TCARouter`: its reducer's name when the view's store says which.
  func routerViews(_ facts: TCAFacts, index: TypeIndex, values: TCAReducerValues? = nil) -> [String: String] {
    let states = (values ?? TCAReducerValues(facts.reducerValues, index: index)).byState
    var byView: [String: String] = [:]
    for router in facts.routers {
      byView[router.view] = reducer(ofView: router.view, file: router.file, store: router.store, index: index, states: states) ?? router.view
    }
    return byView
  }

  /// The coordinator id each view stands for: `routers`, a router's view its reducer's coordinator; `all`, also a
  /// view choosing between coordinators (a TabView of routers, a switch on its store's state) that choice's.
  /// A router view of a coordinator several modules have is named `View@Module` (`qualifiedViews`).
  func viewHosts(_ facts: TCAFacts, declarations: DeclarationFacts, index: TypeIndex) -> (routers: [String: String], all: [String: String]) {
    let values = TCAReducerValues(facts.reducerValues, index: index)
    let facts = values.renaming(facts)
    var routers = routerViews(facts, index: index, values: values)
    let shared = sharedIDs(facts, index: index, values: values)
    if !shared.isEmpty {
      let qualified = qualifiedViews(facts, index: index, values: values, shared: shared)
      for view in qualified.plain { routers[view] = nil }
      routers.merge(qualified.views) { own, _ in own }
    }
    guard !facts.selectors.isEmpty else { return (routers, routers) }
    var byView = routers
    let caseMethodTypes = facts.selectors.flatMap(\.options).compactMap(\.caseMethod?.type)
    let shows = CaseViews(index: index, declarations: declarations, shownBy: Set(facts.screenArms.flatMap(\.views) + caseMethodTypes))
    _ = selectorCoordinators(facts, index: index, shows: shows, byView: &byView)
    return (routers, byView)
  }

  /// `index`: the declarations' `TypeIndex` when the caller has built it already.
  public func link(_ facts: TCAFacts, declarations: DeclarationFacts, index: TypeIndex? = nil) -> FlowGraph {
    linkWithWarnings(facts, declarations: declarations, index: index).graph
  }

  /// The graph, and a warning where more modules than `maximumModuleLinks` each declare a coordinator of one name.
  func linkWithWarnings(_ facts: TCAFacts, declarations: DeclarationFacts, index: TypeIndex? = nil)
    -> (graph: FlowGraph, warnings: [Diagnostic])
  {
    let index = index ?? TypeIndex(declarations.types)
    let values = TCAReducerValues(facts.reducerValues, index: index)
    let shared = sharedIDs(values.renaming(facts), index: index, values: values)
    guard !shared.isEmpty else { return (link(facts, declarations: declarations, index: index, values: values), []) }
    // A coordinator of the same name in several modules (`TCALinker+Modules.swift`): each module's own link.
    let modules = Set(shared.values.joined())
    guard modules.count <= Self.maximumModuleLinks else {
      return (link(facts, declarations: declarations, index: index, values: values), [Self.tooManyModules(shared, facts)])
    }
    var parts: [FlowGraph] = []
    for module in modules.sorted() {
      let elsewhere = modules.subtracting([module])
      let kept = facts.keeping { file in index.module(ofFile: file).map { !elsewhere.contains($0) } ?? true }
      let part = link(kept, declarations: declarations, index: index, values: TCAReducerValues(kept.reducerValues, index: index),
                      starts: { file in index.module(ofFile: file) == module })
      parts.append(part.qualifying(Set(shared.filter { $0.value.contains(module) }.keys), with: module))
    }
    return (FlowGraph.joining(parts), [])
  }

  /// `starts`: which files' Apps may start the coordinators linked (an App of another module starts its own).
  private func link(_ facts: TCAFacts, declarations: DeclarationFacts, index: TypeIndex, values: TCAReducerValues,
                    starts: (String) -> Bool = { _ in true }) -> FlowGraph {
    var facts = values.renaming(facts)
    // A state built by `.init(routes:)` into a property: the property's declared type.
    for i in facts.initial.indices where facts.initial[i].type == nil {
      guard let held = facts.initial[i].heldIn, let dot = held.lastIndex(of: ".") else { continue }
      let owner = String(held[..<dot]), property = String(held[held.index(after: dot)...])
      guard let key = index.lookup(owner, from: nil, file: facts.initial[i].file), let type = index.propertyType(property, of: key) else {
        facts.initial[i].heldIn = nil
        facts.initial[i].routes = []
        continue
      }
      facts.initial[i].type = type.name
    }
    var graph = FlowGraph()
    var byView = routerViews(facts, index: index, values: values)
    // The views of router screens and of tabs built by a case's method (`AppRoute.report.view(store)`) are read
    // from the switches that build them.
    let caseMethodTypes = facts.selectors.flatMap(\.options).compactMap(\.caseMethod?.type)
    let shows = CaseViews(index: index, declarations: declarations, shownBy: Set(facts.screenArms.flatMap(\.views) + caseMethodTypes))
    let selectors = selectorCoordinators(facts, index: index, shows: shows, byView: &byView)
    graph.codeFacts += untaggedTabs(facts, index: index)
    let placements = Dictionary(grouping: declarations.containers.placements, by: \.type)
    // Overloads (two functions of one name) are not told apart by the name a call writes.
    let helperCallers = Self.helperCallers(facts.helperCalls.filter { (facts.helperDeclarations["\($0.reducer).\($0.function)"] ?? 0) < 2 })
    for router in facts.routers.sorted(by: { $0.view < $1.view }) {
      guard let id = byView[router.view] else { continue }
      let nested = nestedScreens(facts.screenArms.filter { $0.view == router.view }, router: router, shows: shows, index: index)
      // A stored route value's case is its screen's (`routeIDs.push(.onboard)` with a computed `routes` mapping
      // `.onboard` to `.onboarding(…)`), where the router shows no case of the stored value's name.
      let shown = Set(facts.screenArms.filter { $0.view == router.view }.flatMap(\.cases))
      let renamed = facts.routeIDCases.filter { !shown.contains($0.key) && shown.contains($0.value) }
      let names = ScreenNames(nested: nested, renamed: renamed)
      let single = facts.routers.count == 1
      let starts = TCAStateBuilds.reachedArms(facts.initial.filter { initial in
        guard let type = initial.type else { return single }
        return type == id || type.hasPrefix(id + ".") || type == values.state[id]?.name || (single && type.hasSuffix("State"))
      }, coordinator: id, facts: facts, byView: byView, types: declarations.types)
      let initial = starts.flatMap(\.routes)
      // Every start written (`if … { routes = [.root(.a)] } else { routes = [.root(.b)] }` in `init`) is a root.
      var roots: [String] = []
      var navigation = NavigationContainer.unknown
      // A root embedding navigation by a value known only at run time (`embedInNavigationView: standalone`, a
      // parameter of the function building the state) leaves it unknown unless another root embeds it for sure.
      var decidedAtRunTime = false
      for value in initial where value.kind == .root {
        if case .path(let p) = value.destination, let name = names.screen(p), !roots.contains(Screen.id(coordinator: id, name: name)) {
          roots.append(Screen.id(coordinator: id, name: name))
        }
        if value.navigationUnknown { decidedAtRunTime = true }
        if navigation != .yes { navigation = value.withNavigation ? .yes : .no }
      }
      if decidedAtRunTime, navigation == .no { navigation = .unknown }
      if router.insideNavigation { navigation = .yes }
      // A router view every view that shows it builds inside a NavigationView of its own (`NavigationView { switch tab
      // { case .home: HomeCoordinatorView(…) } }`): FlowStacks' pushes are NavigationLinks, which work under any
      // enclosing NavigationView, so the roots have navigation though none embeds it.
      let placed = placements[router.view] ?? []
      if navigation != .yes, !placed.isEmpty, placed.allSatisfy(\.insideContainer) { navigation = .yes }
      let decl = index.lookup(router.view, from: nil, file: router.file).flatMap { index[$0] }
      var coordinator = Coordinator(
        id: id, name: id, library: .tcaCoordinators, kind: .navigation, roots: roots, navigation: navigation,
        platforms: decl?.platforms ?? [],
        location: values.locations[id] ?? reducerLocation(id, file: router.file, index: index) ?? router.location)
      coordinator.locate(initial: initial, routerInsideNavigation: router.insideNavigation ? router.location : nil)
      let position = graph.coordinators.count
      graph.coordinators.append(coordinator)
      // A case whose arm only stops the program (`case .secretMenu: fatalError(…)`) is no screen: the router never shows
      // it (an action naming it carries a request to whatever is shown), unless a route change adds it (below).
      for arm in facts.screenArms where arm.view == router.view && !arm.traps {
        let views = arm.views.filter { index.lookup($0, from: router.view, file: router.file) != nil }
        for armCase in arm.cases {
          // A nested `@Reducer enum` whose view shows a view per case: a screen per inner case, with that view.
          let screens = nested[armCase].map { inner in inner.keys.sorted().map { ("\(armCase).\($0)", inner[$0] ?? []) } }
            ?? [(armCase, Set(views))]
          for (name, shown) in screens {
            graph.screens.append(Screen(coordinator: id, name: name, views: shown.sorted(), location: arm.location))
            // A screen whose view is another coordinator's router embeds that coordinator.
            for view in shown.sorted() {
              guard let child = byView[view], child != id else { continue }
              graph.edges.append(Edge(from: Screen.id(coordinator: id, name: name), to: child, kind: .embed, location: arm.location))
            }
          }
        }
      }
      // A state starting with one route over its root (`[.root(.main(…)), .cover(.login(…))]` when signed out): TCARouter
      // shows every route of the state, so that route is on screen from launch, over the root. Longer starts are left
      // as their roots (a launch stack is no transition the rules could judge step by step).
      for start in starts where start.routes.count == 2 && start.routes[0].kind == .root && start.routes[1].kind != .root {
        let (root, over) = (start.routes[0], start.routes[1])
        guard case .path(let r) = root.destination, let rootName = names.screen(r), case .path(let p) = over.destination,
          let name = names.screen(p), graph.screens.contains(where: { $0.id == Screen.id(coordinator: id, name: name) })
        else { continue }
        graph.edges.append(Edge(from: Screen.id(coordinator: id, name: rootName), to: Screen.id(coordinator: id, name: name), kind: .setRoutes,
                                withNavigation: over.withNavigation, location: over.location, group: "initial:\(id)",
                                presentation: over.kind.edgeKind))
      }
      // The screen cases the router shows (all of them: Swift's `switch` is exhaustive, and a `SwitchStore` of
      // `CaseLet`s shows nothing for a case it leaves out): an arm whose pattern names another case (a child
      // coordinator's screen matched inside a helper handed the child's action, an action case spelled unlike its
      // state case) names no screen of this coordinator, and is read as one that names none. A `default:` arm shows
      // the cases it does not name.
      // A case whose arm only stops the program is never on the stack: an action naming it comes from elsewhere.
      let cases = router.showsOtherCases ? [] : Set(facts.screenArms.filter { $0.view == router.view && !$0.traps }.flatMap(\.cases))
      // The state cases whose screens send each action case: a `CaseLet(state: /S.State.b, action: S.Action.a, …)`
      // sends the actions of the screen shown for `b` as `a`, so an arm matching `a` runs for `b` too, and for `a`
      // itself where its own `CaseLet` pairs it with `a` (two state cases sharing one action case: both screens).
      var byAction: [String: Set<String>] = [:]
      // Edges (by index in `graph.edges`) that a back of one route in the same update precedes, with that back.
      var afterBack: [(index: Int, back: BackActionKind)] = []
      for arm in facts.screenArms where arm.view == router.view && arm.cases.count == 1 {
        if let state = arm.cases.first { byAction[arm.actionCase ?? state, default: []].insert(state) }
      }
      let backs = Self.backsOfOwnActions(facts.reducerArms.filter { $0.reducer == id })
      let arms = facts.reducerArms.flatMap { Self.perPayload($0, sent: facts.sentActions) }.flatMap { arm -> [TCAReducerArm] in
        guard let from = arm.from, let states = byAction[from], states != [from], !states.isEmpty else { return [arm] }
        return states.sorted().map { state in
          var sent = arm
          sent.from = state
          if sent.path.first == from { sent.path[0] = state }
          return sent
        }
      }
      for var arm in arms where arm.reducer == id || (single && !arm.partial && byView.values.contains(arm.reducer) == false) {
        if let from = arm.from, !cases.isEmpty, !cases.contains(from) {
          arm.from = nil
          arm.chain = []
          arm.path = []
        }
        // A whole state built afresh is this coordinator's only in its own reducer: another reducer's `state` is
        // another type (an enum of app states, say).
        let changes = arm.changes.filter { change in
          guard change.owner.isEmpty else { return false }
          if case .startOver = change.action { return arm.reducer == id }
          return true
        }
        // Code of a reducer's function runs for the screens whose arms call it with the state; an arm of the
        // reducer's own action (`case .goToLogin:`) for the screens whose arms send it.
        let callers = arm.from == nil ? arm.function.flatMap { helperCallers["\(arm.reducer).\($0)"] } ?? [] : []
        var origin = !callers.isEmpty ? (screens: Array(Set(callers.compactMap { $0 })).sorted(), elsewhere: callers.contains(nil))
          : arm.from == nil && !arm.handles.isEmpty
          ? Self.origins(of: arm.handles, payload: arm.payload, in: arm.reducer, sent: facts.sentActions, helpers: helperCallers)
          : (screens: [], elsewhere: true)
        if callers.contains(nil),
          let handed = Self.handedPayloadOrigins(arm, calls: facts.helperCalls, sent: facts.sentActions, helpers: helperCallers)
        {
          origin = (Array(Set(origin.screens + handed.screens)).sorted(), handed.elsewhere)
        }
        for screen in origin.screens {
          var sent = arm
          sent.from = screen
          // Sent after an action whose arm went back (`await send(.closeAll); …; await send(.open(n))`): the routes
          // are as that back left them. Back to the root: from the roots; one route back: from the screen under.
          let back = arm.from == nil && callers.isEmpty ? Self.backBefore(arm.handles, from: screen, in: arm.reducer, sent: facts.sentActions, backs: backs) : nil
          if let back, back == .goBackToRoot || back == .popToRoot {
            for root in roots where root.hasPrefix(id + ".") {
              sent.from = String(root.dropFirst(id.count + 1))
              add(sent, changes: changes, coordinator: id, helpers: facts.caseHelpers, names: names, to: &graph, afterBack: &afterBack)
            }
            if !roots.isEmpty { continue }
            sent.from = screen
          }
          let first = graph.edges.count
          add(sent, changes: changes, coordinator: id, helpers: facts.caseHelpers, names: names, to: &graph, afterBack: &afterBack)
          if let back, back != .goBackToRoot, back != .popToRoot { afterBack += (first..<graph.edges.count).map { ($0, back) } }
        }
        if origin.elsewhere {
          add(arm, changes: changes, coordinator: id, helpers: facts.caseHelpers, names: names, to: &graph, afterBack: &afterBack)
        }
      }
      EdgesAfterBack.startFromTheScreenUnder(afterBack, fallback: { _ in id }, in: &graph.edges)
      // Routes that start empty (`init() { routes = [] }`) get a root only by assignment (`state.routes =
      // [.root(.home(.init()), embedInNavigationView: true)]`; TCARouter shows nothing until then): when every root
      // assigned says the same, that is whether the stack has a NavigationView.
      if roots.isEmpty, navigation == .unknown {
        let assigned = Set(graph.edges.filter { $0.from == id && $0.kind == .rootSwitch }.map(\.withNavigation))
        if assigned.count == 1, let embeds = assigned.first { graph.coordinators[position].navigation = embeds ? .yes : .no }
      }
      // A case split into its inner cases that something still names as a whole (a route built from a value).
      // (Read only for a router with such cases: each router's loop would otherwise go over every edge so far.)
      // And a case whose arm only stops the program that a route change adds all the same (a crash when it runs).
      let trapping = facts.screenArms.filter { $0.view == router.view && $0.traps }.flatMap(\.cases)
      let readAgain = nested.keys.sorted() + trapping.sorted()
      let known = readAgain.isEmpty ? [] : Set(graph.screens.map(\.id))
      let named = readAgain.isEmpty ? [] : Set(graph.edges.flatMap { [$0.from, $0.to] } + graph.backActions.map(\.screen) + roots)
      for armCase in readAgain where named.contains(Screen.id(coordinator: id, name: armCase)) {
        guard !known.contains(Screen.id(coordinator: id, name: armCase)), let arm = facts.screenArms.first(where: { $0.view == router.view && $0.cases.contains(armCase) })
        else { continue }
        graph.screens.append(Screen(coordinator: id, name: armCase, views: arm.views.sorted(), location: arm.location))
      }
    }
    addChildRoutes(facts.childRoutes, byView: byView, to: &graph)
    // A parent reducer changing a child's routes (`state.identified.routes.push(…)`, a deep link).
    // Drawn from the child coordinator itself, as code of it that no screen of it runs: the routes changed, and the
    // stack pushed onto, are the child's.
    let nodes = Set(byView.values)
    for arm in facts.reducerArms {
      let owned = Dictionary(grouping: arm.changes.filter { !$0.owner.isEmpty }, by: \.owner)
      for (owner, changes) in owned.sorted(by: { $0.key.joined() < $1.key.joined() }) {
        guard let child = childCoordinator(of: arm.reducer, through: owner, file: arm.file, index: index), nodes.contains(child) else { continue }
        // A child state held as an optional and built afresh (`state.login = .init()`, `state.main = MainCoordinator.State()`)
        // brings the child on screen at the roots its state starts with (TCA's `ifLet` runs the child's reducer, and
        // the view its `IfLetStore`/`if let` shows, only while the state is there): the child's start, not a move
        // between its screens. A child always held (`var tab = Tab.State.initialState`) built afresh is reset to
        // its roots from whatever it showed: kept.
        let optional = Self.holdsOptionally(arm.reducer, through: owner, file: arm.file, index: index)
        let changes = optional ? changes.filter { if case .startOver = $0.action { return false } else { return true } } : changes
        guard !changes.isEmpty else { continue }
        var fromParent = arm
        fromParent.from = nil
        // From the coordinator itself: no screen to start below.
        var unused: [(index: Int, back: BackActionKind)] = []
        add(fromParent, changes: changes, coordinator: child, helpers: facts.caseHelpers, names: ScreenNames(nested: [:]), to: &graph,
            afterBack: &unused)
      }
    }
    // A parent re-creating a screen's state with its selection set (`push(.tabs(.initState(from: .map)))`).
    var selecting = facts
    selecting.assignments += TCAStateBuilds.assignments(facts, selections: selectors, byView: byView)
    link(selectors, facts: selecting, index: index, byView: byView, into: &graph)
    // `AppCoordinatorView(store: …)` in the App starts there.
    for use in declarations.instantiations {
      guard let id = byView[use.type], let type = use.context.type, starts(use.context.file),
        let holder = index.lookup(type, from: nil, file: use.context.file), index[holder]?.inherits.contains("App") == true
      else { continue }
      graph.entryPoints.append(EntryPoint(target: id, location: use.location))
    }
    fromChildScreens(facts, index: index, graph: &graph)
    graph.codeFacts += rootReplacements(facts, index: index, graph: graph)
    return graph.normalized()
  }

  /// An arm of the reducer's own action whose routes are the action's payload (`case .resetTo(let screen):
  /// state.routes = [.root(screen)]`, also `push(screen)`): one arm per screen case the reducer's sends of that action
  /// carry (`send(.resetTo(.login(.init())))`), each for the senders of its case (`origins(of:payload:)`); the arm as
  /// written too where a send carries a value not known here (its route stays unresolved).
  static func perPayload(_ arm: TCAReducerArm, sent: [TCASentAction]) -> [TCAReducerArm] {
    guard arm.from == nil, arm.payload == nil, let binding = arm.payloadBinding, arm.handles.count == 1, let handled = arm.handles.first
    else { return [arm] }
    let bound = arm.changes.contains { change in
      switch change.action {
      case .setRoutes(let values): values.contains { $0.destination == .expression(binding) }
      case .edge(_, _, nil): change.written == binding
      default: false
      }
    }
    guard bound else { return [arm] }
    let senders = sent.filter { $0.reducer == arm.reducer && $0.sent == handled }
    let payloads = Set(senders.compactMap(\.payload)).sorted()
    var split: [TCAReducerArm] = payloads.map { payload in
      var one = arm
      one.payload = payload
      one.changes = arm.changes.map { change in
        var change = change
        switch change.action {
        case .setRoutes(let values):
          change.action = .setRoutes(values.map { value in
            var value = value
            if value.destination == .expression(binding) { value.destination = .path([payload]) }
            return value
          })
        case .edge(let kind, let withNavigation, nil) where change.written == binding:
          change.action = .edge(kind, withNavigation: withNavigation, screen: payload)
          change.written = nil
        default:
          break
        }
        return change
      }
      return one
    }
    if senders.isEmpty || senders.contains(where: { $0.payload == nil }) { split.append(arm) }
    return split
  }

  /// The screens on whose behalf a reducer's own actions run: the screen arms sending them (`return .send(.goToLogin)`
  /// in `case .router(.routeAction(_, .home(.logout)))`), through arms of its own actions that send them on; and
  /// whether they may also come from elsewhere (an arm naming no action, or an action no arm sends: the view, a
  /// parent, an effect's subscription).
  /// With a payload (the arm for `.moveTo(.home)`), only the first senders passing that case, or a value not known.
  /// The screens each of a reducer's functions runs for (`Reducer.function` → screens; nil: a caller that is no
  /// screen's arm): the arms calling it with the state, and, for a call written in another such function
  /// (`homeNavigation` calling `teacherNavigation(action, state: &state)`), that function's callers in turn.
  static func helperCallers(_ calls: [TCAHelperCall]) -> [String: [String?]] {
    let direct = Dictionary(grouping: calls, by: { "\($0.reducer).\($0.function)" })
    var resolved: [String: [String?]] = [:]
    for key in direct.keys.sorted() {
      var callers: [String?] = []
      var seen: Set<String> = [key]
      var frontier = [key]
      // Up the chain of functions calling functions, each once (a function calling itself ends there).
      while let next = frontier.popLast() {
        for call in direct[next] ?? [] {
          if let from = call.from {
            if !callers.contains(from) { callers.append(from) }
          } else if let outer = call.inFunction.map({ "\(call.reducer).\($0)" }), direct[outer] != nil {
            if seen.insert(outer).inserted { frontier.append(outer) }
          } else if !callers.contains(nil) {
            callers.append(nil)
          }
        }
      }
      resolved[key] = callers
    }
    return resolved
  }

  /// An arm naming no screen that handles a child's action (`case .tabCoordinatorAction(.delegate(.tappedLogout)):`, with
  /// `case tabCoordinatorAction(TabCoordinator.Action)`): the child runs on the screens of this coordinator that show
  /// it (a route's screen, an option of its state switch), so the arm's edges, back actions and state switches start
  /// there rather than at the coordinator itself.
  private func fromChildScreens(_ facts: TCAFacts, index: TypeIndex, graph: inout FlowGraph) {
    var handled: [SourceLocation: (reducer: String, file: String, handles: [String])] = [:]
    // An arm of a function over a child's action (`func reduce(into state: inout State, action: Goal.Action)`, called
    // as `case let .goal(action): return reduce(into: &state, action: action)`): Swift calls the overload whose
    // parameter type is the argument's, so the arm handles the own action cases carrying that type (`goal`).
    var carrying: [String: [String]] = [:]
    func handles(_ reducer: String, _ file: String, _ written: [String], function: String?, switchedType: String?) -> [String] {
      // A switch over the reducer's own action names its cases as the arms of its body do.
      let own = switchedType.map { ["Action", "Self.Action", reducer + ".Action"].contains($0) } ?? false
      guard let type = switchedType, !own else { return function == nil ? written : [] }
      let key = reducer + "|" + type
      if let known = carrying[key] { return known }
      let cases = index.lookup(reducer + ".Action", from: nil, file: file).flatMap { index[$0]?.cases } ?? []
      let found = cases.filter { $0.associated.count == 1 && $0.associated[0].name == type }.map(\.name)
      carrying[key] = found
      return found
    }
    for arm in facts.reducerArms where arm.from == nil {
      let cases = handles(arm.reducer, arm.file, arm.handles, function: arm.function, switchedType: arm.switchedType)
      guard !cases.isEmpty else { continue }
      for change in arm.changes {
        handled[change.location] = (arm.reducer, arm.file, cases)
        if case .setRoutes(let values) = change.action { for value in values { handled[value.location] = (arm.reducer, arm.file, cases) } }
      }
    }
    for assignment in facts.assignments where assignment.from == nil {
      let cases = handles(assignment.reducer, assignment.file, assignment.handles, function: nil, switchedType: assignment.switchedType)
      guard !cases.isEmpty else { continue }
      handled[assignment.location] = (assignment.reducer, assignment.file, cases)
    }
    guard !handled.isEmpty else { return }
    let coordinators = Set(graph.coordinators.map(\.id))
    var memo: [String: [String]] = [:]
    func screens(_ coordinator: String, _ found: (reducer: String, file: String, handles: [String])) -> [String] {
      let key = "\(coordinator)|\(found.reducer)|\(found.handles.joined(separator: ","))"
      if let known = memo[key] { return known }
      let result = childScreens(of: found.handles, reducer: found.reducer, file: found.file, coordinator: coordinator, graph: graph, index: index)
      memo[key] = result
      return result
    }
    var edges: [Edge] = []
    for edge in graph.edges {
      guard coordinators.contains(edge.from), edge.kind != .embed, let location = edge.location, let found = handled[location] else {
        edges.append(edge)
        continue
      }
      let from = screens(edge.from, found)
      guard !from.isEmpty else {
        edges.append(edge)
        continue
      }
      for screen in from where screen != edge.to {
        var moved = edge
        moved.from = screen
        edges.append(moved)
      }
    }
    graph.edges = edges
    var backs: [BackAction] = []
    for back in graph.backActions {
      guard coordinators.contains(back.screen), let location = back.location, let found = handled[location],
        case let from = screens(back.screen, found), !from.isEmpty
      else {
        backs.append(back)
        continue
      }
      for screen in from {
        var moved = back
        moved.screen = screen
        backs.append(moved)
      }
    }
    graph.backActions = backs
  }

  /// The screens of `coordinator` showing the child whose actions the reducer's `handles` carry; empty unless every
  /// handled case carries one child's `Action` and the coordinator shows each.
  private func childScreens(of handles: [String], reducer: String, file: String, coordinator: String, graph: FlowGraph,
                            index: TypeIndex) -> [String] {
    guard let action = index.lookup(reducer + ".Action", from: nil, file: file), let cases = index[action]?.cases else { return [] }
    var screens = Set<String>()
    for handle in handles {
      guard let found = cases.first(where: { $0.name == handle }), found.associated.count == 1,
        case let type = found.associated[0].name, type.hasSuffix(".Action")
      else { return [] }
      let child = String(type.dropLast(".Action".count))
      // A screen embedding the child's coordinator, or one whose view holds the child's store (`NetworkErrorView` with
      // `let store: StoreOf<NetworkErrorFeature>`).
      let own = graph.screens.filter { $0.coordinator == coordinator }
      let embedding = Set(graph.edges.filter { $0.kind == .embed && ($0.to == child || $0.to.hasPrefix(child + "(")) }.map(\.from))
      let shown = own.filter { screen in
        embedding.contains(screen.id) || screen.views.contains { self.reducer(ofView: $0, file: file, store: nil, index: index) == child }
      }.map(\.id)
      guard !shown.isEmpty else { return [] }
      screens.formUnion(shown)
    }
    return screens.sorted()
  }

  /// An arm of a reducer's function over the payload an own action's arm hands it (`case .view(let a): return
  /// handleViewAction(state: &state, action: a)` → `switch action { case .backAction: … }`): it runs for the arms
  /// sending that action with that payload (`.send(.view(.backAction))`), as an inner arm over a bound payload does.
  /// Nil unless every call of the function from outside a screen's arm hands it that parameter.
  static func handedPayloadOrigins(_ arm: TCAReducerArm, calls: [TCAHelperCall], sent: [TCASentAction], helpers: [String: [String?]])
    -> (screens: [String], elsewhere: Bool)?
  {
    guard arm.from == nil, let function = arm.function, let parameter = arm.switchedParameter, !arm.handles.isEmpty else { return nil }
    let unplaced = calls.filter { $0.reducer == arm.reducer && $0.function == function && $0.from == nil }
    guard !unplaced.isEmpty, unplaced.allSatisfy({ $0.passesPayload?.label == parameter }) else { return nil }
    var screens = Set<String>(), elsewhere = false
    for call in unplaced {
      guard let action = call.passesPayload?.action else { continue }
      for handled in arm.handles {
        let found = origins(of: [action], payload: handled, in: arm.reducer, sent: sent, helpers: helpers)
        screens.formUnion(found.screens)
        elsewhere = elsewhere || found.elsewhere
      }
    }
    return (screens.sorted(), elsewhere)
  }

  /// The back each of the reducer's own actions makes, where its arm makes one back and nothing else: to the root
  /// (`goBackToRoot`, `popToRoot`), or of the top route (`TCARouteChange.removesTop`: `goBack` / `pop` as `goBack`,
  /// `dismiss`).
  static func backsOfOwnActions(_ arms: [TCAReducerArm]) -> [String: BackActionKind] {
    var backs: [String: BackActionKind?] = [:]
    for arm in arms where arm.from == nil && !arm.handles.isEmpty {
      var kind: BackActionKind?
      if arm.changes.count == 1, let change = arm.changes.first, case .back(let back) = change.action {
        if back == .goBackToRoot || back == .popToRoot { kind = back } else if change.removesTop { kind = back == .dismiss ? .dismiss : .goBack }
      }
      for handled in arm.handles {
        // Two arms of one action that do not agree say nothing.
        if let known = backs[handled], known != kind { backs[handled] = .some(nil) } else { backs[handled] = kind }
      }
    }
    return backs.compactMapValues { $0 }
  }

  /// The back made before the screen's arm sends one of `cases`: an action every such send follows in its block
  /// (`backs`); nil when a send follows none, or they differ.
  static func backBefore(_ cases: [String], from screen: String, in reducer: String, sent: [TCASentAction],
                         backs: [String: BackActionKind]) -> BackActionKind? {
    guard !backs.isEmpty else { return nil }
    let senders = sent.filter { $0.reducer == reducer && $0.from == screen && cases.contains($0.sent) }
    let found = senders.map { sender in Set(sender.after.compactMap { backs[$0] }) }
    guard let first = found.first, first.count == 1, found.allSatisfy({ $0 == first }) else { return nil }
    return first.first
  }

  /// `helpers`: the callers of each of the reducer's functions (`helperCallers`), for a send written in one.
  static func origins(of cases: [String], payload: String? = nil, in reducer: String, sent: [TCASentAction],
                      helpers: [String: [String?]] = [:]) -> (screens: [String], elsewhere: Bool)
  {
    var screens = Set<String>()
    var elsewhere = false
    var seen = Set(cases)
    let first = Set(cases)
    var frontier = cases
    while let next = frontier.popLast() {
      let senders = sent.filter { sender in
        sender.reducer == reducer && sender.sent == next
          && (payload == nil || !first.contains(next) || sender.payload == nil || sender.payload == payload)
      }
      if senders.isEmpty { elsewhere = true }
      for sender in senders {
        if let screen = sender.from {
          screens.insert(screen)
        } else if sender.handles.isEmpty, let function = sender.function, let callers = helpers["\(reducer).\(function)"] {
          // Sent by a function of the reducer (an effect it returns): for the arms calling it.
          for caller in callers {
            if let caller { screens.insert(caller) } else { elsewhere = true }
          }
        } else if sender.handles.isEmpty {
          elsewhere = true
        } else {
          for handled in sender.handles where seen.insert(handled).inserted { frontier.append(handled) }
        }
      }
    }
    // No screen found (only arms of its own actions sending each other): the coordinator's code, as before.
    return (screens.sorted(), elsewhere || screens.isEmpty)
  }

  /// `let store: StoreOf<Coordinator>` → Coordinator; `Store<Coordinator.State, Coordinator.Action>` → Coordinator;
  /// `Store<CoordinatorState, CoordinatorAction>` → the reducer value of that state (`states`, TCA's first reducers).
  /// Without a store name, the view's first property of a store type.
  func reducer(ofView name: String, file: String, store: String?, index: TypeIndex, states: [TypeKey: String] = [:]) -> String? {
    guard let view = index.lookup(name, from: nil, file: file), let decl = index[view] else { return nil }
    let types = store.map { [index.property($0, of: view)?.type] } ?? decl.properties.map(\.type)
    for case let type? in types {
      guard let first = type.arguments.first else { continue }
      if type.baseName == "StoreOf" { return first.name }
      if type.baseName == "Store", first.name.hasSuffix(".State") { return String(first.name.dropLast(".State".count)) }
      if type.baseName == "Store", !states.isEmpty, let state = index.lookup(first.name, from: view.name, file: decl.file),
        let value = states[state]
      {
        return value
      }
    }
    return nil
  }

  /// Where the reducer a coordinator is named after is declared (a finding about the coordinator points there).
  private func reducerLocation(_ name: String, file: String, index: TypeIndex) -> SourceLocation? {
    guard let key = index.lookup(name, from: nil, file: file), let decl = index[key], decl.kind != .extension else { return nil }
    return decl.location
  }

  /// Whether the last property of a reducer's `state.a.b` is declared optional (`var b: Child.State?`).
  private static func holdsOptionally(_ reducer: String, through owner: [String], file: String, index: TypeIndex) -> Bool {
    var current = index.lookup(reducer + ".State", from: nil, file: file)
    var optional = false
    for component in owner {
      guard let key = current else { return false }
      guard let property = index.property(component, of: key) else { return false }
      optional = property.isOptional
      current = property.type.flatMap { index.lookup($0.name, from: nil, file: file) }
    }
    return optional
  }

  /// The coordinator whose state a reducer's `state.a.b` holds: the reducer's `State`, property by property, to a
  /// `Child.State`.
  private func childCoordinator(of reducer: String, through owner: [String], file: String, index: TypeIndex) -> String? {
    var current = index.lookup(reducer + ".State", from: nil, file: file)
    var name: String?
    for component in owner {
      guard let key = current else { return nil }
      if let type = index.property(component, of: key)?.type {
        guard type.name.hasSuffix(".State") else { return nil }
        name = String(type.name.dropLast(".State".count))
        current = index.lookup(type.name, from: nil, file: file)
      } else {
        // `var login = LoginCoordinator.State.initialState`: the type the static member is declared with.
        guard let resolved = index.propertyType(component, of: key), resolved.name.hasSuffix(".State") else { return nil }
        name = String(resolved.name.dropLast(".State".count))
        current = resolved
      }
    }
    return name
  }

  private func add(_ arm: TCAReducerArm, changes: [TCARouteChange], coordinator id: String, helpers: [String: [String]],
                   names: ScreenNames, to graph: inout FlowGraph, afterBack: inout [(index: Int, back: BackActionKind)]) {
    // `.routeAction(_, .kimai(.projectsList(…)))`: the case after the screen's in the arm's pattern.
    let inner = arm.from.flatMap { from in arm.path.firstIndex(of: from).flatMap { arm.path.indices.contains($0 + 1) ? arm.path[$0 + 1] : nil } }
    let from = arm.from.map { Screen.id(coordinator: id, name: names.screen($0, inner)) } ?? id
    let l = arm.location
    // One update per pattern of the arm: `case .a(.x), .b(.y):` runs for one action at a time.
    let armGroup = "\(l.file):\(l.line):\(l.column)" + (arm.from.map { "@" + $0 } ?? "")
    var edges: [Edge] = []
    // The last back of one route in each block so far, and the edges added after it (by index in `edges`).
    var backIn: [String?: BackActionKind] = [:]
    var added: [(index: Int, back: BackActionKind)] = []
    // The screen on top of the routes a block has set whole so far (`routes = [.root(.home)]`): what it adds after
    // that is added on that screen (`routes.push(.detail)` pushes onto home), not on the screen whose action it is.
    var topAfterSet: [String?: String] = [:]
    for change in changes {
      let before = edges.count
      defer {
        if let back = backIn[change.block] { added += (before..<edges.count).map { ($0, back) } }
        if case .back(let kind) = change.action { backIn[change.block] = change.removesTop ? kind : nil }
      }
      switch change.action {
      case .edge(let kind, let withNavigation, let screen):
        // A helper of the reducer returning screen cases: those screens (one uncertain edge each when several).
        if screen == nil, let helper = change.helper, let cases = helpers["\(arm.reducer).\(helper)"] {
          let l = change.location
          for name in cases {
            edges.append(Edge(from: from, to: Screen.id(coordinator: id, name: name), kind: kind, withNavigation: withNavigation,
                              location: change.location, group: cases.count > 1 ? "\(l.file):\(l.line):\(l.column)" : nil,
                              staged: change.staged, certainty: cases.count > 1 ? .uncertain : .certain, platforms: change.platforms))
          }
          continue
        }
        guard let screen else {
          if let written = change.written {
            graph.unresolved.append(Unresolved(from: from, kind: kind, expression: written, location: change.location,
                                               platforms: change.platforms))
          }
          continue
        }
        let target = Screen.id(coordinator: id, name: names.screen(screen, change.inner))
        edges.append(Edge(from: topAfterSet[change.block] ?? from, to: target, kind: kind,
                          withNavigation: withNavigation, location: change.location, staged: change.staged, platforms: change.platforms))
        if topAfterSet[change.block] != nil { topAfterSet[change.block] = target }
      case .back(let kind):
        topAfterSet[change.block] = nil
        // `remove(id: .search)` in an action of another screen takes out a route under it (IdentifiedArray's
        // `remove(id:)` removes the element of that id wherever it is): no way back from the screen acted in.
        if let removed = change.removedCase, let acted = arm.from, removed != acted { continue }
        graph.backActions.append(BackAction(action: kind, screen: from, location: change.location, platforms: change.platforms,
                                            target: change.backTarget.map { Screen.id(coordinator: id, name: $0) },
                                            staged: change.staged ? true : nil))
      case .startOver(let written):
        // The routes a new state starts with: its root, when only one is ever written; else not known here.
        let roots = graph.coordinators.first { $0.id == id }?.roots ?? []
        if roots.count == 1, let root = roots.first {
          edges.append(Edge(from: from, to: root, kind: .rootSwitch, location: change.location, staged: change.staged,
                            platforms: change.platforms))
        } else {
          graph.unresolved.append(Unresolved(from: from, kind: .rootSwitch, expression: written, location: change.location,
                                             platforms: change.platforms))
        }
      case .setRoutes(let values):
        // A route whose screen is a value not known here (`state.routes = [.root(screen)]`): unresolved at its site.
        for value in values {
          guard case .expression(let written) = value.destination else { continue }
          graph.unresolved.append(Unresolved(from: from, kind: value.kind.edgeKind, expression: written, location: value.location,
                                             platforms: change.platforms))
        }
        // `append(.push(x))` is one edge of its kind; a whole array is a deep link or a root switch.
        if values.first?.kind == .root {
          let top = values.last.flatMap { value -> String? in
            guard case .path(let p) = value.destination, let name = names.screen(p) else { return nil }
            return Screen.id(coordinator: id, name: name)
          }
          topAfterSet[change.block] = top
        }
        for value in values {
          guard case .path(let p) = value.destination, let name = names.screen(p) else { continue }
          let kind: EdgeKind = switch value.kind {
          case .root: .rootSwitch
          case .push: values.count == 1 && !change.rebuilt ? .push : .setRoutes
          case .sheet: values.count == 1 && !change.rebuilt ? .sheet : .setRoutes
          case .cover: values.count == 1 && !change.rebuilt ? .cover : .setRoutes
          }
          edges.append(Edge(from: from, to: Screen.id(coordinator: id, name: name), kind: kind, withNavigation: value.withNavigation,
                            location: value.location, staged: change.staged, platforms: change.platforms,
                            presentation: kind == .setRoutes ? value.kind.edgeKind : nil))
        }
      }
    }
    // One block of an arm is one update, unless its edges are `#if os` alternatives that never run together; the
    // branches of an `if`/`else` or of a nested `switch` are alternatives too.
    var blocks: [SourceLocation: String] = [:]
    for change in changes {
      blocks[change.location] = change.block
      if case .setRoutes(let values) = change.action { for value in values { blocks[value.location] = change.block } }
    }
    afterBack += added.map { (graph.edges.count + $0.index, $0.back) }
    for var edge in edges {
      let block = edge.location.flatMap { blocks[$0] } ?? nil
      let together = edges.contains { other in
        other != edge && (other.location.flatMap { blocks[$0] } ?? nil) == block && PlatformTags.compatible(edge.platforms, other.platforms)
      }
      if together, edge.group == nil { edge.group = armGroup }
      graph.edges.append(edge)
    }
  }
}


/// The screen a route's case path names in one coordinator: `kimai.projectsList` where `kimai`'s view shows a view
/// per case of its nested `@Reducer enum`, else the outer case.
struct ScreenNames {
  /// Inner cases by outer case, each with the views shown for it.
  var nested: [String: [String: Set<String>]]
  /// The screen case a stored route value's case stands for, where their names differ (`TCAFacts.routeIDCases`).
  var renamed: [String: String] = [:]

  func screen(_ written: String, _ inner: String?) -> String {
    let name = renamed[written] ?? written
    guard let inner, nested[name]?[inner] != nil else { return name }
    return "\(name).\(inner)"
  }

  func screen(_ path: [String]) -> String? {
    path.first.map { screen($0, path.dropFirst().first) }
  }
}

extension TCALinker {
  /// The screen cases of a router whose view shows a different view per case of a nested `@Reducer enum`
  /// (`case let .kimai(store): KimaiCoordinatorView(store: store)`, whose body switches `store.state` into a view
  /// per case): those inner cases, each with its views. The inner cases must be cases of the enum the screen case
  /// holds, so a view's switch over anything else makes no screens.
  func nestedScreens(_ arms: [TCAScreenArm], router: TCARouterDecl, shows: CaseViews, index: TypeIndex) -> [String: [String: Set<String>]] {
    var nested: [String: [String: Set<String>]] = [:]
    for arm in arms {
      for view in arm.views {
        let shown = shows.viewsPerCase(shownBy: view)
        guard !shown.isEmpty else { continue }
        for armCase in arm.cases where nested[armCase] == nil && holdsEnum(armCase, with: Set(shown.keys), index: index) {
          nested[armCase] = shown
        }
      }
    }
    return nested
  }

  /// Whether some enum of the sources has a case `name` holding an enum (or its `State`) with all these cases. An
  /// `Action` enum mirrors the state's cases with the children's actions (`case main(MainCoordinator.Action)`): not
  /// the screens'.
  private func holdsEnum(_ name: String, with cases: Set<String>, index: TypeIndex) -> Bool {
    index.types.contains { key, decl in
      decl.kind == .enum && !key.name.hasSuffix("Action") && decl.cases.contains { c in
        guard c.name == name, c.associated.count == 1 else { return false }
        let written = c.associated[0].name
        guard !written.hasSuffix("Action") else { return false }
        let candidates = [written, written.hasSuffix(".State") ? String(written.dropLast(6)) : written]
        return candidates.contains { candidate in
          guard let inner = index.lookup(candidate, from: key.name, file: decl.file), let innerDecl = index[inner], innerDecl.kind == .enum
          else { return false }
          return cases.isSubset(of: Set(innerDecl.cases.map(\.name)))
        }
      }
    }
  }
}
