import ArgumentParser
import FlowGraph
import Foundation

extension FlowViz {
  struct Export: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Write the navigation graph as graph JSON (versioned, deterministic, readable again as input).",
      discussion: """
        The JSON has `format: "flowviz-graph"`, `version`, and sorted `coordinators`, `screens`, `edges`, \
        `backActions`, `unresolved` and `entryPoints`; every `location` is {file, line, column} with file \
        relative to the working directory. Two exports of the same inputs are byte-identical.
        """)

    @OptionGroup var input: InputOptions

    @Option(name: .shortAndLong, help: ArgumentHelp("The output file (default: stdout; written atomically).", valueName: "file"))
    var output: String?

    func run() throws {
      let graph = try input.load(requireFlows: true)
      try OutputWriter.write(Data(GraphJSON.encode(graph).utf8), to: output)
    }
  }
}
