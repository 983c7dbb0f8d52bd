/// FlowStacks' step rules: how many updates SwiftUI needs to go from one routes array to another.
///
/// Keep the common prefix of equal styles (its screens change in a first content step); dismiss the
/// presented layers beyond it, one step per layer before iOS 17, all at once (with the pops) from iOS 17;
/// pop the remaining pushed screens in one step; then push or present each new route in its own step,
/// consecutive pushes merging into one step with NavigationStack. Fewer than 3 steps apply at once.
public struct StepPlanner: Sendable {
  public var assumptions: PlatformAssumptions

  /// The number of steps (the first content step included) from which an update is multi-step.
  public static let multiStepThreshold = 3

  public init(assumptions: PlatformAssumptions = PlatformAssumptions()) { self.assumptions = assumptions }

  /// The first index where the two arrays' styles differ (or the shorter length).
  static func divergingIndex(_ start: [TraceRoute], _ end: [TraceRoute]) -> Int {
    let common = min(start.count, end.count)
    return (0..<common).first { !start[$0].sameStyle(as: end[$0]) } ?? common
  }

  public func plan(from start: [TraceRoute], to end: [TraceRoute]) -> [TraceStep] {
    let diverge = Self.divergingIndex(start, end)
    let firstPresented = (diverge..<start.count).first { start[$0].style.isPresented } ?? start.count
    var current = Array(end[..<diverge]) + start[diverge...]
    let changed = (0..<diverge).filter { start[$0].screenPath != end[$0].screenPath }.map { end[$0] }
    var steps = [TraceStep(kind: .content, routes: changed, depth: current.count)]

    if current.count > firstPresented {
      if assumptions.dismissesAtOnce {
        let removed = current[diverge...].reversed()
        current.removeSubrange(diverge...)
        steps.append(TraceStep(kind: .dismiss, routes: Array(removed), depth: current.count))
      } else {
        // Each step removes one presented layer together with the screens pushed on it.
        while current.count > firstPresented {
          var removed: [TraceRoute] = []
          while current.count > firstPresented, let last = current.popLast() {
            removed.append(last)
            if last.style.isPresented { break }
          }
          steps.append(TraceStep(kind: .dismiss, routes: removed, depth: current.count))
        }
      }
    }
    // What remains beyond the prefix is pushed screens: they pop together.
    if current.count > diverge {
      let removed = current[diverge...].reversed()
      current.removeSubrange(diverge...)
      steps.append(TraceStep(kind: .pop, routes: Array(removed), depth: current.count))
    }
    while current.count < end.count {
      let next = end[current.count]
      current.append(next)
      if next.style == .push, assumptions.mergesPushes, let last = steps.last, last.kind == .push, steps.count > 1 {
        steps[steps.count - 1].routes.append(next)
        steps[steps.count - 1].depth = current.count
      } else {
        steps.append(TraceStep(kind: next.style == .push ? .push : .present, routes: [next], depth: current.count))
      }
    }
    return steps
  }

  /// Whether SwiftUI cannot apply the update at once (FlowStacks stages it, older generations break).
  public func isMultiStep(_ plan: [TraceStep]) -> Bool { plan.count >= Self.multiStepThreshold }
}
