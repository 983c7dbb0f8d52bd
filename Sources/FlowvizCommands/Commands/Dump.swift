import ArgumentParser
import FlowGraph
import Foundation

extension FlowViz {
  struct Dump: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Write the graph as a sorted, line-per-item baseline for drift checks (Flows.lock).",
      discussion: """
        One line per coordinator, screen, edge, back action, unresolved call and entry point, grouped in that \
        order and sorted; no line numbers, so moving code does not change it. Two dumps of the same graph are \
        byte-identical. Check it into the repository and compare with `flowviz check --baseline Flows.lock`.

        Example:
          flowviz dump Flows/ -o Flows.lock
        """)

    @OptionGroup var input: InputOptions

    @Option(name: .shortAndLong, help: ArgumentHelp("The output file (default: stdout; written atomically).", valueName: "file"))
    var output: String?

    func run() throws {
      let graph = try input.load()
      try OutputWriter.write(Data(FlowDump.render(graph).utf8), to: output)
    }
  }
}
