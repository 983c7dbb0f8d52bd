/// A Stinsen coordinator class as the linker assembles it: its routes (each with its `#if os` variants),
/// its stack or tab items, and the factory variants that decide what each route shows.
struct StinsenCoordinator {
  var id: String
  var name: String
  var file: String
  /// The module its class is compiled into, when the sources read span several (`CoordinatorIDs.moduleName`).
  var module: String? = nil
  var kind: CoordinatorKind
  var platforms: [String]
  var location: SourceLocation
  /// Route variants by key, in declaration order.
  var routes: [String: [StinsenRouteDecl]] = [:]
  var stackItems: [String] = []

  /// What a route shows: a screen of this coordinator, or a child coordinator.
  enum Target: Hashable {
    case screen(views: [String])
    /// `navigationAt`: where the factory wraps the child in a `NavigationViewCoordinator`, when it does.
    case child(id: String, withNavigation: Bool, navigationAt: SourceLocation?)
  }

  /// One way a route can be shown on some platforms.
  struct Variant: Hashable {
    var route: StinsenRouteDecl
    var target: Target
    var platforms: [String]
  }

  func screenID(_ key: String) -> String { Screen.id(coordinator: id, name: key) }

  /// Root route keys: the stack's initial route and every `@Root`; a tab coordinator's starting tabs.
  var rootKeys: [String] {
    if kind == .tab {
      let tabs = routes.values.flatMap { $0 }.filter { $0.transition == .tab }.map(\.name)
      return stackItems.isEmpty ? Array(Set(tabs)).sorted() : stackItems
    }
    let declared = routes.values.flatMap { $0 }.filter { $0.transition == .root }.map(\.name)
    return Array(Set(stackItems + declared)).sorted()
  }
}
