import Foundation

/// Which Swift files an Xcode project leaves out of every target, as far as its `project.pbxproj` says for sure.
///
/// Xcode compiles only the files a target's Sources build phase lists; a Swift file left in the project's folder but
/// in no target (an old screen kept on disk after its removal from the project, an experiment never added) is not
/// code of the app. Read as if it were, its types shadow the real ones: a second `enum PostScreen` in an orphan
/// file gave a router the orphan's cases (false unreachable screens, pushes of real cases left unresolved).
///
/// The reading abstains wherever the project file could be stale or incomplete: a project whose folder holds an
/// XcodeGen or Tuist manifest (the project is generated from it), one that synchronises folders (Xcode 16: its
/// targets compile what the folder holds), one that lists no Swift file in a Sources phase. A file counts as
/// listed when its name occurs anywhere in the project file of any Xcode project the sources belong to (another
/// project of the workspace may compile it by a relative path); only a name found in none of them is left out. A file
/// of a CocoaPods development pod below the project (`SourceModules`) is read whatever the project file says.
struct XcodeMembership {
  /// The folders holding the projects, as read from disk (`XcodeProjectFolder`), by path.
  private let folders: [String: XcodeProjectFolder]
  /// The project files' bytes, and the Swift file names they mention, read once per folder.
  private var projects: [String: Project?] = [:]

  init(folders: [String: XcodeProjectFolder]) { self.folders = folders }

  private struct Project {
    let pbxproj: String
    let names: Set<String>
    let data: [Data]
  }

  /// The project file (the first, by name) of the projects in `root`, when their listing can be trusted; nil otherwise.
  mutating func trustedProject(in root: String) -> String? {
    project(root)?.pbxproj
  }

  /// Whether the projects of `roots` (the folders holding the `.xcodeproj` each file belongs to) list `file`'s name
  /// somewhere: nil when the project of `root` cannot say (no trusted listing).
  mutating func lists(_ file: String, root: String, among roots: [String]) -> Bool? {
    guard project(root) != nil else { return nil }
    let name = file.lastIndex(of: "/").map { String(file[file.index(after: $0)...]) } ?? file
    let all = roots.compactMap { project($0) }
    if all.contains(where: { $0.names.contains(name) }) { return true }
    // The name read around `.swift` may differ from how the file wrote it (quoted, escaped): a plain byte search.
    let bytes = Array(name.utf8)
    return all.contains { $0.data.contains { XcodeMembership.contains(bytes, in: $0) } }
  }

  private mutating func project(_ root: String) -> Project? {
    if let known = projects[root] { return known }
    let read = folders[root].flatMap(XcodeMembership.read)
    projects[root] = .some(read)
    return read
  }

  /// Manifests a project may be generated from: its checked-in project file can lag behind the sources.
  static let generators: Set<String> = ["project.yml", "project.yaml", "project.json", "Project.swift", "Tuist", "Workspace.swift"]

  private static func read(_ folder: XcodeProjectFolder) -> Project? {
    guard !folder.entries.contains(where: generators.contains) else { return nil }
    var data: [Data] = []
    var first: String?
    for (path, bytes) in folder.projects {
      guard let bytes, bytes.count < 64_000_000,
        !contains(Array("PBXFileSystemSynchronizedRootGroup".utf8), in: bytes)
      else { return nil }
      if first == nil { first = path }
      data.append(bytes)
    }
    guard let first, data.contains(where: { contains(Array(".swift in Sources".utf8), in: $0) }) else { return nil }
    return Project(pbxproj: first, names: Set(data.flatMap(swiftNames)), data: data)
  }

  /// The names ending in `.swift` a project file mentions: `/* A.swift in Sources */`, `path = Screens/A.swift;`,
  /// `path = "My Screen.swift";`, each read back from `.swift` to the nearest delimiter.
  static func swiftNames(in data: Data) -> [String] {
    let suffix = Array(".swift".utf8)
    // The bytes a name is read back to (a table: this runs for every byte of every name).
    var delimiter = [Bool](repeating: false, count: 256)
    for byte in "\"/=*;,(){}\n\r\t".utf8 { delimiter[Int(byte)] = true }
    var names: [String] = []
    data.withUnsafeBytes { (buffer: UnsafeRawBufferPointer) in
      var offset = 0
      while let hit = find(suffix, in: buffer, from: offset) {
        let end = hit + suffix.count
        offset = end
        // A longer extension (`.swiftinterface`) or a word going on is not a Swift file's name.
        if end < buffer.count, isNameByte(buffer[end]) { continue }
        var start = hit
        while start > 0, hit - start < 256, !delimiter[Int(buffer[start - 1])] { start -= 1 }
        // Blanks around the name (`/* A.swift in Sources */`, `path = A.swift;`) are not part of it.
        while start < hit, buffer[start] == UInt8(ascii: " ") { start += 1 }
        if start < hit { names.append(String(decoding: UnsafeRawBufferPointer(rebasing: buffer[start..<end]), as: UTF8.self)) }
      }
    }
    return names
  }

  private static func isNameByte(_ byte: UInt8) -> Bool {
    (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
      || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_")
  }

  static func contains(_ pattern: [UInt8], in data: Data) -> Bool {
    data.withUnsafeBytes { find(pattern, in: $0, from: 0) != nil }
  }

  /// The offset of the first `pattern` at or after `start` (its first byte found by `memchr`).
  private static func find(_ pattern: [UInt8], in buffer: UnsafeRawBufferPointer, from start: Int) -> Int? {
    guard let base = buffer.baseAddress, let first = pattern.first, !pattern.isEmpty else { return nil }
    var offset = start
    while offset + pattern.count <= buffer.count {
      guard let hit = memchr(base + offset, Int32(first), buffer.count - offset - pattern.count + 1) else { return nil }
      let index = base.distance(to: UnsafeRawPointer(hit))
      if memcmp(base + index, pattern, pattern.count) == 0 { return index }
      offset = index + 1
    }
    return nil
  }
}
