import ArgumentParser
import FlowGraph
import Foundation

extension FlowViz {
  struct Rules: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "List the lint rules, or show one rule with its rationale and examples.")

    @Argument(help: ArgumentHelp("A rule id to show in full.", valueName: "id"))
    var id: String?

    func validate() throws {
      if let id, Linter.rule(id) == nil {
        throw ValidationError("Unknown rule '\(id)'. Rules: \(Linter.ruleIDs.joined(separator: ", ")).")
      }
    }

    func run() throws {
      if let id, let rule = Linter.rule(id) {
        try StandardStream.writeOutput(Data(RuleText.detail(rule.description).utf8))
      } else {
        try StandardStream.writeOutput(Data(RuleText.table(Linter.builtInRules.map(\.description)).utf8))
      }
    }
  }
}

/// The text `flowviz rules` prints.
enum RuleText {
  static func table(_ rules: [RuleDescription]) -> String {
    let width = rules.map(\.id.count).max() ?? 0
    return rules.map { r in
      r.id.padding(toLength: width, withPad: " ", startingAt: 0) + "  "
        + r.severity.rawValue.padding(toLength: 7, withPad: " ", startingAt: 0) + "  " + r.summary + "\n"
    }.joined()
  }

  static func detail(_ r: RuleDescription) -> String {
    var out = "\(r.id) (\(r.name)), default severity: \(r.severity.rawValue)\n\n\(r.summary)\n\n\(r.rationale)\n"
    for (title, examples) in [("Triggering", r.triggering), ("Non-triggering", r.nonTriggering)] where !examples.isEmpty {
      out += "\n\(title) examples\(title == "Triggering" ? " (↓ marks where the finding is)" : ""):\n"
      for example in examples {
        out += "\n  [\(example.language == .swift ? "Swift" : "definition file")\(example.assumptions.map { " with iOS \($0.ios)\($0.navigation.map { ", navigation \($0.rawValue)" } ?? "")" } ?? "")]\n"
        out += example.code.split(separator: "\n", omittingEmptySubsequences: false).map { $0.isEmpty ? "" : "    \($0)" }.joined(separator: "\n") + "\n"
      }
    }
    return out
  }
}
