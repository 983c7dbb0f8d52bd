import XCTest

@testable import FlowGraph

/// Where a screen's views use the navigation container they are shown in (a link, a title, bar content), as the
/// shared declaration pass reads them: what `unused-navigation-container` needs to stay silent.
final class NavigationUseTests: XCTestCase {
  private func navigationUse(_ modifier: String, extra: String = "") -> SourceLocation? {
    let source = Marked("""
      import Stinsen
      import SwiftUI

      final class HelpCoordinator: NavigationCoordinatable {
        let stack = NavigationStack(initial: \\HelpCoordinator.start)
        @Root var start = makeStart

        @ViewBuilder func makeStart() -> some View { HelpView() }
      }

      struct HelpView: View {
        @State var showsAbout = false

        var body: some View {
          VStack {
            Text("Help")
            HelpFooter()
          }
          \(modifier)
        }
      }
      \(extra)
      """)
    return extract(source).graph.screen("HelpCoordinator.start")?.navigationUse
  }

  func testLinksTitlesAndBarContentUseTheContainer() {
    for modifier in [
      ".navigationTitle(\"Help\")", ".navigationBarTitle(\"Help\")", ".toolbar { Button(\"Done\") {} }",
      ".navigationBarItems(trailing: Button(\"Done\") {})", ".searchable(text: .constant(\"\"))",
      ".navigationDestination(isPresented: $showsAbout) { Text(\"About\") }",
      ".overlay { NavigationLink(\"About\") { Text(\"About\") } }",
    ] {
      XCTAssertNotNil(navigationUse(modifier), modifier)
    }
  }

  func testAViewBuiltInsideTheScreenCounts() {
    let footer = """
      struct HelpFooter: View {
        var body: some View { NavigationLink("Contact") { Text("Contact") } }
      }
      """
    XCTAssertEqual(navigationUse("", extra: footer)?.line, 23)
  }

  func testPresentedContentOwnContainersAndVisibilityDoNot() {
    for modifier in [
      "", ".navigationBarHidden(true)", ".toolbar(.hidden, for: .navigationBar)", ".toolbar(.visible, for: .tabBar)",
      ".sheet(isPresented: $showsAbout) { NavigationView { Text(\"About\").navigationTitle(\"About\") } }",
      ".fullScreenCover(isPresented: $showsAbout) { Text(\"About\").toolbar { Button(\"Close\") {} } }",
    ] {
      XCTAssertNil(navigationUse(modifier), modifier)
    }
    let ownContainer = """
      struct HelpFooter: View {
        var body: some View { NavigationView { Text("Contact").navigationTitle("Contact") } }
      }
      """
    XCTAssertNil(navigationUse("", extra: ownContainer))
  }
}
