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

/// Walks directories for inputs, skipping build output, dependency checkouts, Xcode's own bundles, hidden folders
/// and symlink loops.
public struct FileWalker: Sendable {
  public static let skippedDirectories: Set<String> = [".build", "DerivedData", "Pods", "Carthage", "node_modules"]
  /// Xcode's bundles hold only Xcode's metadata: asset catalogs (a `Contents.json` per image or colour, which would
  /// each be opened to see whether it is graph JSON), projects and workspaces; and Xcode's file templates, whose Swift
  /// is never compiled (`struct ___FILEBASENAMEASIDENTIFIER___View: View`, placeholders Xcode fills in on use).
  public static let skippedDirectorySuffixes = [".xcassets", ".xcodeproj", ".xcworkspace", ".xctemplate"]

  public let workingDirectory: String
  public let include: [String]
  public let exclude: [String]
  /// The working directory, standardized, with a trailing slash: what `display` strips.
  private let displayPrefix: String

  public init(workingDirectory: String, include: [String] = [], exclude: [String] = []) {
    self.workingDirectory = workingDirectory
    // Each pattern once: a file is wanted when any matches, and every pattern is tried on every path (a command
    // line of 1,000 copies of one `--include` took seconds).
    var distinct = Set<String>()
    self.include = include.filter { distinct.insert($0).inserted }
    distinct = []
    self.exclude = exclude.filter { distinct.insert($0).inserted }
    let base = URL(fileURLWithPath: workingDirectory).standardizedFileURL.path
    displayPrefix = base.hasSuffix("/") ? base : base + "/"
  }

  public func collect(_ paths: [String]) throws(InputError) -> InputFiles {
    var result = InputFiles()
    var errors: [Diagnostic] = []
    var seen = Set<String>()
    // Directories already walked, as named: naming one again finds nothing new (the same display paths meet the
    // same patterns).
    var walked = Set<String>()
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
        let root = URL(fileURLWithPath: absolute).resolvingSymlinksInPath().path
        guard walked.insert(absolute).inserted else { continue }
        var visited = Set<String>()
        walk(absolute, real: root, root: root.hasSuffix("/") ? root : root + "/", into: &result, seen: &seen, visited: &visited)
      } else if DirectoryEntry.kind(following: absolute) != .file {
        // A FIFO or device would block the read or never end.
        errors.append(Diagnostic(.error, "not a regular file (a FIFO, socket or device)", file: path))
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

  /// `root` is the real path of the directory named on the command line, with a trailing slash: links that lead
  /// out of it are not followed (a link to `/` would walk the whole file system).
  /// `real` is the directory's path with links resolved: known from the parent for a plain subdirectory, resolved
  /// (a system call per path component) only for a link.
  private func walk(_ directory: String, real: String, root: String, into result: inout InputFiles, seen: inout Set<String>,
                    visited: inout Set<String>) {
    // Resolved links make a link back up the tree walked once, not forever.
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
      var target = realBase + entry.name
      if kind == .link {
        target = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
        guard target.hasPrefix(root) || target + "/" == root else {
          result.warnings.append(
            Diagnostic(.warning, "a symbolic link to \(target), outside the input directory; not followed", file: display(path)))
          continue
        }
      }
      if kind == .link || kind == .unknown {
        guard let followed = DirectoryEntry.kind(following: path) else { continue }
        kind = followed
      }
      // FIFOs, sockets and devices are never opened: a FIFO named `x.json` would block the walk forever.
      if kind == .special { continue }
      if kind == .directory {
        if Self.skippedDirectories.contains(entry.name) || Self.skippedDirectorySuffixes.contains(where: entry.name.hasSuffix) { continue }
        if excluded(display(path) + "/") { continue }
        let realPath = entry.kind == .directory ? target : URL(fileURLWithPath: path).resolvingSymlinksInPath().path
        walk(path, real: realPath, root: root, into: &result, seen: &seen, visited: &visited)
      } else {
        // Most files of a repository are nothing flowviz reads (images, other languages): decided from the name's
        // extension before any path work.
        guard Self.mayBeInput(entry.name) else { continue }
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

  /// Whether a file name's extension is one an input can have (`.swift`, `.json`, `.yml`, `.yaml`, any case): what
  /// `classify` and the graph JSON check accept all end so.
  static func mayBeInput(_ name: String) -> Bool {
    let bytes = name.utf8
    guard let dot = bytes.lastIndex(of: UInt8(ascii: ".")) else { return false }
    let ext = bytes[bytes.index(after: dot)...]
    guard ext.count >= 3, ext.count <= 5 else { return false }
    let lower = ext.lazy.map { $0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z") ? $0 + 0x20 : $0 }
    return lower.elementsEqual("swift".utf8) || lower.elementsEqual("json".utf8) || lower.elementsEqual("yml".utf8)
      || lower.elementsEqual("yaml".utf8)
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
    // By UTF-8 bytes: the prefix ends in `/`, so the rest starts on a character boundary (counting characters
    // to drop took a fifth of a walk).
    guard absolute.utf8.starts(with: displayPrefix.utf8) else { return absolute }
    return String(absolute[absolute.utf8.index(absolute.utf8.startIndex, offsetBy: displayPrefix.utf8.count)...])
  }
}

/// Shell-style globs over `/`-separated paths: `*` within a segment, `**` across segments, `?` one character.
/// A pattern without `/` matches a file or folder name anywhere; a pattern ending in `/` a folder.
public enum Glob {
  public static func matches(_ pattern: String, _ path: String) -> Bool {
    // The pattern is read once, not once per path segment (a pattern of 100,000 characters and a path of 200
    // segments).
    if !pattern.contains("/") {
      let t = tokens(Array(pattern))
      return path.split(separator: "/").contains { match(t, Array($0)) }
    }
    let t = tokens(Array(pattern.hasSuffix("/") ? pattern + "**" : pattern))
    return match(t, Array(path)) || (path.hasSuffix("/") && match(t, Array(path.dropLast())))
  }

  private enum Token: Equatable {
    case character(Character)
    case one  // `?`: one character within a segment
    case star  // `*`: any characters within a segment
    case doubleStar  // `**`: any characters across segments
    case folders  // `**/`: no folder, or any folders
  }

  private static func tokens(_ p: [Character]) -> [Token] {
    var tokens: [Token] = []
    var i = 0
    while i < p.count {
      if p[i] == "*" {
        let double = i + 1 < p.count && p[i + 1] == "*"
        if double, i + 2 < p.count, p[i + 2] == "/" { tokens.append(.folders); i += 3; continue }
        let token: Token = double ? .doubleStar : .star
        // Runs of stars mean what one does: `***` is `**`, `**` after `*` is `**`.
        if let last = tokens.last, last == .star || last == .doubleStar {
          if token == .doubleStar { tokens[tokens.count - 1] = .doubleStar }
        } else {
          tokens.append(token)
        }
        i += double ? 2 : 1
      } else {
        tokens.append(p[i] == "?" ? .one : .character(p[i]))
        i += 1
      }
    }
    return tokens
  }

  /// Runs the pattern as a set of states over the path, one character at a time: time is pattern length ×
  /// path length, with no recursion and no backtracking, whatever the pattern (`*` repeated 30,000 times).
  /// A path shorter than the characters the pattern needs is refused before any state is made: with runs of stars
  /// collapsed, what remains has at most about twice as many states as the path has characters.
  private static func match(_ tokens: [Token], _ s: [Character]) -> Bool {
    var needed = 0
    for token in tokens {
      switch token {
      case .character, .one: needed += 1
      default: break
      }
      if needed > s.count { return false }
    }
    var states = [Bool](repeating: false, count: tokens.count + 1)
    func close(_ states: inout [Bool]) {
      for k in 0..<tokens.count where states[k] {
        switch tokens[k] {
        case .star, .doubleStar, .folders: states[k + 1] = true
        default: break
        }
      }
    }
    states[0] = true
    close(&states)
    for c in s {
      var next = [Bool](repeating: false, count: tokens.count + 1)
      var any = false
      for k in 0..<tokens.count where states[k] {
        switch tokens[k] {
        case .character(let x): if x == c { next[k + 1] = true; any = true }
        case .one: if c != "/" { next[k + 1] = true; any = true }
        case .star: if c != "/" { next[k] = true; any = true }
        case .doubleStar: next[k] = true; any = true
        case .folders:
          next[k] = true; any = true
          if c == "/" { next[k + 1] = true }
        }
      }
      guard any else { return false }
      close(&next)
      states = next
    }
    return states[tokens.count]
  }
}
