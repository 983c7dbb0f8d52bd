import FlowGraph
import FlowvizCommands
import Foundation

/// The command line as input: a mutated argument list (one argument a line). `INPUT` stands for a copy of a sample
/// directory and `OUT` for a scratch folder; any other path is kept inside the scratch folder, except the device
/// files the checks are about.
///
/// Most command lines run in this process (`FlowvizCLI.run`, what `flowviz`'s main runs, with standard output
/// and error sent to /dev/null and the scratch folder as working directory): a process per input spends most of
/// its time starting. Every `processEvery`-th one runs as a child process, as a user runs it, where a signal,
/// the exit code and a run past the limit are seen from outside. A trap in process ends the fuzzer; the
/// watchdog's `current-cli.bin` keeps the input.
enum CommandRun {
  static let seeds = [
    "render\nINPUT\n-o\nOUT/flows.svg",
    "render\nINPUT\n-o\nOUT/flows.mmd\n--direction\nLR",
    "render\nINPUT\n--format\ndot\n--no-clusters\n--engine\nneato",
    "render\nINPUT\n-o\n/dev/null\n--format\njson",
    "render\nINPUT\n-o\nOUT/\n--format\ndot",
    "render\nINPUT\n-o\nOUT/link.dot",
    "render\nINPUT\n--include\n**/*.swift\n--exclude\nTests/\n--format\nmermaid",
    "export\nINPUT\n-o\nOUT/graph.json",
    "lint\nINPUT\n--reporter\njunit\n--ios\n16",
    "lint\nINPUT\n--reporter\ncheckstyle\n--strict\n--write-baseline\nOUT/baseline.json",
    "lint\nINPUT\n--reporter\nsarif\n--disable\nunreachable-screen\n--ios\n-1",
    "rules\npush-without-navigation",
    "rules",
    "dump\nINPUT\n-o\nOUT/Flows.lock",
    "check\nINPUT\n--baseline\nOUT/Flows.lock",
    "diff\nINPUT\nINPUT\n--format\nmarkdown",
    "trace\nOUT/trace.jsonl\n--graph\nINPUT",
    "--version",
    "render\n--help",
  ]

  static let allowedAbsolute: Set<String> = ["/dev/null", "/dev/full", "/dev/stdout", "/dev/stderr"]

  /// Runs one command line; returns what is wrong (a signal, an undocumented exit code, a run past the limit, a
  /// device file replaced, the input changed).
  static func check(_ text: String, corpus: SeedCorpus, context: FuzzContext, inProcess: Bool) -> [String] {
    let scratch = context.directory + "/cli"
    let fm = FileManager.default
    try? fm.removeItem(atPath: scratch)
    try? fm.createDirectory(atPath: scratch + "/out", withIntermediateDirectories: true)
    guard let sample = corpus.sampleDirectories.first(where: { $0.hasSuffix("Definitions") }) ?? corpus.sampleDirectories.first else { return [] }
    let input = scratch + "/input"
    try? fm.copyItem(atPath: sample, toPath: input)
    Watchdog.save(Data("x".utf8), to: scratch + "/out/target.dot")
    try? fm.createSymbolicLink(atPath: scratch + "/out/link.dot", withDestinationPath: "target.dot")
    Watchdog.save(Data(corpus.traces.first ?? []), to: scratch + "/out/trace.jsonl")
    let before = snapshot(input)

    let arguments = text.split(separator: "\n", omittingEmptySubsequences: false).map { raw -> String in
      var argument = String(raw).replacingOccurrences(of: "\0", with: "")
        .replacingOccurrences(of: "INPUT", with: "input").replacingOccurrences(of: "OUT", with: "out")
      while argument.contains("..") { argument = argument.replacingOccurrences(of: "..", with: ".") }
      if argument.hasPrefix("/") && !allowedAbsolute.contains(argument) { argument = "out" + argument }
      return argument
    }
    // Linux refuses to start a process with an argument past 128 KB (MAX_ARG_STRLEN) or arguments past about
    // 2 MB in all (E2BIG): no shell could pass such a command line to flowviz either.
    if arguments.contains(where: { $0.utf8.count >= 128 * 1024 }) || arguments.reduce(0, { $0 + $1.utf8.count + 1 }) >= 1_500_000 {
      return []
    }
    var problems =
      inProcess
      ? runInProcess(arguments, directory: scratch, timeLimit: context.timeLimit)
      : runChild(arguments, directory: scratch, flowviz: context.flowviz, timeLimit: context.timeLimit)
    var info = stat()
    if stat("/dev/null", &info) != 0 || info.st_mode & S_IFMT != S_IFCHR { problems.append("/dev/null is no longer a device") }
    if snapshot(input) != before { problems.append("the input directory changed: flowviz \(arguments)") }
    if lstat(scratch + "/out/link.dot", &info) == 0, info.st_mode & S_IFMT != S_IFLNK {
      problems.append("the output link was replaced by a file: flowviz \(arguments)")
    }
    return problems
  }

  /// `flowviz` as a child process: a signal or an undocumented exit code is a problem, and so is a run past the
  /// limit (the child is ended then).
  private static func runChild(_ arguments: [String], directory: String, flowviz: String, timeLimit: TimeInterval) -> [String] {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: flowviz)
    process.arguments = arguments
    process.currentDirectoryURL = URL(fileURLWithPath: directory)
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    do {
      try process.run()
    } catch {
      return ["cannot start flowviz: \(error)"]
    }
    let deadline = Date().addingTimeInterval(timeLimit)
    while process.isRunning && Date() < deadline { usleep(2_000) }
    if process.isRunning {
      process.terminate()
      process.waitUntilExit()
      return ["ran past \(timeLimit) s: flowviz \(arguments)"]
    } else if process.terminationReason == .uncaughtSignal {
      return ["signal \(process.terminationStatus): flowviz \(arguments)"]
    } else if ![0, 1, 2, 3].contains(process.terminationStatus) {
      return ["exit \(process.terminationStatus): flowviz \(arguments)"]
    }
    return []
  }

  /// The command line run by `FlowvizCLI.run` in this process, in `directory`, with its output discarded.
  private static func runInProcess(_ arguments: [String], directory: String, timeLimit: TimeInterval) -> [String] {
    let fm = FileManager.default
    let previous = fm.currentDirectoryPath
    guard fm.changeCurrentDirectoryPath(directory) else { return ["cannot enter \(directory)"] }
    defer { _ = fm.changeCurrentDirectoryPath(previous) }
    let start = RunTime.now()
    let code = Silenced.run { FlowvizCLI.run(arguments) }
    let took = RunTime.since(start)
    var problems: [String] = []
    if ![0, 1, 2, 3].contains(code) { problems.append("exit \(code): flowviz \(arguments)") }
    if took > timeLimit { problems.append(String(format: "took %.2f s (limit %.1f s): flowviz \(arguments)", took, timeLimit)) }
    return problems
  }

  /// Names, sizes and modification times under a directory.
  private static func snapshot(_ directory: String) -> [String] {
    let fm = FileManager.default
    return ((try? fm.subpathsOfDirectory(atPath: directory)) ?? []).sorted().map { path in
      let attributes = (try? fm.attributesOfItem(atPath: directory + "/" + path)) ?? [:]
      return "\(path) \(attributes[.size] ?? "") \(attributes[.modificationDate] ?? "")"
    }
  }
}

/// Standard output and error sent to /dev/null while a command runs in process (the fuzzer's own messages are
/// written between runs), then put back.
enum Silenced {
  /// /dev/null, and copies of the fuzzer's own standard output and error (taken on first use, before any run).
  private static let descriptors = (null: open("/dev/null", O_WRONLY), output: dup(STDOUT_FILENO), error: dup(STDERR_FILENO))

  static func run<T>(_ work: () -> T) -> T {
    let saved = descriptors
    fflush(nil)
    dup2(saved.null, STDOUT_FILENO)
    dup2(saved.null, STDERR_FILENO)
    defer {
      fflush(nil)
      dup2(saved.output, STDOUT_FILENO)
      dup2(saved.error, STDERR_FILENO)
    }
    return work()
  }
}
