import Foundation

/// A file to read: where it is, and how it is named in messages and locations (relative to the working directory).
public struct InputFile: Hashable, Sendable {
  public var absolute: String
  public var display: String
}

/// The input files found under the paths a command names, sorted, by kind.
public struct InputFiles: Sendable {
  public var swiftSources: [InputFile] = []
  public var definitions: [InputFile] = []
  public var graphs: [InputFile] = []
  public var warnings: [Diagnostic] = []
}

/// Walks directories for inputs, skipping build output, dependency checkouts, hidden folders and symlink loops.
public struct FileWalker: Sendable {
  public static let skippedDirectories: Set<String> = [".build", "DerivedData", "Pods", "Carthage", "node_modules"]

  public let workingDirectory: String
  public let include: [String]
  public let exclude: [String]
  /// The working directory, standardized, with a trailing slash: what `display` strips.
  private let displayPrefix: String

  public init(workingDirectory: String, include: [String] = [], exclude: [String] = []) {
    self.workingDirectory = workingDirectory
    self.include = include
    self.exclude = exclude
    let base = URL(fileURLWithPath: workingDirectory).standardizedFileURL.path
    displayPrefix = base.hasSuffix("/") ? base : base + "/"
  }

  public func collect(_ paths: [String]) throws(InputError) -> InputFiles {
    var result = InputFiles()
    var errors: [Diagnostic] = []
    var seen = Set<String>()
    let fm = FileManager.default
    for path in paths {
      let absolute = absolutePath(path)
      var isDirectory: ObjCBool = false
      guard fm.fileExists(atPath: absolute, isDirectory: &isDirectory) else {
        errors.append(Diagnostic(.error, "no such file or directory", file: path))
        continue
      }
      if isDirectory.boolValue {
        guard fm.isReadableFile(atPath: absolute), (try? fm.contentsOfDirectory(atPath: absolute)) != nil else {
          errors.append(Diagnostic(.error, "cannot read the directory", file: path))
          continue
        }
        var visited = Set<String>()
        walk(absolute, into: &result, seen: &seen, visited: &visited)
      } else {
        // A file named explicitly is read whatever its name, as long as its kind is known.
        let file = InputFile(absolute: absolute, display: display(absolute))
        guard seen.insert(file.absolute).inserted else { continue }
        if !classify(file, into: &result) {
          errors.append(
            Diagnostic(
              .error, "not an input flowviz reads (expected a .swift file, a *.flow.yml/*.flow.yaml/*.flow.json definition file, a graph .json, or a directory)",
              file: path))
        }
      }
    }
    if !errors.isEmpty { throw InputError(errors) }
    result.swiftSources.sort { $0.display < $1.display }
    result.definitions.sort { $0.display < $1.display }
    result.graphs.sort { $0.display < $1.display }
    return result
  }

  private func walk(_ directory: String, into result: inout InputFiles, seen: inout Set<String>, visited: inout Set<String>) {
    // Resolve symlinks so that a link back up the tree is walked once, not forever.
    let real = URL(fileURLWithPath: directory).resolvingSymlinksInPath().path
    guard visited.insert(real).inserted else { return }
    guard let entries = DirectoryEntry.list(directory) else {
      result.warnings.append(Diagnostic(.warning, "cannot read the directory; skipped", file: display(directory)))
      return
    }
    let base = directory.hasSuffix("/") ? directory : directory + "/"
    let realBase = real.hasSuffix("/") ? real : real + "/"
    for entry in entries where !entry.name.hasPrefix(".") {
      let path = base + entry.name
      // The entry's type comes with the listing; only links (and file systems that do not tell) cost a stat.
      var kind = entry.kind
      if kind == .link || kind == .unknown {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { continue }
        kind = isDirectory.boolValue ? .directory : .file
      }
      if kind == .directory {
        if Self.skippedDirectories.contains(entry.name) { continue }
        if excluded(display(path) + "/") { continue }
        walk(path, into: &result, seen: &seen, visited: &visited)
      } else {
        let file = InputFile(absolute: path, display: display(path))
        // A linked file is known by its target, so that a file and a link to it are read once.
        let identity = entry.kind == .file ? realBase + entry.name : URL(fileURLWithPath: path).resolvingSymlinksInPath().path
        guard wanted(file.display), seen.insert(identity).inserted else { continue }
        // In a walk only recognised names are inputs: plain .json files are graph JSON only when marked so.
        if file.absolute.hasSuffix(".json") && !DefinitionFile.isDefinitionFile(file.absolute) {
          if Self.isGraphJSON(file.absolute) { result.graphs.append(file) }
          continue
        }
        _ = classify(file, into: &result)
      }
    }
  }

  private func classify(_ file: InputFile, into result: inout InputFiles) -> Bool {
    let lower = file.absolute.lowercased()
    if DefinitionFile.isDefinitionFile(lower) { result.definitions.append(file); return true }
    if lower.hasSuffix(".swift") { result.swiftSources.append(file); return true }
    if lower.hasSuffix(".json") { result.graphs.append(file); return true }
    return false
  }

  static func isGraphJSON(_ path: String) -> Bool {
    guard let handle = FileHandle(forReadingAtPath: path) else { return false }
    defer { try? handle.close() }
    let head = (try? handle.read(upToCount: 4096)) ?? Data()
    return GraphJSON.looksLikeGraph(String(decoding: head, as: UTF8.self))
  }

  private func wanted(_ path: String) -> Bool {
    if excluded(path) { return false }
    return include.isEmpty || include.contains { Glob.matches($0, path) }
  }

  private func excluded(_ path: String) -> Bool { exclude.contains { Glob.matches($0, path) } }

  func absolutePath(_ path: String) -> String {
    let url = path.hasPrefix("/") ? URL(fileURLWithPath: path) : URL(fileURLWithPath: workingDirectory).appendingPathComponent(path)
    return url.standardizedFileURL.path
  }

  /// The path relative to the working directory when it is inside it, else absolute.
  func display(_ absolute: String) -> String {
    absolute.hasPrefix(displayPrefix) ? String(absolute.dropFirst(displayPrefix.count)) : absolute
  }
}

/// Shell-style globs over `/`-separated paths: `*` within a segment, `**` across segments, `?` one character.
/// A pattern without `/` matches a file or folder name anywhere; a pattern ending in `/` a folder.
public enum Glob {
  public static func matches(_ pattern: String, _ path: String) -> Bool {
    if !pattern.contains("/") {
      return path.split(separator: "/").contains { match(Array(pattern), Array($0)) }
    }
    let p = pattern.hasSuffix("/") ? pattern + "**" : pattern
    return match(Array(p), Array(path)) || match(Array(p), Array(path.hasSuffix("/") ? String(path.dropLast()) : path))
  }

  private static func match(_ p: [Character], _ s: [Character]) -> Bool {
    var memo = [Int: Bool]()
    func go(_ i: Int, _ j: Int) -> Bool {
      let key = i * (s.count + 1) + j
      if let known = memo[key] { return known }
      var result: Bool
      if i == p.count {
        result = j == s.count
      } else if p[i] == "*" {
        let double = i + 1 < p.count && p[i + 1] == "*"
        let next = double ? i + 2 : i + 1
        // `**/` also matches no folder at all.
        if double, next < p.count, p[next] == "/", go(next + 1, j) { result = true }
        else {
          result = go(next, j)
          var k = j
          while !result, k < s.count, double || s[k] != "/" {
            k += 1
            result = go(next, k)
          }
        }
      } else if j < s.count, p[i] == "?" ? s[j] != "/" : p[i] == s[j] {
        result = go(i + 1, j + 1)
      } else {
        result = false
      }
      memo[key] = result
      return result
    }
    return go(0, 0)
  }
}
