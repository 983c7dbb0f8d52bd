import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes outputs so that a reader never sees half a file: a temporary file beside the target, then a rename.
///
/// What is at the path is respected: a symbolic link is written through (its target replaced, the link kept), a
/// device, FIFO or socket (`/dev/null`, `/dev/stdout`) is written to in place rather than replaced by a regular
/// file, an existing file keeps its permissions, and a directory is refused.
public enum AtomicFile {
  public struct WriteError: Error, CustomStringConvertible, Sendable {
    public var path: String
    public var reason: String
    public var description: String { "\(path): error: cannot write: \(reason)" }
  }

  public static func write(_ data: Data, to path: String) throws(WriteError) {
    if path.hasSuffix("/") { throw WriteError(path: path, reason: "the path names a directory, not a file") }
    // What the path finally names, through every link: a pipe or socket behind `/dev/stdout` is reached through
    // /proc's `pipe:[…]` links, which name no path that the loop below could follow.
    var final = stat()
    if stat(path, &final) == 0 {
      switch final.st_mode & S_IFMT {
      case S_IFDIR: throw WriteError(path: path, reason: "it is a directory")
      case S_IFREG: break
      default: return try writeInPlace(data, to: path, shownAs: path)
      }
    }
    // Follow links to what they name, so that the link stays a link.
    var target = path
    var info = stat()
    var followed = 0
    while lstat(target, &info) == 0, info.st_mode & S_IFMT == S_IFLNK {
      followed += 1
      guard followed <= 32, let next = linkTarget(target) else {
        throw WriteError(path: path, reason: "too many levels of symbolic links")
      }
      target = next.hasPrefix("/") ? next : (URL(fileURLWithPath: target).deletingLastPathComponent().path + "/" + next)
    }
    let exists = lstat(target, &info) == 0
    if exists {
      switch info.st_mode & S_IFMT {
      case S_IFDIR: throw WriteError(path: path, reason: "it is a directory")
      case S_IFREG: break
      default: return try writeInPlace(data, to: target, shownAs: path)
      }
    }
    let url = URL(fileURLWithPath: target)
    let directory = url.deletingLastPathComponent()
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: directory.path, isDirectory: &isDirectory), isDirectory.boolValue else {
      throw WriteError(path: path, reason: "the directory \(directory.path) does not exist")
    }
    let temporary = directory.appendingPathComponent(".\(url.lastPathComponent).\(UUID().uuidString).tmp")
    do {
      try data.write(to: temporary)
      // The replacement keeps the permissions of the file it replaces (a 0600 file stays 0600).
      if exists, chmod(temporary.path, info.st_mode & 0o7777) != 0 {
        throw WriteError(path: path, reason: String(cString: strerror(errno)))
      }
      if rename(temporary.path, target) != 0 {
        throw WriteError(path: path, reason: String(cString: strerror(errno)))
      }
    } catch let error as WriteError {
      try? FileManager.default.removeItem(at: temporary)
      throw error
    } catch {
      try? FileManager.default.removeItem(at: temporary)
      throw WriteError(path: path, reason: (error as NSError).localizedDescription)
    }
  }

  /// Writes to a device, FIFO or socket as it is: opened for writing, never created or replaced.
  private static func writeInPlace(_ data: Data, to target: String, shownAs path: String) throws(WriteError) {
    let fd = open(target, O_WRONLY | O_NONBLOCK)
    guard fd >= 0 else { throw WriteError(path: path, reason: String(cString: strerror(errno))) }
    defer { close(fd) }
    // Blocking from here on: O_NONBLOCK only keeps open() from waiting for a FIFO's reader.
    _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) & ~O_NONBLOCK)
    try StandardStream.write(data, to: fd, shownAs: path)
  }

  private static func linkTarget(_ path: String) -> String? {
    var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
    let count = readlink(path, &buffer, buffer.count - 1)
    guard count > 0 else { return nil }
    return String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }
}

/// Writes to a file descriptor with every error reported (a full disk, a closed stdout), where
/// `FileHandle.write(_:)` traps on them.
public enum StandardStream {
  /// All of `data` to stdout; an error names `<stdout>`.
  public static func writeOutput(_ data: Data) throws(AtomicFile.WriteError) {
    try write(data, to: STDOUT_FILENO, shownAs: "<stdout>")
  }

  /// Text to stderr, as far as it can be written: there is nowhere left to report a failure.
  public static func writeError(_ text: String) {
    try? write(Data(text.utf8), to: STDERR_FILENO, shownAs: "<stderr>")
  }

  static func write(_ data: Data, to fd: Int32, shownAs path: String) throws(AtomicFile.WriteError) {
    // A closed pipe is an error to report, not a signal that ends the process.
    signal(SIGPIPE, SIG_IGN)
    let failure: Int32? = data.withUnsafeBytes { raw -> Int32? in
      guard var pointer = raw.baseAddress else { return nil }
      var left = raw.count
      while left > 0 {
        let written = Foundation.write(fd, pointer, left)
        if written < 0 {
          if errno == EINTR { continue }
          return errno
        }
        left -= written
        pointer += written
      }
      return nil
    }
    if let failure { throw AtomicFile.WriteError(path: path, reason: String(cString: strerror(failure))) }
  }
}
