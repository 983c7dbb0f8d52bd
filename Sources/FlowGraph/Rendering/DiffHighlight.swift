/// Which nodes and edges of a drawing to mark as added, removed or changed (a diff drawn on the whole graph).
public struct DiffHighlight: Hashable, Sendable {
  /// How a node or edge changed.
  public enum Mark: String, Hashable, Codable, Sendable, CaseIterable {
    case added, removed, changed
  }

  /// Screen and coordinator ids.
  public var nodes: [String: Mark]
  /// Edges by `key(_:)`: source, destination and kind.
  public var edges: [String: Mark]

  public init(nodes: [String: Mark] = [:], edges: [String: Mark] = [:]) {
    self.nodes = nodes
    self.edges = edges
  }

  public var isEmpty: Bool { nodes.isEmpty && edges.isEmpty }

  public static func key(_ edge: Edge) -> String { "\(edge.from)\u{1F}\(edge.to)\u{1F}\(edge.kind.rawValue)" }

  public func mark(_ edge: Edge) -> Mark? { edges[Self.key(edge)] }

  /// Colours shared by the SVG and Mermaid drawings (GitHub's palette).
  static func colors(_ mark: Mark) -> (stroke: String, fill: String) {
    switch mark {
    case .added: return ("#1a7f37", "#dafbe1")
    case .removed: return ("#cf222e", "#ffebe9")
    case .changed: return ("#9a6700", "#fff8c5")
    }
  }
}
