import FlowGraph
import XCTest

/// A coordinator that keeps the closure its initializer is handed and shows it from a route's factory
/// (`init(@ViewBuilder _ content: @escaping () -> any View) { self.content = content }`, `makeStart() -> some View {
/// AnyView(content()) }`): Swift runs the closure there, so what the closures handed to it build
/// (`WrapperCoordinator { SearchCoordinator().view() }`, `BasicCoordinator { SecurityView() }`) is what that route
/// shows: a coordinator built there is its child, a view its screen's view. A coordinator that keeps the closure but
/// never calls it from a factory shows none of it.
final class StinsenClosureContentTests: XCTestCase {
  private func app(wrapperFactory: String = "@ViewBuilder private func makeStart() -> some View { AnyView(content()) }") -> LibraryMarkers {
    LibraryMarkers("App.swift", """
      import Stinsen
      import SwiftUI

      @main
      struct TheApp: App {
        var body: some Scene { WindowGroup { TabsCoordinator().view() } }
      }

      final class TabsCoordinator: TabCoordinatable {
        var child = TabChild(startingItems: [\\TabsCoordinator.search, \\TabsCoordinator.settings])
        @Route(tabItem: makeSearchTab) var search = makeSearch
        @Route(tabItem: makeSettingsTab) var settings = makeSettings
        func makeSearch() -> WrapperCoordinator { WrapperCoordinator { SearchCoordinator().view() } }
        func makeSettings() -> NavigationViewCoordinator<WrapperCoordinator> {
          NavigationViewCoordinator(WrapperCoordinator { SecurityView() })
        }
        @ViewBuilder func makeSearchTab(isActive: Bool) -> some View { Text("Search") }
        @ViewBuilder func makeSettingsTab(isActive: Bool) -> some View { Text("Settings") }
      }

      final class WrapperCoordinator: NavigationCoordinatable {
        let stack = NavigationStack(initial: \\WrapperCoordinator.start)
        @Root var start = makeStart
        @Route(.push) var pin = makePin
        private let content: () -> any View
        init(@ViewBuilder _ content: @escaping () -> any View) { self.content = content }
        \(wrapperFactory)
        @ViewBuilder private func makePin() -> some View { Text("PIN") }
      }

      final class SearchCoordinator: NavigationCoordinatable {
        let stack = NavigationStack(initial: \\SearchCoordinator.start)
        @Root var start = makeStart
        @ViewBuilder func makeStart() -> some View { Text("Search") }
      }

      struct SecurityView: View {
        @EnvironmentObject private var router: WrapperCoordinator.Router
        @Environment(\\.dismiss) private var dismiss
        var body: some View {
          Button("PIN") { router.2️⃣route(to: \\.pin) }
          Button("Close") { 3️⃣dismiss() }
        }
      }
      """)
  }

  func testWhatTheHandedClosureBuildsIsTheRoutesOwn() {
    let file = app()
    let graph = LibraryMarkers.read([file]).graph
    XCTAssertEqual(graph.edges.filter { $0.to == "SearchCoordinator" }.map { "\($0.from) \($0.kind.rawValue)" }, ["WrapperCoordinator.start embed"])
    XCTAssertEqual(graph.screens.first { $0.id == "WrapperCoordinator.start" }?.views, ["SecurityView"])
    XCTAssertEqual(graph.edges(at: file["2"]).map(\.from), ["WrapperCoordinator.start"])
    XCTAssertEqual(graph.backActions.filter { $0.location == file["3"] }.map(\.screen), ["WrapperCoordinator.start"])
    let findings = Linter(options: LintOptions(onlyRules: ["unreachable-coordinator", "unreachable-screen"])).lint(graph).findings
    XCTAssertEqual(findings.map(\.message), [])
  }

  func testAClosureKeptButNeverShownShowsNothing() {
    let file = app(wrapperFactory: "@ViewBuilder private func makeStart() -> some View { Text(\"Start\") }")
    let graph = LibraryMarkers.read([file]).graph
    XCTAssertEqual(graph.edges.filter { $0.to == "SearchCoordinator" }, [])
    XCTAssertEqual(graph.screens.first { $0.id == "WrapperCoordinator.start" }?.views, [])
  }
}
