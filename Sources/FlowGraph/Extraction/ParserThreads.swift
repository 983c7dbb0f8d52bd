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
