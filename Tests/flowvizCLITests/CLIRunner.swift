import Foundation
import XCTest

/// Runs the built `flowviz` executable as a user would, in a scratch directory.
struct CLIRunner {
  struct Result {
    var status: Int32
    var stdout: String
    var stderr: String
    var data: Data
  }

  let directory: URL

  init() throws {
    directory = FileManager.default.temporaryDirectory.appendingPathComponent("flowviz-cli-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
  }

  static var executable: URL {
    // The test bundle sits in the products directory, next to the executable.
    var dir = Bundle(for: Marker.self).bundleURL
    while dir.pathExtension == "xctest" || dir.lastPathComponent == "Contents" || dir.lastPathComponent == "MacOS" {
      dir = dir.deletingLastPathComponent()
    }
    return dir.appendingPathComponent("flowviz")
  }

  final class Marker {}

  func write(_ text: String, to name: String) throws {
    let url = directory.appendingPathComponent(name)
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try text.write(to: url, atomically: true, encoding: .utf8)
  }

  func exists(_ name: String) -> Bool { FileManager.default.fileExists(atPath: directory.appendingPathComponent(name).path) }

  func contents(_ name: String) -> Data? { FileManager.default.contents(atPath: directory.appendingPathComponent(name).path) }

  @discardableResult
  func run(_ arguments: String..., environment: [String: String] = [:]) throws -> Result {
    let process = Process()
    process.executableURL = Self.executable
    process.arguments = arguments
    if !environment.isEmpty { process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 } }
    process.currentDirectoryURL = directory
    let out = Pipe()
    let err = Pipe()
    process.standardOutput = out
    process.standardError = err
    try process.run()
    let data = out.fileHandleForReading.readDataToEndOfFile()
    let errData = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Result(
      status: process.terminationStatus, stdout: String(decoding: data, as: UTF8.self),
      stderr: String(decoding: errData, as: UTF8.self), data: data)
  }

  func cleanUp() { try? FileManager.default.removeItem(at: directory) }
}
