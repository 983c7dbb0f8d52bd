import ArgumentParser
import FlowGraph
import Foundation

extension FlowViz {
  struct Lint: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Check the navigation graph for mistakes; report findings for editors, CI and pull requests.",
      discussion: """
        Reads the inputs (default: the configuration's `included`, else the current directory), runs every rule (`flowviz rules` lists them) and prints the findings with the chosen reporter: xcode (default), json, sarif, github-actions-logging, junit, checkstyle, markdown.

        Configuration: .flowviz.yml, found from the working directory upward, or --config. Inline suppressions: `// flowviz:disable:next <rule>` (also :this, :previous, and disable … enable regions; `all`), with `#` in definition files. A baseline hides known findings: --write-baseline FILE records them, --baseline FILE hides them (keyed by rule, file and screens, not lines).

        Exit codes: 0 clean, 1 usage or tool failure, 2 error findings, 3 warnings under --strict.
        """)

    @Argument(help: ArgumentHelp("Swift sources (FlowStacks, Stinsen, Navigator, TCACoordinators), definition files (*.flow.yml, *.flow.yaml, *.flow.json), graph JSON files, or directories to search for them.", valueName: "input"))
    var inputs: [String] = []

    @Option(help: "Reporter: \(ReportFormat.allCases.map(\.rawValue).joined(separator: ", ")). Default: the configuration's, else xcode.")
    var reporter: ReportFormat?

    @Option(help: ArgumentHelp("The configuration file (default: the nearest .flowviz.yml).", valueName: "file"))
    var config: String?

    @Flag(help: "Fail (exit 3) on warnings too.")
    var strict = false

    @Option(parsing: .unconditional, help: ArgumentHelp("The deployment target's major iOS version (default 16; several dismissals per update from 17).", valueName: "N"))
    var ios: Int?

    @Option(help: ArgumentHelp(NavigationAPI.optionHelp, valueName: "view|stack"))
    var navigation: NavigationAPI?

    @Option(help: ArgumentHelp("Hide the findings recorded in this baseline file.", valueName: "file"))
    var baseline: String?

    @Option(name: .customLong("write-baseline"), help: ArgumentHelp("Record the current findings in this baseline file (written atomically); they are then hidden.", valueName: "file"))
    var writeBaseline: String?

    @Option(name: .customLong("include"), help: ArgumentHelp("Only read files matching this glob (repeatable).", valueName: "glob"))
    var include: [String] = []

    @Option(name: .customLong("exclude"), help: ArgumentHelp("Skip files and folders matching this glob (repeatable).", valueName: "glob"))
    var exclude: [String] = []

    @Option(name: .shortAndLong, help: ArgumentHelp("Write the report to this file (atomically) instead of stdout.", valueName: "file"))
    var output: String?

    @Flag(name: .shortAndLong, help: "Do not print what was found, progress, or the count of findings on stderr (the summary and progress appear only when stderr is a terminal).")
    var quiet = false

    func validate() throws {
      if let ios, !(13...30).contains(ios) { throw ValidationError("--ios takes a major iOS version such as 16 or 17, not \(ios).") }
    }

    func run() throws {
      let run = LintRun(
        inputs: inputs, configPath: config, ios: ios, navigation: navigation, include: include, exclude: exclude,
        baselinePath: baseline)
      let status = StatusLine(quiet: quiet)
      let output = try status.progress { line in try run.run { line.set("reading \($0.description)") } }
      report(output.warnings)
      status.summary(output.graph, counts: output.counts)
      try checkFlows(output.graph, counts: output.counts, required: false)
      var result = output.result
      if let writeBaseline {
        try AtomicFile.write(Baseline(output.unfiltered.findings).encoded(), to: writeBaseline)
        result = output.unfiltered.applying(Baseline(output.unfiltered.findings))
      }
      let format = reporter ?? output.configuration.reporter ?? .xcode
      try OutputWriter.write(Data(format.reporter.report(result).utf8), to: self.output)
      var summary = "flowviz lint: \(result.errorCount) error(s), \(result.warningCount) warning(s)"
      if result.suppressed > 0 { summary += ", \(result.suppressed) suppressed" }
      if result.baselined > 0 { summary += ", \(result.baselined) in the baseline" }
      if !quiet { StandardStream.writeError(summary + "\n") }
      let code = LintRun.exitCode(for: result, strict: strict)
      if code != 0 { throw ExitCode(code) }
    }
  }
}

extension ReportFormat: ExpressibleByArgument {}
