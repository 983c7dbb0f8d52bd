/// The steps SwiftUI needs to go from one routes array to another, after FlowStacks' own rules: keep the common
/// prefix; dismiss the presented layers beyond it (one step each before iOS 17, all in one from iOS 17); pop the
/// extra pushed screens in one step; then add each new route as its own step (consecutive pushes in one step with
/// NavigationStack). More than one step cannot be applied in one update.
public struct StepPlan: Hashable, Sendable {
  public enum Step: Hashable, Sendable {
    case dismiss([String])
    case pop(to: String?, count: Int)
    case push([String])
    case present(String, PlannedRoute.Style)

    var text: String {
      switch self {
      case let .dismiss(screens): return "dismiss " + screens.map { "'\($0)'" }.joined(separator: " and ")
      case let .pop(to, count): return "pop \(count == 1 ? "1 screen" : "\(count) screens")" + (to.map { " back to '\($0)'" } ?? "")
      case let .push(screens): return "push " + screens.map { "'\($0)'" }.joined(separator: ", ")
      case let .present(screen, style): return "present '\(screen)' as a \(style.rawValue)"
      }
    }
  }

  public var steps: [Step]

  public init(from start: [PlannedRoute], to end: [PlannedRoute], multipleDismissals: Bool, mergePushes: Bool) {
    var steps: [Step] = []
    let common = zip(start, end).prefix { $0 == $1 }.count
    let firstPresentation = start[common...].firstIndex { $0.isPresented } ?? start.count
    var current = start
    var dismissed: [String] = []
    while current.count > firstPresentation {
      // A presented layer goes together with the screens pushed on top of it.
      var removed = current.removeLast()
      while !removed.isPresented, current.count > firstPresentation { removed = current.removeLast() }
      if multipleDismissals { dismissed.append(removed.screen) } else { steps.append(.dismiss([removed.screen])) }
    }
    if !dismissed.isEmpty { steps.append(.dismiss(dismissed)) }
    if current.count > common {
      let count = current.count - common
      current.removeLast(count)
      steps.append(.pop(to: current.last?.screen, count: count))
    }
    for route in end[current.count...] {
      switch route.style {
      case .push, .root:
        if mergePushes, case let .push(screens)? = steps.last {
          steps[steps.count - 1] = .push(screens + [route.screen])
        } else {
          steps.append(.push([route.screen]))
        }
      case .sheet, .cover:
        steps.append(.present(route.screen, route.style))
      }
    }
    self.steps = steps
  }

  /// More than one step: SwiftUI applies only the first when it is asked for all at once.
  public var needsStaging: Bool { steps.count > 1 }

  /// "3 steps: dismiss 'a'; dismiss 'b'; pop 1 screen back to 'root'".
  public var text: String {
    "\(steps.count) step\(steps.count == 1 ? "" : "s"): " + steps.map(\.text).joined(separator: "; ")
  }
}
