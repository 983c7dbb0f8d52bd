/// Joins the Navigator facts of all files into a graph: one coordinator per view factory, its `ScreenID` cases
/// as screens (with the views the factory builds, whether those views bind navigation, whether the case carries
/// values), the root, and every navigation call as push edges, back actions or unresolved calls.
public struct NavigatorLinker: Sendable {
  public init() {}

  public func link(_ facts: NavigatorFacts, declarations shared: DeclarationFacts) -> (graph: FlowGraph, warnings: [Diagnostic]) {
    let declarations = facts.uses.applied(to: shared)
    let index = TypeIndex(declarations.types)
    let factories = Dictionary(facts.factories.map { ($0.type, $0) }, uniquingKeysWith: { a, _ in a })
    let ids = factories.keys.sorted()
    func roots(_ factory: String?) -> [String] {
      facts.roots.filter { $0.factory == factory || (factory == nil || $0.factory == nil) && ids.count == 1 }
        .compactMap { root in root.root.map { Screen.id(coordinator: root.factory ?? ids[0], name: $0) } }
    }
    let attribution = Attribution(
      index: index, declarations: declarations, isCoordinator: { _ in nil },
      screens: { context in
        let factory = context.anchor.type
        if context.anchor.screenType == NavigatorExtractor.armAnchor, let factory {
          return context.paths.compactMap(\.first).map { Screen.id(coordinator: factory, name: $0) }
        }
        return context.anchor.screenType == NavigatorExtractor.rootAnchor ? roots(factory) : []
      })
    var graph = FlowGraph()
    var warnings: [Diagnostic] = []
    let binders = Set(facts.bindings)
    for id in ids {
      guard let factory = factories[id] else { continue }
      let rootIDs = Array(Set(roots(id))).sorted()
      graph.coordinators.append(Coordinator(
        id: id, name: id, library: .navigator, generation: "0.2", kind: .navigation, roots: rootIDs,
        navigation: facts.container ? .yes : .unknown, location: factory.location))
      // The app creates the navigator: it starts there.
      if let root = facts.roots.first(where: { $0.factory == id || ids.count == 1 }) {
        graph.entryPoints.append(EntryPoint(target: id, location: root.location))
      }
      let enumKey = factory.screenType.flatMap { index.lookup($0, from: id, file: factory.file) }
      var screens: [String: Screen] = [:]
      for c in enumKey.flatMap({ index[$0]?.cases }) ?? [] {
        var screen = Screen(coordinator: id, name: c.name, location: c.location)
        screen.hasPayload = !c.associated.isEmpty
        screens[screen.id] = screen
      }
      for arm in facts.arms where arm.factory == id {
        for name in arm.cases {
          let screenID = Screen.id(coordinator: id, name: name)
          var screen = screens[screenID] ?? Screen(coordinator: id, name: name, location: arm.location)
          let views = arm.views.compactMap { index.lookup($0, from: id, file: factory.file)?.name }
          screen.views = Array(Set(screen.views + views)).sorted()
          screens[screenID] = screen
        }
      }
      for key in screens.keys {
        guard let views = screens[key]?.views, !views.isEmpty else { continue }
        screens[key]?.bindsNavigation = views.contains { view in
          declarations.types.contains { $0.name == view && binders.contains("\($0.name)@\($0.file)") }
        }
      }
      graph.screens += screens.values
    }
    for call in facts.calls {
      guard let factory = navigatorFactory(call, index: index, factories: ids) else {
        if case .back = call.action { continue }
        warnings.append(Diagnostic(
          .warning, "Navigator call on `\(call.receiverText)`: its declared type is not a Navigator<ScreenID, Factory>; skipped",
          at: call.site.location))
        continue
      }
      let owners = attribution.owners(of: call.site.context)
      let from = owners.isEmpty ? [factory] : owners.sorted()
      NavigatorLinker.add(call, from: from, factory: factory, facts: facts, to: &graph)
    }
    return (graph.normalized(), warnings)
  }

  /// The factory a receiver's declared type names: `Navigator<ScreenID, AppViewFactory>`, through property paths.
  private func navigatorFactory(_ call: NavigatorCall, index: TypeIndex, factories: [String]) -> String? {
    let context = call.site.context
    guard let path = call.receiver, !path.isEmpty, let type = context.type,
      var key = index.lookup(type, from: nil, file: context.file)
    else { return nil }
    for (i, component) in path.enumerated() {
      guard let property = index.property(component, of: key), let ref = property.type else { return nil }
      if i == path.count - 1 {
        guard ref.baseName == "Navigator" else { return nil }
        // `let navigator = Navigator(rootScreen:viewFactory:)` has no written arguments: the only factory.
        if ref.arguments.count == 2 { return ref.arguments[1].name }
        return factories.count == 1 ? factories.first : nil
      }
      guard let next = index.propertyType(component, of: key) else { return nil }
      key = next
    }
    return nil
  }
}
