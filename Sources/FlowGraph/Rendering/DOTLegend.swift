/// The small legend drawn inside SVG, PNG, PDF and HTML output: only the marks the graph uses.
///
/// One Graphviz node with an HTML-like table label (a separate component: dot puts it in the first rank, out of
/// the flows' way). Every text in it is ours, so nothing needs escaping.
enum DOTLegend {
  /// The legend node's DOT statement, or nil when the graph draws nothing a legend would explain.
  static func node(_ graph: FlowGraph, entries hasEntry: Bool, roots hasRoot: Bool, anchors hasAnchor: Bool) -> String? {
    guard !graph.screens.isEmpty || !graph.coordinators.isEmpty else { return nil }
    var rows: [(sample: String, color: String, background: String?, text: String)] = []
    if hasEntry { rows.append(("entry", "#1a7f37", "#dafbe1", "where the app starts")) }
    if hasRoot { rows.append(("root", "#24292f", "#fff8c5", "a coordinator's first screen")) }
    if hasAnchor { rows.append(("code", "#24292f", "#f6f8fa", "the coordinator's own code")) }
    let kinds = Set(graph.edges.map(\.kind) + graph.unresolved.map(\.kind))
    for kind in EdgeKind.allCases where kinds.contains(kind) {
      let (sample, color, text) = edgeRow(kind)
      rows.append((sample, color, nil, text))
    }
    let ids = Set(graph.coordinators.map(\.id))
    if graph.edges.contains(where: { ids.contains($0.to) }) {
      rows.append(("━━◇→", "#24292f", nil, "starts a child coordinator"))
    }
    if graph.edges.contains(where: \.withNavigation) { rows.append(("+nav", "#24292f", nil, "brings its own navigation")) }
    if !graph.unresolved.isEmpty { rows.append(("? expr", "#cf222e", "#ffebe9", "destination unknown statically")) }
    guard !rows.isEmpty else { return nil }
    var table = "<TABLE BORDER=\"0\" CELLBORDER=\"0\" CELLSPACING=\"1\" CELLPADDING=\"1\">"
    table += "<TR><TD COLSPAN=\"2\" ALIGN=\"LEFT\"><B>Legend</B></TD></TR>"
    for row in rows {
      let background = row.background.map { " BGCOLOR=\"\($0)\"" } ?? ""
      table += "<TR><TD ALIGN=\"LEFT\"\(background)><FONT COLOR=\"\(row.color)\">\(row.sample)</FONT></TD>"
      table += "<TD ALIGN=\"LEFT\">\(row.text)</TD></TR>"
    }
    table += "</TABLE>"
    return "  legend [shape=box, style=\"rounded\", color=\"#d0d7de\", fontsize=9, margin=\"0.05,0.03\", tooltip=\"Legend\", label=<\(table)>];\n"
  }

  static func edgeRow(_ kind: EdgeKind) -> (sample: String, color: String, text: String) {
    switch kind {
    case .push: return ("——→", "#24292f", "push")
    case .sheet: return ("- - →", "#0969da", "sheet")
    case .cover: return ("= = →", "#8250df", "full-screen cover")
    case .tab: return ("· · ▷", "#6e7781", "tab")
    case .rootSwitch: return ("━━ →", "#bc4c00", "root switch")
    case .embed: return ("—— ◆", "#6e7781", "embedded")
    case .setRoutes: return ("━━ ↠", "#1a7f37", "sets the routes (deep link)")
    }
  }
}
