import FlowGraph
import XCTest

/// Routes an initializer assigns in the branches of an `if` or a `switch` (`if session != nil { routes = [.root(.home)] }
/// else { routes = [.root(.welcome)] }`): Swift runs one branch per initialization, so the coordinator may start at
/// the root of each. Every branch's root is a root; none is reported unreachable; routes set to one of them later switch
/// to it.
final class InitBranchRootsTests: XCTestCase {
  private func model(_ initializer: String) -> LibraryMarkers {
    LibraryMarkers("Shelf.swift", """
      import FlowStacks
      import SwiftUI

      enum ShelfScreen: Hashable { case welcome, library(Int), book(Int), archive }

      final class ShelfModel: ObservableObject {
        @Published var routes: Routes<ShelfScreen>
        \(initializer)
        func open(_ id: Int) { routes.1️⃣push(.book(id)) }
        func signOut() { routes = [.root(.welcome, embedInNavigationView: true)] }
      }

      struct ShelfView: View {
        @ObservedObject var model: ShelfModel
        var body: some View {
          Router($model.routes) { screen, _ in
            switch screen {
            case .welcome: Text("Welcome")
            case .library(let id): Button("Open") { model.open(id) }
            case .book: Button("Sign out") { model.signOut() }
            case .archive: Text("Archive")
            }
          }
        }
      }

      @main
      struct ShelfApp: App {
        var body: some Scene { WindowGroup { ShelfView(model: ShelfModel(reader: nil)) } }
      }
      """)
  }

  private func roots(_ initializer: String) -> [String] {
    LibraryMarkers.read([model(initializer)]).graph.coordinator("ShelfModel")?.roots ?? []
  }

  private func unreachable(_ initializer: String) -> [String] {
    Linter(options: LintOptions(onlyRules: ["unreachable-screen"])).lint(LibraryMarkers.read([model(initializer)]).graph)
      .findings.flatMap(\.subjects).sorted()
  }

  private let ifElse = """
    init(reader: Int?) {
      if let reader {
        routes = [.root(.library(reader), embedInNavigationView: true)]
      } else {
        routes = [.root(.welcome, embedInNavigationView: true)]
      }
    }
    """

  func testEachBranchOfAnIfIsARoot() {
    XCTAssertEqual(roots(ifElse), ["ShelfModel.library", "ShelfModel.welcome"])
    XCTAssertEqual(unreachable(ifElse), ["ShelfModel.archive"])
    let edges = LibraryMarkers.read([model(ifElse)]).graph.edges(at: model(ifElse)["1"]).map { "\($0.from) \($0.kind.rawValue) \($0.to)" }
    XCTAssertEqual(edges, ["ShelfModel.library push ShelfModel.book"])
  }

  /// Routes set to one of the roots from a run that started at another are a switch to it, not a pop to the root.
  func testSettingOneOfTheRootsSwitchesToIt() {
    let graph = LibraryMarkers.read([model(ifElse)]).graph
    XCTAssertEqual(graph.edges(from: "ShelfModel.book", to: "ShelfModel.welcome").map(\.kind), [.rootSwitch])
    XCTAssertEqual(graph.backActions.filter { $0.screen == "ShelfModel.book" }.map(\.action), [])
  }

  func testEachArmOfASwitchIsARoot() {
    let initializer = """
      init(reader: Int?) {
        switch reader {
        case .some(let id): self.routes = [.root(.library(id), embedInNavigationView: true)]
        case .none: self.routes = [.root(.welcome, embedInNavigationView: true)]
        }
      }
      """
    XCTAssertEqual(roots(initializer), ["ShelfModel.library", "ShelfModel.welcome"])
  }

  func testAnAssignmentAfterTheDefaultInABranchAddsARoot() {
    let initializer = """
      init(reader: Int?) {
        routes = [.root(.welcome, embedInNavigationView: true)]
        if let reader { routes = [.root(.library(reader), embedInNavigationView: true)] }
      }
      """
    XCTAssertEqual(roots(initializer), ["ShelfModel.library", "ShelfModel.welcome"])
  }

  func testOneAssignmentOutsideABranchIsTheOnlyRoot() {
    let initializer = """
      init(reader: Int?) {
        routes = [.root(.welcome, embedInNavigationView: true)]
      }
      """
    XCTAssertEqual(roots(initializer), ["ShelfModel.welcome"])
    XCTAssertEqual(unreachable(initializer), ["ShelfModel.archive", "ShelfModel.book", "ShelfModel.library"])
  }
}
