/// A diff as plain lines (`+ screen X`, `- edge A -> B push`, `~ edge A -> B: kind: push → sheet`): for
/// terminals, logs and the HTML report's change list.
public enum DiffText {
  public static func lines(_ diff: GraphDiff) -> [String] {
    var out: [String] = []
    out += diff.coordinatorsAdded.map { "+ coordinator \($0.id)" }
    out += diff.coordinatorsRemoved.map { "- coordinator \($0.id)" }
    out += diff.coordinatorsChanged.map { "~ coordinator \($0.id): \(describe($0.changes))" }
    out += diff.screensAdded.map { "+ screen \($0.id)" }
    out += diff.screensRemoved.map { "- screen \($0.id)" }
    out += diff.screensChanged.map { "~ screen \($0.id): \(describe($0.changes))" }
    out += diff.edgesAdded.map { "+ edge \(edge($0))" }
    out += diff.edgesRemoved.map { "- edge \(edge($0))" }
    out += diff.edgesChanged.map { "~ edge \(edge($0.after)): \(describe($0.changes))" }
    out += diff.entryPointsAdded.map { "+ entry \($0)" }
    out += diff.entryPointsRemoved.map { "- entry \($0)" }
    out += diff.findingsIntroduced.map { "+ \($0.severity) [\($0.rule)] \($0.message)" }
    out += diff.findingsFixed.map { "- \($0.severity) [\($0.rule)] \($0.message)" }
    return out
  }

  static func edge(_ e: Edge) -> String {
    "\(e.from) -> \(e.to) \(e.kind.rawValue)\(e.withNavigation ? " +nav" : "")"
  }

  static func describe(_ changes: [FieldChange]) -> String {
    changes.map { $0.field == "from" ? "moved from \($0.before)" : $0.description }.joined(separator: "; ")
  }
}
