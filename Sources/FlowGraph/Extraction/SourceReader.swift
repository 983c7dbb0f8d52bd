import Foundation

/// Reads Swift sources into a graph: each file read and parsed once, files in parallel on all cores, every
/// extractor over the same tree (in as few walks as its libraries allow, `FileExtraction`), then the linkers over
/// the facts of all files.
public struct SourceReader: Sendable {
  public init() {}

  /// What reading the sources gave: the graph, and warnings (syntax errors, skipped files) with positions.
  public struct Result: Sendable {
    public var graph: FlowGraph
    public var warnings: [Diagnostic]
    /// The text of each file that holds a `flowviz:` comment command (by display path), for the suppressions
    /// `lint` applies; found by a byte search as each file is read, so lint does not read the files again.
    public var suppressionSources: [String: String] = [:]
  }

  public func read(_ files: [InputFile]) -> Result {
    let loaded = ParallelMap.map(files) { file -> (ParsedFile?, Diagnostic?, String?) in
      let (text, warning) = SourceReader.load(file)
      guard let text else { return (nil, warning, nil) }
      // Parsed once; every library's extractor reads the same tree.
      return (ParsedFile(path: file.display, source: text), nil, Suppression.mentionsCommand(text) ? text : nil)
    }
    let modules = SourceModules.keys(for: files.map(\.absolute))
    var result = extract(loaded.map { ($0.0, $0.1) }, modules: modules)
    for (file, (_, _, text)) in zip(files, loaded) {
      if let text { result.suppressionSources[file.display] = text }
    }
    return result
  }

  /// Reads sources given as text (path → contents), as tests and tools do; all of them are one module.
  public func read(sources: [(path: String, text: String)]) -> Result {
    let parsed = ParallelMap.map(sources.map { SourceText(path: $0.path, text: $0.text) }) { source -> (ParsedFile?, Diagnostic?) in
      (ParsedFile(path: source.path, source: source.text), nil)
    }
    return extract(parsed, modules: Array(repeating: "", count: parsed.count))
  }

  /// Gives each file the imports of its whole module, then runs every extractor over each file.
  private func extract(_ parsed: [(ParsedFile?, Diagnostic?)], modules: [String]) -> Result {
    var imports: [String: Set<String>] = [:]
    for (index, (file, _)) in parsed.enumerated() {
      if let file { imports[modules[index], default: []].formUnion(file.imports) }
    }
    var files: [ParsedFile?] = []
    for (index, (file, _)) in parsed.enumerated() {
      var file = file
      file?.moduleImports = imports[modules[index]] ?? []
      files.append(file)
    }
    let perFile = ParallelMap.map(Array(zip(files, parsed.map(\.1)))) { file, warning -> (FlowStacksFacts?, [Diagnostic], LibraryFacts?) in
      guard let file else { return (nil, warning.map { [$0] } ?? [], nil) }
      let (flowStacks, libraries) = FileExtraction.extract(file)
      return (flowStacks, file.diagnostics, libraries)
    }
    // FlowStacks links only where some module imports it: elsewhere its facts are the declarations alone.
    let readByFlowStacks = files.contains { $0.map(FlowStacksExtractor.reads) ?? false }
    return link(perFile, flowStacks: readByFlowStacks)
  }

  private func link(_ perFile: [(FlowStacksFacts?, [Diagnostic], LibraryFacts?)], flowStacks: Bool) -> Result {
    var facts = FlowStacksFacts()
    var libraries = LibraryFacts()
    var warnings: [Diagnostic] = []
    for (fileFacts, diagnostics, libraryFacts) in perFile {
      if let fileFacts { facts.merge(fileFacts) }
      if let libraryFacts { libraries.merge(libraryFacts) }
      warnings += diagnostics
    }
    let linked = flowStacks ? FlowStacksLinker().linkWithWarnings(facts) : (graph: FlowGraph(), warnings: [])
    // The other libraries link against the declarations of all files (each file's one declaration pass: FlowStacks'
    // or, where only one other library reads the file, that library's; see `FileExtraction`).
    let other = libraries.link(declarations: facts.declarations)
    // SwiftUI's TabViews join what the libraries linked; then where the app starts, from its App or delegate.
    let containment = ViewContainment(facts.declarations, builders: facts.builders)
    let swiftUI = SwiftUILinker(containment: containment, declarations: facts.declarations).link(libraries.swiftUI, onto: linked.graph.merged(with: other.graph))
    let started = EntryPointFinder(declarations: facts.declarations, containment: containment)
      .finalize(SwiftUIDismissals(declarations: facts.declarations, containment: containment).add(to: swiftUI.graph), tabHosts: swiftUI.hosts)
    var graph = NestedContainerFinder(facts.declarations.containers).attach(to: started).normalized()
    // Added to what the linkers found (a TabView's untagged selection cases).
    graph.codeFacts += CodeFactFinder(declarations: facts.declarations, graph: graph).facts()
    return Result(graph: graph.normalized(), warnings: warnings + linked.warnings + other.warnings)
  }

  /// The file's text, or a warning saying why it is skipped (unreadable, binary, not UTF-8).
  static func load(_ file: InputFile) -> (String?, Diagnostic?) {
    guard let data = FileManager.default.contents(atPath: file.absolute) else {
      return (nil, Diagnostic(.warning, "cannot read the Swift file; skipped", file: file.display))
    }
    // memchr, not `Data.contains`: the byte-by-byte iterator costs as much as reading the file.
    if data.withUnsafeBytes({ raw in raw.baseAddress.map { memchr($0, 0, raw.count) != nil } ?? false }) {
      return (nil, Diagnostic(.warning, "the Swift file looks binary (it holds NUL bytes); skipped", file: file.display))
    }
    guard let text = String(data: data, encoding: .utf8) else {
      return (nil, Diagnostic(.warning, "the Swift file is not UTF-8 text; skipped", file: file.display))
    }
    return (text, nil)
  }
}

private struct SourceText: Sendable {
  var path: String
  var text: String
}
