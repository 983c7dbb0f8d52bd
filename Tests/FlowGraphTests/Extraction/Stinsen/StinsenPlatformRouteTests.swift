import FlowGraph
import XCTest

/// A Stinsen route declared once per platform (`#if os(tvOS) @Route(.modal) … #else @Route(.fullScreen) … #endif`), its
/// factory wrapping the child in a `NavigationViewCoordinator` on one platform only: the child's container belongs to
/// the routes that wrap it, and a path through the app stays on one platform.
final class StinsenPlatformRouteTests: XCTestCase {
  private let home = LibraryMarkers("Home.swift", """
    import Stinsen
    import SwiftUI

    @main
    struct MediaApp: App {
      var body: some Scene { WindowGroup { NavigationViewCoordinator(HomeCoordinator()).view() } }
    }

    final class HomeCoordinator: NavigationCoordinatable {
      let stack = NavigationStack(initial: \\HomeCoordinator.start)
      @Root var start = makeStart
      #if os(tvOS)
      @Route(.modal) var item = makeItem
      #else
      @Route(.fullScreen) var item = makeItem
      #endif

      #if os(tvOS)
      func makeItem() -> NavigationViewCoordinator<ItemCoordinator> { NavigationViewCoordinator(ItemCoordinator()) }
      #else
      func makeItem() -> ItemCoordinator { ItemCoordinator() }
      #endif
      @ViewBuilder func makeStart() -> some View { HomeView() }
    }

    struct HomeView: View {
      @EnvironmentObject private var router: HomeCoordinator.Router
      var body: some View { Button("item") { router.1️⃣route(to: \\.item) } }
    }

    final class ItemCoordinator: NavigationCoordinatable {
      let stack = NavigationStack(initial: \\ItemCoordinator.start)
      @Root var start = makeStart
      @Route(.push) var cast = makeCast
      @ViewBuilder func makeStart() -> some View { ItemView() }
      @ViewBuilder func makeCast() -> some View { Text("cast") }
    }

    struct ItemView: View {
      @EnvironmentObject private var router: ItemCoordinator.Router
      var body: some View {
        VStack {
          Button("cast") { router.route(to: \\.cast) }
          PlayerPanel()
        }
      }
    }

    #if os(iOS)
    struct PlayerPanel: View { var body: some View { 2️⃣NavigationViewCoordinator(PanelCoordinator()).view() } }
    #else
    struct PlayerPanel: View { var body: some View { Text("panel") } }
    #endif

    final class PanelCoordinator: NavigationCoordinatable {
      let stack = NavigationStack(initial: \\PanelCoordinator.start)
      @Root var start = makeStart
      @ViewBuilder func makeStart() -> some View { Text("panel") }
    }
    """)

  /// Presented bare on iOS and wrapped on tvOS, the child has no container of its own: on iOS its pushes have none
  /// (an error), the tvOS sheet brings one (its edge says so).
  func testAChildWrappedOnOnePlatformOnlyHasNoContainerOfItsOwn() {
    let graph = LibraryMarkers.read([home]).graph
    XCTAssertNotEqual(graph.coordinator("ItemCoordinator")?.navigation, .yes)
    XCTAssertEqual(graph.edges(at: home["1"]).map { "\($0.kind.rawValue) \($0.withNavigation) \($0.platforms)" }.sorted(),
                   ["cover false [\"!tvOS\"]", "sheet true [\"tvOS\"]"])
    let findings = Linter(options: LintOptions(onlyRules: ["push-without-navigation"])).lint(graph).findings
    XCTAssertEqual(findings.count, 1)
    XCTAssertTrue(findings.first?.message.contains("shown in a cover presented from 'HomeCoordinator.start'") == true,
                  findings.first?.message ?? "no finding")
  }

  /// The iOS panel embeds a coordinator with its own container; on iOS the item is a cover without one, on tvOS a
  /// sheet with one. The iOS panel is never inside the tvOS sheet's container: nothing is nested.
  func testAPathDoesNotCrossFromOnePlatformsCodeIntoTheOthers() {
    let graph = LibraryMarkers.read([home]).graph
    XCTAssertEqual(graph.edges(at: home["2"]).map { "\($0.from) \($0.kind.rawValue) \($0.to) \($0.platforms)" },
                   ["ItemCoordinator.start embed PanelCoordinator [\"iOS\"]"])
    XCTAssertEqual(Linter(options: LintOptions(onlyRules: ["nested-navigation"])).lint(graph).findings.map(\.message), [])
  }

  /// A coordinator class declared once per platform (`MainCoordinator` in an iOS file and in a tvOS one): the App's
  /// `MainCoordinator().view()` starts the app in them, not in what one declaration's routes show (the iOS routes'
  /// `VideoCoordinator` is no start of the app, and on tvOS not shown at all).
  func testWhatOnePlatformsClassShowsIsNoStartOfTheApp() {
    let app = LibraryMarkers("App.swift", """
      import Stinsen
      import SwiftUI

      @main
      struct MediaApp: App {
        var body: some Scene { WindowGroup { MainCoordinator().view() } }
      }

      final class VideoCoordinator: NavigationCoordinatable {
        let stack = NavigationStack(initial: \\VideoCoordinator.start)
        @Root var start = makeStart
        @ViewBuilder func makeStart() -> some View { Text("Video") }
      }
      """)
    let phone = LibraryMarkers("Phone/MainCoordinator.swift", """
      import Stinsen
      import SwiftUI
      #if os(iOS)
      final class MainCoordinator: NavigationCoordinatable {
        let stack = NavigationStack(initial: \\MainCoordinator.start)
        @Root var start = makeStart
        @Route(.fullScreen) var video = makeVideo
        @ViewBuilder func makeStart() -> some View { Text("Phone") }
        func makeVideo() -> VideoCoordinator { VideoCoordinator() }
      }
      #endif
      """)
    let tv = LibraryMarkers("TV/MainCoordinator.swift", """
      import Stinsen
      import SwiftUI
      #if os(tvOS)
      final class MainCoordinator: NavigationCoordinatable {
        let stack = NavigationStack(initial: \\MainCoordinator.start)
        @Root var start = makeStart
        @ViewBuilder func makeStart() -> some View { Text("TV") }
      }
      #endif
      """)
    let graph = LibraryMarkers.read([app, phone, tv]).graph
    XCTAssertEqual(graph.entryPoints.map(\.target).sorted(), graph.coordinators.filter { $0.name == "MainCoordinator" }.map(\.id).sorted())
    XCTAssertEqual(graph.entryPoints.count, 2)
  }
}
