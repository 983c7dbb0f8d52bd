extension NavigatorLinker {
  /// Adds what one call does: pushes (one per case a function may return, uncertain, in one group), a staged
  /// chain of pushes for `navigateWith(stack:)`, a back action, or an unresolved call kept with its site.
  static func add(_ call: NavigatorCall, from: [String], factory: String, facts: NavigatorFacts, to graph: inout FlowGraph) {
    let site = call.site
    let location = site.location
    let group = "\(location.file):\(location.line):\(location.column)"
    func screenID(_ name: String) -> String { Screen.id(coordinator: factory, name: name) }
    switch call.action {
    case .back(let kind):
      for f in from { graph.backActions.append(BackAction(action: kind, screen: f, location: location, platforms: site.platforms)) }
    case .navigate(let destination):
      switch destination {
      case .screen(let name):
        for f in from { graph.edges.append(Edge(from: f, to: screenID(name), kind: .push, location: location, platforms: site.platforms)) }
      case .function(let name, let text):
        let candidates = facts.functions.filter { $0.name == name }
        let chosen = candidates.first { $0.type == site.context.type && $0.file == site.context.file } ?? candidates.first
        guard let cases = chosen?.cases, candidates.allSatisfy({ $0.cases == cases }) || chosen?.type == site.context.type else {
          for f in from {
            graph.unresolved.append(Unresolved(from: f, kind: .push, expression: text, location: location, platforms: site.platforms))
          }
          return
        }
        for f in from {
          for name in cases {
            graph.edges.append(Edge(from: f, to: screenID(name), kind: .push, location: location, group: cases.count > 1 ? group : nil,
                                    certainty: .uncertain, platforms: site.platforms))
          }
        }
      case .expression(let text):
        for f in from {
          graph.unresolved.append(Unresolved(from: f, kind: .push, expression: text, location: location, platforms: site.platforms))
        }
      }
    case .stack(let destinations):
      var previous = from
      for destination in destinations {
        guard case .screen(let name) = destination else {
          let text: String = switch destination {
          case .function(_, let t), .expression(let t): t
          case .screen(let n): n
          }
          for f in previous {
            graph.unresolved.append(
              Unresolved(from: f, kind: .push, expression: text, location: location, group: group, platforms: site.platforms))
          }
          return
        }
        for f in previous {
          graph.edges.append(Edge(from: f, to: screenID(name), kind: .push, location: location, group: group, staged: true,
                                  platforms: site.platforms))
        }
        previous = [screenID(name)]
      }
    }
  }
}
