/// The steps SwiftUI needs to go from one routes array to another, as the linter reports them.
///
/// The plan itself comes from `StepPlanner` (FlowStacks' own step rules, shared with trace analysis); this type
/// maps the linter's routes onto it and words the steps for messages. FlowStacks' first step (content changes of
/// the common prefix) is left out when it changes nothing.
public struct StepPlan: Hashable, Sendable {
  public var steps: [TraceStep]
  /// More than SwiftUI applies in one update.
  public let needsStaging: Bool
  private let end: [PlannedRoute]

  public init(from start: [PlannedRoute], to end: [PlannedRoute], multipleDismissals: Bool, mergePushes: Bool) {
    let planner = StepPlanner(
      assumptions: PlatformAssumptions(ios: multipleDismissals ? 17 : 16, navigation: mergePushes ? .stack : .view))
    let plan = planner.plan(from: start.map(\.traceRoute), to: end.map(\.traceRoute))
    needsStaging = planner.isMultiStep(plan)
    steps = plan.first.map { $0.kind == .content && $0.routes.isEmpty } == true ? Array(plan.dropFirst()) : plan
    self.end = end
  }

  /// "3 steps: dismiss 'a'; dismiss 'b'; pop 1 screen back to 'root'".
  public var text: String {
    "\(steps.count) step\(steps.count == 1 ? "" : "s"): " + steps.map(words).joined(separator: "; ")
  }

  private func words(_ step: TraceStep) -> String {
    let names = step.routes.map { "'\($0.screen)'" }
    switch step.kind {
    case .content: return "replace " + names.joined(separator: ", ")
    case .dismiss:
      // From iOS 17 one step dismisses every layer and pops the screens pushed below them.
      let layers = step.routes.filter(\.style.isPresented).map { "'\($0.screen)'" }
      let popsBelow = step.routes.last?.style == .push && step.depth > 0 && step.depth <= end.count
      return "dismiss " + (layers.isEmpty ? names : layers).joined(separator: " and ")
        + (popsBelow ? " and pop back to '\(end[step.depth - 1].screen)'" : "")
    case .pop:
      let count = step.routes.count
      let back = step.depth > 0 && step.depth <= end.count ? " back to '\(end[step.depth - 1].screen)'" : ""
      return "pop \(count == 1 ? "1 screen" : "\(count) screens")" + back
    case .push: return "push " + names.joined(separator: ", ")
    case .present: return "present \(names.joined()) as a \(step.routes.first?.style.rawValue ?? "sheet")"
    }
  }
}

extension PlannedRoute {
  var traceRoute: TraceRoute {
    switch style {
    case .root: return TraceRoute(.root, screen)
    case .push: return TraceRoute(.push, screen)
    case .sheet: return TraceRoute(.sheet, screen)
    case .cover: return TraceRoute(.cover, screen)
    }
  }
}
