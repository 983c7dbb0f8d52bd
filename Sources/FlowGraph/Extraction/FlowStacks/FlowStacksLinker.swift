/// Joins the FlowStacks facts of all files into a graph: coordinators with their screens and roots, the
/// views each screen builds, and every navigation call as edges, back actions or unresolved calls from the
/// screens it belongs to.
public struct FlowStacksLinker: Sendable {
  public init() {}

  public func link(_ facts: FlowStacksFacts) -> FlowGraph { linkWithWarnings(facts).graph }

  /// The graph, and warnings about FlowStacks containers whose routes state is not in the sources read.
  /// `index`: the declarations' `TypeIndex` when the caller has built it already (one index serves every linker).
  public func linkWithWarnings(_ facts: FlowStacksFacts, index: TypeIndex? = nil) -> (graph: FlowGraph, warnings: [Diagnostic]) {
    var state = FlowStacksLinkState(facts: facts, index: index)
    state.collectScreens()
    state.collectInitialStacks()
    state.collectChanges()
    state.resolveBackTargets()
    state.attachChildren()
    state.markDestinations()
    state.collectEntryPoints()
    return (state.graph(), state.warnings)
  }
}
