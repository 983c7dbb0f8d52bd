import FlowGraph
import XCTest

/// `flowDestination(for: E.self)` over an enum of one case builds that case: the screen pushes reach is the one
/// whose view the destination builds.
final class SingleCaseDestinationTests: XCTestCase {
  func testTheDestinationOfAOneCaseEnumIsThatCasesScreen() {
    let app = LibraryMarkers("Flow.swift", """
      import FlowStacks
      import SwiftUI

      enum Step: Hashable { case number(Int) }
      struct StepFlow: View {
        @State var routes: [Route<Step>] = []
        var body: some View {
          FlowStack($routes, withNavigation: true) {
            StepView(value: 0)
              .flowDestination(for: Step.self) { step in
                if case let .number(value) = step { StepView(value: value) }
              }
          }
        }
      }
      struct StepView: View {
        let value: Int
        @EnvironmentObject var navigator: FlowNavigator<Step>
        var body: some View { Button("next") { navigator.1️⃣push(.number(value + 1)) } }
      }
      """)
    let graph = LibraryMarkers.read([app]).graph
    XCTAssertEqual(graph.screens.filter { $0.coordinator == "StepFlow" }.map(\.name).sorted(), ["number", "root"])
    XCTAssertEqual(graph.screen("StepFlow.number")?.views, ["StepView"])
    XCTAssertEqual(Set(graph.edges(at: app["1"]).map(\.from)), ["StepFlow.root", "StepFlow.number"])
  }
}
