import FlowGraph
import XCTest

/// An effect sending one of the reducer's own actions after another whose arm went back (`await send(.closeAll);
/// try await Task.sleep(…); await send(.open(n))`): the second arm runs on the routes the back left, so its push is
/// from the roots after `goBackToRoot`, from the screen under after `goBack`, not from the screen that sent it.
final class TCASendAfterBackTests: XCTestCase {
  private func shop(effect: String, close: String = "state.routes.goBackToRoot()") -> LibraryMarkers {
    LibraryMarkers("Shop.swift", """
      import ComposableArchitecture
      import SwiftUI
      import TCACoordinators

      @Reducer(state: .equatable)
      enum ShopScreen {
        case start(Start)
        case picker(Picker)
        case item(Item)
      }
      @Reducer struct Start { struct State: Equatable {}; enum Action { case browse } }
      @Reducer struct Picker { struct State: Equatable {}; enum Action { case picked(Int) } }
      @Reducer struct Item { struct State: Equatable { var n = 0 }; enum Action { case noop } }

      @Reducer
      struct ShopFlow {
        @ObservableState
        struct State: Equatable {
          var routes: IdentifiedArrayOf<Route<ShopScreen.State>> = [.root(.start(.init()), embedInNavigationView: true)]
        }
        enum Action {
          case router(IdentifiedRouterActionOf<ShopScreen>)
          case closeAll
          case open(Int)
        }
        var body: some ReducerOf<Self> {
          Reduce { state, action in
            switch action {
            case .router(.routeAction(_, action: .start(.browse))):
              state.routes.presentCover(.picker(.init()))
            case let .router(.routeAction(_, action: .picker(.picked(n)))):
              return .run { send in
                \(effect)
              }
            case .closeAll:
              \(close)
            case let .open(n):
              state.routes.1️⃣push(.item(.init(n: n)))
            default: break
            }
            return .none
          }
          .forEachRoute(\\.routes, action: \\.router)
        }
      }

      struct ShopFlowView: View {
        let store: StoreOf<ShopFlow>
        var body: some View {
          TCARouter(store.scope(state: \\.routes, action: \\.router)) { screen in
            switch screen.case {
            case .start: Text("start")
            case .picker: Text("picker")
            case .item: Text("item")
            }
          }
        }
      }

      @main struct ShopApp: App { var body: some Scene { WindowGroup { ShopFlowView(store: Store(initialState: .init()) { ShopFlow() }) } } }
      """)
  }

  private func sources(_ file: LibraryMarkers) -> [String] {
    LibraryMarkers.read([file]).graph.edges(at: file["1"]).map(\.from).sorted()
  }

  private func pushFindings(_ file: LibraryMarkers) -> Int {
    Linter(options: LintOptions(onlyRules: ["push-without-navigation"])).lint(LibraryMarkers.read([file]).graph).findings.count
  }

  func testAPushSentAfterABackToTheRootIsFromTheRoot() {
    let file = shop(effect: "await send(.closeAll)\n try await Task.sleep(for: .seconds(1))\n await send(.open(n))")
    XCTAssertEqual(sources(file), ["ShopFlow.start"])
    XCTAssertEqual(pushFindings(file), 0)
  }

  func testAPushSentAfterAGoBackIsFromTheScreenUnder() {
    let file = shop(effect: "await send(.closeAll)\n await send(.open(n))", close: "state.routes.goBack()")
    XCTAssertEqual(sources(file), ["ShopFlow.start"])
  }

  /// Without a back before it, or with the back in another branch, the push is from the screen that sent it.
  func testAPushSentWithoutABackBeforeItIsFromTheSender() {
    for effect in ["await send(.open(n))", "if n > 0 { await send(.closeAll) } else { await send(.open(n)) }",
                   "await send(.open(n))\n await send(.closeAll)"] {
      let file = shop(effect: effect)
      XCTAssertEqual(sources(file), ["ShopFlow.picker"], effect)
      XCTAssertEqual(pushFindings(file), 1, effect)
    }
  }
}
