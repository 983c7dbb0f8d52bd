/// Joins the Stinsen facts of all files into a graph: coordinators with their route screens and roots, child
/// coordinators behind factories, and every router or coordinator call (chains step by step) as edges, back
/// actions or unresolved calls from the screens it belongs to.
public struct StinsenLinker: Sendable {
  public init() {}

  /// `index`: the declarations' `TypeIndex` when the caller has built it already.
  public func link(_ facts: StinsenFacts, declarations: DeclarationFacts, index: TypeIndex? = nil) -> (graph: FlowGraph, warnings: [Diagnostic]) {
    let model = StinsenModel(facts: facts, declarations: declarations, index: index)
    var state = StinsenLinkState(model: model)
    state.collectScreens()
    state.collectCalls()
    state.collectEntryPoints()
    return (state.graph(), model.warnings + state.warnings + facts.diagnostics)
  }
}
