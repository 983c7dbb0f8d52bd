/// Which rules run, at which severity, under which platform assumptions.
public struct LintOptions: Hashable, Sendable {
  public var disabledRules: Set<String>
  /// When set, only these rules run.
  public var onlyRules: Set<String>?
  public var severities: [String: Severity]
  public var assumptions: PlatformAssumptions

  public init(
    disabledRules: Set<String> = [], onlyRules: Set<String>? = nil, severities: [String: Severity] = [:],
    assumptions: PlatformAssumptions = PlatformAssumptions()
  ) {
    self.disabledRules = disabledRules
    self.onlyRules = onlyRules
    self.severities = severities
    self.assumptions = assumptions
  }

  public func isEnabled(_ id: String) -> Bool {
    !disabledRules.contains(id) && (onlyRules?.contains(id) ?? true)
  }
}
