import Foundation
import XCTest

@testable import FlowGraph

/// A library imported by one file of a module is visible in all its files: views call routers with only
/// `import SwiftUI`. Which files make a module comes from Package.swift targets or the Xcode project's folder.
final class ModuleImportTests: XCTestCase {
  private let coordinator = LibraryMarkers("Coordinator.swift", """
    import Stinsen
    import SwiftUI

    final class ShopCoordinator: NavigationCoordinatable {
      let stack = NavigationStack(initial: \\ShopCoordinator.start)
      @Root var start = makeStart
      @Route(.push) var item = makeItem
      @Route(.modal) var basket = makeBasket
      @ViewBuilder func makeStart() -> some View { ShopView() }
      @ViewBuilder func makeItem(id: Int) -> some View { ItemView(id: id) }
      @ViewBuilder func makeBasket() -> some View { Text("basket") }
    }
    """)

  func testAViewWithoutTheImportCallsTheRouterOfItsModule() {
    let view = LibraryMarkers("ShopView.swift", """
      import SwiftUI

      struct ShopView: View {
        @EnvironmentObject private var router: ShopCoordinator.Router
        var body: some View {
          Button("item") { router.1️⃣route(to: \\.item, 4) }
        }
      }
      struct ItemView: View {
        let id: Int
        @EnvironmentObject var shop: NavigationRouter<ShopCoordinator>
        var body: some View { Button("basket") { shop.2️⃣route(to: \\.basket) } }
      }
      """)
    let read = LibraryMarkers.read([coordinator, view])
    XCTAssertEqual(read.graph.edges(at: view["1"]).map(\.to), ["ShopCoordinator.item"])
    XCTAssertEqual(read.graph.edges(at: view["1"]).map(\.from), ["ShopCoordinator.start"])
    XCTAssertEqual(read.graph.edges(at: view["2"]).map(\.kind), [.sheet])
    XCTAssertEqual(read.graph.edges(at: view["2"]).map(\.from), ["ShopCoordinator.item"])
    XCTAssertEqual(read.warnings, [])
  }

  func testAnAppsOwnRouteMethodInAFileWithoutTheImportIsNotStinsenAndNotWarnedAbout() {
    let view = LibraryMarkers("Settings.swift", """
      import SwiftUI

      final class SettingsModel: ObservableObject {
        func route(to path: KeyPath<SettingsModel, Int>) {}
        var page = 0
      }
      struct SettingsView: View {
        @StateObject var model = SettingsModel()
        var body: some View { Button("x") { model.route(to: \\.page) } }
      }
      """)
    let read = LibraryMarkers.read([coordinator, view])
    XCTAssertTrue(read.graph.edges.allSatisfy { $0.location?.file != "Settings.swift" }, "\(read.graph.edges)")
    XCTAssertEqual(read.warnings, [])
  }

  func testWithoutAnyImportInTheModuleNothingIsRead() {
    let lookalike = LibraryMarkers("Own.swift", """
      import SwiftUI

      final class ShopCoordinator: NavigationCoordinatable {
        @Route(.push) var item = makeItem
        func makeItem() -> some View { Text("") }
      }
      struct V: View {
        @EnvironmentObject var router: ShopCoordinator.Router
        var body: some View { Button("x") { router.route(to: \\.item) } }
      }
      """)
    let read = LibraryMarkers.read([lookalike])
    XCTAssertEqual(read.graph.coordinators.map(\.id), [])
    XCTAssertEqual(read.graph.edges, [])
  }

  func testTheWordPreCheckFindsWordsAnywhereAndNothingInAnEmptyFile() {
    let file = ParsedFile(path: "A.swift", source: "struct A { func go() { router.route(to: \\.b) } } // popLast")
    XCTAssertTrue(file.mentions(["route"]))
    XCTAssertTrue(file.mentions(["zzz", "popLast"]))
    XCTAssertFalse(file.mentions(["focusFirst", "routes("]))
    XCTAssertFalse(ParsedFile(path: "B.swift", source: "").mentions(["a"]))
  }

  // MARK: Modules on disk

  func testPackageTargetsAreModulesAndTheirImportsDoNotLeakIntoOtherTargets() throws {
    let root = try temporaryDirectory()
    try write(root, "Package.swift", """
      // swift-tools-version:5.9
      import PackageDescription
      let package = Package(name: "Shop", targets: [
        .target(name: "ShopUI", dependencies: []),
        .target(name: "Legacy", path: "Old/Legacy/"),
        .testTarget(name: "ShopUITests", dependencies: ["ShopUI"]),
      ])
      """)
    try write(root, "Sources/ShopUI/Coordinator.swift", coordinator.text)
    try write(root, "Sources/ShopUI/ShopView.swift", """
      import SwiftUI
      struct ShopView: View {
        @EnvironmentObject var router: ShopCoordinator.Router
        var body: some View { Button("item") { router.route(to: \\.item, 1) } }
      }
      struct ItemView: View { let id: Int; var body: some View { Text("") } }
      """)
    // A second target that never imports Stinsen: its own `route(to:)` is not read.
    try write(root, "Old/Legacy/Legacy.swift", """
      import SwiftUI
      struct OldView: View {
        @EnvironmentObject var router: ShopCoordinator.Router
        var body: some View { Button("x") { router.route(to: \\.item, 2) } }
      }
      """)
    let files = try FileWalker(workingDirectory: root, include: [], exclude: []).collect(["."]).swiftSources
    let keys = Dictionary(uniqueKeysWithValues: zip(files.map(\.display), SourceModules.keys(for: files.map(\.absolute))))
    XCTAssertEqual(keys["Sources/ShopUI/Coordinator.swift"], keys["Sources/ShopUI/ShopView.swift"])
    XCTAssertNotEqual(keys["Sources/ShopUI/Coordinator.swift"], keys["Old/Legacy/Legacy.swift"])
    let read = SourceReader().read(files)
    XCTAssertEqual(read.graph.edges.filter { $0.kind == .push }.map(\.location?.file), ["Sources/ShopUI/ShopView.swift"])
    XCTAssertEqual(read.warnings, [])
  }

  func testManifestTargetPaths() {
    let paths = SourceModules.targetPaths(inManifest: """
      let package = Package(name: "A", targets: [
        .executableTarget(name: "App"), .target(name: "Core", path: "Modules/Core"),
        .testTarget(name: "CoreTests"), .plugin(name: "Gen", capability: .buildTool()),
        .target(name: "\\(prefix)Dyn"),
      ])
      """)
    XCTAssertEqual(paths, ["Sources/App", "Modules/Core", "Tests/CoreTests", "Plugins/Gen"])
  }

  func testAnXcodeProjectFolderIsOneModuleAndFilesOutsideItAreAnother() throws {
    let root = try temporaryDirectory()
    try FileManager.default.createDirectory(atPath: root + "/iOS/Shop.xcodeproj", withIntermediateDirectories: true)
    try write(root, "iOS/Shop.xcodeproj/project.pbxproj", "// !$*UTF8*$!\n{}\n")
    try write(root, "iOS/Shop/Coordinator.swift", coordinator.text)
    try write(root, "iOS/Shop/Views/ShopView.swift", "import SwiftUI\nstruct ShopView: View { var body: some View { Text(\"\") } }\n")
    try write(root, "Scripts/Tool.swift", "import Foundation\n")
    let files = try FileWalker(workingDirectory: root, include: [], exclude: []).collect(["."]).swiftSources
    let keys = Dictionary(uniqueKeysWithValues: zip(files.map(\.display), SourceModules.keys(for: files.map(\.absolute))))
    XCTAssertEqual(keys["iOS/Shop/Coordinator.swift"], keys["iOS/Shop/Views/ShopView.swift"])
    XCTAssertNotEqual(keys["iOS/Shop/Coordinator.swift"], keys["Scripts/Tool.swift"])
  }

  /// Tuist generates an Xcode project per `Project.swift` manifest: a repository of feature and demo projects is a
  /// module per manifest's folder. A file named `Project.swift` that is not a manifest decides nothing.
  func testATuistManifestsFolderIsOneModule() throws {
    let root = try temporaryDirectory()
    let manifest = "import ProjectDescription\nlet project = Project(name: \"Feature\", targets: [])\n"
    try write(root, "Projects/App/Project.swift", manifest)
    try write(root, "Projects/App/Sources/AppCoordinator.swift", coordinator.text)
    try write(root, "Projects/App/Sources/Views/HomeView.swift", "import SwiftUI\n")
    try write(root, "Projects/Demo/Project.swift", manifest)
    try write(root, "Projects/Demo/Sources/AppCoordinator.swift", coordinator.text)
    try write(root, "Notes/Project.swift", "struct Project { var name: String }\n")
    try write(root, "Notes/Plan.swift", "import Foundation\n")
    let files = try FileWalker(workingDirectory: root, include: [], exclude: []).collect(["."]).swiftSources
    let keys = Dictionary(uniqueKeysWithValues: zip(files.map(\.display), SourceModules.keys(for: files.map(\.absolute))))
    XCTAssertEqual(keys["Projects/App/Sources/AppCoordinator.swift"], keys["Projects/App/Sources/Views/HomeView.swift"])
    XCTAssertNotEqual(keys["Projects/App/Sources/AppCoordinator.swift"], keys["Projects/Demo/Sources/AppCoordinator.swift"])
    XCTAssertEqual(keys["Notes/Plan.swift"], "")
  }

  func testTheImportScanReadsImportLinesAsTheParserDoes() {
    let text = """
      import SwiftUI
      @testable import Shop
      @_spi(Internal) @preconcurrency import Stinsen
      import struct FlowStacks.Route
        import\tTCACoordinators
      #if canImport(UIKit)
      import UIKit
      #endif
      let importance = 1
      importFile()
      """
    XCTAssertEqual(ImportScan.modules(in: text), ["SwiftUI", "Shop", "Stinsen", "FlowStacks", "TCACoordinators", "UIKit"])
    XCTAssertEqual(ParsedFile(path: "A.swift", source: text).imports, ImportScan.modules(in: text))
    XCTAssertEqual(ImportScan.modules(in: ""), [])
  }

  /// The line scan that lets files be extracted as they are parsed can be fooled (an import in a block comment,
  /// two imports on one line); the trees decide, and the module is read again with their imports.
  func testWhereTheScanAndTheTreesDisagreeTheTreesDecide() throws {
    let view = """
      import SwiftUI
      struct ShopView: View {
        @EnvironmentObject var router: ShopCoordinator.Router
        var body: some View { Button("item") { router.route(to: \\.item, 1) } }
      }
      struct ItemView: View { let id: Int; var body: some View { Text("") } }
      """
    // Stinsen only in a comment: the module does not import it, so the view's `route(to:)` is not Stinsen's.
    let commented = try temporaryDirectory()
    try write(commented, "Coordinator.swift", "/*\nimport Stinsen\n*/\n" + coordinator.text.replacingOccurrences(of: "import Stinsen\n", with: ""))
    try write(commented, "ShopView.swift", view)
    let fooled = try FileWalker(workingDirectory: commented, include: [], exclude: []).collect(["."]).swiftSources
    XCTAssertEqual(SourceReader().read(fooled).graph.edges.filter { $0.kind == .push }, [])
    // Stinsen imported where the line scan does not look (after another statement on the line): it is read.
    let hidden = try temporaryDirectory()
    try write(hidden, "Coordinator.swift", "import SwiftUI; import Stinsen\n" + coordinator.text.replacingOccurrences(of: "import Stinsen\n", with: ""))
    try write(hidden, "ShopView.swift", view)
    let files = try FileWalker(workingDirectory: hidden, include: [], exclude: []).collect(["."]).swiftSources
    let read = SourceReader().read(files)
    XCTAssertEqual(read.graph.edges.filter { $0.kind == .push }.map(\.location?.file), ["ShopView.swift"])
    XCTAssertEqual(read.warnings, [])
  }

  /// TCACoordinators re-exports FlowStacks: its importers can use FlowStacks' own containers, and FlowStacks' pass
  /// reads a TCACoordinators module only where some file names one of them (as a whole word: `TCARouter` is not
  /// `Router`).
  func testATCACoordinatorsModuleIsReadForFlowStacksWhereItNamesOneOfItsContainers() {
    XCTAssertTrue(FlowStacksExtractor.namesContainers("Router($routes) { s, _ in }"))
    XCTAssertTrue(FlowStacksExtractor.namesContainers("x\n  FlowStack($path, withNavigation: true) {"))
    XCTAssertTrue(FlowStacksExtractor.namesContainers("NStack ($stack) { screen in }"))
    // Not FlowStacks' containers: TCACoordinators' router, an app's own `protocol Router` and its conformances.
    XCTAssertFalse(FlowStacksExtractor.namesContainers("TCARouter(store) { screen in }; let appRouter = MyRouterView()"))
    XCTAssertFalse(FlowStacksExtractor.namesContainers("protocol Router { var path: String { get } }\nenum SearchRouter: Router {}\nfunc send<R: Router>(r: R) {}"))
    XCTAssertTrue(ParsedFile.text("enum A: Router {}", mentionsWords: ["Router"]), "as a plain word it is there")
    XCTAssertFalse(FlowStacksExtractor.namesContainers(""))
    let stack = LibraryMarkers("Numbers.swift", """
      import SwiftUI
      import TCACoordinators

      struct NumbersStack: View {
        @State var path = FlowPath()
        var body: some View {
          FlowStack($path, withNavigation: true) {
            Button("one") { path.1️⃣push(1) }
              .flowDestination(for: Int.self) { NumberView(number: $0) }
          }
        }
      }
      struct NumberView: View { let number: Int; var body: some View { Text("\\(number)") } }
      """)
    let graph = LibraryMarkers.read([stack]).graph
    XCTAssertEqual(graph.edges(at: stack["1"]).map(\.kind), [.push])
    // Apps of TCACoordinators' early versions import FlowStacks themselves (for `Route`): the same rule holds.
    let both = LibraryMarkers("Numbers.swift", stack.text.replacingOccurrences(of: "import TCACoordinators", with: "import FlowStacks\nimport TCACoordinators"))
    XCTAssertEqual(LibraryMarkers.read([both]).graph.edges.filter { $0.kind == .push }.count, 1)
  }

  /// In a TCACoordinators module naming none of FlowStacks' containers, FlowStacks' names are TCACoordinators'
  /// routes: a routes property on a class there is no FlowStacks stack, with or without FlowStacks' own import;
  /// outside such a module it is one.
  func testWithoutAContainerATCACoordinatorsModuleHoldsNoFlowStacksStack() {
    let model = """
      import FlowStacks
      import SwiftUI
      enum Screen: Hashable { case home, detail }
      final class FlowModel: ObservableObject {
        @Published var routes: Routes<Screen> = [.root(.home)]
        func open() { routes.push(.detail) }
      }
      """
    let plain = LibraryMarkers("FlowModel.swift", model)
    XCTAssertEqual(LibraryMarkers.read([plain]).graph.coordinators.map(\.id), ["FlowModel"])
    let tca = LibraryMarkers("FlowModel.swift", model.replacingOccurrences(of: "import SwiftUI", with: "import SwiftUI\nimport TCACoordinators"))
    XCTAssertEqual(LibraryMarkers.read([tca]).graph.coordinators.map(\.id), [])
  }

  private func temporaryDirectory() throws -> String {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("flowviz-modules-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    addTeardownBlock { try? FileManager.default.removeItem(at: url) }
    return url.resolvingSymlinksInPath().path
  }

  private func write(_ root: String, _ path: String, _ text: String) throws {
    let url = URL(fileURLWithPath: root + "/" + path)
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try text.write(to: url, atomically: true, encoding: .utf8)
  }
}
