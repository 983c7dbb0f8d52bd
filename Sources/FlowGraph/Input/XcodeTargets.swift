import Foundation

/// The platforms an Xcode project builds each of its Swift files for, read from its `project.pbxproj`: which targets
/// compile the file (a target's Sources build phase, or since Xcode 16 the folders it synchronises, less the files
/// its exception sets take out, plus those they add) and which platforms each target builds for (`SUPPORTED_PLATFORMS`,
/// else `SDKROOT`, of the target's build configurations, else of the project's).
///
/// A file compiled only by targets of some of the project's platforms (an iOS app and a tvOS app keeping
/// `iOSMainCoordinator.swift` and `tvOSMainCoordinator.swift` side by side, each excluded from the other target) is
/// code of those platforms, as if it were inside `#if os(…)`; a file every platform compiles, or one the project
/// says nothing of, has none. Only app targets count (`com.apple.product-type.application`), and only a project whose
/// apps are for more than one platform is read: in an iOS app with a watch app or a widget, the iOS code is the app.
struct XcodeTargets {
  private struct Target {
    var platforms: Set<String>
    /// Files of its Sources build phase (absolute, standardised paths).
    var files: Set<String> = []
    /// Folders it synchronises (Xcode 16), each with the files taken out of this target.
    var folders: [(path: String, excluded: Set<String>)] = []
    /// Files added to it from folders it does not synchronise.
    var added: Set<String> = []

    func compiles(_ file: String) -> Bool {
      if files.contains(file) || added.contains(file) { return true }
      return folders.contains { file.hasPrefix($0.path + "/") && !$0.excluded.contains(file) }
    }
  }

  private var targets: [Target] = []
  private var allPlatforms: Set<String> = []

  /// Reads every `.xcodeproj` directly inside `directory`; nil when none can be read.
  static func read(directory: String) -> XcodeTargets? { read(XcodeProjectFolder.read(directory)) }

  /// The same, from a folder's project files already read (`XcodeProjectFolder`).
  static func read(_ folder: XcodeProjectFolder) -> XcodeTargets? {
    var read = XcodeTargets()
    for project in folder.projects {
      if let data = project.data { read.add(project: data, root: folder.path) }
    }
    read.allPlatforms = read.targets.reduce(into: Set<String>()) { $0.formUnion($1.platforms) }
    return read.allPlatforms.count > 1 ? read : nil
  }

  /// The platforms `file` (absolute, standardised) is compiled for, when those are some of the project's platforms
  /// only; empty otherwise.
  func platforms(of file: String) -> [String] {
    var found = Set<String>()
    var known = false
    for target in targets where target.compiles(file) {
      known = true
      found.formUnion(target.platforms)
    }
    guard known, !found.isEmpty, found != allPlatforms, found.isSubset(of: allPlatforms) else { return [] }
    return found.sorted()
  }

  // MARK: Reading

  /// The platforms the values of every `SDKROOT = …;` and `SUPPORTED_PLATFORMS = …;` setting of a project file name.
  static func namedPlatforms(in data: Data) -> Set<String> {
    var found = Set<String>()
    data.withUnsafeBytes { (buffer: UnsafeRawBufferPointer) in
      for key in ["SDKROOT = ", "SUPPORTED_PLATFORMS = "] {
        let pattern = Array(key.utf8)
        var offset = 0
        while let hit = find(pattern, in: buffer, from: offset) {
          var end = hit + pattern.count
          let valueStart = end
          while end < buffer.count, buffer[end] != UInt8(ascii: ";"), buffer[end] != UInt8(ascii: "\n"), end - valueStart < 512 { end += 1 }
          let value = String(decoding: UnsafeRawBufferPointer(rebasing: buffer[valueStart..<end]), as: UTF8.self)
          for word in value.split(whereSeparator: { $0 == " " || $0 == "\"" }) {
            if let platform = platformNames[String(word)] { found.insert(platform) }
          }
          offset = end
        }
      }
    }
    return found
  }

  /// The deepest nesting of `{` and `(` in the bytes (those inside quoted strings counted too: an overestimate).
  static func nesting(of data: Data) -> Int {
    var depth = 0, deepest = 0
    for byte in data {
      if byte == UInt8(ascii: "{") || byte == UInt8(ascii: "(") {
        depth += 1
        deepest = max(deepest, depth)
      } else if byte == UInt8(ascii: "}") || byte == UInt8(ascii: ")") {
        depth = max(0, depth - 1)
      }
    }
    return deepest
  }

  /// The offset of the first `pattern` at or after `start` (its first byte found by `memchr`).
  private static func find(_ pattern: [UInt8], in buffer: UnsafeRawBufferPointer, from start: Int) -> Int? {
    guard let base = buffer.baseAddress, let first = pattern.first else { return nil }
    var offset = start
    while offset + pattern.count <= buffer.count {
      guard let hit = memchr(base + offset, Int32(first), buffer.count - offset - pattern.count + 1) else { return nil }
      let index = base.distance(to: UnsafeRawPointer(hit))
      if buffer[index..<(index + pattern.count)].elementsEqual(pattern) { return index }
      offset = index + 1
    }
    return nil
  }

  private static let platformNames: [String: String] = [
    "iphoneos": "iOS", "iphonesimulator": "iOS", "appletvos": "tvOS", "appletvsimulator": "tvOS", "watchos": "watchOS",
    "watchsimulator": "watchOS", "macosx": "macOS", "xros": "visionOS", "xrsimulator": "visionOS",
  ]

  /// Adds the app targets of one project file (an unreadable or unexpected one adds nothing).
  private mutating func add(project data: Data, root: String) {
    guard data.count < 64_000_000,
      // Most projects build for one platform: a scan of the settings that name SDKs says so without the parse.
      XcodeTargets.namedPlatforms(in: data).count > 1,
      // The property list parser recurses per level: a file nested deeper than any project is not given to it.
      XcodeTargets.nesting(of: data) <= 64,
      let plist = try? PropertyListSerialization.propertyList(from: data, options: [], format: nil) as? [String: Any],
      let objects = plist["objects"] as? [String: Any]
    else { return }
    func object(_ id: Any?) -> [String: Any]? { (id as? String).flatMap { objects[$0] as? [String: Any] } }
    func ids(_ value: Any?) -> [String] { (value as? [Any])?.compactMap { $0 as? String } ?? [] }

    // Each group's or file's parent, to turn paths relative to a group into paths on disk.
    var parents: [String: String] = [:]
    for (id, value) in objects {
      guard let entry = value as? [String: Any] else { continue }
      for child in ids(entry["children"]) { parents[child] = id }
    }
    var resolved: [String: String?] = [:]
    func location(_ id: String, depth: Int = 0) -> String? {
      if let known = resolved[id] { return known }
      guard depth < 64, let entry = objects[id] as? [String: Any] else { return nil }
      let own = entry["path"] as? String
      var place: String?
      switch entry["sourceTree"] as? String {
      case "<group>":
        let base = parents[id].map { location($0, depth: depth + 1) } ?? root
        place = base.map { folder in own.map { folder + "/" + $0 } ?? folder }
      case "SOURCE_ROOT": place = own.map { root + "/" + $0 } ?? root
      case "<absolute>": place = own
      default: place = nil
      }
      let standard = place.map { ($0 as NSString).standardizingPath }
      resolved[id] = .some(standard)
      return standard
    }

    // The root object is the project (any project object when the file does not name it).
    guard let project = object(plist["rootObject"]).flatMap({ $0["isa"] as? String == "PBXProject" ? $0 : nil })
      ?? objects.keys.sorted().lazy.compactMap({ object($0) }).first(where: { $0["isa"] as? String == "PBXProject" })
    else { return }
    let projectPlatforms = platforms(ofConfigurations: object(project["buildConfigurationList"]), object)
    var built: [String: Target] = [:]
    for id in ids(project["targets"]) {
      guard let entry = object(id), entry["isa"] as? String == "PBXNativeTarget",
        entry["productType"] as? String == "com.apple.product-type.application"
      else { continue }
      var platforms = platforms(ofConfigurations: object(entry["buildConfigurationList"]), object)
      if platforms.isEmpty { platforms = projectPlatforms }
      guard !platforms.isEmpty else { continue }
      var target = Target(platforms: platforms)
      for phase in ids(entry["buildPhases"]) {
        guard let phaseEntry = object(phase), phaseEntry["isa"] as? String == "PBXSourcesBuildPhase" else { continue }
        for buildFile in ids(phaseEntry["files"]) {
          if let reference = object(buildFile)?["fileRef"] as? String, let file = location(reference) { target.files.insert(file) }
        }
      }
      for folder in ids(entry["fileSystemSynchronizedGroups"]) {
        guard let path = location(folder) else { continue }
        target.folders.append((path, []))
      }
      built[id] = target
    }
    // Exception sets: on a folder the target synchronises, the files it leaves out; on another, the files it adds.
    for (groupID, value) in objects {
      guard let group = value as? [String: Any], group["isa"] as? String == "PBXFileSystemSynchronizedRootGroup",
        let folderPath = location(groupID)
      else { continue }
      for exception in ids(group["exceptions"]) {
        guard let set = object(exception), set["isa"] as? String == "PBXFileSystemSynchronizedBuildFileExceptionSet",
          let targetID = set["target"] as? String, var target = built[targetID]
        else { continue }
        let files = Set(ids(set["membershipExceptions"]).map { ((folderPath + "/" + $0) as NSString).standardizingPath })
        if let index = target.folders.firstIndex(where: { $0.path == folderPath }) {
          target.folders[index].excluded.formUnion(files)
        } else {
          target.added.formUnion(files)
        }
        built[targetID] = target
      }
    }
    targets += built.keys.sorted().compactMap { built[$0] }
  }

  /// The platforms of a configuration list: `SUPPORTED_PLATFORMS` (`"iphoneos iphonesimulator"`), else `SDKROOT`.
  private func platforms(ofConfigurations list: [String: Any]?, _ object: (Any?) -> [String: Any]?) -> Set<String> {
    var found = Set<String>()
    for configuration in (list?["buildConfigurations"] as? [Any]) ?? [] {
      guard let settings = object(configuration)?["buildSettings"] as? [String: Any] else { continue }
      let names = (settings["SUPPORTED_PLATFORMS"] as? String)?.split(separator: " ").map(String.init)
        ?? (settings["SDKROOT"] as? String).map { [$0] } ?? []
      found.formUnion(names.compactMap { XcodeTargets.platformNames[$0] })
    }
    return found
  }
}

/// A folder's entries and the `project.pbxproj` of each `.xcodeproj` in it, read from disk once for both readings of
/// it (`XcodeTargets`, `XcodeMembership`).
struct XcodeProjectFolder {
  let path: String
  /// The folder's entries, sorted.
  let entries: [String]
  /// Each project file, by its path, in the order of the entries; nil data for one that cannot be read.
  let projects: [(path: String, data: Data?)]

  static func read(_ directory: String) -> XcodeProjectFolder {
    let entries = ((try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []).sorted()
    let projects = entries.filter { $0.hasSuffix(".xcodeproj") }.map { entry -> (path: String, data: Data?) in
      let path = directory + "/" + entry + "/project.pbxproj"
      return (path, FileManager.default.contents(atPath: path))
    }
    return XcodeProjectFolder(path: directory, entries: entries, projects: projects)
  }
}
