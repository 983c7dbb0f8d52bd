/// Maps recorded coordinator names and screen case paths onto graph ids.
///
/// A coordinator matches by id or name; a screen by its case name (the longest dotted prefix of a nested case
/// path that the coordinator declares), or by naming a child coordinator. Without a graph, ids are built the
/// way the graph builds them: `<coordinator>.<case>`.
struct TraceScreenResolver: Sendable {
  static let unnamed = "(unnamed)"
  let graph: FlowGraph?
  private var coordinatorIDs: [String: String] = [:]
  private var screenIDs: Set<String> = []
  private var screensByName: [String: [String]] = [:]
  private var cache: [String: (id: String, known: Bool)] = [:]

  init(graph: FlowGraph?) {
    self.graph = graph
    guard let graph else { return }
    for c in graph.coordinators {
      coordinatorIDs[c.name] = c.id
      coordinatorIDs[c.id] = c.id
    }
    screenIDs = Set(graph.screens.map(\.id))
    for s in graph.screens { screensByName[s.name, default: []].append(s.id) }
  }

  /// The graph's coordinator id for a recorded name (nil name: the graph's only coordinator, if it has one).
  func coordinator(_ name: String?) -> String {
    guard let name else {
      if let graph, graph.coordinators.count == 1 { return graph.coordinators[0].id }
      return Self.unnamed
    }
    return coordinatorIDs[name] ?? name
  }

  /// The screen id of a case path within a coordinator, and whether the graph has it.
  mutating func screen(_ path: [String], in coordinator: String) -> (id: String, known: Bool) {
    let key = coordinator + "\u{1}" + path.joined(separator: ".")
    if let hit = cache[key] { return hit }
    let result = resolve(path, in: coordinator)
    if cache.count < 100_000 { cache[key] = result }
    return result
  }

  private func resolve(_ path: [String], in coordinator: String) -> (id: String, known: Bool) {
    let fallback = Screen.id(coordinator: coordinator, name: path.first ?? "")
    guard let graph else { return (fallback, true) }
    for length in stride(from: path.count, through: 1, by: -1) {
      let id = Screen.id(coordinator: coordinator, name: path[0..<length].joined(separator: "."))
      if screenIDs.contains(id) { return (id, true) }
    }
    guard let name = path.first else { return (fallback, false) }
    // An unnamed or unknown coordinator: a case name only one coordinator declares.
    if graph.coordinator(coordinator) == nil, let ids = screensByName[name], ids.count == 1 { return (ids[0], true) }
    // A case that shows a child coordinator (`.addCard` presenting AddCardFlow).
    if let child = graph.coordinators.first(where: {
      $0.id.lowercased() == name.lowercased() || $0.name.lowercased() == name.lowercased()
    }) {
      return (child.id, true)
    }
    return (fallback, false)
  }
}
