/// Where the app starts, from its `@main` App or its scene / application delegate: the coordinators their code
/// shows, directly or through wrapper views (`WindowGroup { RootView() }` → `RootView` holds the coordinator),
/// a SwiftUI TabView of coordinators, or a `UIHostingController(rootView: C().view())`.
///
/// The libraries' linkers propose entry points of their own (a coordinator shown outside any coordinator); with
/// an App or delegate in the sources, only those in its files or reached from it are kept, so a preview
/// (`PreviewProvider`) or a view that creates a coordinator inline is never taken for the app's start. With an
/// App and no coordinator reached, there is no entry point, and the rules that need one abstain.
struct EntryPointFinder {
  static let startingTypes: Set<String> = ["App", "UIWindowSceneDelegate", "UIApplicationDelegate"]

  let declarations: DeclarationFacts
  let containment: ViewContainment

  /// The types the app may start from: Apps, scene delegates, and application delegates, except an application
  /// delegate that a module with an App never names. Under SwiftUI's App life cycle an application delegate runs only
  /// when the App installs it (`@UIApplicationDelegateAdaptor(AppDelegate.self)`); one nothing names is not the app's
  /// (a store it builds shows nothing).
  static func starts(_ declarations: DeclarationFacts) -> [TypeDecl] {
    let all = declarations.types.filter { $0.kind != .protocol && $0.inherits.contains(where: startingTypes.contains) }
    let appModules = Set(all.filter { $0.inherits.contains("App") }.map { $0.module ?? "" })
    return all.filter { start in
      guard !start.inherits.contains("App"), !start.inherits.contains("UIWindowSceneDelegate"), appModules.contains(start.module ?? "")
      else { return true }
      let name = TypeRef.baseName(of: start.name)
      return declarations.nameUses.types.values.contains { owners in
        owners.contains { owner, names in owner != start.name && names.contains(name) }
      }
    }
  }

  /// Names of the types the sources declare as a struct, class, enum or actor that is no view, scene or view
  /// controller (a reducer, a model, a service).
  private func declaredNonViews() -> Set<String> {
    let shows: Set<String> = ["View", "Scene", "App", "UIViewController", "UIHostingController", "UINavigationController",
                              "UITabBarController", "UIWindowSceneDelegate", "UIApplicationDelegate"]
    let kinds: Set<TypeDecl.Kind> = [.struct, .class, .enum, .actor]
    let declared = declarations.types.filter { kinds.contains($0.kind) }
    let viewish = Set(declarations.types.filter { !$0.inherits.allSatisfy { !shows.contains($0) } }.map(\.name))
    return Set(declared.map(\.name)).subtracting(viewish)
  }

  /// A note at the App or delegate when it shows no coordinator flowviz can follow (a view from a dependency
  /// container, `appCoordinator.assemble()`, `container.resolve(MainCoordinator.self)`): where the app starts is
  /// then unknown, not absent.
  static func unfollowedStart(_ graph: FlowGraph, declarations: DeclarationFacts) -> [Diagnostic] {
    guard graph.entryPoints.isEmpty, !graph.coordinators.isEmpty,
      // The App first (a delegate beside it only sets services up), then a scene delegate, then an app delegate.
      let start = starts(declarations)
        .min(by: { (rank($0), $0.file, $0.location.line) < (rank($1), $1.file, $1.location.line) })
    else { return [] }
    func rank(_ type: TypeDecl) -> Int {
      type.inherits.contains("App") ? 0 : type.inherits.contains("UIWindowSceneDelegate") ? 1 : 2
    }
    return [Diagnostic(
      .note, "'\(start.name)' starts the app, but no coordinator is found in what it shows (a view from a dependency container, or from a factory that does not declare the type it returns, is not followed); set entry_points in .flowviz.yml to name the coordinator it starts",
      at: start.location)]
  }

  /// Whether an App's instantiation is part of what it shows: in its `body`, a property, or a method that returns
  /// something (`func rootView() -> some View`). A method returning nothing only acts (`func initPlaylists() {
  /// Globals.viewBuilder = PlaylistsViewBuilder() }`, run from `.onAppear`): it builds nothing the app starts with. A
  /// delegate's code counts whole.
  private func shows(_ use: Instantiation, start: TypeDecl) -> Bool {
    guard start.inherits.contains("App"), let member = use.context.member, start.methods.contains(member) else { return true }
    return start.methodReturns[member] != nil
  }

  /// `hosts`: views that stand for a coordinator that is not named after them (a view hosting a TabView → that
  /// TabView's coordinator, a TCACoordinators router's view → its reducer's coordinator).
  func finalize(_ graph: FlowGraph, hosts: [String: String]) -> FlowGraph {
    let starts = Self.starts(declarations).sorted { ($0.file, $0.location.line) < ($1.file, $1.location.line) }
    guard !starts.isEmpty else { return graph }
    let ids = Set(graph.coordinators.map(\.id))
    let screenViews = Set(graph.screens.flatMap(\.views))
    // Coordinators declared more than once (per platform, per module) go by ids other than their name.
    let disambiguated = Set(graph.coordinators.filter { $0.id != $0.name }.map(\.name)).subtracting(ids)
    var found: [(target: String, location: SourceLocation?)] = []
    // Coordinators an App's `body` chooses between (`if signedIn { TabsCoordinator().view() } else { LoginCoordinator().view() }`):
    // the app starts in each, also where another of them reaches it later (signing in switches Login's root to Tabs).
    // One coordinator alone in a body (a feature module's demo App showing a flow the main App reaches) keeps the
    // rule below: a coordinator another start reaches is not a start of its own.
    var builtByBody: [String: Set<String>] = [:]
    let nonViews = declaredNonViews()
    for start in starts {
      // The App itself holding a coordinator's routes (`@main struct ShopApp: App { @State var routes … }`): the app
      // starts in that stack.
      if ids.contains(start.name) {
        found.append((start.name, start.location))
        continue
      }
      if let tabs = hosts[start.name] {
        found.append((tabs, graph.coordinators.first { $0.id == tabs }?.location))
        continue
      }
      // Coordinators reached only through a declared type that is no view (a TCA reducer handed to the store,
      // `Store(initialState: …) { AppFeature() }`, composing its children with `Scope`) are what that type holds,
      // not what the App shows: they start the app only when no view the App builds shows a coordinator.
      var throughViews: Set<String> = [], throughOthers: [(target: String, location: SourceLocation?)] = []
      for use in containment.instantiations(in: start.name) where shows(use, start: start) {
        // Every branch of the App's root views: `if loggedIn { HomeView() } else { LoginCoordinator() }` starts
        // with either, and `HomeView` may hold coordinators of its own.
        // A view on the way that hosts a container (a TabView, a switch on its state) starts with that container.
        let shown = hosts[use.type].map { [$0] }
          ?? containment.coordinators(shownBy: [use.type], among: ids.union(hosts.keys), screenViews: screenViews, everyBranch: true,
                                      coordinatorNames: disambiguated)
          .map { hosts[$0] ?? $0 }.sorted()
        let other = hosts[use.type] == nil && !ids.contains(use.type) && nonViews.contains(use.type)
        // By declaration: two feature modules' demo Apps may share a name (`struct HomeApp: App` in each).
        if ids.contains(use.type), use.context.member == "body", use.context.file == start.file, start.inherits.contains("App") {
          builtByBody["\(start.file):\(start.name)", default: []].insert(use.type)
        }
        for target in shown {
          if other {
            throughOthers.append((target, use.location))
          } else {
            throughViews.insert(target)
            if !found.contains(where: { $0.target == target }) { found.append((target, use.location)) }
          }
        }
      }
      if throughViews.isEmpty {
        for (target, location) in throughOthers where !found.contains(where: { $0.target == target }) { found.append((target, location)) }
      }
    }
    // A library's proposal stands where it is made in the App's or delegate's own code; elsewhere the App's own
    // path to the coordinator replaces it (a `Navigator(…)` built both in the App and in a preview starts in the App).
    let names = Set(starts.map(\.name))
    let startSites = Set(declarations.instantiations.filter { $0.context.type.map(names.contains) == true }.map(\.location))
    var kept = graph.entryPoints.filter { entry in entry.location.map(startSites.contains) ?? true }
    for (target, location) in found where !kept.contains(where: { $0.target == target }) {
      kept.append(EntryPoint(target: target, location: location))
    }
    // The coordinators a started one shows (the tabs of a TabView, and the coordinators those tabs show) are
    // reached through it.
    let started = Set(kept.map(\.target))
    let owner = Dictionary(graph.screens.map { ($0.id, $0.coordinator) }, uniquingKeysWith: { first, _ in first })
    var shows: [String: Set<String>] = [:]
    for edge in graph.edges where edge.kind == .embed {
      if let parent = owner[edge.from], parent != edge.to { shows[parent, default: []].insert(edge.to) }
    }
    var embedded = Set<String>()
    var frontier = Array(started)
    while let next = frontier.popLast() {
      for child in shows[next] ?? [] where embedded.insert(child).inserted { frontier.append(child) }
    }
    let chosen = builtByBody.values.filter { $0.count > 1 }.reduce(into: Set<String>()) { $0.formUnion($1) }
    if embedded != started { kept.removeAll { embedded.contains($0.target) && !chosen.contains($0.target) } }
    var result = graph
    result.entryPoints = kept
    // A proposal dropped because a view builds the coordinator inline (`HelpCoordinator().view()` in a screen's
    // view) is a child of the screens showing that view.
    let dropped = graph.entryPoints.filter { !kept.contains($0) }
    guard !dropped.isEmpty else { return attachInline(result, hosts: hosts) }
    let byView = ViewContainment.screensByView(graph)
    var sites: [SourceLocation: String] = [:]
    for use in declarations.instantiations { if let type = use.context.type { sites[use.location] = sites[use.location] ?? type } }
    var existing = Set(graph.edges.map { "\($0.from)>\($0.to)" })
    let presented = Self.presentations(declarations)
    for entry in dropped {
      guard let location = entry.location, let type = sites[location] else { continue }
      for screen in containment.screens(showing: type, byView: byView).sorted() where existing.insert("\(screen)>\(entry.target)").inserted {
        result.edges.append(Edge(from: screen, to: entry.target, kind: presented[location] ?? .embed, location: location,
                                 platforms: platforms(of: type, in: location.file)))
      }
    }
    return attachInline(result, hosts: hosts)
  }

  /// The coordinators the edges lead to from `started`, through their screens.
  private static func reached(from started: Set<String>, in graph: FlowGraph, owner: [String: String]) -> Set<String> {
    var next: [String: Set<String>] = [:]
    for edge in graph.edges { next[owner[edge.from] ?? edge.from, default: []].insert(owner[edge.to] ?? edge.to) }
    var reached = started
    var frontier = Array(started)
    while let coordinator = frontier.popLast() {
      for child in next[coordinator] ?? [] where reached.insert(child).inserted { frontier.append(child) }
    }
    return reached
  }

  /// The platforms of the view `type` as declared in `file` (`#if os(…)`, or a file only some targets compile): a
  /// child its code shows is shown on those only.
  private func platforms(of type: String, in file: String) -> [String] {
    declarations.types.first { $0.file == file && $0.name == type && $0.kind != .extension }?.platforms
      ?? declarations.types.first { $0.file == file && $0.name == type }?.platforms ?? []
  }

  /// A coordinator nothing attaches (no edge leads into it and it does not start the app), or only coordinators the
  /// app's start never reaches attach (`DashboardCoordinator` holding the tabs, itself never shown), whose view a screen's
  /// view builds in place, directly or through the views and nested factories it builds (`TabBarView` →
  /// `TabFactory.makePageView(by:)` → `DashboardCoordinatorView(coordinator:)`), is embedded in that screen. Its
  /// view is the coordinator's own type, the view hosting its routes (`Coordinator.view`), or a view standing for it
  /// (`hosts`: a TCACoordinators router's view, `HomeCoordinatorView(store: store.scope(…))` in a custom tab bar).
  private func attachInline(_ graph: FlowGraph, hosts: [String: String]) -> FlowGraph {
    let started = Set(graph.entryPoints.map(\.target))
    let owner = Dictionary(graph.screens.map { ($0.id, $0.coordinator) }, uniquingKeysWith: { first, _ in first })
    // An edge into a coordinator from anything but the coordinator itself or its own screens attaches it.
    let ids = Set(graph.coordinators.map(\.id))
    let attached = Set(graph.edges.filter { ids.contains($0.to) && $0.from != $0.to && owner[$0.from] != $0.to }.map(\.to))
    // Attached only from coordinators the app's start never reaches (a coordinator held but never shown holding the
    // tabs a screen's view also builds): as good as loose, where the app has a start.
    let reached = started.isEmpty ? ids : Self.reached(from: started, in: graph, owner: owner)
    let loose = graph.coordinators.filter { !started.contains($0.id) && (!attached.contains($0.id) || !reached.contains($0.id)) }
    // A coordinator presented in a sheet or cover is presented there whatever else attaches it: another way to it.
    let presents = declarations.instantiations.contains { $0.presentation != nil }
    guard !loose.isEmpty || presents else { return graph }
    var declaredAt: [SourceLocation: String] = [:]
    for i in declarations.types.indices { declaredAt[declarations.types[i].location] = declarations.types[i].name }
    func names(_ coordinators: [Coordinator]) -> [String: String] {
      var byName: [String: String] = [:]
      for c in coordinators {
        byName[c.name] = c.id
        if let view = c.view.flatMap({ declaredAt[$0] }) { byName[view] = c.id }
      }
      let ids = Set(coordinators.map(\.id))
      for (view, id) in hosts where ids.contains(id) && byName[view] == nil { byName[view] = id }
      return byName
    }
    let byName = names(loose)
    let presentable = presents ? names(graph.coordinators.filter { !started.contains($0.id) }) : [:]
    let byView = ViewContainment.screensByView(graph)
    var result = graph
    var existing = Set(graph.edges.map { "\($0.from)>\($0.to)" })
    // A view standing for a coordinator (a root switch's host, a TabView's) presenting a coordinator in a sheet or
    // cover of its own code (`Group { if signedIn { … } else { … } }.sheet(isPresented: $showReset) { ResetFlow() }`):
    // presented over whichever option or tab is shown, so from the coordinator it stands for.
    var hostOf: [String: String] = [:]
    for c in graph.coordinators { if let view = c.view.flatMap({ declaredAt[$0] }) { hostOf[view] = c.id } }
    for (view, id) in hosts where hostOf[view] == nil { hostOf[view] = id }
    for i in declarations.instantiations.indices
    where byName[declarations.instantiations[i].type] != nil
      || (declarations.instantiations[i].presentation != nil && presentable[declarations.instantiations[i].type] != nil)
    {
      let use = declarations.instantiations[i]
      let shown = use.presentation == nil ? byName : presentable
      guard let id = shown[use.type], let type = use.context.type, shown[type] == nil else { continue }
      var sources = containment.screens(showing: type, byView: byView, inPlace: true).sorted()
      if sources.isEmpty, use.presentation != nil, let host = hostOf[type] ?? hostOf[TypeRef.baseName(of: type)], host != id { sources = [host] }
      for screen in sources where owner[screen] != id {
        if existing.insert("\(screen)>\(id)").inserted {
          result.edges.append(Edge(from: screen, to: id, kind: use.presentation ?? .embed, location: use.location,
                                   platforms: platforms(of: type, in: use.location.file)))
        }
      }
    }
    return result
  }

  /// How the code presents what it builds at each place, where it builds it in a presentation's content.
  private static func presentations(_ declarations: DeclarationFacts) -> [SourceLocation: EdgeKind] {
    var result: [SourceLocation: EdgeKind] = [:]
    for i in declarations.instantiations.indices {
      if let kind = declarations.instantiations[i].presentation { result[declarations.instantiations[i].location] = kind }
    }
    return result
  }
}
