import Foundation

/// Writes outputs so that a reader never sees half a file: a temporary file beside the target, then a rename.
public enum AtomicFile {
  public struct WriteError: Error, CustomStringConvertible, Sendable {
    public var path: String
    public var reason: String
    public var description: String { "\(path): error: cannot write: \(reason)" }
  }

  public static func write(_ data: Data, to path: String) throws(WriteError) {
    let target = URL(fileURLWithPath: path)
    let directory = target.deletingLastPathComponent()
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: directory.path, isDirectory: &isDirectory), isDirectory.boolValue else {
      throw WriteError(path: path, reason: "the directory \(directory.path) does not exist")
    }
    let temporary = directory.appendingPathComponent(".\(target.lastPathComponent).\(UUID().uuidString).tmp")
    do {
      try data.write(to: temporary)
      if rename(temporary.path, target.path) != 0 {
        let reason = String(cString: strerror(errno))
        try? FileManager.default.removeItem(at: temporary)
        throw WriteError(path: path, reason: reason)
      }
    } catch let error as WriteError {
      throw error
    } catch {
      try? FileManager.default.removeItem(at: temporary)
      throw WriteError(path: path, reason: (error as NSError).localizedDescription)
    }
  }
}
