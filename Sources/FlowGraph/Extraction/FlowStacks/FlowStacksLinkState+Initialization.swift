extension FlowStacksLinkState {
  /// Whether a change runs only while its type is being initialized: it is written in a method of that type that
  /// nothing names but the type's own initializers (`init() { …; chooseRoot() }` with `func chooseRoot() { routes =
  /// [.root(.home)] }`). Its routes are where the coordinator starts, not a switch made while it is shown. A method
  /// named anywhere else (called from a view, passed as a closure, called on another receiver) is not.
  func runsOnlyAtInitialization(_ change: NavigationChange) -> Bool {
    let context = change.site.context
    guard let type = context.type, let member = context.member, member != "init" else { return false }
    var fromInit = false
    for (user, references) in facts.declarations.references where user != context && references.contains(where: { $0.name == member }) {
      guard user.type == type, user.file == context.file, user.member == "init",
        references.filter({ $0.name == member }).allSatisfy({ $0.base == nil || $0.base == "self" })
      else { return false }
      fromInit = true
    }
    return fromInit
  }
}
