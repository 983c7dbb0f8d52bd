/// What one step of an update does.
public enum TraceStepKind: String, Hashable, Codable, Sendable, CaseIterable {
  /// Replace the content of routes whose presentation stays (FlowStacks' always-present first step).
  case content
  /// Dismiss presented layers (and the screens pushed on them).
  case dismiss
  /// Pop pushed screens.
  case pop
  /// Push one screen (several at once with NavigationStack).
  case push
  /// Present one sheet or cover.
  case present
}

/// One step of a step plan: what it changes and how many routes remain after it.
public struct TraceStep: Hashable, Codable, Sendable, CustomStringConvertible {
  public var kind: TraceStepKind
  /// The routes this step adds, removes or changes (for `content`: the new routes whose screen changed).
  public var routes: [TraceRoute]
  /// The length of the routes array after the step.
  public var depth: Int

  public init(kind: TraceStepKind, routes: [TraceRoute], depth: Int) {
    self.kind = kind
    self.routes = routes
    self.depth = depth
  }

  /// `push detail + reviews`, `dismiss cover settings`, `present sheet+nav login`, `content (unchanged)`.
  public var description: String {
    let names = routes.map { route -> String in
      let name = route.screenPath.joined(separator: ".")
      return route.style == .push && (kind == .push || kind == .pop) ? name : route.description
    }
    return "\(kind.rawValue) " + (names.isEmpty ? "(unchanged)" : names.joined(separator: " + "))
  }
}

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
