/// Reads routes that are not `Codable` by reflection: FlowStacks 0.1–0.4's `Route` holds `onDismiss` closures,
/// so an app on those versions cannot encode its routes, but their shape is still visible through `Mirror`.
enum RouteReflection {
  /// `[.root(.home, embedInNavigationView: true), .push(.detail(5))]` → `[root home +nav, push detail]`.
  /// Elements that are not enum cases named push/sheet/cover are skipped.
  static func routes(_ values: [Any]) -> [RecordedRoute] {
    values.enumerated().compactMap { index, value in route(value, isFirst: index == 0) }
  }

  static func route(_ value: Any, isFirst: Bool) -> RecordedRoute? {
    let mirror = Mirror(reflecting: value)
    guard mirror.displayStyle == .enum, let child = mirror.children.first, let name = child.label else { return nil }
    // push(Screen) holds the screen; sheet/cover hold a tuple (screen, navigation flag, onDismiss).
    var screen = child.value
    var withNavigation = false
    let payload = Mirror(reflecting: child.value)
    if payload.displayStyle == .tuple {
      let fields = Array(payload.children)
      guard let first = fields.first else { return nil }
      screen = first.value
      for field in fields.dropFirst() where field.label == "withNavigation" || field.label == "embedInNavigationView" {
        withNavigation = field.value as? Bool ?? false
      }
    }
    let caseName = self.caseName(screen)
    switch name {
    case "push": return .push(caseName)
    // FlowStacks' `.root(...)` is a sheet at index 0.
    case "sheet": return isFirst ? .root(caseName, withNavigation: withNavigation) : .sheet(caseName, withNavigation: withNavigation)
    case "cover": return .cover(caseName, withNavigation: withNavigation)
    default: return nil
    }
  }

  /// The case name of a screen enum value: `.detail(5)` → `detail`, `.home` → `home`; other values as text.
  static func caseName(_ screen: Any) -> String {
    let mirror = Mirror(reflecting: screen)
    if mirror.displayStyle == .enum, let label = mirror.children.first?.label { return label }
    if mirror.displayStyle == .optional, let wrapped = mirror.children.first { return caseName(wrapped.value) }
    return String(describing: screen)
  }
}
