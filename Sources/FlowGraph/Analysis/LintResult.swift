/// What a lint run found, with the rules that ran (reporters list them) and what was hidden.
public struct LintResult: Hashable, Sendable {
  public var findings: [Finding]
  public var rules: [RuleDescription]
  /// Findings silenced by inline suppressions.
  public var suppressed: Int
  /// Findings hidden because the baseline knows them.
  public var baselined: Int
  /// The command the report comes from, as headings name it (`flowviz trace` for trace findings).
  public var tool = "flowviz lint"

  public init(findings: [Finding], rules: [RuleDescription], suppressed: Int = 0, baselined: Int = 0) {
    self.findings = findings.sorted(by: Finding.precedes)
    self.rules = rules
    self.suppressed = suppressed
    self.baselined = baselined
  }

  public var errorCount: Int { findings.filter { $0.severity == .error }.count }
  public var warningCount: Int { findings.filter { $0.severity == .warning }.count }
}
