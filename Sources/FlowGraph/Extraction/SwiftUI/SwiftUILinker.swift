/// Joins SwiftUI's own containers of coordinators to the graph the libraries linked:
/// - a `TabView` whose tabs show coordinators becomes a tab coordinator (`FlowStacksApp(TabView)`) with one screen
///   per tab (`tab:numbers`) embedding the coordinators that tab shows; each assignment to its selection in the
///   same type is a tab edge;
/// - an App whose body switches on its state (`switch appState.root`, `if isLoggedIn`) between coordinators becomes
///   a root switch (`MyApp(root)`) with one screen per branch (`root:main`); each assignment to that state (in the
///   App, in the state's own type, or through a property of that type anywhere) is a root-switch edge from the
///   screens showing the code that makes it.
/// A TabView or switch whose branches show no coordinator is navigation inside one screen and is left out.
struct SwiftUILinker {
  let containment: ViewContainment
  let declarations: DeclarationFacts
  /// The declarations' `TypeIndex` when the caller has built it already; built on first use otherwise.
  var typeIndex: TypeIndex? = nil

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
    let facts = withCaseMethods(facts)
    for tabView in facts.tabViews.sorted(by: { ($0.file, $0.location.line) < ($1.file, $1.location.line) }) {
      let children = tabView.tabs.map { containment.coordinators(shownBy: $0.views, among: coordinatorIDs, screenViews: screenViews) }
      let shown = Set(children.joined())
      guard !shown.isEmpty, !shown.isSubset(of: attached) else { continue }
      let id = uniqueID("\(tabView.host)(TabView)", line: tabView.location.line, taken: coordinatorIDs, hosts: hosts)
      hosts[tabView.host] = hosts[tabView.host] ?? id
      let screens = addScreens(tabView.tabs, children: children, prefix: "tab", coordinator: id, platforms: tabView.platforms, to: &graph)
      graph.coordinators.append(
        Coordinator(id: id, name: id, library: .swiftUI, kind: .tab, roots: screens.roots, navigation: .no,
                    platforms: tabView.platforms, location: tabView.location))
      graph.codeFacts += untaggedTabs(tabView, coordinator: id, index: &index)
      // A TabView inside a screen's view is that screen's child.
      for screen in containment.screens(showing: tabView.host, byView: byView).sorted() {
        graph.edges.append(Edge(from: screen, to: id, kind: .embed, location: tabView.location, platforms: tabView.platforms))
      }
      guard let selection = tabView.selection else { continue }
      let assignments = declarations.stateAssignments.filter { $0.context.type == tabView.host && $0.path == [selection] }
      addEdges(assignments, kind: .tab, coordinator: id, screens: screens, byView: byView, to: &graph)
    }
    for selector in facts.selectors.sorted(by: { ($0.file, $0.location.line) < ($1.file, $1.location.line) }) {
      let children = selector.options.map { containment.coordinators(shownBy: $0.views, among: coordinatorIDs, screenViews: screenViews) }
      guard let property = selector.subject.last, !Set(children.joined()).isEmpty, hosts[selector.host] == nil else { continue }
      let id = uniqueID("\(selector.host)(\(property))", line: selector.location.line, taken: coordinatorIDs, hosts: hosts)
      hosts[selector.host] = id
      let screens = addScreens(selector.options, children: children, prefix: "root", coordinator: id, platforms: selector.platforms, to: &graph)
      graph.coordinators.append(
        Coordinator(id: id, name: id, library: .swiftUI, kind: .wrapper, roots: screens.roots, navigation: .no,
                    platforms: selector.platforms, location: selector.location))
      addEdges(assignments(to: selector), kind: .rootSwitch, coordinator: id, screens: screens, byView: byView, to: &graph)
    }
    return (graph, hosts)
  }

  /// Tabs and options built by a case's method (`AppRoute.feed.view()`) show what the method's arm for that case builds.
  private func withCaseMethods(_ facts: SwiftUIFacts) -> SwiftUIFacts {
    let calls = facts.tabViews.flatMap(\.tabs).compactMap(\.caseMethod) + facts.selectors.flatMap(\.options).compactMap(\.caseMethod)
    guard !calls.isEmpty else { return facts }
    let shows = CaseViews(index: typeIndex ?? TypeIndex(declarations.types), declarations: declarations, shownBy: Set(calls.map(\.type)))
    var facts = facts
    func expand(_ tab: inout SwiftUITab) {
      guard let call = tab.caseMethod else { return }
      tab.views += shows.views(of: call).filter { !tab.views.contains($0) }
    }
    for view in facts.tabViews.indices { for tab in facts.tabViews[view].tabs.indices { expand(&facts.tabViews[view].tabs[tab]) } }
    for selector in facts.selectors.indices { for option in facts.selectors[selector].options.indices { expand(&facts.selectors[selector].options[option]) } }
    return facts
  }

  private func uniqueID(_ id: String, line: Int, taken: Set<String>, hosts: [String: String]) -> String {
    taken.contains(id) || hosts.values.contains(id) ? "\(id)@\(line)" : id
  }

  /// One screen per option, embedding the coordinators it shows; the screen of each tag.
  private func addScreens(_ options: [SwiftUITab], children: [Set<String>], prefix: String, coordinator id: String,
                          platforms: [String], to graph: inout FlowGraph) -> (roots: [String], byTag: [String: String]) {
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
        graph.edges.append(Edge(from: screenID, to: child, kind: .embed, location: option.location, platforms: platforms))
      }
    }
    return (roots, byTag)
  }

  /// The assignments that change a selector's state: in the App itself (`isLoggedIn = true`), and for a property
  /// of another type (`appState.root`), in that type (`root = .main`) or through a property of that type anywhere.
  private func assignments(to selector: SwiftUIStateSelector) -> [StateAssignment] {
    guard let property = selector.subject.last else { return [] }
    if selector.subject.count == 1 {
      return declarations.stateAssignments.filter { $0.context.type == selector.host && $0.path == [property] }
    }
    guard selector.subject.count == 2, let owner = propertyType(selector.subject[0], in: selector.host) else { return [] }
    return declarations.stateAssignments.filter { assignment in
      if assignment.path == [property] { return assignment.context.type == owner }
      guard assignment.path.count == 2, assignment.path[1] == property, let type = assignment.context.type else { return false }
      return propertyType(assignment.path[0], in: type) == owner
    }
  }

  private func propertyType(_ name: String, in type: String) -> String? { containment.propertyType(name, in: type) }

  /// An edge per assignment from the screens showing the code that makes it (else from the container itself); a
  /// value no option has gives nothing.
  private func addEdges(_ assignments: [StateAssignment], kind: EdgeKind, coordinator id: String,
                        screens: (roots: [String], byTag: [String: String]), byView: [String: Set<String>],
                        to graph: inout FlowGraph) {
    for assignment in assignments {
      guard let target = screens.byTag[assignment.value] else { continue }
      let from = assignment.context.type.map { containment.screens(showing: $0, byView: byView) } ?? []
      for origin in from.isEmpty ? [id] : from.sorted() where origin != target {
        graph.edges.append(Edge(from: origin, to: target, kind: kind, location: assignment.location, platforms: assignment.platforms))
      }
    }
  }
}
