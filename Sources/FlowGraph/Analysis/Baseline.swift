import Foundation

/// Known findings to hide, keyed by rule, file and the screens involved (not lines, so moving code keeps them hidden).
public struct Baseline: Hashable, Codable, Sendable {
  public struct Entry: Hashable, Codable, Sendable, Comparable {
    public var rule: String
    public var file: String
    public var subjects: [String]

    public static func < (a: Entry, b: Entry) -> Bool {
      (a.file, a.rule, a.subjects.joined(separator: ",")) < (b.file, b.rule, b.subjects.joined(separator: ","))
    }
  }

  public static let formatName = "flowviz-baseline"
  public var format: String
  public var version: Int
  public var findings: [Entry]

  public init(_ findings: [Finding]) {
    format = Self.formatName
    version = 1
    self.findings = findings.map { Entry(rule: $0.rule, file: $0.location?.file ?? "", subjects: $0.subjects) }.sorted()
  }

  /// Hides each finding the baseline holds (as many times as it holds it); returns the rest and how many were hidden.
  public func filter(_ findings: [Finding]) -> (kept: [Finding], hidden: Int) {
    var remaining = Dictionary(self.findings.map { ($0, 1) }, uniquingKeysWith: +)
    var kept: [Finding] = []
    for finding in findings {
      let entry = Entry(rule: finding.rule, file: finding.location?.file ?? "", subjects: finding.subjects)
      if let n = remaining[entry], n > 0 {
        remaining[entry] = n - 1
      } else {
        kept.append(finding)
      }
    }
    return (kept, findings.count - kept.count)
  }

  public func encoded() -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return ((try? encoder.encode(self)) ?? Data()) + Data("\n".utf8)
  }

  public static func decode(_ data: Data, file: String) throws(InputError) -> Baseline {
    do {
      let baseline = try JSONDecoder().decode(Baseline.self, from: data)
      try JSONDuplicateKeys.check(String(decoding: data, as: UTF8.self), file: file, what: "invalid baseline")
      guard baseline.format == formatName, baseline.version == 1 else {
        let key = baseline.format == formatName ? "version" : "format"
        let at = GraphJSON.location(ofTopLevel: key, in: String(decoding: data, as: UTF8.self), file: file)
        throw InputError(Diagnostic(.error, "not a flowviz baseline (expected format '\(formatName)', version 1)", at: at))
      }
      return baseline
    } catch let error as InputError {
      throw error
    } catch let error as DecodingError {
      let text = try UTF8Text.decode(data, file: file, what: "the baseline")
      throw InputError(GraphJSON.diagnostic(for: error, text: text, file: file, what: "invalid baseline"))
    } catch {
      throw InputError(Diagnostic(.error, "cannot read the baseline: \(error.localizedDescription)", file: file))
    }
  }
}

extension LintResult {
  /// The result with the baseline's known findings hidden.
  public func applying(_ baseline: Baseline) -> LintResult {
    let (kept, hidden) = baseline.filter(findings)
    return LintResult(findings: kept, rules: rules, suppressed: suppressed, baselined: baselined + hidden)
  }
}
