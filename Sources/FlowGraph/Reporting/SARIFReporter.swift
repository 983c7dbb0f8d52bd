import Foundation

/// SARIF 2.1.0 for code scanning: the rules with descriptions and help, results with related locations, code
/// flows for paths from the entry point, and `partialFingerprints` keyed by rule, file and screens (not lines).
struct SARIFReporter: Reporter {
  static let schema = "https://json.schemastore.org/sarif-2.1.0.json"
  static let fingerprintKey = "flowvizFindingKey/v1"
  static let informationURI = "https://github.com/flowviz/flowviz"

  func report(_ result: LintResult) -> String {
    var rules = result.rules
    // A finding of a rule that is not in the list still gets an entry (results must reference described rules):
    // a lint rule's, a trace rule's (`flowviz trace --reporter sarif`), else its id alone.
    for id in Set(result.findings.map(\.rule)) where !rules.contains(where: { $0.id == id }) {
      if let rule = Linter.rule(id) {
        rules.append(rule.description)
      } else if let trace = TraceFinding.Rule(rawValue: id) {
        rules.append(TraceRules.description(trace))
      } else {
        rules.append(RuleDescription(id: id, name: id, severity: .warning, summary: id, rationale: id))
      }
    }
    rules.sort { $0.id < $1.id }
    let ruleIndex = Dictionary(uniqueKeysWithValues: rules.enumerated().map { ($1.id, $0) })
    let run: [String: Any] = [
      "tool": ["driver": [
        "name": "flowviz", "version": FlowVizVersion.current, "informationUri": Self.informationURI,
        "rules": rules.map(rule),
      ]],
      "columnKind": "unicodeCodePoints",
      "originalUriBaseIds": ["%SRCROOT%": ["description": ["text": "The directory flowviz was run in."]]],
      "results": Self.occurrences(result.findings).map { self.result($0.0, index: ruleIndex[$0.0.rule], occurrence: $0.1) },
    ]
    let log: [String: Any] = ["$schema": Self.schema, "version": "2.1.0", "runs": [run]]
    guard
      let data = try? JSONSerialization.data(withJSONObject: log, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
    else { return "{}\n" }
    return String(decoding: data, as: UTF8.self) + "\n"
  }

  func rule(_ d: RuleDescription) -> [String: Any] {
    [
      "id": d.id, "name": d.name.replacingOccurrences(of: " ", with: ""),
      "shortDescription": ["text": d.summary],
      "fullDescription": ["text": d.rationale],
      "help": ["text": "\(d.summary)\n\n\(d.rationale)", "markdown": "**\(d.summary)**\n\n\(d.rationale)" + (Linter.rule(d.id) == nil ? "" : "\n\nRun `flowviz rules \(d.id)` for examples.")],
      "defaultConfiguration": ["level": d.severity.rawValue],
      "properties": ["tags": ["navigation"]],
    ]
  }

  /// Findings with equal keys (two calls making the same mistake in one file) are told apart by their order.
  static func occurrences(_ findings: [Finding]) -> [(Finding, Int)] {
    var seen: [String: Int] = [:]
    return findings.map { f in
      let n = seen[f.key, default: 0] + 1
      seen[f.key] = n
      return (f, n)
    }
  }

  func result(_ f: Finding, index: Int?, occurrence: Int) -> [String: Any] {
    var r: [String: Any] = [
      "ruleId": f.rule, "level": f.severity.rawValue,
      "message": ["text": "\(f.message). \(f.suggestion)"],
      "partialFingerprints": [Self.fingerprintKey: occurrence == 1 ? f.fingerprint : "\(f.fingerprint):\(occurrence)"],
    ]
    if let index { r["ruleIndex"] = index }
    if let location = f.location { r["locations"] = [["physicalLocation": physical(location)]] }
    if !f.related.isEmpty {
      r["relatedLocations"] = f.related.enumerated().map { i, rel in
        ["id": i + 1, "physicalLocation": physical(rel.location), "message": ["text": rel.message]] as [String: Any]
      }
    }
    if !f.path.isEmpty {
      let steps = f.path.map { step in
        ["location": ["physicalLocation": physical(step.location), "message": ["text": step.message]]] as [String: Any]
      }
      r["codeFlows"] = [["message": ["text": "path from the entry point"], "threadFlows": [["locations": steps]]]]
    }
    return r
  }

  func physical(_ l: SourceLocation) -> [String: Any] {
    [
      "artifactLocation": l.file.hasPrefix("/") ? ["uri": "file://" + uri(l.file)] : ["uri": uri(l.file), "uriBaseId": "%SRCROOT%"],
      "region": ["startLine": max(1, l.line), "startColumn": max(1, l.column)],
    ]
  }

  /// A relative URI reference: percent-encoded path segments.
  func uri(_ path: String) -> String {
    var allowed = CharacterSet.urlPathAllowed
    allowed.remove(charactersIn: "?#[]@!$&'()*+,;=")
    allowed.insert("/")
    return path.addingPercentEncoding(withAllowedCharacters: allowed) ?? path
  }
}
