import FlowGraph
import XCTest

/// Routes set by a method that only the coordinator's initializer calls are where it starts (its roots), not root
/// switches made while it is shown; the same method also called from a screen switches the root from there.
final class InitializationMethodTests: XCTestCase {
  private func app(extraCall: String) -> LibraryMarkers {
    LibraryMarkers("App.swift", """
      import FlowStacks
      import SwiftUI

      enum Page: Hashable { case welcome, home, settings }

      final class AppFlow: ObservableObject {
        @Published var routes: Routes<Page> = []
        private let signedIn: Bool
        init(signedIn: Bool) {
          self.signedIn = signedIn
          chooseStart()
        }
        func chooseStart() {
          if signedIn {
            routes = [1️⃣.root(.home, embedInNavigationView: true)]
          } else {
            routes = [2️⃣.root(.welcome, embedInNavigationView: true)]
          }
        }
        func openSettings() { routes.3️⃣push(.settings) }
      }

      struct AppFlowView: View {
        @StateObject var flow = AppFlow(signedIn: false)
        var body: some View {
          Router($flow.routes) { page, _ in
            switch page {
            case .welcome: WelcomeView(onDone: { \(extraCall) })
            case .home: HomeView(onSettings: flow.openSettings)
            case .settings: SettingsView()
            }
          }
        }
      }
      struct WelcomeView: View { let onDone: () -> Void; var body: some View { Button("go", action: onDone) } }
      struct HomeView: View { let onSettings: () -> Void; var body: some View { Button("settings", action: onSettings) } }
      struct SettingsView: View { var body: some View { Text("") } }

      @main
      struct DemoApp: App { var body: some Scene { WindowGroup { AppFlowView() } } }
      """)
  }

  func testAMethodOnlyTheInitializerCallsSetsTheRoots() {
    let file = app(extraCall: "print(\"done\")")
    let graph = LibraryMarkers.read([file]).graph
    XCTAssertEqual(graph.coordinator("AppFlow")?.roots.sorted(), ["AppFlow.home", "AppFlow.welcome"])
    XCTAssertEqual(graph.edges.filter { $0.kind == .rootSwitch }.count, 0, graph.edgeLines.joined(separator: "\n"))
    XCTAssertEqual(graph.edges(at: file["3"]).map { "\($0.from) \($0.kind.rawValue) \($0.to)" }, ["AppFlow.home push AppFlow.settings"])
  }

  func testTheSameMethodCalledFromAScreenSwitchesTheRootFromThere() {
    let file = app(extraCall: "flow.chooseStart()")
    let graph = LibraryMarkers.read([file]).graph
    XCTAssertTrue(graph.edges(at: file["1"]).map { "\($0.from) \($0.kind.rawValue) \($0.to)" }.contains("AppFlow.welcome root-switch AppFlow.home"),
                  graph.edgeLines.joined(separator: "\n"))
  }
}
