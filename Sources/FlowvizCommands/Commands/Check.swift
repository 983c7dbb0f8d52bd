import ArgumentParser
import FlowGraph
import Foundation

extension FlowViz {
  struct Check: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Fail when the navigation graph drifted from a baseline written by `flowviz dump`.",
      discussion: """
        Prints `- line` for each baseline line the graph no longer has and `+ line` for each new one. \
        Exit codes: 0 the graph matches the baseline, 2 it drifted, 1 usage error or bad input (including a \
        missing or unreadable baseline). Update the baseline with `flowviz dump INPUT... -o Flows.lock`.

        Example:
          flowviz check Flows/ --baseline Flows.lock
        """)

    /// The exit code for a graph that no longer matches its baseline.
    static let driftExitCode: Int32 = 2

    @OptionGroup var input: InputOptions

    @Option(help: ArgumentHelp("The baseline file written by `flowviz dump`.", valueName: "file"))
    var baseline: String

    func run() throws {
      guard let data = FileManager.default.contents(atPath: baseline) else {
        throw InputError(Diagnostic(.error, "cannot read the baseline file", file: baseline))
      }
      let text = try UTF8Text.decode(data, file: baseline, what: "the baseline file")
      if let problem = FlowDump.headerProblem(text, file: baseline) { throw InputError(problem) }
      let check = BaselineCheck(baseline: text, graph: try input.load())
      guard check.drifted else {
        StandardStream.writeError("flowviz: the graph matches \(baseline)\n")
        return
      }
      try StandardStream.writeOutput(Data((check.report + "\n").utf8))
      StandardStream.writeError("flowviz: the graph drifted from \(baseline): \(check.removed.count) removed, \(check.added.count) added; update it with `flowviz dump ... -o \(baseline)`\n")
      throw ExitCode(Self.driftExitCode)
    }
  }
}
