import FlowGraph
import XCTest

/// Stinsen 2.x's `Root` and `Route` are one property wrapper (`NavigationRoute`): the transition is the
/// initializer's, a presentation with a `PresentationType` argument and a root switch without one, whichever name
/// the attribute is written with.
final class StinsenRootRouteTests: XCTestCase {
  func testTheArgumentNotTheNameDecidesTheTransition() {
    let file = LibraryMarkers("App.swift", """
      import Stinsen
      import SwiftUI

      final class WalletCoordinator: NavigationCoordinatable {
        let stack = NavigationStack(initial: \\WalletCoordinator.main)
        @Root var main = makeMain
        @Root(.push) var payment = makePayment
        @Root(.modal) var info = makeInfo
        @Route var summary = makeSummary

        @ViewBuilder func makeMain() -> some View { MainView() }
        @ViewBuilder func makePayment() -> some View { Text("payment") }
        @ViewBuilder func makeInfo() -> some View { Text("info") }
        @ViewBuilder func makeSummary() -> some View { Text("summary") }
      }

      struct MainView: View {
        @EnvironmentObject var router: WalletCoordinator.Router
        var body: some View {
          VStack {
            Button("pay") { router.1️⃣route(to: \\.payment) }
            Button("info") { router.2️⃣route(to: \\.info) }
            Button("summary") { router.3️⃣root(\\.summary) }
          }
        }
      }

      @main
      struct WalletApp: App { var body: some Scene { WindowGroup { NavigationViewCoordinator(WalletCoordinator()).view() } } }
      """)
    let graph = LibraryMarkers.read([file]).graph
    let at = { (marker: String) in graph.edges(at: file[marker]).map { "\($0.from) \($0.kind.rawValue) \($0.to)" } }
    XCTAssertEqual(at("1"), ["WalletCoordinator.main push WalletCoordinator.payment"])
    XCTAssertEqual(at("2"), ["WalletCoordinator.main sheet WalletCoordinator.info"])
    XCTAssertEqual(at("3"), ["WalletCoordinator.main root-switch WalletCoordinator.summary"])
    // Root-switch routes are the roots it may show; presented ones are not.
    XCTAssertEqual(graph.coordinator("WalletCoordinator")?.roots, ["WalletCoordinator.main", "WalletCoordinator.summary"])
  }
}

/// `root(\.tab)` where `tab` takes no input and is the coordinator's only root, or the root whose screen makes the call:
/// Stinsen's `_root` returns at once when the key path is the current root's, so the call changes nothing and draws
/// no edge; a chain goes on from that root.
final class StinsenUnchangedRootTests: XCTestCase {
  func testSwitchingToTheOnlyRootDrawsNothing() {
    let file = LibraryMarkers("Main.swift", """
      import Stinsen
      import SwiftUI

      final class MainCoordinator: NavigationCoordinatable {
        let stack = NavigationStack(initial: \\MainCoordinator.tab)
        @Root var tab = makeTab
        @Route(.modal) var about = makeAbout
        @ViewBuilder func customize(_ view: AnyView) -> some View {
          view.onAppear { self.1️⃣root(\\.tab) }
        }
        @ViewBuilder func makeTab() -> some View { Button("About") { self.2️⃣root(\\.tab).3️⃣route(to: \\.about) } }
        @ViewBuilder func makeAbout() -> some View { Text("About") }
      }

      final class ListCoordinator: NavigationCoordinatable {
        let stack = NavigationStack(initial: \\ListCoordinator.list)
        @Root var list = makeList
        @Root var detail = makeDetail
        @ViewBuilder func makeList() -> some View { Button("Detail") { self.4️⃣root(\\.list); self.5️⃣root(\\.detail, 1) } }
        @ViewBuilder func makeDetail(id: Int) -> some View { Button("Next") { self.6️⃣root(\\.detail, id + 1) } }
      }

      @main
      struct MainApp: App {
        var body: some Scene { WindowGroup { NavigationViewCoordinator(MainCoordinator()).view(); ListCoordinator().view() } }
      }
      """)
    let graph = LibraryMarkers.read([file]).graph
    let at = { (marker: String) in graph.edges(at: file[marker]).map { "\($0.from) \($0.kind.rawValue) \($0.to)" } }
    XCTAssertEqual(at("1"), [])
    XCTAssertEqual(at("2"), [])
    XCTAssertEqual(at("3"), ["MainCoordinator.tab sheet MainCoordinator.about"])
    // The screen making the call is the root it names: nothing changes either.
    XCTAssertEqual(at("4"), [])
    XCTAssertEqual(at("5"), ["ListCoordinator.list root-switch ListCoordinator.detail"])
    // A root shown with input is made again with the new one.
    XCTAssertEqual(at("6"), ["ListCoordinator.detail root-switch ListCoordinator.detail"])
  }
}

/// `root(signedIn ? \.home : \.welcome)`: a root switch to each route the condition may choose, as alternatives.
final class StinsenConditionalRootTests: XCTestCase {
  func testATernaryOfKeyPathsSwitchesToEitherRoot() {
    let file = LibraryMarkers("Wallet.swift", """
      import Stinsen
      import SwiftUI

      enum Session { static var signedIn = false }
      final class WalletCoordinator: NavigationCoordinatable {
        let stack = NavigationStack(initial: \\WalletCoordinator.welcome)
        @Root var home = makeHome
        @Root var welcome = makeWelcome
        @Root var locked = makeLocked
        @Route(.push) var signIn = makeSignIn
        @ViewBuilder func makeHome() -> some View { Text("home") }
        @ViewBuilder func makeWelcome() -> some View { WelcomeView() }
        @ViewBuilder func makeLocked() -> some View { Text("locked") }
        @ViewBuilder func makeSignIn() -> some View { SignInView() }
      }
      struct WelcomeView: View {
        @EnvironmentObject var router: WalletCoordinator.Router
        var body: some View { Button("sign in") { router.route(to: \\.signIn) } }
      }
      struct SignInView: View {
        @EnvironmentObject var router: WalletCoordinator.Router
        var body: some View {
          Button("ok") {
            router.popToRoot()
            router.1️⃣root(Session.signedIn ? \\.home : \\.welcome)
          }
          Button("lock") { router.2️⃣root(Session.signedIn ? \\.home : Session.locked ? \\.locked : \\.welcome) }
        }
      }
      """)
    let graph = LibraryMarkers.read([file]).graph
    XCTAssertEqual(graph.edges(at: file["1"]).map { "\($0.from) \($0.kind.rawValue) \($0.to)" }.sorted(),
                   ["WalletCoordinator.signIn root-switch WalletCoordinator.home", "WalletCoordinator.signIn root-switch WalletCoordinator.welcome"])
    XCTAssertEqual(graph.edges(at: file["2"]).map(\.to).sorted(),
                   ["WalletCoordinator.home", "WalletCoordinator.locked", "WalletCoordinator.welcome"])
    // Alternatives, not steps of one update.
    let findings = Linter(options: LintOptions()).lint(graph, sources: [:]).findings
    XCTAssertEqual(findings.filter { $0.rule == "multi-step-transition" }.map(\.location), [])
    XCTAssertFalse(findings.contains { $0.rule == "unreachable-screen" }, "\(findings.map(\.message))")
  }
}
