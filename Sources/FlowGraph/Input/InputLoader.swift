import Foundation

/// What inputs gave: one graph and the warnings met on the way (errors are thrown).
public struct LoadedInput: Sendable {
  public var graph: FlowGraph
  public var warnings: [Diagnostic]
  /// How many files of each kind were read.
  public var counts = InputCounts()
  /// The text of each Swift or definition file read that holds a `flowviz:` comment command, by display path.
  public var suppressionSources: [String: String] = [:]
}

/// Reads the inputs a command names: definition files, graph JSON, and directories holding them.
public struct InputLoader: Sendable {
  /// Glob patterns (`*`, `**`, `?`) matched against paths relative to the working directory.
  public var include: [String]
  public var exclude: [String]
  /// The directory that `location.file` paths are relative to.
  public var workingDirectory: String

  public init(include: [String] = [], exclude: [String] = [], workingDirectory: String = FileManager.default.currentDirectoryPath) {
    self.include = include
    self.exclude = exclude
    self.workingDirectory = workingDirectory
  }

  /// Loads every input; all errors of every file are thrown together.
  public func load(_ paths: [String], found: (@Sendable (InputCounts) -> Void)? = nil) throws(InputError) -> LoadedInput {
    let files = try FileWalker(workingDirectory: workingDirectory, include: include, exclude: exclude).collect(paths)
    found?(InputCounts(swift: files.swiftSources.count, definitions: files.definitions.count, graphs: files.graphs.count))
    var diagnostics: [Diagnostic] = []
    var warnings = files.warnings
    var base = FlowGraph()
    var definitions: [DefinitionFile] = []
    var suppressionSources: [String: String] = [:]
    let definitionPaths = Set(files.definitions.map(\.display))
    for file in files.definitions + files.graphs {
      let text: String
      do {
        text = try InputLoader.readText(file)
      } catch {
        diagnostics += error.diagnostics
        continue
      }
      if definitionPaths.contains(file.display), Suppression.mentionsCommand(text) { suppressionSources[file.display] = text }
      do throws(InputError) {
        if GraphJSON.looksLikeGraph(text) && !DefinitionFile.isDefinitionFile(file.absolute) {
          base = base.merged(with: try GraphJSON.decode(text, file: file.display))
        } else {
          definitions.append(try DefinitionFile.parse(text, file: file.display))
        }
      } catch {
        diagnostics += error.diagnostics
      }
    }
    if !files.swiftSources.isEmpty {
      // The graph read from sources is the base that definition files link onto.
      let sources = SourceReader().read(files.swiftSources)
      // What the app pins decides what some forms do (TCACoordinators before and after FlowStack).
      base = base.merged(with: PinnedVersions.find(near: paths, workingDirectory: workingDirectory).apply(to: sources.graph))
      warnings += sources.warnings
      suppressionSources.merge(sources.suppressionSources) { own, _ in own }
    }
    if !diagnostics.isEmpty { throw InputError(diagnostics) }
    let graph = try DefinitionLinker.link(definitions, onto: base)
    // Sources and definition files are checked as they are read; hand-edited graph JSON is not.
    let dangling = graph.danglingReferences()
    if !files.graphs.isEmpty {
      warnings += dangling.map { Diagnostic(.warning, $0, file: files.graphs.count == 1 ? files.graphs[0].display : nil) }
    }
    let counts = InputCounts(swift: files.swiftSources.count, definitions: files.definitions.count, graphs: files.graphs.count)
    return LoadedInput(graph: graph, warnings: warnings, counts: counts, suppressionSources: suppressionSources)
  }

  /// Reads a UTF-8 text file, with an error naming it when it is missing, unreadable or not UTF-8.
  static func readText(_ file: InputFile) throws(InputError) -> String {
    guard let data = FileManager.default.contents(atPath: file.absolute) else {
      throw InputError(Diagnostic(.error, "cannot read the file", file: file.display))
    }
    return try UTF8Text.decode(data, file: file.display)
  }
}
