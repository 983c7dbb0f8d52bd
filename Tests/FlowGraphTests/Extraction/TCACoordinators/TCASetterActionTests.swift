import FlowGraph
import XCTest

/// A reducer arm that sets the state a view switches on to its action's payload (`case let .show(phase): state.phase =
/// phase`): the phases it switches to are the ones the sends of that action carry (`.send(.show(.main))` in the
/// reducer, `store.send(.show(.signUp))` in a view), each a certain edge; a send whose payload is not written keeps
/// every option possible.
final class TCASetterActionTests: XCTestCase {
  private func app(sends: String, viewSend: String = "store.send(.show(.signUp))") -> LibraryMarkers {
    LibraryMarkers("App.swift", """
      import ComposableArchitecture
      import SwiftUI
      import TCACoordinators
      @Reducer
      struct Start { struct State: Equatable {}; enum Action {} }
      struct StartView: View { let store: StoreOf<Start>; var body: some View { Text("start") } }
      \(TCAFixture.startRouter("Main"))
      \(TCAFixture.startRouter("SignUp"))

      enum Phase: Equatable { case splash, signUp, main, logout }
      @Reducer
      struct Root {
        @ObservableState
        struct State: Equatable { var phase = Phase.splash; var main = MainCoordinator.State(); var signUp = SignUpCoordinator.State() }
        enum Action { case appeared; case show(Phase); case main(MainCoordinator.Action); case signUp(SignUpCoordinator.Action) }
        var body: some ReducerOf<Self> {
          Scope(state: \\.main, action: \\.main) { MainCoordinator() }
          Scope(state: \\.signUp, action: \\.signUp) { SignUpCoordinator() }
          Reduce { state, action in
            switch action {
            case .appeared:
              \(sends)
            case let .show(phase):
              state.phase = 1️⃣phase
              return .none
            default:
              return .none
            }
          }
        }
      }

      struct RootView: View {
        @Bindable var store: StoreOf<Root>
        var body: some View {
          switch store.phase {
          case .splash: Text("…").onAppear { store.send(.appeared) }
          case .signUp: SignUpCoordinatorView(store: store.scope(state: \\.signUp, action: \\.signUp))
          case .main: MainCoordinatorView(store: store.scope(state: \\.main, action: \\.main))
          case .logout: Button("Again") { \(viewSend) }
          }
        }
      }

      @main
      struct RootApp: App {
        var body: some Scene { WindowGroup { RootView(store: Store(initialState: .init()) { Root() }) } }
      }
      """)
  }

  private func switches(_ file: LibraryMarkers) -> [String] {
    LibraryMarkers.read([file]).graph.edges(at: file["1"]).map { "\($0.to) \($0.certainty.rawValue)" }.sorted()
  }

  func testThePhasesSentAreTheOnesSwitchedTo() {
    let file = app(sends: "return .send(.show(.main))")
    XCTAssertEqual(switches(file), ["Root(phase).root:main certain", "Root(phase).root:signUp certain"])
  }

  func testAnEffectsSendCountsToo() {
    let file = app(sends: "return .run { send in await send(.show(.main)) }", viewSend: "store.send(.show(.main))")
    XCTAssertEqual(switches(file), ["Root(phase).root:main certain"])
  }

  /// A send whose payload is computed (`.show(next)`) may carry any phase: every option stays possible.
  func testAComputedPayloadKeepsEveryOption() {
    let file = app(sends: "let next = Phase.main\n      return .send(.show(next))")
    XCTAssertEqual(switches(file), [
      "Root(phase).root:logout uncertain", "Root(phase).root:main uncertain", "Root(phase).root:signUp uncertain",
      "Root(phase).root:splash uncertain",
    ])
  }
}
