/// Generated navigation graphs for benchmarks and tests: tree-like flows in coordinators (about 12 screens
/// each) with some cross links, child coordinators presented as sheets; deterministic for a given size.
public struct SyntheticApp: Sendable {
  public var graph: FlowGraph

  public init(screens total: Int, coordinators count: Int = 0, crossLinks: Int? = nil) {
    let coordinatorCount = count > 0 ? count : max(1, total / 12)
    var generator = SplitMix(seed: 42)
    var graph = FlowGraph()
    var all: [String] = []
    for c in 0..<coordinatorCount {
      let id = "C\(c)"
      let size = total / coordinatorCount + (c < total % coordinatorCount ? 1 : 0)
      var names: [String] = []
      for s in 0..<size {
        let screen = Screen(coordinator: id, name: "screen\(s)")
        graph.screens.append(screen)
        names.append(screen.id)
        if s > 0 {
          let parent = names[Int(generator.next() % UInt64(s))]
          let kinds: [EdgeKind] = [.push, .push, .push, .sheet, .cover]
          graph.edges.append(Edge(from: parent, to: screen.id, kind: kinds[Int(generator.next() % 5)]))
        }
      }
      graph.coordinators.append(Coordinator(id: id, roots: names.first.map { [$0] } ?? [], navigation: .yes))
      if c > 0, !all.isEmpty {
        let from = all[Int(generator.next() % UInt64(all.count))]
        graph.edges.append(Edge(from: from, to: id, kind: .sheet, withNavigation: true))
      }
      all += names
    }
    for _ in 0..<(crossLinks ?? total / 5) where all.count > 1 {
      let a = all[Int(generator.next() % UInt64(all.count))]
      let b = all[Int(generator.next() % UInt64(all.count))]
      if a != b { graph.edges.append(Edge(from: a, to: b, kind: .push, group: "x\(graph.edges.count)")) }
    }
    graph.entryPoints = [EntryPoint(target: "C0")]
    self.graph = graph.normalized()
  }
}

/// A small deterministic random generator (tests must not depend on the system's seed).
public struct SplitMix: Sendable {
  var state: UInt64
  public init(seed: UInt64) { state = seed }
  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
