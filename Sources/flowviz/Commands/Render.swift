import ArgumentParser
import FlowGraph
import Foundation

extension FlowViz {
  struct Render: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Draw the navigation graph as SVG, PNG, PDF, DOT, Mermaid, JSON or an interactive HTML report.",
      discussion: """
        The format comes from --format, else from the extension of -o (.svg .png .pdf .dot/.gv .mmd .md .json .html; .md wraps Mermaid in a fenced block). \
        Text formats (svg, dot, mermaid, json, html) go to stdout when -o is not given. SVG, PNG and PDF are laid out \
        by the Graphviz C library in process. Output files are written atomically: a failed render leaves no file.

        Legend: coordinators are boxes (children nested in their parent); entry screens have a double green \
        border, root screens a bold yellow one; push is a solid arrow, sheet dashed blue, cover dashed bold \
        purple, tab dotted grey, root-switch bold orange, set-routes (deep link) bold green with a double head; \
        an edge to a child coordinator is thick with a diamond; "+nav" marks a presented layer that brings its \
        own navigation container; red notes are destinations that cannot be known statically.

        Examples:
          flowviz render Samples/Definitions -o flows.svg
          flowviz render App.flow.yml --format mermaid > flows.mmd
          flowviz render App.flow.yml -o flows.png --engine fdp --direction LR
          flowviz render Samples/Definitions -o report.html   # self-contained: pan/zoom, search, side panel

        The HTML report's side panel lists each screen's lint findings: the graph is linted with the configuration `flowviz lint` uses (--config, else the nearest .flowviz.yml; no baseline). --no-lint leaves them out.
        """)

    @OptionGroup var input: InputOptions

    @Option(name: .shortAndLong, help: ArgumentHelp("The output file (written atomically).", valueName: "file"))
    var output: String?

    @Option(help: "Output format: \(OutputFormat.allCases.map(\.rawValue).joined(separator: ", ")). Default: from -o's extension, else svg.")
    var format: OutputFormat?

    @Option(help: "Graphviz layout engine: \(LayoutEngine.allCases.map(\.rawValue).joined(separator: ", ")).")
    var engine: LayoutEngine = .dot

    @Option(help: "Flow direction: auto (SVG, PNG, PDF and HTML: TB or LR, whichever draws closer to square; TB for DOT and Mermaid), TB (top to bottom), LR, BT, RL.")
    var direction: DirectionArgument = .auto

    @Flag(name: .customLong("no-clusters"), help: "Do not draw coordinators as boxes around their screens.")
    var noClusters = false

    @Flag(name: .customLong("no-legend"), help: "Do not draw the legend (SVG, PNG, PDF, DOT, HTML).")
    var noLegend = false

    @Option(
      parsing: .upToNextOption,
      help: ArgumentHelp("Route traces (JSON Lines): draw each edge's runtime count and grey screens never visited.", valueName: "trace"))
    var trace: [String] = []

    @Option(help: ArgumentHelp("The lint configuration for the HTML report's findings (default: the nearest .flowviz.yml).", valueName: "file"))
    var config: String?

    @Flag(name: .customLong("no-lint"), help: "HTML report: do not lint the graph (no findings in the side panel).")
    var noLint = false

    func validate() throws {
      if format == nil, let output, OutputFormat(path: output) == nil {
        throw ValidationError(
          "Cannot tell the format from '\(output)'. Use an extension (.svg .png .pdf .dot .gv .mmd .md .json .html) or --format with one of: \(OutputFormat.allCases.map(\.rawValue).joined(separator: ", ")).")
      }
      if output == nil, let format, !format.isText {
        throw ValidationError("\(format.rawValue) is binary: give an output file with -o.")
      }
    }

    func run() throws {
      let loaded = try input.load(requireFlows: true)
      var graph = loaded
      let chosen = format ?? output.flatMap(OutputFormat.init(path:)) ?? .svg
      var options = RenderOptions(
        engine: engine, direction: direction.direction, automaticDirection: direction == .auto, clusters: !noClusters,
        legend: !noLegend)
      if !trace.isEmpty { (graph, options.visitedScreens) = TraceOverlay.apply(traces: trace, to: graph) }
      if [.svg, .png, .pdf, .html].contains(chosen), let note = LayoutDensity.note(for: graph, requested: engine) {
        StandardStream.writeError("flowviz: \(note)\n")
      }
      let data: Data
      if chosen == .html && !noLint {
        // Lint the graph as loaded (before the trace overlay, which only adds counts).
        let run = LintRun(inputs: input.inputs, configPath: config, include: input.include, exclude: input.exclude)
        let findings = try run.lint(loaded).findings
        data = Data(try HTMLReport(options: options, findings: findings).render(graph).utf8)
      } else {
        data = try chosen.render(graph, options: options)
      }
      try OutputWriter.write(data, to: output)
    }
  }
}
