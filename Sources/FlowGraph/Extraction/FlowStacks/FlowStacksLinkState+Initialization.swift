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
      guard user.type == type, user.file == context.file, user.member == "init", uses.allSatisfy({ $0.base == nil || $0.base == "self" })
      else { return false }
      fromInit = true
    }
    return fromInit
  }

  /// The contexts naming each method whose code sets routes (not an initializer's), with those references.
  static func namers(of facts: FlowStacksFacts) -> [String: [(user: ContextKey, references: [Reference])]] {
    var members: Set<String> = []
    for change in facts.changes {
      guard case .setRoutes = change.action, let member = change.site.context.member, member != "init" else { continue }
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
