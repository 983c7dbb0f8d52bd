import FlowGraph
import XCTest

/// A route's factory that calls the coordinator's own methods for what it shows (`if session.signedIn {
/// makeSignedIn() } else { makeSignedOut() }`, each returning `SignedInCoordinator().view()` or a view): Swift
/// evaluates the call, so the route shows what the called method returns, a few calls deep.
final class StinsenHelperMethodTests: XCTestCase {
  private let children = LibraryMarkers("Children.swift", """
    import Stinsen
    import SwiftUI

    final class SignedInCoordinator: NavigationCoordinatable {
      let stack = NavigationStack(initial: \\SignedInCoordinator.start)
      @Root var start = makeStart
      @ViewBuilder func makeStart() -> some View { Text("Home") }
    }

    final class SignedOutCoordinator: NavigationCoordinatable {
      let stack = NavigationStack(initial: \\SignedOutCoordinator.start)
      @Root var start = makeStart
      @ViewBuilder func makeStart() -> some View { Text("Login") }
    }

    struct WelcomeScreen: View {
      var onDone: () -> Void = {}
      var body: some View { Button("Start", action: onDone) }
    }
    """)

  private func main(_ methods: String) -> LibraryMarkers {
    LibraryMarkers("Main.swift", """
      import Stinsen
      import SwiftUI

      @main
      struct MainApp: App {
        var body: some Scene { WindowGroup { MainCoordinator().view() } }
      }

      final class MainCoordinator: NavigationCoordinatable {
        let stack = NavigationStack(initial: \\MainCoordinator.start)
        var signedIn = false
        @Root var start = makeStart
        \(methods)
      }
      """)
  }

  private func read(_ files: [LibraryMarkers]) -> (embeds: [String], views: [String], unreachable: [String]) {
    let graph = LibraryMarkers.read(files).graph
    let embeds = graph.edges.filter { $0.kind == .embed }.map { "\($0.from) \($0.to)" }.sorted()
    let views = graph.screens.first { $0.id == "MainCoordinator.start" }?.views ?? []
    let findings = Linter(options: LintOptions(onlyRules: ["unreachable-coordinator"])).lint(graph).findings.flatMap(\.subjects).sorted()
    return (embeds, views, findings)
  }

  func testBranchesCallingHelpersEmbedEachChild() {
    let files = [main("""
      @ViewBuilder func makeStart() -> some View {
          if signedIn { makeSignedIn() } else { makeSignedOut() }
        }
        func makeSignedIn() -> some View { SignedInCoordinator().view() }
        func makeSignedOut() -> some View { SignedOutCoordinator().view() }
      """), children]
    let read = read(files)
    XCTAssertEqual(read.embeds, ["MainCoordinator.start SignedInCoordinator", "MainCoordinator.start SignedOutCoordinator"])
    XCTAssertEqual(read.unreachable, [])
  }

  /// Two calls deep, through `self`, and a helper declared to return the coordinator it builds.
  func testHelpersOfHelpersAndDeclaredReturnTypes() {
    let files = [main("""
      func makeStart() -> some View { self.chooseRoot() }
        @ViewBuilder func chooseRoot() -> some View {
          if signedIn { makeSignedIn().view() } else { AnyView(makeSignedOut()) }
        }
        func makeSignedIn() -> SignedInCoordinator { SignedInCoordinator() }
        func makeSignedOut() -> some View { NavigationViewCoordinator(SignedOutCoordinator()).view() }
      """), children]
    XCTAssertEqual(read(files).embeds, ["MainCoordinator.start SignedInCoordinator", "MainCoordinator.start SignedOutCoordinator"])
  }

  /// A helper returning a view: the screen's view.
  func testAHelperReturningAViewGivesTheScreenItsView() {
    let files = [main("""
      func makeStart() -> some View { makeWelcome() }
        func makeWelcome() -> some View { WelcomeScreen() }
      """), children]
    XCTAssertEqual(read(files).views, ["WelcomeScreen"])
  }

  /// A method returning nothing, handed to a view to call later, is no part of what the factory shows, whatever it
  /// builds; and neither is a method the factory does not name.
  func testAMethodReturningNothingShowsNothing() {
    let files = [main("""
      func makeStart() -> some View { WelcomeScreen(onDone: didFinish) }
        func didFinish() { let next = SignedInCoordinator(); _ = next }
        func unused() -> some View { SignedOutCoordinator().view() }
      """), children]
    let read = read(files)
    XCTAssertEqual(read.embeds, [])
    XCTAssertEqual(read.views, ["WelcomeScreen"])
    XCTAssertEqual(read.unreachable, ["SignedInCoordinator", "SignedOutCoordinator"])
  }

  /// The code of a route's own factory that another route's factory calls (`@Root var login = makeLogin`, `@Root var
  /// home = makeHome`, and `makeStart() { if signedIn { makeHome() } else { makeLogin() } }`) runs for both routes: a
  /// root switch in a closure it hands its view (`LoginScreen(onDone: { self?.root(\.home) })`) comes from each.
  func testAHelperThatIsAnotherRoutesFactoryRunsForBothRoutes() {
    let files = [main("""
      @Root var login = makeLogin
        @Root var home = makeHome
        @ViewBuilder func makeStart() -> some View {
          if signedIn { makeHome() } else { makeLogin() }
        }
        @ViewBuilder func makeLogin() -> some View {
          WelcomeScreen(onDone: { [weak self] in self?.1️⃣root(\\.home) })
        }
        @ViewBuilder func makeHome() -> some View {
          WelcomeScreen(onDone: { [weak self] in self?.2️⃣root(\\.login) })
        }
        func makeOther() -> some View { WelcomeScreen(onDone: { [weak self] in self?.3️⃣root(\\.start) }) }
      """), children]
    let graph = LibraryMarkers.read(files).graph
    let main = files[0]
    XCTAssertEqual(graph.edges(at: main["1"]).map(\.from).sorted(), ["MainCoordinator.login", "MainCoordinator.start"])
    XCTAssertEqual(graph.edges(at: main["2"]).map(\.from).sorted(), ["MainCoordinator.home", "MainCoordinator.start"])
    // A method no route's factory calls keeps the coordinator as the source.
    XCTAssertEqual(graph.edges(at: main["3"]).map(\.from), ["MainCoordinator"])
  }
}
