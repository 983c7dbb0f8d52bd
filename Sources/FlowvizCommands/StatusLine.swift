import FlowGraph
import Foundation

/// What a run found and how far it is, on stderr: shown when stderr is a terminal (or `FLOWVIZ_SUMMARY=1`), never
/// under `--quiet`, so that pipes and CI logs get only the output and the diagnostics.
struct StatusLine: Sendable {
  let enabled: Bool

  init(quiet: Bool) {
    let forced = ProcessInfo.processInfo.environment["FLOWVIZ_SUMMARY"] == "1"
    enabled = !quiet && (forced || isatty(STDERR_FILENO) != 0)
  }

  /// The one-line summary: files read, libraries with their generation, counts, entry points.
  func summary(_ graph: FlowGraph, counts: InputCounts, label: String? = nil) {
    guard enabled else { return }
    var line = InputSummary.line(graph, counts: counts)
    if let label { line = line.replacingOccurrences(of: "flowviz: ", with: "flowviz (\(label)): ") }
    StandardStream.writeError(line + "\n")
  }

  /// Runs `work`, showing "reading N files… 3 s" on the terminal once it has taken longer than a second.
  func progress<T>(_ work: (ProgressLine) throws -> T) rethrows -> T {
    let line = ProgressLine(enabled: enabled && isatty(STDERR_FILENO) != 0)
    defer { line.finish() }
    return try work(line)
  }
}

/// A progress line redrawn in place on a terminal after the first second; cleared when the work ends.
final class ProgressLine: @unchecked Sendable {
  private let lock = NSLock()
  private var text = "reading inputs"
  private var done = false
  /// The line on the terminal now (redrawn only when it changes).
  private var drawn: String?

  init(enabled: Bool) {
    guard enabled else { return }
    let start = Date()
    Thread.detachNewThread { [self] in
      while true {
        Thread.sleep(forTimeInterval: 0.25)
        let elapsed = Date().timeIntervalSince(start)
        lock.lock()
        defer { lock.unlock() }
        if done { return }
        let line = "flowviz: \(text)… \(Int(elapsed)) s"
        if elapsed >= 1 && line != drawn {
          StandardStream.writeError("\r\u{1B}[K" + line)
          drawn = line
        }
      }
    }
  }

  func set(_ text: String) {
    lock.lock()
    self.text = text
    lock.unlock()
  }

  func finish() {
    lock.lock()
    defer { lock.unlock() }
    done = true
    if drawn != nil { StandardStream.writeError("\r\u{1B}[K") }
  }
}
