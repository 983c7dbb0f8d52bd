/// A diff as a pull-request comment: a summary line, a Mermaid diagram of the changed neighbourhood, and a
/// table of changes, within GitHub's limits (500 edges and 50,000 characters per diagram, 65,536 characters
/// per comment). A diagram too large becomes a list of changed screens and a note; rows past the comment
/// limit are cut with a note saying how many.
public struct DiffMarkdown: Sendable {
  public var mermaid: DiffMermaid
  public var maxCharacters: Int
  public var title: String

  public init(mermaid: DiffMermaid = DiffMermaid(), maxCharacters: Int = 65_536, title: String = "Navigation flow changes") {
    self.mermaid = mermaid
    self.maxCharacters = maxCharacters
    self.title = title
  }

  public func render(_ diff: GraphDiff, base: FlowGraph, head: FlowGraph) -> String {
    var out = "### \(Markdown.text(title))\n\n\(summary(diff))\n"
    if diff.isEmpty { return out }
    let union = DiffUnion(diff: diff, base: base, head: head)
    switch mermaid.render(union) {
    case .diagram(let text):
      out += "\n```mermaid\n\(text)```\n\n"
      out += "<sub>Green: added · red, dashed: removed · yellow: changed · white: unchanged neighbours.</sub>\n"
    case .tooLarge(let edges, let characters):
      out += "\n> [!NOTE]\n> The changed neighbourhood (\(edges) edges, \(characters) characters) is larger than GitHub "
      out += "renders in one Mermaid diagram (\(mermaid.maxEdges) edges, \(mermaid.maxCharacters) characters), so it "
      out += "is listed instead (+ added, − removed, ~ changed or with changed edges, [coordinator]). "
      out += "`flowviz diff --format svg` draws the whole graph with the changes highlighted.\n\n"
      out += changedNodeList(union)
    case .empty:
      break
    }
    let rows = DiffRows(diff).rows
    let header = "\n| | Change | Item | Details |\n|---|---|---|---|\n"
    out += header
    // Keep room for the cut note so that the comment never exceeds the limit.
    let budget = maxCharacters - 400
    var shown = 0
    for row in rows {
      let line = "| \(row.sign) | \(row.change) | \(row.item) | \(row.details) |\n"
      guard Markdown.length(out) + Markdown.length(line) <= budget else { break }
      out += line
      shown += 1
    }
    if shown < rows.count {
      out += "\n> [!NOTE]\n> \(rows.count - shown) more changes are not listed: a GitHub comment holds at most "
      out += "\(maxCharacters) characters. `flowviz diff --format json` lists every change.\n"
    }
    return out
  }

  /// One line: what changed, by kind, in numbers.
  public func summary(_ diff: GraphDiff) -> String {
    if diff.isEmpty { return "No navigation changes." }
    func part(_ noun: String, _ added: Int, _ removed: Int, _ changed: Int, verbs: (String, String) = ("added", "removed")) -> String? {
      var bits: [String] = []
      if added > 0 { bits.append("\(added) \(verbs.0)") }
      if removed > 0 { bits.append("\(removed) \(verbs.1)") }
      if changed > 0 { bits.append("\(changed) changed") }
      return bits.isEmpty ? nil : "\(noun): \(bits.joined(separator: ", "))"
    }
    let parts = [
      part("coordinators", diff.coordinatorsAdded.count, diff.coordinatorsRemoved.count, diff.coordinatorsChanged.count),
      part("screens", diff.screensAdded.count, diff.screensRemoved.count, diff.screensChanged.count),
      part("edges", diff.edgesAdded.count, diff.edgesRemoved.count, diff.edgesChanged.count),
      part("entry points", diff.entryPointsAdded.count, diff.entryPointsRemoved.count, 0),
      part("findings", diff.findingsIntroduced.count, diff.findingsFixed.count, 0, verbs: ("introduced", "fixed")),
    ].compactMap { $0 }
    return "**\(diff.changeCount) changes** — " + parts.joined(separator: " · ")
  }

  /// The degraded form of the diagram: changed screens by coordinator.
  func changedNodeList(_ union: DiffUnion) -> String {
    let signs: [DiffHighlight.Mark: String] = [.added: "+", .removed: "−", .changed: "~"]
    var byOwner: [String: [String]] = [:]
    for node in union.changedNodes.sorted() {
      let sign = union.highlight.nodes[node].flatMap { signs[$0] } ?? "~"
      let name = union.graph.screen(node)?.name ?? union.graph.coordinator(node).map { "[\($0.name)]" } ?? node
      byOwner[union.graph.owner(of: node) ?? "", default: []].append("\(sign)\(Markdown.text(name))")
    }
    var out = ""
    for owner in byOwner.keys.sorted() {
      let title = owner.isEmpty ? "(no coordinator)" : Markdown.code(union.graph.coordinator(owner)?.name ?? owner)
      out += "- \(title): \((byOwner[owner] ?? []).joined(separator: ", "))\n"
    }
    return out
  }
}
