import FlowGraph
import Foundation

#if canImport(FoundationXML)
import FoundationXML
#endif

/// What every output must be: well-formed XML or JSON where the format says so, and errors with a position.
enum OutputChecks {
  static func xml(_ text: String, _ what: String) -> String? {
    let parser = XMLParser(data: Data(text.utf8))
    return parser.parse() ? nil : "\(what) is not well-formed XML: \(parser.parserError.map { "\($0)" } ?? "?")"
  }

  static func json(_ text: String, _ what: String) -> String? {
    (try? JSONSerialization.jsonObject(with: Data(text.utf8), options: [.fragmentsAllowed])) == nil ? "\(what) is not valid JSON" : nil
  }

  /// Each diagnostic must name a line when its file has lines to point at.
  static func positioned(_ diagnostics: [Diagnostic], _ what: String) -> String? {
    let unplaced = diagnostics.filter { $0.location == nil }
    return unplaced.isEmpty ? nil : "\(what) without a position: \(unplaced.map(\.description).joined(separator: " | "))"
  }

  /// The renderers and reporters over one graph: DOT, Mermaid, graph JSON, every lint report format, and now and
  /// then the SVG Graphviz makes.
  static func graph(_ graph: FlowGraph, withSVG: Bool) -> [String] {
    var problems: [String] = []
    _ = DOTRenderer().render(graph)
    _ = MermaidRenderer().document(graph)
    if let p = json(GraphJSON.encode(graph), "graph JSON") { problems.append(p) }
    _ = FlowDump.render(graph)
    let result = Linter().lint(graph)
    for format in ReportFormat.allCases {
      let text = format.reporter.report(result)
      switch format {
      case .junit, .checkstyle: if let p = xml(text, format.rawValue) { problems.append(p) }
      case .json, .sarif: if let p = json(text, format.rawValue) { problems.append(p) }
      default: break
      }
    }
    if withSVG {
      do {
        let svg = try OutputFormat.svg.render(graph)
        if let p = xml(String(decoding: svg, as: UTF8.self), "SVG") { problems.append(p) }
      } catch {
        problems.append("SVG rendering failed: \(error)")
      }
    }
    return problems
  }
}
