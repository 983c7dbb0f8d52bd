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
