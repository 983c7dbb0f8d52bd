/// SwiftUI's own dismissals as back actions of the screens that call them: `dismiss()` on an
/// `@Environment(\.dismiss)` property, `presentationMode.wrappedValue.dismiss()` on an
/// `@Environment(\.presentationMode)` one. The screens are those whose view is the calling type, or whose view
/// builds it in place (up to a few levels of views); a type no screen shows gives nothing. A view a screen's view
/// presents itself (`.sheet { WebPage() }`) or pushes (`NavigationLink(destination: PickerView())`) is not: SwiftUI's
/// dismiss there closes that sheet or pops that view, not the screen. A
/// dismissal handed to a function that dismisses it (`content.defaultBackButton(presentationMode)`, see
/// `DismissalForwarding`) is a back action of the screens showing the type that hands it on, at the function's
/// dismissal.
struct SwiftUIDismissals {
  static let keys: Set<String> = ["dismiss", "presentationMode"]
  let declarations: DeclarationFacts
  let containment: ViewContainment

  func add(to graph: FlowGraph) -> FlowGraph {
    guard !declarations.environmentCalls.isEmpty else { return graph }
    var environment: [String: [String: String]] = [:]
    let types = declarations.types
    for i in types.indices {
      for property in types[i].properties {
        if let key = property.environment, Self.keys.contains(key) { environment[types[i].name, default: [:]][property.name] = key }
      }
    }
    guard !environment.isEmpty else { return graph }
    let byView = ViewContainment.screensByView(graph)
    var result = graph
    var seen = Set(graph.backActions)
    for call in declarations.environmentCalls {
      guard let type = call.context.type, environment[type]?[call.property] != nil else { continue }
      for screen in containment.screens(showing: type, byView: byView, sameLayer: true).sorted() {
        let back = BackAction(action: .environmentDismiss, screen: screen, location: call.location, platforms: call.platforms)
        if seen.insert(back).inserted { result.backActions.append(back) }
      }
    }
    for forward in declarations.dismissalForwards {
      guard let type = forward.context.type, environment[type]?[forward.property] != nil else { continue }
      let dismissals = handedOnDismissals(forward)
      guard !dismissals.isEmpty else { continue }
      for screen in containment.screens(showing: type, byView: byView, sameLayer: true).sorted() {
        for dismissal in dismissals {
          let back = BackAction(action: .environmentDismiss, screen: screen, location: dismissal.location, platforms: forward.platforms)
          if seen.insert(back).inserted { result.backActions.append(back) }
        }
      }
    }
    return result
  }

  /// The dismissals, in the called function's code, of the parameter a forward fills.
  private func handedOnDismissals(_ forward: DismissalForward) -> [EnvironmentCall] {
    let parameters = declarations.dismissalParameters.filter { DismissalForwarding.matches(forward, $0) }
    return declarations.environmentCalls.filter { call in
      parameters.contains { $0.owner == call.context.type && $0.function == call.context.member && $0.name == call.property }
    }
  }
}
