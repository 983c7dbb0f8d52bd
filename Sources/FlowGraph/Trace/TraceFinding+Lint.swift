extension TraceFinding {
  /// The same finding as the linter's `Finding`, for its reporters: located at the trace file and its 1-based line
  /// (line 1 for a finding about a whole file), the screens as subjects, and the rule's suggestion.
  public var finding: Finding {
    let times = count > 1 ? " (\(count) times)" : ""
    return Finding(
      rule: rule.rawValue, severity: severity == .error ? .error : .warning, message: message + times,
      location: SourceLocation(file: file, line: line ?? 1), suggestion: TraceRules.suggestion(rule),
      subjects: screens)
  }
}

extension TraceReport {
  /// The trace findings as a lint result, with every trace rule described, for `flowviz trace --reporter`.
  public var lintResult: LintResult {
    LintResult(findings: findings.map(\.finding), rules: TraceRules.all)
  }
}
