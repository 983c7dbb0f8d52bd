import Foundation
import XCTest

@testable import FlowGraph

/// Swift does not ask a type's name to be capitalised. A coordinator's factory building `mainView(model: …)` builds
/// `struct mainView`: the screen shows that view, and the router calls in it are that screen's. A call of a function
/// of a lower-case name stays a call.
final class LowercaseTypeNameTests: XCTestCase {
  private let coordinator = LibraryMarkers("AppCoordinator.swift", """
    import Stinsen
    import SwiftUI

    final class AppCoordinator: NavigationCoordinatable {
      let stack = NavigationStack(initial: \\AppCoordinator.start)
      @Root var start = makeStart
      @Route(.push) var products = makeProducts
      @ViewBuilder func makeStart() -> some View { mainView(model: .init()) }
      @ViewBuilder func makeProducts() -> some View { productList(title: formatted("all")) }
      func formatted(_ title: String) -> String { title.uppercased() }
    }
    """)
  private let views = LibraryMarkers("Views.swift", """
    import SwiftUI

    final class mainModel: ObservableObject {}

    struct mainView: View {
      @EnvironmentObject var router: AppCoordinator.Router
      @ObservedObject var model: mainModel
      var body: some View { Button("products") { 1️⃣router.route(to: \\.products) } }
    }

    struct productList: View {
      @EnvironmentObject var router: AppCoordinator.Router
      let title: String
      var body: some View { Button("back") { 2️⃣router.pop() } }
    }
    """)

  private func check(_ graph: FlowGraph, file: StaticString = #filePath, line: UInt = #line) {
    XCTAssertEqual(graph.screens.map { "\($0.id) \($0.views)" },
                   ["AppCoordinator.products [\"productList\"]", "AppCoordinator.start [\"mainView\"]"],
                   file: file, line: line)
    XCTAssertEqual(graph.edges.map { "\($0.from) > \($0.to) \($0.location?.line ?? 0)" },
                   ["AppCoordinator.start > AppCoordinator.products \(views["1"].line)"], file: file, line: line)
    XCTAssertEqual(graph.backActions.map { "\($0.screen) \($0.location?.line ?? 0)" }, ["AppCoordinator.products \(views["2"].line)"],
                   file: file, line: line)
  }

  /// Which files are read again: those calling the name alone, not naming an enum case or a member of that name.
  func testTheFilesReadAgainCallTheNameAlone() {
    let names = ["mainView"]
    XCTAssertTrue(ParsedFile.text("let v = mainView(model: m)", mentionsWords: names, calls: true, bare: true))
    XCTAssertTrue(ParsedFile.text("VStack { mainView (model: m) }", mentionsWords: names, calls: true, bare: true))
    XCTAssertFalse(ParsedFile.text("enum Tab { case mainView(Int) }", mentionsWords: names, calls: true, bare: true))
    XCTAssertFalse(ParsedFile.text("tab = .mainView(1); router.mainView(x)", mentionsWords: names, calls: true, bare: true))
    XCTAssertFalse(ParsedFile.text("struct mainView: View {}", mentionsWords: names, calls: true, bare: true))
    XCTAssertFalse(ParsedFile.text("showcase mainViews(1)", mentionsWords: names, calls: true, bare: true))
  }

  func testALowerCaseViewBuiltByAFactoryIsItsScreensView() {
    check(LibraryMarkers.read([coordinator, views]).graph)
  }

  /// The same from files on disk, where the reader lets each tree go once extracted and parses again the files that
  /// call a lower-case type.
  func testFilesOnDiskAreReadAgainWhereTheyCallALowerCaseType() throws {
    let root = try LintFixtures.temporaryDirectory(for: self)
    for file in [coordinator, views] { try LintFixtures.write(file.text, to: root + "/" + file.path) }
    let files = try FileWalker(workingDirectory: root, include: [], exclude: []).collect(["."]).swiftSources
    let read = SourceReader().read(files)
    XCTAssertEqual(read.warnings, [])
    check(read.graph)
  }
}
