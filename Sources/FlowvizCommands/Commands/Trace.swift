import ArgumentParser
import FlowGraph
import Foundation

extension FlowViz {
  struct Trace: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Analyse route traces recorded at run time: multi-step transitions, and coverage of the graph.",
      discussion: """
        A trace is JSON Lines, one snapshot of one coordinator's routes per line, oldest first: flowviz's form \
        {"coordinator": "App", "routes": [{"style": "root", "screen": "home", "withNavigation": true}, …], \
        "session": "…", "time": …, "cause": "user"}, or FlowStacks' own Codable encoding of [Route<Screen>] \
        (a bare array, or as the "routes" value). Files are streamed: memory does not grow with their length. \
        Use - for standard input (gunzip -c trace.jsonl.gz | flowviz trace -).

        Between consecutive snapshots of one coordinator and session, each update is split into steps by \
        FlowStacks' rules; an update of 3 or more steps is a multi-step transition. With --graph, each static \
        edge gets its runtime count, and screens never visited, transitions the graph lacks and going back \
        where the code has no back action are listed.

        Output: --format text (default) prints a summary (files, updates, multi-step transitions with their step plans, coverage); --format json writes the whole report. --reporter writes only the findings, with the linter's reporters (xcode, json, sarif, github-actions-logging, junit, checkstyle, markdown; as in `flowviz lint`): each at the trace file and its 1-based line, with the linter's rule id where it means the same (multi-step-transition) and trace-* ids otherwise. Use one of --format and --reporter, not both.

        Exit codes: 0 success, 1 usage error or a trace file that cannot be read at all (missing, unreadable, gzip-compressed; with --strict, also any bad line).

        Examples:
          flowviz trace traces/*.jsonl --ios 16 --navigation view
          flowviz trace routes.jsonl --graph Samples/Definitions --format json -o coverage.json
          flowviz trace routes.jsonl --graph Samples/Definitions --reporter sarif -o trace.sarif
        """)

    @Argument(help: ArgumentHelp("Trace files (JSON Lines); - reads standard input.", valueName: "trace"))
    var traces: [String]

    @Option(
      parsing: .upToNextOption,
      help: ArgumentHelp("Inputs of the static graph for coverage: Swift sources (FlowStacks, Stinsen, Navigator, TCACoordinators), definition files (*.flow.yml, *.flow.yaml, *.flow.json), graph JSON, or directories.", valueName: "input"))
    var graph: [String] = []

    @Option(help: "The summary's format: text (default) or json. Not with --reporter.")
    var format: TraceFormat?

    @Option(help: "Write only the findings with a linter reporter: \(ReportFormat.allCases.map(\.rawValue).joined(separator: ", ")). Not with --format.")
    var reporter: ReportFormat?

    @Option(help: ArgumentHelp("The coordinator of lines that name none (bare FlowStacks routes arrays): its id or type name (Name@iOS, Name@Module when two share it).", valueName: "name"))
    var coordinator: String?

    @OptionGroup var platform: PlatformOptions

    @Flag(help: "Make bad lines and unknown screens fatal (exit 1).")
    var strict = false

    @Flag(name: .shortAndLong, help: "Do not print the summary of the --graph inputs, nor progress (both go to stderr only when it is a terminal).")
    var quiet = false

    @Option(name: .shortAndLong, help: ArgumentHelp("The output file (default: stdout; written atomically).", valueName: "file"))
    var output: String?

    func validate() throws {
      if traces.isEmpty { throw ValidationError("Give at least one trace file (or - for standard input).") }
      if traces.filter({ $0 == "-" }).count > 1 { throw ValidationError("Standard input (-) can be read only once.") }
      if format != nil && reporter != nil {
        throw ValidationError(
          "Use either --format (the summary, text or json) or --reporter (the findings, in a linter format), not both.")
      }
    }

    func run() throws {
      let staticGraph = graph.isEmpty ? nil : try loadGraph(graph, status: StatusLine(quiet: quiet))
      var defaultCoordinator = coordinator
      if let coordinator, let staticGraph {
        // The coordinator by any name the lookup takes (id, type name, `Name@iOS`); an unknown one is an error.
        let match = CoordinatorLookup(staticGraph).coordinator(coordinator)
        guard case .found(let id) = match else {
          throw ValidationError(CoordinatorLookup.message("coordinator", coordinator, match) + " (--coordinator)")
        }
        defaultCoordinator = id
      }
      var analyzer = TraceAnalyzer(assumptions: platform.assumptions, graph: staticGraph, defaultCoordinator: defaultCoordinator)
      for path in traces { analyzer.read(path: path, display: path == "-" ? "<stdin>" : path) }
      let result = analyzer.report()
      let text: String
      switch (reporter, format ?? .text) {
      case (let reporter?, _): text = reporter.reporter.report(result.lintResult)
      case (nil, .text): text = TraceTextFormatter.format(result)
      case (nil, .json): text = try TraceReportJSON.encode(result)
      }
      try OutputWriter.write(Data(text.utf8), to: output)
      // Bad input also goes to stderr, so that it is seen when the report goes to a file (a reporter on stdout
      // already shows it).
      let bad = result.findings.filter { $0.rule == .badInput || $0.rule == .unknownScreen }
      if reporter == nil || output != nil { report(bad.map(\.diagnostic)) }
      // A file that could not be read as a trace at all (missing, compressed, unreadable) is an input error.
      let unopened = bad.contains { $0.rule == .badInput && $0.line == nil }
      if unopened || (strict && result.problems > 0) {
        if result.problems > bad.count {
          StandardStream.writeError("… \(result.problems) problem(s) in all\n")
        }
        throw ExitCode(1)
      }
    }
  }
}

/// Loads a graph from paths given to an option (`trace --graph`), printing warnings and the summary to stderr.
func loadGraph(_ paths: [String], status: StatusLine) throws -> FlowGraph {
  let loaded = try status.progress { line in try InputLoader().load(paths) { line.set("reading \($0.description)") } }
  report(loaded.warnings)
  status.summary(loaded.graph, counts: loaded.counts)
  try checkFlows(loaded.graph, counts: loaded.counts, required: false)
  return loaded.graph
}

enum TraceFormat: String, CaseIterable, ExpressibleByArgument {
  case text, json
}

/// `render --trace`: the graph with runtime edge counts, and the screens the traces visited.
enum TraceOverlay {
  static func apply(traces: [String], to graph: FlowGraph) -> (FlowGraph, Set<String>) {
    var analyzer = TraceAnalyzer(graph: graph)
    for path in traces { analyzer.read(path: path) }
    let result = analyzer.report()
    report(result.findings.filter { $0.rule == .badInput }.map(\.diagnostic))
    return (analyzer.annotated(graph), result.visitedScreens)
  }
}
