/// Facts of the coordinator libraries read beside FlowStacks (Stinsen, Navigator, TCACoordinators), for one
/// file or merged over many; linked against the declarations of all files.
public struct LibraryFacts: Hashable, Codable, Sendable {
  public var stinsen = StinsenFacts()
  public var navigator = NavigatorFacts()
  public var tca = TCAFacts()
  /// Read only in files that build a TabView or declare an App (see `FileExtraction`).
  public var swiftUI = SwiftUIFacts()

  public init() {}

  public mutating func merge(_ other: LibraryFacts) {
    stinsen.merge(other.stinsen)
    navigator.merge(other.navigator)
    tca.merge(other.tca)
    swiftUI.merge(other.swiftUI)
  }

  /// One graph from every library, with the warnings met while linking (calls whose receiver names nothing known).
  /// A library with no facts is not linked (each linker indexes every declared type).
  /// `index`: the declarations' `TypeIndex` when the caller has built it already.
  public func link(declarations: DeclarationFacts, index: TypeIndex? = nil) -> (graph: FlowGraph, warnings: [Diagnostic]) {
    var graph = FlowGraph()
    var warnings: [Diagnostic] = []
    if !stinsen.routes.isEmpty || !stinsen.calls.isEmpty || !stinsen.diagnostics.isEmpty {
      let linked = StinsenLinker().link(stinsen, declarations: declarations, index: index)
      graph = graph.merged(with: linked.graph)
      warnings += linked.warnings
    }
    if !navigator.factories.isEmpty || !navigator.calls.isEmpty {
      let linked = NavigatorLinker().link(navigator, declarations: declarations)
      graph = graph.merged(with: linked.graph)
      warnings += linked.warnings
    }
    if !tca.routers.isEmpty {
      let linked = TCALinker().linkWithWarnings(tca, declarations: declarations, index: index)
      graph = graph.merged(with: linked.graph)
      warnings += linked.warnings
    }
    return (graph, warnings)
  }
}
