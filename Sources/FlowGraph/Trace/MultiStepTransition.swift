/// A multi-step update seen in a trace, grouped by coordinator and step plan; `from`/`to` are its first occurrence.
public struct MultiStepTransition: Hashable, Codable, Sendable {
  public var coordinator: String
  public var from: [TraceRoute]
  public var to: [TraceRoute]
  public var update: TraceUpdate
  public var steps: [TraceStep]
  /// How often the same update happened.
  public var count: Int
  /// The first occurrence.
  public var file: String
  public var line: Int
  /// The first few occurrences as `file:line`.
  public var occurrences: [String]
}
