import FlowGraph
import Foundation

/// `--dir PATH [--dir PATH…] [--runs N]`: the same comparison on real code. For each folder, in one run and best
/// of N: SwiftParser alone over the Swift files `flowviz` would read (the floor), the whole of `flowviz export`
/// (walk, read, parse, extract, link, encode JSON), and the whole of `flowviz lint` (the same load, the rules, the
/// suppression scan; no reporter). Each folder is its own working directory, so the nearest `.flowviz.yml` above
/// it applies as it would for `cd PATH && flowviz lint`.
enum DirectoryBenchmark {
  static func run(directories: [String], runs: Int, phases: Bool = false) {
    print("cores: \(ProcessInfo.processInfo.activeProcessorCount), runs: \(runs) (best of)")
    print("files  lines    parse-only s  export s  export/parse  lint s  lint/parse  export/parse CPU  coordinators  edges  findings  folder")
    for directory in directories {
      let root = URL(fileURLWithPath: directory).standardizedFileURL.path
      guard let files = try? FileWalker(workingDirectory: root).collect(["."]) else {
        print("cannot read \(directory)")
        continue
      }
      let paths = files.swiftSources.map(\.absolute)
      let lines = paths.reduce(0) { $0 + ((try? String(contentsOfFile: $1, encoding: .utf8))?.split(separator: "\n", omittingEmptySubsequences: false).count ?? 0) }
      var parse = Measurement.best
      var export = Measurement.best
      var lint = Measurement.best
      var coordinators = 0, edges = 0, findings = 0
      // CPU time summed over all runs (the clock's tick is too coarse for one run of a small app): a ratio that
      // other work on the machine disturbs far less than the wall times.
      var parseCPU = 0.0, exportCPU = 0.0
      for _ in 0..<runs {
        let parseRun = Measurement.run { Floor.parseAll(paths) }
        parse = min(parse, parseRun)
        parseCPU += parseRun.cpu
        let exportRun = Measurement.run {
          guard let loaded = try? InputLoader(workingDirectory: root).load(["."]) else { return }
          coordinators = loaded.graph.coordinators.count
          edges = loaded.graph.edges.count
          _ = GraphJSON.encode(loaded.graph)
        }
        export = min(export, exportRun)
        exportCPU += exportRun.cpu
        lint = min(lint, Measurement.run {
          findings = (try? LintRun(inputs: ["."], workingDirectory: root).run().result.findings.count) ?? -1
        })
      }
      print(String(format: "%5d  %7d  %12.3f  %8.3f  %12.2f  %6.3f  %10.2f  %14.2f  %12d  %5d  %8d  ",
                   paths.count, lines, parse.wall, export.wall, export.wall / parse.wall, lint.wall, lint.wall / parse.wall,
                   parseCPU > 0 ? exportCPU / parseCPU : 0, coordinators, edges, findings) + directory)
      if phases { printPhases(root: root, runs: runs, floor: parse) }
    }
  }

  /// `--phases`: where export's time goes in one folder, best of N each: finding the files, reading them into a
  /// graph (read, parse, extract, link; files in parallel) and that read's two phases, encoding the JSON; and the
  /// floors an extractor would have: parse with a pass that does nothing, and with one that keeps every identifier
  /// (through syntax nodes, or over the raw tree).
  private static func printPhases(root: String, runs: Int, floor: Measurement) {
    var sources: [InputFile] = []
    var walk = Measurement.best, read = Measurement.best, encode = Measurement.best, visit = Measurement.best
    // The read's own two phases, from the best read: files (read, parse, extract) and link (merge, link).
    var readPhases = (files: 0.0, link: 0.0)
    var visitNames = Measurement.best, rawNames = Measurement.best
    var graph = FlowGraph()
    for _ in 0..<runs {
      walk = min(walk, Measurement.run { sources = (try? FileWalker(workingDirectory: root).collect(["."]))?.swiftSources ?? [] })
      let paths = sources.map(\.absolute)
      visit = min(visit, Measurement.run { Floor.parseAll(paths, visit: true) })
      visitNames = min(visitNames, Measurement.run { Floor.parseAll(paths, names: .visitor) })
      rawNames = min(rawNames, Measurement.run { Floor.parseAll(paths, names: .raw) })
      var phases = (files: 0.0, link: 0.0)
      let run = Measurement.run {
        let result = SourceReader().read(sources)
        graph = result.graph
        phases = result.seconds
      }
      if run < read { readPhases = phases }
      read = min(read, run)
      encode = min(encode, Measurement.run { _ = GraphJSON.encode(graph) })
    }
    print(String(format: "  phases (x parse-only): walk %.4f s (%.2f), read+parse+extract+link %.4f s (%.2f, CPU %.0f%%), encode %.4f s (%.2f); parse + an empty SyntaxVisitor pass %.4f s (%.2f)",
                 walk.wall, walk.wall / floor.wall, read.wall, read.wall / floor.wall, read.cpuPercent, encode.wall, encode.wall / floor.wall,
                 visit.wall, visit.wall / floor.wall))
    print(String(format: "  the read's phases (x parse-only): files read, parsed and extracted (in parallel) %.4f s (%.2f); facts merged and linked %.4f s (%.2f)",
                 readPhases.files, readPhases.files / floor.wall, readPhases.link, readPhases.link / floor.wall))
    print(String(format: "  parse + every identifier's text kept: by a SyntaxVisitor %.4f s (%.2f), over the raw tree %.4f s (%.2f)",
                 visitNames.wall, visitNames.wall / floor.wall, rawNames.wall, rawNames.wall / floor.wall))
  }
}
