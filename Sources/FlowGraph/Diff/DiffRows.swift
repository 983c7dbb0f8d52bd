/// The rows of the change table, in a fixed order: coordinators, screens, edges, entry points, findings.
struct DiffRows {
  struct Row: Hashable {
    var sign: String
    var change: String
    var item: String
    var details: String
  }

  var rows: [Row] = []

  init(_ diff: GraphDiff) {
    let code = Markdown.code
    for c in diff.coordinatorsAdded {
      rows.append(Row(sign: "➕", change: "coordinator added", item: code(c.id), details: Self.describe(c)))
    }
    for c in diff.coordinatorsRemoved {
      rows.append(Row(sign: "➖", change: "coordinator removed", item: code(c.id), details: Self.describe(c)))
    }
    for c in diff.coordinatorsChanged {
      rows.append(Row(sign: "✏️", change: "coordinator changed", item: code(c.id), details: Self.describe(c.changes)))
    }
    for s in diff.screensAdded {
      rows.append(Row(sign: "➕", change: "screen added", item: code(s.id), details: Self.describe(s)))
    }
    for s in diff.screensRemoved {
      rows.append(Row(sign: "➖", change: "screen removed", item: code(s.id), details: Self.describe(s)))
    }
    for s in diff.screensChanged {
      rows.append(Row(sign: "✏️", change: "screen changed", item: code(s.id), details: Self.describe(s.changes)))
    }
    for e in diff.edgesAdded {
      rows.append(Row(sign: "➕", change: "edge added", item: Self.endpoints(e), details: Self.describe(e)))
    }
    for e in diff.edgesRemoved {
      rows.append(Row(sign: "➖", change: "edge removed", item: Self.endpoints(e), details: Self.describe(e, inBase: true)))
    }
    for c in diff.edgesChanged {
      let what = c.moved ? "edge moved" : "edge changed"
      rows.append(Row(sign: "✏️", change: what, item: Self.endpoints(c.after), details: Self.describe(c.changes)))
    }
    for id in diff.entryPointsAdded {
      rows.append(Row(sign: "➕", change: "entry point added", item: code(id), details: ""))
    }
    for id in diff.entryPointsRemoved {
      rows.append(Row(sign: "➖", change: "entry point removed", item: code(id), details: ""))
    }
    for f in diff.findingsIntroduced {
      rows.append(Row(sign: "⚠️", change: "\(f.severity.rawValue) introduced", item: code(f.rule), details: Self.describe(f)))
    }
    for f in diff.findingsFixed {
      rows.append(Row(sign: "✅", change: "\(f.severity.rawValue) fixed", item: code(f.rule), details: Self.describe(f, inBase: true)))
    }
  }

  static func endpoints(_ e: Edge) -> String { "\(Markdown.code(e.from)) → \(Markdown.code(e.to))" }

  static func describe(_ c: Coordinator) -> String {
    var bits = [c.name, c.kind.rawValue, c.library.rawValue]
    if let g = c.generation { bits.append(g) }
    return Markdown.text(bits.joined(separator: ", "))
  }

  static func describe(_ s: Screen) -> String {
    var text = "in \(s.coordinator)"
    if !s.views.isEmpty { text += "; views: \(s.views.joined(separator: ", "))" }
    return Markdown.text(text)
  }

  /// `inBase`: the location is a line of the base version, not of the files under review.
  static func describe(_ e: Edge, inBase: Bool = false) -> String {
    var bits = [e.kind.rawValue]
    if e.withNavigation { bits.append("with navigation") }
    if e.staged { bits.append("staged") }
    if e.certainty == .uncertain { bits.append("uncertain") }
    if !e.platforms.isEmpty { bits.append(e.platforms.joined(separator: ",")) }
    var text = Markdown.text(bits.joined(separator: ", "))
    if let location = e.location { text += " at \(Markdown.code(location.description))\(inBase ? " (base)" : "")" }
    return text
  }

  static func describe(_ changes: [FieldChange]) -> String {
    changes.map { change in
      change.field == "from"
        ? "moved from \(Markdown.code(change.before))"
        : "\(Markdown.text(change.field)): \(Markdown.text(change.before)) → \(Markdown.text(change.after))"
    }.joined(separator: "; ")
  }

  /// `inBase`: a fixed finding's location is a line of the base version.
  static func describe(_ f: Finding, inBase: Bool = false) -> String {
    var text = Markdown.text(f.message)
    if !f.subjects.isEmpty { text += " (\(f.subjects.map(Markdown.code).joined(separator: ", ")))" }
    if let location = f.location { text += " at \(Markdown.code(location.description))\(inBase ? " (base)" : "")" }
    return text
  }
}
