/// One field that differs between the base and the head version of the same coordinator, screen or edge.
public struct FieldChange: Hashable, Codable, Sendable, CustomStringConvertible {
  public var field: String
  public var before: String
  public var after: String

  public init(field: String, before: String, after: String) {
    self.field = field
    self.before = before
    self.after = after
  }

  public var description: String { "\(field): \(before) → \(after)" }

  /// The changes among named values, in the order given; equal ones are left out.
  static func list(_ pairs: [(String, String, String)]) -> [FieldChange] {
    pairs.filter { $0.1 != $0.2 }.map { FieldChange(field: $0.0, before: $0.1, after: $0.2) }
  }
}

/// A coordinator or screen present on both sides whose properties changed.
public struct NodeChange: Hashable, Codable, Sendable {
  /// The coordinator or screen id (the identity that did not change).
  public var id: String
  public var changes: [FieldChange]
}

/// An edge present on both sides (matched by its endpoints, or by destination and kind when it moved to
/// another source screen) whose properties changed.
public struct EdgeChange: Hashable, Codable, Sendable {
  public var before: Edge
  public var after: Edge
  public var changes: [FieldChange]

  /// Whether the edge now starts at another screen (the code moved to another screen's view).
  public var moved: Bool { before.from != after.from }
}
