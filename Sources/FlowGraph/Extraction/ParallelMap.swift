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

/// Independent pieces of work run at once on all cores: the linkers of different libraries, which each read the
/// facts of every file and would otherwise leave a core idle while the other links.
enum Concurrently {
  static func run<A: Sendable, B: Sendable, C: Sendable>(
    _ first: @Sendable () -> A, _ second: @Sendable () -> B, _ third: @Sendable () -> C
  ) -> (A?, B?, C?) {
    let results = Results<A, B, C>()
    DispatchQueue.concurrentPerform(iterations: 3) { index in
      switch index {
      case 0: results.set(first())
      case 1: results.set(second())
      default: results.set(third())
      }
    }
    return results.values()
  }

  /// Three result slots, each written once under a lock.
  private final class Results<A: Sendable, B: Sendable, C: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var a: A?
    private var b: B?
    private var c: C?
    func set(_ value: A) { lock.lock(); a = value; lock.unlock() }
    func set(_ value: B) { lock.lock(); b = value; lock.unlock() }
    func set(_ value: C) { lock.lock(); c = value; lock.unlock() }
    /// concurrentPerform returns only after every iteration has run, so each slot is filled; callers still
    /// handle a missing one (by doing that work themselves) rather than trap.
    func values() -> (A?, B?, C?) {
      lock.lock()
      defer { lock.unlock() }
      return (a, b, c)
    }
  }
}

extension Concurrently {
  /// Runs every job, as many at once as there are cores, and returns when all have run; Dispatch hands the jobs out
  /// in the order given, so with more jobs than cores the longest, given first, start first. Jobs hand their
  /// results over in `Slot`s.
  static func perform(_ jobs: [@Sendable () -> Void]) {
    DispatchQueue.concurrentPerform(iterations: jobs.count) { index in jobs[index]() }
  }
}

/// A value one job of `Concurrently.perform` computes and the caller reads once every job has run; nil only if the
/// job did not run, which callers handle by doing the work themselves rather than trap.
final class Slot<Value: Sendable>: @unchecked Sendable {
  private let lock = NSLock()
  private var stored: Value?

  func set(_ value: Value) {
    lock.lock()
    stored = value
    lock.unlock()
  }

  var value: Value? {
    lock.lock()
    defer { lock.unlock() }
    return stored
  }
}

/// Large values let go on a background thread once their last user is done with them, so that freeing them (the
/// merged facts of every file and the indexes built over them: about a tenth of the link's wall time on real apps)
/// does not hold up the caller. The value is freed there when the box holds its last reference.
enum Release {
  static func later<Value>(_ value: consuming Value) {
    let box = ReleaseBox(value)
    DispatchQueue.global(qos: .utility).async { box.empty() }
  }

  private final class ReleaseBox<Value>: @unchecked Sendable {
    private var value: Value?
    init(_ value: consuming Value) { self.value = value }
    func empty() { value = nil }
  }
}

/// An array handed whole from one thread to another: `take()` leaves nothing behind, so the taker holds the only
/// reference to each element and what it lets go is freed on its own thread.
final class Handover<Element: Sendable>: @unchecked Sendable {
  private var items: [Element]
  private let lock = NSLock()

  init(_ items: [Element]) { self.items = items }

  func take() -> [Element] {
    lock.lock()
    defer { lock.unlock() }
    let taken = items
    items = []
    return taken
  }

  /// The items in two handovers, the first half and the rest, in order.
  func halves() -> (Handover, Handover) {
    let all = take()
    let middle = all.count / 2
    return (Handover(Array(all[..<middle])), Handover(Array(all[middle...])))
  }
}
