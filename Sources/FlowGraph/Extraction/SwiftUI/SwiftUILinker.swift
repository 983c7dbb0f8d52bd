/// Joins SwiftUI's own containers of coordinators to the graph the libraries linked:
/// - a `TabView` whose tabs show coordinators becomes a tab coordinator (`FlowStacksApp(TabView)`) with one screen
///   per tab (`tab:numbers`) embedding the coordinators that tab shows; each assignment to its selection in the
///   same type is a tab edge;
/// - an App whose body switches on its state (`switch appState.root`, `if isLoggedIn`) between coordinators becomes
///   a root switch (`MyApp(root)`) with one screen per branch (`root:main`); each assignment to that state (in the
///   App, in the state's own type, or through a property of that type anywhere) is a root-switch edge from the
///   screens showing the code that makes it. So does a view switching on its own state (`@State var isLogged`,
///   `if section == 0 { … } else if section == 1 { … }`), embedded in the screens or options that show the view;
///   a view it hands a binding of that state to (`SideMenu(index: $index)`) switches it too.
/// An assignment's edge starts at the screens showing its code: a library's screens, else an option of the container
/// itself showing the view that makes it, else the container.
/// A TabView or switch whose branches show no coordinator is navigation inside one screen and is left out.
struct SwiftUILinker {
  let containment: ViewContainment
  let declarations: DeclarationFacts
  /// The declarations' `TypeIndex` when the caller has built it already; built on first use otherwise.
  var typeIndex: TypeIndex? = nil
  /// Views that show a library's coordinator by id, besides `Coordinator.view`: the view holding a TCA router.
  var coordinatorViewNames: [String: String] = [:]

  /// The graph with SwiftUI's containers added, and the container each App or view type builds.
  func link(_ facts: SwiftUIFacts, onto graph: FlowGraph) -> (graph: FlowGraph, hosts: [String: String]) {
    var graph = graph
    var hosts: [String: String] = [:]
    let coordinatorIDs = Set(graph.coordinators.map(\.id))
    // Children a library already attached (TCACoordinators reads store-bound TabViews itself).
    let attached = Set(graph.edges.filter { $0.kind == .embed }.map(\.to))
    let byView = ViewContainment.screensByView(graph)
    let screenViews = Set(byView.keys)
    var index = typeIndex
    let (withCases, readCases) = withCaseMethods(facts.tabViews, declarations.stateSelectors, index: &index)
    let (tabViews, read) = withFactoryViews(withCases, readCases)
    // The views that host a container of their own (a TabView, a switch on their state): an option or a tab showing
    // one shows that container (`AppView` → `if isLogged { HomeView() }` → HomeView's own switch), not what it holds.
    let selectors = ownStateSelectors(read, index: &index)
    // Which containers are made is decided on what their options show through every view (as before views hosting
    // containers were known); what each option embeds then stops at the views hosting another container made.
    // A coordinator whose routes another type's view shows (`Coordinator.view`, a TCA router's view) is shown by that view.
    let coordinatorViews = tabViews.isEmpty && selectors.isEmpty ? [:] : viewsOfCoordinators(graph)
    func shownThrough(_ views: [String]) -> Set<String> {
      let found = containment.coordinators(shownBy: views, among: coordinatorIDs.union(coordinatorViews.keys), screenViews: screenViews)
      return Set(found.map { coordinatorViews[$0] ?? $0 })
    }
    let madeTabViews = tabViews.filter { tabView in
      let shown = Set(tabView.tabs.flatMap { shownThrough($0.views) })
      return !shown.isEmpty && !shown.isSubset(of: attached)
    }
    var madeSelectors: [SwiftUIStateSelector] = []
    var selectorHostsSeen = Set(madeTabViews.map(\.host))
    for selector in selectors where selectorHostsSeen.insert(selector.host).inserted {
      let shown = Set(selector.options.flatMap { shownThrough($0.views) })
      if !shown.isEmpty, !shown.isSubset(of: attached) { madeSelectors.append(selector) } else { selectorHostsSeen.remove(selector.host) }
    }
    let containerHosts = Set(madeTabViews.map(\.host) + madeSelectors.map(\.host))
    let sought = coordinatorIDs.union(containerHosts).union(coordinatorViews.keys)
    func shown(by views: [String], host: String) -> Set<String> {
      let found = containment.coordinators(shownBy: views, among: sought.subtracting([host]), screenViews: screenViews)
      return Set(found.map { coordinatorViews[$0] ?? $0 })
    }
    var pending: [(screen: String, coordinator: String, host: String, location: SourceLocation, platforms: [String])] = []
    for tabView in madeTabViews.sorted(by: { ($0.file, $0.location.line) < ($1.file, $1.location.line) }) {
      let children = tabView.tabs.map { shown(by: $0.views, host: tabView.host) }
      let id = uniqueID("\(tabView.host)(TabView)", line: tabView.location.line, taken: coordinatorIDs, hosts: hosts)
      hosts[tabView.host] = hosts[tabView.host] ?? id
      let screens = addScreens(tabView.tabs, children: children, prefix: "tab", coordinator: id, platforms: tabView.platforms,
                               hosts: containerHosts, pending: &pending, to: &graph)
      graph.coordinators.append(
        Coordinator(id: id, name: id, library: .swiftUI, kind: .tab, roots: screens.roots, navigation: .no,
                    platforms: tabView.platforms, location: tabView.location))
      graph.codeFacts += untaggedTabs(tabView, coordinator: id, index: &index)
      // A TabView inside a screen's view is that screen's child.
      for screen in containment.screens(showing: tabView.host, byView: byView).sorted() {
        graph.edges.append(Edge(from: screen, to: id, kind: .embed, location: tabView.location, platforms: tabView.platforms))
      }
      guard let selection = tabView.selection else { continue }
      let assignments = ownAssignments(selection, of: tabView.host, index: &index)
      addEdges(assignments, kind: .tab, coordinator: id, screens: screens, options: tabView.tabs, byView: byView, to: &graph)
    }
    var selectorHosts: [String] = []
    for selector in madeSelectors {
      let children = selector.options.map { shown(by: $0.views, host: selector.host) }
      let id = uniqueID("\(selector.host)(\(selector.subject.last ?? "state"))", line: selector.location.line, taken: coordinatorIDs, hosts: hosts)
      hosts[selector.host] = id
      selectorHosts.append(selector.host)
      let screens = addScreens(selector.options, children: children, prefix: "root", coordinator: id, platforms: selector.platforms,
                               hosts: containerHosts, pending: &pending, to: &graph)
      graph.coordinators.append(
        Coordinator(id: id, name: id, library: .swiftUI, kind: .wrapper, roots: screens.roots, navigation: .no,
                    platforms: selector.platforms, location: selector.location))
      addEdges(assignments(to: selector, index: &index), kind: .rootSwitch, coordinator: id, screens: screens, options: selector.options,
               byView: byView, to: &graph)
    }
    // An option or tab showing a host: the container made for it (every host in `containerHosts` has one by now).
    for link in pending {
      guard let child = hosts[link.host], child != link.coordinator else { continue }
      graph.edges.append(Edge(from: link.screen, to: child, kind: .embed, location: link.location, platforms: link.platforms))
    }
    // A switch on a view's own state inside a screen's view is that screen's child (as a TabView is).
    let shownHosts = Set(pending.map(\.host))
    let afterwards = ViewContainment.screensByView(graph)
    let coordinatorOf = Dictionary(graph.screens.map { ($0.id, $0.coordinator) }, uniquingKeysWith: { a, _ in a })
    for host in selectorHosts where !shownHosts.contains(host) {
      guard let id = hosts[host], let location = graph.coordinators.first(where: { $0.id == id })?.location else { continue }
      for screen in containment.screens(showing: host, byView: afterwards).sorted() where coordinatorOf[screen] != id {
        graph.edges.append(Edge(from: screen, to: id, kind: .embed, location: location))
      }
    }
    return (graph, hosts)
  }

  /// The declared view types that show a coordinator's routes, with its id (`Coordinator.view`).
  private func viewsOfCoordinators(_ graph: FlowGraph) -> [String: String] {
    let ids = Set(graph.coordinators.map(\.id))
    // A router's view named as its coordinator is the coordinator already.
    let named = coordinatorViewNames.filter { ids.contains($0.value) && !ids.contains($0.key) }
    let places = Set(graph.coordinators.compactMap(\.view))
    guard !places.isEmpty else { return named }
    var declaredAt: [SourceLocation: String] = [:]
    for i in declarations.types.indices where places.contains(declarations.types[i].location) {
      declaredAt[declarations.types[i].location] = declarations.types[i].name
    }
    var views: [String: String] = [:]
    for c in graph.coordinators.sorted(by: { $0.id < $1.id }) {
      guard let view = c.view.flatMap({ declaredAt[$0] }), views[view] == nil, !graph.coordinators.contains(where: { $0.id == view }) else { continue }
      views[view] = c.id
    }
    return views.merging(named) { own, _ in own }
  }

  /// The selectors on state: in an App's body, on one of its properties (`isLoggedIn`, `appState.root`); in a view,
  /// on state that changes while it is shown (`@State var route`, `@Binding`, an observed model's property), not a
  /// constant handed to it (`let childType`), which picks one view for the view's whole life. Sorted by place.
  private func ownStateSelectors(_ selectors: [SwiftUIStateSelector], index: inout TypeIndex?) -> [SwiftUIStateSelector] {
    let types = index ?? TypeIndex(declarations.types)
    index = types
    return selectors.filter { selector in
      guard let first = selector.subject.first, let key = types.lookup(selector.host, from: nil, file: selector.file),
        let property = types.property(first, of: key)
      else { return false }
      return types[key]?.inherits.contains("App") == true || !Set(property.wrappers).isDisjoint(with: Self.stateWrappers)
    }.sorted { ($0.file, $0.location.line) < ($1.file, $1.location.line) }
  }

  /// Property wrappers whose value changes while the view is shown.
  static let stateWrappers: Set<String> = [
    "State", "Binding", "AppStorage", "SceneStorage", "StateObject", "ObservedObject", "EnvironmentObject", "Bindable", "Environment",
  ]

  /// Tabs and options built by a case's method (`AppRoute.feed.view()`) show what the method's arm for that case builds.
  private func withCaseMethods(_ tabViews: [SwiftUITabView], _ selectors: [SwiftUIStateSelector], index: inout TypeIndex?)
    -> (tabViews: [SwiftUITabView], selectors: [SwiftUIStateSelector])
  {
    let calls = tabViews.flatMap(\.tabs).compactMap(\.caseMethod) + selectors.flatMap(\.options).compactMap(\.caseMethod)
    guard !calls.isEmpty else { return (tabViews, selectors) }
    let types = index ?? TypeIndex(declarations.types)
    index = types
    let shows = CaseViews(index: types, declarations: declarations, shownBy: Set(calls.map(\.type)))
    return Self.expanding(tabViews, selectors) { tab in
      guard let call = tab.caseMethod else { return }
      tab.views += shows.views(of: call).filter { !tab.views.contains($0) }
    }
  }

  /// Every tab of the TabViews and every option of the selectors, changed by `expand`.
  private static func expanding(_ tabViews: [SwiftUITabView], _ selectors: [SwiftUIStateSelector], _ expand: (inout SwiftUITab) -> Void)
    -> (tabViews: [SwiftUITabView], selectors: [SwiftUIStateSelector])
  {
    var (tabViews, selectors) = (tabViews, selectors)
    for view in tabViews.indices { for tab in tabViews[view].tabs.indices { expand(&tabViews[view].tabs[tab]) } }
    for selector in selectors.indices { for option in selectors[selector].options.indices { expand(&selectors[selector].options[option]) } }
    return (tabViews, selectors)
  }

  /// A tab or option whose content is a factory's call (`ViewFactory.raceNavigator(openAccount).tabItem { … }`) shows
  /// the type the factory declares it returns: the instantiation `DeclarationFacts.resolvingFactoryCalls` made where
  /// the content starts.
  private func withFactoryViews(_ tabViews: [SwiftUITabView], _ selectors: [SwiftUIStateSelector])
    -> (tabViews: [SwiftUITabView], selectors: [SwiftUIStateSelector])
  {
    guard !declarations.factoryCalls.isEmpty else { return (tabViews, selectors) }
    let starts = Set(declarations.factoryCalls.map(\.location))
    var built: [SourceLocation: [String]] = [:]
    for use in declarations.instantiations where starts.contains(use.location) { built[use.location, default: []].append(use.type) }
    guard !built.isEmpty else { return (tabViews, selectors) }
    return Self.expanding(tabViews, selectors) { tab in
      guard tab.views.isEmpty, let types = built[tab.location] else { return }
      tab.views = types
    }
  }

  private func uniqueID(_ id: String, line: Int, taken: Set<String>, hosts: [String: String]) -> String {
    taken.contains(id) || hosts.values.contains(id) ? "\(id)@\(line)" : id
  }

  /// One screen per option, embedding the coordinators it shows; the screen of each tag.
  private func addScreens(_ options: [SwiftUITab], children: [Set<String>], prefix: String, coordinator id: String,
                          platforms: [String], hosts: Set<String>,
                          pending: inout [(screen: String, coordinator: String, host: String, location: SourceLocation, platforms: [String])],
                          to graph: inout FlowGraph) -> (roots: [String], byTag: [String: String]) {
    var roots: [String] = []
    var byTag: [String: String] = [:]
    for (index, option) in options.enumerated() {
      let name = "\(prefix):" + (option.tag ?? option.views.first ?? "\(index + 1)")
      let screenID = Screen.id(coordinator: id, name: name)
      guard !roots.contains(screenID) else { continue }
      roots.append(screenID)
      if let tag = option.tag { byTag[tag] = screenID }
      graph.screens.append(Screen(coordinator: id, name: name, views: option.views, location: option.location))
      for child in children[index].sorted() {
        // A host's container is known once every container is made.
        if hosts.contains(child) {
          pending.append((screenID, id, child, option.location, platforms))
          continue
        }
        graph.edges.append(Edge(from: screenID, to: child, kind: .embed, location: option.location, platforms: platforms))
      }
    }
    return (roots, byTag)
  }

  /// The assignments that change a selector's state: in the App itself (`isLoggedIn = true`), and for a property
  /// of another type (`appState.root`), in that type (`root = .main`), through a property of that type anywhere, or
  /// through its shared instance (`Session.shared.phase = .out`, where `static let shared = Session()`).
  private func assignments(to selector: SwiftUIStateSelector, index: inout TypeIndex?) -> [StateAssignment] {
    guard let property = selector.subject.last else { return [] }
    if selector.subject.count == 1 {
      var found = ownAssignments(property, of: selector.host, index: &index)
      // `.onChange(of: store.currentView) { currentView = $0 }`: the state takes every value of what it follows.
      for mirror in declarations.stateMirrors where mirror.type == selector.host && mirror.property == property {
        if index == nil { index = TypeIndex(declarations.types) }
        // Following a TCA store's state (`store.currentView`): what its reducer assigns (`state.currentView = .mainTab`).
        if let types = index,
          let reducer = TCALinker().reducer(ofView: selector.host, file: selector.location.file, store: mirror.source[0], index: types)
        {
          found += declarations.stateAssignments.filter { $0.context.type == reducer && $0.path == ["state", mirror.source[1]] }
        } else {
          found += assignments(to: mirror.source, in: selector.host)
        }
      }
      return found
    }
    return assignments(to: selector.subject, in: selector.host)
  }

  /// The assignments to `base.property` as code of `host` reads it, through the type of `base`.
  private func assignments(to subject: [String], in host: String) -> [StateAssignment] {
    guard subject.count == 2 else { return [] }
    let property = subject[1]
    guard let owner = propertyType(subject[0], in: host) else { return [] }
    return declarations.stateAssignments.filter { assignment in
      // The type's initializer sets the value it starts with: where the app starts, not a switch; a closure it builds
      // (a handler it stores, a subscription) runs later, a switch.
      if assignment.path == [property] { return assignment.context.type == owner && !assignment.initializes }
      if assignment.path.count == 3 {
        return assignment.path[0] == owner && assignment.path[2] == property && propertyType(assignment.path[1], in: owner) == owner
      }
      guard assignment.path.count == 2, assignment.path[1] == property, let type = assignment.context.type else { return false }
      return propertyType(assignment.path[0], in: type) == owner
    }
  }

  private func propertyType(_ name: String, in type: String) -> String? { containment.propertyType(name, in: type) }

  /// How many views deep a binding to a view's own state is followed (`HomeView` → `SideMenu` → `MenuRow`).
  static let maximumBindingDepth = 4

  /// The assignments to a view's own state (`@State var index`): in the view, and in the views it hands a binding
  /// of that state to (`MenuView(index: $index)` building `struct MenuView { @Binding var index: Int }`), then
  /// in those they hand it on to: SwiftUI's `Binding` writes the value it was made from, so `index = 2` in
  /// MenuView sets HomeView's `index`.
  private func ownAssignments(_ property: String, of host: String, index: inout TypeIndex?) -> [StateAssignment] {
    var found = declarations.stateAssignments.filter { $0.context.type == host && $0.path == [property] }
    var frontier = [(type: host, property: property)]
    var seen: Set<[String]> = [[host, property]]
    for _ in 0..<Self.maximumBindingDepth where !frontier.isEmpty {
      let holders = Set(frontier.map(\.type))
      var next: [(type: String, property: String)] = []
      for use in declarations.instantiations where use.context.type.map(holders.contains) ?? false {
        guard let holder = use.context.type else { continue }
        for argument in use.arguments {
          // `$index` is read as the name it projects (`index`); the parameter's `@Binding` says a binding is passed.
          guard let name = argument.name, frontier.contains(where: { $0.type == holder && $0.property == name }) else { continue }
          if index == nil { index = TypeIndex(declarations.types) }
          guard let key = index?.lookup(use.type, from: holder, file: use.context.file),
            index?.property(argument.label, of: key)?.wrappers.contains("Binding") == true,
            seen.insert([key.name, argument.label]).inserted
          else { continue }
          next.append((key.name, argument.label))
          found += declarations.stateAssignments.filter { $0.context.type == key.name && $0.path == [argument.label] }
        }
      }
      frontier = next
    }
    return found
  }

  /// An edge per assignment from the screens showing the code that makes it (else from the container itself); a
  /// value no option has gives nothing.
  private func addEdges(_ assignments: [StateAssignment], kind: EdgeKind, coordinator id: String,
                        screens: (roots: [String], byTag: [String: String]), options: [SwiftUITab], byView: [String: Set<String>],
                        to graph: inout FlowGraph) {
    // The container's own screens by the views their options show: code of a view an option shows (a splash screen
    // setting its host's state through a binding) runs on that option's screen.
    var optionByView: [String: Set<String>] = [:]
    for option in options {
      guard let tag = option.tag, let screen = screens.byTag[tag] else { continue }
      for view in option.views { optionByView[view, default: []].insert(screen) }
    }
    for assignment in assignments {
      // A Boolean computed where it is assigned may be either value: an uncertain edge to each, grouped.
      let computed = assignment.value.isEmpty
      let targets = computed ? ["true", "false"].compactMap { screens.byTag[$0] } : screens.byTag[assignment.value].map { [$0] } ?? []
      guard !targets.isEmpty else { continue }
      let group = computed ? "\(assignment.location.file):\(assignment.location.line):\(assignment.location.column)" : nil
      var from = assignment.context.type.map { containment.screens(showing: $0, byView: byView) } ?? []
      if from.isEmpty, !optionByView.isEmpty, let type = assignment.context.type {
        from = containment.screens(showing: type, byView: optionByView)
      }
      // Written in a destination builder's case (`case .pin: PinScreen(onSuccess: { session.phase = .in })`): that
      // screen's code, where the builder's coordinator has the screen.
      if let built = assignment.context.screen, let type = built.anchor.type {
        let ids = Set(built.paths.map { "\(type).\($0.joined(separator: "."))" }).filter { id in graph.screens.contains { $0.id == id } }
        if !ids.isEmpty { from = ids }
      }
      for origin in from.isEmpty ? [id] : from.sorted() {
        for target in targets where origin != target {
          graph.edges.append(Edge(from: origin, to: target, kind: kind, location: assignment.location, group: group,
                                  certainty: computed ? .uncertain : .certain, platforms: assignment.platforms))
        }
      }
    }
  }
}
