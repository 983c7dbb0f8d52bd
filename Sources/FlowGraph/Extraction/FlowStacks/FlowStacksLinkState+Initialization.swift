extension FlowStacksLinkState {
  /// Whether a change runs only while its type is being initialized: it is written in a method of that type that
  /// nothing names but the type's own initializers (`init() { …; chooseRoot() }` with `func chooseRoot() { routes =
  /// [.root(.home)] }`). Its routes are where the coordinator starts, not a switch made while it is shown. A method
  /// named anywhere else (called from a view, passed as a closure, called on another receiver) is not, unless the
  /// name is known to call another type's method of the same name (`ownMethodOfAnother`).
  func runsOnlyAtInitialization(_ change: NavigationChange) -> Bool {
    let context = change.site.context
    guard let type = context.type, let member = context.member, member != "init" else { return false }
    var fromInit = false
    for (user, references) in namers[member] ?? [] where user != context {
      let uses = references.filter { !ownMethodOfAnother($0, in: user, than: context) }
      if uses.isEmpty { continue }
      // A closure the initializer stores in another object (`model.onSelect = { … }`) runs when that object calls it.
      guard user.type == type, user.file == context.file, user.member == "init", user.slotKey == nil,
        uses.allSatisfy({ $0.base == nil || $0.base == "self" })
      else { return false }
      fromInit = true
    }
    return fromInit
  }

  /// FlowStacks' Router (0.1–0.4) shows `routes[0]` in place as the root whatever its style (`Node` at index 0 builds
  /// the screen, in a NavigationView when the route asks for one, and presents nothing): on routes that start empty
  /// (`@Published var routes: Routes<Screen> = []`), a route the coordinator's initialization adds (`init() { …;
  /// makeRoot() }` with `func makeRoot() { routes.presentSheet(.welcome, embedInNavigationView: true) }`) is its root,
  /// not a presentation. Counted per coordinator: where initialization adds several routes, which comes first is not
  /// read, and each stays what its call says.
  func routesAddedAtInitialization() -> [String: Int] {
    guard resolver.coordinators.values.contains(where: { $0.showsFirstRouteInPlace && $0.initial.isEmpty }) else { return [:] }
    var counts: [String: Int] = [:]
    for change in facts.changes where addsAtInitialization(change) {
      let owners = resolver.attribution.owners(of: change.site.context)
      guard let c = resolver.resolve(change.anchor, owners: owners), c.showsFirstRouteInPlace, c.initial.isEmpty else { continue }
      counts[c.id, default: 0] += 1
    }
    return counts
  }

  /// Whether a change adds a route in the code of a method only the type's initializers call (`runsOnlyAtInitialization`),
  /// in the method's own code (not in a closure it hands on, which runs later).
  func addsAtInitialization(_ change: NavigationChange) -> Bool {
    guard case .edge = change.action, let type = change.site.context.type, let member = change.site.context.member,
      runsOnlyAtInitialization(change), let key = resolver.index.lookup(type, from: nil, file: change.site.context.file),
      let span = resolver.index[key]?.methodSpans.first(where: { $0.name == member && $0.contains(change.site.location) })
    else { return false }
    return change.site.unit == "\(span.location.file):\(span.location.line):\(span.location.column)"
  }

  /// The contexts naming each method whose code sets routes, and with `adding` adds them (not an initializer's), with
  /// those references.
  static func namers(of facts: FlowStacksFacts, adding: Bool) -> [String: [(user: ContextKey, references: [Reference])]] {
    var members: Set<String> = []
    for change in facts.changes {
      switch change.action {
      case .setRoutes: break
      case .edge: if !adding { continue }
      case .back: continue
      }
      guard let member = change.site.context.member, member != "init" else { continue }
      members.insert(member)
    }
    guard !members.isEmpty else { return [:] }
    var namers: [String: [(user: ContextKey, references: [Reference])]] = [:]
    for (user, references) in facts.declarations.references {
      let named = references.filter { members.contains($0.name) }
      guard !named.isEmpty else { continue }
      for (name, uses) in Dictionary(grouping: named, by: \.name) { namers[name, default: []].append((user, uses)) }
    }
    return namers
  }

  /// Whether a name used in `user` is a method another type declares itself, so that Swift calls that method and not
  /// `type`'s of the same name: `viewModel.start(action: a)` where the user's `viewModel` property is declared as
  /// an `AppModel` that has its own `start`, or a bare `start()` in the code of such a type (its own method, on an
  /// implicit `self`). A type that is `type` itself, a protocol, an unknown one or one related to `type` by
  /// inheritance keeps the name as `type`'s.
  private func ownMethodOfAnother(_ reference: Reference, in user: ContextKey, than context: ContextKey) -> Bool {
    let index = resolver.index
    guard let type = context.type, let own = index.lookup(type, from: nil, file: context.file),
      let userType = user.type, let holder = index.lookup(userType, from: nil, file: user.file)
    else { return false }
    let called: TypeKey?
    switch reference.base {
    case nil: called = holder
    case "self"?: return false
    case let base?: called = index.propertyType(base, of: holder)
    }
    guard let called, called != own, let decl = index[called], decl.kind != .protocol, decl.methods.contains(reference.name) else {
      return false
    }
    return !inherits(called, from: own, in: index) && !inherits(own, from: called, in: index)
  }

  /// Whether a type is `base` or inherits from it through the classes the sources declare (a few steps at most).
  private func inherits(_ key: TypeKey, from base: TypeKey, in index: TypeIndex) -> Bool {
    var current = key
    for _ in 0..<8 {
      if current == base { return true }
      guard let decl = index[current], let next = decl.inherits.lazy.compactMap({ index.lookup($0, from: nil, file: decl.file) })
        .first(where: { index[$0]?.kind == .class })
      else { return false }
      current = next
    }
    return false
  }
}
