/// Instantiations and references of the files a library extractor read, with its own screen contexts (a
/// factory arm, a `TCARouter` case): they replace the shared declaration facts' uses of those files, so that
/// attribution sees which screen a view is built for.
public struct LibraryUses: Hashable, Codable, Sendable {
  public var files: Set<String> = []
  public var instantiations: [Instantiation] = []
  public var references: [ContextKey: Set<Reference>] = [:]

  public init() {}

  init(file: String, declarations: DeclarationFacts) {
    files = [file]
    instantiations = declarations.instantiations
    references = declarations.references
  }

  public mutating func merge(_ other: LibraryUses) {
    files.formUnion(other.files)
    instantiations += other.instantiations
    references.merge(other.references) { $0.union($1) }
  }

  /// The shared declarations with this library's files' uses swapped in.
  func applied(to declarations: DeclarationFacts) -> DeclarationFacts {
    guard !files.isEmpty else { return declarations }
    var result = declarations
    result.instantiations = declarations.instantiations.filter { !files.contains($0.context.file) } + instantiations
    result.references = declarations.references.filter { !files.contains($0.key.file) }.merging(references) { $0.union($1) }
    return result
  }
}
