import Foundation

/// The fuzzer's command line.
struct FuzzOptions {
  var kinds = FuzzKind.allCases
  var count = 1000
  var cliCount: Int?
  var seed: UInt64 = 1
  var samples = "Samples"
  var out = ".build/fuzz"
  var timeLimit: TimeInterval = 2
  var hardLimit: TimeInterval = 30
  var svgEvery = 200
  /// Every N-th command line runs as a child process, the others in process (1: all as processes, 0: none).
  var processEvery = 20
  /// Saved inputs to run again (with `--kind`), instead of mutating seeds.
  var replay: [String] = []
  var flowviz = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("flowviz").path

  static let usage = """
    usage: Fuzz [--kind KIND]... [--count N] [--cli-count N] [--seed S] [--samples DIR] [--out DIR]
                [--time-limit SECONDS] [--hard-limit SECONDS] [--svg-every N] [--process-every N]
                [--flowviz PATH]
                [--replay FILE]...   (runs saved inputs of one --kind again)
    kinds: \(FuzzKind.allCases.map(\.rawValue).joined(separator: ", "))
    """

  init() {}

  init(_ arguments: ArraySlice<String>) throws {
    var chosen: [FuzzKind] = []
    var rest = arguments[...]
    func value(_ name: String) throws -> String {
      guard let v = rest.popFirst() else { throw UsageError(message: "\(name) needs a value") }
      return v
    }
    func number(_ name: String) throws -> Double {
      guard let n = Double(try value(name)), n >= 0 else { throw UsageError(message: "\(name) needs a number") }
      return n
    }
    while let argument = rest.popFirst() {
      switch argument {
      case "--kind":
        let name = try value(argument)
        guard let kind = FuzzKind(rawValue: name) else { throw UsageError(message: "unknown kind '\(name)'") }
        chosen.append(kind)
      case "--count": count = Int(try number(argument))
      case "--cli-count": cliCount = Int(try number(argument))
      case "--seed": seed = UInt64(try number(argument))
      case "--samples": samples = try value(argument)
      case "--out": out = try value(argument)
      case "--time-limit": timeLimit = try number(argument)
      case "--hard-limit": hardLimit = try number(argument)
      case "--svg-every": svgEvery = Int(try number(argument))
      case "--process-every": processEvery = Int(try number(argument))
      case "--flowviz": flowviz = try value(argument)
      case "--replay": replay.append(try value(argument))
      default: throw UsageError(message: "unknown option '\(argument)'")
      }
    }
    if !chosen.isEmpty { kinds = chosen }
    if !replay.isEmpty && chosen.count != 1 { throw UsageError(message: "--replay needs exactly one --kind") }
  }

  /// The command line runs a process per input: its own count, the general one unless given.
  var commandCount: Int { cliCount ?? count }
}

struct UsageError: Error, CustomStringConvertible {
  var message: String
  var description: String { message }
}
