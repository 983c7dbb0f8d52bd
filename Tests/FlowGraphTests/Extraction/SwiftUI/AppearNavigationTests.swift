import XCTest

@testable import FlowGraph

/// The navigation an `.onAppear` / `.task` makes, in each form a view writes it: what `cover-on-appear` judges.
final class AppearNavigationTests: XCTestCase {
  private func appearFacts(_ home: String) -> [CodeFact] {
    let source = Marked("""
      import FlowStacks
      import SwiftUI

      enum Screen { case home, offer }

      struct AppCoordinator: View {
        @State var routes: Routes<Screen> = [.root(.home)]

        var body: some View {
          Router($routes) { screen, _ in
            switch screen {
            case .home: HomeView(onOffer: { routes.presentCover(.offer) })
            case .offer: Text("Offer")
            }
          }
        }
      }

      struct HomeView: View {
        let onOffer: () -> Void
        @State var loaded = false

        \(home)

        private func showOffer() { onOffer() }
        private func load() { loaded = true }
      }
      """)
    return extract(source).graph.codeFacts.filter { $0.kind == .navigatesOnAppear }
  }

  func testCallbacksMethodsAndTasksThatNavigateAreRecorded() {
    for body in [
      "var body: some View { Text(\"Home\").onAppear { onOffer() } }",
      "var body: some View { Text(\"Home\").onAppear { Task { await Task.yield(); self.onOffer() } } }",
      "var body: some View { Text(\"Home\").task { onOffer() } }",
    ] {
      let facts = appearFacts(body)
      XCTAssertEqual(facts.map(\.type), ["HomeView"], body)
      XCTAssertEqual(facts.first?.related.map(\.line), [12], body)
    }
  }

  func testAppearClosuresThatDoNotNavigateAreNot() {
    for body in [
      "var body: some View { Text(\"Home\").onAppear { load() } }",
      "var body: some View { Text(\"Home\").onAppear(perform: load) }",
      "var body: some View { Button(\"Offer\", action: onOffer).onAppear { loaded = true } }",
      "var body: some View { Text(\"Home\").sheet(isPresented: $loaded) { Text(\"Sheet\").onAppear { onOffer() } } }",
    ] {
      XCTAssertEqual(appearFacts(body), [], body)
    }
  }
}
