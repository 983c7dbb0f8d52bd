import Foundation
import XCTest

@testable import FlowGraph

/// Broken input gives what can be read plus positioned warnings, never a crash.
final class FlowStacksBadInputTests: XCTestCase {
  func testSyntaxErrorGivesPartialGraphAndPositionedWarning() {
    let source = Marked("""
      import FlowStacks
      import SwiftUI
      enum Screen { case home, next }
      struct C: View {
        @State var routes: Routes<Screen> = [.root(.home)]
        var body: some View { Router($routes) { _, _ in EmptyView() } }
        func go() { routes.1️⃣push(.next) }
        func broken( {
          let x = = 3
        }
      }
      """)
    let result = extract(source)
    XCTAssertEqual(result.graph.edges.map(\.to), ["C.next"])
    XCTAssertEqual(result.graph.edges.first?.location, source["1️⃣"])
    XCTAssertFalse(result.warnings.isEmpty)
    let first = result.warnings.first
    XCTAssertEqual(first?.severity, .warning)
    XCTAssertEqual(first?.location?.file, "App.swift")
    XCTAssertEqual(first?.location?.line, 8)
    XCTAssertTrue(first?.message.hasPrefix("syntax error") ?? false, first?.message ?? "")
  }

  func testBinaryAndNonUTF8SwiftFilesAreSkippedWithWarnings() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("flowviz-bad-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    try Data([0xCF, 0xFA, 0xED, 0xFE, 0, 0, 0, 1]).write(to: directory.appendingPathComponent("Binary.swift"))
    try Data([0x2F, 0x2F, 0x20, 0xFF, 0xFE, 0x0A]).write(to: directory.appendingPathComponent("Latin.swift"))
    try Data("""
      import FlowStacks
      enum Screen { case home, next }
      struct C: View {
        @State var routes: Routes<Screen> = [.root(.home)]
        func go() { routes.push(.next) }
      }
      """.utf8).write(to: directory.appendingPathComponent("Good.swift"))
    let loaded = try InputLoader(workingDirectory: directory.path).load(["."])
    XCTAssertEqual(loaded.graph.edges.map(\.to), ["C.next"])
    let messages = loaded.warnings.map(\.description).sorted()
    XCTAssertEqual(messages.count, 2, "\(messages)")
    XCTAssertTrue(messages[0].hasPrefix("Binary.swift: warning:"), messages[0])
    XCTAssertTrue(messages[0].contains("binary"))
    XCTAssertTrue(messages[1].hasPrefix("Latin.swift: warning:"), messages[1])
    XCTAssertTrue(messages[1].contains("not UTF-8"))
  }

  func testMissingDirectoryIsAnError() {
    XCTAssertThrowsError(try InputLoader(workingDirectory: NSTemporaryDirectory()).load(["no-such-folder-\(UUID().uuidString)"])) { error in
      XCTAssertTrue("\(error)".contains("no such file or directory"), "\(error)")
    }
  }

  func testUnknownReceiverAndDynamicDestinationsAreUnresolvedNotGuessed() {
    let source = Marked("""
      import FlowStacks
      import SwiftUI
      enum Screen { case home, next }
      final class VM: ObservableObject { var next: Screen = .next }
      struct C: View {
        @State var routes: Routes<Screen> = [.root(.home)]
        let vm = VM()
        var body: some View { Router($routes) { _, _ in EmptyView() } }
        func go() { routes.1️⃣push(vm.next) }
      }
      """)
    let graph = extract(source).graph
    XCTAssertTrue(graph.edges.isEmpty)
    XCTAssertEqual(graph.unresolved.map(\.expression), ["vm.next"])
    XCTAssertEqual(graph.unresolved.first?.kind, .push)
    XCTAssertEqual(graph.unresolved.first?.location, source["1️⃣"])
  }
}

extension FlowStacksBadInputTests {
  func testContainerOverUndeclaredStateIsAPositionedWarning() {
    let source = Marked("""
      import FlowStacks
      import SwiftUI
      struct Screen: View {
        let model: ExternalModel
        var body: some View { 1️⃣Router($model.routes) { _, _ in EmptyView() } }
      }
      """)
    let result = extract(source)
    XCTAssertTrue(result.graph.coordinators.isEmpty)
    XCTAssertEqual(result.warnings.map(\.location), [source["1️⃣"]])
    XCTAssertTrue(result.warnings.first?.message.contains("'model.routes'") ?? false, "\(result.warnings)")
  }
}

extension FlowStacksBadInputTests {
  /// Every sample file cut at several places still reads without crashing, with a positioned warning.
  func testTruncatedSamplesNeverCrash() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    let path = root.appendingPathComponent("Samples/FlowStacks/RouterApp/RecipesCoordinator.swift").path
    let text = try String(contentsOfFile: path, encoding: .utf8)
    let bytes = Array(text.utf8)
    for fraction in stride(from: 0.3, to: 1.0, by: 0.1) {
      let cut = String(decoding: bytes.prefix(Int(Double(bytes.count) * fraction)), as: UTF8.self)
      let result = SourceReader().read(sources: [("Cut.swift", cut)])
      XCTAssertTrue(result.warnings.allSatisfy { $0.location?.file == "Cut.swift" }, "\(fraction)")
      XCTAssertFalse(result.warnings.isEmpty, "a cut file has a syntax error (\(fraction))")
    }
  }
}
