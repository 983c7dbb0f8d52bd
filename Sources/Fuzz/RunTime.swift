import Foundation

/// How long one input took: the smaller of the wall-clock time and the process's CPU time. On a loaded machine
/// (a niced campaign beside builds) the wall clock counts time spent waiting for a core; CPU time counts the
/// parallel threads of one run twice. A run is slow when it is slow by both.
enum RunTime {
  struct Mark {
    var wall: Date
    var cpu: TimeInterval
  }

  static func now() -> Mark { Mark(wall: Date(), cpu: processCPU()) }

  static func since(_ mark: Mark) -> TimeInterval {
    min(Date().timeIntervalSince(mark.wall), processCPU() - mark.cpu)
  }

  private static func processCPU() -> TimeInterval {
    var time = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
    return TimeInterval(time.tv_sec) + TimeInterval(time.tv_nsec) / 1e9
  }
}
