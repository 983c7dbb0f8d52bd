/// The navigation graph of an app: coordinators, their screens and the transitions between them.
///
/// A value: extraction, definition files and graph JSON all produce one; rules, renderers and diffs read one.
public struct FlowGraph: Hashable, Codable, Sendable {
  /// Version of the graph JSON format written by `flowviz export`.
  public static let formatVersion = 1
  public static let formatName = "flowviz-graph"

  public var coordinators: [Coordinator]
  public var screens: [Screen]
  public var edges: [Edge]
  public var backActions: [BackAction]
  public var unresolved: [Unresolved]
  public var entryPoints: [EntryPoint]
  /// Facts about the code that rules judge beside the flow (unused navigation helpers, unowned coordinator state).
  public var codeFacts: [CodeFact] = []

  public init(
    coordinators: [Coordinator] = [], screens: [Screen] = [], edges: [Edge] = [], backActions: [BackAction] = [],
    unresolved: [Unresolved] = [], entryPoints: [EntryPoint] = []
  ) {
    self.coordinators = coordinators
    self.screens = screens
    self.edges = edges
    self.backActions = backActions
    self.unresolved = unresolved
    self.entryPoints = entryPoints
  }

  /// Joins two graphs (e.g. sources plus definition files); the result is normalized.
  public func merged(with other: FlowGraph) -> FlowGraph {
    if other.isEmpty { return normalized() }
    if isEmpty { return other.normalized() }
    var joined = FlowGraph(
      coordinators: coordinators + other.coordinators, screens: screens + other.screens,
      edges: edges + other.edges, backActions: backActions + other.backActions,
      unresolved: unresolved + other.unresolved, entryPoints: entryPoints + other.entryPoints
    )
    joined.codeFacts = codeFacts + other.codeFacts
    return joined.normalized()
  }

  /// No coordinators, screens, edges, back actions, unresolved destinations or entry points.
  public var isEmpty: Bool {
    coordinators.isEmpty && screens.isEmpty && edges.isEmpty && backActions.isEmpty && unresolved.isEmpty
      && entryPoints.isEmpty && codeFacts.isEmpty
  }

  /// Sorted and de-duplicated, so that equal graphs encode to equal bytes.
  ///
  /// Graphs are normalized where they are made and again where they are read, so a collection that is already in
  /// order without repeats is kept after one pass over it.
  public func normalized() -> FlowGraph {
    var copy = self
    copy.coordinators = Self.unique(coordinators) { $0.id }
    copy.screens = Self.unique(screens) { $0.id }
    copy.edges = Self.sortedDistinct(edges, by: Edge.precedes)
    copy.backActions = Self.sortedDistinct(backActions, by: BackAction.precedes)
    copy.unresolved = Self.sortedDistinct(unresolved, by: Unresolved.precedes)
    copy.entryPoints = Self.unique(entryPoints) { $0.target }
    copy.codeFacts = Self.sortedDistinct(codeFacts, by: CodeFact.precedes)
    return copy
  }

  /// Sorted by the key, keeping the first of each key (the earliest declaration after sorting by location).
  private static func unique<T>(_ items: [T], by key: (T) -> String) -> [T] {
    if isStrictlyAscending(items, by: { key($0) < key($1) }) { return items }
    var seen = Set<String>()
    return items.filter { seen.insert(key($0)).inserted }.sorted { key($0) < key($1) }
  }

  /// Sorted without repeats. `precedes` orders by every field, so equal values end up next to each other.
  private static func sortedDistinct<T: Equatable>(_ items: [T], by precedes: (T, T) -> Bool) -> [T] {
    if isStrictlyAscending(items, by: precedes) { return items }
    var result: [T] = []
    result.reserveCapacity(items.count)
    for item in items.sorted(by: precedes) where result.last != item { result.append(item) }
    return result
  }

  private static func isStrictlyAscending<T>(_ items: [T], by precedes: (T, T) -> Bool) -> Bool {
    var index = items.startIndex
    while index + 1 < items.endIndex {
      guard precedes(items[index], items[index + 1]) else { return false }
      index += 1
    }
    return true
  }
}

// MARK: - Queries

/// Dictionary lookups over a graph, for passes that query it once per edge.
public struct GraphIndex: Sendable {
  public let coordinators: [String: Coordinator]
  public let screens: [String: Screen]
  public let screensByCoordinator: [String: [Screen]]

  public init(_ graph: FlowGraph) {
    coordinators = Dictionary(graph.coordinators.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
    screens = Dictionary(graph.screens.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
    screensByCoordinator = Dictionary(grouping: graph.screens, by: \.coordinator)
  }

  /// The coordinator a node belongs to: itself for a coordinator id, its owner for a screen id.
  public func owner(of node: String) -> String? {
    coordinators[node] != nil ? node : screens[node]?.coordinator
  }
}

extension FlowGraph {
  public func coordinator(_ id: String) -> Coordinator? { coordinators.first { $0.id == id } }
  public func screen(_ id: String) -> Screen? { screens.first { $0.id == id } }
  public func screens(of coordinator: String) -> [Screen] { screens.filter { $0.coordinator == coordinator } }

  /// The coordinator a node belongs to: itself for a coordinator id, its owner for a screen id.
  public func owner(of node: String) -> String? {
    if coordinators.contains(where: { $0.id == node }) { return node }
    return screens.first { $0.id == node }?.coordinator
  }

  /// Each child coordinator's parent: the owner of the first (sorted) edge that attaches it.
  /// A coordinator attached from several places is drawn inside the first; cycles are broken.
  public func parents() -> [String: String] {
    var parent: [String: String] = [:]
    // The top of each coordinator's tree so far, with paths shortened as they are read (union-find): walking the
    // parents for every edge took time quadratic in the depth (3,000 nested coordinators: 4.5 million steps).
    var top: [String: String] = [:]
    func root(_ node: String) -> String {
      var r = node
      while let up = top[r] { r = up }
      var cursor = node
      while let up = top[cursor], up != r {
        top[cursor] = r
        cursor = up
      }
      return r
    }
    let index = GraphIndex(self)
    for edge in edges.sorted(by: Edge.precedes) where index.coordinators[edge.to] != nil && parent[edge.to] == nil {
      guard let owner = index.owner(of: edge.from), owner != edge.to else { continue }
      // Refuse a parent that would make a cycle (A inside B inside A). `edge.to` has no parent yet, so it tops its
      // tree: it is above `owner` exactly when it is the top of owner's tree.
      let ownerRoot = root(owner)
      if ownerRoot != edge.to {
        parent[edge.to] = owner
        top[edge.to] = ownerRoot
      }
    }
    return parent
  }

  /// Screen ids the app can start at: entry screens, and the roots of entry coordinators.
  /// Without declared entry points, the roots of coordinators that nothing attaches.
  public func entryScreens() -> [String] {
    var result: [String] = []
    let targets: [String]
    if entryPoints.isEmpty {
      let attached = Set(edges.map(\.to))
      targets = coordinators.map(\.id).filter { !attached.contains($0) }
    } else {
      targets = entryPoints.map(\.target)
    }
    for target in targets {
      if let c = coordinator(target) { result += c.roots } else if screen(target) != nil { result.append(target) }
    }
    return Array(Set(result)).sorted()
  }

  /// Screen ids that are roots of their coordinator.
  public var rootScreens: Set<String> { Set(coordinators.flatMap(\.roots)) }
}

// MARK: - Ordering

extension Edge {
  static func precedes(_ a: Edge, _ b: Edge) -> Bool {
    if a.from != b.from { return a.from < b.from }
    if a.to != b.to { return a.to < b.to }
    if a.kind != b.kind { return a.kind.rawValue < b.kind.rawValue }
    if let order = Optional.precedes(a.location, b.location) { return order }
    return a.sortKey < b.sortKey
  }

  /// Tie-breaker over every remaining field, so that sorting is total.
  var sortKey: String {
    "\(withNavigation)|\(group ?? "")|\(staged)|\(provenance)|\(certainty)|\(platforms)|\(count ?? -1)|\(presentation?.rawValue ?? "")"
  }
}

extension BackAction {
  static func precedes(_ a: BackAction, _ b: BackAction) -> Bool {
    if a.screen != b.screen { return a.screen < b.screen }
    if a.action != b.action { return a.action.rawValue < b.action.rawValue }
    if let order = Optional.precedes(a.location, b.location) { return order }
    return "\(a.count ?? -1)|\(a.provenance)|\(a.platforms)|\(a.target ?? "")|\(a.staged.map { "\($0)" } ?? "")"
      < "\(b.count ?? -1)|\(b.provenance)|\(b.platforms)|\(b.target ?? "")|\(b.staged.map { "\($0)" } ?? "")"
  }
}

extension Unresolved {
  static func precedes(_ a: Unresolved, _ b: Unresolved) -> Bool {
    if a.from != b.from { return a.from < b.from }
    if let order = Optional.precedes(a.location, b.location) { return order }
    return "\(a.expression)|\(a.kind)|\(a.group ?? "")|\(a.platforms)"
      < "\(b.expression)|\(b.kind)|\(b.group ?? "")|\(b.platforms)"
  }
}
