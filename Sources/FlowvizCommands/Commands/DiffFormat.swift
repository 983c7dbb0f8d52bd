import ArgumentParser
import FlowGraph
import Foundation

/// What `flowviz diff` writes.
enum DiffFormat: String, CaseIterable, ExpressibleByArgument {
  case markdown, json, svg, html

  init?(path: String) {
    switch URL(fileURLWithPath: path).pathExtension.lowercased() {
    case "md", "markdown": self = .markdown
    case "json": self = .json
    case "svg": self = .svg
    case "html", "htm": self = .html
    default: return nil
    }
  }

  /// `headFindings` go to the HTML report's side panel (findings introduced/fixed are already in `diff`).
  func render(_ diff: GraphDiff, base: FlowGraph, head: FlowGraph, headFindings: [Finding] = []) throws -> Data {
    switch self {
    case .markdown: return Data(DiffMarkdown().render(diff, base: base, head: head).utf8)
    case .json: return Data(DiffDocument.encode(diff).utf8)
    case .svg, .html:
      let union = DiffUnion(diff: diff, base: base, head: head)
      let options = RenderOptions(highlight: union.highlight)
      if self == .svg { return try OutputFormat.svg.render(union.graph, options: options) }
      let report = HTMLReport(options: options, findings: headFindings, changes: DiffText.changes(diff), title: "Navigation flow changes")
      return Data(try report.render(union.graph).utf8)
    }
  }
}
