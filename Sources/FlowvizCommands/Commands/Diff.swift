import ArgumentParser
import FlowGraph
import Foundation

extension FlowViz {
  struct Diff: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Show what a change does to the navigation graph: screens, coordinators, edges and entry points.",
      discussion: """
        Compares a base and a head graph by identity (coordinator and screen ids, edge endpoints), never by line \
        numbers: moving code is not a change. Each side is any input flowviz reads (Swift sources, definition files, \
        graph JSON, directories). With --base-ref, the base is read from the same paths (or --base's) as they were at a git ref, \
        extracted with `git archive` into a temporary directory that is removed afterwards; the working tree is \
        never touched.

        Both sides are linted with the configuration `flowviz lint` uses (--config, else the nearest .flowviz.yml from the working directory; a base read from a git ref uses the same file), and the findings introduced and fixed are reported in every format, matched by rule and screens, never by line or file path. --no-lint skips this.

        Formats: markdown (a pull-request comment: summary, Mermaid diagram of the changed neighbourhood within \
        GitHub's limits, table of changes), json, svg (the whole graph, changes highlighted: added green, removed \
        red and dashed, changed yellow), html (the interactive report of the whole graph, changes highlighted).

        Examples:
          flowviz diff --base base.json --head Flows/ > comment.md
          flowviz diff --base-ref origin/main --head Flows/ --format svg -o changes.svg
        """)

    @Option(name: .customLong("base"), help: ArgumentHelp("The base side's input (repeatable): Swift sources (FlowStacks, Stinsen, Navigator, TCACoordinators), definition files, graph JSON, or directories.", valueName: "input"))
    var base: [String] = []

    @Option(name: .customLong("head"), help: ArgumentHelp("The head side's input (repeatable): Swift sources (FlowStacks, Stinsen, Navigator, TCACoordinators), definition files, graph JSON, or directories.", valueName: "input"))
    var head: [String] = []

    @Option(name: .customLong("base-ref"), help: ArgumentHelp("Read the base inputs as they are at this git ref.", valueName: "ref"))
    var baseRef: String?

    @Option(help: "Output format: markdown, json, svg, html. Default: from -o's extension, else markdown.")
    var format: DiffFormat?

    @Option(name: .shortAndLong, help: ArgumentHelp("The output file (default: stdout; written atomically).", valueName: "file"))
    var output: String?

    @Option(help: ArgumentHelp("The lint configuration file (default: the nearest .flowviz.yml).", valueName: "file"))
    var config: String?

    @Flag(name: .customLong("no-lint"), help: "Compare the graphs only: do not lint either side.")
    var noLint = false

    @Flag(name: .shortAndLong, help: "Do not print each side's summary, nor progress (both go to stderr only when it is a terminal).")
    var quiet = false

    @Option(name: .customLong("include"), help: ArgumentHelp("Only read files matching this glob (repeatable).", valueName: "glob"))
    var include: [String] = []

    @Option(name: .customLong("exclude"), help: ArgumentHelp("Skip files and folders matching this glob (repeatable).", valueName: "glob"))
    var exclude: [String] = []

    func validate() throws {
      if head.isEmpty { throw ValidationError("Give the head side with --head INPUT.") }
      if base.isEmpty && baseRef == nil { throw ValidationError("Give the base side with --base INPUT or --base-ref REF.") }
      if format == nil, let output, DiffFormat(path: output) == nil {
        throw ValidationError("Cannot tell the format from '\(output)'. Use .md .json .svg .html or --format.")
      }
    }

    func run() throws {
      let cwd = FileManager.default.currentDirectoryPath
      let headGraph = try load(head, in: cwd, side: "head")
      let headFindings = try lint(headGraph, inputs: head, in: cwd)
      let baseGraph: FlowGraph
      let baseFindings: [Finding]?
      if let baseRef {
        let snapshot = try GitSnapshot.make(ref: baseRef, paths: base.isEmpty ? head : base, workingDirectory: cwd)
        defer { snapshot.remove() }
        for path in snapshot.missing {
          report([Diagnostic(.note, "not present at \(baseRef): the base has nothing from it", file: path)])
        }
        do {
          baseGraph = snapshot.paths.isEmpty ? FlowGraph() : try load(snapshot.paths, in: snapshot.workingDirectory, side: "base")
          baseFindings = try lint(baseGraph, inputs: snapshot.paths, in: snapshot.workingDirectory)
        } catch let error as InputError {
          // Paths are the same as in the working tree: say which side they belong to.
          throw InputError(error.diagnostics + [Diagnostic(.note, "the errors above are in the base, as of \(baseRef)", file: nil)])
        }
      } else {
        baseGraph = try load(base, in: cwd, side: "base")
        baseFindings = try lint(baseGraph, inputs: base, in: cwd)
      }
      let diff = GraphDiff(base: baseGraph, head: headGraph, baseFindings: baseFindings, headFindings: headFindings)
      let chosen = format ?? output.flatMap(DiffFormat.init(path:)) ?? .markdown
      let data = try chosen.render(diff, base: baseGraph, head: headGraph, headFindings: headFindings ?? [])
      try OutputWriter.write(data, to: output)
    }

    /// The side's lint findings; the configuration is always looked up from the user's working directory, also
    /// for a base extracted from a git ref into a temporary directory.
    func lint(_ graph: FlowGraph, inputs: [String], in directory: String) throws -> [Finding]? {
      if noLint { return nil }
      let cwd = FileManager.default.currentDirectoryPath
      let configPath = config.map { URL(fileURLWithPath: $0, relativeTo: URL(fileURLWithPath: cwd + "/")).path }
        ?? LintConfiguration.find(from: cwd)
      let run = LintRun(inputs: inputs, workingDirectory: directory, configPath: configPath, include: include, exclude: exclude)
      return try run.lint(graph).findings
    }

    func load(_ paths: [String], in directory: String, side: String) throws -> FlowGraph {
      let status = StatusLine(quiet: quiet)
      let loaded = try status.progress { line in
        try InputLoader(include: include, exclude: exclude, workingDirectory: directory).load(paths) { line.set("reading the \(side): \($0.description)") }
      }
      report(loaded.warnings)
      // One side without any coordinator is a normal diff (flows added or removed): only the summary says so.
      status.summary(loaded.graph, counts: loaded.counts, label: side)
      return loaded.graph
    }
  }
}
