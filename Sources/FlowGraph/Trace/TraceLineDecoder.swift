import Foundation

/// The fast path of `TraceLineParser`: decodes a well-formed line with `JSONDecoder` (no `Any` values, no
/// dynamic casts). Anything unusual throws, and the caller falls back to the slower path that explains errors.
struct TraceLineDecoder: Decodable {
  var snapshot: TraceSnapshot

  struct Key: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
    static let routes = Key(stringValue: "routes"), coordinator = Key(stringValue: "coordinator")
    static let session = Key(stringValue: "session"), cause = Key(stringValue: "cause"), style = Key(stringValue: "style")
    static let screen = Key(stringValue: "screen"), payload = Key(stringValue: "_0")
    static let withNavigation = Key(stringValue: "withNavigation")
    static let embedInNavigationView = Key(stringValue: "embedInNavigationView")
  }

  struct Unusual: Error {}

  init(from decoder: any Decoder) throws {
    if var array = try? decoder.unkeyedContainer() {
      snapshot = TraceSnapshot(coordinator: nil, routes: try Self.routes(&array), encoding: .flowStacks)
      return
    }
    let object = try decoder.container(keyedBy: Key.self)
    var array = try object.nestedUnkeyedContainer(forKey: .routes)
    snapshot = TraceSnapshot(
      coordinator: try object.decodeIfPresent(String.self, forKey: .coordinator),
      session: try object.decodeIfPresent(String.self, forKey: .session),
      cause: try object.decodeIfPresent(String.self, forKey: .cause),
      routes: try Self.routes(&array), encoding: .flowviz)
  }

  static func routes(_ array: inout any UnkeyedDecodingContainer) throws -> [TraceRoute] {
    var result: [TraceRoute] = []
    while !array.isAtEnd {
      let route = try array.nestedContainer(keyedBy: Key.self)
      if route.contains(.style) {
        guard let style = TraceRouteStyle(rawValue: try route.decode(String.self, forKey: .style)) else { throw Unusual() }
        let path = try route.decode(ScreenPath.self, forKey: .screen).path
        result.append(TraceRoute(style: style, screenPath: path, withNavigation: try navigation(route)))
      } else {
        guard route.allKeys.count == 1, let key = route.allKeys.first, let style = TraceRouteStyle(rawValue: key.stringValue)
        else { throw Unusual() }
        let fields = try route.nestedContainer(keyedBy: Key.self, forKey: key)
        let path = try fields.decode(ScreenPath.self, forKey: .payload).path
        result.append(TraceRoute(style: style, screenPath: path, withNavigation: try navigation(fields)))
      }
    }
    return result
  }

  static func navigation(_ c: KeyedDecodingContainer<Key>) throws -> Bool {
    try c.decodeIfPresent(Bool.self, forKey: .withNavigation) ?? c.decodeIfPresent(Bool.self, forKey: .embedInNavigationView) ?? false
  }

  /// A screen's case path, as `TraceLineParser.screenPath` reads it.
  struct ScreenPath: Decodable {
    var path: [String]

    init(from decoder: any Decoder) throws {
      if let single = try? decoder.singleValueContainer(), let name = try? single.decode(String.self) {
        guard !name.isEmpty else { throw Unusual() }
        path = [name]
        return
      }
      let object = try decoder.container(keyedBy: Key.self)
      guard object.allKeys.count == 1, let key = object.allKeys.first else { throw Unusual() }
      path = [key.stringValue]
      // A single unlabeled payload that is itself an enum case encoding: a nested screen enum.
      guard let fields = try? object.nestedContainer(keyedBy: Key.self, forKey: key), fields.allKeys.count == 1,
        fields.contains(.payload), let inner = try? fields.nestedContainer(keyedBy: Key.self, forKey: .payload),
        inner.allKeys.count == 1, let innerKey = inner.allKeys.first,
        (try? inner.nestedContainer(keyedBy: Key.self, forKey: innerKey)) != nil
      else { return }
      path += try fields.decode(ScreenPath.self, forKey: .payload).path
    }
  }
}
