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
    // The router's `switch` names every case, as Swift requires of a switch without `default:`.
    let graph = LibraryMarkers.read([file, router("""
                case .launch: CaseLet(/Page.State.launch, action: Page.Action.launch, then: LaunchView.init)
                case .signIn: CaseLet(/Page.State.signIn, action: Page.Action.signIn, then: SignInView.init)
                case .home: CaseLet(/Page.State.home, action: Page.Action.home, then: HomeView.init)
      """)]).graph
    let kinds = { (marker: String) in graph.edges(at: file[marker]).map { "\($0.from) \($0.kind.rawValue) \($0.to)" } }
    XCTAssertEqual(kinds("1"), ["FlowCoordinator.launch root-switch FlowCoordinator.signIn"])
    XCTAssertEqual(kinds("2"), ["FlowCoordinator.signIn root-switch FlowCoordinator.home"])
    XCTAssertEqual(kinds("3"), ["FlowCoordinator root-switch FlowCoordinator.signIn"])
    // Without emptying first, a push stays a push.
    XCTAssertEqual(kinds("4"), ["FlowCoordinator.home push FlowCoordinator.signIn"])
  }

  /// The shape of a larger ReducerProtocol app: `SwitchStore { CaseLet(state: /S.State.x, …) }` without a switch
  /// inside a NavigationView, routes computed in an extension over stored `states` set in `init`, a `guard case
  /// .routeAction(_, action: let routeAction)` then `switch routeAction`, helpers of the reducer that change routes
  /// outside any arm, a helper returning a screen case, and `if`/`else` branches that are not one update.
  func testAReducerProtocolAppWithHelpersAndBranches() {
    let file = LibraryMarkers("Setup.swift", """
      import ComposableArchitecture
      import SwiftUI
      import TCACoordinators

      struct SetupFlow: ReducerProtocol {
        struct State: Equatable, IndexedRouterState {
          var states: [Route<SetupPage.State>]
          var retries = 0
          init(states: [Route<SetupPage.State>]? = nil, expert: Bool = false) {
            if expert {
              self.states = [.root(.expertIntro(.init()))]
            } else {
              self.states = states ?? [.root(.intro(.init()))]
            }
          }
        }
        enum Action: IndexedRouterAction {
          case routeAction(Int, action: SetupPage.Action)
          case updateRoutes([Route<SetupPage.State>])
          case restart
        }
        func restart(state: inout State, page: SetupPage.State) -> EffectTask<Action> {
          EffectTask.routeWithDelaysIfUnsupported(state.routes) {
            $0.1️⃣dismissAll()
            $0.2️⃣presentSheet(page)
          }
        }
        private func helpPage() -> SetupPage.State {
          .help(.init())
        }
        var body: some ReducerProtocol<State, Action> {
          Reduce { state, action in
            guard case .routeAction(_, action: let routeAction) = action else { return .none }
            switch routeAction {
            case .intro(.next):
              if state.retries > 0 {
                state.routes.3️⃣push(.pin(.init()))
              } else {
                state.routes.4️⃣push(.scan(.init()))
              }
            case .pin(.helpTapped):
              state.routes.5️⃣presentSheet(helpPage())
            default:
              break
            }
            return .none
          }
        }
      }
      extension SetupFlow.State {
        var routes: [Route<SetupPage.State>] {
          get { states }
          set { states = newValue }
        }
      }

      struct SetupFlowView: View {
        let store: Store<SetupFlow.State, SetupFlow.Action>
        var body: some View {
          NavigationView {
            TCARouter(store) { screen in
              SwitchStore(screen) {
                CaseLet(state: /SetupPage.State.intro, action: SetupPage.Action.intro, then: IntroView.init)
                CaseLet(state: /SetupPage.State.expertIntro, action: SetupPage.Action.expertIntro, then: IntroView.init)
                CaseLet(state: /SetupPage.State.pin, action: SetupPage.Action.pin) { store in PinView(store: store) }
                CaseLet(state: /SetupPage.State.scan, action: SetupPage.Action.scan, then: ScanView.init)
                CaseLet(state: /SetupPage.State.help, action: SetupPage.Action.help, then: HelpView.init)
              }
            }
          }
        }
      }
      struct IntroView: View { let store: StoreOf<Intro>; var body: some View { Text("") } }
      struct PinView: View { let store: StoreOf<Pin>; var body: some View { Text("") } }
      struct ScanView: View { let store: StoreOf<Scan>; var body: some View { Text("") } }
      struct HelpView: View { let store: StoreOf<Help>; var body: some View { Text("") } }
      """)
    let graph = LibraryMarkers.read([file]).graph
    let flow = graph.coordinator("SetupFlow")
    XCTAssertEqual(flow?.roots, ["SetupFlow.expertIntro", "SetupFlow.intro"])
    XCTAssertEqual(flow?.navigation, .yes)
    XCTAssertEqual(graph.screens.map { "\($0.name) \($0.views)" },
                   ["expertIntro [\"IntroView\"]", "help [\"HelpView\"]", "intro [\"IntroView\"]", "pin [\"PinView\"]",
                    "scan [\"ScanView\"]"])
    // A helper outside the arms: from the coordinator; a destination that names no case stays unresolved.
    XCTAssertEqual(graph.backActions.filter { $0.location == file["1"] }.map { "\($0.screen) \($0.action.rawValue)" },
                   ["SetupFlow dismissAll"])
    XCTAssertEqual(graph.unresolved.map { "\($0.from) \($0.kind.rawValue) \($0.expression)" }, ["SetupFlow sheet page"])
    XCTAssertEqual(graph.unresolved.first?.location, file["2"])
    // `switch routeAction` names the screens; the two branches of the `if` are two updates, not one.
    let branches = graph.edges(at: file["3"]) + graph.edges(at: file["4"])
    XCTAssertEqual(branches.map { "\($0.from) \($0.to)" }, ["SetupFlow.intro SetupFlow.pin", "SetupFlow.intro SetupFlow.scan"])
    XCTAssertEqual(branches.compactMap(\.group), [])
    // The helper returns one case: that screen.
    XCTAssertEqual(graph.edges(at: file["5"]).map { "\($0.from) \($0.kind.rawValue) \($0.to) \($0.certainty.rawValue)" },
                   ["SetupFlow.pin sheet SetupFlow.help certain"])
  }

  /// Routes that start empty (`routes = []` in `init`) and get their root only by assignment: TCARouter shows nothing
  /// until then, so there is no root, but the roots assigned say whether the stack has a NavigationView.
  func testRoutesStartingEmptyTakeTheirNavigationFromTheRootsAssigned() {
    func graph(_ embeds: (Bool, Bool)) -> FlowGraph {
      let flow = LibraryMarkers("Flow.swift", """
        import ComposableArchitecture
        import SwiftUI
        import TCACoordinators

        struct FlowCoordinator: ReducerProtocol {
          struct State: Equatable, IndexedRouterState {
            var routes: [Route<Page.State>]
            init() { routes = [] }
          }
          enum Action: IndexedRouterAction {
            case routeAction(Int, action: Page.Action)
            case updateRoutes([Route<Page.State>])
            case signedIn, signedOut
          }
          var body: some ReducerProtocol<State, Action> {
            Reduce { state, action in
              switch action {
              case .signedIn:
                state.routes = [.root(.home(.init()), embedInNavigationView: \(embeds.0))]
              case .signedOut:
                state.routes = [.root(.signIn(.init()), embedInNavigationView: \(embeds.1))]
              default:
                break
              }
              return .none
            }.forEachRoute {
              Page()
            }
          }
        }

        struct SignInView: View { let store: StoreOf<SignIn>; var body: some View { Text("") } }
        struct HomeView: View { let store: StoreOf<Home>; var body: some View { Text("") } }
        """)
      return LibraryMarkers.read([flow, router("""
                  case .launch: CaseLet(/Page.State.launch, action: Page.Action.launch, then: LaunchView.init)
                  case .signIn: CaseLet(/Page.State.signIn, action: Page.Action.signIn, then: SignInView.init)
                  case .home: CaseLet(/Page.State.home, action: Page.Action.home, then: HomeView.init)
        """)]).graph
    }
    XCTAssertEqual(graph((true, true)).coordinator("FlowCoordinator")?.roots, [])
    XCTAssertEqual(graph((true, true)).coordinator("FlowCoordinator")?.navigation, .yes)
    XCTAssertEqual(graph((false, false)).coordinator("FlowCoordinator")?.navigation, .no)
    // Roots that differ leave it unknown.
    XCTAssertEqual(graph((true, false)).coordinator("FlowCoordinator")?.navigation, .unknown)
  }
}
