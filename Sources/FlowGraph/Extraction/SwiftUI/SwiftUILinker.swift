/// Joins SwiftUI `TabView`s whose tabs show coordinators to the graph the libraries linked: the TabView becomes a
/// tab coordinator (`FlowStacksApp(TabView)`) with one screen per tab (`tab:numbers`) embedding the coordinators
/// that tab shows, and each assignment to its selection in the same type is a tab edge. A TabView whose tabs show
/// no coordinator is navigation inside one screen and is left out.
struct SwiftUILinker {
  let containment: ViewContainment

  /// The graph with the TabViews added, and the tab coordinator of each type that builds one.
  func link(_ facts: SwiftUIFacts, onto graph: FlowGraph) -> (graph: FlowGraph, hosts: [String: String]) {
    var graph = graph
    var hosts: [String: String] = [:]
    let coordinatorIDs = Set(graph.coordinators.map(\.id))
    // Children a library already attached (TCACoordinators reads store-bound TabViews itself).
    let attached = Set(graph.edges.filter { $0.kind == .embed }.map(\.to))
    for tabView in facts.tabViews.sorted(by: { ($0.file, $0.location.line) < ($1.file, $1.location.line) }) {
      let children = tabView.tabs.map { containment.coordinators(shownBy: $0.views, among: coordinatorIDs) }
      let shown = Set(children.joined())
      guard !shown.isEmpty, !shown.isSubset(of: attached) else { continue }
      var id = "\(tabView.host)(TabView)"
      if coordinatorIDs.contains(id) || hosts.values.contains(id) { id += "@\(tabView.location.line)" }
      hosts[tabView.host] = hosts[tabView.host] ?? id
      var screens: [String: String] = [:]
      var roots: [String] = []
      for (index, tab) in tabView.tabs.enumerated() {
        let name = "tab:" + (tab.tag ?? tab.views.first ?? "\(index + 1)")
        let screenID = Screen.id(coordinator: id, name: name)
        guard !roots.contains(screenID) else { continue }
        roots.append(screenID)
        if let tag = tab.tag { screens[tag] = screenID }
        graph.screens.append(Screen(coordinator: id, name: name, views: tab.views, location: tab.location))
        for child in children[index].sorted() {
          graph.edges.append(Edge(from: screenID, to: child, kind: .embed, location: tab.location, platforms: tabView.platforms))
        }
      }
      graph.coordinators.append(
        Coordinator(id: id, name: id, library: .swiftUI, kind: .tab, roots: roots, navigation: .no,
                    platforms: tabView.platforms, location: tabView.location))
      guard let selection = tabView.selection else { continue }
      for assignment in facts.assignments where assignment.host == tabView.host && assignment.property == selection {
        let targets = assignment.value.map { screens[$0].map { [$0] } ?? [] } ?? roots
        let group = targets.count > 1 ? "\(assignment.site.location.file):\(assignment.site.location.line)" : nil
        for target in targets {
          graph.edges.append(Edge(
            from: id, to: target, kind: .tab, location: assignment.site.location, group: group,
            certainty: group == nil ? .certain : .uncertain, platforms: assignment.site.platforms))
        }
      }
    }
    return (graph, hosts)
  }
}
