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
