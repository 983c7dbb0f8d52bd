/// What the linted app runs on, from `--ios N` / `--navigation` or `.flowviz.yml`.
public struct PlatformAssumptions: Hashable, Codable, Sendable {
  /// The deployment target's major iOS version; several dismissals in one update work from iOS 17.
  public var ios: Int
  /// nil: what each coordinator's library generation uses (NavigationStack for FlowStacks 0.6+).
  public var navigation: NavigationAPI?

  public static let defaultIOS = 16

  public init(ios: Int = PlatformAssumptions.defaultIOS, navigation: NavigationAPI? = nil) {
    self.ios = ios
    self.navigation = navigation
  }

  /// Several presented layers can be dismissed in one step.
  public var multipleDismissalsInOneStep: Bool { ios >= 17 }

  /// The container a coordinator's stack uses under these assumptions.
  public func navigationAPI(for coordinator: Coordinator?) -> NavigationAPI {
    if let navigation { return navigation }
    guard let coordinator else { return .view }
    return coordinator.stagesUpdates ? .stack : .view
  }
}
