import Dispatch
import FlowGraph
import Foundation
import SwiftParser

// Measures SwiftParser alone (the floor) against the whole of `flowviz export` (walk, read, parse, extract,
// link, encode JSON) on synthetic FlowStacks apps, in one run; `parse+visit` adds one SyntaxVisitor pass that
// does nothing over each tree, the least an extractor that reads every node can cost. Build in release:
//   swift build -c release --product ExtractionBenchmark && .build/release/ExtractionBenchmark [sizes...] [--stinsen]
// On real code instead (parse-only, export and lint per folder, best of N):
//   .build/release/ExtractionBenchmark --dir PATH [--dir PATH…] [--runs N] [--phases]
// and `--dir PATH --runs N --profile` exports each folder N times and prints nothing, for `perf record`.

let arguments = Array(CommandLine.arguments.dropFirst())
let directories = zip(arguments, arguments.dropFirst()).filter { $0.0 == "--dir" }.map(\.1)
if !directories.isEmpty {
  let runs = zip(arguments, arguments.dropFirst()).first { $0.0 == "--runs" }.flatMap { Int($0.1) } ?? 3
  if arguments.contains("--profile") {
    // Export alone, N times per folder, for a profiler; prints nothing.
    for directory in directories {
      for _ in 0..<max(1, runs) {
        guard let loaded = try? InputLoader(workingDirectory: directory).load(["."]) else { exit(1) }
        _ = GraphJSON.encode(loaded.graph)
      }
    }
    exit(0)
  }
  DirectoryBenchmark.run(directories: directories, runs: max(1, runs), phases: arguments.contains("--phases"))
  exit(0)
}

let sizes = CommandLine.arguments.dropFirst().compactMap { Int($0) }
// `--stinsen`: a synthetic Stinsen 2.x app instead of the FlowStacks one.
let stinsen = CommandLine.arguments.contains("--stinsen")
let fileCounts = sizes.isEmpty ? [200, 1_000, 2_000] : sizes
// `--profile`: only export the largest app, 20 times, for a profiler (`perf record`); prints nothing else.
let profileOnly = CommandLine.arguments.contains("--profile")
let repetitions = 3
let root = FileManager.default.temporaryDirectory.appendingPathComponent("flowviz-bench-\(getpid())")
defer { try? FileManager.default.removeItem(at: root) }

if profileOnly, let count = fileCounts.max() {
  let directory = root.appendingPathComponent("app\(count)")
  if stinsen { try? StinsenAppGenerator().write(files: count, to: directory) } else { try? AppGenerator().write(files: count, to: directory) }
  for _ in 0..<20 {
    guard let loaded = try? InputLoader(workingDirectory: directory.path).load([directory.path]) else { exit(1) }
    _ = GraphJSON.encode(loaded.graph)
  }
  try? FileManager.default.removeItem(at: root)
  exit(0)
}

print("cores: \(ProcessInfo.processInfo.activeProcessorCount), repetitions: \(repetitions) (best of)")
print("files  lines    parse-only s  parse+visit s  export s  ratio  parse CPU%  export CPU%  edges  peak RSS MB")
for count in fileCounts {
  let directory = root.appendingPathComponent("app\(count)")
  do {
    if stinsen { try StinsenAppGenerator().write(files: count, to: directory) } else { try AppGenerator().write(files: count, to: directory) }
  } catch {
    print("cannot write the synthetic app: \(error)")
    exit(1)
  }
  let paths = ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []).sorted()
    .map { directory.appendingPathComponent($0).path }
  let lines = paths.reduce(0) { $0 + ((try? String(contentsOfFile: $1, encoding: .utf8))?.split(separator: "\n").count ?? 0) }

  var parse = Measurement.best
  var visit = Measurement.best
  var export = Measurement.best
  var edges = 0
  for _ in 0..<repetitions {
    parse = min(parse, Measurement.run { Floor.parseAll(paths) })
    visit = min(visit, Measurement.run { Floor.parseAll(paths, visit: true) })
    export = min(export, Measurement.run {
      guard let loaded = try? InputLoader(workingDirectory: directory.path).load([directory.path]) else { return }
      edges = loaded.graph.edges.count
      _ = GraphJSON.encode(loaded.graph)
    })
  }
  let ratio = export.wall / parse.wall
  print(String(format: "%5d  %7d  %12.3f  %13.3f  %8.3f  %5.2f  %10.0f  %11.0f  %5d  %11.1f",
               count, lines, parse.wall, visit.wall, export.wall, ratio, parse.cpuPercent, export.cpuPercent, edges,
               Measurement.peakRSSMegabytes()))
}

// One generated file of LARGE_MB (default 5) MB: read in one piece, on one core.
let large = root.appendingPathComponent("large")
let largeMB = Int(ProcessInfo.processInfo.environment["LARGE_MB"] ?? "") ?? 5
do { try AppGenerator().writeLarge(megabytes: largeMB, to: large) } catch {
  print("cannot write the large file: \(error)")
  exit(1)
}
let largePath = large.appendingPathComponent("Generated.swift").path
let largeParse = Measurement.run { Floor.parseAll([largePath]) }
var largeEdges = 0
let largeExport = Measurement.run {
  guard let loaded = try? InputLoader(workingDirectory: large.path).load([large.path]) else { return }
  largeEdges = loaded.graph.edges.count
  _ = GraphJSON.encode(loaded.graph)
}
print(String(format: "%d MB file: parse-only %.3f s, export %.3f s, ratio %.2f, edges %d, peak RSS %.1f MB",
             largeMB, largeParse.wall, largeExport.wall, largeExport.wall / largeParse.wall, largeEdges, Measurement.peakRSSMegabytes()))

// Where export's time goes, on the largest app: walk, parse + extract (parallel), link, normalize + encode.
if let count = fileCounts.max() {
  let directory = root.appendingPathComponent("app\(count)")
  var sources: [InputFile] = []
  let walk = Measurement.run { sources = (try? FileWalker(workingDirectory: directory.path).collect([directory.path]))?.swiftSources ?? [] }
  var facts: [FlowStacksFacts] = []
  let extract = Measurement.run {
    facts = Phases.parallel(sources.map { $0.absolute }) { path in
      let text = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
      return FlowStacksExtractor().extract(ParsedFile(path: path, source: text))
    }
  }
  var merged = FlowStacksFacts()
  var graph = FlowGraph()
  let link = Measurement.run {
    for f in facts { merged.merge(f) }
    graph = FlowStacksLinker().link(merged)
  }
  let encode = Measurement.run { _ = GraphJSON.encode(graph) }
  print(String(format: "phases at %d files: walk %.3f s, read+parse+extract %.3f s (CPU %.0f%%), merge+link %.3f s, encode %.3f s",
               count, walk.wall, extract.wall, extract.cpuPercent, link.wall, encode.wall))
}
