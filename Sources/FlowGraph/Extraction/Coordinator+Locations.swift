/// Where a coordinator's root and its own navigation container are written, from the facts its linker read.
extension Coordinator {
  /// Sets `rootLocation` to the first root route of the initial routes, and `navigationLocation` to the first root
  /// route that asks for navigation (`embedInNavigationView: true` / `withNavigation: true`), else to the container
  /// written around the coordinator's router (`container`), when the coordinator has navigation of its own.
  mutating func locate(initial: [RouteValue], routerInsideNavigation container: SourceLocation?) {
    let roots = initial.filter { $0.kind == .root }
    if rootLocation == nil { rootLocation = roots.first?.location }
    guard navigation == .yes, navigationLocation == nil else { return }
    navigationLocation = roots.first(where: \.withNavigation)?.location ?? container
  }
}
