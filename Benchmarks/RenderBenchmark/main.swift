import FlowGraph
import Foundation

// Renders generated 100-, 300- and 1,000-screen apps to SVG in process (FlowGraph → DOT → Graphviz C API)
// and the same DOT with the `dot -Tsvg` command (Debian's `graphviz` package), in the same run.
// Run in release:  swift run -c release RenderBenchmark [runs]
// Prints medians and the ratio CLI / in-process (above 1 means in-process is faster).

func median(_ values: [Double]) -> Double {
  let sorted = values.sorted()
  return sorted.count % 2 == 1 ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
}

func time(_ body: () throws -> Void) rethrows -> Double {
  let start = DispatchTime.now().uptimeNanoseconds
  try body()
  return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
}

func dotCommand() -> String? {
  for path in ["/usr/bin/dot", "/usr/local/bin/dot", "/opt/homebrew/bin/dot"] where FileManager.default.isExecutableFile(atPath: path) {
    return path
  }
  return nil
}

func runCLI(_ dot: String, tool: String) throws -> Int {
  let input = FileManager.default.temporaryDirectory.appendingPathComponent("flowviz-bench-\(UUID().uuidString).dot")
  try dot.write(to: input, atomically: true, encoding: .utf8)
  defer { try? FileManager.default.removeItem(at: input) }
  let process = Process()
  process.executableURL = URL(fileURLWithPath: tool)
  process.arguments = ["-Tsvg", input.path]
  let pipe = Pipe()
  process.standardOutput = pipe
  process.standardError = FileHandle.nullDevice
  try process.run()
  let data = pipe.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  return data.count
}

let runs = CommandLine.arguments.dropFirst().first.flatMap(Int.init) ?? 5
let tool = dotCommand()
print("flowviz render benchmark: median of \(runs) runs per size; SVG through the dot engine")
print("size        edges  in-process  dot -Tsvg  ratio (CLI / in-process)  svg bytes  as `flowviz render` (auto direction)")
for size in [100, 300, 1000] {
  let graph = SyntheticApp(screens: size).graph
  let dot = DOTRenderer().render(graph)
  var inProcess: [Double] = []
  var cli: [Double] = []
  var automatic: [Double] = []
  var bytes = 0
  for _ in 0..<runs {
    inProcess.append(try time { bytes = try OutputFormat.svg.render(graph).count })
    automatic.append(try time { _ = try OutputFormat.svg.render(graph, options: RenderOptions(automaticDirection: true)) })
    if let tool { cli.append(try time { _ = try runCLI(dot, tool: tool) }) }
  }
  let a = median(inProcess)
  let b = cli.isEmpty ? Double.nan : median(cli)
  print(
    String(
      format: "%4d screens %5d  %8.3f s  %8.3f s  %6.2f×                    %9d  %8.3f s", size, graph.edges.count, a, b,
      b / a, bytes, median(automatic)))
}
if CommandLine.arguments.contains("--untuned") {
  // Graphviz's defaults on the same 1,000-screen graph, for reference (no nslimit/mclimit).
  let graph = SyntheticApp(screens: 1000).graph
  let dot = DOTRenderer().render(graph).replacingOccurrences(
    of: #", nslimit=1, nslimit1=1, mclimit=0.3, searchsize=20"#, with: "")
  let t = try time { _ = try Graphviz.render(dot: dot, format: .svg) }
  print(String(format: "1000 screens with Graphviz's default layout attributes: %.3f s in process", t))
}
if let index = CommandLine.arguments.firstIndex(of: "--repeat"), index + 1 < CommandLine.arguments.count,
  let count = Int(CommandLine.arguments[index + 1])
{
  // Memory after many renders: if graphs, layouts, contexts or buffers leaked, resident memory would grow.
  func residentMiB() -> Double {
    guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8),
      let pages = text.split(separator: " ").dropFirst().first.flatMap({ Double($0) })
    else { return .nan }
    return pages * Double(sysconf(Int32(_SC_PAGESIZE))) / 1_048_576
  }
  let graph = SyntheticApp(screens: 100).graph
  for _ in 0..<20 { _ = try OutputFormat.svg.render(graph) }
  let before = residentMiB()
  for _ in 0..<count { _ = try OutputFormat.svg.render(graph) }
  let after = residentMiB()
  print(String(format: "resident memory after 20 warm-up renders: %.1f MiB; after %d more: %.1f MiB (%+.1f MiB)", before, count, after, after - before))
}
if let index = CommandLine.arguments.firstIndex(of: "--write"), index + 1 < CommandLine.arguments.count {
  // The rendered diagrams, to judge their readability by eye.
  let directory = CommandLine.arguments[index + 1]
  for size in [100, 300, 1000] {
    let graph = SyntheticApp(screens: size).graph
    for format in [OutputFormat.svg, .png] {
      try AtomicFile.write(try format.render(graph), to: "\(directory)/synthetic-\(size).\(format.rawValue)")
    }
  }
  print("wrote \(directory)/synthetic-{100,300,1000}.{svg,png}")
}
if tool == nil { print("note: no `dot` command found (apt-get install graphviz): the CLI column is empty") }
