import Foundation

/// Compares a graph's dump with a saved baseline (`Flows.lock`), line by line as a multiset.
public struct BaselineCheck: Hashable, Sendable {
  /// Lines the baseline has and the graph no longer does.
  public var removed: [String]
  /// Lines the graph has and the baseline does not.
  public var added: [String]

  public var drifted: Bool { !removed.isEmpty || !added.isEmpty }

  /// `baseline` is the saved dump's text; comment lines (`#`) and blank lines are ignored.
  public init(baseline: String, graph: FlowGraph) {
    self.init(baseline: baseline, current: FlowDump.lines(graph))
  }

  init(baseline: String, current: [String]) {
    let saved = baseline.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
      .map { $0.trimmingCharacters(in: .whitespaces) }
      .filter { !$0.isEmpty && !$0.hasPrefix("#") }
    var counts: [String: Int] = [:]
    for line in current { counts[line, default: 0] += 1 }
    var removed: [String] = []
    for line in saved {
      if let n = counts[line], n > 0 { counts[line] = n - 1 } else { removed.append(line) }
    }
    var savedCounts: [String: Int] = [:]
    for line in saved { savedCounts[line, default: 0] += 1 }
    var added: [String] = []
    for line in current {
      if let n = savedCounts[line], n > 0 { savedCounts[line] = n - 1 } else { added.append(line) }
    }
    self.removed = removed.sorted()
    self.added = added.sorted()
  }

  /// `- removed` lines, then `+ added` lines.
  public var report: String {
    (removed.map { "- \($0)" } + added.map { "+ \($0)" }).joined(separator: "\n")
  }
}
