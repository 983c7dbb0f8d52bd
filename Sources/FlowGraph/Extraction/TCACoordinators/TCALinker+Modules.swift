/// Coordinators of the same name in different modules. A type of one module is another type than a type of the same
/// name in another module, so each demo app of a monorepo declaring its own `AppCoordinator` reducer and
/// `AppCoordinatorView` router view has a coordinator of its own. Each such module is linked with the facts of every
/// file but those of the other modules declaring the name, and its coordinator takes the module's name
/// (`AppCoordinator@ProfileDemo`, `CoordinatorIDs`); what the modules share (the feature coordinators every app
/// shows) comes out the same from each link and is kept once.
extension TCALinker {
  /// Each module sharing a coordinator's name is linked on its own, and each link reads the declarations of all
  /// files: past this many modules, the coordinators are read as one, with a warning (a monorepo has a few demo apps).
  static let maximumModuleLinks = 64

  static func tooManyModules(_ shared: [String: Set<String>], _ facts: TCAFacts) -> Diagnostic {
    let names = shared.keys.sorted()
    let count = Set(shared.values.joined()).count
    let place = facts.routers.map(\.location).min { ($0.file, $0.line, $0.column) < ($1.file, $1.line, $1.column) }
    let message = "\(names.map { "'\($0)'" }.joined(separator: ", ")) \(names.count == 1 ? "is" : "are") declared with a router in \(count) modules, more than the \(maximumModuleLinks) flowviz reads one by one: each name is read as one coordinator; give the folders of one app, or exclude the others"
    return place.map { Diagnostic(.warning, message, at: $0) } ?? Diagnostic(.warning, message, file: nil)
  }

  /// For each coordinator id that routers of several modules have, those modules (`TypeIndex.module(ofFile:)`).
  func sharedIDs(_ facts: TCAFacts, index: TypeIndex, values: TCAReducerValues) -> [String: Set<String>] {
    var modules: [String: Set<String>] = [:]
    for router in facts.routers {
      guard let module = index.module(ofFile: router.file) else { continue }
      let id = reducer(ofView: router.view, file: router.file, store: router.store, index: index, states: values.byState) ?? router.view
      modules[id, default: []].insert(module)
    }
    return modules.filter { $0.value.count > 1 }
  }

  /// The router views of coordinators several modules have, by `View@Module`, each with its module's coordinator
  /// (`AppCoordinatorView@ProfileDemo` → `AppCoordinator@ProfileDemo`); the plain view name then stands for none.
  func qualifiedViews(_ facts: TCAFacts, index: TypeIndex, values: TCAReducerValues, shared: [String: Set<String>])
    -> (views: [String: String], plain: Set<String>)
  {
    var views: [String: String] = [:], plain: Set<String> = []
    for router in facts.routers {
      guard let module = index.module(ofFile: router.file) else { continue }
      let id = reducer(ofView: router.view, file: router.file, store: router.store, index: index, states: values.byState) ?? router.view
      guard shared[id] != nil else { continue }
      views["\(router.view)@\(module)"] = "\(id)@\(module)"
      plain.insert(router.view)
    }
    return (views, plain)
  }
}

extension TCAFacts {
  /// The facts written in the files `keeps` keeps. Facts kept by type name, not by file (`caseHelpers`,
  /// `effectTypes`, `helperDeclarations`), are kept whole.
  func keeping(_ keeps: (String) -> Bool) -> TCAFacts {
    var kept = self
    kept.routers = routers.filter { keeps($0.file) }
    kept.screenArms = screenArms.filter { keeps($0.location.file) }
    kept.reducerArms = reducerArms.filter { keeps($0.file) }
    kept.initial = initial.filter { keeps($0.file) }
    kept.selectors = selectors.filter { keeps($0.file) }
    kept.assignments = assignments.filter { keeps($0.file) }
    kept.routeReducers = routeReducers.filter { keeps($0.location.file) }
    kept.stateFactories = stateFactories.filter { keeps($0.location.file) }
    kept.sentActions = sentActions.filter { keeps($0.file) }
    kept.sentPayloads = sentPayloads.filter { keeps($0.file) }
    kept.helperCalls = helperCalls.filter { keeps($0.file) }
    kept.reducerValues = reducerValues.filter { keeps($0.file) }
    kept.childRoutes = childRoutes.filter { keeps($0.location.file) }
    return kept
  }
}

extension FlowGraph {
  /// The graphs as one: everything of each, each item once (`normalized`).
  static func joining(_ parts: [FlowGraph]) -> FlowGraph {
    var joined = FlowGraph()
    for part in parts {
      joined.coordinators += part.coordinators
      joined.screens += part.screens
      joined.edges += part.edges
      joined.backActions += part.backActions
      joined.unresolved += part.unresolved
      joined.entryPoints += part.entryPoints
      joined.codeFacts += part.codeFacts
    }
    return joined.normalized()
  }

  /// The graph with the coordinators `ids` named `id@qualifier`, and their screens with them; everything that names
  /// one of them (edges, back actions, roots, entry points, facts) names the new id.
  func qualifying(_ ids: Set<String>, with qualifier: String) -> FlowGraph {
    guard !ids.isEmpty else { return self }
    var screenIDs: [String: String] = [:]
    for screen in screens where ids.contains(screen.coordinator) {
      screenIDs[screen.id] = Screen.id(coordinator: "\(screen.coordinator)@\(qualifier)", name: screen.name)
    }
    func node(_ id: String) -> String { screenIDs[id] ?? (ids.contains(id) ? "\(id)@\(qualifier)" : id) }
    var graph = self
    for i in graph.coordinators.indices {
      graph.coordinators[i].id = node(graph.coordinators[i].id)
      graph.coordinators[i].roots = graph.coordinators[i].roots.map(node)
    }
    for i in graph.screens.indices {
      graph.screens[i].id = node(graph.screens[i].id)
      graph.screens[i].coordinator = node(graph.screens[i].coordinator)
    }
    for i in graph.edges.indices {
      graph.edges[i].from = node(graph.edges[i].from)
      graph.edges[i].to = node(graph.edges[i].to)
    }
    for i in graph.backActions.indices {
      graph.backActions[i].screen = node(graph.backActions[i].screen)
      graph.backActions[i].target = graph.backActions[i].target.map(node)
    }
    for i in graph.unresolved.indices { graph.unresolved[i].from = node(graph.unresolved[i].from) }
    for i in graph.entryPoints.indices { graph.entryPoints[i].target = node(graph.entryPoints[i].target) }
    for i in graph.codeFacts.indices { graph.codeFacts[i].coordinator = graph.codeFacts[i].coordinator.map(node) }
    return graph.normalized()
  }
}
