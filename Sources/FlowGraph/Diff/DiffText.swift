/// A diff as plain lines (`+ screen X`, `- edge A -> B push`, `~ edge A -> B: kind: push → sheet`): for
/// terminals, logs and the HTML report's change list.
public enum DiffText {
  public static func lines(_ diff: GraphDiff) -> [String] { changes(diff).map(\.text) }

  /// The same lines, each with the screen or coordinator it is about.
  public static func changes(_ diff: GraphDiff) -> [ReportChange] {
    var out: [ReportChange] = []
    func add(_ text: String, _ target: String?) { out.append(ReportChange(text: text, target: target)) }
    for c in diff.coordinatorsAdded { add("+ coordinator \(c.id)", c.id) }
    for c in diff.coordinatorsRemoved { add("- coordinator \(c.id)", c.id) }
    for c in diff.coordinatorsChanged { add("~ coordinator \(c.id): \(describe(c.changes))", c.id) }
    for s in diff.screensAdded { add("+ screen \(s.id)", s.id) }
    for s in diff.screensRemoved { add("- screen \(s.id)", s.id) }
    for s in diff.screensChanged { add("~ screen \(s.id): \(describe(s.changes))", s.id) }
    for e in diff.edgesAdded { add("+ edge \(edge(e))", e.from) }
    for e in diff.edgesRemoved { add("- edge \(edge(e))", e.from) }
    for c in diff.edgesChanged { add("~ edge \(edge(c.after)): \(describe(c.changes))", c.after.from) }
    for id in diff.entryPointsAdded { add("+ entry \(id)", id) }
    for id in diff.entryPointsRemoved { add("- entry \(id)", id) }
    for f in diff.findingsIntroduced { add("+ \(f.severity.rawValue) [\(f.rule)] \(f.message)", f.subjects.first) }
    for f in diff.findingsFixed { add("- \(f.severity.rawValue) [\(f.rule)] \(f.message)", f.subjects.first) }
    return out
  }

  static func edge(_ e: Edge) -> String {
    "\(e.from) -> \(e.to) \(e.kind.rawValue)\(e.withNavigation ? " +nav" : "")"
  }

  static func describe(_ changes: [FieldChange]) -> String {
    changes.map { $0.field == "from" ? "moved from \($0.before)" : $0.description }.joined(separator: "; ")
  }
}
