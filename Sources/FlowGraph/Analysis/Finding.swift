/// One problem a rule found, at the call or the declaration to change.
public struct Finding: Hashable, Codable, Sendable {
  public var rule: String
  public var severity: Severity
  /// Names the screens and coordinators involved.
  public var message: String
  /// The call, or the declaration of the screen/route for graph-level findings.
  public var location: SourceLocation?
  /// What to do about it.
  public var suggestion: String
  /// Screen and coordinator ids involved: with rule and file, the key of baselines and fingerprints.
  public var subjects: [String]
  /// Other places that explain the finding.
  public var related: [RelatedLocation]
  /// The path from the entry point to the finding's screen, when one is known (SARIF code flows).
  public var path: [RelatedLocation]

  public init(
    rule: String, severity: Severity, message: String, location: SourceLocation?, suggestion: String,
    subjects: [String], related: [RelatedLocation] = [], path: [RelatedLocation] = []
  ) {
    self.rule = rule
    self.severity = severity
    self.message = message
    self.location = location
    self.suggestion = suggestion
    self.subjects = subjects.sorted()
    self.related = related
    self.path = Finding.shortened(path)
  }

  /// Steps of a path a finding keeps: the first and the last ones, with one step saying how many are left out
  /// between. A path through thousands of nested coordinators is no help to read, and kept whole on each of their
  /// findings it made reports grow with the square of the depth (3,000 nested coordinators: an 895 MB HTML page).
  public static let maximumPathSteps = 24

  static func shortened(_ path: [RelatedLocation]) -> [RelatedLocation] {
    guard path.count > maximumPathSteps else { return path }
    let head = maximumPathSteps / 2, tail = maximumPathSteps - head - 1
    let omitted = path.count - head - tail
    return Array(path.prefix(head)) + [RelatedLocation(path[head].location, "… \(omitted) more steps")] + Array(path.suffix(tail))
  }

  /// A stable key that does not change when code moves: rule, file and the screens involved.
  public var key: String { "\(rule)|\(location?.file ?? "")|\(subjects.joined(separator: ","))" }

  /// A 64-bit FNV-1a hash of `key` in hex: SARIF's `partialFingerprints` (Swift's `Hasher` is seeded per run).
  public var fingerprint: String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in key.utf8 {
      hash ^= UInt64(byte)
      hash = hash &* 0x0000_0100_0000_01b3
    }
    let hex = String(hash, radix: 16)
    return String(repeating: "0", count: 16 - hex.count) + hex
  }

  /// Sorted by file, line, column, then rule and message, so output is deterministic.
  public static func precedes(_ a: Finding, _ b: Finding) -> Bool {
    if let order = Optional.precedes(a.location, b.location) { return order }
    if a.rule != b.rule { return a.rule < b.rule }
    return a.message < b.message
  }
}
