import FlowGraph
import XCTest

/// One view shown by several screens, each building it with another case of a stored property
/// (`SetupView(mode: .create(…))`), and navigating in a `switch` over that property: Swift runs the arm of the case
/// the screen passed, so each screen has only its own arm's edges and back actions.
final class ModeArgumentTests: XCTestCase {
  private func app(built: [String]) -> LibraryMarkers {
    LibraryMarkers("Setup.swift", """
      import FlowStacks
      import SwiftUI

      enum Mode: Hashable { case create(String), restore, edit }
      enum Screen: Hashable { case start, createName, restoreName, editName, createDone, restoreDone }

      struct SetupFlow: View {
        @State var routes: Routes<Screen> = [.root(.start)]
        var body: some View {
          Router($routes) { screen, _ in
            switch screen {
            case .start: Text("start")
            case .createName: SetupView(mode: \(built[0]))
            case .restoreName: SetupView(mode: \(built[1]))
            case .editName: SetupView(mode: \(built[2]))
            case .createDone, .restoreDone: Text("done")
            }
          }
        }
      }

      struct SetupView: View {
        let mode: Mode
        @EnvironmentObject var navigator: FlowNavigator<Screen>
        var body: some View {
          Button("next") {
            switch mode {
            case .create: navigator.1️⃣push(.createDone)
            case .restore: navigator.2️⃣push(.restoreDone)
            case .edit: navigator.3️⃣pop()
            }
          }
        }
      }
      """)
  }

  func testEachScreenTakesTheArmOfTheCaseItBuildsTheViewWith() {
    let file = app(built: [".create(\"seed\")", "Mode.restore", ".edit"])
    let graph = LibraryMarkers.read([file]).graph
    XCTAssertEqual(graph.edges(at: file["1"]).map(\.from), ["SetupFlow.createName"])
    XCTAssertEqual(graph.edges(at: file["2"]).map(\.from), ["SetupFlow.restoreName"])
    XCTAssertEqual(graph.backActions.filter { $0.location == file["3"] }.map(\.screen), ["SetupFlow.editName"])
  }

  /// A case computed where the view is built (`mode: currentMode`) may be any: every screen keeps every arm.
  func testAComputedArgumentKeepsEveryArm() {
    let file = app(built: ["currentMode", ".restore", ".edit"])
    let graph = LibraryMarkers.read([file]).graph
    XCTAssertEqual(graph.edges(at: file["1"]).map(\.from).sorted(), ["SetupFlow.createName"])
    XCTAssertEqual(graph.edges(at: file["2"]).map(\.from).sorted(), ["SetupFlow.createName", "SetupFlow.restoreName"])
  }
}
