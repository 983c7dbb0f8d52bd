/// A diff as a pull-request comment: a summary line, a Mermaid diagram of the changed neighbourhood, and a
/// table of changes, within GitHub's limits (500 edges and 50,000 characters per diagram, 65,536 characters
/// per comment). A diagram too large for GitHub, or for the comment beside the table, becomes a list of changed
/// screens and a note; rows past the comment limit are cut with a note saying how many.
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
    // Keep room for the cut notes so that the comment never exceeds the limit.
    let budget = maxCharacters - 600
    let union = DiffUnion(diff: diff, base: base, head: head)
    let rows = DiffRows(diff).rows.map { "| \($0.sign) | \($0.change) | \($0.item) | \($0.details) |\n" }
    let header = "\n| | Change | Item | Details |\n|---|---|---|---|\n"
    let svgHint = "`flowviz diff --format svg` draws the whole graph with the changes highlighted."
    let legend = "(+ added, − removed, ~ changed or with changed edges, [coordinator])"
    var degraded: String?
    switch mermaid.render(union) {
    case .diagram(let text):
      let section = "\n```mermaid\n\(text)```\n\n"
        + "<sub>Green: added · red, dashed: removed · yellow: changed · white: unchanged neighbours.</sub>\n"
      if Markdown.length(out + section + header + rows.joined()) <= budget {
        out += section
      } else {
        degraded = "\n> [!NOTE]\n> The diagram of the changed neighbourhood and the table together exceed what a GitHub "
          + "comment holds (\(maxCharacters) characters), so the changed screens are listed instead \(legend). \(svgHint)\n\n"
      }
    case .tooLarge(let edges, let characters):
      degraded = "\n> [!NOTE]\n> The changed neighbourhood (\(edges) edges, \(characters) characters) is larger than GitHub "
        + "renders in one Mermaid diagram (\(mermaid.maxEdges) edges, \(mermaid.maxCharacters) characters), so it "
        + "is listed instead \(legend). \(svgHint)\n\n"
    case .empty:
      break
    }
    if let degraded {
      out += degraded
      // The list may take half of what is left; the table gets the rest.
      let listBudget = Markdown.length(out) + (budget - Markdown.length(out)) / 2
      let lines = changedNodeList(union)
      var shown = 0
      for line in lines {
        guard Markdown.length(out) + Markdown.length(line) <= listBudget else { break }
        out += line
        shown += 1
      }
      if shown < lines.count { out += "- … and \(lines.count - shown) more coordinators with changes\n" }
    }
    out += header
    var shown = 0
    for row in rows {
      guard Markdown.length(out) + Markdown.length(row) <= budget else { break }
      out += row
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
    let count = diff.changeCount == 1 ? "1 change" : "\(diff.changeCount) changes"
    return "**\(count)** — " + parts.joined(separator: " · ")
  }

  /// The degraded form of the diagram: changed screens by coordinator.
  func changedNodeList(_ union: DiffUnion) -> [String] {
    let signs: [DiffHighlight.Mark: String] = [.added: "+", .removed: "−", .changed: "~"]
    var byOwner: [String: [String]] = [:]
    for node in union.changedNodes.sorted() {
      let sign = union.highlight.nodes[node].flatMap { signs[$0] } ?? "~"
      let name = union.screen(node)?.name ?? union.coordinator(node).map { "[\($0.name)]" } ?? node
      byOwner[union.owner(of: node) ?? "", default: []].append("\(sign)\(Markdown.text(name))")
    }
    return byOwner.keys.sorted().map { owner in
      let title = owner.isEmpty ? "(no coordinator)" : Markdown.code(union.coordinator(owner)?.name ?? owner)
      return "- \(title): \((byOwner[owner] ?? []).joined(separator: ", "))\n"
    }
  }
}
