/// Every extractor over one parsed file, in as few walks of its tree as its libraries allow.
///
/// The declarations (types, members, instantiations, references) come from one pass over every file. Where only
/// one coordinator library reads a file and that library is not FlowStacks, that library's own visitor collects
/// them as it walks, so the file is walked once; a file read by FlowStacks, or by more than one library, keeps the
/// FlowStacks pass for its declarations and each other library walks it again for its calls; a file no library
/// reads gets the shared pass alone.
enum FileExtraction {
  /// Frameworks only test targets can import: a file importing one is test code, whose routes are built to state what a
  /// test expects (`expected.append(.push(.detail))`, `store.send(.updateRoutes(expected))`), not the app's navigation.
  static let testFrameworks: Set<String> = ["XCTest", "Testing", "Quick", "Nimble"]

  static func extract(_ file: ParsedFile) -> (flowStacks: FlowStacksFacts, libraries: LibraryFacts) {
    var libraries = LibraryFacts()
    guard file.imports.isDisjoint(with: testFrameworks) else { return (FlowStacksFacts(), libraries) }
    let stinsen = StinsenExtractor.reads(file), navigator = NavigatorExtractor.reads(file), tca = TCAExtractor.reads(file)
    var flowStacks: FlowStacksFacts
    switch (FlowStacksExtractor.reads(file), stinsen, navigator, tca) {
    case (false, true, false, false):
      let read = StinsenExtractor().extract(file, collectingDeclarations: true)
      libraries.stinsen = read.facts
      flowStacks = FlowStacksFacts(declarations: read.declarations)
    case (false, false, true, false):
      let read = NavigatorExtractor().extractWithDeclarations(file)
      libraries.navigator = read.facts
      flowStacks = FlowStacksFacts(declarations: read.declarations)
    case (false, false, false, true):
      let read = TCAExtractor().extract(file, collectingDeclarations: true)
      libraries.tca = read.facts
      flowStacks = FlowStacksFacts(declarations: read.declarations)
    case (false, false, false, false):
      // No library reads the file: the shared pass alone, for its declarations.
      flowStacks = FlowStacksFacts(declarations: DeclarationPass.read(file))
    default:
      flowStacks = FlowStacksExtractor().extract(file)
      if stinsen { libraries.stinsen = StinsenExtractor().extract(file, collectingDeclarations: false).facts }
      if navigator { libraries.navigator = NavigatorExtractor().extractWithDeclarations(file).facts }
      if tca { libraries.tca = TCAExtractor().extract(file, collectingDeclarations: false).facts }
    }
    // SwiftUI's containers are read only where the declarations show a TabView built or an App declared.
    if flowStacks.declarations.instantiations.contains(where: { $0.type == "TabView" })
      || flowStacks.declarations.types.contains(where: { $0.inherits.contains("App") })
    {
      libraries.swiftUI = SwiftUIExtractor().extract(file)
    }
    return (flowStacks, libraries)
  }
}

/// The shared declaration pass with no library's calls on top.
enum DeclarationPass {
  static func read(_ file: ParsedFile) -> DeclarationFacts {
    let visitor = ContextVisitor(file: file)
    visitor.walk(file.tree)
    visitor.finish()
    return visitor.facts
  }
}
