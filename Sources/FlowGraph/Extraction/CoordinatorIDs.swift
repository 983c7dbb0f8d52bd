/// Ids for coordinator types whose names collide. Swift makes a type of one module a different type from a type of
/// the same name in another module (each demo app of a monorepo declaring its own `AppCoordinator`), and a class
/// declared once per platform (`#if os(tvOS)`, a file only the tvOS target compiles) a different class per platform:
/// each is a coordinator of its own, and needs an id of its own.
enum CoordinatorIDs {
  /// A declaration of a coordinator type: its name, its file, and its module as `TypeDecl.module` holds it
  /// (`Module`, `Module@platforms` or `@platforms`; nil when the sources read are one module).
  struct Declared {
    var name: String
    var file: String
    var module: String?
  }

  /// One id per declaration, in order: the name where no other declaration has it, else the name qualified by what
  /// tells it apart, the first of these that is its own among the declarations of that name: its module
  /// (`AppCoordinator@ProfileDemo`), its file's name (`AppCoordinator@AppCoordinator+tvOS`), its file's path.
  static func assign(_ declared: [Declared]) -> [String] {
    let groups = Dictionary(grouping: declared.indices, by: { declared[$0].name })
    var ids = declared.map(\.name)
    for indices in groups.values where indices.count > 1 {
      let qualifiers: [(Int) -> String?] = [
        { moduleName(declared[$0].module) },
        { fileBase(declared[$0].file) },
        { pathWithoutExtension(declared[$0].file) },
      ]
      for i in indices {
        for qualifier in qualifiers {
          guard let own = qualifier(i) else { continue }
          if indices.allSatisfy({ $0 == i || qualifier($0) != own }) {
            ids[i] = "\(declared[i].name)@\(own)"
            break
          }
        }
      }
      // Declarations no qualifier tells apart (one file declaring the class twice, under `#if`) keep one id, as
      // they are one type of that file; any other clash between qualifiers of different kinds takes the path.
      let taken = Dictionary(grouping: indices, by: { ids[$0] })
      for (_, same) in taken where same.count > 1 && Set(same.map { declared[$0].file }).count > 1 {
        for i in same { ids[i] = "\(declared[i].name)@\(pathWithoutExtension(declared[i].file))" }
      }
    }
    return ids
  }

  /// The module's name in `TypeDecl.module` (`SourceModules.names`: `Profile`, `Profile/Demo`, then `@` and the
  /// platforms when only some of its targets compile the file): without the platforms; nil when there is none.
  static func moduleName(_ module: String?) -> String? {
    guard var key = module?[...] else { return nil }
    if let at = key.lastIndex(of: "@"), !key[at...].contains("/") { key = key[..<at] }
    return key.isEmpty ? nil : String(key)
  }

  private static func fileBase(_ file: String) -> String {
    let base = file.split(separator: "/").last.map(String.init) ?? file
    return base.hasSuffix(".swift") ? String(base.dropLast(6)) : base
  }

  private static func pathWithoutExtension(_ file: String) -> String {
    file.hasSuffix(".swift") ? String(file.dropLast(6)) : file
  }
}
