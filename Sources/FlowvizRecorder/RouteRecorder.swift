import Foundation

/// Records coordinators' routes as a flowviz trace: one JSON line per change of a coordinator's routes, with a
/// session id and the time, buffered and written to a file. Safe to call from any thread.
///
/// ```swift
/// let recorder = try RouteRecorder(url: tracesDirectory.appendingPathComponent("routes.jsonl"))
/// recorder.record(routes, coordinator: "AppCoordinator")            // FlowStacks' [Route<Screen>] (Codable)
/// recorder.record(stack: [.root("start"), .push("todo")], coordinator: "TodosCoordinator")  // Stinsen, Navigator
/// ```
public final class RouteRecorder: @unchecked Sendable {
  // Every mutable property below is guarded by `lock`.
  private let lock = NSLock()
  private let handle: FileHandle
  private var pending = Data()
  private var pendingLines = 0
  private var lastRoutes: [String: Data] = [:]
  private var closed = false
  private let encoder: JSONEncoder
  private let clock: @Sendable () -> Date

  /// The session id written on every line: one run of the app.
  public let session: String
  /// Lines held in memory before they are written.
  public let bufferLimit: Int
  /// Snapshots that could not be encoded or written (recording never throws into the app).
  public var failures: Int { lock.withLock { failureCount } }
  private var failureCount = 0

  /// Opens (or creates) `url` and appends to it.
  public init(
    url: URL, session: String = UUID().uuidString, bufferLimit: Int = 32,
    clock: @escaping @Sendable () -> Date = { Date() }
  ) throws {
    if !FileManager.default.fileExists(atPath: url.path) {
      guard FileManager.default.createFile(atPath: url.path, contents: nil) else {
        throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: url.path])
      }
    }
    handle = try FileHandle(forWritingTo: url)
    try handle.seekToEnd()
    self.session = session
    self.bufferLimit = max(1, bufferLimit)
    self.clock = clock
    encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
  }

  deinit { close() }

  /// Records `routes` (any `Encodable` routes array, e.g. FlowStacks' `[Route<Screen>]`) if they changed since the
  /// coordinator's last snapshot.
  public func record<Routes: Encodable>(_ routes: Routes, coordinator: String, cause: RecordingCause? = nil) {
    let time = clock().timeIntervalSince1970
    lock.withLock {
      guard !closed else { return }
      do {
        let encoded = try encoder.encode(routes)
        guard lastRoutes[coordinator] != encoded else { return }
        lastRoutes[coordinator] = encoded
        // The header's keys are sorted; `routes` is spliced in as already-encoded JSON.
        let header = try encoder.encode(
          RecordingHeader(cause: cause, coordinator: coordinator, session: session, time: (time * 1000).rounded() / 1000))
        pending.append(header.dropLast())
        pending.append(contentsOf: Array(#","routes":"#.utf8))
        pending.append(encoded)
        pending.append(contentsOf: [UInt8(ascii: "}"), UInt8(ascii: "\n")])
        pendingLines += 1
        if pendingLines >= bufferLimit { writePending() }
      } catch {
        failureCount += 1
      }
    }
  }

  /// Records a stack given as (style, screen) pairs: Stinsen's and Navigator's stacks, or any hand-kept list.
  public func record(stack: [RecordedRoute], coordinator: String, cause: RecordingCause? = nil) {
    record(stack, coordinator: coordinator, cause: cause)
  }

  /// Records routes that are not `Codable` (FlowStacks 0.1–0.4's `Route` with `onDismiss` closures, any enum of
  /// `push`/`sheet`/`cover` cases) by reflection: screens are recorded by case name.
  public func record<Route>(reflecting routes: [Route], coordinator: String, cause: RecordingCause? = nil) {
    record(stack: RouteReflection.routes(routes), coordinator: coordinator, cause: cause)
  }

  /// Writes buffered lines to the file.
  public func flush() {
    lock.withLock { writePending() }
  }

  /// Flushes and closes the file; later snapshots are ignored.
  public func close() {
    lock.withLock {
      guard !closed else { return }
      writePending()
      try? handle.close()
      closed = true
    }
  }

  /// Caller holds `lock`.
  private func writePending() {
    guard !pending.isEmpty, !closed else { return }
    do {
      try handle.write(contentsOf: pending)
    } catch {
      failureCount += pendingLines
    }
    pending.removeAll(keepingCapacity: true)
    pendingLines = 0
  }
}

/// Why the routes changed, when the app knows.
public enum RecordingCause: String, Encodable, Sendable, CaseIterable {
  case user, programmatic, system
}

/// The fields of a trace line other than its routes.
struct RecordingHeader: Encodable {
  var cause: RecordingCause?
  var coordinator: String
  var session: String
  var time: Double
}
