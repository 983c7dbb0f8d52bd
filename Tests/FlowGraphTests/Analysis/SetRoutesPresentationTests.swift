import FlowGraph
import XCTest

/// A routes list assigned at once (`routes = [.root(.home), .push(.a), .sheet(.b)]`) keeps how each route is shown:
/// its set-routes edges say push, sheet or cover, the multi-step advice names each step as the list does, and a
/// route presented in the list is a layer of its own (its container is the one it asks for).
final class SetRoutesPresentationTests: XCTestCase {
  private func app(_ update: String, extra: String = "") -> LibraryMarkers {
    LibraryMarkers("App.swift", """
      import FlowStacks
      import SwiftUI

      enum Screen: Hashable { case home, detail, settings, about }

      struct AppCoordinator: View {
        @State var routes: Routes<Screen> = [.root(.home, embedInNavigationView: true)]
        var body: some View {
          Router($routes) { screen, _ in
            switch screen {
            case .home: HomeView(open: openDeepLink)
            case .detail: Text("detail")
            case .settings: SettingsView(routes: $routes)
            case .about: Text("about")
            }
          }
        }
        func openDeepLink() {
          \(update)
        }
      }
      struct HomeView: View { let open: () -> Void; var body: some View { Button("go", action: open) } }
      struct SettingsView: View {
        @Binding var routes: Routes<Screen>
        var body: some View { Button("about") { \(extra) } }
      }
      @main struct DemoApp: App { var body: some Scene { WindowGroup { AppCoordinator() } } }
      """)
  }

  func testEachRouteOfTheListKeepsHowItIsShown() {
    let file = app("routes = [.root(.home, embedInNavigationView: true), 1️⃣.push(.detail), 2️⃣.sheet(.settings)]")
    let graph = LibraryMarkers.read([file]).graph
    XCTAssertEqual(graph.edges(at: file["1"]).map { "\($0.kind.rawValue) \($0.presentation?.rawValue ?? "-")" }, ["set-routes push"])
    XCTAssertEqual(graph.edges(at: file["2"]).map { "\($0.kind.rawValue) \($0.presentation?.rawValue ?? "-")" }, ["set-routes sheet"])
    let findings = Linter(options: LintOptions(onlyRules: ["multi-step-transition"])).lint(graph).findings
    XCTAssertEqual(findings.count, 1)
    XCTAssertTrue(findings.first?.message.contains("push 'AppCoordinator.detail'; present 'AppCoordinator.settings' as a sheet") == true,
                  findings.first?.message ?? "no finding")
  }

  /// The sheet in the list has no NavigationView: a push from it goes nowhere. Listed as a push, the same screen is
  /// inside the root's NavigationView and may push.
  func testARoutePresentedInTheListIsALayerOfItsOwn() {
    let pushFromSettings = "routes.push(.about)"
    let presented = app("routes = [.root(.home, embedInNavigationView: true), .sheet(.settings)]", extra: pushFromSettings)
    let pushed = app("routes = [.root(.home, embedInNavigationView: true), .push(.settings)]", extra: pushFromSettings)
    let rule = Linter(options: LintOptions(onlyRules: ["push-without-navigation"]))
    let errors = rule.lint(LibraryMarkers.read([presented]).graph).findings
    XCTAssertEqual(errors.count, 1)
    XCTAssertTrue(errors.first?.message.contains("AppCoordinator.about") == true, errors.first?.message ?? "no finding")
    XCTAssertEqual(rule.lint(LibraryMarkers.read([pushed]).graph).findings.map(\.message), [])
  }

  func testGraphJSONKeepsThePresentation() throws {
    let file = app("routes = [.root(.home, embedInNavigationView: true), .push(.detail), 1️⃣.cover(.settings)]")
    let graph = LibraryMarkers.read([file]).graph
    let text = GraphJSON.encode(graph)
    XCTAssertTrue(text.contains("\"presentation\" : \"cover\""), text)
    let read = try GraphJSON.decode(text, file: "graph.json")
    XCTAssertEqual(read.edges(at: file["1"]).map(\.presentation), [.cover])
  }
}
