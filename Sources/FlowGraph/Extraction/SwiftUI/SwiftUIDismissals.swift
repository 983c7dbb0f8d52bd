/// SwiftUI's own dismissals as back actions of the screens that call them: `dismiss()` on an
/// `@Environment(\.dismiss)` property, `presentationMode.wrappedValue.dismiss()` on an
/// `@Environment(\.presentationMode)` one. The screens are those whose view is the calling type, or whose view
/// builds it (up to a few levels of views); a type no screen shows gives nothing.
struct SwiftUIDismissals {
  static let keys: Set<String> = ["dismiss", "presentationMode"]
  let declarations: DeclarationFacts
  let containment: ViewContainment

  func add(to graph: FlowGraph) -> FlowGraph {
    guard !declarations.environmentCalls.isEmpty else { return graph }
    var environment: [String: [String: String]] = [:]
    for type in declarations.types {
      for property in type.properties {
        if let key = property.environment, Self.keys.contains(key) { environment[type.name, default: [:]][property.name] = key }
      }
    }
    guard !environment.isEmpty else { return graph }
    let byView = ViewContainment.screensByView(graph)
    var result = graph
    var seen = Set(graph.backActions)
    for call in declarations.environmentCalls {
      guard let type = call.context.type, environment[type]?[call.property] != nil else { continue }
      for screen in containment.screens(showing: type, byView: byView).sorted() {
        let back = BackAction(action: .environmentDismiss, screen: screen, location: call.location, platforms: call.platforms)
        if seen.insert(back).inserted { result.backActions.append(back) }
      }
    }
    return result
  }
}
