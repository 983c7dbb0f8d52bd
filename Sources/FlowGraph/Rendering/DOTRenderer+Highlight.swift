/// Attributes that mark a diff on the DOT drawing; appended last, so they win over the base style
/// (Graphviz keeps the last value of a repeated attribute).
extension DOTRenderer {
  func highlightNode(_ mark: DiffHighlight.Mark) -> [String] {
    let (stroke, fill) = DiffHighlight.colors(mark)
    let style = mark == .removed ? "rounded,filled,dashed,bold" : "rounded,filled,bold"
    return ["color=\"\(stroke)\"", "fillcolor=\"\(fill)\"", "style=\"\(style)\"", "penwidth=2.5", "class=\"diff-\(mark.rawValue)\""]
  }

  func highlightEdge(_ mark: DiffHighlight.Mark) -> [String] {
    let (stroke, _) = DiffHighlight.colors(mark)
    var attributes = ["color=\"\(stroke)\"", "penwidth=2.5", "class=\"diff-\(mark.rawValue)\""]
    if mark == .removed { attributes.append("style=dashed") }
    return attributes
  }

  func highlightCluster(_ mark: DiffHighlight.Mark) -> String {
    let (stroke, _) = DiffHighlight.colors(mark)
    let style = mark == .removed ? "rounded,filled,dashed,bold" : "rounded,filled,bold"
    return "color=\"\(stroke)\"; penwidth=2.5; style=\"\(style)\"; class=\"diff-\(mark.rawValue)\";"
  }
}
