import Foundation

/// Streams trace files line by line and accumulates what they show; memory is bounded by the number of distinct
/// coordinators, sessions, screens and transitions, not by the number of lines.
public struct TraceAnalyzer: Sendable {
  /// Longest line read; longer ones are reported and skipped (a runaway line must not take all memory).
  public static let defaultMaxLineLength = 1 << 20
  /// Findings kept per kind of problem; every problem is still counted.
  static let keptProblems = 200
  /// Distinct multi-step updates kept (the report stays small whatever the trace); more are counted only.
  static let keptGroups = 1_000

  /// The message for a trace file that does not exist or cannot be opened (a usage error: exit 1).
  public static let cannotOpen = "cannot open the trace file"

  public var assumptions: PlatformAssumptions
  /// The coordinator name for lines that carry none (bare FlowStacks routes arrays).
  public var defaultCoordinator: String?
  public var maxLineLength: Int

  let planner: StepPlanner
  var resolver: TraceScreenResolver
  var files: [TraceFileSummary] = []
  var lines = 0, snapshots = 0, updates = 0, problems = 0, droppedGroups = 0
  var problemFindings: [TraceFinding] = []
  var last: [String: [TraceRoute]] = [:]
  var multiStep: [String: MultiStepTransition] = [:]
  var visited: Set<String> = []
  var transitions: [TransitionKey: RuntimeTransition] = [:]
  var shrinks: [TransitionKey: RuntimeTransition] = [:]
  var unknownScreens: [String: TraceFinding] = [:]

  struct TransitionKey: Hashable {
    var from: String, to: String, kind: EdgeKind
  }

  public init(
    assumptions: PlatformAssumptions = PlatformAssumptions(), graph: FlowGraph? = nil, defaultCoordinator: String? = nil,
    maxLineLength: Int = TraceAnalyzer.defaultMaxLineLength
  ) {
    self.assumptions = assumptions
    self.defaultCoordinator = defaultCoordinator
    self.maxLineLength = maxLineLength
    planner = StepPlanner(assumptions: assumptions)
    resolver = TraceScreenResolver(graph: graph)
  }

  /// Reads one file (`-` is standard input); what cannot be read becomes `trace-bad-input` findings.
  public mutating func read(path: String, display: String? = nil) {
    let name = display ?? path
    var isDirectory: ObjCBool = false
    if path != "-", FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
      files.append(TraceFileSummary(file: name, lines: 0, snapshots: 0, problems: 1))
      problem(TraceFinding(rule: .badInput, severity: .error, message: "\(Self.cannotOpen): it is a directory (give the .jsonl files in it)", file: name, line: nil))
      return
    }
    let handle = path == "-" ? FileHandle.standardInput : FileHandle(forReadingAtPath: path)
    guard let handle else {
      files.append(TraceFileSummary(file: name, lines: 0, snapshots: 0, problems: 1))
      problem(TraceFinding(rule: .badInput, severity: .error, message: Self.cannotOpen, file: name, line: nil))
      return
    }
    defer { if path != "-" { try? handle.close() } }
    read(handle: handle, file: name)
  }

  /// Lines read without a single snapshot, after a first line that is not JSON, before a file is judged not to be a trace.
  static let linesBeforeGivingUp = 100

  public mutating func read(handle: FileHandle, file: String) {
    let before = (lines: lines, snapshots: snapshots, problems: problems)
    let reader = LineReader(handle: handle, maxLineLength: maxLineLength)
    defer {
      files.append(TraceFileSummary(
        file: file, lines: lines - before.lines, snapshots: snapshots - before.snapshots,
        problems: problems - before.problems))
    }
    do {
      let head = try reader.peek(2)
      if head.elementsEqual([0x1F, 0x8B]) {
        problem(TraceFinding(
          rule: .badInput, severity: .error,
          message: "the file is gzip-compressed: decompress it first (gunzip -c \(file) | flowviz trace -)", file: file, line: nil))
        return
      }
      var sawSnapshot = false
      // A first line that is not JSON may be a comment before a trace or the start of a file that is no trace:
      // its problems wait until a snapshot shows which (then they are reported and reading goes on) or until
      // `linesBeforeGivingUp` lines without one (then the file is reported once as not a trace).
      var textFirst = false
      var pending: [(message: String, line: Int)] = []
      while let line = try reader.next() {
        lines += 1
        var failure: String? = nil
        if line.tooLong {
          failure = "the line is longer than \(maxLineLength) bytes"
        } else if line.bytes.allSatisfy({ $0 == 32 || $0 == 9 }) {
          continue
        } else {
          switch TraceLineParser.parse(Data(line.bytes)) {
          case .success(let snapshot):
            for held in pending { problem(.badInput, held.message, file, held.line) }
            pending = []
            sawSnapshot = true
            consume(snapshot, file: file, line: line.number)
          case .failure(let error):
            if !line.terminated {
              failure = "the last line is cut off (\(error))"
            } else {
              if line.number == 1, error == .notJSON, let first = line.bytes.first(where: { $0 > 32 }),
                first != UInt8(ascii: "{"), first != UInt8(ascii: "[")
              {
                textFirst = true
              }
              failure = error.description
            }
          }
        }
        guard let failure else { continue }
        if sawSnapshot || !textFirst {
          problem(.badInput, failure, file, line.number)
        } else {
          pending.append((failure, line.number))
          if line.number >= Self.linesBeforeGivingUp { break }
        }
      }
      if !sawSnapshot && textFirst {
        problem(.badInput, "the file is not a JSON Lines trace", file, 1)
      }
    } catch {
      problem(TraceFinding(rule: .badInput, severity: .error, message: "cannot read the file: \(error.localizedDescription)", file: file, line: nil))
    }
  }

  /// Analyses one snapshot against the previous one of the same coordinator and session.
  public mutating func consume(_ snapshot: TraceSnapshot, file: String, line: Int) {
    snapshots += 1
    let coordinator = resolver.coordinator(snapshot.coordinator ?? defaultCoordinator)
    var ids: [String] = []
    ids.reserveCapacity(snapshot.routes.count)
    for route in snapshot.routes {
      let resolved = resolver.screen(route.screenPath, in: coordinator)
      ids.append(resolved.id)
      visited.insert(resolved.id)
      if !resolved.known { unknownScreen(resolved.id, coordinator: coordinator, file: file, line: line) }
    }
    let key = coordinator + "\u{1}" + (snapshot.session ?? "")
    guard let previous = last.updateValue(snapshot.routes, forKey: key), previous != snapshot.routes else { return }
    updates += 1
    let update = TraceUpdate(from: previous, to: snapshot.routes)
    recordTransitions(update, previous: previous, next: snapshot.routes, ids: ids, coordinator: coordinator, file: file, line: line)
    let steps = planner.plan(from: previous, to: snapshot.routes)
    guard planner.isMultiStep(steps) else { return }
    // Grouped by what the update does (its steps), whatever lies below the routes it changes.
    let group = "\(coordinator)\u{1}\(steps.map(\.description).joined(separator: "\u{1}"))"
    if var known = multiStep[group] {
      known.count += 1
      if known.occurrences.count < 10 { known.occurrences.append("\(file):\(line)") }
      multiStep[group] = known
    } else if multiStep.count < Self.keptGroups {
      multiStep[group] = MultiStepTransition(
        coordinator: coordinator, from: previous, to: snapshot.routes, update: update, steps: steps, count: 1,
        file: file, line: line, occurrences: ["\(file):\(line)"])
    } else {
      droppedGroups += 1
    }
  }

  /// The screen-to-screen transitions an update makes, and the screen it goes back from when it only goes back.
  mutating func recordTransitions(
    _ update: TraceUpdate, previous: [TraceRoute], next: [TraceRoute], ids: [String], coordinator: String,
    file: String, line: Int
  ) {
    func add(_ key: TransitionKey, to table: inout [TransitionKey: RuntimeTransition]) {
      if table[key] != nil { table[key]?.count += 1 } else {
        table[key] = RuntimeTransition(from: key.from, to: key.to, kind: key.kind, count: 1, file: file, line: line)
      }
    }
    for index in 0..<next.count where index >= update.kept || previous[index].screenPath != next[index].screenPath {
      if index == 0 {
        let from = previous.first.map { resolver.screen($0.screenPath, in: coordinator).id } ?? coordinator
        add(TransitionKey(from: from, to: ids[0], kind: .rootSwitch), to: &transitions)
      } else {
        add(TransitionKey(from: ids[index - 1], to: ids[index], kind: next[index].style.edgeKind), to: &transitions)
      }
    }
    if update.onlyGoesBack, let top = previous.last {
      let from = resolver.screen(top.screenPath, in: coordinator).id
      // The kind of what is undone: push for a pop, sheet or cover for a dismissal.
      let kind = update.dismissed.first?.style.edgeKind ?? .push
      add(TransitionKey(from: from, to: ids.last ?? coordinator, kind: kind), to: &shrinks)
    }
  }

  mutating func unknownScreen(_ id: String, coordinator: String, file: String, line: Int) {
    problems += 1
    if unknownScreens[id] != nil { unknownScreens[id]?.count += 1; return }
    guard unknownScreens.count < Self.keptProblems else { return }
    unknownScreens[id] = TraceFinding(
      rule: .unknownScreen, severity: .warning,
      message: "screen '\(id)' is not in the graph (coordinator '\(coordinator)')", file: file, line: line, screens: [id])
  }

  mutating func problem(_ rule: TraceFinding.Rule, _ message: String, _ file: String, _ line: Int) {
    problem(TraceFinding(rule: rule, severity: .error, message: message, file: file, line: line))
  }

  mutating func problem(_ finding: TraceFinding) {
    problems += 1
    if problemFindings.count < Self.keptProblems { problemFindings.append(finding) }
  }
}
