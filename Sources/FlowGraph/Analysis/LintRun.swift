import Foundation

/// One `flowviz lint` run as a library call: configuration, inputs, linting, baseline. The CLI is a thin layer over it.
public struct LintRun: Sendable {
  public var inputs: [String]
  public var workingDirectory: String
  /// `--config`; nil: the nearest `.flowviz.yml` from the working directory upward.
  public var configPath: String?
  public var ios: Int?
  public var navigation: NavigationAPI?
  public var include: [String]
  public var exclude: [String]
  /// `--baseline`; nil: the configuration's `baseline`, if any.
  public var baselinePath: String?

  public init(
    inputs: [String], workingDirectory: String = FileManager.default.currentDirectoryPath, configPath: String? = nil,
    ios: Int? = nil, navigation: NavigationAPI? = nil, include: [String] = [], exclude: [String] = [],
    baselinePath: String? = nil
  ) {
    self.inputs = inputs
    self.workingDirectory = workingDirectory
    self.configPath = configPath
    self.ios = ios
    self.navigation = navigation
    self.include = include
    self.exclude = exclude
    self.baselinePath = baselinePath
  }

  /// What a run produced: the result (baseline applied), the configuration used, and warnings met on the way.
  public struct Output: Sendable {
    public var result: LintResult
    /// The result before the baseline was applied (what `--write-baseline` records).
    public var unfiltered: LintResult
    public var configuration: LintConfiguration
    public var warnings: [Diagnostic]
    /// The graph linted (configured entry points included) and how many files of each kind were read.
    public var graph = FlowGraph()
    public var counts = InputCounts()
  }

  public func run(found: (@Sendable (InputCounts) -> Void)? = nil) throws(InputError) -> Output {
    let configuration = try loadConfiguration()
    let walker = FileWalker(workingDirectory: workingDirectory)
    let inputs = !self.inputs.isEmpty ? self.inputs
      : (!configuration.included.isEmpty ? configuration.included.map { walker.display(configuration.resolve($0)) } : ["."])
    let exclude = self.exclude + configuration.excluded.map { walker.display(configuration.resolve($0)) }
    let loaded = try InputLoader(include: include, exclude: exclude, workingDirectory: workingDirectory).load(inputs, found: found)
    var graph = loaded.graph
    // Entry points by any name the lookup takes (type name, `Name@iOS`, `Coordinator.screen`).
    let lookup = CoordinatorLookup(graph)
    var problems: [Diagnostic] = []
    for entry in configuration.entryPoints {
      let match = lookup.node(entry.target)
      if case .found(let id) = match {
        graph.entryPoints.append(EntryPoint(target: id, location: entry.location))
      } else {
        problems.append(Diagnostic(
          .error, CoordinatorLookup.message("entry point", entry.target, match) + " (entry_points takes a coordinator or 'Coordinator.screen')",
          at: entry.location ?? SourceLocation(file: configuration.file ?? LintConfiguration.fileName, line: 1)))
      }
    }
    if !problems.isEmpty { throw InputError(problems) }
    let linter = Linter(options: configuration.options(ios: ios, navigation: navigation))
    // Suppressions come from the files as the load read them (nothing is walked or read twice).
    let unfiltered = linter.lint(graph.normalized(), sources: loaded.suppressionSources)
    var warnings = loaded.warnings
    let reachability = [
      UnreachableScreenRule.description.id, UnreachableCoordinatorRule.description.id, InertCoordinatorRule.description.id,
      UnusedNavigationContainerRule.description.id,
    ]
    if graph.entryPoints.isEmpty, !graph.coordinators.isEmpty, reachability.contains(where: linter.options.isEnabled) {
      warnings.append(Diagnostic(.note, UnreachableScreenRule.noEntryNote, file: nil))
    }
    var result = unfiltered
    if let path = baselinePath ?? configuration.baseline.map({ configuration.resolve($0) }) {
      result = result.applying(try Self.readBaseline(path, walker: walker))
    }
    return Output(
      result: result, unfiltered: unfiltered, configuration: configuration, warnings: warnings,
      graph: graph.normalized(), counts: loaded.counts)
  }

  func loadConfiguration() throws(InputError) -> LintConfiguration {
    let walker = FileWalker(workingDirectory: workingDirectory)
    guard let path = configPath.map(walker.absolutePath) ?? LintConfiguration.find(from: workingDirectory) else {
      return LintConfiguration(directory: workingDirectory)
    }
    let display = walker.display(path)
    guard let data = FileManager.default.contents(atPath: path) else {
      throw InputError(Diagnostic(.error, "cannot read the configuration file", file: display))
    }
    return try LintConfiguration.parse(
      UTF8Text.decode(data, file: display, what: "the configuration file"), file: display, directory: URL(fileURLWithPath: path).deletingLastPathComponent().path)
  }

  static func readBaseline(_ path: String, walker: FileWalker) throws(InputError) -> Baseline {
    let absolute = walker.absolutePath(path)
    guard let data = FileManager.default.contents(atPath: absolute) else {
      throw InputError(Diagnostic(.error, "cannot read the baseline file", file: walker.display(absolute)))
    }
    return try Baseline.decode(data, file: walker.display(absolute))
  }

  /// SwiftLint's exit codes: 0 clean, 2 error findings, 3 warnings under `--strict` (1 is for usage/tool failures).
  public static func exitCode(for result: LintResult, strict: Bool) -> Int32 {
    if result.errorCount > 0 { return 2 }
    if strict && result.warningCount > 0 { return 3 }
    return 0
  }
}
