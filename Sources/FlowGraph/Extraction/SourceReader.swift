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
    /// Wall time of the read's two phases, in seconds: every file read, parsed and extracted (files in parallel),
    /// then the facts of all files merged and linked into the graph (`ExtractionBenchmark --phases`).
    public var seconds: (files: Double, link: Double) = (0, 0)
  }

  public func read(_ given: [InputFile]) -> Result {
    let start = DispatchTime.now().uptimeNanoseconds
    let owners = SourceModules.modulesAndPlatforms(for: given.map(\.absolute))
    // A file its Xcode project compiles in no target is not the app's code: left out, with a note per project.
    let kept = given.indices.filter { owners.outside[$0] == nil }
    let files = kept.map { given[$0] }, keys = kept.map { owners.keys[$0] }, platforms = kept.map { owners.platforms[$0] }
    let outsideNotes = SourceReader.outsideNotes(given, projects: owners.outside)
    // Each module by the name ids and messages give it (`Profile`, `Profile/Demo`), one name per module.
    let names = SourceModules.names(of: Set(keys))
    let modules = keys.map { names[$0] ?? $0 }
    // Every file read first, its imports scanned from its bytes: a file's extraction needs the imports of its whole
    // module, and knowing them before parsing lets each file be extracted as soon as it is parsed, on the same core.
    let loaded = ParallelMap.map(files) { file -> LoadedText in
      let (text, warning) = SourceReader.load(file)
      return LoadedText(text: text, warning: warning, imports: text.map(ImportScan.modules) ?? [],
                        suppressions: text.map(Suppression.mentionsCommand) ?? false,
                        flowStacksContainers: text.map(FlowStacksExtractor.namesContainers) ?? false)
    }
    var scanned: [String: Set<String>] = [:]
    var containers: Set<String> = []
    for (index, file) in loaded.enumerated() {
      scanned[modules[index], default: []].formUnion(file.imports)
      if file.flowStacksContainers { containers.insert(modules[index]) }
    }
    let moduleImports = scanned, moduleContainers = containers
    // Each file parsed and extracted in one job on a large-stack thread, under the parse's time budget.
    let inputs = Array(zip(files, zip(loaded, modules)))
    @Sendable func read(_ index: Int, _ parse: ParsedFile.Parse, lowercaseTypes: Set<String> = [], shadowing: Set<String> = []) -> FileRead {
      let (file, (text, module)) = inputs[index]
      guard let source = text.text else { return FileRead(summary: nil, warning: text.warning, extracted: nil) }
      // Test code is not read (`FileExtraction.testFrameworks`); the imports scanned from its bytes say it is one, so
      // it is not parsed either.
      if !text.imports.isDisjoint(with: FileExtraction.testFrameworks) {
        return FileRead(summary: FileSummary(imports: text.imports, diagnostics: [], readByFlowStacks: false, skipped: false),
                        warning: nil, extracted: (FlowStacksFacts(), LibraryFacts()))
      }
      // Parsed once; every library's extractor reads the same tree.
      var parsed = ParsedFile(path: file.display, source: source, parse: parse)
      parsed.targetPlatforms = platforms[index]
      parsed.moduleImports = moduleImports[module] ?? []
      parsed.moduleNamesFlowStacksContainers = moduleContainers.contains(module)
      parsed.lowercaseTypes = lowercaseTypes
      parsed.shadowingTypes = shadowing
      // What the rest of the read needs from the file, kept without its tree: the tree is let go here, on the
      // thread that made it, not all at once at the end of the read.
      let summary = FileSummary(
        imports: parsed.imports, diagnostics: parsed.diagnostics, readByFlowStacks: FlowStacksExtractor.reads(parsed),
        skipped: parse == .skipped)
      return FileRead(summary: summary, warning: nil, extracted: FileExtraction.extract(parsed))
    }
    // The files at `indices`, on the pool's large-stack threads, each under its parse's time budget.
    func readEach(_ indices: [Int], lowercaseTypes: Set<String> = [], shadowing: Set<String> = []) -> [FileRead] {
      BudgetedPool.map(
        count: indices.count, threads: ProcessInfo.processInfo.activeProcessorCount,
        budget: { BoundedParse.baseBudget + BoundedParse.budgetPerByte * Double(inputs[indices[$0]].1.0.text?.utf8.count ?? 0) },
        work: { read(indices[$0], .inline, lowercaseTypes: lowercaseTypes, shadowing: shadowing) },
        givenUp: { read(indices[$0], .skipped, lowercaseTypes: lowercaseTypes, shadowing: shadowing) })
    }
    var perFile = readEach(Array(inputs.indices))
    // Types declared by lower-case names, or by SwiftUI's views' names (rare): the files calling one are read again
    // knowing them.
    let (lowercase, shadowing) = Self.oddTypeNames(perFile.lazy.compactMap { $0.extracted?.flowStacks.declarations.types })
    if !lowercase.isEmpty || !shadowing.isEmpty {
      let names = lowercase.union(shadowing).sorted()
      let again = inputs.indices.filter { index in
        perFile[index].summary?.skipped == false
          && (inputs[index].1.0.text.map { ParsedFile.text($0, mentionsWords: names, calls: true, bare: true) } ?? false)
      }
      for (position, reread) in readEach(again, lowercaseTypes: lowercase, shadowing: shadowing).enumerated() { perFile[again[position]] = reread }
    }
    let extracted = DispatchTime.now().uptimeNanoseconds
    // The scan stands for the trees when each module's imports come out the same from both (a line in a comment
    // or a multi-line string can look like an import); where they do not, every file is extracted again with the
    // imports the trees give.
    var fromTrees: [String: Set<String>] = [:]
    for (index, file) in perFile.enumerated() {
      if let summary = file.summary { fromTrees[modules[index], default: []].formUnion(summary.imports) }
    }
    var result: Result
    if modules.allSatisfy({ (fromTrees[$0] ?? []) == (scanned[$0] ?? []) }) {
      let facts = Handover(perFile.map { file -> FileFacts in
        guard let summary = file.summary, let facts = file.extracted else { return (nil, file.warning.map { [$0] } ?? [], nil) }
        return (facts.flowStacks, summary.diagnostics, facts.libraries)
      })
      let readByFlowStacks = perFile.contains { $0.summary?.readByFlowStacks ?? false }
      // The handover holds the only copy of each file's facts from here: they are let go as they are merged.
      perFile = []
      result = link(facts, flowStacks: readByFlowStacks, modules: Dictionary(zip(files.map(\.display), modules), uniquingKeysWith: { a, _ in a }))
    } else {
      // Rare (an import-like line in a comment or a string): the files are parsed again, as the trees were let go.
      let read = perFile
      let reparsed = ParallelMap.map(Array(read.indices)) { index -> (ParsedFile?, Diagnostic?) in
        let file = read[index]
        guard let summary = file.summary, let source = inputs[index].1.0.text else { return (nil, file.warning) }
        var parsed = ParsedFile(path: inputs[index].0.display, source: source, parse: summary.skipped ? .skipped : .bounded)
        parsed.targetPlatforms = platforms[index]
        return (parsed, nil)
      }
      result = extract(reparsed, modules: modules)
    }
    for (file, text) in zip(files, loaded) where text.suppressions {
      if let source = text.text { result.suppressionSources[file.display] = source }
    }
    result.warnings += outsideNotes
    let end = DispatchTime.now().uptimeNanoseconds
    result.seconds = (Double(extracted - start) / 1e9, Double(end - extracted) / 1e9)
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
    var containers: Set<String> = []
    for (index, (file, _)) in parsed.enumerated() {
      guard let file else { continue }
      imports[modules[index], default: []].formUnion(file.imports)
      if FlowStacksExtractor.namesContainers(file.text) { containers.insert(modules[index]) }
    }
    var files: [ParsedFile?] = []
    for (index, (file, _)) in parsed.enumerated() {
      var file = file
      file?.moduleImports = imports[modules[index]] ?? []
      file?.moduleNamesFlowStacksContainers = containers.contains(modules[index])
      files.append(file)
    }
    var extracted = ParallelMap.map(Array(zip(files, parsed.map(\.1)))) { file, warning -> FileFacts in
      guard let file else { return (nil, warning.map { [$0] } ?? [], nil) }
      let (flowStacks, libraries) = FileExtraction.extract(file)
      return (flowStacks, file.diagnostics, libraries)
    }
    // Types declared by lower-case names, or by SwiftUI's views' names (rare): the files calling one are extracted again
    // knowing them.
    let (lowercase, shadowing) = Self.oddTypeNames(extracted.lazy.compactMap { $0.flowStacks?.declarations.types })
    if !lowercase.isEmpty || !shadowing.isEmpty {
      let names = lowercase.union(shadowing).sorted()
      for index in files.indices {
        guard var file = files[index], ParsedFile.text(file.text, mentionsWords: names, calls: true, bare: true) else { continue }
        file.lowercaseTypes = lowercase
        file.shadowingTypes = shadowing
        let (flowStacks, libraries) = FileExtraction.extract(file)
        extracted[index] = (flowStacks, file.diagnostics, libraries)
      }
    }
    let perFile = Handover(extracted)
    // FlowStacks links only where some module imports it: elsewhere its facts are the declarations alone.
    let readByFlowStacks = files.contains { $0.map(FlowStacksExtractor.reads) ?? false }
    var moduleOf: [String: String] = [:]
    for (index, file) in files.enumerated() { if let file { moduleOf[file.path] = modules[index] } }
    return link(perFile, flowStacks: readByFlowStacks, modules: moduleOf)
  }

  /// `modules`: each file's module (`SourceModules.names`), by its path as shown.
  private func link(_ perFile: Handover<FileFacts>, flowStacks: Bool, modules: [String: String]) -> Result {
    let (result, leftovers) = linkKeepingFacts(perFile, flowStacks: flowStacks, modules: modules)
    // The merged facts and the indexes over them are freed on a background thread, not before the graph is
    // returned: here, where the box handed over holds their last reference.
    Release.later(consume leftovers)
    return result
  }

  private func linkKeepingFacts(_ perFile: Handover<FileFacts>, flowStacks: Bool, modules: [String: String])
    -> (Result, LinkIntermediates)
  {
    let merged = MergedFacts.merge(perFile)
    var facts = merged.facts
    // Types of the same name in different modules (a `Screen` enum per feature package) are different types, as are
    // those declared for different platforms (`#if os(tvOS)`, a file only the tvOS target compiles): each platform's
    // code sees its own.
    let multiple = Set(modules.values).count > 1
    if multiple || facts.declarations.types.contains(where: { !$0.platforms.isEmpty }) {
      for index in facts.declarations.types.indices {
        let file = facts.declarations.types[index].file, platforms = facts.declarations.types[index].platforms
        let module = multiple ? modules[file] : nil
        facts.declarations.types[index].module = platforms.isEmpty ? module : (module ?? "") + "@" + platforms.joined(separator: ",")
      }
    }
    let libraries = merged.libraries, warnings = merged.warnings
    facts.declarations.expandTypeAliases()
    facts.declarations.resolveContainerFactories()
    facts.declarations.containers.placeThroughMembers()
    // FlowStacks, the other libraries (against the declarations of all files: each file's one declaration pass,
    // FlowStacks' or, where only one other library reads the file, that library's; see `FileExtraction`), and the
    // indexes built from the declarations alone are independent: they run at once.
    // One index of the declared types for every linker and finder (each built its own: a copy of every declaration each).
    let index = TypeIndex(facts.declarations.types)
    facts.declarations.instantiations += facts.declarations.resolvingFactoryCalls(index) + facts.declarations.resolvingImplicitInits(index)
    let declarations = facts.declarations
    let allFacts = facts, allLibraries = libraries
    let linkFlowStacks: @Sendable () -> (graph: FlowGraph, warnings: [Diagnostic]) = {
      flowStacks ? FlowStacksLinker().linkWithWarnings(allFacts, index: index) : (graph: FlowGraph(), warnings: [])
    }
    let linkOthers: @Sendable () -> (graph: FlowGraph, warnings: [Diagnostic]) = { allLibraries.link(declarations: declarations, index: index) }
    let builders = facts.builders, containers = facts.declarations.containers
    // Six jobs on all cores. The code facts' index and the libraries' links are the long ones (one library's link
    // is the longest job of an app built on it: FlowStacks' in a FlowStacks app, Stinsen's in a Stinsen app, the
    // index in a TCA app), so they start first and the rest fill whichever core is free; the last two index the
    // containers alone. (With the links after the view containment, a Stinsen app's link waited for it.)
    let codeFactSlot = Slot<CodeFactFinder>(), containmentSlot = Slot<ViewContainment>()
    let flowStacksSlot = Slot<(graph: FlowGraph, warnings: [Diagnostic])>(), othersSlot = Slot<(graph: FlowGraph, warnings: [Diagnostic])>()
    let nestedSlot = Slot<NestedContainerFinder>(), navigationUseSlot = Slot<NavigationUseFinder>()
    Concurrently.perform([
      { codeFactSlot.set(CodeFactFinder(declarations: declarations, index: index)) },
      { flowStacksSlot.set(linkFlowStacks()) },
      { othersSlot.set(linkOthers()) },
      { containmentSlot.set(ViewContainment(declarations, builders: builders)) },
      { nestedSlot.set(NestedContainerFinder(containers, types: declarations.types)) },
      { navigationUseSlot.set(NavigationUseFinder(containers)) },
    ])
    let linked = flowStacksSlot.value ?? linkFlowStacks()
    let other = othersSlot.value ?? linkOthers()
    let codeFactFinder = codeFactSlot.value ?? CodeFactFinder(declarations: declarations, index: index)
    let containment = containmentSlot.value ?? ViewContainment(declarations, builders: builders)
    let nestedFinder = nestedSlot.value ?? NestedContainerFinder(containers, types: declarations.types)
    let navigationUseFinder = navigationUseSlot.value ?? NavigationUseFinder(containers)
    // SwiftUI's TabViews join what the libraries linked; then where the app starts, from its App or delegate.
    let tcaViews = libraries.tca.routers.isEmpty
      ? (routers: [:], all: [:]) : TCALinker().viewHosts(libraries.tca, declarations: facts.declarations, index: index)
    let swiftUI = SwiftUILinker(
      containment: containment, declarations: facts.declarations, typeIndex: index, coordinatorViewNames: tcaViews.all
    ).link(libraries.swiftUI, onto: linked.graph.merged(with: other.graph))
    let dismissed = SwiftUIDismissals(declarations: facts.declarations, containment: containment).add(to: swiftUI.graph)
    // A TCACoordinators router's view stands for its coordinator, named after its reducer (`AppCoordinatorView` built
    // in a scene delegate starts `AppCoordinator`), and a view choosing between coordinators for that choice, as a
    // view hosting a TabView stands for the TabView.
    let hosts = swiftUI.hosts.merging(tcaViews.all.filter { $0.key != $0.value }) { host, _ in host }
    let started = EntryPointFinder(declarations: facts.declarations, containment: containment)
      .finalize(dismissed, hosts: hosts)
    var graph = nestedFinder.attach(to: started)
    graph = navigationUseFinder.attach(to: graph).normalized()
    let finder = codeFactFinder.bound(to: graph)
    // Added to what the linkers found (a TabView's untagged selection cases, routes replaced in place); the
    // destinations nothing uses read the graph's screens and coordinators, not these facts, so both run at once.
    // "Nothing uses it" needs every file read whole: a file skipped or cut short by a syntax error may use anything.
    let appearBlocks = facts.declarations.containers.appearBlocks, linkedGraph = graph, wholeFiles = warnings.isEmpty
    let found: @Sendable () -> [CodeFact] = { finder.facts() + finder.appearFacts(appearBlocks) }
    let unused: @Sendable () -> [CodeFact] = {
      wholeFiles ? DestinationUseFinder(declarations: declarations, graph: linkedGraph, index: finder.index).facts() : []
    }
    let (foundFacts, unusedFacts, _) = Concurrently.run(found, unused, {})
    graph.codeFacts += (foundFacts ?? found()) + (unusedFacts ?? unused())
    // A private method nothing calls makes no calls: its edges, back actions and unknown destinations are left out
    // (the facts above name it, with those calls). Not in a file read in part (a syntax error, a parse given up): a
    // call of it may be in what was not read.
    let partlyRead = Set(warnings.compactMap(\.file))
    let uncalled = finder.uncalledNavigatingMethods(in: graph.codeFacts).filter { !partlyRead.contains($0.location.file) }
    if !uncalled.isEmpty { graph = graph.leavingOutCalls(in: uncalled) }
    let result = Result(graph: graph.normalized(), warnings: warnings + linked.warnings + other.warnings
                        + EntryPointFinder.unfollowedStart(graph, declarations: facts.declarations))
    return (result, LinkIntermediates(merged: merged, indexes: (codeFactFinder, containment, finder, nestedFinder, navigationUseFinder)))
  }

  /// The names of the structs, classes and actors declared with a lower-case name (`struct mainView: View`), which a
  /// call builds as it builds any type (`mainView(model: m)`); empty for most sources. Enums are left out: a case
  /// builds one (`.repeat`), and the views, models and coordinators a call builds are never enums.
  private static func oddTypeNames<S: Sequence>(_ perFile: S) -> (lowercase: Set<String>, shadowing: Set<String>) where S.Element == [TypeDecl] {
    var names: Set<String> = [], shadowing: Set<String> = []
    for types in perFile {
      for index in types.indices {
        switch types[index].kind {
        case .struct, .class, .actor:
          let name = types[index].name
          let simple = name.lastIndex(of: ".").map { String(name[name.index(after: $0)...]) } ?? name
          if SyntaxHelpers.startsLowercase(simple) { names.insert(simple) }
          if simple == name, ContextVisitor.platformTypes.contains(name) { shadowing.insert(name) }
        default: continue
        }
      }
    }
    return (names, shadowing)
  }

  /// One note per Xcode project for the files it compiles in no target (`XcodeMembership`), naming the first few.
  static func outsideNotes(_ files: [InputFile], projects: [String?]) -> [Diagnostic] {
    var byProject: [String: [InputFile]] = [:]
    for (file, project) in zip(files, projects) {
      if let project { byProject[project, default: []].append(file) }
    }
    return byProject.keys.sorted().map { project in
      let left = byProject[project] ?? []
      // The project file shown as the files are: relative to the working directory when they are.
      let shown = left.first.flatMap { file -> String? in
        guard file.absolute.hasSuffix(file.display), file.display != file.absolute else { return nil }
        let base = String(file.absolute.dropLast(file.display.count))
        return project.hasPrefix(base) ? String(project.dropFirst(base.count)) : nil
      } ?? project
      let names = left.prefix(3).map(\.display).joined(separator: ", ") + (left.count > 3 ? " and \(left.count - 3) more" : "")
      let count = left.count == 1 ? "1 Swift file" : "\(left.count) Swift files"
      return Diagnostic(
        .note, "\(count) under this project's folder \(left.count == 1 ? "is" : "are") in none of its targets (Xcode does not compile "
          + "\(left.count == 1 ? "it" : "them")); not read: \(names)", file: shown)
    }
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

/// One file's facts: FlowStacks' (with the declarations), the other libraries', and its warnings.
private typealias FileFacts = (flowStacks: FlowStacksFacts?, diagnostics: [Diagnostic], libraries: LibraryFacts?)

/// The facts of all files, merged in file order.
private struct MergedFacts: Sendable {
  var facts = FlowStacksFacts()
  var libraries = LibraryFacts()
  var warnings: [Diagnostic] = []

  init(_ files: [FileFacts]) {
    for file in files { add(file) }
  }

  /// Merged in two halves at once, then one after the other: each half's files are let go on the thread that
  /// merged them (freeing every file's facts one by one on a single thread cost as much as the merge itself).
  static func merge(_ files: Handover<FileFacts>) -> MergedFacts {
    let (first, second) = files.halves()
    let (head, tail, _) = Concurrently.run({ MergedFacts(first.take()) }, { MergedFacts(second.take()) }, {})
    var merged = head ?? MergedFacts(first.take())
    merged.add(tail ?? MergedFacts(second.take()))
    return merged
  }

  private mutating func add(_ file: FileFacts) {
    if let fileFacts = file.flowStacks { facts.merge(fileFacts) }
    if let libraryFacts = file.libraries { libraries.merge(libraryFacts) }
    warnings += file.diagnostics
  }

  private mutating func add(_ other: MergedFacts) {
    facts.merge(other.facts)
    libraries.merge(other.libraries)
    warnings += other.warnings
  }
}

/// What the link built on its way to the graph: the merged facts of every file and the indexes over them.
private struct LinkIntermediates {
  var merged: MergedFacts
  var indexes: (CodeFactFinder, ViewContainment, CodeFactFinder, NestedContainerFinder, NavigationUseFinder)
}

/// A file's text as read, before parsing: its imports from a byte scan, and whether it holds a `flowviz:` command.
private struct LoadedText: Sendable {
  var text: String?
  var warning: Diagnostic?
  var imports: Set<String>
  var suppressions: Bool
  /// Whether the text names one of FlowStacks' containers (`FlowStacksExtractor.reads`).
  var flowStacksContainers: Bool
}

/// A file parsed and extracted with the imports its module's scan gave (`summary` nil: the file could not be read).
private struct FileRead: Sendable {
  var summary: FileSummary?
  var warning: Diagnostic?
  var extracted: (flowStacks: FlowStacksFacts, libraries: LibraryFacts)?
}

/// What the read needs of a parsed file once it is extracted, without its tree.
private struct FileSummary: Sendable {
  var imports: Set<String>
  var diagnostics: [Diagnostic]
  var readByFlowStacks: Bool
  /// The parse ran past its budget (`BudgetedPool`): a parse again skips it too.
  var skipped: Bool
}

private struct SourceText: Sendable {
  var path: String
  var text: String
}
