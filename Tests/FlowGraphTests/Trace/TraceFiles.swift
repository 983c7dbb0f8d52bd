import Foundation

/// Temporary trace files for tests, removed when the test case ends.
struct TraceFiles {
  let directory: URL

  init() throws {
    directory = FileManager.default.temporaryDirectory.appendingPathComponent("flowviz-trace-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
  }

  func write(_ name: String, _ text: String) throws -> String {
    try write(name, Data(text.utf8))
  }

  func write(_ name: String, _ data: Data) throws -> String {
    let url = directory.appendingPathComponent(name)
    try data.write(to: url)
    return url.path
  }

  func remove() { try? FileManager.default.removeItem(at: directory) }
}
