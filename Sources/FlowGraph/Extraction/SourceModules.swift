import Foundation
import SwiftParser
import SwiftSyntax

/// Which Swift module each source file is compiled into, as far as the files on disk tell.
///
/// Swift makes an imported module's members visible in every file of the importing module, so a view that only
/// imports SwiftUI can call `router.route(to:)` when another file of the same target imports Stinsen. The module
/// of a file is:
/// - the SwiftPM target whose directory holds it, from the nearest `Package.swift` above it (`.target(name:path:)`,
///   default `Sources/NAME`, `Tests/NAME` for test targets);
/// - else the directory of the nearest Xcode project above it (all files under the project's folder count as one
///   module; which of its targets compile a file gives the file's platforms, `XcodeTargets`), or of the nearest Tuist
///   project manifest (a `Project.swift` that imports `ProjectDescription`: Tuist generates one Xcode project per
///   manifest, so a repository of feature and demo projects holds a module per folder, each demo app with an
///   `AppCoordinator` and an `@main` of its own);
/// - else one module for everything given.
struct SourceModules {
  /// One module key per file, in the order of `paths` (absolute paths).
  static func keys(for paths: [String]) -> [String] {
    var finder = SourceModules()
    return paths.map { finder.key(for: $0) }
  }

  /// Each file's module key and the platforms its Xcode project's targets compile it for (`XcodeTargets.platforms`;
  /// empty for a file of a package, of no project, or of every platform); and for a file its Xcode project leaves
  /// out of every target (`XcodeMembership`), that project's file, else nil.
  static func modulesAndPlatforms(for paths: [String]) -> (keys: [String], platforms: [[String]], outside: [String?]) {
    var finder = SourceModules()
    var keys: [String] = [], roots: [String?] = []
    for path in paths {
      keys.append(finder.key(for: path))
      if case .xcode(let root)? = finder.owner(of: SourceModules.parent(of: path)) { roots.append(root) } else { roots.append(nil) }
    }
    // Each project folder read from disk once, for both readings of its project files.
    let allRoots = Array(Set(roots.compactMap { $0 })).sorted()
    let folders = Dictionary(uniqueKeysWithValues: allRoots.map { ($0, XcodeProjectFolder.read($0)) })
    let targets = folders.mapValues { XcodeTargets.read($0) }
    let platforms = zip(paths, roots).map { path, root in root.flatMap { targets[$0] ?? nil }?.platforms(of: path) ?? [] }
    var membership = XcodeMembership(folders: folders)
    var pods: [String: Bool] = [:]
    let outside = zip(paths, roots).map { path, root -> String? in
      guard let root, membership.lists(path, root: root, among: allRoots) == false, !inLocalPod(path, below: root, known: &pods)
      else { return nil }
      return membership.trustedProject(in: root)
    }
    return (keys, platforms, outside)
  }

  /// Whether a file lies in a folder below the project's that holds a CocoaPods spec (`Libraries/Common/Common.podspec`,
  /// a development pod the Podfile names `pod 'Common', :path => 'Libraries/Common'`): the Pods project CocoaPods
  /// generates compiles it, so the app's project file not naming it says nothing. Each folder is listed once.
  private static func inLocalPod(_ path: String, below root: String, known: inout [String: Bool]) -> Bool {
    var directory = parent(of: path)
    var walked: [String] = []
    var found = false
    while directory.count > root.count, directory.hasPrefix(root + "/") {
      if let answer = known[directory] {
        found = answer
        break
      }
      walked.append(directory)
      let entries = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
      if entries.contains(where: { $0.hasSuffix(".podspec") || $0.hasSuffix(".podspec.json") }) {
        found = true
        break
      }
      directory = parent(of: directory)
    }
    for folder in walked { known[folder] = found }
    return found
  }

  /// Per directory: the manifest or project that decides it, found walking up (nil: none up to the root).
  private var owners: [String: Owner?] = [:]
  /// Target directories of each package directory, longest first.
  private var targets: [String: [String]] = [:]

  enum Owner: Hashable {
    case package(String)
    case xcode(String)
    case tuist(String)
  }

  private mutating func key(for path: String) -> String {
    let directory = SourceModules.parent(of: path)
    switch owner(of: directory) {
    case .package(let root)?:
      let dirs = targetDirectories(of: root)
      if let target = dirs.first(where: { path.hasPrefix($0 + "/") }) { return "swiftpm:" + target }
      return "swiftpm:" + root
    case .xcode(let root)?:
      return "xcode:" + root
    case .tuist(let root)?:
      return "tuist:" + root
    case nil:
      return ""
    }
  }

  /// The nearest directory at or above `directory` holding a `Package.swift`, an `.xcodeproj` or a Tuist
  /// `Project.swift`; walks up at
  /// most 64 levels (paths are finite; the bound keeps a pathological path cheap).
  mutating func owner(of directory: String) -> Owner? {
    var chain: [String] = []
    var current = directory
    var found: Owner?
    for _ in 0..<64 {
      if let known = owners[current] { found = known; break }
      chain.append(current)
      if let here = SourceModules.ownerAt(current) { found = here; break }
      let parent = SourceModules.parent(of: current)
      if parent == current || parent.isEmpty { break }
      current = parent
    }
    for visited in chain { owners[visited] = .some(found) }
    return found
  }

  /// The name each module key goes by in ids and messages (`AppCoordinator@ProfileDemo`, `TypeDecl.module`): its
  /// folder's name, with as many enclosing folders as tell it from the other modules of that folder name
  /// (`Profile/Demo` and `Home/Demo` for two Tuist demo projects each in a `Demo` folder); "" for no module.
  static func names(of keys: Set<String>) -> [String: String] {
    var components: [String: [Substring]] = [:]
    for key in keys {
      let path = key.firstIndex(of: ":").map { key[key.index(after: $0)...] } ?? key[...]
      components[key] = path.split(separator: "/")
    }
    var lengths = Dictionary(uniqueKeysWithValues: keys.map { ($0, 1) })
    func name(_ key: String) -> String {
      (components[key] ?? []).suffix(lengths[key] ?? 1).joined(separator: "/")
    }
    // Each round lengthens the names still shared; a name stops growing at its whole path.
    for _ in 0...(components.values.map(\.count).max() ?? 0) {
      var grew = false
      for group in Dictionary(grouping: keys, by: name).values where group.count > 1 {
        for key in group where (lengths[key] ?? 1) < (components[key]?.count ?? 0) {
          lengths[key, default: 1] += 1
          grew = true
        }
      }
      if !grew { break }
    }
    var names = Dictionary(uniqueKeysWithValues: keys.map { ($0, name($0)) })
    // Two keys of one path (none that `key(for:)` makes) keep their keys: a name is never shared.
    for group in Dictionary(grouping: keys, by: { names[$0] ?? "" }).values where group.count > 1 {
      for key in group { names[key] = key }
    }
    return names
  }

  /// The directory holding `path` (an absolute, standardised path: no trailing slash, no `.` or `..`), by its
  /// last slash; `NSString.deletingLastPathComponent` gives the same there at many times the cost, once per file.
  static func parent(of path: String) -> String {
    guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return "" }
    return slash == path.utf8.startIndex ? "/" : String(path[..<slash])
  }

  private static func ownerAt(_ directory: String) -> Owner? {
    let manager = FileManager.default
    if manager.fileExists(atPath: directory + "/Package.swift") { return .package(directory) }
    let entries = (try? manager.contentsOfDirectory(atPath: directory)) ?? []
    if entries.contains(where: { $0.hasSuffix(".xcodeproj") }) { return .xcode(directory) }
    if entries.contains("Project.swift"), let manifest = manager.contents(atPath: directory + "/Project.swift"),
      manifest.count < 1_000_000, ParsedFile.text(String(decoding: manifest, as: UTF8.self), mentionsWords: ["ProjectDescription"])
    {
      return .tuist(directory)
    }
    return nil
  }

  private mutating func targetDirectories(of root: String) -> [String] {
    if let known = targets[root] { return known }
    let text = (try? String(contentsOfFile: root + "/Package.swift", encoding: .utf8)) ?? ""
    let found = SourceModules.targetPaths(inManifest: text).map { ((root + "/" + $0) as NSString).standardizingPath }
      .sorted { $0.count > $1.count }
    targets[root] = found
    return found
  }

  /// Target directories a manifest declares, relative to the package: `.target(name: "A", path: "Src/A")`,
  /// `.executableTarget(name: "B")` → `Sources/B`, `.testTarget(name: "T")` → `Tests/T`.
  static func targetPaths(inManifest text: String) -> [String] {
    guard text.utf8.count < 1_000_000 else { return [] }
    let tree = Parser.parse(source: text)
    let finder = TargetFinder(viewMode: .sourceAccurate)
    finder.walk(tree)
    return finder.paths
  }

  private final class TargetFinder: SyntaxVisitor {
    var paths: [String] = []
    private static let kinds: [String: String] = [
      "target": "Sources", "executableTarget": "Sources", "testTarget": "Tests", "macro": "Sources", "plugin": "Plugins",
    ]

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
      guard let member = node.calledExpression.as(MemberAccessExprSyntax.self),
        let folder = Self.kinds[member.declName.baseName.text],
        let name = SourceModules.literal(SyntaxHelpers.argument(node.arguments, "name"))
      else { return .visitChildren }
      paths.append(SourceModules.literal(SyntaxHelpers.argument(node.arguments, "path")) ?? folder + "/" + name)
      return .visitChildren
    }
  }

  private static func literal(_ expression: ExprSyntax?) -> String? {
    guard let string = expression?.as(StringLiteralExprSyntax.self), string.segments.count == 1,
      let segment = string.segments.first?.as(StringSegmentSyntax.self)
    else { return nil }
    let value = segment.content.text
    return value.hasSuffix("/") ? String(value.dropLast()) : value
  }
}
