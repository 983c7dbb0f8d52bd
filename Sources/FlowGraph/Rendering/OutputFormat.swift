import Foundation

/// What `flowviz render` can write.
public enum OutputFormat: String, CaseIterable, Sendable {
  case svg, png, pdf, dot, mermaid, json
  /// Mermaid inside Markdown: each diagram in a ```` ```mermaid ```` fenced block, which GitHub renders.
  case markdown
  /// The interactive HTML report (self-contained: SVG, pan/zoom, search, side panel).
  case html

  /// Text formats go to stdout when no output file is given.
  public var isText: Bool {
    switch self {
    case .svg, .dot, .mermaid, .markdown, .json, .html: return true
    case .png, .pdf: return false
    }
  }

  /// The format an output path's extension names, if any.
  public init?(path: String) {
    switch URL(fileURLWithPath: path).pathExtension.lowercased() {
    case "svg": self = .svg
    case "png": self = .png
    case "pdf": self = .pdf
    case "dot", "gv": self = .dot
    case "mmd", "mermaid": self = .mermaid
    case "md", "markdown": self = .markdown
    case "json": self = .json
    case "html", "htm": self = .html
    default: return nil
    }
  }

  /// Renders a graph: DOT, Mermaid and JSON are ours; SVG, PNG and PDF go through Graphviz in process.
  public func render(_ graph: FlowGraph, options: RenderOptions = RenderOptions()) throws(GraphvizError) -> Data {
    switch self {
    case .dot: return Data(DOTRenderer(options: options).render(graph).utf8)
    case .mermaid: return Data(MermaidRenderer(direction: options.direction).document(graph).utf8)
    case .markdown: return Data(MermaidRenderer(direction: options.direction).markdown(graph).utf8)
    case .json: return Data(GraphJSON.encode(graph).utf8)
    case .html: return Data(try HTMLReport(options: options).render(graph).utf8)
    case .svg, .png, .pdf:
      // Each case maps one-to-one onto a Graphviz format.
      let format = GraphvizFormat(rawValue: rawValue) ?? .svg
      return try LayoutChoice.draw(graph, options: options, format: format).data
    }
  }
}
