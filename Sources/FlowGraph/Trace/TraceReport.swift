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

/// A multi-step update seen in a trace, grouped by coordinator and by the routes before and after.
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

/// A transition between two screens seen in a trace.
public struct RuntimeTransition: Hashable, Codable, Sendable {
  public var from: String
  public var to: String
  public var kind: EdgeKind
  public var count: Int
  public var file: String
  public var line: Int
}

/// How a trace covers a static graph.
public struct TraceCoverage: Hashable, Codable, Sendable {
  /// Each static edge with its runtime count (0: never taken).
  public var edges: [Edge]
  public var untakenEdges: Int
  public var visitedScreens: [String]
  public var unvisitedScreens: [String]
  /// Runtime transitions the static graph does not have.
  public var unknownTransitions: [RuntimeTransition]
  /// Stack shrinks (`from` is the screen left, `to` the screen shown) with no back action in the code.
  public var backWithoutAction: [RuntimeTransition]
}

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
