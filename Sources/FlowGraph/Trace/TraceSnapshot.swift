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

/// Why a trace line could not be read.
public enum TraceLineError: Error, Hashable, Sendable, CustomStringConvertible {
  case notJSON
  case notASnapshot(String)
  case badRoute(index: Int, String)
  case badScreen(index: Int)

  public var description: String {
    switch self {
    case .notJSON: return "the line is not valid JSON"
    case .notASnapshot(let what): return "the line is not a routes snapshot: \(what)"
    case .badRoute(let index, let what): return "route \(index) is not a route: \(what)"
    case .badScreen(let index): return "route \(index) has no screen: expected a case name or an enum encoding like {\"detail\":{\"_0\":5}}"
    }
  }
}
