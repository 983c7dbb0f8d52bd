import Foundation

/// The human summary of a trace report (`flowviz trace --format text`).
public enum TraceTextFormatter {
  /// Distinct multi-step transitions listed in text (the most frequent).
  public static let shownTransitions = 20

  public static func format(_ report: TraceReport) -> String {
    var out = ""
    let a = report.assumptions
    out += "Read \(report.lines) line(s) from \(report.files.count) file(s): \(report.snapshots) snapshot(s), "
    out += "\(report.updates) update(s), \(report.problems) problem(s).\n"
    out += "Assumptions: iOS \(a.ios), Navigation\(a.container == .stack ? "Stack" : "View").\n"

    let multi = report.multiStepTransitions
    out += "\nMulti-step transitions: \(multi.count) distinct, \(multi.reduce(0) { $0 + $1.count }) occurrence(s)\n"
    // The most frequent first; the JSON report has them all.
    let shown = multi.sorted { $0.count > $1.count }.prefix(shownTransitions)
    for m in shown.sorted(by: { ($0.file, $0.line) < ($1.file, $1.line) }) {
      out += "  \(m.file):\(m.line): \(m.coordinator) ×\(m.count)\n"
      out += "    from [\(m.from.map(\.description).joined(separator: ", "))]\n"
      out += "    to   [\(m.to.map(\.description).joined(separator: ", "))]\n"
      for (i, step) in m.steps.enumerated() { out += "    \(i + 1). \(step)\n" }
    }
    if multi.count > shown.count { out += "  … \(multi.count - shown.count) less frequent ones in --format json\n" }

    if let c = report.coverage {
      let taken = c.edges.count - c.untakenEdges
      out += "\nCoverage: \(taken)/\(c.edges.count) static edge(s) taken, "
      out += "\(c.visitedScreens.count)/\(c.visitedScreens.count + c.unvisitedScreens.count) screen(s) visited\n"
      for e in c.edges {
        out += "  \(String(format: "%6d", e.count ?? 0))  \(e.kind.rawValue) \(e.from) → \(e.to)"
        out += e.location.map { "  (\($0))" } ?? ""
        out += "\n"
      }
      if !c.unvisitedScreens.isEmpty { out += "  Never visited: \(c.unvisitedScreens.joined(separator: ", "))\n" }
      if !c.unknownTransitions.isEmpty {
        out += "  Not in the graph:\n"
        for t in c.unknownTransitions { out += "  \(String(format: "%6d", t.count))  \(t.kind.rawValue) \(t.from) → \(t.to)  (\(t.file):\(t.line))\n" }
      }
      if !c.backWithoutAction.isEmpty {
        out += "  Went back with no back action in the code:\n"
        for t in c.backWithoutAction { out += "  \(String(format: "%6d", t.count))  \(t.from) → \(t.to)  (\(t.file):\(t.line))\n" }
      }
    }

    let other = report.findings.filter { $0.rule != .multiStepTransition }
    if !other.isEmpty {
      out += "\nFindings:\n"
      for f in other { out += "  \(f)\n" }
    }
    return out
  }
}
