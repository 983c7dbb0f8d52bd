import Foundation

/// Reads one trace line in either encoding: flowviz's own form, or FlowStacks' synthesized `Codable` encoding.
public enum TraceLineParser {
  public static func parse(_ data: Data) -> Result<TraceSnapshot, TraceLineError> {
    guard let json = try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed]) else {
      return .failure(.notJSON)
    }
    if let array = json as? [Any] {
      return routes(array).map { TraceSnapshot(coordinator: nil, routes: $0, encoding: .flowStacks) }
    }
    guard let object = json as? [String: Any] else {
      return .failure(.notASnapshot("expected an object with \"routes\" or a routes array"))
    }
    guard let array = object["routes"] as? [Any] else {
      return .failure(.notASnapshot(object["routes"] == nil ? "no \"routes\" array" : "\"routes\" is not an array"))
    }
    let coordinator = object["coordinator"] as? String
    if let value = object["coordinator"], coordinator == nil, !(value is NSNull) {
      return .failure(.notASnapshot("\"coordinator\" is not a string"))
    }
    return routes(array).map {
      TraceSnapshot(
        coordinator: coordinator, session: object["session"].flatMap(text), cause: object["cause"] as? String,
        routes: $0, encoding: .flowviz)
    }
  }

  static func routes(_ array: [Any]) -> Result<[TraceRoute], TraceLineError> {
    var result: [TraceRoute] = []
    result.reserveCapacity(array.count)
    for (index, element) in array.enumerated() {
      switch route(element, index: index) {
      case .success(let r): result.append(r)
      case .failure(let e): return .failure(e)
      }
    }
    return .success(result)
  }

  static func route(_ value: Any, index: Int) -> Result<TraceRoute, TraceLineError> {
    guard let object = value as? [String: Any] else { return .failure(.badRoute(index: index, "not an object")) }
    if let styleValue = object["style"] {
      // flowviz's form: {"style": "push", "screen": …, "withNavigation": true}
      guard let name = styleValue as? String, let style = TraceRouteStyle(rawValue: name) else {
        return .failure(.badRoute(index: index, "style must be root, push, sheet or cover"))
      }
      guard let screen = object["screen"].flatMap(screenPath) else { return .failure(.badScreen(index: index)) }
      return .success(TraceRoute(style: style, screenPath: screen, withNavigation: navigation(object)))
    }
    // FlowStacks' synthesized encoding: {"push": {"_0": screen}}, {"sheet": {"_0": screen, "withNavigation": true}}.
    guard object.count == 1, let (key, payload) = object.first, let style = TraceRouteStyle(rawValue: key) else {
      return .failure(.badRoute(index: index, "expected {\"style\": …} or {\"push\"|\"sheet\"|\"cover\": {\"_0\": …}}"))
    }
    guard let fields = payload as? [String: Any], let screen = fields["_0"].flatMap(screenPath) else {
      return .failure(.badScreen(index: index))
    }
    return .success(TraceRoute(style: style, screenPath: screen, withNavigation: navigation(fields)))
  }

  /// A screen's case path from its encoding: `"home"` (raw values, flowviz's form), `{"home":{}}`,
  /// `{"detail":{"_0":5}}`, and nested enums `{"settings":{"_0":{"profile":{}}}}` → settings.profile.
  static func screenPath(_ value: Any) -> [String]? {
    if let name = value as? String { return name.isEmpty ? nil : [name] }
    guard let object = value as? [String: Any], object.count == 1, let (name, payload) = object.first else { return nil }
    var path = [name]
    // A single unlabeled payload that is itself an enum case encoding: a nested screen enum.
    if let fields = payload as? [String: Any], fields.count == 1, let inner = fields["_0"] as? [String: Any],
      inner.count == 1, inner.first?.value is [String: Any], let rest = screenPath(inner)
    {
      path += rest
    }
    return path
  }

  static func navigation(_ object: [String: Any]) -> Bool {
    let value = object["withNavigation"] ?? object["embedInNavigationView"]
    return (value as? Bool) ?? (value as? NSNumber)?.boolValue ?? false
  }

  /// A string, or a number written as text (session ids are sometimes numbers).
  static func text(_ value: Any) -> String? {
    if let s = value as? String { return s }
    if value is NSNull { return nil }
    if let n = value as? NSNumber { return n.stringValue }
    return nil
  }
}
