/// The linker's working state: the graph being built from facts, one pass after another.
struct FlowStacksLinkState {
  let facts: FlowStacksFacts
  let resolver: FlowStacksResolver
  private var screens: [String: Screen] = [:]
  private var edges: [Edge] = []
  private var backActions: [BackAction] = []
  private var unresolved: [Unresolved] = []
  private var entryPoints: [EntryPoint] = []
  private var extraRoots: [String: Set<String>] = [:]
  /// Coordinator ids by the view hosting their containers (`hostKey(of:)`); empty when several share the view.
  private var hosted: [TypeKey: String] = [:]
  /// Child coordinators a screen's view is, with where the view is built.
  private var children: [String: [(id: String, location: SourceLocation)]] = [:]
  /// Child coordinators a screen's view presents in a sheet or cover of its own (`.sheet(isPresented: $x) { SignUpFlow() }`).
  private var presentedChildren: [String: [(id: String, location: SourceLocation, kind: EdgeKind)]] = [:]
  private(set) var warnings: [Diagnostic] = []
  /// The guards a member view's code runs under where every place its type shows it is under the same ones (`if
  /// viewModel.mode == .pick { header }`: the code of `header` runs only then), by `Type.member`.
  private let shownUnder: [String: [CaseGuard]]
  /// For each method whose code sets routes, the contexts naming it and the references that do
  /// (`runsOnlyAtInitialization`): gathered once, not read again from every context for each change.
  let namers: [String: [(user: ContextKey, references: [Reference])]]
  /// The functions declared at file level, by name (`forwardedCalls`).
  let freeFunctions: [String: [FreeFunction]]

  init(facts: FlowStacksFacts, index: TypeIndex? = nil) {
    resolver = FlowStacksResolver(facts: facts, index: index)
    var shownUnder: [String: [CaseGuard]] = [:]
    for (member, shown) in Dictionary(grouping: facts.declarations.containers.memberViews, by: { "\($0.owner).\($0.member)" }) {
      guard let guards = shown.first?.guards, !guards.isEmpty, shown.allSatisfy({ $0.guards == guards }) else { continue }
      shownUnder[member] = guards
    }
    self.shownUnder = shownUnder
    var facts = facts
    facts.changes = facts.forwardingClosureChanges(index: resolver.index)
    self.facts = facts
    for builder in facts.builders {
      let owners = resolver.attribution.owners(of: builder.site.context)
      guard var c = resolver.resolve(builder.anchor, owners: owners) else {
        // An app type of the same name (its own `Router`) is not FlowStacks'.
        let name = builder.container == .flowDestination ? "flowDestination" : builder.container.typeName
        if builder.container == .flowDestination || resolver.index.lookup(name, from: nil, file: builder.site.location.file) == nil {
          let state = builder.anchor.path.map { $0.joined(separator: ".") } ?? builder.anchor.screenType ?? "?"
          warnings.append(
            Diagnostic(
              .warning, "\(name) uses '\(state)', whose routes state is not declared in the sources read; its screens are skipped",
              at: builder.site.location))
        }
        continue
      }
      c.builders.append(builder)
      let generation: String = switch builder.container {
      case .nStack, .pStack: "0.0"
      case .router, .showing: "0.1-0.4"
      case .flowStack, .flowDestination: "0.6+"
      }
      if c.builders.count == 1 || builder.container != .flowDestination { c.generation = generation }
      resolver.update(c)
    }
    // What a declaration or an `init` starts with first; then the roots other branches and other builds add.
    for initial in facts.initialRoutes.filter({ !$0.alternative }) + facts.initialRoutes.filter(\.alternative) {
      guard let type = initial.type, let key = resolver.index.lookup(type, from: nil, file: initial.file),
        var c = resolver.coordinators[key], c.property == initial.property, c.initial.isEmpty || initial.alternative
      else { continue }
      if c.initial.isEmpty {
        c.initial = initial.routes
      } else {
        // Another branch's root: the coordinator starts at either. (Its other routes are not added: they are not
        // shown over the first branch's.)
        c.initial += initial.routes.filter { value in
          value.kind == .root && !c.initial.contains { $0.kind == .root && $0.destination == value.destination }
        }
      }
      // `NFlow(root: 0)` names no screen type: the root value's type is it.
      if c.screenType == nil, c.valueType == nil, c.generation != "0.6+", let root = initial.routes.first,
        case .type(let type) = root.destination, FlowStacksResolver.standardValueTypes.contains(type)
      {
        c.valueType = type
      }
      resolver.update(c)
    }
    // Methods adding routes matter only to Router coordinators whose routes start empty (`routesAddedAtInitialization`).
    namers = Self.namers(of: facts, adding: resolver.coordinators.values.contains { $0.showsFirstRouteInPlace && $0.initial.isEmpty })
    freeFunctions = Dictionary(grouping: facts.declarations.freeFunctions, by: \.name)
  }

  private var coordinators: [FlowStacksCoordinator] { resolver.coordinators.values.sorted { $0.id < $1.id } }

  private mutating func ensureScreen(_ id: String, coordinator: String, name: String) {
    if screens[id] == nil { screens[id] = Screen(coordinator: coordinator, name: name) }
  }

  // MARK: Screens and the views built for them

  mutating func collectScreens() {
    // The view a coordinator's routes are shown in when it is not the coordinator itself (`BackdoorCoordinatorView`,
    // whose `Router($coordinator.routes)` shows an `@ObservedObject var coordinator: BackdoorCoordinator`): a case
    // building that view shows the child coordinator.
    for c in coordinators {
      if let host = hostKey(of: c), resolver.coordinators[host] == nil { hosted[host] = hosted[host] == nil ? c.id : "" }
    }
    for c in coordinators {
      for (name, location) in c.declared {
        screens[Screen.id(coordinator: c.id, name: name)] = Screen(coordinator: c.id, name: name, location: location)
      }
      if c.hasFixedRoot, let builder = c.builders.first(where: { $0.container == .flowStack || $0.container == .showing }) {
        let id = Screen.id(coordinator: c.id, name: "root")
        screens[id] = Screen(coordinator: c.id, name: "root", location: builder.site.location)
      }
    }
    let index = resolver.index
    for use in facts.declarations.instantiations {
      guard let screen = use.context.screen else { continue }
      addViews([use], to: screen, from: use.context.type)
    }
    addPayloadChildren()
    addShownPayloads()
    // A case built by a static method of another type (`case .faq: FaqPages.make()`, a namespace of factories), or
    // by a member of the builder's own type (`case .home: homeView`, a FlowStack's root `content` property switching
    // on the app's state): what that member builds is the case's view.
    var built: [String: [String: [Instantiation]]] = [:]
    for use in facts.declarations.instantiations {
      guard let type = use.context.type, let member = use.context.member, use.context.screen == nil else { continue }
      built[type, default: [:]][member, default: []].append(use)
    }
    guard !built.isEmpty else { return }
    for (member, screens) in resolver.builderMembers {
      guard let uses = built[member.type]?[member.member]?.filter({ $0.context.file == member.file }), !uses.isEmpty else { continue }
      for screen in screens { addViews(uses, to: screen, from: member.type) }
    }
    // Also by a method of an object the builder's type holds (`case .chat(let user): sceneFactory.makeChat(user:
    // user)` with `let sceneFactory: SceneFactoryProtocol`): the method of the property's declared type, or of the one
    // type the sources declare conforming to the protocol it is declared as (`Attribution.soleConformer`: Swift calls
    // the conformer's method).
    for (context, references) in facts.declarations.references {
      guard let screen = context.screen else { continue }
      for reference in references.sorted(by: { ($0.base ?? "", $0.name) < ($1.base ?? "", $1.name) }) {
        guard let base = reference.base else { continue }
        var key: TypeKey?
        if SyntaxHelpers.isTypeName(base) {
          key = index.lookup(base, from: context.type, file: context.file)
        } else if base != "self", let type = context.type, let holder = index.lookup(type, from: nil, file: context.file) {
          if let held = index.propertyType(base, of: holder), index[held]?.kind != .protocol {
            key = held
          } else if let declared = index.property(base, of: holder)?.type?.name {
            // Protocols are not indexed as types: the property's declared name is the protocol's.
            key = resolver.attribution.soleConformer(of: TypeRef.baseName(of: declared))
          }
        }
        guard let key, index[key]?.methods.contains(reference.name) == true, let uses = built[key.name]?[reference.name] else { continue }
        addViews(uses, to: screen, from: key.name)
      }
    }
  }

  /// Adds the View types and coordinators among what is built for a builder's case as that case's views (not the
  /// view models passed in); a coordinator is a child shown there.
  private mutating func addViews(_ uses: [Instantiation], to screen: ScreenContext, from scope: String?) {
    guard let c = resolver.resolve(screen.anchor, owners: nil) else { return }
    let index = resolver.index
    for use in uses {
      let typeKey = index.lookup(use.type, from: scope, file: use.context.file)
      // A coordinator the case's view presents (`HomeView().sheet(isPresented: $x) { SignUpFlow() }`) is not what the
      // screen shows: the screen presents it.
      if let kind = use.presentation, let typeKey,
        let child = resolver.coordinators[typeKey] ?? hosted[typeKey].flatMap({ resolver.coordinator(ofNode: $0) }), child.id != c.id
      {
        for path in screen.paths where path != FlowStacksCoordinator.anyValue || c.valueType != nil {
          ensureScreen(c.screenID(path), coordinator: c.id, name: c.screenName(path))
          presentedChildren[c.screenID(path), default: []].append((child.id, use.location, kind))
        }
        continue
      }
      for path in screen.paths where path != FlowStacksCoordinator.anyValue || c.valueType != nil {
        addView(typeKey, at: use.location, inNavigation: use.inNavigation, to: c.screenID(path), name: c.screenName(path), of: c)
      }
    }
  }

  /// Adds a View type or coordinator as a screen's view; a coordinator is a child shown there.
  private mutating func addView(_ typeKey: TypeKey?, at location: SourceLocation, inNavigation: Bool, to id: String, name: String,
                                of c: FlowStacksCoordinator)
  {
    ensureScreen(id, coordinator: c.id, name: name)
    guard let typeKey, let decl = resolver.index[typeKey] else { return }
    guard decl.inherits.contains("View") || resolver.coordinators[typeKey] != nil else { return }
    if !(screens[id]?.views.contains(typeKey.name) ?? true) { screens[id]?.views.append(typeKey.name) }
    if let child = resolver.coordinators[typeKey] ?? hosted[typeKey].flatMap({ resolver.coordinator(ofNode: $0) }), child.id != c.id {
      // Shown through its view, the child is among the case's views as when built there.
      if child.key != typeKey, !(screens[id]?.views.contains(child.key.name) ?? true) { screens[id]?.views.append(child.key.name) }
      children[id, default: []].append((child.id, location))
      if child.navigation == .yes { screens[id]?.bringsNavigation = true }
    }
    if decl.bringsNavigation || inNavigation { screens[id]?.bringsNavigation = true }
  }

  /// A case whose builder shows the value its pattern binds (`case .home(let screen): screen`, `ShownPayload`) shows
  /// the view its payload carries: the type the screen enum declares for that associated value (`case home(HomeScreen)`),
  /// when it is a View of the sources or a coordinator.
  private mutating func addShownPayloads() {
    for shown in facts.shownPayloads {
      guard let (c, path, key) = resolver.payloadView(shown) else { continue }
      addView(key, at: shown.location, inNavigation: false, to: c.screenID(path), name: c.screenName(path), of: c)
    }
  }

  /// A case whose one associated value is a coordinator (`case backdoor(BackdoorCoordinator)`), or a protocol exactly
  /// one coordinator conforms to (`case login(LoginFlowProtocol)`), carries that child to the view showing it: the case
  /// shows the child, whatever builds its view (a factory, a dependency container).
  private mutating func addPayloadChildren() {
    let index = resolver.index
    var conformers: [String: [FlowStacksCoordinator]] = [:]
    for c in coordinators {
      for name in index[c.key]?.inherits ?? [] { conformers[name, default: []].append(c) }
    }
    for c in coordinators {
      guard let screenKey = c.screenType, let decl = index[screenKey] else { continue }
      for item in decl.cases where item.associated.count == 1 {
        let id = Screen.id(coordinator: c.id, name: item.name)
        guard screens[id] != nil, children[id] == nil, let payload = item.associated.first else { continue }
        let key = index.lookup(payload.name, from: screenKey.name, file: decl.file)
        var child = key.flatMap { resolver.coordinators[$0] }
        // Protocols are not indexed: an undeclared payload type may be one the coordinator conforms to.
        if child == nil, key == nil, let candidates = conformers[payload.baseName], candidates.count == 1
        {
          child = candidates.first
        }
        guard let child, child.id != c.id else { continue }
        if !(screens[id]?.views.contains(child.key.name) ?? true) { screens[id]?.views.append(child.key.name) }
        children[id, default: []].append((child.id, item.location))
      }
    }
  }

  // MARK: Navigation calls

  /// Routes a FlowStack starts with (`@Published var routes: [Route<Screen>] = [.cover(.dashboard)]`): a FlowStack keeps
  /// its root out of the array (`Router(rootView: root, screens: $path.routes)`), so each route is shown from launch
  /// over the one before it, the first over the root. Like an array assigned at once, one set-routes edge per route
  /// (with its presentation, staged as FlowStack stages), each from the one before, in one group: the screens are
  /// reached, and a launch cover is where the app starts, not a cover the user opened and must be able to leave.
  mutating func collectInitialStacks() {
    for c in coordinators where c.generation == "0.6+" && c.builders.contains(where: { $0.container == .flowStack }) {
      guard !c.initial.isEmpty, !c.initial.contains(where: { $0.kind == .root }) else { continue }
      var from = Screen.id(coordinator: c.id, name: "root")
      for value in c.initial {
        guard case .path(let p) = value.destination else { break }
        let target = c.screenID(p)
        ensureScreen(target, coordinator: c.id, name: c.screenName(p))
        edges.append(Edge(from: from, to: target, kind: .setRoutes, withNavigation: value.withNavigation, location: value.location,
                          group: "initial:\(c.id)", staged: true, presentation: value.kind.edgeKind))
        from = target
      }
    }
    // Routes starting with one route over the root (`[.root(.home), .cover(.login)]`): the Router shows every route,
    // so that one is on screen from launch over the root. (Roots other `init` branches start at follow the first
    // branch's routes; longer starts are left as their roots: a launch stack is no transition to judge step by step.)
    for c in coordinators where c.initial.count >= 2 && c.initial[0].kind == .root && c.initial[1].kind != .root {
      guard c.initial.dropFirst(2).allSatisfy({ $0.kind == .root }), case .path(let r) = c.initial[0].destination,
        case .path(let p) = c.initial[1].destination
      else { continue }
      let over = c.initial[1], target = c.screenID(p)
      ensureScreen(target, coordinator: c.id, name: c.screenName(p))
      edges.append(Edge(from: c.screenID(r), to: target, kind: .setRoutes, withNavigation: over.withNavigation, location: over.location,
                        group: "initial:\(c.id)", presentation: over.kind.edgeKind))
    }
  }

  mutating func collectChanges() {
    let groups = UpdateGroups(facts.changes.map { change in
      switch change.action {
      case .edge, .back: (change.site, 1)
      case .setRoutes(let values): (change.site, values.filter { $0.kind != .root }.count)
      }
    })
    // `routes = [.root(.start)]` with the initial root: back to that root, or, in a coordinator whose code also
    // switches to other roots (`routes = [.root(.home)]` on sign-in), a switch back to it (a sign-out): which one
    // is known once every change is read.
    var returns: [(coordinator: String, target: String, from: [String], edge: Edge, actions: Range<Int>)] = []
    defer {
      for back in returns.reversed() where !(extraRoots[back.coordinator] ?? []).isEmpty {
        backActions.removeSubrange(back.actions)
        for f in back.from where f != back.target {
          var edge = back.edge
          edge.from = f
          edges.append(edge)
        }
        // From the root itself it pops what was pushed over it, as before.
        if back.from.contains(back.target), let location = back.edge.location {
          backActions.append(BackAction(action: .goBackToRoot, screen: back.target, location: location, platforms: back.edge.platforms))
        }
      }
    }
    // Edges (by index in `edges`) added after a back of one route in the same update, with that back.
    var afterBack: [(index: Int, back: BackActionKind)] = []
    let firstRoutes = routesAddedAtInitialization()
    for change in facts.changes {
      let owners = resolver.attribution.owners(of: change.site.context)
      guard let c = resolver.resolve(change.anchor, owners: owners) else { continue }
      let from = owners.isEmpty ? [c.id] : owners.sorted()
      let site = change.site
      let group = groups.group(site)
      let staged = change.staged || c.generation == "0.6+"
      func add(_ kind: EdgeKind, _ withNavigation: Bool, _ destination: Destination, at location: SourceLocation,
               navigationParameter: String? = nil, presentation: EdgeKind? = nil) {
        let target: String
        var destination = destination
        // Routes of a value type (`Routes<Int>`): whatever expression is pushed, the compiler made it that type.
        if case .expression = destination, let type = c.valueType { destination = .type(type) }
        // A `FlowPath` value computed by a call (`FlowLink(value: vm.next())`): the declared return type.
        if case .expression = destination, c.screenType == nil, c.valueType == nil, let call = change.valueCall,
          let type = returnType(of: call, from: site.context)
        {
          destination = .type(type)
        }
        // An enum of one case (`enum ScreenViewModel: Hashable { case number(VM) }`): every value is that case.
        if case .expression = destination, c.screenType != nil, c.declared.count == 1, let only = c.declared.keys.first {
          destination = .path(only.split(separator: ".").map(String.init))
        }
        // A name the screen enum declares no case for is a static member of it (`Screen.random`): a value not known.
        // (A `FlowPath`'s values are of any type: its cases are not one enum's.)
        if case .path(let path) = destination, let head = path.first, c.screenType != nil, !c.declared.isEmpty,
          !c.declared.keys.contains(where: { $0 == head || $0.hasPrefix(head + ".") })
        {
          // A value of a type the stack also shows by type (`FlowLink(value: ChildType.flowPath)` with
          // `flowDestination(for: ChildType.self)`) is that type's screen.
          let written = change.anchor.screenType.map(TypeRef.baseName(of:))
          if let type = written, screens[Screen.id(coordinator: c.id, name: type)] != nil {
            destination = .type(type)
          } else {
            destination = .expression("." + path.joined(separator: "."))
          }
        }
        switch destination {
        case .path(let path):
          target = c.screenID(path)
          ensureScreen(target, coordinator: c.id, name: c.screenName(path))
        case .type(let type):
          target = Screen.id(coordinator: c.id, name: type)
          ensureScreen(target, coordinator: c.id, name: type)
          if let key = resolver.index.lookup(type, from: site.context.type, file: site.context.file),
            resolver.index[key]?.inherits.contains("View") == true, screens[target]?.views.contains(type) == false
          {
            screens[target]?.views.append(type)
          }
        case .expression(let text):
          // A parameter the app's own method forwards: each call of it says what it passes.
          if let forwarded = forwardedCalls(text, change: change, navigationParameter: navigationParameter, coordinator: c.id) {
            for call in forwarded {
              guard let path = call.path else {
                for f in call.from {
                  unresolved.append(Unresolved(from: f, kind: kind, expression: text, location: call.location, platforms: call.platforms))
                }
                continue
              }
              let target = c.screenID(path)
              ensureScreen(target, coordinator: c.id, name: c.screenName(path))
              for f in call.from where f != target || kind != .rootSwitch {
                edges.append(Edge(from: f, to: target, kind: kind, withNavigation: call.withNavigation ?? withNavigation, location: call.location,
                                  staged: staged, platforms: call.platforms, presentation: presentation))
              }
            }
            return
          }
          for f in from {
            unresolved.append(Unresolved(from: f, kind: kind, expression: text, location: location, group: group, platforms: site.platforms))
          }
          return
        }
        // A root switched to the root already shown (`routes = [.root(.home), .push(.detail)]` from `home`) is no switch.
        for f in takers(change, from, coordinator: c.id) where f != target || kind != .rootSwitch {
          edges.append(
            Edge(from: f, to: target, kind: kind, withNavigation: withNavigation, location: location, group: group,
                 staged: staged, platforms: site.platforms, presentation: presentation))
        }
      }
      switch change.action {
      case .edge(let kind, let withNavigation, let destination):
        // Routes that start empty: the one route their initialization adds is index 0, the root (`addsFirstRoute`).
        if firstRoutes[c.id] == 1, addsAtInitialization(change) {
          if case .path(let p) = destination { extraRoots[c.id, default: []].insert(c.screenID(p)) }
          continue
        }
        // FlowStack (0.6+) keeps its root out of the routes: there an emptied array plus a push is a push.
        // Likewise one route popped from the root, then one added: the added route replaces the root.
        let replacesRoot = change.afterPop && !from.isEmpty && Set(from).isSubset(of: roots(of: c))
        if change.afterClear || replacesRoot, c.generation == "0.1-0.4" {
          if case .path(let p) = destination { extraRoots[c.id, default: []].insert(c.screenID(p)) }
          add(.rootSwitch, withNavigation, destination, at: site.location, navigationParameter: change.navigationParameter)
        } else {
          let first = edges.count
          add(kind, withNavigation, destination, at: site.location, navigationParameter: change.navigationParameter)
          // Added after a back of one route in the same update: on the screen under the one that went back.
          if change.afterDismiss || (change.afterPop && !replacesRoot) {
            afterBack += (first..<edges.count).map { ($0, change.afterDismiss ? .dismiss : .goBack) }
          }
        }
      case .back(let kind, let count):
        // Popped from the root and replaced at once: no way back (the added route's root switch says what happens).
        if change.followedByAdd, c.generation == "0.1-0.4", !from.isEmpty, Set(from).isSubset(of: roots(of: c)) { break }
        // In the app's own method named as a way back (`func pop() { routes.pop() }`): at each call of it, from the
        // screens making that call.
        if let calls = wrapperCalls(change, coordinator: c.id) {
          for call in calls {
            for f in call.from {
              backActions.append(
                BackAction(action: kind, screen: f, count: count, location: call.location, platforms: call.platforms,
                           staged: change.staged ? true : nil))
            }
          }
          break
        }
        for f in takers(change, from, coordinator: c.id) {
          backActions.append(
            BackAction(action: kind, screen: f, count: count, location: site.location, platforms: site.platforms,
                       staged: change.staged ? true : nil))
        }
      case .setRoutes(let written):
        // FlowStacks' Router (0.1–0.4) shows the first route in place, whatever its style (its `Node` at index 0
        // builds the screen and embeds it in a NavigationView when asked; the style of a route only matters to the
        // route before it): `routes = [.cover(.signIn)]` switches the root to `signIn`.
        var values = written
        if c.showsFirstRouteInPlace, let first = values.first, first.kind != .root { values[0].kind = .root }
        // Routes set by a method only the type's initializers call are where the coordinator starts.
        if runsOnlyAtInitialization(change) {
          for value in values where value.kind == .root {
            if case .path(let p) = value.destination { extraRoots[c.id, default: []].insert(c.screenID(p)) }
          }
          continue
        }
        let initialRoots = Set(c.initial.filter { $0.kind == .root }.map(\.destination))
        // With several roots to start at (set in the branches of `init`), routes set to one of them switch to it from a
        // run that started at another (`routes = [.root(.welcome)]` on sign-out after starting signed in).
        let startsAtOne = initialRoots.count == 1
        if values.count == 1, values[0].kind == .root, startsAtOne, initialRoots.contains(values[0].destination) {
          let start = backActions.count
          for f in from { backActions.append(BackAction(action: .goBackToRoot, screen: f, location: site.location, platforms: site.platforms)) }
          if case .path(let p) = values[0].destination {
            let target = c.screenID(p)
            returns.append((c.id, target, from, Edge(from: c.id, to: target, kind: .rootSwitch, withNavigation: values[0].withNavigation,
                                                      location: values[0].location, group: group, staged: staged, platforms: site.platforms),
                            start..<backActions.count))
          }
          continue
        }
        for value in values {
          switch value.kind {
          case .root:
            let initialRoot = initialRoots.contains(value.destination)
            guard !initialRoot || !startsAtOne else { continue }
            if !initialRoot, case .path(let p) = value.destination { extraRoots[c.id, default: []].insert(c.screenID(p)) }
            add(.rootSwitch, value.withNavigation, value.destination, at: value.location, navigationParameter: value.navigationParameter)
          // A whole routes array assigned at once is a deep link: one set-routes edge per route, one group.
          case .push, .sheet, .cover:
            add(.setRoutes, value.withNavigation, value.destination, at: value.location, navigationParameter: value.navigationParameter,
                presentation: value.kind.edgeKind)
          }
        }
      }
    }
    EdgesAfterBack.startFromTheScreenUnder(afterBack, fallback: { [resolver] edge in
      resolver.coordinator(ofNode: edge.to)?.id ?? edge.from
    }, in: &edges)
  }

  /// The declared return type of `vm.next()` / `next()` called in `context`: properties followed from the
  /// enclosing type, then the method's `-> T`. A standard or declared non-enum type only.
  private func returnType(of call: [String], from context: ContextKey) -> String? {
    let index = resolver.index
    guard let method = call.last, var key = context.type.flatMap({ index.lookup($0, from: nil, file: context.file) }) else { return nil }
    for component in call.dropLast() {
      guard let next = index.propertyType(component, of: key) else { return nil }
      key = next
    }
    guard let returned = index[key]?.methodReturns[method] else { return nil }
    let declared = index.lookup(returned.name, from: key.name, file: index[key]?.file ?? context.file)
    return FlowStacksResolver.valueType(returned.name, key: declared, index: index)
  }

  // MARK: Child coordinators and entry points

  /// A screen whose view is a coordinator with its own routes: edges to the screen attach the child with their
  /// kind; a root screen (nothing leads to it) embeds it. Where the child stands for the screen, so does it for where
  /// the screen's code goes (a callback handed to the child, `SignUpFlow(signedUp: showPIN)`, pushing the next screen):
  /// that comes from the child, its screen not known, so that the step after the child follows from it. The case keeps
  /// its ways back (the layer rules read them there).
  mutating func attachChildren() {
    for (screen, presented) in presentedChildren.sorted(by: { $0.key < $1.key }) {
      for child in presented where !edges.contains(where: { $0.from == screen && $0.to == child.id && $0.location == child.location }) {
        edges.append(Edge(from: screen, to: child.id, kind: child.kind, location: child.location))
      }
    }
    let rootScreens = Set(coordinators.flatMap { roots(of: $0) })
    for (screen, childList) in children.sorted(by: { $0.key < $1.key }) {
      guard let child = childList.first else { continue }
      var redirected = false
      for i in edges.indices where edges[i].to == screen {
        edges[i].to = child.id
        redirected = true
      }
      if rootScreens.contains(screen) || !redirected {
        edges.append(Edge(from: screen, to: child.id, kind: .embed, location: child.location))
      } else {
        for i in edges.indices where edges[i].from == screen { edges[i].from = child.id }
        for i in unresolved.indices where unresolved[i].from == screen { unresolved[i].from = child.id }
      }
    }
  }

  mutating func collectEntryPoints() {
    let index = resolver.index
    for use in facts.declarations.instantiations {
      let context = use.context
      guard let type = context.type, let holder = index.lookup(type, from: nil, file: context.file),
        index[holder]?.inherits.contains("App") == true,
        let key = index.lookup(use.type, from: type, file: context.file), let c = resolver.coordinators[key]
      else { continue }
      entryPoints.append(EntryPoint(target: c.id, location: use.location))
    }
  }

  private func roots(of c: FlowStacksCoordinator) -> [String] {
    var result = Set(c.initial.filter { $0.kind == .root }.compactMap { value -> String? in
      if case .path(let p) = value.destination { return c.screenID(p) }
      if case .type(let type) = value.destination, type == c.valueType { return Screen.id(coordinator: c.id, name: type) }
      return nil
    })
    if c.hasFixedRoot { result.insert(Screen.id(coordinator: c.id, name: "root")) }
    result.formUnion(extraRoots[c.id] ?? [])
    return result.sorted()
  }

  /// Whether the view a screen builds can run the change: a change inside `switch mode { case .create: … }` (or `if
  /// mode == .create`, `if isRoot`) over a stored property of its view runs only where the screen builds that view
  /// with one of those cases (`SetupView(mode: .create(…))`), or without the argument when the property starts as one
  /// (a plain `var` or `let` of a struct with its memberwise init: its code cannot change it); a screen building it
  /// with another case (`.restore(…)`) never takes the arm (Swift runs one case's arm, one branch of an `if`). Kept
  /// when the screen's builds do not say (an argument computed, no build of the view read there). An arm over a
  /// property of an object the view holds (`switch viewModel.screenType`) likewise, by the mode each build's object was
  /// made with (`ModelModes`).
  /// The screens of `from` that can run the change: those whose views can take its arm (`takesArm`), and of those, for
  /// an arm over a parameter of its method, the screens whose calls can pass the arm's case (`CallerArguments`). When
  /// every one of them passes another case (`perform(.pop)` in an arm nothing calls with `.pop`), the arm runs from
  /// code the sources do not show: from the coordinator, its screen not known.
  private func takers(_ change: NavigationChange, _ from: [String], coordinator: String) -> [String] {
    let viewTakers = from.filter { takesArm(change, on: $0) }
    guard !change.guards.isEmpty, viewTakers.count > 1 else { return viewTakers }
    let callers = viewTakers.filter { resolver.callerArguments.takesArm(change.guards, at: change.site.context, on: $0) }
    return callers.isEmpty ? [coordinator] : callers
  }

  private func takesArm(_ change: NavigationChange, on screen: String) -> Bool {
    let context = change.site.context
    let guards = change.guards + (context.type.flatMap { type in context.member.flatMap { shownUnder["\(type).\($0)"] } } ?? [])
    guard !guards.isEmpty, let type = context.type, let key = resolver.index.lookup(type, from: nil, file: context.file),
      let decl = resolver.index[key]
    else { return true }
    let parameters = context.member.flatMap { decl.methodParameters[$0] } ?? []
    let builds = facts.declarations.instantiations.filter { use in
      TypeRef.baseName(of: use.type) == TypeRef.baseName(of: type) && resolver.attribution.owners(of: use.context).contains(screen)
    }
    guard !builds.isEmpty else { return true }
    for caseGuard in guards where !parameters.contains(where: { $0.name == caseGuard.subject }) {
      if let dot = caseGuard.subject.firstIndex(of: ".") {
        // `viewModel.screenType`: the mode the object a build hands the view was made with.
        let holder = String(caseGuard.subject[..<dot]), property = String(caseGuard.subject[caseGuard.subject.index(after: dot)...])
        let modes = ModelModes(declarations: facts.declarations, index: resolver.index)
        let passed = builds.map { modes.value(of: property, in: holder, of: key, builtBy: $0) }
        if passed.allSatisfy({ $0 != nil }), passed.allSatisfy({ caseGuard.excludes($0 ?? "") }) { return false }
        continue
      }
      guard let property = resolver.index.property(caseGuard.subject, of: key) else { continue }
      // A build without an argument for it leaves a memberwise-initialized struct's plain property at its initial value.
      let initial = decl.kind == .struct && !decl.declaresInit ? property.initialValue : nil
      let passed = builds.map { use in
        use.arguments.first { $0.label == caseGuard.subject }.map(Self.tested) ?? initial
      }
      if passed.allSatisfy({ $0 != nil }), passed.allSatisfy({ caseGuard.excludes($0 ?? "") }) { return false }
    }
    return true
  }

  /// The value an argument gives a guard to test: the case it names, or `true` / `false`.
  private static func tested(_ argument: InstantiationArgument) -> String? {
    argument.caseName ?? argument.flag.map(CaseGuard.literal)
  }

  /// Marks each screen of a coordinator whose builders were read as built by one of them, or not.
  mutating func markDestinations() {
    var handled: [String: Set<String>] = [:]
    var everything = Set<String>()
    for context in facts.handled {
      guard let c = resolver.resolve(context.anchor, owners: nil) else { continue }
      for path in context.paths {
        // `flowDestination(for: Screen.self) { screen in … }` and a Router/NStack/`showing` closure without a switch
        // build every case of the enum (the closure returns a view for any value).
        let wholeEnum = (path.count == 1 && c.screenType.map { $0.name.split(separator: ".").last.map(String.init) == path[0] } == true)
          || (path == FlowStacksCoordinator.anyValue && c.valueType == nil)
        if path == ["*"] || wholeEnum { everything.insert(c.id) } else { handled[c.id, default: []].insert(c.screenID(path)) }
      }
    }
    let withBuilders = Set(coordinators.filter { !$0.builders.isEmpty }.map(\.id))
    for (id, screen) in screens where withBuilders.contains(screen.coordinator) {
      // An arm for an enclosing case (`case let .createWallet(screen):`) matches every nested case of it (`createWallet.seedPhrase`).
      let covered = handled[screen.coordinator] ?? []
      screens[id]?.handled = everything.contains(screen.coordinator) || covered.contains(id)
        || covered.contains { id.hasPrefix($0 + ".") }
    }
  }

  /// `goBackTo(.home)` / `popTo(.list)`: the screen each back call names, in the coordinator its routes belong to.
  mutating func resolveBackTargets() {
    for change in facts.changes {
      guard case .back = change.action, case .path(let path)? = change.backTarget,
        let c = resolver.resolve(change.anchor, owners: resolver.attribution.owners(of: change.site.context))
      else { continue }
      for i in backActions.indices where backActions[i].location == change.site.location {
        backActions[i].target = c.screenID(path)
      }
    }
  }

  func graph() -> FlowGraph {
    let pushed = Set(edges.filter { $0.kind == .push }.map(\.to))
    let hosted = hostedInUIKit()
    let list = coordinators.map { c -> Coordinator in
      var navigation = c.navigation
      if navigation != .yes, pushed.contains(c.id) { navigation = .inherited }
      if navigation == .no, c.builders.contains(where: { $0.site.context.type.map { hosted.contains(TypeRef.baseName(of: $0)) } ?? false }) {
        navigation = .unknown
      }
      let decl = resolver.index[c.key]
      var coordinator = Coordinator(
        id: c.id, name: c.key.name, library: .flowStacks, generation: c.generation, kind: c.kind, roots: roots(of: c),
        navigation: navigation, platforms: decl?.platforms ?? [], location: decl?.location)
      coordinator.view = hostView(of: c)
      let container = c.builders.first { $0.insideNavigation || $0.withNavigation == true }?.site.location
      coordinator.locate(initial: c.initial, routerInsideNavigation: container)
      return coordinator
    }
    var all = Array(screens.values)
    for i in all.indices { all[i].views.sort() }
    return FlowGraph(
      coordinators: list, screens: all, edges: edges, backActions: backActions, unresolved: unresolved, entryPoints: entryPoints
    ).normalized()
  }

  /// The views that code building a `UIHostingController` also builds (`let view = FlowView(…); let host =
  /// UIHostingController(rootView: view); navigationController.pushViewController(host, …)`), by name: such a view is
  /// shown by UIKit, inside whatever container the UIKit code puts the host in (a `UINavigationController` gives
  /// SwiftUI's links a stack to push on), which flowviz does not read. A coordinator whose builder is in one has
  /// navigation unknown rather than none, and the rules that need it abstain.
  private func hostedInUIKit() -> Set<String> {
    let instantiations = facts.declarations.instantiations
    let hostContexts = Set(instantiations.filter { TypeRef.baseName(of: $0.type) == "UIHostingController" }.map(\.context))
    guard !hostContexts.isEmpty else { return [] }
    return Set(instantiations.filter { hostContexts.contains($0.context) }.map { TypeRef.baseName(of: $0.type) })
  }

  /// The declaration of the one view type whose containers show a coordinator's routes, when that is not the type
  /// declaring them (`NStack($viewModel.flow)` in a view over a view model's routes).
  private func hostView(of c: FlowStacksCoordinator) -> SourceLocation? {
    hostKey(of: c).flatMap { resolver.index[$0]?.location }
  }

  /// The one View type other than the coordinator whose code builds the coordinator's containers.
  private func hostKey(of c: FlowStacksCoordinator) -> TypeKey? {
    let hosts = Set(c.builders.compactMap { builder in
      builder.site.context.type.flatMap { resolver.index.lookup($0, from: nil, file: builder.site.location.file) }
    })
    guard hosts.count == 1, let host = hosts.first, host != c.key, resolver.index[host]?.inherits.contains("View") == true else { return nil }
    return host
  }
}
