/// The changed neighbourhood of a diff as one Mermaid flowchart that GitHub renders: changed nodes and their
/// neighbours grouped by coordinator, added in green, removed in red and dashed, changed in yellow.
public struct DiffMermaid: Sendable {
  /// What came out: a diagram, or the sizes that made it too large for GitHub.
  public enum Output: Hashable, Sendable {
    case diagram(String)
    case tooLarge(edges: Int, characters: Int)
    case empty
  }

  public var direction: LayoutDirection
  public var maxEdges: Int
  public var maxCharacters: Int

  public init(direction: LayoutDirection = .leftToRight, maxEdges: Int = 500, maxCharacters: Int = 50_000) {
    self.direction = direction
    self.maxEdges = maxEdges
    self.maxCharacters = maxCharacters
  }

  public func render(_ union: DiffUnion) -> Output {
    let graph = union.graph
    let (nodes, edges) = union.neighbourhood()
    if nodes.isEmpty { return .empty }
    let endpoints = Set(edges.flatMap { [$0.from, $0.to] })
    let coordinatorIDs = Set(graph.coordinators.map(\.id))
    // Generated ids in sorted order: user names never become Mermaid ids.
    let drawn = nodes.filter { !coordinatorIDs.contains($0) || endpoints.contains($0) }.sorted()
    var ids: [String: String] = [:]
    for (index, node) in drawn.enumerated() { ids[node] = "n\(index)" }

    var lines = ["flowchart \(direction.rawValue)"]
    var classes: [DiffHighlight.Mark: [String]] = [:]
    var groups: [String: [String]] = [:]
    for node in drawn { groups[union.owner(of: node) ?? "", default: []].append(node) }
    // Coordinators that changed but have no drawn node still get their (empty-titled) box.
    for node in nodes where coordinatorIDs.contains(node) && groups[node] == nil { groups[node] = [] }
    var styles: [String] = []
    for (index, owner) in groups.keys.sorted().enumerated() {
      let members = groups[owner] ?? []
      let indent = owner.isEmpty ? "  " : "    "
      if !owner.isEmpty {
        let name = union.coordinator(owner)?.name ?? owner
        lines.append("  subgraph g\(index)[\"\(Mermaid.escape(name))\"]")
        if let mark = union.highlight.nodes[owner], mark != .changed || members.isEmpty {
          let (stroke, fill) = DiffHighlight.colors(mark)
          styles.append("  style g\(index) fill:\(fill),stroke:\(stroke)\(mark == .removed ? ",stroke-dasharray:5 5" : "")")
        }
        if members.isEmpty { lines.append("    g\(index)_empty[\" \"]") }
      }
      for node in members {
        guard let id = ids[node] else { continue }
        if let screen = union.screen(node) {
          lines.append("\(indent)\(id)([\"\(Mermaid.escape(screen.name))\"])")
        } else {
          lines.append("\(indent)\(id)[[\"\(Mermaid.escape(union.coordinator(node)?.name ?? node))\"]]")
        }
        if let mark = union.highlight.nodes[node] { classes[mark, default: []].append(id) }
      }
      if !owner.isEmpty { lines.append("  end") }
    }
    var linkStyles: [String] = []
    var index = 0
    for edge in edges {
      guard let tail = ids[edge.from], let head = ids[edge.to] else { continue }
      defer { index += 1 }
      lines.append("  \(tail) \(Mermaid.arrow(for: edge, child: coordinatorIDs.contains(edge.to))) \(head)")
      if let mark = union.highlight.mark(edge) {
        let (stroke, _) = DiffHighlight.colors(mark)
        linkStyles.append("  linkStyle \(index) stroke:\(stroke),stroke-width:2px\(mark == .removed ? ",stroke-dasharray:5 5" : "")")
      }
    }
    for mark in DiffHighlight.Mark.allCases {
      let (stroke, fill) = DiffHighlight.colors(mark)
      let dash = mark == .removed ? ",stroke-dasharray:5 5" : ""
      lines.append("  classDef \(mark.rawValue) fill:\(fill),stroke:\(stroke),stroke-width:2px\(dash)")
      if let members = classes[mark], !members.isEmpty {
        lines.append("  class \(members.joined(separator: ",")) \(mark.rawValue)")
      }
    }
    let text = (lines + styles + linkStyles).joined(separator: "\n") + "\n"
    if edges.count > maxEdges || text.count > maxCharacters {
      return .tooLarge(edges: edges.count, characters: text.count)
    }
    return .diagram(text)
  }
}
