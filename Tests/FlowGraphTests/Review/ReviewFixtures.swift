import FlowGraph
import Foundation

/// Small graphs for the review tests, built in code (definition files and graph JSON are read in other tests).
enum ReviewFixtures {
  static func at(_ line: Int, _ file: String = "App.swift") -> SourceLocation { SourceLocation(file: file, line: line, column: 5) }

  /// A shop: Home pushes List, List pushes Detail, Detail presents a Cart sheet with navigation.
  static var shop: FlowGraph {
    FlowGraph(
      coordinators: [
        Coordinator(id: "Shop", name: "ShopCoordinator", library: .flowStacks, generation: "0.6+", roots: ["Shop.home"], navigation: .yes, location: at(1)),
        Coordinator(id: "Cart", name: "CartFlow", kind: .presentation, roots: ["Cart.cart"], navigation: .yes, location: at(40)),
      ],
      screens: [
        Screen(coordinator: "Shop", name: "home", views: ["HomeView"], location: at(3)),
        Screen(coordinator: "Shop", name: "list", views: ["ListView"], location: at(4)),
        Screen(coordinator: "Shop", name: "detail", views: ["DetailView"], location: at(5)),
        Screen(coordinator: "Cart", name: "cart", views: ["CartView"], location: at(42)),
      ],
      edges: [
        Edge(from: "Shop.home", to: "Shop.list", kind: .push, location: at(10)),
        Edge(from: "Shop.list", to: "Shop.detail", kind: .push, location: at(12)),
        Edge(from: "Shop.detail", to: "Cart", kind: .sheet, withNavigation: true, location: at(14)),
      ],
      entryPoints: [EntryPoint(target: "Shop")])
  }

  /// The same graph with every location moved (code reformatted, moved to another file).
  static var shopMoved: FlowGraph {
    var graph = shop
    func shift(_ l: SourceLocation?) -> SourceLocation? { l.map { SourceLocation(file: "Moved/" + $0.file, line: $0.line + 100, column: 1) } }
    graph.coordinators = graph.coordinators.map { var c = $0; c.location = shift(c.location); return c }.reversed()
    graph.screens = graph.screens.map { var s = $0; s.location = shift(s.location); return s }.reversed()
    graph.edges = graph.edges.map { var e = $0; e.location = shift(e.location); e.group = "g\(e.location?.line ?? 0)"; return e }.reversed()
    return graph
  }

  static func with(_ graph: FlowGraph, _ change: (inout FlowGraph) -> Void) -> FlowGraph {
    var copy = graph
    change(&copy)
    return copy
  }

  /// A temporary directory removed by the caller.
  static func temporaryDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("flowviz-review-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  /// The package's root folder (for the samples and the browser test script).
  static var packageRoot: URL {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
  }

  /// The flowviz binary built beside the test bundle, if any.
  static var flowvizBinary: URL? {
    let candidates = [
      URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("flowviz"),
      Bundle.main.bundleURL.appendingPathComponent("flowviz"),
      Bundle.main.bundleURL.deletingLastPathComponent().appendingPathComponent("flowviz"),
      packageRoot.appendingPathComponent(".build/debug/flowviz"),
    ]
    return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
  }

  /// Runs a program and returns its exit status, stdout and stderr.
  static func run(_ executable: URL, _ arguments: [String], in directory: URL) throws -> (status: Int32, out: String, err: String) {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    process.currentDirectoryURL = directory
    let out = Pipe(), err = Pipe()
    process.standardOutput = out
    process.standardError = err
    try process.run()
    let outData = out.fileHandleForReading.readDataToEndOfFile()
    let errData = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: outData, as: UTF8.self), String(decoding: errData, as: UTF8.self))
  }
}
