/// A type that owns FlowStacks routes state, as the linker assembles it from facts of several files.
struct FlowStacksCoordinator {
  var key: TypeKey
  var id: String
  var property: String
  /// The screen enum (or nil for `FlowPath`, whose screens are pushed types).
  var screenType: TypeKey?
  /// The screen type when it is not an enum (`Routes<Int>`, `[Route<NumberScreen>]`, `NFlow(root: 0)`): every value
  /// of it is the one screen named after the type, so a pushed expression (`number + 1`) is that screen.
  var valueType: String?
  var generation: String
  var builders: [DestinationBuilder] = []
  var initial: [RouteValue] = []
  /// Declared screen names (enum cases, nested as dotted paths) with where they are declared.
  var declared: [String: SourceLocation] = [:]
  /// Static members of the screen enum that are one of its cases (`static let initial: Self = .credentials`): a route
  /// naming the member (`.root(.initial)`) shows that case.
  var aliases: [String: String] = [:]

  /// The screen a case path names: the longest declared prefix, else the case itself.
  func screenName(_ path: [String]) -> String {
    guard !path.isEmpty else { return "" }
    if declared[path[0]] == nil, let alias = aliases[path[0]] { return screenName([alias] + path.dropFirst()) }
    if path == Self.anyValue, let valueType { return valueType }
    // `flowDestination(for: ScreenViewModel.self)` over an enum of one case builds that case (as pushes of any
    // value of the enum are that case).
    if path.count == 1, declared.count == 1, let only = declared.keys.first, !only.contains("."),
      screenType.map({ $0.name.split(separator: ".").last.map(String.init) == path[0] }) == true
    {
      return only
    }
    if !declared.isEmpty {
      for length in stride(from: path.count, through: 1, by: -1) {
        let candidate = path.prefix(length).joined(separator: ".")
        if declared[candidate] != nil { return candidate }
      }
    }
    return path[0]
  }

  func screenID(_ path: [String]) -> String { Screen.id(coordinator: id, name: screenName(path)) }

  /// The path a builder without a `switch` gives its views (`Router($routes) { $number, _ in NumberView(…) }`):
  /// the one screen of a value-type coordinator, nothing for an enum's (which case it builds is not known).
  static let anyValue = ["$value"]

  /// The screen ids of paths, without a builder's `anyValue` when the screens are cases.
  func screenIDs(_ paths: [[String]]) -> [String] {
    paths.compactMap { $0 == Self.anyValue && valueType == nil ? nil : screenID($0) }
  }

  var hasFixedRoot: Bool { builders.contains { $0.container == .flowStack || $0.container == .showing } }

  /// Whether the routes are shown by FlowStacks' `Router` alone, which shows the first route in place as the root
  /// whatever its style (`Node` at index 0 of 0.1–0.4).
  var showsFirstRouteInPlace: Bool {
    !builders.isEmpty && builders.allSatisfy { $0.container == .router }
  }

  var kind: CoordinatorKind {
    builders.allSatisfy { $0.container == .pStack } && !builders.isEmpty ? .presentation : .navigation
  }

  /// Whether the root brings a navigation container, before parents are known.
  var navigation: NavigationContainer {
    if builders.contains(where: { $0.insideNavigation || $0.withNavigation == true }) { return .yes }
    if initial.contains(where: { $0.kind == .root && $0.withNavigation }) { return .yes }
    // A root embedding navigation by a value known only at run time (`embedInNavigationView: standalone`).
    if initial.contains(where: { $0.kind == .root && $0.navigationUnknown }) { return .unknown }
    switch generation {
    case "0.0": return builders.contains { $0.container == .nStack } ? .unknown : .no
    case "0.6+": return .no
    default: return initial.contains { $0.kind == .root } || hasFixedRoot ? .no : .unknown
    }
  }
}
