import Foundation
import Yams

/// A parsed coordinator definition file (`*.flow.yml`, `*.flow.yaml`, `*.flow.json`), before its
/// references to screens and coordinators (possibly in other files) are resolved by `DefinitionLinker`.
public struct DefinitionFile: Sendable {
  /// A name as written, resolved later: a screen of the same coordinator, a coordinator id, or `Coordinator.screen`.
  struct Reference: Sendable {
    var name: String
    var location: SourceLocation
  }

  struct Transition: Sendable {
    var coordinator: String
    var from: Reference
    var to: Reference
    var kind: EdgeKind
    var withNavigation: Bool
    var group: String?
    var staged: Bool
    var location: SourceLocation
  }

  struct Back: Sendable {
    var coordinator: String
    var screen: Reference
    var action: BackActionKind
    var count: Int? = nil
    var target: Reference? = nil
    var staged: Bool = false
    var location: SourceLocation
  }

  var coordinators: [Coordinator] = []
  var screens: [Screen] = []
  /// Root names per coordinator id, resolved against its screens.
  var roots: [(coordinator: String, ref: Reference)] = []
  var transitions: [Transition] = []
  var backs: [Back] = []
  var entries: [Reference] = []

  /// The file name endings a directory walk treats as definition files.
  public static let suffixes = [".flow.yml", ".flow.yaml", ".flow.json"]

  public static func isDefinitionFile(_ path: String) -> Bool {
    suffixes.contains { path.lowercased().hasSuffix($0) }
  }

  /// Reads a definition file; every error of the file is thrown at once.
  public static func parse(_ text: String, file: String) throws(InputError) -> DefinitionFile {
    // JSON is read by the YAML parser, for which NEL, LS and PS are line breaks (YAML 1.1): in a JSON file they can
    // only stand inside strings, where the escape keeps them as they are instead of turning them into spaces.
    var text = text
    if file.lowercased().hasSuffix(".json") {
      for (raw, escape) in [("\u{85}", "\\u0085"), ("\u{2028}", "\\u2028"), ("\u{2029}", "\\u2029")] where text.contains(raw) {
        text = text.replacingOccurrences(of: raw, with: escape)
      }
    }
    guard let root = try YAMLReader.compose(text, file: file) else {
      throw InputError(Diagnostic(.error, "the definition file is empty", at: SourceLocation(file: file, line: 1, column: 1)))
    }
    var parser = Parser(reader: YAMLReader(file: file))
    let result = parser.parseDocument(root)
    if !parser.reader.diagnostics.isEmpty { throw InputError(parser.reader.diagnostics) }
    return result
  }
}

/// The parsing pass over the YAML node tree.
private struct Parser {
  var reader: YAMLReader
  var file = DefinitionFile()
  var coordinatorIDs: [String: SourceLocation] = [:]

  mutating func parseDocument(_ root: Node) -> DefinitionFile {
    guard let top = reader.mapping(root, "a definition file") else { return file }
    if let key = Self.graphKey(top) {
      // Graph JSON whose `format` is missing or wrong is read as a definition file: one error that says so, not
      // one per graph key.
      if case let .scalar(format)? = top["format"] {
        reader.error(
          "format '\(format.string)' is not a flowviz graph (expected \"format\": \"\(FlowGraph.formatName)\"); a definition file has 'flowviz', 'entry' and 'coordinators'",
          at: key)
      } else {
        reader.error(
          "this looks like flowviz graph JSON without \"format\": \"\(FlowGraph.formatName)\" (it has '\(key.string ?? "")'); a definition file has 'flowviz', 'entry' and 'coordinators'",
          at: key)
      }
      return file
    }
    let fields = reader.fields(top, allowed: ["flowviz", "entry", "coordinators"], in: "the definition file")
    if let (_, version) = fields["flowviz"] {
      if version.int != 1 { reader.error("unsupported definition format version (this flowviz reads version 1)", at: version) }
    }
    if let (_, entry) = fields["entry"] {
      for (name, node) in reader.strings(entry, "entry") {
        file.entries.append(.init(name: name, location: reader.location(node)))
      }
    }
    guard let (key, list) = fields["coordinators"] else {
      // A file that only names entry points (of coordinators read from code) needs no coordinators of its own.
      if fields["entry"] == nil { reader.error("a definition file needs a 'coordinators' list or an 'entry'", at: root) }
      return file
    }
    _ = key
    for node in reader.sequence(list, "coordinators") ?? [] { parseCoordinator(node) }
    return file
  }

  /// The keys only graph JSON has at its top level.
  static let graphKeys: Set<String> = ["format", "version", "screens", "edges", "backActions", "unresolved", "entryPoints"]

  /// The first top-level key that only graph JSON has, when the mapping has no key only a definition file has.
  static func graphKey(_ top: Node.Mapping) -> Node? {
    let keys = top.keys.compactMap { key -> (Node, String)? in key.string.map { (key, $0) } }
    guard !keys.contains(where: { $0.1 == "flowviz" || $0.1 == "entry" }) else { return nil }
    return keys.first { graphKeys.contains($0.1) }?.0
  }

  static let coordinatorKeys = [
    "id", "name", "library", "kind", "navigation", "root", "roots", "screens", "transitions", "children", "back",
    "platforms", "generation", "sharesParentRoutes",
  ]

  mutating func parseCoordinator(_ node: Node) {
    guard let map = reader.mapping(node, "a coordinator") else { return }
    let f = reader.fields(map, allowed: Self.coordinatorKeys, in: "a coordinator")
    guard let idNode = f["id"]?.value else {
      reader.error("a coordinator needs an 'id'", at: node)
      return
    }
    guard let id = reader.string(idNode, "a coordinator id") else { return }
    let here = reader.location(idNode)
    if let first = coordinatorIDs[id] {
      reader.error("duplicate coordinator id '\(id)' (first declared at \(first))", at: idNode)
      return
    }
    coordinatorIDs[id] = here
    var coordinator = Coordinator(id: id, location: here)
    if let n = f["name"]?.value, let name = reader.string(n, "name") { coordinator.name = name }
    if let n = f["library"]?.value, let v = reader.choice(n, "library", Library.self) { coordinator.library = v }
    if let n = f["kind"]?.value, let v = reader.choice(n, "coordinator kind", CoordinatorKind.self) { coordinator.kind = v }
    if let n = f["navigation"]?.value { coordinator.navigation = parseNavigation(n) }
    if let n = f["platforms"]?.value { coordinator.platforms = reader.strings(n, "platforms").map(\.0) }
    if let n = f["generation"]?.value, let v = reader.string(n, "generation") { coordinator.generation = v }
    if let n = f["sharesParentRoutes"]?.value { coordinator.sharesParentRoutes = reader.bool(n, "sharesParentRoutes") }
    file.coordinators.append(coordinator)

    var screenNames: [String: SourceLocation] = [:]
    for s in f["screens"].flatMap({ reader.sequence($0.value, "screens") }) ?? [] {
      guard let screen = parseScreen(s, coordinator: id) else { continue }
      if let first = screenNames[screen.name] {
        reader.error("duplicate screen '\(screen.name)' in coordinator '\(id)' (first declared at \(first))", at: s)
        continue
      }
      screenNames[screen.name] = screen.location
      file.screens.append(screen)
    }
    if f["root"] != nil, f["roots"] != nil, let n = f["roots"]?.key {
      reader.error("give either 'root' or 'roots', not both", at: n)
    }
    for key in ["root", "roots"] {
      guard let n = f[key]?.value else { continue }
      for (name, rn) in reader.strings(n, key) {
        file.roots.append((id, .init(name: name, location: reader.location(rn))))
      }
    }
    for t in f["transitions"].flatMap({ reader.sequence($0.value, "transitions") }) ?? [] {
      parseTransition(t, coordinator: id, defaultFrom: nil)
    }
    for c in f["children"].flatMap({ reader.sequence($0.value, "children") }) ?? [] {
      parseChild(c, coordinator: id)
    }
    for b in f["back"].flatMap({ reader.sequence($0.value, "back") }) ?? [] {
      parseBack(b, coordinator: id)
    }
  }

  mutating func parseNavigation(_ node: Node) -> NavigationContainer {
    if case let .scalar(s) = node {
      switch s.string.lowercased() {
      case "true", "yes", "on": return .yes
      case "false", "no", "off": return .no
      case "inherited": return .inherited
      case "unknown": return .unknown
      default: break
      }
    }
    reader.error("navigation must be true, false, inherited or unknown", at: node)
    return .unknown
  }

  mutating func parseScreen(_ node: Node, coordinator: String) -> Screen? {
    if case .scalar = node {
      guard let name = reader.string(node, "a screen") else { return nil }
      return Screen(coordinator: coordinator, name: name, location: reader.location(node))
    }
    guard let map = reader.mapping(node, "a screen") else { return nil }
    let f = reader.fields(map, allowed: ["id", "views", "view", "navigation", "handled", "bindsNavigation", "payload", "backHidden"], in: "a screen")
    guard let idNode = f["id"]?.value else {
      reader.error("a screen needs an 'id'", at: node)
      return nil
    }
    guard let name = reader.string(idNode, "a screen id") else { return nil }
    var screen = Screen(coordinator: coordinator, name: name, location: reader.location(idNode))
    for key in ["view", "views"] {
      if let n = f[key]?.value { screen.views += reader.strings(n, key).map(\.0) }
    }
    if let n = f["navigation"]?.value { screen.bringsNavigation = reader.bool(n, "navigation") ?? false }
    if let n = f["handled"]?.value { screen.handled = reader.bool(n, "handled") }
    if let n = f["bindsNavigation"]?.value { screen.bindsNavigation = reader.bool(n, "bindsNavigation") }
    if let n = f["payload"]?.value { screen.hasPayload = reader.bool(n, "payload") }
    if let n = f["backHidden"]?.value, reader.bool(n, "backHidden") == true { screen.backHidden = reader.location(n) }
    return screen
  }

  static let transitionKeys = ["from", "to", "kind", "withNavigation", "group", "staged"]

  mutating func parseTransition(_ node: Node, coordinator: String, defaultFrom: DefinitionFile.Reference?) {
    guard let map = reader.mapping(node, "a transition") else { return }
    let f = reader.fields(map, allowed: Self.transitionKeys, in: "a transition")
    guard let fromNode = f["from"]?.value, let toNode = f["to"]?.value, let kindNode = f["kind"]?.value else {
      reader.error("a transition needs 'from', 'to' and 'kind'", at: node)
      return
    }
    guard let from = reader.string(fromNode, "from"), let to = reader.string(toNode, "to"),
      let kind = reader.choice(kindNode, "edge kind", EdgeKind.self)
    else { return }
    let withNavigation = f["withNavigation"].flatMap { reader.bool($0.value, "withNavigation") } ?? false
    let group = f["group"].flatMap { reader.string($0.value, "group") }
    let staged = f["staged"].flatMap { reader.bool($0.value, "staged") } ?? false
    file.transitions.append(
      .init(
        coordinator: coordinator, from: .init(name: from, location: reader.location(fromNode)),
        to: .init(name: to, location: reader.location(toNode)), kind: kind, withNavigation: withNavigation,
        group: group, staged: staged, location: reader.location(node)))
  }

  mutating func parseChild(_ node: Node, coordinator: String) {
    guard let map = reader.mapping(node, "a child") else { return }
    let f = reader.fields(map, allowed: ["at", "coordinator", "kind", "withNavigation"], in: "a child")
    guard let atNode = f["at"]?.value, let childNode = f["coordinator"]?.value else {
      reader.error("a child needs 'at' (a screen) and 'coordinator'", at: node)
      return
    }
    guard let at = reader.string(atNode, "at"), let child = reader.string(childNode, "coordinator") else { return }
    let kind = f["kind"].flatMap { reader.choice($0.value, "edge kind", EdgeKind.self) } ?? .push
    let withNavigation = f["withNavigation"].flatMap { reader.bool($0.value, "withNavigation") } ?? false
    file.transitions.append(
      .init(
        coordinator: coordinator, from: .init(name: at, location: reader.location(atNode)),
        to: .init(name: child, location: reader.location(childNode)), kind: kind, withNavigation: withNavigation,
        group: nil, staged: false, location: reader.location(node)))
  }

  mutating func parseBack(_ node: Node, coordinator: String) {
    guard let map = reader.mapping(node, "a back action") else { return }
    let f = reader.fields(map, allowed: ["screen", "action", "count", "to", "staged"], in: "a back action")
    guard let screenNode = f["screen"]?.value, let actionNode = f["action"]?.value else {
      reader.error("a back action needs 'screen' and 'action'", at: node)
      return
    }
    guard let screen = reader.string(screenNode, "screen"),
      let action = reader.choice(actionNode, "back action", BackActionKind.self)
    else { return }
    var count: Int?
    if let n = f["count"]?.value {
      count = n.int
      if (count ?? 0) < 1 { reader.error("count must be a positive integer", at: n) }
    }
    file.backs.append(
      .init(
        coordinator: coordinator, screen: .init(name: screen, location: reader.location(screenNode)),
        action: action, count: count,
        target: f["to"].flatMap { n in reader.string(n.value, "to").map { .init(name: $0, location: reader.location(n.value)) } },
        staged: f["staged"].flatMap { reader.bool($0.value, "staged") } ?? false,
        location: reader.location(node)))
  }
}

extension Node {
  fileprivate var int: Int? { if case let .scalar(s) = self { return Int(s.string) } else { return nil } }
}
