/// What one trace file held.
public struct TraceFileSummary: Hashable, Codable, Sendable {
  public var file: String
  public var lines: Int
  public var snapshots: Int
  /// Lines that could not be read, and files that are not traces.
  public var problems: Int

  public init(file: String, lines: Int, snapshots: Int, problems: Int) {
    self.file = file
    self.lines = lines
    self.snapshots = snapshots
    self.problems = problems
  }
}
