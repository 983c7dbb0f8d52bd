import Foundation
import XCTest

@testable import FlowGraph

/// Xcode's bundles (asset catalogs, projects, workspaces) are not walked; folders that only end alike are.
final class FileWalkerBundleTests: XCTestCase {
  private var directory: URL!

  override func setUpWithError() throws {
    directory = FileManager.default.temporaryDirectory.appendingPathComponent("flowviz-walk-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
  }

  override func tearDownWithError() throws {
    try? FileManager.default.removeItem(at: directory)
  }

  private func write(_ relative: String, _ text: String) throws {
    let url = directory.appendingPathComponent(relative)
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: url)
  }

  func testXcodeBundlesAreSkippedAndTheirLookAlikesAreRead() throws {
    let graphJSON = #"{"format": "flowviz-graph", "version": 1, "coordinators": [], "screens": [], "edges": []}"#
    try write("App/Assets.xcassets/AppIcon.appiconset/Contents.json", graphJSON)
    try write("App/Assets.xcassets/Helper.swift", "struct InCatalog {}")
    try write("App.xcodeproj/Tools/Script.swift", "struct InProject {}")
    try write("App.xcworkspace/Flows.flow.yml", "coordinators: {}")
    try write("Xcode Templates/Feature.xctemplate/___FILEBASENAME___View.swift", "struct ___VARIABLE_name___View: View {}")
    try write("App/xcassets/Real.swift", "struct Real {}")
    try write("App/Screens.xcassetsNotes/Notes.swift", "struct Notes {}")
    let files = try FileWalker(workingDirectory: directory.path).collect(["."])
    XCTAssertEqual(files.swiftSources.map(\.display).sorted(), ["App/Screens.xcassetsNotes/Notes.swift", "App/xcassets/Real.swift"])
    XCTAssertEqual(files.graphs.map(\.display), [])
    XCTAssertEqual(files.definitions.map(\.display), [])
  }

  func testABundleNamedOnTheCommandLineIsStillRead() throws {
    try write("App.xcodeproj/Tools/Script.swift", "struct InProject {}")
    let files = try FileWalker(workingDirectory: directory.path).collect(["App.xcodeproj/Tools/Script.swift"])
    XCTAssertEqual(files.swiftSources.map(\.display), ["App.xcodeproj/Tools/Script.swift"])
  }

  /// Files are kept or left by their extension, in any case, before any other work; everything else is left.
  func testAWalkKeepsInputsByExtensionInAnyCaseAndLeavesEverythingElse() throws {
    try write("App/Home.swift", "struct Home {}")
    try write("App/LEGACY.SWIFT", "struct Legacy {}")
    try write("App/Checkout.flow.YAML", "coordinators: {}")
    try write("App/Icon.png", "not an input")
    try write("App/README", "not an input")
    try write("App/notes.swift.txt", "not an input")
    try write("App/Kotlin.kt", "class Home")
    let files = try FileWalker(workingDirectory: directory.path).collect(["."])
    XCTAssertEqual(files.swiftSources.map(\.display), ["App/Home.swift", "App/LEGACY.SWIFT"])
    XCTAssertEqual(files.definitions.map(\.display), ["App/Checkout.flow.YAML"])
    XCTAssertEqual(files.graphs.map(\.display), [])
    XCTAssertTrue(FileWalker.mayBeInput("a.Json"))
    XCTAssertFalse(FileWalker.mayBeInput("swift"))
    XCTAssertFalse(FileWalker.mayBeInput("a.swiftx"))
  }
}
