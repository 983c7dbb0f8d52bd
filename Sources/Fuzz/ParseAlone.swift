import Foundation
import SwiftParser

/// SwiftParser alone on a Swift input that ran past the time limit: the yardstick it is judged by.
///
/// SwiftParser's error recovery looks ahead from every line it cannot place, so a long run of one broken line
/// (thousands of copies of `@Publisht shared = …` in a type body) takes it seconds or minutes; flowviz bounds that
/// with BoundedParse's budget but cannot make it faster. Such an input counts against flowviz only when flowviz
/// took more than `allowance` times SwiftParser alone: the product's contract (export within 2.5× of the parse).
/// The parse runs in a child process (`Fuzz --parse-only FILE`), stopped once it has taken long enough to decide.
enum ParseAlone {
  static let allowance = 2.5
  static let flag = "--parse-only"

  /// Whether SwiftParser alone takes at least `took / allowance` on the text: the parse is given that long.
  static func explains(_ took: TimeInterval, text: [UInt8], scratch: String) -> Bool {
    guard FileManager.default.createFile(atPath: scratch, contents: Data(text)) else { return false }
    defer { try? FileManager.default.removeItem(atPath: scratch) }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
    process.arguments = [flag, scratch]
    let done = DispatchSemaphore(value: 0)
    process.terminationHandler = { _ in done.signal() }
    let start = Date()
    do { try process.run() } catch { return false }
    if done.wait(timeout: .now() + took / allowance) == .timedOut {
      process.terminate()
      done.wait()
      return true
    }
    return Date().timeIntervalSince(start) * allowance >= took
  }

  /// The child's work: parse the file on a thread with a large stack (as flowviz does), then exit.
  static func runChild(_ path: String) -> Never {
    // Decoded as the Swift kind decodes its input (invalid UTF-8 replaced): read strictly, such an input made the
    // child exit at once and its slowness count against flowviz.
    guard let data = FileManager.default.contents(atPath: path) else { exit(1) }
    let text = String(decoding: data, as: UTF8.self)
    let done = DispatchSemaphore(value: 0)
    let thread = Thread {
      var source = text
      _ = source.withUTF8 { Parser.parse(source: $0) }
      done.signal()
    }
    thread.stackSize = 64 << 20
    thread.start()
    done.wait()
    exit(0)
  }
}
