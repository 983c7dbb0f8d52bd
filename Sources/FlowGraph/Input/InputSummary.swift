/// The one line every command prints on stderr (when it is a terminal) to say what it found.
public enum InputSummary {
  /// The libraries flowviz reads, as messages name them.
  public static let libraries =
    "FlowStacks (0.0.x, 0.1–0.4, 0.6+), Stinsen 2.x, Navigator (flopshot) and TCACoordinators, plus coordinator definition files (*.flow.yml, *.flow.json)"

  /// How to declare entry points when none is found.
  public static let entryHint = "set entry_points in .flowviz.yml or `entry:` in a definition file"

  /// `flowviz: read 42 files (40 Swift, 2 definition): Stinsen 2.x; 7 coordinators, 25 screens, 30 edges, 2 unresolved; entry: MainCoordinator`.
  public static func line(_ graph: FlowGraph, counts: InputCounts) -> String {
    var line = "flowviz: read \(counts.description)"
    if graph.coordinators.isEmpty && graph.screens.isEmpty { return line + "; no coordinator library use found" }
    let found = Set(graph.coordinators.map { libraryName($0.library, generation: $0.generation) }).sorted()
    line += ": " + found.joined(separator: ", ")
    line += "; " + [
      count(graph.coordinators.count, "coordinator"), count(graph.screens.count, "screen"), count(graph.edges.count, "edge"),
      "\(graph.unresolved.count) unresolved",
    ].joined(separator: ", ")
    if graph.entryPoints.isEmpty {
      line += "; no entry point found (\(entryHint))"
    } else {
      line += "; entry: " + graph.entryPoints.map(\.target).joined(separator: ", ")
    }
    return line
  }

  /// What a run that found no coordinator says instead of drawing an empty graph.
  public static let noFlows = "no coordinator library use found; flowviz reads \(libraries)"

  /// "FlowStacks 0.6+", "Stinsen 2.x", "definition files".
  public static func libraryName(_ library: Library, generation: String?) -> String {
    let name: String
    switch library {
    case .flowStacks: name = "FlowStacks"
    case .stinsen: name = "Stinsen"
    case .navigator: name = "Navigator"
    case .tcaCoordinators: name = "TCACoordinators"
    case .swiftUI: name = "SwiftUI"
    case .definition: return "definition files"
    }
    guard let generation, !generation.isEmpty else { return name }
    return "\(name) \(generation)"
  }

  private static func count(_ n: Int, _ noun: String) -> String { "\(n) \(noun)\(n == 1 ? "" : "s")" }
}
