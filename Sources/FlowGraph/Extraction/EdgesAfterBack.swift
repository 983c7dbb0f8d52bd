/// An add after a back of one route in the same update (`dismiss(); push(.receipt)`, `goBack(); presentSheet(.help)`):
/// the add is made on the screen under the one that went back. FlowStacks' `dismiss` removes the last presented route
/// and the routes pushed on it, `goBack` / `pop` the last route (FlowStacks `Array+utilities`); TCACoordinators'
/// `routeWithDelaysIfUnsupported` applies its transform to a copy of the routes and moves to the result.
enum EdgesAfterBack {
  /// Moves each edge (by index in `edges`) to start from the screens that show the one that went back: those
  /// presenting it after a `dismiss`, those pushing or presenting it after a `goBack`; none known, from `fallback`
  /// (the coordinator).
  static func startFromTheScreenUnder(_ afterBack: [(index: Int, back: BackActionKind)], fallback: (Edge) -> String,
                                      in edges: inout [Edge]) {
    let moving = afterBack.filter { edges.indices.contains($0.index) && edges[$0.index].from != fallback(edges[$0.index]) }
    guard !moving.isEmpty else { return }
    let movingIndices = Set(moving.map(\.index))
    let tops = Set(moving.map { edges[$0.index].from })
    // The edges into each screen that goes back, of the edges that stay as they are.
    var into: [String: [(from: String, kind: EdgeKind)]] = [:]
    for (index, edge) in edges.enumerated() where !movingIndices.contains(index) && tops.contains(edge.to) {
      into[edge.to, default: []].append((edge.from, edge.kind))
    }
    func shows(_ kind: EdgeKind, after back: BackActionKind) -> Bool { back == .dismiss ? kind.presents : kind == .push || kind.presents }
    // A moved edge may show the screen another one goes back from (`dismiss(); push(.b)` then, from b, `goBack();
    // presentSheet(.c)`): a few rounds, each reading the moves of the round before, until the sources settle.
    var sources: [Int: [String]] = [:]
    for _ in 0..<min(moving.count, maximumRounds) + 1 {
      var moved = into
      for move in moving {
        let edge = edges[move.index]
        guard tops.contains(edge.to) else { continue }
        for source in sources[move.index] ?? [] { moved[edge.to, default: []].append((source, edge.kind)) }
      }
      var next: [Int: [String]] = [:]
      for move in moving {
        let top = edges[move.index].from
        next[move.index] = Set((moved[top] ?? []).filter { $0.from != top && shows($0.kind, after: move.back) }.map(\.from)).sorted()
      }
      if next == sources { break }
      sources = next
    }
    let kept = edges.indices.filter { !movingIndices.contains($0) }.map { edges[$0] }
    edges = kept + moving.flatMap { move in
      let found = sources[move.index] ?? []
      return (found.isEmpty ? [fallback(edges[move.index])] : found).map { source in
        var edge = edges[move.index]
        edge.from = source
        return edge
      }
    }
  }

  /// How many rounds of moves follow each other; a longer chain keeps the sources found.
  private static let maximumRounds = 8
}
