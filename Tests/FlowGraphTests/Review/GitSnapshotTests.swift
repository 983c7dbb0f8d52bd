import FlowGraph
import XCTest

final class GitSnapshotTests: XCTestCase {
  typealias F = ReviewFixtures

  func git(_ args: [String], in dir: URL) throws {
    let r = try F.run(URL(fileURLWithPath: "/usr/bin/env"), ["git", "-c", "user.email=t@example.com", "-c", "user.name=t"] + args, in: dir)
    XCTAssertEqual(r.status, 0, r.err)
  }

  func testSnapshotHoldsTheCommittedFilesOnlyAndIsRemoved() throws {
    let dir = try F.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: dir) }
    let flows = dir.appendingPathComponent("app/flows")
    try FileManager.default.createDirectory(at: flows, withIntermediateDirectories: true)
    try "v1\n".write(to: flows.appendingPathComponent("A.flow.yml"), atomically: true, encoding: .utf8)
    try git(["init", "-q"], in: dir)
    try git(["add", "."], in: dir)
    try git(["commit", "-q", "-m", "one"], in: dir)
    try "v2\n".write(to: flows.appendingPathComponent("A.flow.yml"), atomically: true, encoding: .utf8)
    try "new\n".write(to: flows.appendingPathComponent("B.flow.yml"), atomically: true, encoding: .utf8)

    // From a subdirectory, with one relative, one absolute and one new path.
    let app = dir.appendingPathComponent("app")
    let snapshot = try GitSnapshot.make(
      ref: "HEAD", paths: ["flows/A.flow.yml", flows.appendingPathComponent("A.flow.yml").path, "flows/B.flow.yml"],
      workingDirectory: app.path)
    XCTAssertEqual(snapshot.missing, ["flows/B.flow.yml"])
    XCTAssertEqual(snapshot.paths.count, 2)
    let relative = URL(fileURLWithPath: snapshot.workingDirectory).appendingPathComponent(snapshot.paths[0])
    XCTAssertEqual(try String(contentsOf: relative, encoding: .utf8), "v1\n", "the committed version, not the edited one")
    XCTAssertEqual(try String(contentsOf: URL(fileURLWithPath: snapshot.paths[1]), encoding: .utf8), "v1\n")
    XCTAssertEqual(try String(contentsOf: flows.appendingPathComponent("A.flow.yml"), encoding: .utf8), "v2\n", "working tree untouched")
    snapshot.remove()
    XCTAssertFalse(FileManager.default.fileExists(atPath: snapshot.root))
  }

  func testErrorsReadAsSentences() throws {
    let dir = try F.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: dir) }
    try git(["init", "-q"], in: dir)
    try "x\n".write(to: dir.appendingPathComponent("x.flow.yml"), atomically: true, encoding: .utf8)
    try git(["add", "."], in: dir)
    try git(["commit", "-q", "-m", "one"], in: dir)
    XCTAssertThrowsError(try GitSnapshot.make(ref: "nope", paths: ["x.flow.yml"], workingDirectory: dir.path)) {
      XCTAssertTrue("\($0)".contains("'nope' is not a commit"), "\($0)")
    }
    XCTAssertThrowsError(try GitSnapshot.make(ref: "HEAD", paths: ["/etc/hostname"], workingDirectory: dir.path)) {
      XCTAssertTrue("\($0)".contains("/etc/hostname is outside the git repository"), "\($0)")
    }
    let outside = try F.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: outside) }
    XCTAssertThrowsError(try GitSnapshot.make(ref: "HEAD", paths: ["."], workingDirectory: outside.path)) {
      XCTAssertTrue("\($0)".contains("not a git repository"), "\($0)")
    }
  }
}
