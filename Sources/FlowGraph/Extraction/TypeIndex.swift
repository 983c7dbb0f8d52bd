/// A declared type as the linker knows it: its name plus its file when it is private to that file, or its module
/// when several modules declare the name.
public struct TypeKey: Hashable, Comparable, Sendable {
  public var name: String
  /// Set for `private`/`fileprivate` types: two files may each declare their own.
  public var file: String?
  /// Set for a name several modules each declare (a `Screen` enum per feature package).
  public var module: String? = nil

  public static func < (a: TypeKey, b: TypeKey) -> Bool {
    (a.name, a.file ?? "", a.module ?? "") < (b.name, b.file ?? "", b.module ?? "")
  }
}

/// Every declared type of the sources, extensions merged in, looked up the way Swift resolves names:
/// nested scopes first, a private type of the same file before an internal one.
public struct TypeIndex: Sendable {
  public private(set) var types: [TypeKey: TypeDecl] = [:]
  /// For each declared name: whether an internal type has it, and the files declaring a private one. A lookup
  /// tries several scopes for each name, so each try is one hash of the name.
  private var names: [String: (shared: Bool, privateFiles: [String], modules: [String])] = [:]
  /// Each declaring file's module, for names several modules declare.
  private var fileModules: [String: String] = [:]
  /// Every part after a dot of a declared nested name (`A.B.C` gives `B.C` and `C`): a name none of them is can only
  /// be declared at the top level, so its lookup tries no scope (most names code uses are not nested types).
  private var nestedTails: Set<String> = []
  /// The last name components of the declared classes some declared class inherits from.
  public private(set) var baseClassNames: Set<String> = []
  /// Whether any declaration is a `typealias` (most sources have none: no property type is then written out).
  private var hasAliases = false
  /// Top-level aliases by name, each with its file when private and the name it stands for: a type declared in
  /// `extension Module { … }` with `private typealias Module = AppCoordinatorModule` is `AppCoordinatorModule`'s.
  private var aliasHeads: [String: [(file: String?, target: String)]] = [:]

  public init(_ declarations: [TypeDecl]) {
    var declaredClasses = Set<String>()
    var subclasses: [(key: TypeKey, base: String)] = []
    // Fields read through the array (not a copy of each declaration: every index of a run is built from them all).
    var modular = false
    for i in declarations.indices {
      if declarations[i].module != nil { modular = true }
      guard declarations[i].kind == .typealias else { continue }
      hasAliases = true
      guard !declarations[i].name.contains("."), let target = declarations[i].aliasOf, target.arguments.isEmpty else { continue }
      aliasHeads[declarations[i].name, default: []].append((declarations[i].isPrivate ? declarations[i].file : nil, target.name))
    }
    // Names internal types of more than one module have: each module's is its own type.
    var declaringModules: [String: Set<String>] = [:]
    for i in declarations.indices where modular && declarations[i].kind != .extension && !declarations[i].isPrivate {
      guard let module = declarations[i].module else { continue }
      let name = declarations[i].name, file = declarations[i].file
      fileModules[file] = module
      declaringModules[declarations[i].kind != .typealias || name.contains(".") ? canonical(name, file: file) : name, default: []].insert(module)
    }
    // A file declaring only extensions or private types is of its module too (`module(ofFile:)`).
    for i in declarations.indices where modular && fileModules[declarations[i].file] == nil {
      if let module = declarations[i].module { fileModules[declarations[i].file] = module }
    }
    for var decl in declarations where decl.kind != .extension {
      // Named as the code outside the extension sees it; an alias keeps its own name.
      if decl.kind != .typealias || decl.name.contains(".") { decl.name = canonical(decl.name, file: decl.file) }
      let perModule = !decl.isPrivate && (declaringModules[decl.name]?.count ?? 0) > 1
      let key = TypeKey(name: decl.name, file: decl.isPrivate ? decl.file : nil, module: perModule ? decl.module : nil)
      if decl.kind == .class {
        declaredClasses.insert(TypeRef.baseName(of: decl.name))
        if let base = decl.inherits.first { subclasses.append((key, base)) }
      }
      if types.updateValue(decl, forKey: key) == nil {
        var entry = names[decl.name] ?? (false, [], [])
        if decl.isPrivate { entry.privateFiles.append(decl.file) } else { entry.shared = true }
        if perModule, let module = decl.module { entry.modules = (entry.modules + [module]).sorted() }
        names[decl.name] = entry
        var rest = decl.name[...]
        while let dot = rest.firstIndex(of: ".") {
          rest = rest[rest.index(after: dot)...]
          nestedTails.insert(String(rest))
        }
      }
    }
    for i in declarations.indices where declarations[i].kind == .extension {
      let decl = declarations[i]
      guard let key = lookup(decl.name, from: nil, file: decl.file), var merged = types[key] else { continue }
      merged.properties += decl.properties
      merged.methods += decl.methods
      merged.methodSpans += decl.methodSpans
      merged.methodReturns.merge(decl.methodReturns) { own, _ in own }
      merged.methodParameters.merge(decl.methodParameters) { own, _ in own }
      merged.initCallbacks.merge(decl.initCallbacks) { own, _ in own }
      merged.initStores.merge(decl.initStores) { own, _ in own }
      merged.inherits += decl.inherits
      merged.bringsNavigation = merged.bringsNavigation || decl.bringsNavigation
      types[key] = merged
    }
    let inheriting = subclasses.filter { declaredClasses.contains(TypeRef.baseName(of: $0.base)) }
    baseClassNames = Set(inheriting.map { TypeRef.baseName(of: $0.base) })
    inheritProperties(inheriting.map(\.key).sorted())
  }

  /// A class has its superclasses' properties (Swift inheritance), a generic one's with the arguments its subclass
  /// writes (`final class AppFlow: BaseFlow<AppFlow.Screen>` has `routes: Routes<AppFlow.Screen>`). Up to four
  /// levels; a property the class declares itself wins.
  /// `classes`: those whose first inherited name is a class the sources declare (most inherit only types they do not
  /// declare, ObservableObject or NSObject: no lookup for those).
  private mutating func inheritProperties(_ classes: [TypeKey]) {
    for key in classes {
      guard var decl = types[key] else { continue }
      var current = decl
      var substitution: [String: TypeRef] = [:]
      var seen: Set<TypeKey> = [key]
      var inherited: [PropertyDecl] = []
      for _ in 0..<4 {
        guard let baseName = current.inherits.first,
          let baseKey = lookup(baseName, from: Self.scope(of: current.name), file: current.file), seen.insert(baseKey).inserted,
          let base = types[baseKey], base.kind == .class
        else { break }
        // The base's parameters stand for what the class wrote (itself in terms of the class's own parameters).
        var next: [String: TypeRef] = [:]
        for (index, parameter) in base.genericParameters.enumerated() {
          guard let written = current.genericBase?.arguments.dropFirst(index).first else { continue }
          next[parameter] = Self.substitute(written, substitution)
        }
        for property in base.properties where !decl.properties.contains(where: { $0.name == property.name })
          && !inherited.contains(where: { $0.name == property.name })
        {
          var copy = property
          copy.type = property.type.map { Self.substitute($0, next) }
          copy.inherited = base.genericParameters.isEmpty ? .plain : .generic
          inherited.append(copy)
        }
        substitution = next
        current = base
      }
      guard !inherited.isEmpty else { continue }
      decl.properties += inherited
      types[key] = decl
    }
  }

  /// A type with generic parameters replaced (`Routes<Screen>` with `Screen` → `AppFlow.Screen`); bounded depth.
  private static func substitute(_ ref: TypeRef, _ map: [String: TypeRef], depth: Int = 0) -> TypeRef {
    guard !map.isEmpty, depth < 16 else { return ref }
    if ref.arguments.isEmpty, let replacement = map[ref.name] { return replacement }
    return TypeRef(ref.name, ref.arguments.map { substitute($0, map, depth: depth + 1) })
  }

  /// Resolves a name used inside `scope` (a qualified type name) in `file`; a type alias resolves to the type it
  /// names (nil when that type is not declared in the sources, as for any undeclared name).
  public func lookup(_ name: String, from scope: String?, file: String) -> TypeKey? {
    guard var key = lookupDeclared(name, from: scope, file: file) else { return nil }
    // A chain of aliases is followed a few links at most (`typealias A = B` and `typealias B = A` would loop).
    for _ in 0..<4 {
      guard let decl = types[key], decl.kind == .typealias else { return key }
      guard let target = decl.aliasOf, let next = lookupDeclared(target.name, from: Self.scope(of: decl.name), file: decl.file)
      else { return nil }
      key = next
    }
    return nil
  }

  /// Every declaration a name used in `file` can be: `lookup`'s, or, for a name declared once per platform (each
  /// declaration in `#if os(…)` or in files only some targets compile) used from code every platform compiles, each
  /// platform's (that code is compiled once per platform, and means each platform's own there).
  public func lookupAll(_ name: String, from scope: String?, file: String) -> [TypeKey] {
    guard let key = lookup(name, from: scope, file: file) else { return [] }
    guard let module = key.module, let variants = names[key.name]?.modules, variants.count > 1 else { return [key] }
    if let own = fileModules[file], variants.contains(own) { return [key] }
    func base(_ module: String) -> Substring? { module.lastIndex(of: "@").map { module[..<$0] } }
    guard let shared = base(module), variants.allSatisfy({ base($0) == shared }) else { return [key] }
    return variants.map { TypeKey(name: key.name, file: nil, module: $0) }
  }

  /// The type an alias names, written out (`AppNavigator` → `FlowNavigator<AppScreens>`), when `ref` names an alias
  /// visible from `scope`; nil otherwise.
  public func expandingAlias(_ ref: TypeRef, from scope: String?, file: String) -> TypeRef? {
    guard hasAliases, var key = lookupDeclared(ref.name, from: scope, file: file), types[key]?.kind == .typealias else { return nil }
    var written = ref
    for _ in 0..<4 {
      guard let decl = types[key], decl.kind == .typealias, let target = decl.aliasOf else { break }
      written = target
      guard let next = lookupDeclared(target.name, from: Self.scope(of: decl.name), file: decl.file) else { break }
      key = next
    }
    return written
  }

  /// The scope a qualified name is declared in (`A.B.C` → `A.B`), nil at the top level.
  private static func scope(of name: String) -> String? {
    name.lastIndex(of: ".").map { String(name[..<$0]) }
  }

  /// A qualified name with a leading alias written out (`Module.ViewModel` → `AppCoordinatorModule.ViewModel`); a
  /// bare alias name stays (`lookup` follows it).
  private func canonical(_ name: String, file: String) -> String {
    guard !aliasHeads.isEmpty else { return name }
    var result = name
    for _ in 0..<4 {
      guard let dot = result.firstIndex(of: ".") else { return result }
      let head = String(result[..<dot])
      guard let targets = aliasHeads[head],
        let target = targets.first(where: { $0.file == file }) ?? targets.first(where: { $0.file == nil }), target.target != head
      else { return result }
      result = target.target + result.dropFirst(head.count)
    }
    return result
  }

  private func lookupDeclared(_ name: String, from scope: String?, file: String) -> TypeKey? {
    let name = canonical(name, file: file)
    let scope = scope.map { canonical($0, file: file) }
    // Innermost scope first: `A.B` + `X` tries `A.B.X`, `A.X`, then `X`.
    if let scope, !scope.isEmpty, nestedTails.contains(name) {
      var end = scope.endIndex
      while true {
        if let key = declared(scope[..<end] + "." + name, in: file) { return key }
        guard let dot = scope[..<end].lastIndex(of: ".") else { break }
        end = dot
      }
    }
    return declared(name, in: file)
  }

  /// A private type of the file before an internal one; of a name several modules declare, the file's module's
  /// (else the first module's: the file's module is not known, or imports one of them).
  private func declared(_ candidate: String, in file: String) -> TypeKey? {
    guard let entry = names[candidate] else { return nil }
    if entry.privateFiles.contains(file) { return TypeKey(name: candidate, file: file) }
    if let first = entry.modules.first {
      let own = fileModules[file].flatMap { entry.modules.contains($0) ? $0 : nil }
      return TypeKey(name: candidate, file: nil, module: own ?? first)
    }
    return entry.shared ? TypeKey(name: candidate, file: nil) : nil
  }

  public subscript(key: TypeKey) -> TypeDecl? { types[key] }

  /// The module a file is compiled into (`Profile`, without the platforms of `Profile@iOS`), where the sources read
  /// span several modules and the file declares a type or an extension; nil otherwise.
  public func module(ofFile file: String) -> String? {
    CoordinatorIDs.moduleName(fileModules[file])
  }

  public func property(_ name: String, of key: TypeKey) -> PropertyDecl? {
    types[key]?.properties.first { $0.name == name }
  }

  /// The type a property of `key` holds, resolved from the scope of `key`: its declared type, or
  /// (`var login = LoginCoordinator.State.initialState`) the declared type of the static member it starts as, read in
  /// that member's type (`Self` is that type).
  public func propertyType(_ name: String, of key: TypeKey) -> TypeKey? {
    guard let property = property(name, of: key) else { return nil }
    let file = types[key]?.file ?? ""
    if let type = property.type { return lookup(type.name, from: key.name, file: file) }
    guard let path = property.staticMember, let member = path.last,
      let holder = lookup(path.dropLast().joined(separator: "."), from: key.name, file: file),
      let type = self.property(member, of: holder)?.type
    else { return nil }
    return type.name == "Self" ? holder : lookup(type.name, from: holder.name, file: types[holder]?.file ?? "")
  }

  /// Screen names of an enum, nested enums as dotted paths (`case settings(SettingsScreen)` → `settings.about`).
  /// `nests` says which cases holding an enum are screens of their own per inner case (given the case's dotted path);
  /// the others are one screen whose value carries a payload.
  public func caseNames(of key: TypeKey, depth: Int = 0, prefix: String = "", nests: (String, TypeKey) -> Bool = { _, _ in true })
    -> [(name: String, location: SourceLocation)]
  {
    guard let decl = types[key], depth < 4 else { return [] }
    var result: [(String, SourceLocation)] = []
    for c in decl.cases {
      let path = prefix + c.name
      if c.associated.count == 1, let inner = lookup(c.associated[0].name, from: key.name, file: decl.file),
        inner != key, let innerDecl = types[inner], innerDecl.kind == .enum, !innerDecl.cases.isEmpty, nests(path, inner)
      {
        result += caseNames(of: inner, depth: depth + 1, prefix: path + ".", nests: nests).map { ("\(c.name).\($0.name)", $0.location) }
      } else {
        result.append((c.name, c.location))
      }
    }
    return result
  }
}
