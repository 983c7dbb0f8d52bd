/// Finds navigation containers nested inside another within each screen's own views, from the placements the shared
/// declaration pass recorded, and attaches them to the screens (`Screen.nestedContainers`); also where a screen's
/// views hide the back button (`Screen.backHidden`) and where they build a container of their own (`Screen.ownContainer`).
///
/// From a screen's view, the walk follows the views each type builds outside its presentations (a link's
/// destination is pushed into the same stack, so it counts); a type's own container becomes the outer one for what
/// it builds inside it. Views that are screens or coordinators themselves are left to the graph (pushes, embeds),
/// so one mistake is not reported twice. The walk is bounded in depth and visits each type once per outer container.
struct NestedContainerFinder {
  private var own: [String: OwnContainer] = [:]
  /// The containers each type's `body` shows (`ContainerFacts.bodyContainers`), for `Screen.ownContainer`.
  private var bodyOwn: [String: OwnContainer] = [:]
  private var placements: [String: [ViewPlacement]] = [:]
  /// The views each type's `body` builds in place (`ContainerFacts.bodyPlacements`), by owner: a screen's view that is
  /// a wrapper (`var body: some View { AboutView(model: model) }`) shows the container the wrapped view builds.
  private var bodyBuilds: [String: [ViewPlacement]] = [:]
  private var hiddenBack: [String: SourceLocation] = [:]
  static let maxDepth = 6

  /// `types`: the sources' type declarations; a view declared more than once (per platform, per module) has no
  /// `Screen.ownContainer` unless every declaration builds one.
  init(_ facts: ContainerFacts, types: [TypeDecl] = []) {
    for container in facts.own.sorted(by: { $0.location < $1.location }) {
      for name in Self.names(container.owner) where own[name] == nil { own[name] = container }
    }
    let bodyContainers = facts.bodyContainers()
    let owners = Set(bodyContainers.map(\.owner))
    var declaredIn: [String: Set<String>] = [:]
    for type in types where type.kind != .extension && owners.contains(type.name) { declaredIn[type.name, default: []].insert(type.file) }
    for container in bodyContainers.sorted(by: { $0.location < $1.location }) {
      // Another declaration of the name that builds none (`OrderedSectionSelectorView` per platform): not known.
      let files = declaredIn[container.owner] ?? []
      guard files.allSatisfy({ file in bodyContainers.contains { $0.owner == container.owner && $0.location.file == file } }) else { continue }
      for name in Self.names(container.owner) where bodyOwn[name] == nil { bodyOwn[name] = container }
    }
    for placement in facts.placements.sorted(by: { $0.location < $1.location }) {
      for name in Self.names(placement.owner) { placements[name, default: []].append(placement) }
    }
    if !bodyOwn.isEmpty {
      for (owner, built) in facts.bodyPlacements() {
        for name in Self.names(owner) { bodyBuilds[name, default: []] += built.sorted { $0.location < $1.location } }
      }
    }
    for hidden in facts.hiddenBack.sorted(by: { $0.location < $1.location }) {
      for name in Self.names(hidden.owner) where hiddenBack[name] == nil { hiddenBack[name] = hidden.location }
    }
  }

  /// A qualified name and its last component (`Outer.Inner` is written `Inner` inside `Outer`).
  private static func names(_ qualified: String) -> [String] {
    guard let dot = qualified.lastIndex(of: ".") else { return [qualified] }
    return [qualified, String(qualified[qualified.index(after: dot)...])]
  }

  func attach(to graph: FlowGraph) -> FlowGraph {
    var result = graph
    // Where each screen's views hide the back button (all of them must).
    for index in result.screens.indices where !result.screens[index].views.isEmpty {
      let places = result.screens[index].views.map { hiddenBack[$0] }
      if places.allSatisfy({ $0 != nil }) { result.screens[index].backHidden = places.compactMap { $0 }.min() }
    }
    guard !own.isEmpty else { return result }
    var excluded = Set(graph.screens.flatMap(\.views))
    let coordinatorNames = Set(graph.coordinators.flatMap { [$0.id, $0.name] })
    excluded.formUnion(coordinatorNames)
    // Where each screen's own views build a container (a coordinator among them brings its own, read as such), also
    // through the views a view's body builds in place (a wrapper around the view that builds it).
    for index in result.screens.indices {
      let places = result.screens[index].views.filter { !coordinatorNames.contains($0) }.compactMap {
        bodyOwn[$0]?.location ?? wrappedContainer(in: $0, excluded: excluded)
      }
      result.screens[index].ownContainer = places.min()
    }
    var cache: [String: [ContainerNesting]] = [:]
    for index in result.screens.indices {
      var found: [ContainerNesting] = []
      for view in result.screens[index].views {
        if cache[view] == nil { cache[view] = nestings(from: view, excluded: excluded) }
        found += cache[view] ?? []
      }
      if !found.isEmpty { result.screens[index].nestedContainers = Array(Set(found)).sorted { $0.inner < $1.inner } }
    }
    return result
  }

  /// The container the nearest views a view's body builds in place build in theirs (`var body: some View { ZStack {
  /// AboutView(…) } }` with `AboutView` building a NavigationStack), a few levels down; views that are screens or
  /// coordinators themselves are the graph's.
  private func wrappedContainer(in view: String, excluded: Set<String>) -> SourceLocation? {
    var level = [view]
    var visited: Set<String> = [view]
    for _ in 0..<Self.maxWrapperDepth {
      var next: [String] = []
      for type in level {
        for placement in bodyBuilds[type] ?? [] where !excluded.contains(placement.type) && visited.insert(placement.type).inserted {
          next.append(placement.type)
        }
      }
      if let found = next.compactMap({ bodyOwn[$0]?.location }).min() { return found }
      level = next
      if level.isEmpty { break }
    }
    return nil
  }

  static let maxWrapperDepth = 3

  /// The nestings under one view type, breadth first.
  private func nestings(from root: String, excluded: Set<String>) -> [ContainerNesting] {
    struct Item {
      var type: String
      var outer: (view: String, container: OwnContainer)?
      var via: [SourceLocation]
    }
    var queue = [Item(type: root, outer: nil, via: [])]
    var seen: Set<String> = [root + "|"]
    var result: [ContainerNesting] = []
    var head = 0
    while head < queue.count {
      let item = queue[head]
      head += 1
      guard item.via.count < Self.maxDepth else { continue }
      for placement in placements[item.type] ?? [] {
        let child = placement.type
        guard !excluded.contains(child) else { continue }
        let outer = placement.insideContainer ? own[item.type].map { (item.type, $0) } : item.outer
        let via = item.via + [placement.location]
        if let outer, let inner = own[child] {
          result.append(ContainerNesting(
            outerView: outer.0, outer: outer.1.location, innerView: child, inner: inner.location, via: via))
          continue
        }
        let key = "\(child)|\(outer.map { "\($0.1.location)" } ?? "")"
        if seen.insert(key).inserted { queue.append(Item(type: child, outer: outer, via: via)) }
      }
    }
    return result
  }
}
