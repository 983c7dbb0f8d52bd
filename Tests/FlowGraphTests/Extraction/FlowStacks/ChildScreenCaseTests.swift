import FlowGraph
import XCTest

/// Flows of flows in FlowStacks' Router style: a case whose view is a child flow with its own routes (`case .signUp:
/// SignUpFlow(routes: [.root(.initial)], signedUp: showPIN)`), handed a callback that pushes the parent's next case.
/// The child stands for the case (edges to the case attach it), and so does it for what the case's code does: the
/// push the callback makes comes from the child, its screen not known, and what it pushes is reached through it.
/// A static member of the screen enum naming a case (`static let initial: Self = .credentials`) is that case.
final class ChildScreenCaseTests: XCTestCase {
  private func app(_ initial: String = "static let initial: Self = .credentials", storing: String = "self._routes = State(initialValue: routes)") -> LibraryMarkers {
    LibraryMarkers("Onboarding.swift", """
      import FlowStacks
      import SwiftUI

      @main
      struct OnboardingApp: App {
        var body: some Scene { WindowGroup { OnboardingFlow() } }
      }

      struct OnboardingFlow: View {
        enum Screen { case welcome, signUp, pin(String) }
        @State var routes: Routes<Screen> = [.root(.welcome, embedInNavigationView: true)]
        var body: some View {
          Router($routes) { screen, _ in
            switch screen {
            case .welcome: Button("Start") { routes.push(.signUp) }
            case .signUp: SignUpFlow(routes: [.root(.initial)], signedUp: showPIN)
            case .pin(let name): PINFlow(name: name)
            }
          }
        }
        private func showPIN(_ name: String) { routes.1️⃣push(.pin(name)) }
      }

      struct SignUpFlow: View {
        enum Screen {
          \(initial)
          case credentials
          case details
        }
        @State var routes: Routes<Screen>
        let signedUp: (String) -> Void
        init(routes: Routes<Screen> = [.root(.initial)], signedUp: @escaping (String) -> Void) {
          \(storing)
          self.signedUp = signedUp
        }
        var body: some View {
          Router($routes) { screen, _ in
            switch screen {
            case .credentials: Button("Next") { routes.push(.details) }
            case .details: Button("Done") { signedUp("me") }
            }
          }
        }
      }

      struct PINFlow: View {
        enum Screen { case enter, confirm }
        let name: String
        @State var routes: Routes<Screen> = [.root(.enter)]
        var body: some View {
          Router($routes) { screen, _ in
            switch screen {
            case .enter: Button("Next") { routes.push(.confirm) }
            case .confirm: Text("Done")
            }
          }
        }
      }
      """)
  }

  private func unreachable(_ file: LibraryMarkers) -> [String] {
    Linter(options: LintOptions(onlyRules: ["unreachable-screen", "unreachable-coordinator"]))
      .lint(LibraryMarkers.read([file]).graph).findings.flatMap(\.subjects).sorted()
  }

  func testTheCallbackHandedToTheChildPushesFromTheChild() {
    let file = app()
    let graph = LibraryMarkers.read([file]).graph
    XCTAssertEqual(graph.edges(at: file["1"]).map { "\($0.from) \($0.kind.rawValue) \($0.to)" }, ["SignUpFlow push PINFlow"])
    XCTAssertEqual(unreachable(file), [])
  }

  func testAStaticMemberNamingACaseIsThatCase() {
    for (initial, storing) in [("static let initial: Self = .credentials", "self._routes = State(initialValue: routes)"),
                               ("static var initial = Screen.credentials", "self.routes = routes")] {
      let file = app(initial, storing: storing)
      let graph = LibraryMarkers.read([file]).graph
      XCTAssertEqual(graph.coordinator("SignUpFlow")?.roots, ["SignUpFlow.credentials"], initial)
      XCTAssertFalse(graph.screens.contains { $0.id == "SignUpFlow.initial" }, initial)
    }
  }
}
