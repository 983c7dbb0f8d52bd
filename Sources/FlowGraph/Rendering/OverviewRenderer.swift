import Foundation

/// The app map: one node per coordinator, the edges between coordinators aggregated by kind, with counts.
///
/// Like a nested graph in Android Studio's navigation editor, a coordinator is one node; its screens are on its
/// own page (`render --coordinator`, `render --split`). Edges inside a coordinator are left out; edges between
/// two coordinators of the same kind become one edge labelled `×N` when there are several.
public struct OverviewRenderer: Sendable {
  public var options: RenderOptions

  public init(options: RenderOptions = RenderOptions()) { self.options = options }

  /// One aggregated edge.
  struct Link: Hashable, Comparable {
    var from: String
    var to: String
    var kind: EdgeKind
    var child: Bool

    static func < (a: Link, b: Link) -> Bool {
      (a.from, a.to, a.kind.rawValue, a.child ? 1 : 0) < (b.from, b.to, b.kind.rawValue, b.child ? 1 : 0)
    }
  }

  /// The coordinator-to-coordinator edges with how many screen-level edges each stands for.
  static func links(_ graph: FlowGraph, index: GraphIndex) -> [(link: Link, count: Int)] {
    var counts: [Link: Int] = [:]
    for edge in graph.edges {
      guard let from = index.owner(of: edge.from), let to = index.owner(of: edge.to), from != to else { continue }
      counts[Link(from: from, to: to, kind: edge.kind, child: index.coordinators[edge.to] != nil), default: 0] += 1
    }
    return counts.keys.sorted().map { ($0, counts[$0] ?? 0) }
  }

  /// Children per row of a wide fan.
  static let fanRow = 5

  /// Edge lengths (in ranks) that fold a wide fan into rows, as Graphviz's `unflatten -l` does: a tab bar with 14
  /// children becomes three rows of five instead of one row of 14 that no window fits.
  static func stagger(_ links: [Link]) -> [Int] {
    var fans: [String: [Int]] = [:]
    for (i, link) in links.enumerated() { fans[link.from, default: []].append(i) }
    var lengths = Array(repeating: 1, count: links.count)
    for (_, members) in fans where members.count > fanRow {
      let rows = (members.count + fanRow - 1) / fanRow
      for (position, i) in members.enumerated() { lengths[i] = 1 + position % rows }
    }
    return lengths
  }

  public func render(_ input: FlowGraph) -> String {
    let graph = input.normalized()
    let index = GraphIndex(graph)
    let ids = NodeIDs(graph)
    let entryOwners = Set(graph.entryScreens().compactMap { index.owner(of: $0) })
    var unresolved: [String: Int] = [:]
    for u in graph.unresolved { if let owner = index.owner(of: u.from) { unresolved[owner, default: 0] += 1 } }
    var out = "digraph flowviz_overview {\n"
    out += "  graph [rankdir=\(options.direction.rawValue), fontname=\"Helvetica\", fontsize=12, nodesep=0.35, ranksep=0.5];\n"
    out += "  node [shape=box, style=\"rounded,filled\", fillcolor=\"#f6f8fa\", color=\"#8c959f\", fontname=\"Helvetica\", fontsize=11];\n"
    out += "  edge [fontname=\"Helvetica\", fontsize=9, color=\"#24292f\"];\n"
    if let link = options.backLink {
      out += "  back_link [shape=plaintext, style=\"\", fontcolor=\"#0969da\", label=\"\(DOT.escape(link.text))\", URL=\"\(DOT.escape(link.address))\"];\n"
    }
    for c in graph.coordinators {
      let screens = index.screensByCoordinator[c.id]?.count ?? 0
      var facts = ["\(screens) screen\(screens == 1 ? "" : "s")"]
      if let n = unresolved[c.id] { facts.append("\(n) unknown") }
      // Two short lines, not the box title's long one, so that the map fits a window: the library is in the tooltip.
      let title = NodeLabel.coordinator(c).components(separatedBy: "\n")[0]
      let label = [title, ([NodeLabel.kind(c.kind)] + facts).joined(separator: " · ")]
      var attributes = ["label=\"\(DOT.escape(label.joined(separator: "\n")))\""]
      if entryOwners.contains(c.id) {
        attributes += ["peripheries=2", "fillcolor=\"#dafbe1\"", "color=\"#1a7f37\""]
      }
      let place = c.location.map { "\(c.id) (\($0))" } ?? c.id
      attributes.append("tooltip=\"\(DOT.escape("\(place) · \(NodeLabel.library(c))"))\"")
      if let link = options.links[c.id] { attributes.append("URL=\"\(DOT.escape(link))\"") }
      out += "  \(ids.coordinator(c.id)) [\(attributes.joined(separator: ", "))];\n"
    }
    let links = Self.links(graph, index: index)
    let stagger = Self.stagger(links.map(\.link))
    let hierarchy = links.contains { $0.link.child }
    for (i, (link, count)) in links.enumerated() {
      var attributes = EdgeStyle.attributes(for: link.kind)
      if stagger[i] > 1 { attributes.append("minlen=\(stagger[i])") }
      // Ranks follow the hierarchy (who attaches whom); a chain of sheets between siblings would otherwise
      // stretch the map into a column as deep as the chain.
      if hierarchy && !link.child { attributes.append("constraint=false") }
      if link.child { attributes += ["penwidth=2.2", "arrowhead=\"\(EdgeStyle.childArrowhead)\""] }
      if count > 1 { attributes.append("label=\"×\(count)\"") }
      attributes.append("tooltip=\"\(DOT.escape("\(count) \(link.kind.rawValue) edge\(count == 1 ? "" : "s")"))\"")
      out += "  \(ids.coordinator(link.from)) -> \(ids.coordinator(link.to)) [\(attributes.joined(separator: ", "))];\n"
    }
    out += "}\n"
    return out
  }

  /// The overview drawn by Graphviz, in the direction `LayoutChoice` picks.
  public func draw(_ graph: FlowGraph, format: GraphvizFormat) throws(GraphvizError) -> Data {
    let engine: LayoutEngine = options.engine
    return try LayoutChoice.draw(nodes: graph.coordinators.count, options: options, engine: engine, format: format) { direction in
      var renderer = self
      renderer.options.direction = direction
      return renderer.render(graph)
    }.data
  }
}
