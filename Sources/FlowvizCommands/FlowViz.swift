import ArgumentParser
import FlowGraph
import Foundation

struct FlowViz: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "flowviz",
    abstract: "Show, check and review the navigation flows of SwiftUI coordinator apps.",
    discussion: """
      flowviz reads Swift sources (FlowStacks in every API generation, Stinsen, Navigator, TCACoordinators from its \
      first `Reducer<State, Action, Environment>` values on), \
      coordinator definition files (*.flow.yml, *.flow.yaml, *.flow.json) and graph JSON written by \
      `flowviz export`, builds one graph of screens joined by push / sheet / cover / tab / root-switch edges, \
      nested by coordinator, and draws it (render), checks it (lint), compares two versions of it (diff, \
      dump, check), or holds route traces recorded at run time against it (trace). \
      A library imported by one file of a module counts in all its files; in an Xcode project whose apps build for \
      several platforms, a file only some of its targets compile is those platforms' code, as inside #if os(...); \
      SwiftUI TabViews, and switches on an App's or a view's own state, that show coordinators join the graph; the \
      app starts where its @main App or scene delegate shows a coordinator, also through static factory functions \
      that declare the type they return. Test code (files importing XCTest, Testing, Quick or Nimble) is not read.

      Exit codes: 0 success, 1 usage error or bad input (messages name file:line:column); \
      `lint` also exits 2 on error findings and 3 on warnings under --strict; `check` exits 2 when the graph drifted.
      """,
    version: FlowVizVersion.current,
    subcommands: [Render.self, Export.self, Lint.self, Rules.self, Trace.self, Diff.self, Dump.self, Check.self]
  )

  /// swift-argument-parser exits 64 on usage errors; flowviz follows SwiftLint: 1 for usage or tool failure.
  /// swift-argument-parser takes time quadratic in the number of arguments (ParsedValues merges the set of
  /// positions of every value into each new one): 8,000 arguments take 3 s, 23,000 half a minute.
  /// A single-dash argument (`-abc`) is a group of short options, one element per character.
  static let maxArguments = 4000

  /// Runs one command line (the arguments after the program's name) and returns the exit code; `flowviz`'s
  /// `main` exits with it, and the fuzzer calls it in process.
  static func runCommandLine(_ arguments: [String]) -> Int32 {
    let count = arguments.count
    let elements = arguments.reduce(0) { sum, a in sum + (a.hasPrefix("-") && !a.hasPrefix("--") ? max(a.utf8.count - 1, 1) : 1) }
    if count > maxArguments {
      StandardStream.writeError(
        "Error: \(count) arguments; flowviz takes at most \(maxArguments). Pass the folders that hold the files (choose among them with --include/--exclude).\n")
      return 1
    }
    if elements > maxArguments {
      StandardStream.writeError("Error: the arguments hold \(elements) options (each letter after a single '-' is one); flowviz takes at most \(maxArguments).\n")
      return 1
    }
    do {
      var command = try parseAsRoot(arguments)
      try command.run()
      return 0
    } catch let error as InputError {
      report(error.diagnostics)
      return 1
    } catch let code as ExitCode {
      return code.rawValue
    } catch {
      let code = exitCode(for: error)
      if code == .success {
        print(fullMessage(for: error))
        return 0
      }
      StandardStream.writeError(fullMessage(for: error) + "\n")
      return code == .validationFailure || code == .failure ? 1 : code.rawValue
    }
  }
}

/// The command line's entry points: the `flowviz` executable's `main`, and one run in process.
public enum FlowvizCLI {
  /// Runs the process's command line and exits with its code.
  public static func main() -> Never {
    let code = FlowViz.runCommandLine(Array(CommandLine.arguments.dropFirst()))
    // What `print` buffered goes out before the process ends.
    fflush(nil)
    exit(code)
  }

  /// Runs one command line (without the program's name) in this process; returns the exit code `flowviz` would
  /// exit with. Output goes to this process's standard output and error.
  public static func run(_ arguments: [String]) -> Int32 {
    let code = FlowViz.runCommandLine(arguments)
    fflush(nil)
    return code
  }
}

/// Prints diagnostics to stderr, one `file:line:column: severity: message` per line.
func report(_ diagnostics: [Diagnostic]) {
  guard !diagnostics.isEmpty else { return }
  StandardStream.writeError(diagnostics.map(\.description).joined(separator: "\n") + "\n")
}
