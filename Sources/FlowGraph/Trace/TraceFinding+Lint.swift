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
  /// The trace findings as a lint result for `flowviz trace --reporter`, listing the rules that ran: the coverage
  /// rules only with a graph (so JUnit does not report them as passing when they could not find anything).
  public var lintResult: LintResult {
    let coverageRules: Set<TraceFinding.Rule> = [.unknownScreen, .unknownTransition, .backWithoutAction]
    var result = LintResult(
      findings: findings.map(\.finding),
      rules: TraceRules.all.filter { rule in
        coverage != nil || !coverageRules.contains { $0.rawValue == rule.id }
      })
    result.tool = "flowviz trace"
    return result
  }
}
