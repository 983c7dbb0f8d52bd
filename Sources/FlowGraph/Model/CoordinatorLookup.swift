/// Finds a coordinator by the names people use: its id, its type name, the type name with a platform
/// (`AppCoordinator@iOS`) when two declarations share the name, or any of these in another letter case when that is
/// unambiguous. `entry_points`, `trace --coordinator` and `render --coordinator` all resolve through it.
public struct CoordinatorLookup: Sendable {
  public enum Match: Hashable, Sendable {
    /// The coordinator's id (or, for `node`, a screen id).
    case found(String)
    /// Several coordinators answer to the name: how to name each one.
    case ambiguous([String])
    /// Nothing answers: the closest names the graph has (possibly none).
    case unknown(closest: [String])
  }

  private let coordinators: [Coordinator]
  private let screenIDs: Set<String>
  /// The longest name anything here answers to (an id, a type name with a qualifier, a screen id): a longer name
  /// matches nothing and is not compared (a 50 KB `entry:` would be compared at each of its dots).
  private let longest: Int

  public init(_ graph: FlowGraph) {
    coordinators = graph.coordinators
    screenIDs = Set(graph.screens.map(\.id))
    let names = coordinators.flatMap { [$0.id.count, $0.name.count + 1 + ($0.platforms.map(\.count).max() ?? 0)] }
    longest = max(names.max() ?? 0, screenIDs.map(\.count).max() ?? 0)
  }

  /// The coordinator a user-given name means.
  public func coordinator(_ name: String) -> Match {
    guard name.count <= longest else { return .unknown(closest: []) }
    if coordinators.contains(where: { $0.id == name }) { return .found(name) }
    let named = coordinators.filter { $0.name == name }
    if named.count == 1 { return .found(named[0].id) }
    if named.count > 1 { return .ambiguous(named.map(qualifiedName).sorted()) }
    // `Name@qualifier`: a platform of the declaration, or the file that tells two declarations apart.
    if let at = name.lastIndex(of: "@") {
      let base = String(name[..<at]), qualifier = name[name.index(after: at)...].lowercased()
      let qualified = coordinators.filter { c in
        c.name == base && (c.platforms.contains { $0.lowercased() == qualifier } || c.id.lowercased() == "\(base)@\(qualifier)".lowercased())
      }
      if qualified.count == 1 { return .found(qualified[0].id) }
      if qualified.count > 1 { return .ambiguous(qualified.map(\.id).sorted()) }
    }
    let lower = name.lowercased()
    let folded = coordinators.filter { $0.id.lowercased() == lower || $0.name.lowercased() == lower }
    if folded.count == 1 { return .found(folded[0].id) }
    if folded.count > 1 { return .ambiguous(folded.map(qualifiedName).sorted()) }
    return .unknown(closest: Self.closest(to: name, among: coordinators.flatMap { [$0.id, $0.name] }))
  }

  /// A coordinator, or a screen as `Coordinator.screen` with the coordinator named any way `coordinator(_:)` takes.
  public func node(_ name: String) -> Match {
    guard name.count <= longest else { return .unknown(closest: []) }
    if screenIDs.contains(name) { return .found(name) }
    var coordinatorMatch = coordinator(name)
    if case .found = coordinatorMatch { return coordinatorMatch }
    // Every split at a dot: coordinator ids and screen names may both hold dots.
    var index = name.startIndex
    while let dot = name[index...].firstIndex(of: ".") {
      let head = String(name[..<dot]), tail = String(name[name.index(after: dot)...])
      if case .found(let id) = coordinator(head) {
        if screenIDs.contains(Screen.id(coordinator: id, name: tail)) { return .found(Screen.id(coordinator: id, name: tail)) }
        // Closest by the screen's own name, so that the shared coordinator prefix does not make every screen close.
        let names = screenIDs.filter { $0.hasPrefix(id + ".") }.map { String($0.dropFirst(id.count + 1)) }
        coordinatorMatch = .unknown(closest: Self.closest(to: tail, among: names).map { Screen.id(coordinator: id, name: $0) })
      }
      index = name.index(after: dot)
    }
    if case .unknown(let closest) = coordinatorMatch, closest.isEmpty {
      return .unknown(closest: Self.closest(to: name, among: coordinators.flatMap { [$0.id, $0.name] } + screenIDs))
    }
    return coordinatorMatch
  }

  /// What to tell the user when `match` is not `.found`: "unknown coordinator 'X'; the closest: A, B".
  public static func message(_ what: String, _ name: String, _ match: Match) -> String {
    switch match {
    case .found(let id): return "\(what) '\(name)' is \(id)"
    case .ambiguous(let names):
      return "\(what) '\(name)' is ambiguous: it names \(names.joined(separator: ", ")); use one of these"
    case .unknown(let closest) where closest.isEmpty:
      return "unknown \(what) '\(name)': the graph has no coordinator of that name"
    case .unknown(let closest):
      return "unknown \(what) '\(name)'; the closest: \(closest.joined(separator: ", "))"
    }
  }

  /// How to name a coordinator that shares its type name: with its platform when that tells it apart, else its id.
  private func qualifiedName(_ c: Coordinator) -> String {
    let sameName = coordinators.filter { $0.name == c.name }
    if c.platforms.count == 1, !sameName.contains(where: { $0.id != c.id && $0.platforms == c.platforms }) {
      return "\(c.name)@\(c.platforms[0])"
    }
    return c.id
  }

  /// Up to five names closest to `name` by edit distance (letter case ignored), or containing it.
  static func closest(to name: String, among names: some Sequence<String>) -> [String] {
    let target = Array(name.lowercased())
    let limit = max(2, target.count / 3)
    var scored: [(Int, String)] = []
    for candidate in Set(names) {
      let lower = candidate.lowercased()
      let distance = editDistance(target, Array(lower), limit: limit)
      if let distance {
        scored.append((distance, candidate))
      } else if target.count >= 3, lower.contains(String(target)) || String(target).contains(lower) && lower.count >= 3 {
        scored.append((limit + 1, candidate))
      }
    }
    return scored.sorted { ($0.0, $0.1) < ($1.0, $1.1) }.prefix(5).map(\.1)
  }

  /// Levenshtein distance, or nil when it exceeds `limit`.
  static func editDistance(_ a: [Character], _ b: [Character], limit: Int) -> Int? {
    if abs(a.count - b.count) > limit { return nil }
    var previous = Array(0...b.count)
    for (i, x) in a.enumerated() {
      var current = [i + 1] + Array(repeating: 0, count: b.count)
      for (j, y) in b.enumerated() {
        current[j + 1] = min(previous[j + 1] + 1, current[j] + 1, previous[j] + (x == y ? 0 : 1))
      }
      if current.min() ?? 0 > limit { return nil }
      previous = current
    }
    return previous[b.count] <= limit ? previous[b.count] : nil
  }
}
