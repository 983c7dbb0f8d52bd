import ArgumentParser
import FlowGraph
import Foundation

/// The inputs every command reads.
struct InputOptions: ParsableArguments {
  @Argument(
    help: ArgumentHelp(
      "Swift source files, definition files (*.flow.yml, *.flow.yaml, *.flow.json), graph JSON files, or directories to search for them (Swift sources are read for FlowStacks coordinators).",
      valueName: "input"))
  var inputs: [String]

  @Option(name: .customLong("include"), help: ArgumentHelp("Only read files matching this glob (repeatable; `**` spans folders).", valueName: "glob"))
  var include: [String] = []

  @Option(name: .customLong("exclude"), help: ArgumentHelp("Skip files and folders matching this glob (repeatable).", valueName: "glob"))
  var exclude: [String] = []

  func validate() throws {
    if inputs.isEmpty { throw ValidationError("Give at least one input file or directory.") }
  }

  /// Loads the graph, printing warnings to stderr; errors are thrown with every position.
  func load() throws -> FlowGraph {
    let loaded = try InputLoader(include: include, exclude: exclude).load(inputs)
    report(loaded.warnings)
    return loaded.graph
  }
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
  case TB, LR, BT, RL
  var direction: LayoutDirection { LayoutDirection(rawValue: rawValue) ?? .topToBottom }
}
