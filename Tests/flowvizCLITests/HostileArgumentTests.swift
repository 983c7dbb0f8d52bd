import Foundation
import XCTest

/// Command lines and side files that once gave a misleading message (issue 15): each names what is wrong and
/// where.
final class HostileArgumentTests: XCTestCase {
  var cli: CLIRunner!

  override func setUpWithError() throws { cli = try CLIRunner() }
  override func tearDown() { cli.cleanUp() }

  let definition = "flowviz: 1\ncoordinators:\n  - id: A\n    root: a\n    screens: [a]\n"

  func testNegativeIOSVersionsSayWhatIsWrong() throws {
    try cli.write(definition, to: "A.flow.yml")
    for command in [["lint", "A.flow.yml"], ["trace", "t.jsonl", "--graph", "A.flow.yml"]] {
      let result = try cli.run(command[0], command[1], command.count > 2 ? command[2] : "--quiet", command.count > 2 ? command[3] : "--quiet", "--ios", "-1")
      XCTAssertEqual(result.status, 1, result.stderr)
      XCTAssertTrue(result.stderr.contains("--ios takes") && result.stderr.contains("not -1"), result.stderr)
      XCTAssertFalse(result.stderr.contains("Missing value"), result.stderr)
    }
  }

  func testALockFileOfAnotherFormatIsAVersionErrorNotDrift() throws {
    try cli.write(definition, to: "A.flow.yml")
    try cli.write("# flowviz dump 2: the navigation graph\ncoordinator A\n", to: "Flows.lock")
    let result = try cli.run("check", "A.flow.yml", "--baseline", "Flows.lock")
    XCTAssertEqual(result.status, 1, result.stderr)
    XCTAssertTrue(result.stderr.contains("Flows.lock:1:16: error: unsupported baseline format"), result.stderr)
    XCTAssertEqual(result.stdout, "", "no drift lines")
  }

  func testABaselineThatIsNotUTF8IsPlaced() throws {
    try cli.write(definition, to: "A.flow.yml")
    try (Data("# flowviz dump 1: x\ncoordinator ".utf8) + Data([0xC3, 0x28])).write(to: cli.directory.appendingPathComponent("Flows.lock"))
    let result = try cli.run("check", "A.flow.yml", "--baseline", "Flows.lock")
    XCTAssertEqual(result.status, 1, result.stderr)
    XCTAssertTrue(result.stderr.contains("Flows.lock:2:13: error: the baseline file is not UTF-8 text"), result.stderr)
  }
}

extension HostileArgumentTests {
  func testAConfigurationThatIsNotUTF8IsAnErrorAtItsByte() throws {
    try cli.write(definition, to: "A.flow.yml")
    try (Data("ios: 16\nexcluded: [a".utf8) + Data([0xFF]) + Data("]\n".utf8)).write(to: cli.directory.appendingPathComponent(".flowviz.yml"))
    let result = try cli.run("lint", "A.flow.yml")
    XCTAssertEqual(result.status, 1, result.stderr)
    XCTAssertTrue(result.stderr.contains(".flowviz.yml:2:13: error: the configuration file is not UTF-8 text"), result.stderr)
  }
}

extension HostileArgumentTests {
  func testThousandsOfArgumentsAreRefusedQuickly() throws {
    // Found by the fuzzer: 23,000 arguments (`-o x` repeated) kept swift-argument-parser busy for half a minute.
    try cli.write(definition, to: "A.flow.yml")
    let process = Process()
    process.executableURL = CLIRunner.executable
    process.arguments = ["render", "A.flow.yml"] + Array(repeating: "A.flow.yml", count: 20_000)
    process.currentDirectoryURL = cli.directory
    let err = Pipe()
    process.standardError = err
    process.standardOutput = FileHandle.nullDevice
    let start = Date()
    try process.run()
    let message = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    XCTAssertLessThan(Date().timeIntervalSince(start), 5)
    XCTAssertEqual(process.terminationStatus, 1)
    XCTAssertTrue(message.contains("20002 arguments; flowviz takes at most 4000"), message)
    // A few thousand file names still work.
    let many = try cli.run("export", "A.flow.yml", "A.flow.yml", "A.flow.yml")
    XCTAssertEqual(many.status, 0, many.stderr)
  }
}

extension HostileArgumentTests {
  func testLongShortOptionGroupsAreRefusedQuickly() throws {
    // Found by the fuzzer: 3,788 arguments, most of them `-)))…` of thousands of characters, each one a short option.
    try cli.write(definition, to: "A.flow.yml")
    let group = "-" + String(repeating: ")", count: 3000)
    let start = Date()
    let result = try cli.run("lint", "A.flow.yml", group, group, "--reporter", "checkstyle")
    XCTAssertLessThan(Date().timeIntervalSince(start), 5)
    XCTAssertEqual(result.status, 1)
    XCTAssertTrue(result.stderr.contains("the arguments hold 6004 options"), result.stderr)
    XCTAssertEqual(try cli.run("lint", "A.flow.yml", "-o", "out.txt", "--reporter", "checkstyle").status, 0)
  }
}
