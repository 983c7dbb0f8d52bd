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

/// What a lint run found, with the rules that ran (reporters list them) and what was hidden.
public struct LintResult: Hashable, Sendable {
  public var findings: [Finding]
  public var rules: [RuleDescription]
  /// Findings silenced by inline suppressions.
  public var suppressed: Int
  /// Findings hidden because the baseline knows them.
  public var baselined: Int

  public init(findings: [Finding], rules: [RuleDescription], suppressed: Int = 0, baselined: Int = 0) {
    self.findings = findings.sorted(by: Finding.precedes)
    self.rules = rules
    self.suppressed = suppressed
    self.baselined = baselined
  }

  public var errorCount: Int { findings.filter { $0.severity == .error }.count }
  public var warningCount: Int { findings.filter { $0.severity == .warning }.count }
}
