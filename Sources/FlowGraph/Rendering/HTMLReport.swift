import Foundation

/// The interactive HTML report: one self-contained file (inline SVG, CSS and script; nothing is loaded from
/// elsewhere) with pan and zoom, search, a coordinator filter and a side panel per screen.
///
/// User text reaches the page two ways only, both inert: inside Graphviz's SVG (which escapes it), and as JSON
/// in a `<script type="application/json">` block with `<`, `>` and `&` written as `\u003c`-style escapes, read
/// by the script and inserted with `textContent`, never as HTML.
public struct HTMLReport: Sendable {
  public var options: RenderOptions
  /// Lint findings to show in the side panel of the screens they name.
  public var findings: [Finding]
  /// Lines describing a diff's changes, listed above the panel (empty for a plain report).
  public var changes: [ReportChange]
  public var title: String

  public init(options: RenderOptions = RenderOptions(), findings: [Finding] = [], changes: [ReportChange] = [], title: String = "Navigation flows") {
    self.options = options
    self.findings = findings
    self.changes = changes
    self.title = title
  }

  public func render(_ input: FlowGraph) throws(GraphvizError) -> String {
    let graph = input.normalized()
    let svgData = try LayoutChoice.draw(graph, options: options, format: .svg).data
    // The app map the page opens on when the whole graph would be too small to read once fit to the window.
    var overview = ""
    if graph.coordinators.count >= 2 {
      var overviewOptions = options
      overviewOptions.engine = .dot
      overview = Self.inlineSVG(String(decoding: try OverviewRenderer(options: overviewOptions).draw(graph, format: .svg), as: UTF8.self))
    }
    let data = HTMLReportData(
      graph: graph, findings: findings.sorted(by: Finding.precedes), highlight: options.highlight,
      changes: changes, title: title)
    return page(svg: Self.inlineSVG(String(decoding: svgData, as: UTF8.self)), overview: overview, json: Self.scriptJSON(data))
  }

  func page(svg: String, overview: String = "", json: String) -> String {
    """
    <!DOCTYPE html>
    <html lang="en">
    <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'; img-src data:">
    <meta name="generator" content="flowviz \(FlowVizVersion.current)">
    <title>\(Self.escapeHTML(title))</title>
    <style>\(HTMLReportAssets.css)</style>
    </head>
    <body>
    <header>
      <h1>\(Self.escapeHTML(title))</h1>
      <input id="search" type="search" placeholder="Search screens, views, coordinators" autocomplete="off" aria-label="Search screens, views and coordinators">
      <span id="search-count" aria-live="polite"></span>
      <select id="coordinator" aria-label="Coordinator filter"><option value="">All coordinators</option></select>
      <span class="zoom"><button id="zoom-in" title="Zoom in">+</button><button id="zoom-out" title="Zoom out">−</button><button id="zoom-fit" title="Fit">Fit</button></span>
      <button id="show-overview" title="One node per coordinator; click one to open it" hidden>Overview</button>
      <button id="show-all" title="Every screen" hidden>All screens</button>
    </header>
    <main>
      <div id="viewport"><div id="stage">
    \(svg)
      </div><div id="overview-stage" hidden>
    \(overview)
      </div></div>
      <aside id="panel">
        <ul id="results"></ul>
        <section id="changes" hidden><h2>Changes</h2><p class="loc">Drawing: green added · red, dashed removed · yellow changed.</p><ul id="change-list"></ul></section>
        <section id="details" hidden>
          <h2 id="panel-title"></h2>
          <dl id="panel-facts"></dl>
          <h3>Outgoing</h3><ul id="outgoing"></ul>
          <h3>Incoming</h3><ul id="incoming"></ul>
          <h3>Back actions</h3><ul id="back"></ul>
          <h3>Findings</h3><ul id="findings"></ul>
        </section>
        <p id="hint">Click a screen to see its edges, findings and source locations. Drag to pan, scroll to zoom.</p>
      </aside>
    </main>
    <script type="application/json" id="flowviz-data">\(json)</script>
    <script>\(HTMLReportAssets.script)</script>
    </body>
    </html>

    """
  }

  /// Graphviz's SVG without the XML prolog and doctype, which do not belong inside HTML.
  static func inlineSVG(_ svg: String) -> String {
    // On the UTF-8 bytes: Foundation's `range(of:)` indexes a multi-megabyte drawing in UTF-16 first.
    guard let start = svg.utf8.firstRange(of: Array("<svg".utf8)) else { return "" }
    return String(svg[start.lowerBound...])
  }

  /// JSON safe inside a `<script>` element: `<`, `>` and `&` (and the JavaScript line separators) escaped.
  static func scriptJSON<T: Encodable>(_ value: T) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    // Plain value types with String keys always encode.
    let data = (try? encoder.encode(value)) ?? Data("{}".utf8)
    // Byte by byte (a few megabytes for thousands of screens): `<`, `>`, `&` and U+2028/U+2029 (E2 80 A8/A9 in
    // UTF-8) written as escapes, everything else copied.
    var out: [UInt8] = []
    out.reserveCapacity(data.count + data.count / 16)
    data.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) in
      var i = 0
      let n = bytes.count
      while i < n {
        let b = bytes[i]
        switch b {
        case UInt8(ascii: "<"): out += Array("\\u003c".utf8)
        case UInt8(ascii: ">"): out += Array("\\u003e".utf8)
        case UInt8(ascii: "&"): out += Array("\\u0026".utf8)
        case 0xE2 where i + 2 < n && bytes[i + 1] == 0x80 && (bytes[i + 2] == 0xA8 || bytes[i + 2] == 0xA9):
          out += Array((bytes[i + 2] == 0xA8 ? "\\u2028" : "\\u2029").utf8)
          i += 3
          continue
        default: out.append(b)
        }
        i += 1
      }
    }
    return String(decoding: out, as: UTF8.self)
  }

  static func escapeHTML(_ text: String) -> String {
    var out = ""
    for character in text {
      switch character {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      case "'": out += "&#39;"
      default: out.append(character)
      }
    }
    return out
  }
}
