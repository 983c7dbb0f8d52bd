/// Finds the code facts rules judge beside the flow, from the declarations of all files and the linked graph:
/// navigation helpers nothing uses (a router property never read, a callback filled with navigation and never
/// called, a private method that navigates and is never called) and coordinator state SwiftUI does not keep.
///
/// "Never used" is decided on the names the shared declaration pass recorded. Wherever a use could hide from
/// them the finder says nothing: a member visible outside its type that some code reads through another value
/// (`screen.router`), a method with attributes (`@objc`, `@IBAction`), `override` or public API, a method that is
/// not private (a protocol requirement or a library may call it).
struct CodeFactFinder {
  let index: TypeIndex
  /// The linked graph; empty until `bound(to:)`, so the declarations' part can be built while the libraries link.
  private var graph = FlowGraph()
  /// Names each type's code uses, by member (references in extensions count for the extended type).
  private var usesByType: [TypeKey: [String?: Set<String>]] = [:]
  /// Names read through another value anywhere (`screen.router`, `coordinator?.showNext`).
  private var namesThroughValues: Set<String> = []
  /// Names used in code of types the sources do not declare as structs, classes, enums or actors (protocol
  /// extensions, whose default implementations may read a conforming type's property).
  private var namesInOtherCode: Set<String> = []
  /// Lowercase names written in each file's attributes (`@Route(…, onTapped: onFeedTapped)`).
  private let namesInAttributes: [String: Set<String>]
  /// Names used in each file, with the type and member using them.
  private var usesByFile: [String: [(type: TypeKey?, member: String?, references: Set<Reference>)]] = [:]
  /// Where the graph's navigation calls are, by file: pushes, presentations, root switches, back actions and
  /// calls whose destination is unknown (attachments of child coordinators and tabs are declarations, not calls).
  private var navigationSites: [String: [SourceLocation]] = [:]
  private var coordinatorsByName: [String: Coordinator] = [:]
  private let instantiations: [Instantiation]
  private let linkTapGestures: [LinkTapGesture]
  private let resultArms: [ResultArm]
  private let delegateSends: [DelegateSend]
  private let ignoredActions: IgnoredActionFinder
  /// Every name some type inherits from or conforms to.
  private let inheritedNames: Set<String>
  /// The TCA facts the declarations alone decide (delegate actions nobody matches, actions nothing does), found
  /// while the libraries link; kept when the graph has TCACoordinators coordinators.
  private var tcaFacts: [CodeFact] = []

  /// What the declarations alone give (the type index, the names each type uses); `facts(for:)` adds the graph.
  /// Objects the types' initializers build into their properties (`DeclarationFacts.initBuilds`), by type and property.
  private var initBuilds: [String: [String: [InitBuild]]] = [:]

  init(declarations: DeclarationFacts, index typeIndex: TypeIndex? = nil) {
    index = typeIndex ?? TypeIndex(declarations.types)
    instantiations = declarations.instantiations
    for build in declarations.initBuilds {
      guard let type = build.context.type, let key = index.lookup(type, from: nil, file: build.context.file) else { continue }
      initBuilds[key.name, default: [:]][build.property, default: []].append(build)
    }
    linkTapGestures = declarations.linkTapGestures
    resultArms = declarations.resultArms
    delegateSends = declarations.delegateSends
    ignoredActions = IgnoredActionFinder(
      index: index, arms: declarations.resultArms, sends: declarations.actionSends, references: declarations.references,
      fallbacks: declarations.fallbackArms)
    inheritedNames = Set(declarations.types.flatMap(\.inherits))
    namesInAttributes = declarations.nameUses.inAttributes
    for (context, references) in declarations.references {
      let key = context.type.flatMap { index.lookup($0, from: nil, file: context.file) }
      // Each context's names gathered first: the file and the type are hashed once per context, not once per name.
      var own: Set<String> = []
      for reference in references {
        if reference.base != nil { namesThroughValues.insert(reference.name) }
        if key == nil { namesInOtherCode.insert(reference.name) }
        if key != nil, reference.base == nil { own.insert(reference.name) }
      }
      usesByFile[context.file, default: []].append((key, context.member, references))
      if let key, !own.isEmpty { usesByType[key, default: [:]][context.member, default: []].formUnion(own) }
    }
    tcaFacts = unhandledDelegates() + ignoredActions.facts()
  }

  /// The finder with the linked graph: the code facts of the declarations are judged against it.
  func bound(to graph: FlowGraph) -> CodeFactFinder {
    var finder = self
    finder.graph = graph
    for c in graph.coordinators.sorted(by: { $0.id < $1.id }) where c.library != .definition && c.library != .swiftUI {
      if finder.coordinatorsByName[c.name] == nil { finder.coordinatorsByName[c.name] = c }
    }
    let calls: [SourceLocation?] =
      graph.edges.filter { $0.provenance == .source && ![.embed, .tab].contains($0.kind) }.map(\.location)
      + graph.backActions.filter { $0.provenance == .source }.map(\.location)
      + graph.unresolved.map(\.location)
    for case let place? in calls { finder.navigationSites[place.file, default: []].append(place) }
    return finder
  }

  /// The code facts; call on a finder `bound(to:)` the graph.
  func facts() -> [CodeFact] {
    var result: [CodeFact] = []
    for key in index.types.keys.sorted() {
      guard let decl = index[key], decl.kind == .struct || decl.kind == .class || decl.kind == .actor else { continue }
      result += properties(of: key, decl)
      result += uncalledMethods(of: key, decl)
      if let fact = stateOutsideView(key, decl) { result.append(fact) }
    }
    result += ignoredResults()
    result += unownedPassedCoordinators()
    if graph.coordinators.contains(where: { $0.library == .tcaCoordinators }) { result += tcaFacts }
    for tap in linkTapGestures {
      result.append(
        CodeFact(
          kind: .linkTapGesture, type: tap.type ?? "", member: "NavigationLink", detail: tap.destination, location: tap.link,
          related: [tap.gesture]))
    }
    return result
  }

  // MARK: Uses

  /// Whether the type's own code (any member, any extension) uses the name, leaving out the member `except`.
  private func typeUses(_ name: String, in key: TypeKey, except: String? = nil) -> Bool {
    (usesByType[key] ?? [:]).contains { member, names in member != except && names.contains(name) }
  }

  /// Whether a property is used: by its type's code, or (when visible outside the type) through another value.
  private func isUsed(_ property: PropertyDecl, of key: TypeKey) -> Bool {
    typeUses(property.name, in: key)
      || (!property.isPrivate && (namesThroughValues.contains(property.name) || namesInOtherCode.contains(property.name)))
  }

  func sites(in file: String, where inside: (SourceLocation) -> Bool) -> [SourceLocation] {
    (navigationSites[file] ?? []).filter(inside).sorted()
  }

  // MARK: Properties

  private func properties(of key: TypeKey, _ decl: TypeDecl) -> [CodeFact] {
    var result: [CodeFact] = []
    // Subclasses may use an open class's members: only types nothing inherits from are judged.
    let inherited = inheritedNames.contains(key.name) || inheritedNames.contains(baseName(key.name))
    for property in decl.properties where !inherited && !isUsed(property, of: key) {
      if let router = router(property) {
        result.append(
          CodeFact(
            kind: .unusedRouter, type: key.name, member: property.name, coordinator: router.coordinator,
            detail: router.type, location: property.location))
      } else if property.isCallback {
        let fills = callbackFills(property.name, of: key)
        if !fills.isEmpty {
          result.append(
            CodeFact(kind: .uncalledCallback, type: key.name, member: property.name, location: property.location, related: fills))
        }
      }
    }
    // A view that creates the coordinator it observes does not own it, whether it reads it or not: as the property's
    // initial value, or in the view's own initializer (`self.coordinator = AppFlow(…)`), which runs each time a parent
    // rebuilds the view.
    for property in decl.properties where property.wrappers.contains("ObservedObject") && decl.kind == .struct {
      if let created = property.initializer, let coordinator = coordinator(named: created.name, from: key) {
        result.append(
          CodeFact(
            kind: .unownedCoordinator, type: key.name, member: property.name, coordinator: coordinator.id,
            detail: "ObservedObject", location: property.location))
        continue
      }
      for build in initBuilds[key.name]?[property.name] ?? [] {
        guard let coordinator = coordinator(named: build.type, from: key) else { continue }
        result.append(
          CodeFact(
            kind: .unownedCoordinator, type: key.name, member: property.name, coordinator: coordinator.id,
            detail: "ObservedObject", location: build.location))
        break
      }
    }
    return result
  }

  /// A view's code building a coordinator right into another view's `@ObservedObject` property
  /// (`ChildView(coordinator: ChildCoordinator())` in a body or a router's builder): the coordinator is made anew each
  /// time that code runs, and the child only observes it.
  private func unownedPassedCoordinators() -> [CodeFact] {
    var result: [CodeFact] = []
    for i in instantiations.indices where instantiations[i].arguments.contains(where: { $0.built != nil }) {
      let use = instantiations[i]
      guard let parent = use.context.type.flatMap({ index.lookup($0, from: nil, file: use.context.file) }),
        index[parent]?.inherits.contains("View") == true,
        let child = index.lookup(use.type, from: parent.name, file: use.context.file), let decl = index[child], decl.kind == .struct
      else { continue }
      for argument in use.arguments {
        guard let built = argument.built, let coordinator = coordinator(named: built, from: parent),
          let property = decl.properties.first(where: { $0.name == argument.label }), property.wrappers.contains("ObservedObject")
        else { continue }
        result.append(
          CodeFact(
            kind: .unownedCoordinator, type: child.name, member: property.name, coordinator: coordinator.id,
            detail: "ObservedObject passed", location: SourceLocation(file: use.location.file, line: argument.startLine, column: argument.column),
            related: [property.location]))
      }
    }
    return result
  }

  /// A library's router or navigator type: Stinsen's `C.Router` / `NavigationRouter<C>` / `TabRouter<C>` of a
  /// Stinsen coordinator the graph has, FlowStacks' `FlowNavigator` / `FlowPathNavigator`, Navigator's `Navigator`,
  /// each only when the graph has coordinators of that library (an app's own `Navigator` class is not one).
  private func router(_ property: PropertyDecl) -> (type: String, coordinator: String?)? {
    guard let type = property.type else { return nil }
    let libraries = Set(graph.coordinators.map(\.library))
    if libraries.contains(.stinsen) {
      if type.baseName == "Router", type.name.contains("."),
        let c = coordinatorsByName[String(type.name.dropLast(".Router".count))], c.library == .stinsen
      {
        return (type.name, c.id)
      }
      if ["NavigationRouter", "TabRouter"].contains(type.baseName), let argument = type.arguments.first,
        let c = coordinatorsByName[argument.name], c.library == .stinsen
      {
        return (type.description, c.id)
      }
    }
    if libraries.contains(.flowStacks), ["FlowNavigator", "FlowPathNavigator"].contains(type.baseName) {
      return (type.description, nil)
    }
    if libraries.contains(.navigator), type.baseName == "Navigator", property.wrappers.contains("EnvironmentObject") {
      return (type.description, nil)
    }
    return nil
  }

  /// The navigation calls that instantiations of the type put into a callback: a closure argument holding them
  /// (`HomeView(onNext: { routes.push(.next) })`) or a method of the instantiating type that makes them
  /// (`HomeView(onNext: showNext)`).
  func callbackFills(_ label: String, of key: TypeKey) -> [SourceLocation] {
    var result: [SourceLocation] = []
    for use in instantiations {
      guard let argument = use.arguments.first(where: { $0.label == label }), argument.built == nil,
        index.lookup(use.type, from: use.context.type, file: use.context.file) == key
      else { continue }
      if let name = argument.name {
        guard let caller = use.context.type.flatMap({ index.lookup($0, from: nil, file: use.context.file) }),
          let methods = index[caller]?.methodSpans.filter({ $0.name == name })
        else { continue }
        for method in methods { result += sites(in: method.location.file, where: method.contains) }
      } else {
        result += sites(in: use.location.file) { $0.line >= argument.startLine && $0.line <= argument.endLine }
      }
    }
    return Array(Set(result)).sorted()
  }

  // MARK: Methods

  /// Private methods that make navigation calls and that no code of their file calls (their own body aside).
  private func uncalledMethods(of key: TypeKey, _ decl: TypeDecl) -> [CodeFact] {
    var result: [CodeFact] = []
    for method in decl.methodSpans where method.isPrivate && !method.isExposed {
      let calls = sites(in: method.location.file, where: method.contains)
      guard !calls.isEmpty else { continue }
      // Calls through another value count unless that value is a property of the type holding something else
      // (`flow.dismiss()` is not a call of the coordinator's own `dismiss(count:)`).
      let used = (usesByFile[method.location.file] ?? []).contains { use in
        guard !(use.type == key && use.member == method.name) else { return false }
        return use.references.contains { reference in
          guard reference.name == method.name else { return false }
          guard let base = reference.base, use.type == key else { return true }
          guard let held = index.propertyType(base, of: key) else { return index.property(base, of: key)?.type == nil }
          return held == key
        }
      }
      // Named in an attribute of its file (`@Route(tabItem: makeTab, onTapped: onFeedTapped)`): the library calls it.
      if !used && namesInAttributes[method.location.file]?.contains(method.name) != true {
        result.append(CodeFact(kind: .uncalledMethod, type: key.name, member: method.name, location: method.location, related: calls))
      }
    }
    return result
  }

  /// The private methods `uncalledMethods` reports (they navigate, and no code of their file calls them): their code
  /// never runs, so the graph keeps none of their calls (`SourceReader`). A method visible outside its file is kept:
  /// code the sources do not show may call it (another folder of its module, a framework through a protocol).
  /// `facts`: the code facts found (`facts()`), whose `uncalledMethod` ones name the methods (by type and declaration).
  func uncalledNavigatingMethods(in facts: [CodeFact]) -> [MethodSpan] {
    facts.filter { $0.kind == .uncalledMethod }.flatMap { fact -> [MethodSpan] in
      guard let key = index.lookup(fact.type, from: nil, file: fact.location?.file ?? "") else { return [] }
      return (index[key]?.methodSpans ?? []).filter { $0.location == fact.location && $0.isPrivate && !$0.isExposed }
    }
  }

  // MARK: State

  /// `@State` / `@StateObject` in a coordinator class: SwiftUI installs that storage only in views (and apps,
  /// scenes and other dynamic properties).
  private func stateOutsideView(_ key: TypeKey, _ decl: TypeDecl) -> CodeFact? {
    guard decl.kind == .class, let coordinator = coordinatorsByName[key.name] ?? coordinatorsByName[baseName(key.name)],
      !decl.inherits.contains(where: { ["View", "App", "Scene", "DynamicProperty"].contains($0) })
    else { return nil }
    guard let property = decl.properties.first(where: { $0.wrappers.contains("State") || $0.wrappers.contains("StateObject") })
    else { return nil }
    let wrapper = property.wrappers.contains("State") ? "State" : "StateObject"
    let others = decl.properties.filter { $0 != property && ($0.wrappers.contains("State") || $0.wrappers.contains("StateObject")) }
    return CodeFact(
      kind: .stateOutsideView, type: key.name, member: property.name, coordinator: coordinator.id, detail: wrapper,
      location: property.location, related: others.map(\.location))
  }

  // MARK: Names

  private func coordinator(named name: String, from scope: TypeKey) -> Coordinator? {
    guard let key = index.lookup(name, from: scope.name, file: scope.file ?? index[scope]?.file ?? "") else {
      return nil
    }
    return coordinatorsByName[key.name] ?? coordinatorsByName[baseName(key.name)]
  }

  private func baseName(_ name: String) -> String { name.split(separator: ".").last.map(String.init) ?? name }

  // MARK: Results

  /// Arms that navigate on a case whose only payload is a `Bool`, `Result` or `TaskResult` without reading it.
  /// A case name counts only when every enum case of that name in the sources carries such a payload.
  private func ignoredResults() -> [CodeFact] {
    var payloads: [String: [[TypeRef]]] = [:]
    for decl in index.types.values where decl.kind == .enum {
      for c in decl.cases { payloads[c.name, default: []].append(c.associated) }
    }
    func outcome(_ name: String) -> String? {
      guard let all = payloads[name], !all.isEmpty else { return nil }
      let kinds = all.map { associated -> String? in
        guard associated.count == 1, let only = associated.first, ["Bool", "Result", "TaskResult"].contains(only.baseName) else {
          return nil
        }
        return only.baseName
      }
      guard kinds.allSatisfy({ $0 != nil }), let first = kinds.first ?? nil else { return nil }
      return first
    }
    var result: [CodeFact] = []
    for arm in resultArms {
      guard let name = arm.cases.first(where: { outcome($0) != nil }), let kind = outcome(name) else { continue }
      let calls = sites(in: arm.location.file) { $0.line >= arm.location.line && $0.line <= arm.endLine }
      guard !calls.isEmpty else { continue }
      result.append(CodeFact(kind: .resultIgnored, type: "", member: name, detail: kind, location: arm.location, related: calls))
    }
    return result
  }

  // MARK: Delegate actions

  /// Delegate actions (`enum Delegate` inside a feature's `Action`) the feature sends and that no reducer of
  /// another type matches (`case .router(.routeAction(_, action: .search(.delegate(.close))))`), nor the feature
  /// itself by name with an arm that does something. Silent when some other reducer matches a feature's delegate
  /// actions wholesale (`….search(.delegate(let action))`, `….search(.delegate)`), which may forward them anywhere.
  private func unhandledDelegates() -> [CodeFact] {
    let suffix = ".Action.Delegate"
    let delegates = index.types.values.filter { $0.kind == .enum && $0.name.hasSuffix(suffix) }.sorted { $0.name < $1.name }
    var owners: [String: Int] = [:]
    for decl in delegates { for c in decl.cases { owners[c.name, default: 0] += 1 } }
    func within(_ type: String?, _ feature: String, _ prefix: String) -> Bool { type == feature || type?.hasPrefix(prefix) == true }
    func adjacent(_ path: [String], _ name: String) -> Bool {
      path.indices.dropLast().contains { path[$0] == "delegate" && path[$0 + 1] == name }
    }
    var result: [CodeFact] = []
    // Only arms whose patterns name a `delegate` case can handle a delegate action (most arms name none).
    let delegateArms = resultArms.filter { arm in arm.paths.contains { $0.contains("delegate") } }
    for decl in delegates {
      let feature = String(decl.name.dropLast(suffix.count)), prefix = feature + "."
      // One pass over the arms of other features per delegate enum: the delegate actions they match by name, and
      // whether one matches them wholesale (then any of them may be handled there).
      var wholesale = false
      var handled = Set<String>()
      for arm in delegateArms where !within(arm.type, feature, prefix) {
        for path in arm.paths {
          if path.count >= 2 && path.last == "delegate" { wholesale = true }
          for i in path.indices.dropLast() where path[i] == "delegate" { handled.insert(path[i + 1]) }
        }
      }
      // A feature that answers one of its own delegate actions by name with something other than `.none`
      // (`case .delegate(.loaded(let items)): state.items = items`) uses it as an action of its own: it is not lost.
      for arm in delegateArms where within(arm.type, feature, prefix) && !arm.inert {
        for path in arm.paths {
          for i in path.indices.dropLast() where path[i] == "delegate" { handled.insert(path[i + 1]) }
        }
      }
      guard !wholesale else { continue }
      for c in decl.cases {
        let sends = delegateSends.filter { send in
          adjacent(send.path, c.name) && (within(send.type, feature, prefix) || (send.path.first == "delegate" && owners[c.name] == 1))
        }
        guard let first = sends.map(\.location).min(), !handled.contains(c.name) else { continue }
        result.append(
          CodeFact(kind: .unhandledDelegate, type: feature, member: c.name, location: first, related: [c.location]))
      }
    }
    return result
  }
}
