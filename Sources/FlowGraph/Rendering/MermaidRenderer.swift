/// One Mermaid flowchart, with a title when a large graph was split.
public struct MermaidDiagram: Hashable, Sendable {
  public var title: String?
  public var text: String
  /// Edges left out because one coordinator alone exceeds the limits.
  public var omittedEdges: Int
}

/// Writes Mermaid flowcharts that GitHub renders: generated ids, entity-escaped labels, and GitHub's limits
/// kept — a graph with more than `maxEdges` edges or `maxCharacters` characters is split into one diagram per
/// coordinator, and a coordinator that alone is too large is cut with a visible note, never silently.
public struct MermaidRenderer: Sendable {
  public var direction: LayoutDirection
  public var maxEdges: Int
  public var maxCharacters: Int

  public init(direction: LayoutDirection = .topToBottom, maxEdges: Int = 500, maxCharacters: Int = 50_000) {
    self.direction = direction
    self.maxEdges = maxEdges
    self.maxCharacters = maxCharacters
  }

  /// The whole graph as one diagram if it fits, otherwise one per coordinator.
  public func diagrams(_ input: FlowGraph) -> [MermaidDiagram] {
    let graph = input.normalized()
    // Indexes over the whole graph are built once, not once per coordinator's diagram.
    let shared = Shared(graph)
    if let whole = diagram(graph, coordinators: graph.coordinators.map(\.id), nested: true, title: nil, shared: shared, within: maxCharacters),
      whole.omittedEdges == 0, whole.text.count <= maxCharacters
    {
      return [whole]
    }
    return graph.coordinators.compactMap { c in
      diagram(graph, coordinators: [c.id], nested: false, title: "\(c.name) (\(c.id))", shared: shared)
    }
  }

  /// A single diagram as Mermaid text; several as Markdown with one fenced block each.
  public func document(_ graph: FlowGraph) -> String {
    let parts = diagrams(graph)
    if parts.count == 1, let only = parts.first { return only.text }
    var out = "# Navigation flows\n\n"
    out += "The graph is larger than GitHub renders in one Mermaid diagram (\(maxEdges) edges, \(maxCharacters) characters), "
    out += "so each coordinator has its own diagram; edges that leave a coordinator end at a node named after their destination.\n"
    for part in parts {
      out += "\n## \(Mermaid.heading(part.title ?? "Flows"))\n\n```mermaid\n\(part.text)```\n"
    }
    return out
  }

  /// Markdown for a `.md` file: a single diagram in one ```` ```mermaid ```` fenced block (GitHub renders it),
  /// several as `document(_:)` writes them.
  public func markdown(_ graph: FlowGraph) -> String {
    let parts = diagrams(graph)
    if parts.count == 1, let only = parts.first { return "```mermaid\n\(only.text)```\n" }
    return document(graph)
  }

  /// What every diagram of one graph reads.
  struct Shared {
    let ids: NodeIDs
    let index: GraphIndex
    let entries: Set<String>
    let roots: Set<String>
    let parents: [String: String]
    let anchors: Set<String>
    /// Coordinator id → the positions (ascending) in `graph.edges` / `graph.unresolved` of what starts at it or
    /// at one of its screens: a coordinator's own diagram reads its edges, not every edge of the graph (thousands
    /// of coordinators made that quadratic).
    let edgesFrom: [String: [Int]]
    let unresolvedFrom: [String: [Int]]

    init(_ graph: FlowGraph) {
      ids = NodeIDs(graph)
      let index = GraphIndex(graph)
      self.index = index
      entries = Set(graph.entryScreens())
      roots = graph.rootScreens
      parents = graph.parents()
      anchors = DOTRenderer().anchorCoordinators(graph)
      edgesFrom = Self.positions(graph.edges.map(\.from), index)
      unresolvedFrom = Self.positions(graph.unresolved.map(\.from), index)
    }

    /// Each node's position under every coordinator it is inside of: itself when it is a coordinator id, the
    /// coordinator of the screen of that id (a node id can be both).
    private static func positions(_ nodes: [String], _ index: GraphIndex) -> [String: [Int]] {
      var out: [String: [Int]] = [:]
      for (position, node) in nodes.enumerated() {
        let own = index.coordinators[node] != nil ? node : nil
        if let own { out[own, default: []].append(position) }
        if let screen = index.screens[node]?.coordinator, screen != own { out[screen, default: []].append(position) }
      }
      return out
    }

    /// The positions under any of `coordinators`, ascending and each once (the order of the graph's lists).
    func positions(_ table: [String: [Int]], of coordinators: [String]) -> [Int] {
      if coordinators.count == 1, let only = coordinators.first { return table[only] ?? [] }
      return Array(Set(coordinators.flatMap { table[$0] ?? [] })).sorted()
    }
  }

  /// One diagram of the `included` coordinators; nil when `within` is given and the text would be longer than that
  /// many characters (the whole graph's diagram is given up as soon as that is sure: nested thousands deep, its
  /// indentation alone is quadratic).
  func diagram(
    _ graph: FlowGraph, coordinators included: [String], nested: Bool, title: String?, shared: Shared? = nil, within: Int? = nil
  ) -> MermaidDiagram? {
    let shared = shared ?? Shared(graph)
    let ids = shared.ids
    let index = shared.index
    let includedSet = Set(included)
    let entries = shared.entries
    let roots = shared.roots
    let parents = nested ? shared.parents : [:]
    let anchors = shared.anchors
    var lines = ["flowchart \(direction.rawValue)"]
    var classes: [String: [String]] = [:]

    // Keyed by optional parent: an empty coordinator id (graph JSON `"id": ""`) is not the top level.
    var children: [String?: [String]] = [:]
    for c in included { children[parents[c].flatMap { includedSet.contains($0) ? $0 : nil }, default: []].append(c) }
    // An explicit stack, not recursion: a chain of thousands of nested coordinators must not overflow.
    var stack: [(id: String, depth: Int, closing: Bool)] = (children[nil] ?? []).reversed().map { ($0, 0, false) }
    // At least this many characters so far: each line's indentation and its newline (the spaces stand before
    // ASCII text, so each is a character of its own).
    var least = 0
    while let (id, depth, closing) = stack.popLast() {
      guard closing || index.coordinators[id] != nil else { continue }
      least += 2 * (depth + 1) + 1
      if let within, least > within { return nil }
      let indent = String(repeating: "  ", count: depth + 1)
      if closing { lines.append("\(indent)end"); continue }
      guard let c = index.coordinators[id] else { continue }
      let title = NodeLabel.title(c)
      lines.append("\(indent)subgraph \(ids.cluster(id))[\"\(Mermaid.escape(title))\"]")
      if anchors.contains(id) {
        lines.append("\(indent)  \(ids.coordinator(id))[[\"\(Mermaid.escape(c.name))\"]]")
      }
      for s in index.screensByCoordinator[id] ?? [] {
        let node = ids.screen(s.id)
        // The view type and the route, as on the Graphviz drawing, on one line (Mermaid labels are one line here).
        let label = NodeLabel.screenLines(s).joined(separator: " · ")
        lines.append("\(indent)  \(node)([\"\(Mermaid.escape(label))\"])")
        if entries.contains(s.id) { classes["entry", default: []].append(node) }
        else if roots.contains(s.id) { classes["root", default: []].append(node) }
      }
      stack.append((id, depth, true))
      for child in (children[id] ?? []).reversed() { stack.append((child, depth + 1, false)) }
    }

    let inside: (String) -> Bool = { node in
      if includedSet.contains(node) { return true }
      return index.screens[node].map { includedSet.contains($0.coordinator) } ?? false
    }
    var stubs = Set<String>()
    var edgeLines: [String] = []
    for position in shared.positions(shared.edgesFrom, of: included) {
      let edge = graph.edges[position]
      guard let tail = ids.endpoint(edge.from, graph: graph, asTail: true) else { continue }
      var head: String
      if inside(edge.to), let h = ids.endpoint(edge.to, graph: graph, asTail: false) {
        head = h
      } else {
        // The destination lives in another diagram: a stub node named after it.
        head = "x_" + (ids.endpoint(edge.to, graph: graph, asTail: false) ?? "missing")
        if stubs.insert(head).inserted {
          lines.append("  \(head)>\"→ \(Mermaid.escape(edge.to))\"]")
          classes["external", default: []].append(head)
        }
      }
      edgeLines.append("  \(tail) \(Mermaid.arrow(for: edge, child: index.coordinators[edge.to] != nil)) \(head)")
    }
    for index in shared.positions(shared.unresolvedFrom, of: included) {
      let u = graph.unresolved[index]
      guard let tail = ids.endpoint(u.from, graph: graph, asTail: true) else { continue }
      lines.append("  u\(index){{\"? \(Mermaid.escape(u.expression))\"}}")
      classes["unresolved", default: []].append("u\(index)")
      edgeLines.append("  \(tail) -.->|\"\(u.kind.rawValue)\"| u\(index)")
    }

    let footer = Mermaid.classLines(classes)
    var text = lines.joined(separator: "\n") + "\n"
    var length = text.count  // kept up to date: `text.count` walks the whole string each time
    var kept = 0
    let budget = maxCharacters - footer.count - 200
    for line in edgeLines {
      guard kept < maxEdges - 1 || (kept < maxEdges && edgeLines.count == maxEdges), length + line.count + 1 <= budget
      else { break }
      text += line + "\n"
      length += line.count + 1
      kept += 1
    }
    let omitted = edgeLines.count - kept
    if omitted > 0 {
      text += "  %% flowviz: \(omitted) edges not shown (GitHub renders at most \(maxEdges) edges and \(maxCharacters) characters per diagram)\n"
      text += "  cut[\"⚠ \(omitted) more edges not shown: see the SVG\"]\n"
    }
    text += footer
    return MermaidDiagram(title: title, text: text, omittedEdges: omitted)
  }
}

/// Mermaid text escaping and edge arrows.
public enum Mermaid {
  /// Escapes a label for a quoted Mermaid string with numeric entity codes, so that quotes, `<`, `&`, `#`
  /// and the like show as text; newlines become spaces and control characters are dropped.
  public static func escape(_ text: String) -> String {
    var out = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"", "<", ">", "&", "#", "|", "`", "\\", "{", "}", "[", "]", ";":
        out += "#\(scalar.value);"
      case "\n", "\r", "\t": out += " "
      default:
        if scalar.value < 0x20 || scalar.value == 0x7F || (0x80...0x9F).contains(scalar.value) { continue }
        out.unicodeScalars.append(scalar)
      }
    }
    return out
  }

  /// A Markdown heading from a name: one line (a newline would end the heading and let the rest open a code
  /// fence), control characters dropped, Markdown's punctuation escaped.
  static func heading(_ text: String) -> String {
    var out = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\n", "\r", "\u{85}", "\u{2028}", "\u{2029}", "\t": out += " "
      case _ where scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar.properties.isNoncharacterCodePoint: continue
      case "`", "*", "_", "[", "]", "<", ">", "#", "\\", "|", "~", "&": out += "\\" + String(scalar)
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out
  }

  static func arrow(for edge: Edge, child: Bool) -> String {
    var label = edge.kind == .push ? "" : edge.kind.rawValue
    if child { label = label.isEmpty ? "child" : "child \(label)" }
    if edge.withNavigation { label += label.isEmpty ? "+nav" : " +nav" }
    if edge.certainty == .uncertain { label += "?" }
    if let count = edge.count { label += label.isEmpty ? "×\(count)" : " ×\(count)" }
    let arrow: String
    switch edge.kind {
    case .push, .embed: arrow = "-->"
    case .sheet, .tab: arrow = "-.->"
    case .cover, .rootSwitch, .setRoutes: arrow = "==>"
    }
    return label.isEmpty ? arrow : "\(arrow)|\"\(escape(label))\"|"
  }

  static func classLines(_ classes: [String: [String]]) -> String {
    let styles = [
      "entry": "fill:#dafbe1,stroke:#1a7f37,stroke-width:2px",
      "root": "fill:#fff8c5,stroke:#57606a,stroke-width:2px",
      "unresolved": "fill:#ffebe9,stroke:#cf222e,stroke-dasharray:4",
      "external": "fill:#f6f8fa,stroke:#8c959f,stroke-dasharray:3",
    ]
    var out = ""
    for name in classes.keys.sorted() {
      guard let nodes = classes[name], let style = styles[name] else { continue }
      out += "  classDef \(name) \(style)\n"
      out += "  class \(nodes.joined(separator: ",")) \(name)\n"
    }
    return out
  }
}
