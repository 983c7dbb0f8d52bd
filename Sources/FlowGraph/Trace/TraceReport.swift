/// The result of `flowviz trace`: deterministic, sorted, encodable as JSON.
public struct TraceReport: Hashable, Codable, Sendable {
  public static let formatName = "flowviz-trace-report"
  public static let formatVersion = 1

  public var format = TraceReport.formatName
  public var version = TraceReport.formatVersion
  public var assumptions: PlatformAssumptions
  public var files: [TraceFileSummary]
  public var lines: Int
  public var snapshots: Int
  /// Consecutive snapshots of one coordinator and session that differ.
  public var updates: Int
  /// Bad lines and files (each also a `trace-bad-input` or `trace-unknown-screen` finding, the first 200 kept).
  public var problems: Int
  public var multiStepTransitions: [MultiStepTransition]
  public var findings: [TraceFinding]
  public var coverage: TraceCoverage?

  /// The screen ids the trace visited (for greying the others in a rendering).
  public var visitedScreens: Set<String> { Set(coverage?.visitedScreens ?? []) }
}
