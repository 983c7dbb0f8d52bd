/// How a route is shown: FlowStacks' route styles plus the root of a stack.
public enum TraceRouteStyle: String, Hashable, Codable, Sendable, CaseIterable {
  case root, push, sheet, cover

  /// Whether the route is a presented layer. FlowStacks' `.root(...)` is a sheet that is never presented,
  /// and its step calculation treats it as one, so the root counts as presented too.
  public var isPresented: Bool { self != .push }

  /// The edge kind a transition to a route of this style makes.
  public var edgeKind: EdgeKind {
    switch self {
    case .root: return .rootSwitch
    case .push: return .push
    case .sheet: return .sheet
    case .cover: return .cover
    }
  }
}

/// One entry of a recorded routes array: a screen and how it is shown.
public struct TraceRoute: Hashable, Codable, Sendable, CustomStringConvertible {
  public var style: TraceRouteStyle
  /// The screen's case path: `["detail"]` for `.detail(5)`, `["settings", "profile"]` for `.settings(.profile)`.
  public var screenPath: [String]
  /// The presented layer brings its own navigation container.
  public var withNavigation: Bool

  public init(style: TraceRouteStyle, screenPath: [String], withNavigation: Bool = false) {
    self.style = style
    self.screenPath = screenPath
    self.withNavigation = withNavigation && style != .push
  }

  public init(_ style: TraceRouteStyle, _ screen: String, withNavigation: Bool = false) {
    self.init(style: style, screenPath: [screen], withNavigation: withNavigation)
  }

  /// The case name: the screen id within its coordinator when no graph says otherwise.
  public var screen: String { screenPath.first ?? "" }

  /// Same presentation: FlowStacks compares `style` (push, or sheet/cover with their `withNavigation`).
  /// A root and a sheet are the same style in FlowStacks (`.root` builds a `.sheet`).
  public func sameStyle(as other: TraceRoute) -> Bool {
    func normal(_ s: TraceRouteStyle) -> TraceRouteStyle { s == .root ? .sheet : s }
    return normal(style) == normal(other.style) && withNavigation == other.withNavigation
  }

  /// `push detail`, `sheet+nav login`.
  public var description: String {
    "\(style.rawValue)\(withNavigation ? "+nav" : "") \(screenPath.joined(separator: "."))"
  }
}
