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
      // Three short lines, not the box title's long one: the map stays narrow enough to fit a window.
      let title = NodeLabel.coordinator(c).components(separatedBy: "\n")[0]
      let label = [title, "\(NodeLabel.library(c)) · \(NodeLabel.kind(c.kind))", facts.joined(separator: " · ")]
      var attributes = ["label=\"\(DOT.escape(label.joined(separator: "\n")))\""]
      if entryOwners.contains(c.id) {
        attributes += ["peripheries=2", "fillcolor=\"#dafbe1\"", "color=\"#1a7f37\""]
      }
      attributes.append("tooltip=\"\(DOT.escape(c.location.map { "\(c.id) (\($0))" } ?? c.id))\"")
      if let link = options.links[c.id] { attributes.append("URL=\"\(DOT.escape(link))\"") }
      out += "  \(ids.coordinator(c.id)) [\(attributes.joined(separator: ", "))];\n"
    }
    for (link, count) in Self.links(graph, index: index) {
      var attributes = EdgeStyle.attributes(for: link.kind)
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
