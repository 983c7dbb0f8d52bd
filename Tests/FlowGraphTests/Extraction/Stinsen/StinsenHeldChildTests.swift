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

  /// The coordinator's own method in place of the property (`makeSignIn().view()`): what it is declared to return is
  /// shown, with the NavigationView a `NavigationViewCoordinator` return type brings; in a branch, beside a view.
  func testAMethodOfTheCoordinatorShowsWhatItIsDeclaredToReturn() {
    let holder = """
      var signInFlow: SignInCoordinator
        func makeSignIn() -> NavigationViewCoordinator<SignInCoordinator> { NavigationViewCoordinator(SignInCoordinator()) }
        func makePlain() -> SignInCoordinator { SignInCoordinator() }
      """
    XCTAssertEqual(embeds([gate(holder, "AnyView(makeSignIn().view())"), signIn]), ["GateCoordinator.start SignInCoordinator true"])
    XCTAssertEqual(embeds([gate(holder, "AnyView(self.makePlain().view())"), signIn]), ["GateCoordinator.start SignInCoordinator false"])
    XCTAssertEqual(embeds([gate(holder, "NavigationViewCoordinator(makePlain()).view()"), signIn]),
                   ["GateCoordinator.start SignInCoordinator true"])
    let branch = [gate(holder, """
      if signedIn { return AnyView(HomeScreen()) }
          return AnyView(makeSignIn().view())
      """), signIn]
    XCTAssertEqual(embeds(branch), ["GateCoordinator.start SignInCoordinator true"])
    XCTAssertEqual(unreachable(branch), [])
  }

  /// A method that takes arguments, or returns a view, shows no coordinator.
  func testAMethodReturningAViewOrTakingArgumentsShowsNoChild() {
    let holder = """
      var signInFlow: SignInCoordinator
        func makeHome() -> HomeScreen { HomeScreen() }
        func makeSignIn(_ id: Int) -> SignInCoordinator { SignInCoordinator() }
      """
    XCTAssertEqual(embeds([gate(holder, "AnyView(makeSignIn(1).view())"), signIn]), [])
    XCTAssertEqual(embeds([gate(holder, "AnyView(makeHome())"), signIn]), [])
  }

  /// A struct a factory builds that conforms to nothing a view could (a service handed to a model) is no view of the
  /// screen; one conforming to `View` in an extension, or to a protocol flowviz does not know, may be.
  func testAStructThatCannotBeAViewIsNoViewOfTheScreen() {
    let views = """
      struct APIService { let base = "https://example.org" }
      struct Settings: Codable, Hashable { var dark = false }
      struct Banner {}
      extension Banner: View { var body: some View { Text("Banner") } }
      final class HomeModel { init(api: APIService, settings: Settings) {} }
      """
    let files = [gate("var signInFlow: SignInCoordinator", """
      let model = HomeModel(api: APIService(), settings: Settings())
          return AnyView(VStack { Banner(); HomeScreen() }.onAppear { _ = model })
      """), signIn, LibraryMarkers("Views.swift", "import SwiftUI\n" + views)]
    XCTAssertEqual(LibraryMarkers.read(files).graph.screens.first { $0.id == "GateCoordinator.start" }?.views, ["Banner", "HomeScreen"])
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
