import FlowGraph
import XCTest

/// Routes a FlowStack starts with (`@Published var routes: [Route<Screen>] = [.cover(.dashboard)]`): FlowStack keeps its
/// root out of the array, so the routes are shown from launch over the root, each over the one before. They are reached
/// (set-routes edges from the root, then from each), a launch cover is not a cover the user must be able to leave, and
/// a push from a route shown without a container of its own is reported in that route's layer.
final class FlowStackInitialRoutesTests: XCTestCase {
  private func app(_ initial: String) -> LibraryMarkers {
    LibraryMarkers("Launch.swift", """
      import FlowStacks
      import SwiftUI

      enum LaunchScreen: Hashable { case dashboard, news, article }

      final class LaunchModel: ObservableObject {
        @Published var routes: [Route<LaunchScreen>] = \(initial)
        func openArticle() { routes.1️⃣push(.article) }
      }

      struct LaunchFlow: View {
        @StateObject var model = LaunchModel()
        var body: some View {
          FlowStack($model.routes, withNavigation: true) {
            Text("Loading")
              .flowDestination(for: LaunchScreen.self) { screen in
                switch screen {
                case .dashboard: Button("Read") { model.openArticle() }
                case .news: Button("Read") { model.openArticle() }
                case .article: Text("Article")
                }
              }
          }
        }
      }

      @main
      struct LaunchApp: App {
        var body: some Scene { WindowGroup { LaunchFlow() } }
      }
      """)
  }

  private func edges(_ initial: String) -> [String] {
    LibraryMarkers.read([app(initial)]).graph.edges.filter { $0.kind == .setRoutes }
      .map { "\($0.from) \($0.presentation?.rawValue ?? "-") \($0.to)" }.sorted()
  }

  private func findings(_ initial: String) -> [String] {
    Linter(options: LintOptions(onlyRules: ["unreachable-screen", "cover-without-dismiss", "push-without-navigation"]))
      .lint(LibraryMarkers.read([app(initial)]).graph).findings.map { "\($0.rule): \($0.message)" }
  }

  func testALaunchCoverIsReachedAndNeedsNoWayOut() {
    let initial = "[.cover(.dashboard, withNavigation: true)]"
    XCTAssertEqual(edges(initial), ["LaunchModel.root cover LaunchModel.dashboard"])
    XCTAssertEqual(findings(initial).filter { !$0.contains("LaunchModel.news") }, [])
  }

  func testEachInitialRouteIsShownOverTheOneBefore() {
    XCTAssertEqual(edges("[.push(.news), .push(.article)]"), ["LaunchModel.news push LaunchModel.article", "LaunchModel.root push LaunchModel.news"])
  }

  func testAPushFromALaunchCoverWithoutNavigationIsReportedInThatCover() {
    let found = findings("[.cover(.dashboard)]").filter { $0.hasPrefix("push-without-navigation") }
    XCTAssertEqual(found.count, 1, "\(found)")
    XCTAssertTrue(found.first?.contains("shown in a cover presented from 'LaunchModel.root' without withNavigation") ?? false, "\(found)")
  }

  func testNoInitialRoutesNoEdges() {
    XCTAssertEqual(edges("[]"), [])
    XCTAssertEqual(findings("[]").filter { $0.hasPrefix("unreachable-screen") }.count, 3)
  }
}
