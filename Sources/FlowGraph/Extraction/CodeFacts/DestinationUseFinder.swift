/// Finds destinations that no code of the module can show, from the names the shared declaration pass recorded
/// (`NameUses`): a case of a screen enum that no code builds, and a type shaped as a destination (the view or TCA
/// feature of a screen, a value declared for a FlowStacks path) that no code uses outside itself and previews.
///
/// Swift builds an enum case only by naming it (`.detail`, `Screen.detail`, `\.detail`, or `detail` inside the
/// enum), and a type only by naming it (a call, `X.self`, an annotation, a conformance, a generic argument); so a
/// name the module never writes is a destination it never shows. Wherever a use could hide the finder says
/// nothing: a public type (other modules may use it), an enum the app decodes, iterates or builds from a raw value
/// (`Codable`, `CaseIterable`, a raw type, or any protocol the finder does not know), a class that inherits from a
/// type outside the sources (the Objective-C runtime may create it); and nothing at all unless every Swift file was
/// read whole (`SourceReader`).
struct DestinationUseFinder {
  private let index: TypeIndex
  private let graph: FlowGraph
  private let declarations: DeclarationFacts
  private let libraries: Set<Library>
  private let coordinatorNames: Set<String>

  /// Protocols that let no code build a value without naming its type or case.
  static let inertProtocols: Set<String> = [
    "Hashable", "Equatable", "Identifiable", "Sendable", "Comparable", "CustomStringConvertible",
    "CustomDebugStringConvertible", "ExpressibleByIntegerLiteral", "ExpressibleByStringLiteral",
  ]

  /// `index`: the declarations' type index when the caller has built it already.
  init(declarations: DeclarationFacts, graph: FlowGraph, index: TypeIndex? = nil) {
    self.index = index ?? TypeIndex(declarations.types)
    self.graph = graph
    self.declarations = declarations
    libraries = Set(graph.coordinators.map(\.library))
    coordinatorNames = Set(graph.coordinators.map(\.name))
  }

  func facts() -> [CodeFact] { unbuiltCases() + unusedTypes() }

  // MARK: Cases

  /// Screens that are cases of an enum (FlowStacks, TCACoordinators, Navigator) whose name no code outside a
  /// pattern writes.
  private func unbuiltCases() -> [CodeFact] {
    var cases: [SourceLocation: (key: TypeKey, name: String)] = [:]
    for (key, decl) in index.types where decl.kind == .enum {
      for c in decl.cases { cases[c.location] = (key, c.name) }
    }
    let members = declarations.nameUses.members, bareMembers = declarations.nameUses.bareMembers
    let screenEnums = tcaScreenEnums()
    var result: [CodeFact] = []
    for screen in graph.screens {
      guard let location = screen.location,
        let (key, name) = cases[location] ?? screenEnums[screen.coordinator].flatMap({ key in
          index[key]?.cases.contains { $0.name == screen.name } == true ? (key, screen.name) : nil
        }),
        !members.contains(name),
        // A bare `.name` builds only a case without an associated value (of whichever type the context expects).
        !(bareMembers.contains(name) && index[key]?.cases.contains { $0.name == name && $0.associated.isEmpty } != false),
        let decl = index[key], !decl.isPublic,
        decl.inherits.allSatisfy({ Self.inertProtocols.contains($0) }),
        !namedInside(key, name)
      else { continue }
      result.append(CodeFact(kind: .unbuiltCase, type: key.name, member: name, location: location))
    }
    return result
  }

  /// The screen enum of each TCACoordinators coordinator, read from its state's routes (`[Route<Screen.State>]`,
  /// `IdentifiedArrayOf<Route<Screen.State>>`): TCA screens are placed at their router's arms, not at the cases.
  private func tcaScreenEnums() -> [String: TypeKey] {
    var result: [String: TypeKey] = [:]
    for coordinator in graph.coordinators where coordinator.library == .tcaCoordinators {
      guard let file = coordinator.location?.file, let owner = index.lookup(coordinator.name, from: nil, file: file),
        let state = index.lookup("State", from: owner.name, file: file), let stateDecl = index[state]
      else { continue }
      let enums = Set(stateDecl.properties.compactMap { property -> TypeKey? in
        guard let screenState = property.type.flatMap(Self.routeArgument), screenState.hasSuffix(".State") else { return nil }
        return index.lookup(String(screenState.dropLast(".State".count)), from: owner.name, file: file)
      })
      if enums.count == 1, let only = enums.first, index[only]?.kind == .enum { result[coordinator.id] = only }
    }
    return result
  }

  /// The argument of the `Route<…>` inside a routes type, at any depth of generic arguments.
  private static func routeArgument(_ type: TypeRef) -> String? {
    var pending = [type]
    var seen = 0
    while let next = pending.popLast(), seen < 16 {
      seen += 1
      if next.baseName == "Route", let argument = next.arguments.first { return argument.name }
      pending += next.arguments
    }
    return nil
  }

  /// Whether code of the enum itself (or a type nested in it) names the case without a dot (`return detail` in a
  /// static member).
  private func namedInside(_ key: TypeKey, _ name: String) -> Bool {
    declarations.references.contains { context, references in
      guard let type = context.type, type == key.name || type.hasPrefix(key.name + "."),
        key.file == nil || key.file == context.file
      else { return false }
      return references.contains { $0.name == name && $0.base == nil }
    }
  }

  // MARK: Types

  /// A type shaped as a destination and why.
  private struct Candidate {
    var key: TypeKey
    var decl: TypeDecl
    var shape: String
    /// A destination by itself; a view holding a feature's store is one only with its feature (a live feature's
    /// unused view is a component, not a screen).
    var primary = true
    var simpleName: String { key.name.split(separator: ".").last.map(String.init) ?? key.name }
  }

  private func unusedTypes() -> [CodeFact] {
    let candidates = destinationTypes()
    guard !candidates.isEmpty else { return [] }
    // Which candidates each context's mentions name: a context is the chain of types enclosing the code (nil: code
    // outside any type the sources declare, always live).
    var mentions: [Int: [[TypeKey]?]] = [:]
    let byName = Dictionary(grouping: candidates.indices) { candidates[$0].simpleName }
    for (file, owners) in declarations.nameUses.types {
      for (owner, names) in owners {
        // The enclosing chain only for code that names a candidate: most code names none.
        var chain: [TypeKey]?
        var chainRead = false
        for name in names {
          guard let named = byName[name] else { continue }
          if !chainRead {
            chain = owner.isEmpty ? nil : enclosing(owner, file: file)
            chainRead = true
          }
          for i in named where candidates[i].key.file == nil || candidates[i].key.file == file {
            mentions[i, default: []].append(chain)
          }
        }
      }
    }
    // The greatest set of candidates named only by themselves and each other (and previews, which record nothing).
    var dead = Set(candidates.indices.filter { i in
      (mentions[i] ?? []).allSatisfy { $0 != nil }
    })
    var changed = true
    while changed {
      changed = false
      let deadKeys = Set(dead.map { candidates[$0].key })
      for i in dead.sorted() {
        let used = (mentions[i] ?? []).contains { chain in
          guard let chain else { return true }
          return !chain.contains(candidates[i].key) && !chain.contains(where: deadKeys.contains)
        }
        if used {
          dead.remove(i)
          changed = true
        }
      }
    }
    return groups(dead.sorted(), candidates, mentions)
  }

  /// One fact per group of unused candidates that name each other, at the one nothing else in the group names.
  private func groups(_ dead: [Int], _ candidates: [Candidate], _ mentions: [Int: [[TypeKey]?]]) -> [CodeFact] {
    var parent = Dictionary(uniqueKeysWithValues: dead.map { ($0, $0) })
    func root(_ i: Int) -> Int {
      var i = i
      while let p = parent[i], p != i { i = p }
      return i
    }
    var named = Set<Int>()
    for i in dead {
      for chain in mentions[i] ?? [] {
        guard let chain else { continue }
        for j in dead where j != i && chain.contains(candidates[j].key) {
          parent[root(j)] = root(i)
          named.insert(i)
        }
      }
    }
    let grouped = Dictionary(grouping: dead, by: root)
    var result: [CodeFact] = []
    for members in grouped.values where members.contains(where: { candidates[$0].primary }) {
      let ordered = members.sorted { a, b in
        (named.contains(a) ? 1 : 0, candidates[a].decl.location) < (named.contains(b) ? 1 : 0, candidates[b].decl.location)
      }
      guard let first = ordered.first else { continue }
      let main = candidates[first]
      result.append(
        CodeFact(
          kind: .unusedDestinationType, type: main.key.name, member: "", detail: main.shape, location: main.decl.location,
          related: ordered.dropFirst().map { candidates[$0].decl.location }))
    }
    return result
  }

  /// The type a context names and the types enclosing it (`A.B.C` → `A.B.C`, `A.B`, `A`); nil when the type is not
  /// declared in the sources (a protocol extension, an extension of a library type): such code is live.
  private func enclosing(_ owner: String, file: String) -> [TypeKey]? {
    guard let key = index.lookup(owner, from: nil, file: file) else { return nil }
    var chain = [key]
    var name = key.name
    while let dot = name.lastIndex(of: ".") {
      name = String(name[..<dot])
      if let outer = index.lookup(name, from: nil, file: file) { chain.append(outer) }
    }
    return chain
  }

  // MARK: Shapes

  /// The types shaped as destinations of the libraries the graph has coordinators of.
  private func destinationTypes() -> [Candidate] {
    var result: [Candidate] = []
    let flowStacksFiles = Set(graph.coordinators.filter { $0.library == .flowStacks }.compactMap { $0.location?.file })
    var features = Set<TypeKey>()
    if libraries.contains(.tcaCoordinators) {
      for (key, decl) in index.types where decl.kind == .struct && isFeature(key, decl) && isJudged(key, decl) {
        features.insert(key)
        result.append(Candidate(key: key, decl: decl, shape: "a TCA feature with delegate actions"))
      }
    }
    for (key, decl) in index.types where !features.contains(key) && isJudged(key, decl) {
      if decl.inherits.contains("View") || decl.inherits.contains("ScreenView"), let shape = viewShape(key, decl, features: features) {
        result.append(Candidate(key: key, decl: decl, shape: shape, primary: shape != Self.storeView))
      } else if flowStacksFiles.contains(decl.file), isHashable(key, decl) {
        result.append(Candidate(key: key, decl: decl, shape: "a Hashable value declared beside FlowStacks destinations"))
      }
    }
    return result.sorted { $0.key < $1.key }
  }

  static let storeView = "the view of a TCA feature with delegate actions"

  /// A struct, class or enum other modules cannot use, that is no coordinator (unreachable-coordinator judges
  /// those) and not declared inside a preview provider (scaffolding for previews), and a class only when everything it inherits is declared in
  /// the sources or an inert protocol.
  private func isJudged(_ key: TypeKey, _ decl: TypeDecl) -> Bool {
    guard [.struct, .class, .enum].contains(decl.kind), !decl.isPublic, !coordinatorNames.contains(key.name),
      !(enclosing(key.name, file: decl.file) ?? []).contains(where: { index[$0]?.inherits.contains("PreviewProvider") == true })
    else { return false }
    guard decl.kind == .class else { return true }
    return decl.inherits.allSatisfy { Self.inertProtocols.contains($0) || index.lookup($0, from: key.name, file: decl.file) != nil }
  }

  /// A TCA feature that reports to its parent: its `Action` has a `Delegate` enum or a `delegate` case.
  private func isFeature(_ key: TypeKey, _ decl: TypeDecl) -> Bool {
    guard let action = index.lookup("\(key.name).Action", from: nil, file: decl.file), let actions = index[action] else { return false }
    return index.lookup("\(action.name).Delegate", from: nil, file: decl.file) != nil || actions.cases.contains { $0.name == "delegate" }
  }

  /// A view that is a screen: it holds a store of a feature that reports to its parent, a router or navigator of a
  /// library the graph has, or is a Navigator `ScreenView`.
  private func viewShape(_ key: TypeKey, _ decl: TypeDecl, features: Set<TypeKey>) -> String? {
    if libraries.contains(.navigator), decl.inherits.contains("ScreenView") { return "a Navigator ScreenView" }
    for property in decl.properties {
      guard let type = property.type else { continue }
      if ["StoreOf", "Store"].contains(type.baseName), let argument = type.arguments.first {
        let featureName = type.baseName == "Store" ? String(argument.name.split(separator: ".").dropLast().joined(separator: ".")) : argument.name
        if let feature = index.lookup(featureName, from: key.name, file: decl.file), features.contains(feature) {
          return Self.storeView
        }
      }
      if libraries.contains(.flowStacks), ["FlowNavigator", "FlowPathNavigator"].contains(type.baseName) {
        return "a view holding a FlowStacks navigator"
      }
      if libraries.contains(.stinsen), type.baseName == "Router" || ["NavigationRouter", "TabRouter"].contains(type.baseName),
        property.wrappers.contains("EnvironmentObject") || property.wrappers.contains("RouterObject")
      {
        return "a view holding a Stinsen router"
      }
      if libraries.contains(.navigator), type.baseName == "Navigator", property.wrappers.contains("EnvironmentObject") {
        return "a view holding a Navigator"
      }
    }
    return nil
  }

  /// Hashable itself, or a class of the sources whose superclass is.
  private func isHashable(_ key: TypeKey, _ decl: TypeDecl, depth: Int = 0) -> Bool {
    if decl.inherits.contains("Hashable") { return true }
    guard decl.kind == .class, depth < 8, let superName = decl.inherits.first,
      let superKey = index.lookup(superName, from: key.name, file: decl.file), let superDecl = index[superKey], superDecl.kind == .class
    else { return false }
    return isHashable(superKey, superDecl, depth: depth + 1)
  }
}
