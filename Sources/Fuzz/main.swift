import FlowGraph
import Foundation

// flowviz's fuzzer: mutates seeds of every input kind and runs them in process (the command line too, every
// `--process-every`-th one in a child process), failing on a crash or trap, a run past the time limit, invalid
// XML/JSON output, or an error without a position. Inputs that fail are saved under --out; each becomes a regression test in Tests/.
//
//   swift run -c release --scratch-path .build-release Fuzz --count 100000 [--kind swift] [--seed 1]

if CommandLine.arguments.count == 3, CommandLine.arguments[1] == ParseAlone.flag { ParseAlone.runChild(CommandLine.arguments[2]) }

var options = FuzzOptions()
do {
  options = try FuzzOptions(CommandLine.arguments.dropFirst())
} catch {
  StandardStream.writeError("fuzz: \(error)\n\(FuzzOptions.usage)\n")
  exit(1)
}
try? FileManager.default.createDirectory(atPath: options.out, withIntermediateDirectories: true)
let corpus: SeedCorpus
do {
  corpus = try SeedCorpus(samples: options.samples)
} catch {
  StandardStream.writeError("fuzz: \(error)\n")
  exit(1)
}
let watchdog = Watchdog(hardLimit: options.hardLimit, directory: options.out)
var failed = false
for kind in options.kinds {
  let seeds = kind.seeds(corpus)
  guard !seeds.isEmpty else { continue }
  let replayed = options.replay.compactMap { FileManager.default.contents(atPath: $0).map { [UInt8]($0) } }
  let count = !options.replay.isEmpty ? replayed.count : kind == .cli ? options.commandCount : options.count
  var mutator = Mutator(seed: options.seed &+ UInt64(FuzzKind.allCases.firstIndex(of: kind) ?? 0) * 1_000_003)
  var failures = 0, slow = 0, parserSlow = 0
  var slowest: TimeInterval = 0
  let context = FuzzContext(
    directory: options.out, scratchFile: options.out + "/scratch-\(kind.rawValue)", withSVG: false, flowviz: options.flowviz,
    timeLimit: options.timeLimit)
  let started = Date()
  for index in 0..<count {
    // The seeds themselves first, then mutations of them.
    let input =
      !options.replay.isEmpty ? replayed[index]
      : index < seeds.count ? seeds[index] : mutator.mutate(mutator.pick(seeds), other: mutator.pick(seeds))
    var run = context
    run.withSVG = options.svgEvery > 0 && index % options.svgEvery == 0
    run.inProcess = options.processEvery == 0 || index % options.processEvery != 0
    watchdog.begin(kind.rawValue, input)
    let start = RunTime.now()
    let problems = kind.run(input, corpus: corpus, context: run)
    let took = RunTime.since(start)
    watchdog.end()
    slowest = max(slowest, took)
    var all = problems
    if took > options.timeLimit && kind != .cli {
      // A slow Swift file is flowviz's fault only when flowviz is slow beside SwiftParser alone (see ParseAlone).
      if kind == .swift, ParseAlone.explains(took, text: input, scratch: options.out + "/parse-alone.swift") {
        parserSlow += 1
      } else {
        slow += 1
        all.append(String(format: "took %.2f s (limit %.1f s)", took, options.timeLimit)
          + (kind == .swift ? String(format: "; SwiftParser alone takes less than %.2f s", took / ParseAlone.allowance) : ""))
      }
    }
    if !all.isEmpty {
      failures += 1
      let name = "\(options.out)/fail-\(kind.rawValue)-\(options.seed)-\(index)"
      Watchdog.save(Data(input), to: name + ".bin")
      Watchdog.save(Data((all.joined(separator: "\n") + "\n").utf8), to: name + ".txt")
      if failures <= 5 { StandardStream.writeError("fuzz: \(kind.rawValue) #\(index): \(all.joined(separator: "; ").prefix(400)) (\(name).bin)\n") }
    }
  }
  if failures > 0 { failed = true }
  let parserNote = parserSlow == 0 ? "" : String(
    format: "; %d more past the limit within %.1f× of SwiftParser alone on the same file (its error recovery)", parserSlow, ParseAlone.allowance)
  let line = String(
    format: "fuzz: %@: %d inputs, %d failed (%d past %.1f s), 0 crashes, slowest %.3f s, %.0f s in all%@\n", kind.rawValue, count, failures, slow,
    options.timeLimit, slowest, Date().timeIntervalSince(started), parserNote)
  StandardStream.writeError(line)
}
exit(failed ? 1 : 0)
