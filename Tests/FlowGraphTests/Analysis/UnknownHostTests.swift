import FlowGraph
import XCTest

/// Where no entry point is found, the coordinators nothing attaches are where the walk starts. With several of them,
/// not all are the app's root: the others are shown by code the graph does not link (factories, a dependency
/// container), maybe inside a NavigationView there, so a push from one without a container of its own is not an error.
final class UnknownHostTests: XCTestCase {
  private let races = """
    import FlowStacks
    import SwiftUI

    enum RaceScreen { case list, myRuns }
    struct RaceFlow: View {
      @State var routes: Routes<RaceScreen> = [.root(.list)]
      var body: some View {
        Router($routes) { screen, _ in
          switch screen {
          case .list: Button("runs") { routes.push(.myRuns) }
          case .myRuns: Text("runs")
          }
        }
      }
    }
    """

  private let home = """
    import FlowStacks
    import SwiftUI

    enum HomeScreen { case start }
    struct HomeFlow: View {
      @State var routes: Routes<HomeScreen> = [.root(.start, embedInNavigationView: true)]
      var body: some View { Router($routes) { _, _ in TabView { Factory.races().tabItem { Text("Races") } } } }
    }
    enum Factory {
      static func races() -> some View { Container.shared.resolve(RaceFlow.self) }
    }
    """

  private func pushErrors(_ files: [LibraryMarkers]) -> [String] {
    Linter(options: LintOptions(onlyRules: ["push-without-navigation"])).lint(LibraryMarkers.read(files).graph).findings.map(\.message)
  }

  func testAPushFromOneOfSeveralUnattachedCoordinatorsIsNoError() {
    let graph = LibraryMarkers.read([LibraryMarkers("Races.swift", races), LibraryMarkers("Home.swift", home)]).graph
    XCTAssertEqual(graph.entryPoints, [])
    XCTAssertEqual(pushErrors([LibraryMarkers("Races.swift", races), LibraryMarkers("Home.swift", home)]), [])
  }

  /// Alone, the coordinator is the app's root as far as the code shows: its push has no container.
  func testAPushFromTheOnlyCoordinatorIsStillAnError() {
    XCTAssertEqual(pushErrors([LibraryMarkers("Races.swift", races)]).count, 1)
  }

  /// Shown by the App, the same coordinator's host is known: no container, an error.
  func testAPushFromTheDeclaredEntryIsStillAnError() {
    let app = LibraryMarkers("App.swift", """
      import SwiftUI
      @main struct RaceApp: App { var body: some Scene { WindowGroup { RaceFlow() } } }
      """)
    let errors = pushErrors([LibraryMarkers("Races.swift", races), LibraryMarkers("Home.swift", home), app])
    XCTAssertEqual(errors.count, 1)
    XCTAssertTrue(errors.first?.contains("'RaceFlow.list' pushes 'RaceFlow.myRuns'") == true, errors.first ?? "no finding")
  }
}
