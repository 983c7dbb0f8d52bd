import XCTest

@testable import FlowGraph

/// A Stinsen coordinator that another pushes keeps a stack of its own: its router's `popLast()` and `pop()` change
/// only that stack, so at the coordinator's root they do nothing, though the parent pushed it. A router of the
/// parent's (which the pushed coordinator's views also get) pops the pushed coordinator off the parent's stack.
final class StinsenOwnStackPopTests: XCTestCase {
  private func app(settingsView: String, extra: String = "") -> Marked {
    Marked("""
      import Stinsen
      import SwiftUI

      @main
      struct ShopApp: App {
        var body: some Scene {
          WindowGroup { NavigationViewCoordinator(ShopCoordinator()).view() }
        }
      }

      final class ShopCoordinator: NavigationCoordinatable {
        let stack = NavigationStack(initial: \\ShopCoordinator.start)
        @Root var start = makeStart
        @Route(.push) var settings = makeSettings

        @ViewBuilder func makeStart() -> some View { ShopView() }
        func makeSettings() -> SettingsCoordinator { SettingsCoordinator() }
      }

      final class SettingsCoordinator: NavigationCoordinatable {
        let stack = NavigationStack(initial: \\SettingsCoordinator.start)
        @Root var start = makeStart
        @Route(.push) var privacy = makePrivacy

        @ViewBuilder func makeStart() -> some View { SettingsView() }
        @ViewBuilder func makePrivacy() -> some View { PrivacyView() }
      }

      struct ShopView: View {
        @EnvironmentObject var router: ShopCoordinator.Router
        var body: some View { Button("Settings") { router.route(to: \\.settings) } }
      }

      \(settingsView)

      struct PrivacyView: View {
        @EnvironmentObject var router: SettingsCoordinator.Router
        var body: some View { Button("Back") { router.4️⃣popLast() } }
      }
      \(extra)
      """)
  }

  private func findings(_ source: Marked) -> [Finding] {
    Linter(options: LintOptions(onlyRules: ["back-on-empty-stack"])).lint(extract(source).graph).findings
  }

  func testPopLastOnAPushedCoordinatorsOwnRouterAtItsRootDoesNothing() {
    let source = app(settingsView: """
      struct SettingsView: View {
        @EnvironmentObject var router: SettingsCoordinator.Router
        var body: some View {
          Button("Done") { router.1️⃣popLast() }
          Button("Privacy") { router.route(to: \\.privacy) }
        }
      }
      """)
    let found = findings(source)
    XCTAssertEqual(found.map(\.location), [source["1️⃣"]])
    XCTAssertEqual(found.first?.message.contains("'SettingsCoordinator.start' calls popLast, but it is the root of the stack of its own coordinator 'SettingsCoordinator'"), true, "\(found)")
    XCTAssertEqual(found.first?.suggestion.contains("dismissCoordinator()"), true, "\(found)")
  }

  func testTheParentsRouterPopsThePushedCoordinator() {
    let source = app(settingsView: """
      struct SettingsView: View {
        @EnvironmentObject var router: ShopCoordinator.Router
        var body: some View { Button("Done") { router.1️⃣popLast() } }
      }
      """)
    XCTAssertEqual(findings(source), [])
  }

  func testARouterObjectOfTheCoordinatorInItsRootsModelPopsNothing() {
    let source = app(settingsView: """
      struct SettingsView: View {
        @StateObject var model = SettingsModel()
        var body: some View { Button("Done") { model.close() } }
      }
      """, extra: """
      final class SettingsModel: ObservableObject {
        @RouterObject var router: NavigationRouter<SettingsCoordinator>?
        func close() { router?.2️⃣pop() }
      }
      """)
    XCTAssertEqual(findings(source).map(\.location), [source["2️⃣"]])
  }
}
