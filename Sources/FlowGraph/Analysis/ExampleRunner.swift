import SwiftParser
import SwiftSyntax

/// Runs a rule's examples: the findings a rule reports for an example, and how they compare with its markers.
public enum ExampleRunner {
  /// Builds a graph from a Swift example's text and file name (the Swift extraction, once it exists).
  public typealias SwiftLoader = @Sendable (_ text: String, _ file: String) throws -> FlowGraph

  public enum Failure: Error, CustomStringConvertible, Equatable {
    case unsupported(Example.Language)
    case invalid(String)

    public var description: String {
      switch self {
      case let .unsupported(language): return "\(language.rawValue) examples need Swift extraction, which this build does not have"
      case let .invalid(message): return "the example does not load: \(message)"
      }
    }
  }

  /// The file name examples are linted as.
  public static let fileName = "Example.flow.yml"

  /// The Swift extraction as a loader: the example's text read by `SourceReader` as one file; a syntax error or
  /// an extraction warning makes the example invalid rather than silently smaller.
  public static let swiftExtraction: SwiftLoader = { text, file in
    let result = SourceReader().read(sources: [(path: file, text: text)])
    if let warning = result.warnings.first { throw Failure.invalid(warning.description) }
    return result.graph
  }

  /// Lints an example with every rule (so suppressions interact as in a real run) and keeps the findings of `rule`.
  public static func findings(of rule: String, in example: Example, loadSwift: SwiftLoader? = nil) throws(Failure) -> [Finding] {
    let text = example.strippedCode
    let options = LintOptions(assumptions: example.assumptions ?? PlatformAssumptions())
    if example.language == .swift {
      guard let loadSwift else { throw .unsupported(example.language) }
      let graph: FlowGraph
      do { graph = try loadSwift(text, "Example.swift") } catch { throw .invalid("\(error)") }
      return Linter(options: options).lint(graph, sources: ["Example.swift": text]).findings.filter { $0.rule == rule }
    }
    let graph: FlowGraph
    do {
      let file = try DefinitionFile.parse("flowviz: 1\n" + text, file: fileName)
      graph = try DefinitionLinker.link([file])
    } catch {
      throw .invalid(error.description)
    }
    // The version line added above shifts every position by one line.
    let shifted = shiftLines(graph, by: -1)
    return Linter(options: options).lint(shifted, sources: [fileName: text]).findings.filter { $0.rule == rule }
  }

  /// Whether a Swift example is free of syntax errors (checked even before extraction can run it).
  public static func parses(_ example: Example) -> Bool {
    example.language != .swift || !Parser.parse(source: example.strippedCode).hasError
  }

  /// Where the example's markers say findings must be, as "line:column".
  public static func expectedPositions(_ example: Example) -> [String] {
    example.markers.map { "\($0.line):\($0.column)" }.sorted()
  }

  public static func actualPositions(_ findings: [Finding]) -> [String] {
    findings.map { "\($0.location?.line ?? 0):\($0.location?.column ?? 0)" }.sorted()
  }

  static func shiftLines(_ graph: FlowGraph, by delta: Int) -> FlowGraph {
    func shift(_ l: SourceLocation?) -> SourceLocation? { l.map { SourceLocation(file: $0.file, line: $0.line + delta, column: $0.column) } }
    var g = graph
    for i in g.coordinators.indices {
      g.coordinators[i].location = shift(g.coordinators[i].location)
      g.coordinators[i].navigationLocation = shift(g.coordinators[i].navigationLocation)
      g.coordinators[i].rootLocation = shift(g.coordinators[i].rootLocation)
    }
    for i in g.screens.indices {
      g.screens[i].location = shift(g.screens[i].location)
      g.screens[i].backHidden = shift(g.screens[i].backHidden)
      g.screens[i].ownContainer = shift(g.screens[i].ownContainer)
    }
    for i in g.edges.indices { g.edges[i].location = shift(g.edges[i].location) }
    for i in g.backActions.indices { g.backActions[i].location = shift(g.backActions[i].location) }
    for i in g.unresolved.indices { g.unresolved[i].location = shift(g.unresolved[i].location) }
    for i in g.entryPoints.indices { g.entryPoints[i].location = shift(g.entryPoints[i].location) }
    return g
  }
}
