import Foundation

/// The flow direction of a diagram.
public enum LayoutDirection: String, CaseIterable, Sendable, Codable {
  case topToBottom = "TB", leftToRight = "LR", bottomToTop = "BT", rightToLeft = "RL"
}

/// How a graph is drawn.
public struct RenderOptions: Sendable, Equatable {
  public var engine: LayoutEngine
  public var direction: LayoutDirection
  /// Let Graphviz drawings (SVG, PNG, PDF, HTML) try the other axis too (TB ↔ LR) and keep the layout closer to
  /// square (`LayoutChoice`); `direction` is tried first. DOT and Mermaid text keep `direction`.
  public var automaticDirection: Bool
  /// Draw coordinators as (nested) clusters.
  public var clusters: Bool
  /// Draw a small legend of the marks the graph uses.
  public var legend: Bool
  /// Nodes and edges to mark as added / removed / changed (a diff drawn on the whole graph).
  public var highlight: DiffHighlight
  /// Screens a route trace visited: the others are greyed. Nil when no trace was read.
  public var visitedScreens: Set<String>?
  /// Coordinators drawn as stubs (dashed, greyed): the neighbours of a `GraphFocus`.
  public var stubs: Set<String> = []
  /// Coordinator id → the address its box and screens link to (SVG `href`), e.g. its page of a split render.
  public var links: [String: String] = [:]
  /// A link drawn as a node of its own, e.g. back to the overview of a split render.
  public var backLink: Link? = nil

  /// A labelled address.
  public struct Link: Sendable, Equatable {
    public var text: String
    public var address: String
    public init(text: String, address: String) {
      self.text = text
      self.address = address
    }
  }

  public init(
    engine: LayoutEngine = .dot, direction: LayoutDirection = .topToBottom, automaticDirection: Bool = false,
    clusters: Bool = true, legend: Bool = true, highlight: DiffHighlight = DiffHighlight(), visitedScreens: Set<String>? = nil
  ) {
    self.legend = legend
    self.engine = engine
    self.direction = direction
    self.automaticDirection = automaticDirection
    self.clusters = clusters
    self.highlight = highlight
    self.visitedScreens = visitedScreens
  }
}

/// Writes a graph as DOT: deterministic, node ids generated, every label escaped.
///
/// Visual language (the README's legend): coordinators are clusters, children nested in their parent;
/// root screens bold on yellow, entry screens double-bordered on green; one line style per edge kind;
/// `+nav` on edges whose presented layer brings a navigation container; unresolved destinations are red notes.
public struct DOTRenderer: Sendable {
  public var options: RenderOptions

  public init(options: RenderOptions = RenderOptions()) { self.options = options }

  /// Clusters nested deeper than this are drawn as top-level clusters (still joined by their edges).
  static let maximumClusterDepth = 32

  public func render(_ input: FlowGraph) -> String {
    let graph = input.normalized()
    let ids = NodeIDs(graph)
    let index = GraphIndex(graph)
    var out = "digraph flowviz {\n"
    out += "  graph [rankdir=\(options.direction.rawValue), fontname=\"Helvetica\", fontsize=12, compound=true, "
    out += "newrank=true, forcelabels=true, nodesep=0.3, ranksep=0.45\(layoutTuning(graph))];\n"
    out += "  node [shape=box, style=\"rounded,filled\", fillcolor=\"#ffffff\", color=\"#57606a\", fontname=\"Helvetica\", fontsize=11];\n"
    out += "  edge [fontname=\"Helvetica\", fontsize=9, color=\"#24292f\"];\n"

    let parents = graph.parents()
    let entries = Set(graph.entryScreens())
    let roots = graph.rootScreens
    let anchors = anchorCoordinators(graph)

    func nodeLines(of coordinator: String, indent: String) -> String {
      var text = ""
      if anchors.contains(coordinator), let c = index.coordinators[coordinator] {
        text += "\(indent)\(ids.coordinator(c.id)) [shape=component, style=filled, fillcolor=\"#f6f8fa\", "
        let link = options.links[c.id].map { ", URL=\"\(DOT.escape($0))\"" } ?? ""
        text += "label=\"\(DOT.escape(c.name))\", tooltip=\"\(DOT.escape(tooltip(c)))\"\(link)];\n"
      }
      for screen in index.screensByCoordinator[coordinator] ?? [] {
        text += indent + screenNode(screen, id: ids.screen(screen.id), entry: entries.contains(screen.id), root: roots.contains(screen.id)) + "\n"
      }
      return text
    }

    if options.clusters {
      // Keyed by optional parent: an empty coordinator id (graph JSON `"id": ""`) is not the top level.
      var children: [String?: [String]] = [:]
      for c in graph.coordinators { children[parents[c.id], default: []].append(c.id) }
      // An explicit stack, not recursion: a chain of thousands of nested coordinators must not overflow.
      var stack: [(id: String, depth: Int, closing: Bool)] = (children[nil] ?? []).reversed().map { ($0, 0, false) }
      while let (id, depth, closing) = stack.popLast() {
        let indent = String(repeating: "  ", count: depth + 1)
        if closing { out += "\(indent)}\n"; continue }
        guard let c = index.coordinators[id] else { continue }
        out += "\(indent)subgraph \(ids.cluster(id)) {\n"
        if options.stubs.contains(id) {
          out += "\(indent)  label=\"\(DOT.escape(NodeLabel.title(c)))\"; style=\"rounded,dashed\"; color=\"#8c959f\"; fontcolor=\"#57606a\"; fontsize=11; labeljust=l;\n"
        } else {
          out += "\(indent)  label=\"\(DOT.escape(clusterLabel(c)))\"; style=\"rounded,filled\"; "
          out += "fillcolor=\"\(depth % 2 == 0 ? "#f6f8fa" : "#ffffff")\"; color=\"#8c959f\"; fontsize=12; labeljust=l;\n"
        }
        if let link = options.links[id] { out += "\(indent)  URL=\"\(DOT.escape(link))\"; tooltip=\"\(DOT.escape("open \(c.name)"))\";\n" }
        if let mark = options.highlight.nodes[id] { out += "\(indent)  \(highlightCluster(mark))\n" }
        out += nodeLines(of: id, indent: indent + "  ")
        stack.append((id, depth, true))
        // Graphviz's DOT parser fails on subgraphs nested thousands deep: deeper clusters are drawn at the top.
        let next = depth + 1 < Self.maximumClusterDepth ? depth + 1 : 0
        let nested = (children[id] ?? []).reversed().map { (id: $0, depth: next, closing: false) }
        if next == 0 { stack.insert(contentsOf: nested, at: 0) } else { stack += nested }
      }
    } else {
      for c in graph.coordinators { out += nodeLines(of: c.id, indent: "  ") }
    }
    // Screens whose coordinator is not declared (hand-edited graph JSON) are still drawn.
    let declared = Set(graph.coordinators.map(\.id))
    for screen in graph.screens where !declared.contains(screen.coordinator) {
      out += "  " + screenNode(screen, id: ids.screen(screen.id), entry: entries.contains(screen.id), root: roots.contains(screen.id)) + "\n"
    }

    // One note per calling node and expression: `routes.push(screen)`, `.sheet(screen)`, … from one screen are
    // one `? screen` with an edge per call, not a row of identical notes.
    let notes = Self.unresolvedNotes(graph)
    var calls: [String: [String]] = [:]
    for (index, u) in graph.unresolved.enumerated() {
      calls[notes[index], default: []].append("unresolved \(u.kind.rawValue) at \(u.location?.description ?? "?")")
    }
    for (index, u) in graph.unresolved.enumerated() where notes[index] == "u\(index)" {
      let calls = calls["u\(index)"] ?? []
      out += "  u\(index) [shape=note, style=\"filled,dashed\", fillcolor=\"#ffebe9\", color=\"#cf222e\", "
      out += "label=\"? \(DOT.escape(u.expression))\", tooltip=\"\(DOT.escape(calls.joined(separator: "\n")))\"];\n"
    }

    if let link = options.backLink {
      out += "  back_link [shape=plaintext, fontcolor=\"#0969da\", label=\"\(DOT.escape(link.text))\", URL=\"\(DOT.escape(link.address))\"];\n"
    }
    if options.legend, let legend = DOTLegend.node(
      graph, entries: !entries.isEmpty, roots: !roots.subtracting(entries).isEmpty, anchors: !anchors.isEmpty) {
      out += legend
    }

    for edge in graph.edges {
      guard let tail = ids.endpoint(edge.from, graph: graph, asTail: true),
        let head = ids.endpoint(edge.to, graph: graph, asTail: false)
      else { continue }
      var attributes = EdgeStyle.attributes(for: edge.kind)
      let isChild = declared.contains(edge.to)
      if isChild {
        attributes.append("penwidth=2.2")
        attributes.append("arrowhead=\"\(EdgeStyle.childArrowhead)\"")
        if options.clusters && !anchors.contains(edge.to) { attributes.append("lhead=\(ids.cluster(edge.to))") }
      }
      if let count = edge.count { attributes.append("penwidth=\(EdgeStyle.width(count: count))") }
      var notes: [String] = []
      if edge.withNavigation { notes.append("+nav") }
      if edge.certainty == .uncertain { notes.append("?") }
      // A platform condition is news only when the screen or coordinator it leaves is not already that variant.
      if !edge.platforms.isEmpty, edge.platforms != platforms(of: edge.from, index: index) {
        notes.append(edge.platforms.joined(separator: ","))
      }
      if let count = edge.count { notes.append("×\(count)") }
      // xlabel, not label: 2.42's gvFreeLayout corrupts memory for clustered dot layouts with edge labels.
      if !notes.isEmpty { attributes.append("xlabel=\"\(DOT.escape(notes.joined(separator: " ")))\"") }
      if let location = edge.location { attributes.append("tooltip=\"\(DOT.escape("\(edge.kind.rawValue) at \(location)"))\"") }
      if let mark = options.highlight.mark(edge) { attributes += highlightEdge(mark) }
      out += "  \(tail) -> \(head) [\(attributes.joined(separator: ", "))];\n"
    }
    for (index, u) in graph.unresolved.enumerated() {
      guard let tail = ids.endpoint(u.from, graph: graph, asTail: true) else { continue }
      out += "  \(tail) -> \(notes[index]) [\(EdgeStyle.attributes(for: u.kind).joined(separator: ", ")), color=\"#cf222e\"];\n"
    }
    out += "}\n"
    return out
  }

  /// The note node of each unresolved call: the first call's `u<index>` for every call from the same node with the
  /// same expression.
  static func unresolvedNotes(_ graph: FlowGraph) -> [String] {
    var first: [String: Int] = [:]
    return graph.unresolved.enumerated().map { index, u in
      let key = u.from + "\u{0}" + u.expression
      if let earlier = first[key] { return "u\(earlier)" }
      first[key] = index
      return "u\(index)"
    }
  }

  /// Coordinators drawn with a node of their own: those with no screen to stand for them, and those
  /// whose own code (not a screen) makes transitions.
  func anchorCoordinators(_ graph: FlowGraph) -> Set<String> {
    let ids = Set(graph.coordinators.map(\.id))
    var result = Set(graph.edges.map(\.from).filter(ids.contains))
    result.formUnion(graph.unresolved.map(\.from).filter(ids.contains))
    let owners = Set(graph.screens.map(\.coordinator))
    for c in graph.coordinators where !owners.contains(c.id) { result.insert(c.id) }
    return result
  }

  /// Large graphs: cap network-simplex iterations so a 1,000-screen app lays out in seconds, not minutes.
  func layoutTuning(_ graph: FlowGraph) -> String {
    let n = graph.screens.count + graph.unresolved.count
    guard options.engine == .dot, n > 150 else { return "" }
    return ", nslimit=\(n > 600 ? 1 : 4), nslimit1=\(n > 600 ? 1 : 4), mclimit=\(n > 600 ? "0.3" : "0.6"), searchsize=20"
  }

  func screenNode(_ screen: Screen, id: String, entry: Bool, root: Bool) -> String {
    var attributes = ["label=\"\(DOT.escape(NodeLabel.screen(screen)))\""]
    if entry {
      attributes += ["peripheries=2", "fillcolor=\"#dafbe1\"", "color=\"#1a7f37\"", "style=\"rounded,filled,bold\""]
    } else if root {
      attributes += ["fillcolor=\"#fff8c5\"", "style=\"rounded,filled,bold\""]
    }
    if let visited = options.visitedScreens, !visited.contains(screen.id) {
      // Never visited in the trace: greyed (later attributes override the ones above).
      attributes += ["fillcolor=\"#eaeef2\"", "color=\"#afb8c1\"", "fontcolor=\"#8c959f\""]
    }
    var tip = screen.id
    if !screen.views.isEmpty { tip += " — " + screen.views.joined(separator: ", ") }
    if let location = screen.location { tip += " (\(location))" }
    attributes.append("tooltip=\"\(DOT.escape(tip))\"")
    if options.stubs.contains(screen.coordinator) {
      attributes += ["fillcolor=\"#ffffff\"", "color=\"#8c959f\"", "fontcolor=\"#57606a\"", "style=\"rounded,dashed\"", "peripheries=1"]
    }
    if let link = options.links[screen.coordinator] { attributes.append("URL=\"\(DOT.escape(link))\"") }
    if let mark = options.highlight.nodes[screen.id] { attributes += highlightNode(mark) }
    return "\(id) [\(attributes.joined(separator: ", "))];"
  }

  func clusterLabel(_ c: Coordinator) -> String { NodeLabel.coordinator(c) }

  /// The platforms of the coordinator a node belongs to.
  func platforms(of node: String, index: GraphIndex) -> [String] {
    let owner = index.screens[node]?.coordinator ?? node
    return index.coordinators[owner]?.platforms ?? []
  }

  func tooltip(_ c: Coordinator) -> String {
    c.location.map { "\(c.id) (\($0))" } ?? c.id
  }
}

/// Generated DOT identifiers: user names never become ids.
struct NodeIDs {
  private var screens: [String: String] = [:]
  private var coordinators: [String: String] = [:]
  private var roots: [String: String] = [:]

  init(_ graph: FlowGraph) {
    for (i, s) in graph.screens.enumerated() { screens[s.id] = "s\(i)" }
    for (i, c) in graph.coordinators.enumerated() { coordinators[c.id] = "c\(i)" }
    var firstScreen: [String: String] = [:]
    for s in graph.screens where firstScreen[s.coordinator] == nil { firstScreen[s.coordinator] = s.id }
    for c in graph.coordinators {
      if let root = c.roots.first(where: { screens[$0] != nil }) ?? firstScreen[c.id] {
        roots[c.id] = root
      }
    }
  }

  func screen(_ id: String) -> String { screens[id] ?? "missing" }
  func coordinator(_ id: String) -> String { coordinators[id].map { "\($0)_self" } ?? "missing" }
  func cluster(_ id: String) -> String { "cluster_\(coordinators[id] ?? "missing")" }

  /// The node an edge attaches to: a screen, a coordinator's own node (tails) or its root screen (heads).
  func endpoint(_ id: String, graph: FlowGraph, asTail: Bool) -> String? {
    if let s = screens[id] { return s }
    guard coordinators[id] != nil else { return nil }
    if asTail { return coordinator(id) }
    if let root = roots[id], let s = screens[root] { return s }
    return coordinator(id)
  }
}

/// One line style per edge kind.
enum EdgeStyle {
  static func attributes(for kind: EdgeKind) -> [String] {
    switch kind {
    case .push: return ["style=solid", "color=\"#24292f\""]
    case .sheet: return ["style=dashed", "color=\"#0969da\""]
    case .cover: return ["style=\"dashed,bold\"", "color=\"#8250df\""]
    case .tab: return ["style=dotted", "color=\"#6e7781\"", "arrowhead=onormal"]
    case .rootSwitch: return ["style=bold", "color=\"#bc4c00\"", "arrowhead=vee"]
    case .embed: return ["style=solid", "color=\"#6e7781\"", "arrowhead=diamond"]
    case .setRoutes: return ["style=bold", "color=\"#1a7f37\"", "arrowhead=normalnormal"]
    }
  }

  static let childArrowhead = "normalodiamond"

  static func width(count: Int) -> String {
    let w = 1.0 + min(5.0, log2(Double(max(count, 1))))
    return String(format: "%.1f", w)
  }
}

/// DOT text escaping.
public enum DOT {
  /// Escapes text for a quoted DOT string: backslash, quote, `&` (Graphviz reads entities), newlines as `\n`;
  /// other control characters are dropped (they make the SVG invalid XML).
  public static func escape(_ text: String) -> String {
    var out = ""
    out.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\\": out += "\\\\"
      case "\"": out += "\\\""
      case "&": out += "&amp;"
      case "\n": out += "\\n"
      case "\r", "\t": out += " "
      default:
        if scalar.value < 0x20 || scalar.value == 0x7F || (0x80...0x9F).contains(scalar.value) { continue }
        // Graphviz copies text into SVG as is: U+FFFE/U+FFFF would make it invalid XML, and cairo fails on
        // them for PDF. Noncharacters become U+FFFD.
        if scalar.properties.isNoncharacterCodePoint { out += "\u{FFFD}"; continue }
        out.unicodeScalars.append(scalar)
      }
    }
    return out
  }
}
