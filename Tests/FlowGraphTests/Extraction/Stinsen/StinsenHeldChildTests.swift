import FlowGraph
import XCTest

/// A Stinsen coordinator that holds a child coordinator in a stored property and shows it from a route's factory
/// (`AnyView(signIn.view())`, `NavigationViewCoordinator(signIn)`): `view()` builds that child's view wherever the
/// instance comes from, so the route shows the child (a root embeds it), found through the property's declared type.
final class StinsenHeldChildTests: XCTestCase {
  private let signIn = LibraryMarkers("SignIn.swift", """
    import Stinsen
    import SwiftUI

    final class SignInCoordinator: NavigationCoordinatable {
      let stack = NavigationStack(initial: \\SignInCoordinator.start)
      @Root var start = makeStart
      @Route(.push) var recover = makeRecover
      @ViewBuilder func makeStart() -> some View { SignInScreen() }
      @ViewBuilder func makeRecover() -> some View { Text("Recover") }
    }

    struct SignInScreen: View {
      @EnvironmentObject var router: SignInCoordinator.Router
      var body: some View { Button("Forgot?") { router.route(to: \\.recover) } }
    }
    """)

  private func gate(_ holder: String, _ factory: String) -> LibraryMarkers {
    LibraryMarkers("Gate.swift", """
      import Stinsen
      import SwiftUI

      @main
      struct GateApp: App {
        var body: some Scene { WindowGroup { NavigationViewCoordinator(GateCoordinator(signedIn: false)).view() } }
      }

      final class GateCoordinator: NavigationCoordinatable {
        let stack = NavigationStack(initial: \\GateCoordinator.start)
        \(holder)
        let signedIn: Bool
        @Root var start = makeStart
        init(signedIn: Bool) {
          self.signedIn = signedIn
          signInFlow = SignInCoordinator()
        }
        func makeStart() -> some View {
          \(factory)
        }
      }

      struct HomeScreen: View {
        var body: some View { Text("Home") }
      }
      """)
  }

  private func embeds(_ files: [LibraryMarkers]) -> [String] {
    LibraryMarkers.read(files).graph.edges.filter { $0.kind == .embed }.map { "\($0.from) \($0.to) \($0.withNavigation)" }.sorted()
  }

  private func unreachable(_ files: [LibraryMarkers]) -> [String] {
    Linter(options: LintOptions(onlyRules: ["unreachable-coordinator", "unreachable-screen", "push-without-navigation"]))
      .lint(LibraryMarkers.read(files).graph).findings.flatMap(\.subjects).sorted()
  }

  func testATypedPropertyShownByViewIsEmbedded() {
    let files = [gate("var signInFlow: SignInCoordinator", "AnyView(signInFlow.view())"), signIn]
    XCTAssertEqual(embeds(files), ["GateCoordinator.start SignInCoordinator false"])
    XCTAssertEqual(unreachable(files), [])
  }

  func testSelfAndAWrapperAroundThePropertyGiveNavigation() {
    let files = [gate("var signInFlow: SignInCoordinator", "NavigationViewCoordinator(self.signInFlow).view()"), signIn]
    XCTAssertEqual(embeds(files), ["GateCoordinator.start SignInCoordinator true"])
  }

  /// A body choosing between a view and the held child shows either: the screen keeps its view, and embeds the child.
  func testABranchBetweenAViewAndTheChildKeepsBoth() {
    let files = [gate("var signInFlow: SignInCoordinator", """
      if signedIn { return AnyView(HomeScreen()) }
          return AnyView(signInFlow.view())
      """), signIn]
    XCTAssertEqual(embeds(files), ["GateCoordinator.start SignInCoordinator false"])
    XCTAssertEqual(LibraryMarkers.read(files).graph.screens.first { $0.id == "GateCoordinator.start" }?.views, ["HomeScreen"])
  }

  /// A name that is no stored property of the coordinator (a local here) says nothing known: no child is guessed.
  func testALocalIsNotAProperty() {
    let files = [gate("var signInFlow: SignInCoordinator", """
      let other = signInFlow
          return AnyView(other.view())
      """), signIn]
    XCTAssertEqual(embeds(files), [])
  }
}
