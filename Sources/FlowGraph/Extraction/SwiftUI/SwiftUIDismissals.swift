/// SwiftUI's own dismissals as back actions of the screens that call them: `dismiss()` on an
/// `@Environment(\.dismiss)` property, `presentationMode.wrappedValue.dismiss()` on an
/// `@Environment(\.presentationMode)` one. The screens are those whose view is the calling type, or whose view
/// builds it (up to a few levels of views); a type no screen shows gives nothing.
struct SwiftUIDismissals {
  static let keys: Set<String> = ["dismiss", "presentationMode"]
  static let maximumDepth = 4

  let declarations: DeclarationFacts

  func add(to graph: FlowGraph) -> FlowGraph {
    guard !declarations.environmentCalls.isEmpty else { return graph }
    var environment: [String: [String: String]] = [:]
    for type in declarations.types {
      for property in type.properties {
        if let key = property.environment, Self.keys.contains(key) { environment[type.name, default: [:]][property.name] = key }
      }
    }
    guard !environment.isEmpty else { return graph }
    var byView: [String: Set<String>] = [:]
    for screen in graph.screens { for view in screen.views { byView[view, default: []].insert(screen.id) } }
    var builtIn: [String: Set<String>] = [:]
    for use in declarations.instantiations {
      if let type = use.context.type { builtIn[use.type, default: []].insert(type) }
    }
    var result = graph
    var seen = Set(graph.backActions)
    for call in declarations.environmentCalls {
      guard let type = call.context.type, environment[type]?[call.property] != nil else { continue }
      for screen in screens(showing: type, byView: byView, builtIn: builtIn).sorted() {
        let back = BackAction(action: .environmentDismiss, screen: screen, location: call.location, platforms: call.platforms)
        if seen.insert(back).inserted { result.backActions.append(back) }
      }
    }
    return result
  }

  /// Screens whose view is `type` or builds it, nearest first (a bounded walk up the view containment).
  private func screens(showing type: String, byView: [String: Set<String>], builtIn: [String: Set<String>]) -> Set<String> {
    var level: Set<String> = [type]
    var visited = level
    for _ in 0..<Self.maximumDepth {
      let found = level.reduce(into: Set<String>()) { $0.formUnion(byView[$1] ?? []) }
      if !found.isEmpty { return found }
      level = level.reduce(into: Set<String>()) { $0.formUnion(builtIn[$1] ?? []) }.subtracting(visited)
      visited.formUnion(level)
      if level.isEmpty { break }
    }
    return []
  }
}
