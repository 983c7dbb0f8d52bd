import Foundation
import Yams

/// `.flowviz.yml`: which files and rules, severities, entry points, platform assumptions, reporter and baseline.
/// Paths in it are relative to the directory that holds it.
public struct LintConfiguration: Sendable {
  public static let fileName = ".flowviz.yml"
  static let keys = [
    "included", "excluded", "disabled_rules", "only_rules", "entry_points", "ios", "navigation", "reporter", "baseline",
  ]

  /// The configuration file as named in messages, nil for the defaults.
  public var file: String?
  /// The directory paths in the file are relative to.
  public var directory: String
  public var included: [String] = []
  public var excluded: [String] = []
  public var disabledRules: Set<String> = []
  public var onlyRules: Set<String>?
  public var severities: [String: Severity] = [:]
  public var entryPoints: [EntryPoint] = []
  public var ios: Int?
  public var navigation: NavigationAPI?
  public var reporter: ReportFormat?
  public var baseline: String?

  public init(directory: String, file: String? = nil) {
    self.directory = directory
    self.file = file
  }

  /// The nearest `.flowviz.yml` in a directory or its ancestors.
  public static func find(from directory: String) -> String? {
    var url = URL(fileURLWithPath: directory).standardizedFileURL
    while true {
      let candidate = url.appendingPathComponent(fileName).path
      if FileManager.default.fileExists(atPath: candidate) { return candidate }
      let parent = url.deletingLastPathComponent()
      if parent.path == url.path { return nil }
      url = parent
    }
  }

  /// Reads a configuration; every unknown key, rule id or bad value is reported with its line, at once.
  public static func parse(_ text: String, file: String, directory: String) throws(InputError) -> LintConfiguration {
    var config = LintConfiguration(directory: directory, file: file)
    guard let root = try YAMLReader.compose(text, file: file) else { return config }
    var reader = YAMLReader(file: file)
    guard case let .mapping(map) = root else {
      throw InputError(Diagnostic(.error, "the configuration must be a mapping of options", at: reader.location(root)))
    }
    let ruleIDs = Set(Linter.ruleIDs)
    func rules(_ node: Node, _ what: String) -> Set<String> {
      var result = Set<String>()
      for (id, n) in reader.strings(node, what) {
        if ruleIDs.contains(id) { result.insert(id) } else { reader.error("unknown rule '\(id)' in \(what) (see `flowviz rules`)", at: n) }
      }
      return result
    }
    for (keyNode, value) in map {
      guard case let .scalar(k) = keyNode else {
        reader.error("keys in \(fileName) must be strings", at: keyNode)
        continue
      }
      let key = k.string
      switch key {
      case "included": config.included = reader.strings(value, key).map(\.0)
      case "excluded": config.excluded = reader.strings(value, key).map(\.0)
      case "disabled_rules": config.disabledRules = rules(value, key)
      case "only_rules": config.onlyRules = rules(value, key)
      case "entry_points":
        config.entryPoints = reader.strings(value, key).map { EntryPoint(target: $0.0, location: reader.location($0.1)) }
      case "ios":
        if case let .scalar(s) = value, let n = Int(s.string), (13...30).contains(n) { config.ios = n } else {
          reader.error("ios must be a major iOS version such as 16 or 17", at: value)
        }
      case "navigation": config.navigation = reader.choice(value, "navigation", NavigationAPI.self)
      case "reporter": config.reporter = reader.choice(value, "reporter", ReportFormat.self)
      case "baseline": config.baseline = reader.string(value, key)
      default:
        guard ruleIDs.contains(key) else {
          reader.error("unknown key '\(key)' in \(fileName) (expected one of: \(keys.joined(separator: ", ")), or a rule id with a severity)", at: keyNode)
          continue
        }
        config.severities[key] = severity(value, rule: key, &reader)
      }
    }
    if !reader.diagnostics.isEmpty { throw InputError(reader.diagnostics) }
    return config
  }

  /// `rule-id: error` or `rule-id: { severity: error }`.
  static func severity(_ node: Node, rule: String, _ reader: inout YAMLReader) -> Severity? {
    if case .mapping(let m) = node {
      let f = reader.fields(m, allowed: ["severity"], in: "the options of '\(rule)'")
      guard let n = f["severity"]?.value else { return nil }
      return reader.choice(n, "severity", Severity.self)
    }
    return reader.choice(node, "severity", Severity.self)
  }

  /// Lint options from the file, with command-line platform assumptions taking precedence.
  public func options(ios: Int? = nil, navigation: NavigationAPI? = nil) -> LintOptions {
    LintOptions(
      disabledRules: disabledRules, onlyRules: onlyRules, severities: severities,
      assumptions: PlatformAssumptions(
        ios: ios ?? self.ios ?? PlatformAssumptions.defaultIOS, navigation: navigation ?? self.navigation))
  }

  /// A path from the file, made relative to the working directory (or absolute).
  public func resolve(_ path: String) -> String {
    path.hasPrefix("/") ? path : URL(fileURLWithPath: directory).appendingPathComponent(path).standardizedFileURL.path
  }
}
