import Foundation

/// The package versions an app pins, read from the `Package.resolved` next to the sources given (SwiftPM's own, the
/// one Xcode keeps in `X.xcodeproj/project.xcworkspace/xcshareddata/swiftpm/` or `X.xcworkspace/xcshareddata/swiftpm/`,
/// or Tuist's in `Tuist/`), looked for in each input directory and up to three folders above it.
struct PinnedVersions: Sendable {
  /// Lowercased package identity (`tcacoordinators`) → version (`0.8.0`).
  var versions: [String: String] = [:]

  static func find(near paths: [String], workingDirectory: String) -> PinnedVersions {
    var pins = PinnedVersions()
    var seen = Set<String>()
    let manager = FileManager.default
    for path in paths {
      var directory = URL(fileURLWithPath: path, relativeTo: URL(fileURLWithPath: workingDirectory, isDirectory: true)).standardizedFileURL
      var isDirectory: ObjCBool = false
      if !manager.fileExists(atPath: directory.path, isDirectory: &isDirectory) || !isDirectory.boolValue {
        directory.deleteLastPathComponent()
      }
      for _ in 0..<4 {
        guard seen.insert(directory.path).inserted else { break }
        for file in candidates(in: directory) { pins.read(file) }
        let parent = directory.deletingLastPathComponent()
        if parent.path == directory.path { break }
        directory = parent
      }
    }
    return pins
  }

  private static func candidates(in directory: URL) -> [URL] {
    // Tuist resolves the packages its `Tuist/Package.swift` lists into `Tuist/Package.resolved`.
    var files = [directory.appendingPathComponent("Package.resolved"), directory.appendingPathComponent("Tuist/Package.resolved")]
    let entries = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
    // Only the project and workspace folders are sorted (a large folder's other entries are not).
    for entry in entries.filter({ $0.hasSuffix(".xcodeproj") || $0.hasSuffix(".xcworkspace") }).sorted() {
      if entry.hasSuffix(".xcodeproj") {
        files.append(directory.appendingPathComponent("\(entry)/project.xcworkspace/xcshareddata/swiftpm/Package.resolved"))
      } else if entry.hasSuffix(".xcworkspace") {
        files.append(directory.appendingPathComponent("\(entry)/xcshareddata/swiftpm/Package.resolved"))
      }
    }
    return files
  }

  /// Version 1 (`object.pins[].package`) and versions 2–3 (`pins[].identity`) of the file; the first pin of a
  /// package found wins.
  private mutating func read(_ file: URL) {
    guard let data = FileManager.default.contents(atPath: file.path),
      let root = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any]
    else { return }
    let pins = (root["pins"] as? [[String: Any]]) ?? ((root["object"] as? [String: Any])?["pins"] as? [[String: Any]]) ?? []
    for pin in pins {
      guard let name = (pin["identity"] as? String) ?? (pin["package"] as? String),
        let version = (pin["state"] as? [String: Any])?["version"] as? String
      else { continue }
      if versions[name.lowercased()] == nil { versions[name.lowercased()] = version }
    }
  }

  /// TCACoordinators up to 0.13 renders routes with FlowStacks' `Router` (one change per update unless staged with
  /// `routeWithDelaysIfUnsupported`); from 0.14 with `FlowStack`, which stages large updates itself. Its
  /// coordinators take the FlowStacks generation they are built on.
  func tcaGeneration() -> String? {
    guard let version = versions["tcacoordinators"] else { return nil }
    let parts = version.split(separator: ".").compactMap { Int($0) }
    guard parts.count >= 2 else { return nil }
    return parts[0] > 0 || parts[1] >= 14 ? "0.6+" : "0.1-0.4"
  }

  /// Sets the generation of TCACoordinators coordinators that have none.
  func apply(to graph: FlowGraph) -> FlowGraph {
    guard let generation = tcaGeneration() else { return graph }
    var graph = graph
    for i in graph.coordinators.indices where graph.coordinators[i].library == .tcaCoordinators && graph.coordinators[i].generation == nil {
      graph.coordinators[i].generation = generation
    }
    return graph
  }
}
