/// A transition between two screens seen in a trace.
public struct RuntimeTransition: Hashable, Codable, Sendable {
  public var from: String
  public var to: String
  public var kind: EdgeKind
  public var count: Int
  public var file: String
  public var line: Int
}
