import ArgumentParser
import FlowGraph
import Foundation

/// The inputs every command reads.
struct InputOptions: ParsableArguments {
  @Argument(
    help: ArgumentHelp(
      "Swift sources (FlowStacks, Stinsen, Navigator, TCACoordinators), definition files (*.flow.yml, *.flow.yaml, *.flow.json), graph JSON files, or directories to search for them.",
      valueName: "input"))
  var inputs: [String]

  @Option(name: .customLong("include"), help: ArgumentHelp("Only read files matching this glob (repeatable; `**` spans folders).", valueName: "glob"))
  var include: [String] = []

  @Option(name: .customLong("exclude"), help: ArgumentHelp("Skip files and folders matching this glob (repeatable).", valueName: "glob"))
  var exclude: [String] = []

  @Flag(name: .shortAndLong, help: "Do not print the summary of what was found, nor progress (both go to stderr only when it is a terminal).")
  var quiet = false

  func validate() throws {
    if inputs.isEmpty { throw ValidationError("Give at least one input file or directory.") }
  }

  /// Loads the graph, printing warnings and (on a terminal) the summary to stderr; errors are thrown with every
  /// position. `requireFlows`: a graph without any coordinator or screen is an error (nothing to draw or export)
  /// rather than an empty file.
  func load(requireFlows: Bool = false) throws -> FlowGraph {
    let status = StatusLine(quiet: quiet)
    let loaded = try status.progress { line in
      try InputLoader(include: include, exclude: exclude).load(inputs) { line.set("reading \($0.description)") }
    }
    report(loaded.warnings)
    status.summary(loaded.graph, counts: loaded.counts)
    try checkFlows(loaded.graph, counts: loaded.counts, required: requireFlows)
    return loaded.graph
  }
}

/// A run that found no coordinator says so and names what flowviz reads: an error where the command would write
/// an empty graph (`render`, `export`), a warning elsewhere.
func checkFlows(_ graph: FlowGraph, counts: InputCounts, required: Bool) throws {
  guard graph.coordinators.isEmpty && graph.screens.isEmpty else { return }
  let message = "\(InputSummary.noFlows) (read \(counts.description))"
  if required {
    report([Diagnostic(.error, message + "; nothing written", file: nil)])
    throw ExitCode(1)
  }
  report([Diagnostic(.warning, message, file: nil)])
}

/// Writes command output to `-o FILE` atomically, or to stdout.
enum OutputWriter {
  static func write(_ data: Data, to path: String?) throws {
    if let path {
      try AtomicFile.write(data, to: path)
    } else {
      try StandardStream.writeOutput(data)
    }
  }
}

extension LayoutEngine: ExpressibleByArgument {}
extension OutputFormat: ExpressibleByArgument {}

enum DirectionArgument: String, CaseIterable, ExpressibleByArgument {
  case auto, TB, LR, BT, RL
  var direction: LayoutDirection { LayoutDirection(rawValue: rawValue) ?? .topToBottom }
}
