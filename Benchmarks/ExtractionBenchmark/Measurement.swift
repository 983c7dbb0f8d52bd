import Dispatch
import Foundation
import SwiftParser
@_spi(RawSyntax) import SwiftSyntax

#if os(Linux)
let rusageSelf = RUSAGE_SELF.rawValue
#else
let rusageSelf = RUSAGE_SELF
#endif

/// Wall time and CPU time (user + system, all threads) of one run.
struct Measurement: Comparable {
  var wall: Double
  var cpu: Double

  static let best = Measurement(wall: .infinity, cpu: .infinity)

  /// CPU time over wall time: 200% means both of two cores busy the whole time.
  var cpuPercent: Double { wall > 0 ? cpu / wall * 100 : 0 }

  static func < (a: Measurement, b: Measurement) -> Bool { a.wall < b.wall }

  static func run(_ work: () -> Void) -> Measurement {
    let cpuStart = cpuSeconds()
    let start = DispatchTime.now().uptimeNanoseconds
    work()
    let wall = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    return Measurement(wall: wall, cpu: cpuSeconds() - cpuStart)
  }

  static func cpuSeconds() -> Double {
    var usage = rusage()
    getrusage(rusageSelf, &usage)
    func seconds(_ t: timeval) -> Double { Double(t.tv_sec) + Double(t.tv_usec) / 1e6 }
    return seconds(usage.ru_utime) + seconds(usage.ru_stime)
  }

  /// Peak resident memory of the process so far (Linux reports kilobytes).
  static func peakRSSMegabytes() -> Double {
    var usage = rusage()
    getrusage(rusageSelf, &usage)
    #if os(Linux)
    return Double(usage.ru_maxrss) / 1024
    #else
    return Double(usage.ru_maxrss) / 1024 / 1024
    #endif
  }
}

/// The floor: read every file and parse it with SwiftParser, files in parallel on all cores, nothing else.
/// With `visit`, also one pass of a SyntaxVisitor that does nothing over each tree: the least any extractor
/// that looks at every node costs.
/// With `names`, the walk also keeps every identifier's text in a set, as extraction keeps the names code uses:
/// through syntax nodes (a `SyntaxVisitor`), or (`raw`) over SwiftSyntax's raw tree, which makes no node per token.
enum Floor {
  enum Names { case none, visitor, raw }

  static func parseAll(_ paths: [String], visit: Bool = false, names: Names = .none) {
    let counter = Counter()
    DispatchQueue.concurrentPerform(iterations: paths.count) { i in
      guard let text = try? String(contentsOfFile: paths[i], encoding: .utf8) else { return }
      let tree = Parser.parse(source: text)
      switch names {
      case .visitor:
        let visitor = NameCollector()
        visitor.walk(tree)
        counter.add(visitor.names.count)
      case .raw:
        counter.add(rawNames(tree).count)
      case .none where visit:
        let visitor = NodeCounter()
        visitor.walk(tree)
        counter.add(visitor.nodes)
      case .none:
        counter.add(tree.statements.count)
      }
    }
  }

  private static func rawNames(_ tree: SourceFileSyntax) -> Set<String> {
    var names = Set<String>()
    var stack: [RawSyntax] = [tree.raw]
    while let raw = stack.popLast() {
      if let token = raw.tokenView {
        if token.presence == .present, token.rawKind == .identifier { names.insert(String(syntaxText: token.rawText)) }
      } else if let layout = raw.layoutView {
        for case let child? in layout.children { stack.append(child) }
      }
    }
    return names
  }
}

/// Visits every node and token and keeps each identifier's text.
final class NameCollector: SyntaxVisitor {
  var names = Set<String>()
  init() { super.init(viewMode: .sourceAccurate) }
  override func visit(_ token: TokenSyntax) -> SyntaxVisitorContinueKind {
    if case .identifier(let name) = token.tokenKind { names.insert(name) }
    return .skipChildren
  }
}

/// Visits every node and token, and only counts the tokens.
final class NodeCounter: SyntaxVisitor {
  var nodes = 0
  init() { super.init(viewMode: .sourceAccurate) }
  override func visit(_ token: TokenSyntax) -> SyntaxVisitorContinueKind {
    nodes += 1
    return .skipChildren
  }
}

/// Keeps the parse from being optimised away.
final class Counter: @unchecked Sendable {
  private var total = 0
  private let lock = NSLock()
  func add(_ n: Int) { lock.lock(); total += n; lock.unlock() }
}

/// Runs a transform on all cores, keeping order.
enum Phases {
  static func parallel<R: Sendable>(_ items: [String], _ transform: @Sendable (String) -> R) -> [R] {
    let box = Box<R>(count: items.count)
    DispatchQueue.concurrentPerform(iterations: items.count) { i in box.set(i, transform(items[i])) }
    return box.values()
  }
}

final class Box<R: Sendable>: @unchecked Sendable {
  private var slots: [R?]
  private let lock = NSLock()
  init(count: Int) { slots = Array(repeating: nil, count: count) }
  func set(_ i: Int, _ value: R) { lock.lock(); slots[i] = value; lock.unlock() }
  func values() -> [R] { lock.lock(); defer { lock.unlock() }; return slots.compactMap { $0 } }
}
