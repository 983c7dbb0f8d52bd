/// What changed between two graphs (base → head), by identity: coordinator ids, screen ids, and edge endpoints.
///
/// Locations, group ids and trace counts are not part of the identity, so moving code (or reformatting a file)
/// is not a change. Findings are optional: when both sides are given, they are compared by rule and subjects (the
/// screens and coordinators involved), never by line or file path; see `identity(_:)`.
public struct GraphDiff: Hashable, Codable, Sendable {
  public var coordinatorsAdded: [Coordinator] = []
  public var coordinatorsRemoved: [Coordinator] = []
  public var coordinatorsChanged: [NodeChange] = []
  public var screensAdded: [Screen] = []
  public var screensRemoved: [Screen] = []
  public var screensChanged: [NodeChange] = []
  public var edgesAdded: [Edge] = []
  public var edgesRemoved: [Edge] = []
  public var edgesChanged: [EdgeChange] = []
  public var entryPointsAdded: [String] = []
  public var entryPointsRemoved: [String] = []
  public var findingsIntroduced: [Finding] = []
  public var findingsFixed: [Finding] = []

  public init() {}

  /// Compares two graphs; `baseFindings`/`headFindings` are the lint findings of each side, when known.
  public init(
    base: FlowGraph, head: FlowGraph, baseFindings: [Finding]? = nil, headFindings: [Finding]? = nil
  ) {
    let base = base.normalized()
    let head = head.normalized()
    compareCoordinators(base, head)
    compareScreens(base, head)
    var edges = EdgeMatcher(base: base.edges, head: head.edges)
    edges.match()
    edgesAdded = edges.added
    edgesRemoved = edges.removed
    edgesChanged = edges.changed
    let baseEntries = Set(base.entryPoints.map(\.target))
    let headEntries = Set(head.entryPoints.map(\.target))
    entryPointsAdded = headEntries.subtracting(baseEntries).sorted()
    entryPointsRemoved = baseEntries.subtracting(headEntries).sorted()
    if let baseFindings, let headFindings {
      findingsIntroduced = Self.subtract(headFindings, baseFindings)
      findingsFixed = Self.subtract(baseFindings, headFindings)
    }
  }

  /// True when nothing a reviewer would care about changed.
  public var isEmpty: Bool { changeCount == 0 }

  /// The number of listed changes (each added/removed/changed item counts once).
  public var changeCount: Int {
    coordinatorsAdded.count + coordinatorsRemoved.count + coordinatorsChanged.count + screensAdded.count
      + screensRemoved.count + screensChanged.count + edgesAdded.count + edgesRemoved.count + edgesChanged.count
      + entryPointsAdded.count + entryPointsRemoved.count + findingsIntroduced.count + findingsFixed.count
  }

  private mutating func compareCoordinators(_ base: FlowGraph, _ head: FlowGraph) {
    let old = Dictionary(base.coordinators.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
    let new = Dictionary(head.coordinators.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
    coordinatorsAdded = head.coordinators.filter { old[$0.id] == nil }
    coordinatorsRemoved = base.coordinators.filter { new[$0.id] == nil }
    for after in head.coordinators {
      guard let before = old[after.id] else { continue }
      let changes = FieldChange.list([
        ("name", before.name, after.name),
        ("library", before.library.rawValue, after.library.rawValue),
        ("generation", before.generation ?? "-", after.generation ?? "-"),
        ("kind", before.kind.rawValue, after.kind.rawValue),
        ("roots", before.roots.sorted().joined(separator: ","), after.roots.sorted().joined(separator: ",")),
        ("navigation", before.navigation.rawValue, after.navigation.rawValue),
        ("platforms", before.platforms.sorted().joined(separator: ","), after.platforms.sorted().joined(separator: ",")),
      ])
      if !changes.isEmpty { coordinatorsChanged.append(NodeChange(id: after.id, changes: changes)) }
    }
  }

  private mutating func compareScreens(_ base: FlowGraph, _ head: FlowGraph) {
    let old = Dictionary(base.screens.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
    let new = Dictionary(head.screens.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
    screensAdded = head.screens.filter { old[$0.id] == nil }
    screensRemoved = base.screens.filter { new[$0.id] == nil }
    for after in head.screens {
      guard let before = old[after.id] else { continue }
      let changes = FieldChange.list([
        ("coordinator", before.coordinator, after.coordinator),
        ("name", before.name, after.name),
        ("views", before.views.sorted().joined(separator: ","), after.views.sorted().joined(separator: ",")),
        ("bringsNavigation", "\(before.bringsNavigation)", "\(after.bringsNavigation)"),
      ])
      if !changes.isEmpty { screensChanged.append(NodeChange(id: after.id, changes: changes)) }
    }
  }

  /// Findings of `a` that `b` does not have (as a multiset by `identity`), in `Finding.precedes` order.
  static func subtract(_ a: [Finding], _ b: [Finding]) -> [Finding] {
    var remaining: [String: Int] = [:]
    for f in b { remaining[identity(f), default: 0] += 1 }
    var result: [Finding] = []
    for f in a.sorted(by: Finding.precedes) {
      if let n = remaining[identity(f)], n > 0 { remaining[identity(f)] = n - 1 } else { result.append(f) }
    }
    return result
  }

  /// A finding's identity across base and head: rule and subjects (screen and coordinator ids), like
  /// `Finding.key` but without the file. Lines never count (moved code is no change), and neither do file paths,
  /// deliberately: the two sides often sit at different paths (`--base old/ --head new/`, two checkouts), and a
  /// renamed file or code moved to another file is still moved code, not a fixed plus a new mistake. Equal
  /// identities (the same mistake twice) are counted, so a second occurrence still reads as introduced.
  static func identity(_ f: Finding) -> String {
    "\(f.rule)|\(f.subjects.joined(separator: ","))"
  }
}
