import Dispatch
import Foundation

/// Maps an array on all cores, keeping the order of the input.
enum ParallelMap {
  static func map<T: Sendable, R: Sendable>(_ items: [T], _ transform: @Sendable (T) -> R) -> [R] {
    if items.count < 2 { return items.map(transform) }
    let results = ResultSlots<R>(count: items.count)
    // concurrentPerform hands out iterations one at a time, so large and small files balance across cores.
    DispatchQueue.concurrentPerform(iterations: items.count) { index in
      results.set(index, transform(items[index]))
    }
    return results.values()
  }
}

/// Result slots written once each from concurrent iterations, under a lock.
private final class ResultSlots<R: Sendable>: @unchecked Sendable {
  private var slots: [R?]
  private let lock = NSLock()

  init(count: Int) { slots = Array(repeating: nil, count: count) }

  func set(_ index: Int, _ value: R) {
    lock.lock()
    slots[index] = value
    lock.unlock()
  }

  func values() -> [R] {
    lock.lock()
    defer { lock.unlock() }
    return slots.compactMap { $0 }
  }
}
