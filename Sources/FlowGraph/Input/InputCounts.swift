/// How many input files of each kind a run read.
public struct InputCounts: Hashable, Sendable {
  public var swift = 0
  public var definitions = 0
  public var graphs = 0

  public init(swift: Int = 0, definitions: Int = 0, graphs: Int = 0) {
    self.swift = swift
    self.definitions = definitions
    self.graphs = graphs
  }

  public var total: Int { swift + definitions + graphs }

  /// "42 files (40 Swift, 2 definition)".
  public var description: String {
    let kinds = [(swift, "Swift"), (definitions, "definition"), (graphs, "graph JSON")].filter { $0.0 > 0 }
    let noun = total == 1 ? "file" : "files"
    if kinds.count == 1 { return "\(total) \(kinds[0].1) \(noun)" }
    if kinds.isEmpty { return "0 files" }
    return "\(total) \(noun) (\(kinds.map { "\($0.0) \($0.1)" }.joined(separator: ", ")))"
  }
}
