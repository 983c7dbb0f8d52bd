import FlowGraph
import XCTest

/// A private method no code of its file calls never runs, so the navigation written in it does not happen: it draws
/// no edge and gives no back action (which would hide a cover nothing closes), while `unused-navigation-helper` names
/// it with those calls. A method visible outside its file keeps its calls: code the sources do not show may call it.
final class UncalledMethodTests: XCTestCase {
  private func app(close: String = "func close() { routes.1️⃣dismiss() }") -> LibraryMarkers {
    LibraryMarkers("AppCoordinator.swift", """
      import FlowStacks
      import SwiftUI

      enum Screen: Hashable { case home, terms, help }

      final class AppCoordinator: ObservableObject {
        @Published var routes: Routes<Screen> = [.root(.home, embedInNavigationView: true)]
        func showTerms() { routes.presentCover(.terms) }
        func showHelp() { routes.presentSheet(.help) }
        \(close)
        private func closeTerms() { routes.2️⃣dismiss() }
        private func reset() { routes.3️⃣presentSheet(.help) }
        private func closeHelp() { routes.4️⃣dismiss() }
        func helpDone() { closeHelp() }
      }

      struct AppView: View {
        @StateObject var coordinator = AppCoordinator()
        var body: some View {
          Router($coordinator.routes) { screen, _ in
            switch screen {
            case .home: HomeView(coordinator: coordinator)
            case .terms: Text("Terms")
            case .help: Button("Done") { coordinator.helpDone() }
            }
          }
        }
      }

      struct HomeView: View {
        let coordinator: AppCoordinator
        var body: some View {
          Button("Terms") { coordinator.showTerms() }
          Button("Help") { coordinator.showHelp() }
        }
      }

      @main
      struct MainApp: App {
        var body: some Scene { WindowGroup { AppView() } }
      }
      """)
  }

  private func backs(_ graph: FlowGraph, at location: SourceLocation) -> [String] {
    graph.backActions.filter { $0.location == location }.map(\.screen)
  }

  func testAnUncalledPrivateMethodMakesNoCalls() {
    let file = app()
    let graph = LibraryMarkers.read([file]).graph
    XCTAssertEqual(backs(graph, at: file["2"]), [])
    XCTAssertEqual(graph.edges(at: file["3"]), [])
    // Called from its file: kept, from the screen calling it.
    XCTAssertEqual(backs(graph, at: file["4"]), ["AppCoordinator.help"])
    // Visible to the module: kept, from the coordinator (its callers are not known).
    XCTAssertEqual(backs(graph, at: file["1"]), ["AppCoordinator"])
    // The rule names both private methods, with the calls they would make.
    let helpers = Linter(options: LintOptions(onlyRules: ["unused-navigation-helper"])).lint(graph).findings
    XCTAssertEqual(helpers.map(\.subjects), [["AppCoordinator", "closeTerms"], ["AppCoordinator", "reset"]])
    XCTAssertEqual(helpers.map { $0.related.map(\.location) }, [[file["2"]], [file["3"]]])
  }

  /// A file with a syntax error is read in part: a call of the method may be in what was not read, so it keeps its calls.
  func testAFileReadInPartKeepsTheCalls() {
    let file = LibraryMarkers("AppCoordinator.swift", app().text + "\nstruct Broken { func f( { }\n")
    let graph = LibraryMarkers.read([file]).graph
    XCTAssertEqual(backs(graph, at: app()["2"]), ["AppCoordinator"])
  }

  /// The cover's only way out is in a private method nothing calls: the user is trapped, and the rule says so.
  func testABackActionInAnUncalledPrivateMethodIsNoWayOut() {
    let file = app(close: "")
    let graph = LibraryMarkers.read([file]).graph
    let covers = Linter(options: LintOptions(onlyRules: ["cover-without-dismiss"])).lint(graph).findings
    XCTAssertEqual(covers.flatMap(\.subjects), ["AppCoordinator.home", "AppCoordinator.terms"])
  }
}
