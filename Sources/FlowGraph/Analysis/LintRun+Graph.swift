import Foundation

extension LintRun {
  /// Lints a graph another command already loaded from `inputs` (a diff side, the graph `render` draws), with the
  /// configuration `flowviz lint` would use: `--config`, else the nearest `.flowviz.yml` from the working directory.
  ///
  /// Unlike `run()`, nothing is loaded twice and nothing fails on the graph's account: configured entry points this
  /// graph does not have (one side of a diff may lack them) are skipped, and no baseline applies, so the result is
  /// every finding. Inline suppressions are read from the Swift and definition files among `inputs`.
  public func lint(_ graph: FlowGraph) throws(InputError) -> LintResult {
    let configuration = try loadConfiguration()
    var graph = graph
    let lookup = CoordinatorLookup(graph)
    for entry in configuration.entryPoints {
      if case .found(let id) = lookup.node(entry.target) { graph.entryPoints.append(EntryPoint(target: id, location: entry.location)) }
    }
    var sources: [String: String] = [:]
    // Inputs that are not files of ours (a graph JSON, a missing path) simply contribute no suppressions.
    if let files = try? FileWalker(workingDirectory: workingDirectory, include: include, exclude: exclude).collect(inputs) {
      for file in files.swiftSources + files.definitions {
        if let text = try? InputLoader.readText(file), Suppression.mentionsCommand(text) { sources[file.display] = text }
      }
    }
    return Linter(options: configuration.options(ios: ios, navigation: navigation)).lint(graph.normalized(), sources: sources)
  }
}
