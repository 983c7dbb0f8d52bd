import FlowGraph
import XCTest

/// A tab coordinator's `TabChild` made in its `init` (`child = TabChild(startingItems: […])`, also `self.child`), as
/// Stinsen's examples make it in the property's declaration: its key paths are the tabs. One naming a plain stored
/// property rather than a `@Route(tabItem:)` route is dropped by Stinsen (`TabCoordinatable.setupAllTabs()` keeps
/// only `Outputable` items), without an error: flowviz says so at the `TabChild`.
final class StinsenTabChildTests: XCTestCase {
  private func tabs(_ assignment: String) -> LibraryMarkers {
    LibraryMarkers("Tabs.swift", """
      import Stinsen
      import SwiftUI

      @main
      struct TabsApp: App {
        var body: some Scene { WindowGroup { MainTabCoordinator().view() } }
      }

      final class MainTabCoordinator: TabCoordinatable {
        var child: TabChild
        @Route(tabItem: makeHomeTab) var home = makeHome
        var feed = FeedCoordinator()
        init() {
          \(assignment)
        }
        @ViewBuilder func makeHome() -> some View { Text("home") }
        @ViewBuilder func makeHomeTab(isActive: Bool) -> some View { Text("Home") }
      }

      final class FeedCoordinator: NavigationCoordinatable {
        let stack = NavigationStack(initial: \\FeedCoordinator.start)
        @Root var start = makeStart
        @ViewBuilder func makeStart() -> some View { Text("feed") }
      }
      """)
  }

  func testTheTabChildMadeInInitGivesTheTabsAndNamesWhatStinsenDrops() {
    for assignment in ["child = 1️⃣TabChild(startingItems: [\\MainTabCoordinator.home, \\MainTabCoordinator.feed], activeTab: 0)",
                       "self.child = 1️⃣TabChild(startingItems: [\\MainTabCoordinator.home, \\MainTabCoordinator.feed])"] {
      let file = tabs(assignment)
      let read = LibraryMarkers.read([file])
      XCTAssertEqual(read.graph.coordinator("MainTabCoordinator")?.roots, ["MainTabCoordinator.home"], assignment)
      XCTAssertEqual(read.warnings.map { "\($0.location?.line ?? 0) \($0.message)" },
                     ["\(file["1"].line) `\\.feed` is not a route of MainTabCoordinator; Stinsen shows no tab for it"], assignment)
    }
  }
}
