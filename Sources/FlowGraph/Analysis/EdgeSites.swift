/// Groups edges by call site: a call in a view that several screens show is extracted once per screen, but it is
/// one place to change, so rules report it once.
enum EdgeSites {
  /// Edges with the same location, kind and destination, in the graph's order; edges without a location stay alone.
  static func group(_ edges: [Edge]) -> [[Edge]] {
    var order: [[Edge]] = []
    var index: [String: Int] = [:]
    for edge in edges {
      guard let location = edge.location else {
        order.append([edge])
        continue
      }
      let key = "\(location)|\(edge.kind.rawValue)|\(edge.to)"
      if let at = index[key] {
        order[at].append(edge)
      } else {
        index[key] = order.count
        order.append([edge])
      }
    }
    return order
  }

  /// Steps whose edges share a call site, in the walk's order: the first step of each site and the other screens
  /// that make the same call.
  static func group(_ steps: [Step]) -> [(step: Step, others: [String])] {
    var order: [(step: Step, others: [String])] = []
    var index: [String: Int] = [:]
    for step in steps {
      guard let edge = step.edge else { continue }
      guard let location = edge.location else {
        order.append((step, []))
        continue
      }
      let key = "\(location)|\(edge.kind.rawValue)|\(edge.to)"
      if let at = index[key] {
        if edge.from != order[at].step.edge?.from, !order[at].others.contains(edge.from) { order[at].others.append(edge.from) }
      } else {
        index[key] = order.count
        order.append((step, []))
      }
    }
    return order
  }
}
