import Foundation

/// Long-lived threads with large stacks that run parses for `BoundedParse`.
///
/// A thread of its own per parse cost more than a small file's parse: creating it, faulting in its stack and
/// unmapping that stack again (clone, page faults, madvise and TLB flushes were a fifth of `flowviz export`'s time
/// on a real app). These threads are made once and reused. A parse that outlives its caller's budget keeps its
/// thread busy until it ends; the next parse asked for while no thread is free makes a new one, so a stuck parse
/// never holds up the others. The number of threads is the most parses ever waited on at once plus the stuck ones.
final class ParserThreads: @unchecked Sendable {
  static let shared = ParserThreads(stackSize: BoundedParse.stackSize)

  private let stackSize: Int
  private let condition = NSCondition()
  private var jobs: [@Sendable () -> Void] = []
  /// Threads waiting for a job.
  private var idle = 0

  init(stackSize: Int) { self.stackSize = stackSize }

  /// Runs `work` on one of the threads; returns at once.
  func run(_ work: @escaping @Sendable () -> Void) {
    condition.lock()
    jobs.append(work)
    let enoughWaiting = idle >= jobs.count
    if enoughWaiting { condition.signal() }
    condition.unlock()
    if !enoughWaiting { start() }
  }

  private func start() {
    let thread = Thread { [self] in serve() }
    thread.stackSize = stackSize
    thread.start()
  }

  /// A thread's life: take the oldest job, run it, wait for the next; it ends with the process.
  private func serve() {
    condition.lock()
    while true {
      while jobs.isEmpty {
        idle += 1
        condition.wait()
        idle -= 1
      }
      let job = jobs.removeFirst()
      condition.unlock()
      job()
      condition.lock()
    }
  }
}

/// Runs a job per item on threads with large stacks, each thread taking the next item itself, with a time budget
/// per item: an item past its budget is given up (its result comes from `givenUp`) and a new thread carries on
/// with the rest, while the stuck one finishes in the background and its result is dropped.
///
/// The reader parses and extracts each file in one job here. Handing each parse to a parser thread and waiting
/// for it (`BoundedParse`) cost about a fifth of `flowviz export` on a real app: two thread wake-ups per file, and a
/// tree built on one thread and read and freed on another. The guarantees are the same: SwiftParser runs on a
/// 64 MB stack, and no file can hold up the others past its budget.
enum BudgetedPool {
  static func map<R: Sendable>(
    count: Int, threads: Int, stackSize: Int = BoundedParse.stackSize,
    budget: @escaping @Sendable (Int) -> TimeInterval, work: @escaping @Sendable (Int) -> R, givenUp: (Int) -> R
  ) -> [R] {
    guard count > 0 else { return [] }
    let state = PoolState<R>(count: count)
    func startWorker() {
      let thread = Thread { state.serve(budget: budget, work: work) }
      thread.stackSize = stackSize
      thread.start()
    }
    state.condition.lock()
    for _ in 0..<max(1, min(threads, count)) { startWorker() }
    while state.remaining > 0 {
      // Wake at the nearest deadline, and at least every second.
      let nearest = state.running.values.map(\.deadline).min() ?? .distantFuture
      _ = state.condition.wait(until: min(nearest, Date(timeIntervalSinceNow: 1)))
      let now = Date()
      for (worker, job) in state.running where job.deadline <= now {
        state.running[worker] = nil
        state.givenUp.insert(job.item)
        state.results[job.item] = givenUp(job.item)
        state.remaining -= 1
        startWorker()
      }
    }
    let results = state.results
    state.condition.unlock()
    return results.compactMap { $0 }
  }

  /// The pool's shared state, under its condition's lock.
  private final class PoolState<R: Sendable>: @unchecked Sendable {
    let condition = NSCondition()
    let count: Int
    var next = 0
    var results: [R?]
    var remaining: Int
    /// The item each busy thread is on, and when it is given up.
    var running: [ObjectIdentifier: (item: Int, deadline: Date)] = [:]
    var givenUp: Set<Int> = []

    init(count: Int) {
      self.count = count
      results = Array(repeating: nil, count: count)
      remaining = count
    }

    /// A thread's life: take the next item until none is left; end early when the item it was on was given up
    /// (another thread has taken its place).
    func serve(budget: @Sendable (Int) -> TimeInterval, work: @Sendable (Int) -> R) {
      let me = ObjectIdentifier(Thread.current)
      condition.lock()
      while next < count {
        let item = next
        next += 1
        running[me] = (item, Date(timeIntervalSinceNow: budget(item)))
        condition.unlock()
        let result = work(item)
        condition.lock()
        if givenUp.contains(item) { break }
        running[me] = nil
        results[item] = result
        remaining -= 1
        if remaining == 0 { condition.broadcast() }
      }
      condition.unlock()
    }
  }
}
