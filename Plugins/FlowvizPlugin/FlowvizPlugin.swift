import Foundation
import PackagePlugin

/// `swift package flowviz lint|render|export [--target T]... [flowviz options and extra inputs]`: runs flowviz on
/// the source folders of the package's targets (all of them, or the ones named with --target).
@main
struct FlowvizPlugin: CommandPlugin {
  static let subcommands = ["lint", "render", "export", "rules"]

  func performCommand(context: PluginContext, arguments: [String]) async throws {
    var extractor = ArgumentExtractor(arguments)
    let targetNames = extractor.extractOption(named: "target")
    var rest = extractor.remainingArguments
    guard let subcommand = rest.first, Self.subcommands.contains(subcommand) else {
      throw PluginError.usage
    }
    rest.removeFirst()
    let targets = targetNames.isEmpty ? context.package.targets : try context.package.targets(named: targetNames)
    let folders = subcommand == "rules" ? [] : targets.compactMap { $0 as? SourceModuleTarget }.map { $0.directoryURL.path }
    let tool = try context.tool(named: "flowviz")
    let process = Process()
    process.executableURL = tool.url
    process.arguments = [subcommand] + folders + rest
    // Paths in findings are relative to the package, as CI annotations and SARIF expect.
    process.currentDirectoryURL = context.package.directoryURL
    // SwiftPM shows a plugin's own stderr on stdout, which would corrupt `--reporter json/sarif` output piped from
    // `swift package flowviz lint`: flowviz's messages go through Diagnostics instead, which SwiftPM puts on stderr.
    let messages = Pipe()
    process.standardError = messages
    try process.run()
    let text = String(decoding: messages.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    for line in text.split(separator: "\n").map(String.init) {
      if line.hasPrefix("error: ") {
        Diagnostics.error(String(line.dropFirst("error: ".count)))
      } else if let range = line.range(of: ": error: ") {
        Diagnostics.error(line.replacingCharacters(in: range, with: ": "))
      } else if line.hasPrefix("warning: ") {
        Diagnostics.warning(String(line.dropFirst("warning: ".count)))
      } else if let range = line.range(of: ": warning: ") {
        Diagnostics.warning(line.replacingCharacters(in: range, with: ": "))
      } else {
        Diagnostics.remark(line)
      }
    }
    guard process.terminationStatus == 0 else {
      throw PluginError.failed(subcommand, process.terminationStatus)
    }
  }
}

enum PluginError: Error, CustomStringConvertible {
  case usage
  case failed(String, Int32)

  var description: String {
    switch self {
    case .usage: return "usage: swift package flowviz <lint|render|export|rules> [--target NAME]... [flowviz options]"
    case let .failed(subcommand, status): return "flowviz \(subcommand) exited with status \(status)"
    }
  }
}
