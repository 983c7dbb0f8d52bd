import XCTest

@testable import FlowGraph

/// `.signUp(.init(openSignUp: openSignUp, close: close))`: Swift takes the type of an implicit `.init(…)` handed to an
/// enum case from the case's associated type, so it builds that model as `PassModel(…)` written out would. The methods
/// handed to it then run where the model's code is called: a screen whose view calls only `close` never runs
/// `openSignUp`, though the model holding it is built for that screen.
final class PayloadInitTests: XCTestCase {
  private func app(_ screenCase: String = ".signUp", other: String = "") -> Marked {
    Marked("""
      import SwiftUI
      import FlowStacks

      final class PassModel: ObservableObject {
        var openSignUp: () -> Void
        var close: () -> Void
        init(openSignUp: @escaping () -> Void, close: @escaping () -> Void) {
          self.openSignUp = openSignUp
          self.close = close
        }
      }

      enum Screen { case signIn(PassModel), signUp(PassModel) }
      \(other)

      final class PassCoordinator: ObservableObject {
        @Published var routes: Routes<Screen> = []
        init() {
          routes = [.root(.signIn(.init(openSignUp: self.openSignUp, close: self.close)), embedInNavigationView: true)]
        }
        func openSignUp() {
          routes.1️⃣push(\(screenCase)(.init(openSignUp: self.openSignUp, close: self.close)))
        }
        func close() { routes.2️⃣goBackToRoot() }
      }

      struct PassFlow: View {
        @ObservedObject var coordinator: PassCoordinator
        var body: some View {
          Router($coordinator.routes) { screen, _ in
            switch screen {
            case .signIn(let model): SignInView(model: model)
            case .signUp(let model): SignUpView(model: model)
            }
          }
        }
      }

      struct SignInView: View {
        let model: PassModel
        var body: some View {
          Button("Sign up", action: model.openSignUp)
          Button("Close", action: model.close)
        }
      }

      struct SignUpView: View {
        let model: PassModel
        var body: some View { Button("Close", action: model.close) }
      }
      """)
  }

  func testAMethodHandedToACasesImplicitInitRunsOnlyWhereTheModelsCodeCallsIt() {
    let source = app()
    let graph = extract(source).graph
    XCTAssertEqual(graph.edges.filter { $0.location == source["1️⃣"] }.map(\.from), ["PassCoordinator.signIn"])
    XCTAssertEqual(Set(graph.backActions.filter { $0.location == source["2️⃣"] }.map(\.screen)),
                   ["PassCoordinator.signIn", "PassCoordinator.signUp"])
  }

  /// The same view shown by another coordinator's screen, with a model of its own (whose `openSignUp` closes that
  /// sheet): its calls are of that model, not of the one built for `signUp`.
  func testAModelBuiltForAScreenIsThatScreensEvenWhereOnlyOtherScreensCallTheProperty() {
    let lobby = """
      enum Lobby { case start, guest(PassModel) }

      final class LobbyCoordinator: ObservableObject {
        @Published var routes: Routes<Lobby> = [.root(.start)]
        func showGuest() { routes.presentSheet(.guest(.init(openSignUp: self.closeGuest, close: self.closeGuest))) }
        func closeGuest() { routes.dismiss() }
      }

      struct LobbyFlow: View {
        @ObservedObject var coordinator: LobbyCoordinator
        var body: some View {
          Router($coordinator.routes) { screen, _ in
            switch screen {
            case .start: Button("Guest", action: coordinator.showGuest)
            case .guest(let model): SignInView(model: model)
            }
          }
        }
      }
      """
    let source = app(other: lobby)
    XCTAssertEqual(extract(source).graph.edges.filter { $0.location == source["1️⃣"] }.map(\.from), ["PassCoordinator.signIn"])
  }

  func testTheEnumWrittenOutOrTheRoutesScreenTypePicksTheCaseAmongEnumsSharingItsName() {
    let other = """
      struct Draft { var text = "" }
      enum Editor { case signUp(Draft) }
      """
    let written = app("Screen.signUp", other: other)
    XCTAssertEqual(extract(written).graph.edges.filter { $0.location == written["1️⃣"] }.map(\.from), ["PassCoordinator.signIn"])
    // Written `.signUp(…)` and handed to `routes.push`: FlowStacks' `push` takes the routes' screen type, so the case is
    // `Screen`'s (a case handed elsewhere, whose enum is not read: `HandedConformerTests`).
    let bare = app(other: other)
    XCTAssertEqual(extract(bare).graph.edges.filter { $0.location == bare["1️⃣"] }.map(\.from), ["PassCoordinator.signIn"])
  }
}
