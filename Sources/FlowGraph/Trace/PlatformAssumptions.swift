/// Which navigation container the app's stacks use.
public enum NavigationContainerKind: String, Hashable, Codable, Sendable, CaseIterable {
  /// `NavigationView`: one push per update.
  case view
  /// `NavigationStack`: several consecutive pushes in one update.
  case stack
}

/// The platform facts FlowStacks' step rules depend on.
public struct PlatformAssumptions: Hashable, Codable, Sendable {
  /// The deployment target's iOS major version: several dismissals in one update from iOS 17.
  public var iosMajor: Int
  /// The navigation container; nil means what FlowStacks 0.6+ uses: NavigationStack from iOS 16.
  public var navigation: NavigationContainerKind?

  public init(iosMajor: Int = 16, navigation: NavigationContainerKind? = nil) {
    self.iosMajor = iosMajor
    self.navigation = navigation
  }

  public var container: NavigationContainerKind { navigation ?? (iosMajor >= 16 ? .stack : .view) }
  public var dismissesAtOnce: Bool { iosMajor >= 17 }
  public var mergesPushes: Bool { container == .stack }
}
