import FlowGraph
import XCTest

/// Routes set by a method that only the coordinator's initializer calls are where it starts (its roots), not root
/// switches made while it is shown; the same method also called from a screen switches the root from there.
final class InitializationMethodTests: XCTestCase {
  private func app(extraCall: String, more: String = "") -> LibraryMarkers {
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
      \(more)
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

  /// Another type's method of the same name (Swift calls the method of the receiver's type): the app's session model
  /// has its own `chooseStart(on:)`, called on a property declared with that type, and bare in its own code.
  private let session = """
    final class Session: ObservableObject {
      var started = false
      func chooseStart(on day: Int) { started = day > 0 }
      func restart() { chooseStart(on: 1) }
    }
    """

  func testAnotherTypesMethodOfTheSameNameLeavesTheRootsAlone() {
    let file = app(extraCall: "print(2)", more: session + """

      struct Holder: View {
        @StateObject var session = Session()
        var body: some View { Button("x") { session.chooseStart(on: 3) } }
      }
      """)
    let graph = LibraryMarkers.read([file]).graph
    XCTAssertEqual(graph.coordinator("AppFlow")?.roots.sorted(), ["AppFlow.home", "AppFlow.welcome"])
    XCTAssertEqual(graph.edges.filter { $0.kind == .rootSwitch }.count, 0, graph.edgeLines.joined(separator: "\n"))
  }

  func testAReceiverOfUnknownTypeOrOfASubclassStillCountsAsACall() {
    // `flows.first?.chooseStart()`: what `flows` holds is not read; a subclass of the flow has its method.
    for call in ["other.chooseStart()", "child.chooseStart()"] {
      let file = app(extraCall: call, more: """
        final class ChildFlow: AppFlow {}
        struct Holder: View {
          let other: Any
          let child: ChildFlow
          var body: some View { Text("") }
        }
        """)
      let graph = LibraryMarkers.read([file]).graph
      XCTAssertFalse(graph.edges.filter { $0.kind == .rootSwitch }.isEmpty, "\(call): \(graph.edgeLines.joined(separator: "\n"))")
    }
  }
}
