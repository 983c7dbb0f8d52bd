/// The Stinsen linker's working state.
struct StinsenLinkState {
  let model: StinsenModel
  private var screens: [String: Screen] = [:]
  private var edges: [Edge] = []
  private var backActions: [BackAction] = []
  private var unresolved: [Unresolved] = []
  private var entryPoints: [EntryPoint] = []
  private var navigation: [String: NavigationContainer] = [:]
  /// Where a coordinator is wrapped in a `NavigationViewCoordinator` (the first place in source order).
  private var navigationPlaces: [String: SourceLocation] = [:]
  /// Coordinators a route shows without that wrapper (`@Route(.push) var settings = makeSettings` returning a bare
  /// `SettingsCoordinator`, while a modal route wraps it): the wrapper belongs to the routes that apply it.
  /// Whatever the platforms of the sites: one value of the class's container would be wrong for the other sites.
  private var shownBare: Set<String> = []
  /// Coordinators a route shows wrapped in a `NavigationViewCoordinator`.
  private var shownWrapped: Set<String> = []
  /// Coordinators the app starts with, wrapped.
  private var startedWrapped: Set<String> = []
  private(set) var warnings: [Diagnostic] = []
  /// `shownCoordinators(from:)`, by coordinator id.
  private var shown: [String: Set<String>] = [:]

  init(model: StinsenModel) { self.model = model }

  /// Route keys shown as views are screens; roots and tabs that are child coordinators are screens embedding them.
  mutating func collectScreens() {
    // Stinsen applies a coordinator's `customize(_:)` to its root's view (`NavigationCoordinatableView`:
    // `coordinator.customize(AnyView(root.item.child.view()))`): a NavigationView built there holds the child
    // coordinator a root shows, with that child's push links, but not the coordinator's own push link (it is the
    // customized view's background), so a root that is a plain view gets nothing from it.
    var customized: [String: SourceLocation] = [:]
    for container in model.declarations.containers.own where container.member == "customize" {
      customized[container.owner] = min(customized[container.owner] ?? container.location, container.location)
    }
    for c in model.coordinators {
      let roots = Set(c.rootKeys)
      let rootsNavigation = customized[c.name]
      for key in c.routes.keys.sorted() {
        for variant in model.variants(c, key) {
          let id = c.screenID(key)
          switch variant.target {
          case .screen(let views):
            if screens[id] == nil { screens[id] = Screen(coordinator: c.id, name: key, location: variant.route.location) }
            let known = screens[id]?.views ?? []
            screens[id]?.views = Array(Set(known + views)).sorted()
          case .child(let child, let withNavigation, let place):
            if let container = rootsNavigation, roots.contains(key), !withNavigation {
              // As if wrapped in a NavigationViewCoordinator there.
              navigation[child] = .yes
              wrapped(child, at: container)
              if screens[id] == nil { screens[id] = Screen(coordinator: c.id, name: key, location: variant.route.location) }
              screens[id]?.bringsNavigation = true
              shownWrapped.insert(child)
              edges.append(Edge(from: id, to: child, kind: .embed, withNavigation: true, location: variant.route.location,
                                platforms: variant.platforms))
              continue
            }
            if withNavigation {
              navigation[child] = .yes
              shownWrapped.insert(child)
            } else {
              shownBare.insert(child)
            }
            if withNavigation, let place { wrapped(child, at: place) }
            guard roots.contains(key) || variant.route.transition == .tab else { continue }
            if screens[id] == nil { screens[id] = Screen(coordinator: c.id, name: key, location: variant.route.location) }
            if withNavigation { screens[id]?.bringsNavigation = true }
            edges.append(Edge(from: id, to: child, kind: .embed, withNavigation: withNavigation, location: variant.route.location,
                              platforms: variant.platforms))
          }
        }
      }
    }
  }

  mutating func collectCalls() {
    let groups = UpdateGroups(model.facts.calls.map { ($0.site, $0.steps.filter(\.makesEdge).count) })
    for call in model.facts.calls {
      // A class declared once per platform: the call reaches each declaration its platforms allow.
      for c in receivers(call) {
        let owners = screensCalling(c, call)
        let group = groups.group(call.site)
        // A view shared by per-platform coordinators calls from the screens compiled with the receiver's platforms.
        let reach = PlatformTags.all(call.site.platforms, c.platforms) ?? call.site.platforms
        let all = owners.isEmpty ? [c.id] : owners.sorted()
        let compatible = all.filter { PlatformTags.compatible(platforms(of: $0), reach) }
        follow(call, from: compatible.isEmpty ? all : compatible, start: c, group: group)
      }
    }
  }

  /// The screens a call on coordinator `c` is made from: those its code belongs to (`Attribution`). A view or view
  /// model reaches a coordinator's router through the views that coordinator shows (`@RouterObject` and
  /// `@EnvironmentObject` read the router of the coordinator whose views they are in, Stinsen's `RouterStore` the
  /// router registered last for that type), so only screens of `c` and of the coordinators it shows can call it.
  /// Where code is attributed to other screens (a view model built by a parent coordinator and handed to `c`),
  /// those are where the object was made, not where it is used: the call is from `c`'s screens whose views hold
  /// the object, else from `c` itself.
  /// A call in a coordinator's own method, in an arm of a `switch` over a parameter (`func trigger(_ route: Route) {
  /// switch route { case .fonts: route(to: \.fonts) … } }`), runs for the callers passing that case only, which
  /// the attribution does not tell apart: it is the coordinator's own code (coarse, never a wrong screen).
  /// A call in an arm over a parameter of its method (`case .open: router.route(to: \.photo)` in `func send(_ action:)`)
  /// is from the screens whose calls of the method can pass that case (`CallerArguments`); when none of them can, from
  /// all (the arm runs from code the attribution does not show).
  private mutating func screensCalling(_ c: StinsenCoordinator, _ call: StinsenCall) -> Set<String> {
    let screens = anyScreensCalling(c, call)
    guard !call.guards.isEmpty, screens.count > 1 else { return screens }
    let taking = screens.filter { model.callerArguments.takesArm(call.guards, at: call.site.context, on: $0) }
    return taking.isEmpty ? screens : taking
  }

  private mutating func anyScreensCalling(_ c: StinsenCoordinator, _ call: StinsenCall) -> Set<String> {
    let context = call.site.context
    if let branch = call.site.branch, branch.hasPrefix("case ") || branch.contains("/case "), let type = context.type,
      model.coordinators(named: type, file: context.file, platforms: []).contains(where: { $0.id == c.id })
    {
      // In a closure run on a publisher's values (`.onReceive(listSteps) { step in switch step { case .close: popLast()
      // } }`) that one screen's code alone makes emit, every arm runs for that screen.
      if context.slot?.isReceived == true, case let owners = model.attribution.owners(of: context), owners.count == 1 { return owners }
      return [c.id]
    }
    let owners = model.attribution.owners(of: call.site.context)
    guard !owners.isEmpty, let type = context.type, model.coordinators(named: type, file: context.file, platforms: []).isEmpty
    else { return owners }
    let reach = shownCoordinators(from: c.id)
    let inside = owners.filter { reach.contains(coordinatorID(of: $0)) }
    if inside.count == owners.count { return owners }
    if !inside.isEmpty { return inside }
    guard let holder = model.index.lookup(type, from: nil, file: context.file) else { return [] }
    var holding: Set<String> = []
    for key in c.routes.keys {
      for variant in model.variants(c, key) {
        guard case .screen(let views) = variant.target,
          views.contains(where: { view in
            guard let viewKey = model.index.lookup(view, from: c.name, file: variant.route.location.file) else { return false }
            // The calling view itself (built where another coordinator's code hands it over: `BasicCoordinator {
            // SecurityView() }`), or a view holding the calling object.
            return viewKey == holder || (model.index[viewKey]?.properties ?? []).contains { property in
              model.index.propertyType(property.name, of: viewKey) == holder
            }
          })
        else { continue }
        holding.insert(c.screenID(key))
      }
    }
    return holding
  }

  /// A coordinator and every coordinator its routes show, transitively.
  private mutating func shownCoordinators(from id: String) -> Set<String> {
    if let known = shown[id] { return known }
    var found: Set<String> = [id]
    var queue = [id]
    while let next = queue.popLast() {
      guard let c = model.coordinator(id: next) else { continue }
      for key in c.routes.keys {
        for variant in model.variants(c, key) {
          if case .child(let child, _, _) = variant.target, found.insert(child).inserted { queue.append(child) }
        }
      }
    }
    shown[id] = found
    return found
  }

  /// The coordinator a screen or coordinator id belongs to.
  private func coordinatorID(of node: String) -> String {
    if model.coordinator(id: node) != nil { return node }
    guard let dot = node.lastIndex(of: ".") else { return node }
    return String(node[..<dot])
  }

  /// Platforms of the coordinator a screen or coordinator id belongs to.
  private func platforms(of node: String) -> [String] {
    if let c = model.coordinator(id: node) { return c.platforms }
    guard let dot = node.lastIndex(of: ".") else { return [] }
    return model.coordinator(id: String(node[..<dot]))?.platforms ?? []
  }

  /// The coordinator a call's receiver is: `self` in a coordinator, or the declared type of a property path
  /// (`C.Router`, `NavigationRouter<C>`, `C`). Calls on anything else are not Stinsen's.
  private mutating func receivers(_ call: StinsenCall) -> [StinsenCoordinator] {
    let context = call.site.context
    let named = call.steps.contains { if case .back = $0 { false } else { true } }
    var typeName: String?
    if let path = call.receiver, let type = context.type {
      if path.isEmpty {
        typeName = type
      } else if var key = model.index.lookup(type, from: nil, file: context.file) {
        // A parameter of the method the call is in (`func tapped(_ again: Bool, coordinator: NavigationViewCoordinator<
        // FeedCoordinator>)`, a tab's `onTapped:`): its declared type.
        if path.count == 1, let member = context.member,
          let parameter = model.index[key]?.methodParameters[member]?.first(where: { $0.name == path[0] }), let ref = parameter.type
        {
          typeName = StinsenAPI.coordinatorName(ofReceiver: ref)
        }
        // A local declared with its type (`let router: HomeCoordinator.Router? = RouterStore.shared.retrieve()`).
        if path.count == 1, let local = call.localType, model.index.property(path[0], of: key) == nil {
          typeName = StinsenAPI.coordinatorName(ofReceiver: local)
        }
        // Its `coordinator` (`if let router: AppCoordinator.Router = RouterStore.shared.retrieve() {
        // router.coordinator.root(\.signedIn) }`): NavigationRouter's `coordinator` is the coordinator it routes.
        if path.count == 2, path[1] == "coordinator", let local = call.localType, StinsenAPI.isRouter(local),
          model.index.property(path[0], of: key) == nil
        {
          typeName = StinsenAPI.coordinatorName(ofReceiver: local)
        }
        // A closure's parameter (it hides a property of the same name): the type the initializer it is handed to
        // declares for that closure's parameter, as a stored property of a function type (the memberwise
        // initializer's) or an `init` parameter.
        if typeName == nil, path.count == 1, let parameter = call.closureParameter,
          let built = model.index.lookup(parameter.type, from: type, file: context.file), let decl = model.index[built],
          let types = decl.initCallbacks[parameter.label] ?? decl.properties.first(where: { $0.name == parameter.label })?.callbackParameters,
          parameter.index < types.count, let declared = types[parameter.index]
        {
          typeName = StinsenAPI.coordinatorName(ofReceiver: declared)
        }
        for (i, component) in path.enumerated() where typeName == nil {
          guard let property = model.index.property(component, of: key), let ref = property.type else { break }
          if i == path.count - 1 { typeName = StinsenAPI.coordinatorName(ofReceiver: ref); break }
          // `router?.coordinator.root(\.home)`: a router's `coordinator` is the coordinator it routes.
          if i == path.count - 2, path[i + 1] == "coordinator", StinsenAPI.isRouter(ref) {
            typeName = StinsenAPI.coordinatorName(ofReceiver: ref)
            break
          }
          guard let next = model.index.propertyType(component, of: key) else { break }
          key = next
        }
      }
    }
    if let typeName {
      let found = model.coordinators(named: typeName, file: context.file, platforms: call.site.platforms)
      if !found.isEmpty { return found }
    }
    if named && call.fileImportsStinsen && !call.implicitSelf {
      let why = typeName == nil
        ? "flowviz cannot tell its type (no declaration it reads gives one: a closure's parameter, a value passed in)"
        : "its declared type names no coordinator the sources declare"
      warnings.append(Diagnostic(.warning, "Stinsen call on `\(call.receiverText)`: \(why); skipped", at: call.site.location))
    }
    return []
  }

  private mutating func follow(_ call: StinsenCall, from start: [String], start c: StinsenCoordinator, group: String?) {
    var current = c
    // Code of another coordinator as such (no screen of it: a tab's `onTapped:` handed the tab's coordinator) acts on
    // the receiver's stack.
    var from = start.allSatisfy({ $0 != c.id && model.coordinator(id: $0) != nil }) && !start.isEmpty ? [c.id] : start
    var pending: StinsenCoordinator?
    let platforms = call.site.platforms
    for (index, (step, location)) in zip(call.steps, call.locations).enumerated() {
      // The steps of a local's chain (`let settings = home.focusFirst(\.settings).child`) are that chain's own call:
      // here they only say where the call's own steps start.
      let own = index >= call.replayed
      switch step {
      case .route(let key), .root(let key), .focusFirst(let key), .hasRoot(let key):
        if case .focusFirst = step, current.kind != .tab {
          if own { for f in from { backActions.append(BackAction(action: .popTo, screen: f, location: location, platforms: platforms)) } }
          from = [current.screenID(key)]
          continue
        }
        let declared = model.variants(current, key)
        // Only the variants compiled where the call is: a call in an `#else` of `os(iOS)` does not reach a route
        // declared only for iOS (the compiler would not find it there), and an edge tagged both would contradict.
        let variants = declared.filter { PlatformTags.compatible($0.platforms, platforms) }
        guard !declared.isEmpty else {
          guard own else { return }
          for f in from {
            unresolved.append(Unresolved(from: f, kind: .push, expression: "\\\(current.name).\(key)", location: location,
                                         group: group, platforms: platforms))
          }
          warnings.append(Diagnostic(.warning, "`\\.\(key)` is not a route of \(current.name)", at: location))
          return
        }
        guard !variants.isEmpty else { return }
        var next: [String] = []
        pending = nil
        // `root(\.tab)` to a route shown without input, where `tab` is the coordinator's only root or the screen making
        // the call (shown as the root, so it is the root): Stinsen's `_root` returns at once when the key path is the
        // current root's (`stack.root.item.keyPath == route.hashValue`), so nothing changes.
        let withoutInput = current.kind != .tab && model.takesInput(current, key) == false
        let unchanged = withoutInput && current.rootKeys == [key]
        for variant in variants {
          let kind: EdgeKind? = switch step {
          case .root: unchanged ? nil : .rootSwitch
          case .focusFirst: .tab
          case .hasRoot: nil
          default: variant.route.transition.edgeKind
          }
          var to = current.screenID(key)
          var withNavigation = false
          if case .child(let child, let nav, _) = variant.target {
            pending = model.coordinator(id: child)
            withNavigation = nav
            if case .route = step { to = child }
          }
          next.append(to)
          guard let kind, own else { continue }
          for f in from where !(kind == .rootSwitch && withoutInput && f == to) {
            edges.append(Edge(from: f, to: to, kind: kind, withNavigation: withNavigation, location: location, group: group,
                              platforms: PlatformTags.all(platforms, variant.platforms) ?? platforms))
          }
        }
        from = Array(Set(next)).sorted()
        // `route(to:)` a coordinator returns that coordinator: the chain goes on in it, as after `root(_:)` of a
        // coordinator (Stinsen: `func root<Output: Coordinatable>(_ route: …) -> Output`, so `root(\.start)
        // .focusFirst(\.lists)` focuses a tab of the coordinator `start` shows; `.child` after it is a no-op);
        // `hasRoot` returns the root's coordinator when it is the root shown (`func hasRoot<Output: Coordinatable>(_:) ->
        // Output?`): the chain goes on in that coordinator too, whose stack the next steps change (`hasRoot(\.content)?
        // .child.route(to: \.detail)` pushes inside the NavigationView `content` wraps its coordinator in), from
        // wherever it is (its screen not known).
        if case .route = step, let child = pending { current = child; pending = nil; from = [child.id] }
        if case .root = step, let child = pending { current = child; from = [child.id] }
        if case .hasRoot = step {
          from = start
          if let child = pending { current = child; pending = nil; from = [child.id] }
        }
      case .child:
        guard let child = pending else { continue }
        current = child
        pending = nil
        from = [child.id]
      case .back(let kind):
        if own {
          for f in from {
            var back = BackAction(action: kind, screen: f, location: location, platforms: platforms)
            // The router's coordinator is the screen's own: the call changes that coordinator's stack (Stinsen's
            // `NavigationRouter.popLast()` calls its coordinator's `popLast()`, which pops only its own stack).
            if screens[f]?.coordinator == current.id { back.ownStack = true }
            backActions.append(back)
          }
        }
        if kind == .dismissCoordinator { return }
        from = kind == .popToRoot ? current.rootKeys.map(current.screenID) : [current.id]
      }
    }
  }

  /// `C().view()` or `NavigationViewCoordinator(C()).view()` outside any coordinator starts the app.
  mutating func collectEntryPoints() {
    for shown in model.facts.shown {
      let context = shown.site.context
      if let type = context.type, !model.coordinators(named: type, file: context.file, platforms: []).isEmpty { continue }
      for c in model.coordinators(named: shown.wrap.type, file: context.file, platforms: shown.site.platforms) {
        entryPoints.append(EntryPoint(target: c.id, location: shown.site.location))
        if shown.wrap.withNavigation {
          navigation[c.id] = .yes
          startedWrapped.insert(c.id)
        }
        if shown.wrap.withNavigation, let place = shown.wrap.location { wrapped(c.id, at: place) }
      }
    }
  }

  private mutating func wrapped(_ coordinator: String, at place: SourceLocation) {
    if navigationPlaces[coordinator].map({ place < $0 }) ?? true { navigationPlaces[coordinator] = place }
  }

  func graph() -> FlowGraph {
    let pushed = Set(edges.filter { $0.kind == .push }.map(\.to))
    var resolved: [String: NavigationContainer] = [:]
    for c in model.coordinators {
      // Wrapped by some routes only: the container is theirs (their edges say `withNavigation`), not the class's; also
      // when they are for other platforms (`#if os(tvOS)` wraps it, the iOS route pushes it bare): one value of the
      // class's container would be wrong on one of them.
      let mixed = shownBare.contains(c.id) && shownWrapped.contains(c.id)
      let own = mixed && !startedWrapped.contains(c.id) ? nil : navigation[c.id]
      // A tab coordinator has a navigation view only when a `NavigationViewCoordinator` wraps it: Stinsen's wrapper then
      // puts the whole TabView in the NavigationView, and a tab's pushes go to it.
      resolved[c.id] = c.kind == .tab ? (own == .yes ? .yes : .no) : own ?? (pushed.contains(c.id) ? .inherited : .no)
    }
    // A child shown as the root of a navigation coordinator that has a navigation view lives inside it, as does a tab
    // of a tab coordinator wrapped in one.
    for _ in 0..<2 {
      for edge in edges where edge.kind == .embed && resolved[edge.to] == .no {
        guard let dot = edge.from.lastIndex(of: "."), let parent = model.coordinator(id: String(edge.from[..<dot])),
          parent.kind == .navigation || parent.kind == .tab, [.yes, .inherited].contains(resolved[parent.id]),
          model.coordinator(id: edge.to)?.kind == .navigation
        else { continue }
        resolved[edge.to] = .inherited
      }
    }
    let list = model.coordinators.map { c -> Coordinator in
      let nav = resolved[c.id] ?? .no
      var coordinator = Coordinator(id: c.id, name: c.name, library: .stinsen, generation: "2.x", kind: c.kind,
                                    roots: c.rootKeys.map(c.screenID), navigation: nav, platforms: c.platforms, location: c.location)
      if nav == .yes { coordinator.navigationLocation = navigationPlaces[c.id] }
      return coordinator
    }
    return FlowGraph(coordinators: list, screens: Array(screens.values), edges: edges, backActions: backActions,
                     unresolved: unresolved, entryPoints: entryPoints).normalized()
  }
}

extension StinsenStep {
  var makesEdge: Bool {
    switch self {
    case .route, .root: true
    case .focusFirst: true
    default: false
    }
  }
}
