import FlowGraph
import XCTest

/// A coordinator that starts without a NavigationView (`[.root(.splash)]`) and switches its root to one that asks
/// for it (`routes = [.root(.login, embedInNavigationView: true)]`): FlowStacks' `Node` reads `embedInNavigationView`
/// from the root route it shows, so the switched-to root is in a navigation container and its pushes work, wherever
/// the switch is written (a view, the coordinator, a Combine pipeline). A root also switched to without one keeps the
/// finding.
final class SwitchedRootNavigationTests: XCTestCase {
  private func app(switching: String, modelInit: String = "") -> LibraryMarkers {
    LibraryMarkers("App.swift", """
      import Combine
      import FlowStacks
      import SwiftUI

      @main
      struct TheApp: App {
        var body: some Scene { WindowGroup { FlowView() } }
      }

      enum Screen { case splash, login, forgot }

      final class Nav: ObservableObject {
        @Published var routes: Routes<Screen> = [.root(.splash)]
        let expired = PassthroughSubject<Void, Never>()
        init() { \(modelInit) }
        func toLogin() { routes = [.root(.login, embedInNavigationView: true)] }
      }

      struct FlowView: View {
        @StateObject private var nav = Nav()
        var body: some View {
          Router($nav.routes) { screen, _ in
            switch screen {
            case .splash: SplashView()
            case .login: LoginView()
            case .forgot: Text("Forgot")
            }
          }
          .environmentObject(nav)
        }
      }

      struct SplashView: View {
        @EnvironmentObject var nav: Nav
        var body: some View { Text("Splash").onAppear { \(switching) } }
      }

      struct LoginView: View {
        @EnvironmentObject var nav: Nav
        var body: some View { Button("Forgot") { nav.routes.1️⃣push(.forgot) } }
      }
      """)
  }

  private func pushFindings(_ file: LibraryMarkers) -> [SourceLocation?] {
    let graph = LibraryMarkers.read([file]).graph
    return Linter(options: LintOptions(onlyRules: ["push-without-navigation"])).lint(graph).findings.map(\.location)
  }

  func testARootSwitchedToWithANavigationViewHasOne() {
    XCTAssertEqual(pushFindings(app(switching: "nav.routes = [.root(.login, embedInNavigationView: true)]")), [])
    XCTAssertEqual(pushFindings(app(switching: "nav.toLogin()")), [])
    let combine = "expired.receive(on: DispatchQueue.main).map { _ in [.root(.login, embedInNavigationView: true)] }.assign(to: &$routes)"
    XCTAssertEqual(pushFindings(app(switching: "nav.expired.send()", modelInit: combine)), [])
  }

  func testARootAlsoSwitchedToWithoutOneKeepsTheFinding() {
    let file = app(switching: "nav.toLogin()", modelInit: "expired.map { _ in [.root(.login)] }.assign(to: &$routes)")
    XCTAssertEqual(pushFindings(file), [file["1"]])
    let bare = app(switching: "nav.routes = [.root(.login)]")
    XCTAssertEqual(pushFindings(bare), [bare["1"]])
  }
}
