/// What the HTML report's script reads: one entry per drawn node, keyed by its DOT id (the SVG `<title>`).
struct HTMLReportData: Codable, Sendable {
  struct EdgeInfo: Codable, Sendable {
    var from: String
    var fromName: String
    var fromNode: String?
    var to: String
    var toName: String
    var toNode: String?
    var kind: String
    var withNavigation: Bool
    var location: String?
    var mark: String?
  }

  struct Node: Codable, Sendable {
    /// The DOT node id Graphviz writes as the node's SVG `<title>`.
    var node: String
    var id: String
    var name: String
    /// `screen` or `coordinator`.
    var type: String
    var coordinator: String
    var coordinatorName: String
    var views: [String]
    var location: String?
    var mark: String?
    var incoming: [EdgeInfo]
    var outgoing: [EdgeInfo]
    var findings: [Finding]
    /// Back actions taken from here, e.g. `pop at App.swift:12:5`.
    var back: [String]
  }

  struct CoordinatorInfo: Codable, Sendable {
    var id: String
    var name: String
    /// The SVG `<title>` of its cluster.
    var cluster: String
    /// The SVG `<title>` of its node in the overview.
    var overviewNode: String
  }

  var title: String
  var nodes: [Node]
  var coordinators: [CoordinatorInfo]
  var findings: [Finding]
  var changes: [ChangeInfo]

  struct ChangeInfo: Codable, Sendable {
    var text: String
    /// The drawn node to select: a screen, or a coordinator's root screen or own node.
    var node: String?
  }

  init(graph: FlowGraph, findings: [Finding], highlight: DiffHighlight, changes: [ReportChange], title: String) {
    let ids = NodeIDs(graph)
    var names: [String: String] = [:]
    for c in graph.coordinators { names[c.id] = c.name }
    for s in graph.screens { names[s.id] = s.name }
    func info(_ e: Edge) -> EdgeInfo {
      EdgeInfo(
        from: e.from, fromName: names[e.from] ?? e.from, fromNode: ids.endpoint(e.from, graph: graph, asTail: true),
        to: e.to, toName: names[e.to] ?? e.to, toNode: ids.endpoint(e.to, graph: graph, asTail: false), kind: e.kind.rawValue,
        withNavigation: e.withNavigation, location: e.location?.description, mark: highlight.mark(e)?.rawValue)
    }
    // By drawn node: an edge into a child coordinator arrives at its root screen.
    var incoming: [String: [EdgeInfo]] = [:]
    var outgoing: [String: [EdgeInfo]] = [:]
    for edge in graph.edges {
      let item = info(edge)
      if let node = item.toNode { incoming[node, default: []].append(item) }
      if let node = item.fromNode { outgoing[node, default: []].append(item) }
    }
    // Calls whose destination cannot be known statically are outgoing edges to "? expression".
    for u in graph.unresolved {
      guard let node = ids.endpoint(u.from, graph: graph, asTail: true) else { continue }
      outgoing[node, default: []].append(
        EdgeInfo(
          from: u.from, fromName: names[u.from] ?? u.from, fromNode: node, to: "?", toName: "? \(u.expression)",
          toNode: nil, kind: u.kind.rawValue, withNavigation: false, location: u.location?.description, mark: nil))
    }
    var back: [String: [String]] = [:]
    for b in graph.backActions {
      let count = b.count.map { "(\($0))" } ?? ""
      back[b.screen, default: []].append("\(b.action.rawValue)\(count)" + (b.location.map { " at \($0)" } ?? ""))
    }
    var findingsByID: [String: [Finding]] = [:]
    for f in findings { for id in Set(f.subjects) { findingsByID[id, default: []].append(f) } }
    func node(id: String, dot: String, type: String, name: String, coordinator: String, views: [String], location: SourceLocation?) -> Node {
      Node(
        node: dot, id: id, name: name, type: type, coordinator: coordinator,
        coordinatorName: names[coordinator] ?? coordinator, views: views,
        location: location?.description, mark: highlight.nodes[id]?.rawValue,
        incoming: incoming[dot] ?? [], outgoing: outgoing[dot] ?? [], findings: findingsByID[id] ?? [], back: back[id] ?? [])
    }
    var nodes = graph.screens.map {
      node(id: $0.id, dot: ids.screen($0.id), type: "screen", name: $0.name, coordinator: $0.coordinator, views: $0.views, location: $0.location)
    }
    let anchors = DOTRenderer().anchorCoordinators(graph)
    for c in graph.coordinators where anchors.contains(c.id) {
      nodes.append(node(id: c.id, dot: ids.coordinator(c.id), type: "coordinator", name: c.name, coordinator: c.id, views: [], location: c.location))
    }
    self.title = title
    self.nodes = nodes
    self.coordinators = graph.coordinators.map { CoordinatorInfo(id: $0.id, name: $0.name, cluster: ids.cluster($0.id), overviewNode: ids.coordinator($0.id)) }
    self.findings = findings
    self.changes = changes.map { change in
      ChangeInfo(text: change.text, node: change.target.flatMap { ids.endpoint($0, graph: graph, asTail: false) })
    }
  }
}
