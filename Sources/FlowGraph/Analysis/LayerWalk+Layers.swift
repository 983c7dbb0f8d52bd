extension LayerWalk {
  /// The edge that started the layer a state is shown in (the sheet, cover, tab or root switch, also a route an
  /// assigned array presents: a set-routes edge whose presentation is a sheet or cover), nil when the layer is the
  /// entry point's own.
  public func layerStart(of state: ReachedState) -> Edge? {
    path(to: state).last { edge in
      switch edge.kind {
      case .push, .embed: false
      case .setRoutes: edge.presentation?.presents == true
      default: true
      }
    }
  }

  /// The edges taken from reached states, one per edge (the first context in which it was taken).
  public func firstSteps(where predicate: (Step) -> Bool) -> [Step] {
    var seen = Set<Edge>()
    return steps.filter { step in
      guard let edge = step.edge, predicate(step) else { return false }
      return seen.insert(edge).inserted
    }
  }
}

extension LintContext {
  /// Why a layer has the container it has, for messages: "presented as a sheet from 'a' without withNavigation".
  func layerPhrase(of state: ReachedState) -> String {
    guard let start = walk.layerStart(of: state) else {
      let entry = walk.path(to: state).first?.from ?? state.node
      let owner = self.owner(entry)
      return "the entry layer of \(owner.map { label($0.id) } ?? label(entry)), declared with navigation '\(owner?.navigation.rawValue ?? "unknown")'"
    }
    let shown = start.kind == .setRoutes ? start.presentation ?? start.kind : start.kind
    switch shown {
    case .sheet, .cover:
      let presented = "a \(shown.rawValue) presented from '\(start.from)'"
      if start.withNavigation { return presented + " in a navigation container of its own" }
      if let c = coordinator(start.to), c.navigation == .yes {
        return presented + ", showing \(label(c.id)), which brings its own navigation container"
      }
      let target = coordinator(start.to).map { " (\(label($0.id)) has navigation '\($0.navigation.rawValue)')" } ?? ""
      return presented + " without withNavigation" + target
    default:
      let c = owner(start.to)
      return "\(label(start.to)), entered by \(start.kind.rawValue) from '\(start.from)', declared with navigation '\(c?.navigation.rawValue ?? "unknown")'"
    }
  }
}
