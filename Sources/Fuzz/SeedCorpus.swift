import FlowGraph
import Foundation
import Yams

/// The seeds of every input kind, read from Samples/ (Swift and definition files) or made from them with
/// flowviz's own writers (graph JSON, lock files, baselines, traces), plus a few written here.
struct SeedCorpus {
  var swiftFiles: [[UInt8]] = []
  var definitionFiles: [[UInt8]] = []
  var definitionJSON: [[UInt8]] = []
  var graphJSON: [[UInt8]] = []
  var traces: [[UInt8]] = []
  var configs: [[UInt8]] = []
  var baselines: [[UInt8]] = []
  var locks: [[UInt8]] = []
  var commandLines: [[UInt8]] = []
  /// The samples' graph, which traces and lock files are checked against.
  var graph = FlowGraph()
  var lint = LintResult(findings: [], rules: [])
  var sampleDirectories: [String] = []

  init(samples: String) throws {
    let fm = FileManager.default
    guard let walker = fm.enumerator(atPath: samples) else { throw SeedError(message: "cannot read \(samples)") }
    var files: [String] = []
    while let path = walker.nextObject() as? String {
      if !path.contains(".build") { files.append(path) }
    }
    for path in files.sorted() {
      guard let data = fm.contents(atPath: "\(samples)/\(path)") else { continue }
      if path.hasSuffix(".swift") { swiftFiles.append(Array(data)) }
      if path.hasSuffix(".flow.yml") {
        definitionFiles.append(Array(data))
        // The same definitions as JSON (definition files may be JSON).
        if let object = try? Yams.load(yaml: String(decoding: data, as: UTF8.self)),
          let json = try? JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys])
        {
          definitionJSON.append(Array(json))
        }
      }
    }
    sampleDirectories = (try? fm.contentsOfDirectory(atPath: samples))?.sorted().map { "\(samples)/\($0)" }
      .filter { var d: ObjCBool = false; return fm.fileExists(atPath: $0, isDirectory: &d) && d.boolValue } ?? []
    for directory in sampleDirectories {
      guard let loaded = try? InputLoader().load([directory]) else { continue }
      graphJSON.append(Array(GraphJSON.encode(loaded.graph).utf8))
      locks.append(Array(FlowDump.render(loaded.graph).utf8))
      let result = Linter().lint(loaded.graph)
      baselines.append(Array(Baseline(result.findings).encoded()))
      graph = graph.merged(with: loaded.graph)
      lint.findings += result.findings
      traces.append(Array(Self.trace(for: loaded.graph).utf8))
    }
    configs = Self.configs.map { Array($0.utf8) }
    commandLines = CommandRun.seeds.map { Array($0.utf8) }
    guard !swiftFiles.isEmpty, !definitionFiles.isEmpty, !graphJSON.isEmpty else {
      throw SeedError(message: "no samples under \(samples)")
    }
  }

  /// A recorded-route trace that walks each coordinator's first screens, one JSON object per line.
  static func trace(for graph: FlowGraph) -> String {
    var lines: [String] = []
    let byCoordinator = Dictionary(grouping: graph.screens, by: \.coordinator)
    for coordinator in graph.coordinators.prefix(6) {
      let screens = (byCoordinator[coordinator.id] ?? []).prefix(3).map(\.name)
      guard let root = screens.first else { continue }
      var routes = [#"{"style":"root","screen":"\#(root)"}"#]
      lines.append(#"{"coordinator":"\#(coordinator.name)","session":"s","routes":[\#(routes.joined(separator: ","))]}"#)
      for screen in screens.dropFirst() {
        routes.append(#"{"style":"push","screen":"\#(screen)"}"#)
        lines.append(#"{"coordinator":"\#(coordinator.name)","session":"s","routes":[\#(routes.joined(separator: ","))]}"#)
      }
      routes.append(#"{"style":"sheet","screen":"\#(root)","embedInNavigationView":true}"#)
      lines.append(#"{"coordinator":"\#(coordinator.name)","session":"s","routes":[\#(routes.joined(separator: ","))]}"#)
    }
    return lines.joined(separator: "\n") + "\n"
  }

  static let configs = [
    """
    included: [Sources]
    excluded:
      - Sources/Generated
      - "**/*Tests.swift"
    disabled_rules: [unreachable-screen]
    ios: 16
    navigation: stack
    reporter: json
    baseline: flowviz-baseline.json
    """,
    """
    only_rules:
      - push-without-navigation
      - missing-destination
    back-on-empty-stack:
      severity: warning
    entry_points: [AppCoordinator]
    """,
    "excluded: ['Pods/**', '*.generated.swift']\nunreachable-coordinator: error\n",
  ]
}

struct SeedError: Error, CustomStringConvertible {
  var message: String
  var description: String { message }
}
