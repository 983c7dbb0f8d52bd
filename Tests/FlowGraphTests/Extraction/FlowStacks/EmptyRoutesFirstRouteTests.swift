import FlowGraph
import XCTest

/// Routes declared empty (`@Published var routes: Routes<Screen> = []`) that the coordinator's initialization fills
/// with one route (`init() { makeRoot() }`, `func makeRoot() { routes.presentSheet(.welcome, embedInNavigationView:
/// true) }`): FlowStacks' Router (0.1–0.4) shows `routes[0]` in place whatever its style, so that route is the root,
/// not a sheet or a push.
final class EmptyRoutesFirstRouteTests: XCTestCase {
  private func provider(_ start: String, initializer: String = "init() { makeRoot() }") -> LibraryMarkers {
    LibraryMarkers("Onboarding.swift", """
      import FlowStacks
      import SwiftUI

      enum OnboardingScreen: Hashable { case welcome, terms, done }

      final class OnboardingProvider: ObservableObject {
        @Published var routes: Routes<OnboardingScreen> = []
        \(initializer)
        func makeRoot() {
          \(start)
        }
        func showTerms() { routes.push(.terms) }
        func finish() { routes.presentCover(.done) }
      }

      struct OnboardingView: View {
        @StateObject var provider = OnboardingProvider()
        var body: some View {
          Router($provider.routes) { screen, _ in
            switch screen {
            case .welcome: Button("Terms") { provider.showTerms() }
            case .terms: Button("Finish") { provider.finish() }
            case .done: Text("Done")
            }
          }
        }
      }

      @main
      struct OnboardingApp: App {
        var body: some Scene { WindowGroup { OnboardingView() } }
      }
      """)
  }

  private func read(_ file: LibraryMarkers) -> (roots: [String], edges: [String]) {
    let graph = LibraryMarkers.read([file]).graph
    return (graph.coordinator("OnboardingProvider")?.roots ?? [], graph.edgeLines)
  }

  func testTheOneRouteAddedAtInitializationIsTheRootWhateverItsStyle() {
    for start in ["routes.presentSheet(.welcome, embedInNavigationView: true)", "routes.push(.welcome)",
                  "let screen = OnboardingScreen.welcome\n    routes.presentCover(screen)"] {
      let file = provider(start)
      let (roots, edges) = read(file)
      XCTAssertEqual(roots, ["OnboardingProvider.welcome"], start)
      XCTAssertEqual(edges, [
        "OnboardingProvider.terms -cover-> OnboardingProvider.done",
        "OnboardingProvider.welcome -push-> OnboardingProvider.terms",
      ], start)
      XCTAssertEqual(Linter(options: LintOptions(onlyRules: ["unreachable-screen"])).lint(LibraryMarkers.read([file]).graph).findings, [], start)
    }
  }

  /// A method something else calls too (a sign-out) adds its route on top of what is shown: it keeps its style.
  func testAMethodCalledAfterInitializationKeepsItsStyle() {
    let file = provider("routes.presentSheet(.welcome)", initializer: """
      init() { makeRoot() }
        func restart() { makeRoot() }
      """)
    XCTAssertTrue(read(file).edges.contains("OnboardingProvider -sheet-> OnboardingProvider.welcome"), "\(read(file).edges)")
  }

  /// A closure the initializing method hands on runs later; and two routes added at initialization are not told apart.
  func testAClosureAndTwoRoutesStayAsWritten() {
    let later = read(provider("DispatchQueue.main.async { self.routes.presentSheet(.welcome) }"))
    XCTAssertTrue(later.edges.contains("OnboardingProvider -sheet-> OnboardingProvider.welcome"), "\(later.edges)")
    let two = read(provider("routes.push(.welcome)\n    routes.push(.terms)"))
    XCTAssertEqual(two.roots, [])
  }
}
