/// How one screen leads to another.
public enum EdgeKind: String, Hashable, Codable, Sendable, CaseIterable {
  case push, sheet, cover, tab
  case rootSwitch = "root-switch"
  /// A view embedded in another (a child coordinator shown inline).
  case embed
  /// A whole routes array assigned at once (a deep link).
  case setRoutes = "set-routes"

  /// Whether the destination is a new presented layer (sheet or cover).
  public var presents: Bool { self == .sheet || self == .cover }
}

/// Where a fact came from.
public enum Provenance: String, Hashable, Codable, Sendable, CaseIterable {
  case source, definition, trace
}

/// Whether the edge is known to exist, or one of several a dynamic expression may produce.
public enum Certainty: String, Hashable, Codable, Sendable, CaseIterable {
  case certain, uncertain
}

/// A transition: `from` is a screen id or a coordinator id (a call that no single screen triggers),
/// `to` is a screen id or a child coordinator id.
public struct Edge: Hashable, Codable, Sendable {
  public var from: String
  public var to: String
  public var kind: EdgeKind
  /// The presented layer brings its own navigation container (`withNavigation:` / `embedInNavigationView:`).
  public var withNavigation: Bool
  /// The call site, or the line of the definition.
  public var location: SourceLocation?
  /// Edges made by one update (one call, closure or function) share a group id.
  public var group: String?
  /// The library stages this update itself (`withDelaysIfUnsupported`, FlowStack, `navigateWith`).
  public var staged: Bool
  public var provenance: Provenance
  public var certainty: Certainty
  /// Platforms whose `#if os(...)` branch holds the call; empty means all.
  public var platforms: [String]
  /// How often a trace took this edge (nil when no trace was read).
  public var count: Int?
  /// For a `set-routes` edge, how the route is shown in the list assigned (`[.root(.a), .push(.b), .sheet(.c)]`):
  /// push, sheet or cover; nil when not known (a definition file, a trace, older graph JSON).
  public var presentation: EdgeKind?

  public init(
    from: String, to: String, kind: EdgeKind, withNavigation: Bool = false, location: SourceLocation? = nil,
    group: String? = nil, staged: Bool = false, provenance: Provenance = .source, certainty: Certainty = .certain,
    platforms: [String] = [], count: Int? = nil, presentation: EdgeKind? = nil
  ) {
    self.from = from
    self.to = to
    self.kind = kind
    self.withNavigation = withNavigation
    self.location = location
    self.group = group
    self.staged = staged
    self.provenance = provenance
    self.certainty = certainty
    self.platforms = platforms
    self.count = count
    self.presentation = presentation
  }
}
