import FlowGraph
import XCTest

/// TCACoordinators as apps written against its older API (0.4–0.8) read: `IndexedRouterState`, `TCARouter(store)`,
/// `SwitchStore`/`CaseLet(then: View.init)`, `State(routes: [...])`, and the routes emptied and refilled.
final class TCAOlderFormsTests: XCTestCase {
  private func app(_ arms: String) -> LibraryMarkers {
    LibraryMarkers("Flow.swift", """
      import ComposableArchitecture
      import SwiftUI
      import TCACoordinators

      struct FlowCoordinator: ReducerProtocol {
        struct State: Equatable, IndexedRouterState {
          var routes: [Route<Page.State>]
          static let start = State(routes: [.root(.launch(.init()))])
        }
        enum Action: IndexedRouterAction {
          case routeAction(Int, action: Page.Action)
          case updateRoutes([Route<Page.State>])
          case sessionExpired
        }
        var body: some ReducerProtocol<State, Action> {
          Reduce { state, action in
            switch action {
      \(arms)
            default:
              break
            }
            return .none
          }.forEachRoute {
            Page()
          }
        }
      }

      struct LaunchView: View { let store: StoreOf<Launch>; var body: some View { Text("") } }
      struct SignInView: View { let store: StoreOf<SignIn>; var body: some View { Text("") } }
      struct HomeView: View { let store: StoreOf<Home>; var body: some View { Text("") } }
      """)
  }

  private func router(_ cases: String) -> LibraryMarkers {
    LibraryMarkers("FlowView.swift", """
      import SwiftUI
      import TCACoordinators
      struct FlowCoordinatorView: View {
        let store: StoreOf<FlowCoordinator>
        var body: some View {
          TCARouter(store) { screen in
            SwitchStore(screen) { screen in
              switch screen {
      \(cases)
              }
            }
          }
        }
      }
      """)
  }

  func testCaseLetInitializersNameTheViewsAndStateRoutesNameTheRoot() {
    let graph = LibraryMarkers.read([app(""), router("""
                case .launch:
                  CaseLet(/Page.State.launch, action: Page.Action.launch, then: LaunchView.init)
                case .signIn:
                  CaseLet(/Page.State.signIn, action: Page.Action.signIn, then: SignInView.init(store:))
                case .home:
                  CaseLet(/Page.State.home, action: Page.Action.home) { store in HomeView(store: store) }
      """)]).graph
    XCTAssertEqual(graph.coordinator("FlowCoordinator")?.roots, ["FlowCoordinator.launch"])
    XCTAssertEqual(graph.screens.map { "\($0.id) \($0.views)" },
                   ["FlowCoordinator.home [\"HomeView\"]", "FlowCoordinator.launch [\"LaunchView\"]",
                    "FlowCoordinator.signIn [\"SignInView\"]"])
  }

  /// TCARouter shows the first route as the root whatever its style: emptying the routes and pushing one
  /// replaces the root (checked in TCACoordinators' TCARouter and FlowStacks 0.4's Node, which renders index 0
  /// in place).
  func testEmptyingTheRoutesThenAddingOneIsARootSwitch() {
    let file = app("""
            case .routeAction(_, action: .launch(.signedOut)):
              state.routes.removeAll()
              state.routes.1️⃣push(.signIn(.init()))
            case .routeAction(_, action: .signIn(.succeeded)):
              state.routes = []
              state.routes.2️⃣presentCover(.home(.init()))
            case .sessionExpired:
              state.routes.removeAll()
              state.routes.append(3️⃣.sheet(.signIn(.init())))
            case .routeAction(_, action: .home(.settingsTapped)):
              state.routes.4️⃣push(.signIn(.init()))
      """)
    let graph = LibraryMarkers.read([file, router("case .launch: CaseLet(/Page.State.launch, action: Page.Action.launch, then: LaunchView.init)")]).graph
    let kinds = { (marker: String) in graph.edges(at: file[marker]).map { "\($0.from) \($0.kind.rawValue) \($0.to)" } }
    XCTAssertEqual(kinds("1"), ["FlowCoordinator.launch root-switch FlowCoordinator.signIn"])
    XCTAssertEqual(kinds("2"), ["FlowCoordinator.signIn root-switch FlowCoordinator.home"])
    XCTAssertEqual(kinds("3"), ["FlowCoordinator root-switch FlowCoordinator.signIn"])
    // Without emptying first, a push stays a push.
    XCTAssertEqual(kinds("4"), ["FlowCoordinator.home push FlowCoordinator.signIn"])
  }
}
