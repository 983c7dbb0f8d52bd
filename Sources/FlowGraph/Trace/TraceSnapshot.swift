/// How a trace line was written.
public enum TraceEncoding: String, Hashable, Codable, Sendable {
  /// `{"coordinator": …, "routes": [{"style": "push", "screen": "detail"}, …], …}` (routes in either encoding).
  case flowviz
  /// A bare array in FlowStacks' synthesized `Codable` encoding of `[Route<Screen>]`.
  case flowStacks
}

/// One line of a trace: a snapshot of one coordinator's routes.
public struct TraceSnapshot: Hashable, Sendable {
  /// The coordinator's name as recorded; nil for a bare routes array.
  public var coordinator: String?
  public var session: String?
  /// `user`, `programmatic` or `system` when the app says.
  public var cause: String?
  public var routes: [TraceRoute]
  public var encoding: TraceEncoding

  public init(
    coordinator: String?, session: String? = nil, cause: String? = nil, routes: [TraceRoute], encoding: TraceEncoding
  ) {
    self.coordinator = coordinator
    self.session = session
    self.cause = cause
    self.routes = routes
    self.encoding = encoding
  }
}
