/// Pairs the edges of two graphs by identity rather than position.
///
/// Three passes, each over what the previous left: (1) equal edges (ignoring location, group, provenance and
/// count) are unchanged; (2) edges with the same endpoints are the same edge with changed properties (kind,
/// withNavigation, staging, certainty, platforms); (3) edges with the same destination and kind but another
/// source moved to another screen. What is left was added or removed; a retargeted edge (same source, new
/// destination) is one removed and one added edge, since its destination is its identity.
struct EdgeMatcher {
  var base: [Edge]
  var head: [Edge]
  var added: [Edge] = []
  var removed: [Edge] = []
  var changed: [EdgeChange] = []

  init(base: [Edge], head: [Edge]) {
    self.base = base.sorted(by: Edge.precedes)
    self.head = head.sorted(by: Edge.precedes)
  }

  /// The part of an edge that is compared: no location, group, provenance or count.
  static func essence(_ edge: Edge) -> Edge {
    Edge(
      from: edge.from, to: edge.to, kind: edge.kind, withNavigation: edge.withNavigation, staged: edge.staged,
      certainty: edge.certainty, platforms: edge.platforms.sorted(), presentation: edge.presentation)
  }

  mutating func match() {
    // Pass 1: unchanged edges, as a multiset (the same call written twice is two edges).
    var baseLeft = Self.subtract(base, head)
    var headLeft = Self.subtract(head, base)
    // Pass 2: same endpoints; pass 3: same destination and kind from another source.
    pair(&baseLeft, &headLeft) { $0.from == $1.from && $0.to == $1.to }
    pair(&baseLeft, &headLeft) { $0.to == $1.to && $0.kind == $1.kind && $0.from != $1.from }
    added = headLeft
    removed = baseLeft
    changed.sort { Edge.precedes($0.after, $1.after) }
  }

  /// The edges of `a` that `b` has no equal of (counting duplicates).
  static func subtract(_ a: [Edge], _ b: [Edge]) -> [Edge] {
    var remaining: [Edge: Int] = [:]
    for e in b { remaining[essence(e), default: 0] += 1 }
    return a.filter { e in
      let key = essence(e)
      guard let n = remaining[key], n > 0 else { return true }
      remaining[key] = n - 1
      return false
    }
  }

  /// Pairs the first head edge that `same` accepts with each base edge, in sorted order.
  private mutating func pair(_ baseLeft: inout [Edge], _ headLeft: inout [Edge], _ same: (Edge, Edge) -> Bool) {
    var unpaired: [Edge] = []
    for b in baseLeft {
      if let index = headLeft.firstIndex(where: { same(b, $0) }) {
        let h = headLeft.remove(at: index)
        changed.append(EdgeChange(before: b, after: h, changes: Self.changes(b, h)))
      } else {
        unpaired.append(b)
      }
    }
    baseLeft = unpaired
  }

  static func changes(_ a: Edge, _ b: Edge) -> [FieldChange] {
    FieldChange.list([
      ("from", a.from, b.from),
      ("kind", a.kind.rawValue, b.kind.rawValue),
      ("withNavigation", "\(a.withNavigation)", "\(b.withNavigation)"),
      ("staged", "\(a.staged)", "\(b.staged)"),
      ("presentation", a.presentation?.rawValue ?? "", b.presentation?.rawValue ?? ""),
      ("certainty", a.certainty.rawValue, b.certainty.rawValue),
      ("platforms", a.platforms.sorted().joined(separator: ","), b.platforms.sorted().joined(separator: ",")),
    ])
  }
}
