/// What changed between two snapshots of one coordinator.
public struct TraceUpdate: Hashable, Codable, Sendable {
  /// Routes kept with the same presentation (FlowStacks' common prefix of equal styles).
  public var kept: Int
  /// Kept routes whose screen changed (a root replaced, a pushed screen swapped).
  public var replaced: [TraceRoute]
  /// Presented layers removed (sheets, covers).
  public var dismissed: [TraceRoute]
  /// Pushed screens removed.
  public var popped: [TraceRoute]
  /// Screens pushed.
  public var pushed: [TraceRoute]
  /// Layers presented.
  public var presented: [TraceRoute]

  public init(from start: [TraceRoute], to end: [TraceRoute]) {
    kept = StepPlanner.divergingIndex(start, end)
    replaced = (0..<kept).filter { start[$0].screenPath != end[$0].screenPath }.map { end[$0] }
    let removed = start[kept...]
    dismissed = removed.filter(\.style.isPresented)
    popped = removed.filter { !$0.style.isPresented }
    let added = end[kept...]
    pushed = added.filter { !$0.style.isPresented }
    presented = added.filter(\.style.isPresented)
  }

  public var isEmpty: Bool { replaced.isEmpty && dismissed.isEmpty && popped.isEmpty && pushed.isEmpty && presented.isEmpty }
  /// Only goes back: removes routes and adds or replaces none.
  public var onlyGoesBack: Bool { replaced.isEmpty && pushed.isEmpty && presented.isEmpty && !(dismissed.isEmpty && popped.isEmpty) }
}
