import FlowGraph
import Foundation

/// One kind of input flowviz reads, with its seeds and the in-process run that checks one mutated input.
enum FuzzKind: String, CaseIterable {
  case swift, definitionYAML = "definition-yaml", definitionJSON = "definition-json", graphJSON = "graph-json"
  case trace, config, baseline, lock, cli

  /// Seeds from the samples (and, for kinds the samples do not hold, from what flowviz writes for them).
  func seeds(_ corpus: SeedCorpus) -> [[UInt8]] {
    switch self {
    case .swift: return corpus.swiftFiles
    case .definitionYAML: return corpus.definitionFiles
    case .definitionJSON: return corpus.definitionJSON
    case .graphJSON: return corpus.graphJSON
    case .trace: return corpus.traces
    case .config: return corpus.configs
    case .baseline: return corpus.baselines
    case .lock: return corpus.locks
    case .cli: return corpus.commandLines
    }
  }

  /// Runs one input; returns what is wrong with the outcome (empty when nothing is).
  func run(_ input: [UInt8], corpus: SeedCorpus, context: FuzzContext) -> [String] {
    let text = String(decoding: input, as: UTF8.self)
    switch self {
    case .swift:
      let read = SourceReader().read(sources: [(path: "Fuzz.swift", text: text)])
      return [OutputChecks.positioned(read.warnings, "warning")].compactMap { $0 } + OutputChecks.graph(read.graph, withSVG: context.withSVG)
    case .definitionYAML, .definitionJSON:
      let file = self == .definitionYAML ? "Fuzz.flow.yml" : "Fuzz.flow.json"
      do {
        let graph = try DefinitionLinker.link([DefinitionFile.parse(text, file: file)])
        return OutputChecks.graph(graph, withSVG: context.withSVG)
      } catch {
        return [OutputChecks.positioned(error.diagnostics, "error")].compactMap { $0 }
      }
    case .graphJSON:
      do {
        return OutputChecks.graph(try GraphJSON.decode(text, file: "fuzz.json"), withSVG: context.withSVG)
      } catch {
        return [OutputChecks.positioned(error.diagnostics, "error")].compactMap { $0 }
      }
    case .trace:
      Watchdog.save(Data(input), to: context.scratchFile)
      var analyzer = TraceAnalyzer(graph: corpus.graph)
      analyzer.read(path: context.scratchFile, display: "fuzz.jsonl")
      let report = analyzer.report()
      var problems: [String] = []
      let unplaced = report.findings.filter { $0.rule == .badInput && $0.line == nil && !$0.message.contains("gzip") }
      if !unplaced.isEmpty { problems.append("trace problem without a line: \(unplaced.map(\.message))") }
      if let encoded = try? TraceReportJSON.encode(report) {
        if let p = OutputChecks.json(encoded, "trace report") { problems.append(p) }
      } else {
        problems.append("the trace report cannot be encoded")
      }
      return problems
    case .config:
      do {
        let config = try LintConfiguration.parse(text, file: ".flowviz.yml", directory: context.directory)
        for pattern in config.included + config.excluded {
          for path in ["Sources/App/AppCoordinator.swift", "Tests/", String(repeating: "a/", count: 200) + "b.swift"] {
            _ = Glob.matches(pattern, path)
          }
        }
        return []
      } catch {
        return [OutputChecks.positioned(error.diagnostics, "error")].compactMap { $0 }
      }
    case .baseline:
      do {
        let baseline = try Baseline.decode(Data(input), file: "baseline.json")
        _ = corpus.lint.applying(baseline)
        return []
      } catch {
        return [OutputChecks.positioned(error.diagnostics, "error")].compactMap { $0 }
      }
    case .lock:
      if let problem = FlowDump.headerProblem(text, file: "Flows.lock") {
        return [OutputChecks.positioned([problem], "error")].compactMap { $0 }
      }
      _ = BaselineCheck(baseline: text, graph: corpus.graph).report
      return []
    case .cli:
      return CommandRun.check(text, corpus: corpus, context: context, inProcess: context.inProcess)
    }
  }
}

/// Per-run settings the kinds share.
struct FuzzContext {
  var directory: String
  var scratchFile: String
  var withSVG: Bool
  var flowviz: String
  var timeLimit: TimeInterval
  /// A command line runs in this process (otherwise as a child process).
  var inProcess = false
}
