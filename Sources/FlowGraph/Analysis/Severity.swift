/// How serious a finding is: errors fail a lint run (exit 2), warnings only under `--strict` (exit 3).
public enum Severity: String, Hashable, Codable, Sendable, CaseIterable, Comparable {
  case warning, error

  public static func < (a: Severity, b: Severity) -> Bool { a == .warning && b == .error }
}
