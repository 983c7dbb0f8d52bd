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
}
