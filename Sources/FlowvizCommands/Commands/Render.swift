import ArgumentParser
import FlowGraph
import Foundation

extension FlowViz {
  struct Render: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Draw the navigation graph as SVG, PNG, PDF, DOT, Mermaid, JSON or an interactive HTML report.",
      discussion: """
        The format comes from --format, else from the extension of -o (.svg .png .pdf .dot/.gv .mmd .md .json .html; .md wraps Mermaid in a fenced block). \
        Text formats (svg, dot, mermaid, markdown, json, html) go to stdout when -o is not given. SVG, PNG and PDF are laid out \
        by the Graphviz C library in process. Output files are written atomically: a failed render leaves no file.

        Screens show their view type, and below it their route or case when that names something else; coordinator \
        boxes show the type name (and platforms), library and kind. A small legend of the marks used is drawn in \
        SVG, PNG, PDF, DOT and HTML output (--no-legend leaves it out).

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
          flowviz render Samples/Definitions --overview -o map.svg     # one node per coordinator
          flowviz render Samples/Definitions --coordinator Checkout -o checkout.svg
          flowviz render Samples/Definitions --split flows/            # index.svg + one linked page per coordinator

        Large apps: --overview draws one node per coordinator; --coordinator NAME one coordinator with its \
        neighbours as stubs; --split DIR both, as linked SVG pages. The HTML report opens on the overview when the \
        whole graph would be too small to read.

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

    @Flag(name: .customLong("no-clusters"), help: "Do not draw coordinators as boxes around their screens (a graph of more than 500 coordinators is drawn without them anyway, with a note).")
    var noClusters = false

    @Flag(name: .customLong("no-legend"), help: "Do not draw the legend (SVG, PNG, PDF, DOT, HTML).")
    var noLegend = false

    @Flag(help: "Draw the app map: one node per coordinator, edges between coordinators counted by kind (svg, png, pdf, dot).")
    var overview = false

    @Option(
      name: .customLong("coordinator"),
      help: ArgumentHelp(
        "Draw only this coordinator's screens, with the screens and coordinators it leads to or comes from as stubs (repeatable; its id, type name, or Name@platform, Name@Module when two share it).",
        valueName: "name"))
    var coordinators: [String] = []

    @Option(help: ArgumentHelp("Write the overview (index.svg) and one SVG page per coordinator into this folder, linked to each other.", valueName: "dir"))
    var split: String?

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
      if [overview, !coordinators.isEmpty, split != nil].filter({ $0 }).count > 1 {
        throw ValidationError("Choose one of --overview, --coordinator and --split.")
      }
      if split != nil, output != nil || format != nil {
        throw ValidationError("--split writes SVG files into its folder: leave out -o and --format.")
      }
      if overview, let chosen = format ?? output.flatMap(OutputFormat.init(path:)), ![.svg, .png, .pdf, .dot].contains(chosen) {
        throw ValidationError("--overview draws svg, png, pdf or dot, not \(chosen.rawValue).")
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
      if let split {
        try writeSplit(graph, options: options, to: split)
        return
      }
      if overview {
        let renderer = OverviewRenderer(options: options)
        let data = chosen == .dot
          ? Data(renderer.render(graph).utf8) : try renderer.draw(graph, format: GraphvizFormat(rawValue: chosen.rawValue) ?? .svg)
        try OutputWriter.write(data, to: output)
        return
      }
      if !coordinators.isEmpty {
        let lookup = CoordinatorLookup(graph)
        var ids = Set<String>()
        for name in coordinators {
          let match = lookup.coordinator(name)
          guard case .found(let id) = match else {
            throw ValidationError(CoordinatorLookup.message("coordinator", name, match) + " (--coordinator)")
          }
          ids.insert(id)
        }
        let focus = GraphFocus(graph, coordinators: ids)
        graph = focus.graph
        options.stubs = focus.stubs
      }
      if [.svg, .png, .pdf, .html].contains(chosen), let note = LayoutDensity.note(for: graph, requested: engine) {
        StandardStream.writeError("flowviz: \(note)\n")
      }
      if [.svg, .png, .pdf, .html].contains(chosen), let note = LayoutDensity.clusterNote(for: graph, requested: options.clusters) {
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

    /// The split render's files, each written atomically into `directory` (created when missing).
    func writeSplit(_ graph: FlowGraph, options: RenderOptions, to directory: String) throws {
      var isDirectory: ObjCBool = false
      if FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory), !isDirectory.boolValue {
        throw ValidationError("\(directory): not a folder (--split)")
      }
      try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
      let files = try SplitRender(options: options).files(graph)
      for file in files {
        try OutputWriter.write(file.data, to: URL(fileURLWithPath: directory).appendingPathComponent(file.name).path)
      }
      StandardStream.writeError("flowviz: wrote \(files.count) files to \(directory) (open \(SplitRender.overviewFile))\n")
    }
  }
}
