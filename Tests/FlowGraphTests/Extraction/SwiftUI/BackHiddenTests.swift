import XCTest

@testable import FlowGraph

/// Where a screen's views hide the back button, as the shared declaration pass reads SwiftUI's modifiers.
final class BackHiddenTests: XCTestCase {
  private func backHidden(_ modifier: String, extra: String = "") -> SourceLocation? {
    let source = Marked("""
      import FlowStacks
      import SwiftUI

      enum Screen { case home, done }

      struct AppCoordinator: View {
        @State var routes: Routes<Screen> = [.root(.home, embedInNavigationView: true)]

        var body: some View {
          Router($routes) { screen, _ in
            switch screen {
            case .home: HomeView(onDone: { routes.push(.done) })
            case .done: DoneView()
            }
          }
        }
      }

      struct DoneView: View {
        @State var isEditing = false
        @State var showsHelp = false

        var body: some View {
          Text("Done")
            \(modifier)
        }
      }
      \(extra)
      """)
    return extract(source).graph.screen("AppCoordinator.done")?.backHidden
  }

  func testTheLiteralFormsHideTheBackButton() {
    for modifier in [
      ".navigationBarBackButtonHidden()", ".navigationBarBackButtonHidden(true)", ".navigationBarHidden(true)",
      ".toolbar(.hidden, for: .navigationBar)", ".toolbar(.hidden)",
    ] {
      XCTAssertNotNil(backHidden(modifier), modifier)
    }
  }

  func testConditionsOtherBarsAndPresentedContentDoNot() {
    for modifier in [
      ".navigationBarBackButtonHidden(isEditing)", ".navigationBarHidden(false)", ".toolbar(.hidden, for: .tabBar)",
      ".toolbar(.visible, for: .navigationBar)",
      ".sheet(isPresented: $showsHelp) { Text(\"Help\").navigationBarBackButtonHidden() }",
    ] {
      XCTAssertNil(backHidden(modifier), modifier)
    }
  }
}
