/// Facts of the coordinator libraries read beside FlowStacks (Stinsen, Navigator, TCACoordinators), for one
/// file or merged over many; linked against the declarations of all files.
public struct LibraryFacts: Hashable, Codable, Sendable {
  public var stinsen = StinsenFacts()
  public var navigator = NavigatorFacts()

  public init() {}

  /// Runs every library extractor over one parsed file; a file importing none of them gives nothing.
  public static func extract(_ file: ParsedFile) -> LibraryFacts {
    var facts = LibraryFacts()
    facts.stinsen = StinsenExtractor().extract(file)
    facts.navigator = NavigatorExtractor().extract(file)
    return facts
  }

  public mutating func merge(_ other: LibraryFacts) {
    stinsen.merge(other.stinsen)
    navigator.merge(other.navigator)
  }

  /// One graph from every library, with the warnings met while linking (calls whose receiver names nothing known).
  public func link(declarations: DeclarationFacts) -> (graph: FlowGraph, warnings: [Diagnostic]) {
    let stinsenGraph = StinsenLinker().link(stinsen, declarations: declarations)
    let navigatorGraph = NavigatorLinker().link(navigator, declarations: declarations)
    return (stinsenGraph.graph.merged(with: navigatorGraph.graph), stinsenGraph.warnings + navigatorGraph.warnings)
  }
}
