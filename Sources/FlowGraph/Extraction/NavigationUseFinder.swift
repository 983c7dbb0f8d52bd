/// Finds where each screen's views use the navigation container they are shown in (`Screen.navigationUse`), from
/// the uses and view placements the shared declaration pass recorded (`ContainerFacts`).
///
/// From a screen's views, the walk follows the views each type builds outside its presentations and outside its
/// own container (what it builds inside its own container uses that one); views that are screens or coordinators
/// themselves are left out (their uses are their own). The coordinator's own code counts for each of its screens
/// (a title or toolbar it applies around its routes). The walk is bounded in depth and visits each type once.
struct NavigationUseFinder {
  private var uses: [String: SourceLocation] = [:]
  private var placements: [String: [ViewPlacement]] = [:]
  static let maxDepth = 6

  init(_ facts: ContainerFacts) {
    for use in facts.navigationUses.sorted(by: { $0.location < $1.location }) {
      for name in Self.names(use.owner) where uses[name] == nil { uses[name] = use.location }
    }
    guard !uses.isEmpty else { return }
    for placement in facts.placements.sorted(by: { $0.location < $1.location }) where !placement.insideContainer {
      for name in Self.names(placement.owner) { placements[name, default: []].append(placement) }
    }
  }

  /// A qualified name and its last component (`Outer.Inner` is written `Inner` inside `Outer`).
  private static func names(_ qualified: String) -> [String] {
    guard let dot = qualified.lastIndex(of: ".") else { return [qualified] }
    return [qualified, String(qualified[qualified.index(after: dot)...])]
  }

  func attach(to graph: FlowGraph) -> FlowGraph {
    guard !uses.isEmpty else { return graph }
    var result = graph
    var excluded = Set(graph.screens.flatMap(\.views))
    var coordinatorNames: [String: String] = [:]
    for c in graph.coordinators {
      excluded.formUnion([c.id, c.name])
      coordinatorNames[c.id] = c.name
    }
    var cache: [String: SourceLocation?] = [:]
    for index in result.screens.indices {
      let screen = result.screens[index]
      var found: [SourceLocation] = coordinatorNames[screen.coordinator].flatMap { uses[$0] }.map { [$0] } ?? []
      for view in screen.views {
        if cache[view] == nil { cache[view] = firstUse(from: view, excluded: excluded) }
        if let place = cache[view] ?? nil { found.append(place) }
      }
      result.screens[index].navigationUse = found.min()
    }
    return result
  }

  /// The first use under one view type, breadth first.
  private func firstUse(from root: String, excluded: Set<String>) -> SourceLocation? {
    var queue: [(type: String, depth: Int)] = [(root, 0)]
    var seen: Set<String> = [root]
    var head = 0
    var found: [SourceLocation] = []
    while head < queue.count {
      let (type, depth) = queue[head]
      head += 1
      if let place = uses[type] { found.append(place) }
      guard depth < Self.maxDepth else { continue }
      for placement in placements[type] ?? [] where !excluded.contains(placement.type) && seen.insert(placement.type).inserted {
        queue.append((placement.type, depth + 1))
      }
    }
    return found.min()
  }
}
