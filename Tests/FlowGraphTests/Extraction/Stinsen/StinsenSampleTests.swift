import FlowGraph
import XCTest

/// The Stinsen sample app (Samples/Stinsen) read as a whole, plus what must not be read as Stinsen.
final class StinsenSampleTests: XCTestCase {
  func testTheSampleAppGivesItsWholeGraph() throws {
    let result = try LibraryMarkers.readSample("Stinsen")
    let graph = result.graph
    XCTAssertEqual(result.warnings, [])
    XCTAssertEqual(graph.coordinators.map(\.id), [
      "AuthenticatedCoordinator", "CreateTodoCoordinator", "HomeCoordinator", "MainCoordinator",
      "SettingsCoordinator@SettingsCoordinator+iOS", "SettingsCoordinator@SettingsCoordinator+macOS",
      "TodosCoordinator", "UnauthenticatedCoordinator",
    ])
    XCTAssertEqual(graph.edgeLines, [
      // The deep link's `hasRoot(\.authenticated)?.focusFirst(\.todos)` switches the tab of the coordinator shown.
      "AuthenticatedCoordinator -tab-> AuthenticatedCoordinator.todos",
      "AuthenticatedCoordinator.home -embed-> HomeCoordinator",
      "AuthenticatedCoordinator.profile -root-switch-> MainCoordinator.unauthenticated",
      "AuthenticatedCoordinator.todos -embed-> TodosCoordinator",
      "CreateTodoCoordinator.start -push-> CreateTodoCoordinator.details",
      "HomeCoordinator.start -push-> SettingsCoordinator@SettingsCoordinator+iOS",
      "HomeCoordinator.start -push-> SettingsCoordinator@SettingsCoordinator+macOS",
      "HomeCoordinator.start -tab-> AuthenticatedCoordinator.todos",
      "MainCoordinator -root-switch-> MainCoordinator.authenticated",
      "MainCoordinator -root-switch-> MainCoordinator.unauthenticated",
      "MainCoordinator.authenticated -embed-> AuthenticatedCoordinator",
      "MainCoordinator.unauthenticated -embed-> UnauthenticatedCoordinator",
      "SettingsCoordinator@SettingsCoordinator+iOS.start -push-> SettingsCoordinator@SettingsCoordinator+iOS.notifications",
      "SettingsCoordinator@SettingsCoordinator+macOS.start -sheet-> SettingsCoordinator@SettingsCoordinator+macOS.about",
      "TodosCoordinator -push-> TodosCoordinator.todo",
      "TodosCoordinator.start -push-> TodosCoordinator.todo",
      "TodosCoordinator.start -sheet-> CreateTodoCoordinator",
      "TodosCoordinator.todo -cover-> TodosCoordinator.photo",
      "TodosCoordinator.todo -sheet-> TodosCoordinator.photo",
      "UnauthenticatedCoordinator.start -push-> UnauthenticatedCoordinator.registration",
      "UnauthenticatedCoordinator.start -root-switch-> MainCoordinator.authenticated",
      "UnauthenticatedCoordinator.start -sheet-> UnauthenticatedCoordinator.forgotPassword",
    ])
    XCTAssertEqual(graph.entryPoints.map(\.target), ["MainCoordinator"])
    XCTAssertEqual(graph.parents()["TodosCoordinator"], "AuthenticatedCoordinator")
    XCTAssertEqual(graph.parents()["AuthenticatedCoordinator"], "MainCoordinator")
    XCTAssertEqual(graph.coordinator("TodosCoordinator")?.navigation, .yes)
    XCTAssertEqual(graph.screen("UnauthenticatedCoordinator.start")?.views, ["LoginScreen"])
    XCTAssertEqual(Set(graph.backActions.map(\.action)), [.popLast, .popToRoot, .dismissCoordinator])
    // The settings view is shared by both platforms' coordinators: each call comes from its own platform's screen.
    XCTAssertFalse(graph.edges.contains { $0.from.contains("macOS") && $0.to.contains("iOS") })
  }

  private let coordinator = LibraryMarkers("Main.swift", """
    import Stinsen
    import SwiftUI
    final class MainCoordinator: NavigationCoordinatable {
      let stack = NavigationStack(initial: \\MainCoordinator.start)
      @Root var start = makeStart
      @Route(.push) var next = makeNext
      @ViewBuilder func makeStart() -> some View { StartView() }
      @ViewBuilder func makeNext() -> some View { Text("next") }
    }
    """)

  func testCommentsStringsAndLookAlikeRoutersAreNotCalls() {
    let view = LibraryMarkers("StartView.swift", """
      import Stinsen
      import SwiftUI
      final class AppRouter { func route(to path: KeyPath<AppRouter, Int>) {} ; var next = 0 }
      struct StartView: View {
        @EnvironmentObject var router: MainCoordinator.Router
        let appRouter = AppRouter()
        var body: some View {
          // router.route(to: \\.next)
          /* router.route(to: \\.next) */
          Text("router.route(to: \\\\.next)")
          Button("own") { appRouter.1️⃣route(to: \\.next) }
        }
      }
      """)
    let other = LibraryMarkers("Other.swift", """
      import NavigatorUI
      import SwiftUI
      struct OtherView: View {
        @Environment(\\.navigator) var router: Navigator
        var body: some View { Button("x") { router.route(to: \\.next) } }
      }
      """)
    let result = LibraryMarkers.read([coordinator, view, other])
    XCTAssertEqual(result.graph.edgeLines, [])
    // The app's own look-alike router names no coordinator: said, with its place.
    XCTAssertEqual(result.warnings.map(\.location), [view["1"]])
  }

  func testUnknownRouteKeysAndBrokenFilesAreReportedNotGuessed() {
    let view = LibraryMarkers("StartView.swift", """
      import Stinsen
      import SwiftUI
      struct StartView: View {
        @EnvironmentObject var router: MainCoordinator.Router
        var body: some View {
          Button("a") { router.1️⃣route(to: \\.missing) }
          Button("b") { router.2️⃣route(to: \\.next) }
        }
        func broken( {
      }
      """)
    let result = LibraryMarkers.read([coordinator, view])
    XCTAssertEqual(result.graph.edges(at: view["2"]).map(\.to), ["MainCoordinator.next"])
    XCTAssertEqual(result.graph.unresolved.map(\.location), [view["1"]])
    XCTAssertEqual(result.graph.unresolved.map(\.expression), ["\\MainCoordinator.missing"])
    XCTAssertTrue(result.warnings.contains { $0.location == view["1"] && $0.message.contains("not a route") })
    XCTAssertTrue(result.warnings.contains { $0.message.hasPrefix("syntax error") && $0.location?.file == "StartView.swift" })
  }

  func testAStackNamingNoRouteIsReportedAndFlowStacksCallsAreNotStinsens() {
    let file = LibraryMarkers("Mixed.swift", """
      import FlowStacks
      import Stinsen
      import SwiftUI
      final class MainCoordinator: NavigationCoordinatable {
        let stack = 1️⃣NavigationStack(initial: \\MainCoordinator.missing)
        @Root var start = makeStart
        @ViewBuilder func makeStart() -> some View { StartView() }
      }
      enum Screen: Hashable { case a, b }
      struct StartView: View {
        @State var routes: Routes<Screen> = [.root(.a)]
        var body: some View {
          Button("back") { routes.pop() }
          Button("b") { routes.push(.b) }
        }
      }
      """)
    let result = LibraryMarkers.read([file])
    XCTAssertEqual(result.graph.coordinator("MainCoordinator")?.roots, ["MainCoordinator.start"])
    XCTAssertEqual(result.warnings.map(\.location), [file["1"]])
    XCTAssertFalse(result.graph.edges.contains { $0.to.hasPrefix("MainCoordinator") })
    XCTAssertFalse(result.graph.backActions.contains { $0.screen.hasPrefix("MainCoordinator") })
  }
}
