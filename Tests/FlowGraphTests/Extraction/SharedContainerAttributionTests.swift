import XCTest

@testable import FlowGraph

/// A dependency container built by a static factory that every screen calls (`AppEnvironment.bootstrap()`) makes
/// every view model, so where a model is made does not say which screen runs its code. A method runs where it is
/// called: on a property holding the model (`viewModel.signIn()` in the view that holds it), and, for a method the
/// model's own code calls (`self.openHome()` in `signIn`'s completion), where that calling method runs. A call on a
/// property typed by a protocol the model does not conform to (`service.signIn(…)` on `AuthServicing`) is not a
/// call of the model's method.
final class SharedContainerAttributionTests: XCTestCase {
  private func app(service: String = "AuthServicing", conformance: String = "") -> (Marked, Marked) {
    let coordinator = Marked("""
      import Stinsen
      import SwiftUI

      final class AuthCoordinator: NavigationCoordinatable {
        let stack = NavigationStack(initial: \\AuthCoordinator.start)
        @Root var start = makeStart
        @Root var home = makeHome
        @Root var welcome = makeWelcome
        @Route(.modal) var terms = makeTerms

        @ViewBuilder func makeStart() -> some View {
          let environment = AppEnvironment.bootstrap()
          SignInView(viewModel: environment.signInModel)
        }
        @ViewBuilder func makeHome() -> some View {
          let environment = AppEnvironment.bootstrap()
          HomeView(viewModel: environment.feed)
        }
        @ViewBuilder func makeWelcome() -> some View {
          let environment = AppEnvironment.bootstrap()
          HomeView(viewModel: environment.feed)
        }
        @ViewBuilder func makeTerms() -> some View { Text("Terms") }

        func openHome() { self.1️⃣root(\\.home) }
        func showTerms() { self.2️⃣route(to: \\.terms) }
      }
      """, path: "AuthCoordinator.swift")
    let models = Marked("""
      import Combine
      import Stinsen
      import SwiftUI

      protocol Servicing {}
      protocol AuthServicing: Servicing { func signIn(name: String) -> AnyPublisher<Bool, Never> }
      protocol SignInServing: AuthServicing {}

      struct AppEnvironment {
        let signInModel: SignInViewModel
        let feed: FeedViewModel
        static func bootstrap() -> AppEnvironment {
          let services = makeServices()
          return AppEnvironment(signInModel: SignInViewModel(service: services), feed: FeedViewModel(service: services))
        }
        private static func makeServices() -> AuthService { AuthService() }
      }

      final class AuthService: AuthServicing {
        func signIn(name: String) -> AnyPublisher<Bool, Never> { Just(true).eraseToAnyPublisher() }
      }

      final class SignInViewModel: ObservableObject\(conformance) {
        @RouterObject var router: NavigationRouter<AuthCoordinator>!
        private let service: \(service)
        private var cancellables = Set<AnyCancellable>()
        init(service: \(service)) { self.service = service }

        func signIn(name: String) {
          service.signIn(name: name)
            .sink { [weak self] done in
              guard let self else { return }
              if done { self.openHome() }
            }
            .store(in: &cancellables)
        }
        func openHome() { router.coordinator.openHome() }
        func readTerms() { router.coordinator.showTerms() }
      }

      final class FeedViewModel: ObservableObject {
        init(service: AuthServicing) {}
      }

      struct SignInView: View {
        @ObservedObject var viewModel: SignInViewModel
        var body: some View {
          Button("Sign in") { viewModel.signIn(name: "ada") }
          Button("Terms") { viewModel.readTerms() }
        }
      }

      struct HomeView: View {
        @ObservedObject var viewModel: FeedViewModel
        var body: some View { Text("Home") }
      }
      """, path: "Models.swift")
    return (coordinator, models)
  }

  func testAModelMadeByAContainerEveryScreenBuildsRunsWhereItsMethodsAreCalled() {
    let (coordinator, models) = app()
    let graph = extract(coordinator, models).graph
    XCTAssertEqual(graph.edges(at: coordinator["1️⃣"]).map { "\($0.from) \($0.kind.rawValue) \($0.to)" },
                   ["AuthCoordinator.start root-switch AuthCoordinator.home"])
    XCTAssertEqual(graph.edges(at: coordinator["2️⃣"]).map { "\($0.from) \($0.kind.rawValue) \($0.to)" },
                   ["AuthCoordinator.start sheet AuthCoordinator.terms"])
  }

  func testACallOnAProtocolTheModelConformsToMayRunItsMethod() {
    // `SignInViewModel: SignInServing`, a protocol inheriting `AuthServicing`: `service.signIn(…)` may be this model's
    // own method, called from wherever a service is held; its code is then where the model is made, as before
    // (every screen building the container).
    let (coordinator, models) = app(conformance: ", SignInServing")
    let graph = extract(coordinator, models).graph
    // (From `home` itself the switch to `home` changes nothing: Stinsen's `_root` keeps the root it already shows.)
    XCTAssertEqual(Set(graph.edges(at: coordinator["1️⃣"]).map(\.from)), ["AuthCoordinator.start", "AuthCoordinator.welcome"])
    // `readTerms` is called only on properties holding the model: still the signing-in screen's.
    XCTAssertEqual(graph.edges(at: coordinator["2️⃣"]).map(\.from), ["AuthCoordinator.start"])
  }
}
