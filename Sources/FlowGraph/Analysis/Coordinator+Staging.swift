extension Coordinator {
  /// FlowStacks 0.6+ (FlowStack) stages large updates itself; so do coordinators built on it.
  public var stagesUpdates: Bool {
    guard library == .flowStacks || library == .tcaCoordinators, let generation else { return false }
    let digits = generation.split(whereSeparator: { !$0.isNumber && $0 != "." }).first.map(String.init) ?? ""
    let parts = digits.split(separator: ".").compactMap { Int($0) }
    guard let major = parts.first else { return false }
    return major > 0 || (parts.count > 1 && parts[1] >= 6)
  }
}
