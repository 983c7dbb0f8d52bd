/// What the app runs on, from `--ios N` / `--navigation` or `.flowviz.yml`: FlowStacks' step rules depend on it.
public struct PlatformAssumptions: Hashable, Codable, Sendable {
  /// The deployment target's major iOS version; several dismissals in one update work from iOS 17.
  public var ios: Int
  /// nil: what each coordinator's library generation uses (NavigationStack for FlowStacks 0.6+); for a trace
  /// with no graph, NavigationStack from iOS 16.
  public var navigation: NavigationAPI?

  public static let defaultIOS = 16

  public init(ios: Int = PlatformAssumptions.defaultIOS, navigation: NavigationAPI? = nil) {
    self.ios = ios
    self.navigation = navigation
  }

  /// Several presented layers can be dismissed in one step.
  public var dismissesAtOnce: Bool { ios >= 17 }

  /// The container when no coordinator says otherwise: the given one, else NavigationStack from iOS 16.
  public var container: NavigationAPI { navigation ?? (ios >= 16 ? .stack : .view) }

  /// Consecutive pushes fit in one step (NavigationStack).
  public var mergesPushes: Bool { container == .stack }

  /// The container a coordinator's stack uses under these assumptions.
  public func navigationAPI(for coordinator: Coordinator?) -> NavigationAPI {
    if let navigation { return navigation }
    guard let coordinator else { return container }
    return coordinator.stagesUpdates ? .stack : .view
  }

  /// The same platform with the container fixed (what a planner for one coordinator needs).
  public func with(container: NavigationAPI) -> PlatformAssumptions {
    PlatformAssumptions(ios: ios, navigation: container)
  }
}
