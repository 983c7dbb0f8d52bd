import FlowGraph
import Foundation

/// Ends the run when one input takes past the hard limit: a hang cannot be interrupted in process, so the input
/// is saved first (with a crash or trap, the file written before each run is what is left).
final class Watchdog: @unchecked Sendable {
  private let lock = NSLock()
  private var started: Date?
  private var input: [UInt8] = []
  private var kind = ""
  private let hardLimit: TimeInterval
  private let directory: String

  init(hardLimit: TimeInterval, directory: String) {
    self.hardLimit = hardLimit
    self.directory = directory
    let thread = Thread { [weak self] in
      while let self {
        Thread.sleep(forTimeInterval: 0.2)
        self.check()
      }
    }
    thread.start()
  }

  /// Marks the start of one input and keeps it where a crash leaves it (`current-KIND.bin`).
  func begin(_ kind: String, _ input: [UInt8]) {
    lock.lock()
    self.kind = kind
    self.input = input
    started = Date()
    lock.unlock()
    Watchdog.save(Data(input), to: "\(directory)/current-\(kind).bin")
  }

  /// Writes a reproducer, saying so on stderr when it cannot be written (the run goes on).
  static func save(_ data: Data, to path: String) {
    if !FileManager.default.createFile(atPath: path, contents: data) {
      StandardStream.writeError("fuzz: cannot write \(path)\n")
    }
  }

  func end() {
    lock.lock()
    started = nil
    lock.unlock()
  }

  private func check() {
    lock.lock()
    defer { lock.unlock() }
    guard let started, Date().timeIntervalSince(started) > hardLimit else { return }
    let path = "\(directory)/hang-\(kind)-\(UUID().uuidString.prefix(8)).bin"
    Watchdog.save(Data(input), to: path)
    StandardStream.writeError("fuzz: \(kind): an input ran past \(hardLimit) s; saved as \(path)\n")
    exit(3)
  }
}
