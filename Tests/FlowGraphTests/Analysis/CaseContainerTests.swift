import FlowGraph
import XCTest

/// A builder case that wraps what it shows in its own container (`case .auth: NavigationStack { AuthFlow() }`):
/// the screen brings navigation, so a child coordinator shown there without a NavigationView of its own pushes onto
/// that container. A container around the whole builder is the coordinator's, not the screen's.
final class CaseContainerTests: XCTestCase {
  /// `AppFlow`'s root case `auth` shows `AuthFlow` (which embeds no NavigationView and pushes) as `authCase`
  /// builds it; `around` wraps the whole `Router`.
  private func app(authCase: String, around: (String, String) = ("", "")) -> LibraryMarkers {
    LibraryMarkers("App.swift", """
      import FlowStacks
      import SwiftUI

      enum AppScreen { case auth, home }
      struct AppFlow: View {
        @State var routes: Routes<AppScreen> = [.root(.auth)]
        var body: some View {
          \(around.0)Router($routes) { screen, _ in
            switch screen {
            case .auth: \(authCase)
            case .home: Text("home")
            }
          }\(around.1)
        }
      }

      enum AuthScreen { case login, register }
      struct AuthFlow: View {
        @State var routes: Routes<AuthScreen> = [.root(.login)]
        var body: some View {
          Router($routes) { screen, _ in
            switch screen {
            case .login: Button("register") { routes.1️⃣push(.register) }
            case .register: Button("home") { }
            }
          }
        }
      }

      @main struct AuthApp: App { var body: some Scene { WindowGroup { AppFlow() } } }
      """)
  }

  private func findings(_ file: LibraryMarkers, _ rule: String) -> [String] {
    Linter(options: LintOptions(onlyRules: [rule])).lint(LibraryMarkers.read([file]).graph).findings.map(\.message)
  }

  func testAChildShownInsideTheCasesOwnContainerPushesOntoIt() {
    for wrapped in ["NavigationStack { AuthFlow() }", "NavigationView { AuthFlow().navigationBarHidden(true) }",
                    "VStack { NavigationStack { AuthFlow() } }"] {
      let file = app(authCase: wrapped)
      let graph = LibraryMarkers.read([file]).graph
      XCTAssertEqual(graph.screen("AppFlow.auth")?.bringsNavigation, true, wrapped)
      XCTAssertEqual(findings(file, "push-without-navigation"), [], wrapped)
    }
  }

  /// A NavigationStack inside a sheet the case presents is that sheet's, not the screen's.
  func testAContainerInsideASheetTheCasePresentsIsNotTheScreens() {
    let file = app(authCase: "Text(\"auth\").sheet(isPresented: .constant(true)) { NavigationStack { AuthFlow() } }")
    XCTAssertEqual(LibraryMarkers.read([file]).graph.screen("AppFlow.auth")?.bringsNavigation, false)
  }

  /// Unwrapped, the same push has no container: the error stays.
  func testWithoutAContainerThePushStillHasNone() {
    let file = app(authCase: "AuthFlow()")
    XCTAssertEqual(LibraryMarkers.read([file]).graph.screen("AppFlow.auth")?.bringsNavigation, false)
    let errors = findings(file, "push-without-navigation")
    XCTAssertEqual(errors.count, 1)
    XCTAssertTrue(errors.first?.contains("'AuthFlow.login' pushes 'AuthFlow.register'") == true, errors.first ?? "no finding")
  }

  /// A NavigationStack around the whole Router is the coordinator's container: no screen brings one of its own, so
  /// nothing is nested.
  func testAContainerAroundTheWholeBuilderIsNoScreensOwn() {
    let file = app(authCase: "AuthFlow()", around: ("NavigationStack { ", " }"))
    let graph = LibraryMarkers.read([file]).graph
    XCTAssertEqual(graph.screen("AppFlow.auth")?.bringsNavigation, false)
    XCTAssertEqual(findings(file, "nested-navigation"), [])
  }
}
