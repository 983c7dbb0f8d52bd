import Foundation

/// The inputs of a command as they were at a git ref, extracted with `git archive` into a temporary
/// directory: the user's working tree, index and worktree list are never touched. Call `remove()` when done.
public struct GitSnapshot: Sendable {
  /// Why a snapshot could not be made, as a sentence.
  public struct Failure: Error, CustomStringConvertible, Sendable {
    public var description: String
  }

  /// The temporary directory holding the extracted files.
  public let root: String
  /// The directory in the snapshot that corresponds to the working directory (run inputs from here).
  public let workingDirectory: String
  /// The input paths, rewritten for the snapshot; inputs absent at the ref are left out.
  public let paths: [String]
  /// Inputs that did not exist at the ref (the base has nothing from them).
  public let missing: [String]

  /// Extracts `paths` (relative to `workingDirectory`, or absolute inside the repository) as of `ref`.
  public static func make(ref: String, paths: [String], workingDirectory: String) throws(Failure) -> GitSnapshot {
    let top = try git(["rev-parse", "--show-toplevel"], in: workingDirectory).trimmingCharacters(in: .newlines)
    let prefix = try git(["rev-parse", "--show-prefix"], in: workingDirectory).trimmingCharacters(in: .newlines)
    guard (try? git(["rev-parse", "--verify", "--quiet", "\(ref)^{commit}"], in: workingDirectory)) != nil else {
      throw Failure(description: "'\(ref)' is not a commit in the git repository at \(top)")
    }
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("flowviz-base-\(UUID().uuidString)").path
    do {
      try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
    } catch {
      throw Failure(description: "cannot create a temporary directory: \(error.localizedDescription)")
    }
    let snapshotCWD = URL(fileURLWithPath: root).appendingPathComponent(prefix).path
    var rewritten: [String] = []
    var inRepository: [String] = []
    var missing: [String] = []
    // Both sides with symlinks resolved: git reports the real path (macOS's /tmp is /private/tmp).
    let topURL = URL(fileURLWithPath: top).resolvingSymlinksInPath().standardizedFileURL.path
    for path in paths {
      let absolute = (path.hasPrefix("/") ? URL(fileURLWithPath: path) : URL(fileURLWithPath: workingDirectory).appendingPathComponent(path))
        .resolvingSymlinksInPath().standardizedFileURL.path
      guard absolute == topURL || absolute.hasPrefix(topURL + "/") else {
        remove(root)
        throw Failure(description: "\(path) is outside the git repository at \(top)")
      }
      let relative = String(absolute.dropFirst(topURL.count)).trimmingCharacters(in: CharacterSet(charactersIn: "/"))
      if (try? git(["cat-file", "-e", "\(ref):\(relative)"], in: workingDirectory)) == nil {
        missing.append(path)
        continue
      }
      inRepository.append(relative.isEmpty ? "." : relative)
      rewritten.append(path.hasPrefix("/") ? URL(fileURLWithPath: root).appendingPathComponent(relative).path : path)
    }
    do throws(Failure) {
      if !inRepository.isEmpty { try extract(ref: ref, paths: inRepository, repository: top, into: root) }
    } catch {
      remove(root)
      throw error
    }
    // The working directory may not exist at the ref (a new folder): inputs below it are all missing then.
    try? FileManager.default.createDirectory(atPath: snapshotCWD, withIntermediateDirectories: true)
    return GitSnapshot(root: root, workingDirectory: snapshotCWD, paths: rewritten, missing: missing)
  }

  /// Deletes the temporary directory.
  public func remove() { Self.remove(root) }

  private static func remove(_ path: String) { try? FileManager.default.removeItem(atPath: path) }

  /// `git archive REF -- paths | tar -x -C root`, run from the repository's top directory.
  private static func extract(ref: String, paths: [String], repository: String, into root: String) throws(Failure) {
    let archive = Process()
    archive.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    archive.arguments = ["git", "-C", repository, "archive", "--format=tar", ref, "--"] + paths
    let tar = Process()
    tar.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    tar.arguments = ["tar", "-x", "-f", "-", "-C", root]
    let pipe = Pipe()
    let archiveErrors = Pipe()
    let tarErrors = Pipe()
    archive.standardOutput = pipe
    archive.standardError = archiveErrors
    tar.standardInput = pipe
    tar.standardError = tarErrors
    do {
      try tar.run()
      try archive.run()
    } catch {
      throw Failure(description: "cannot run git archive | tar: \(error.localizedDescription)")
    }
    archive.waitUntilExit()
    tar.waitUntilExit()
    let gitMessage = String(decoding: archiveErrors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    let tarMessage = String(decoding: tarErrors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    guard archive.terminationStatus == 0 else {
      throw Failure(description: "git archive \(ref) failed: \(gitMessage.trimmingCharacters(in: .whitespacesAndNewlines))")
    }
    guard tar.terminationStatus == 0 else {
      throw Failure(description: "extracting \(ref) failed: \(tarMessage.trimmingCharacters(in: .whitespacesAndNewlines))")
    }
  }

  /// Runs git in a directory and returns its output; throws with git's own message on failure.
  @discardableResult
  static func git(_ arguments: [String], in directory: String) throws(Failure) -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["git", "-C", directory] + arguments
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    do {
      try process.run()
    } catch {
      throw Failure(description: "cannot run git: \(error.localizedDescription)")
    }
    let data = output.fileHandleForReading.readDataToEndOfFile()
    let message = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      let text = String(decoding: message, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
      throw Failure(description: text.isEmpty ? "git \(arguments.joined(separator: " ")) failed" : "git: \(text)")
    }
    return String(decoding: data, as: UTF8.self)
  }
}
