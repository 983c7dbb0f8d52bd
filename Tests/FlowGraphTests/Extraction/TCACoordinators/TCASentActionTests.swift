import FlowGraph
import XCTest

/// A reducer arm of the coordinator's own action (`case .signOut:`) runs on behalf of the screen arms that send
/// that action (`return .send(.signOut)`, `await send(.signOut)` in an effect, through further own actions): its
/// route changes are edges from those screens. From the coordinator as well when the action may come from
/// elsewhere (a helper's effect, an action no arm sends); from the coordinator only when the changes are in
/// branches of their own; an arm for one case of what the action carries (`case .moveTo(let step): switch step {
/// case .home: … }`) runs for the senders passing that case, or a value not known.
final class TCASentActionTests: XCTestCase {
  private func coordinator(_ arms: String, actions: String, helpers: String = "") -> LibraryMarkers {
    LibraryMarkers("AppCoordinator.swift", """
      import ComposableArchitecture
      import SwiftUI
      import TCACoordinators

      @Reducer(state: .equatable)
      enum AppScreen {
        case welcome(Welcome)
        case home(Home)
        case detail(Detail)
        case settings(Settings)
      }

      @Reducer
      struct AppCoordinator {
        @ObservableState
        struct State: Equatable {
          var routes: [Route<AppScreen.State>] = [.root(.welcome(.init()), embedInNavigationView: true)]
        }
        enum Action {
          case router(IndexedRouterActionOf<AppScreen>)
          \(actions)
        }
        var body: some ReducerOf<Self> {
          Reduce { state, action in
            switch action {
            \(arms)
            default:
              return .none
            }
          }
          .forEachRoute(\\.routes, action: \\.router)
        }
        \(helpers)
      }

      \(TCAFixture.routerView("AppCoordinator", cases: ["welcome", "home", "detail", "settings"]))
      """)
  }

  private func sources(_ graph: FlowGraph, _ location: SourceLocation) -> [String] {
    graph.edges(at: location).map { "\($0.from) \($0.kind.rawValue) \($0.to)" }.sorted()
  }

  func testAnOwnActionSentByScreensIsTheirs() {
    let file = coordinator("""
      case .router(.routeAction(_, action: .home(.signOutTapped))):
        return .send(.signOut)
      case .router(.routeAction(_, action: .settings(.deleteAccount))):
        return .run { send in
          await send(.signOut)
        }
      case .router(.routeAction(_, action: .welcome(.signedIn))):
        return .send(.showHome)
      case .showHome:
        return .send(.pushHome)
      case .pushHome:
        state.routes.1️⃣push(.home(.init()))
        return .none
      case .signOut:
        state.routes = [2️⃣.root(.welcome(.init()), embedInNavigationView: true)]
        return .none
      """, actions: "case signOut\ncase showHome\ncase pushHome")
    let graph = LibraryMarkers.read([file]).graph
    // Through two of the coordinator's own actions.
    XCTAssertEqual(sources(graph, file["1"]), ["AppCoordinator.welcome push AppCoordinator.home"])
    XCTAssertEqual(sources(graph, file["2"]), ["AppCoordinator.home root-switch AppCoordinator.welcome",
                                               "AppCoordinator.settings root-switch AppCoordinator.welcome"])
  }

  func testAnActionThatMayComeFromElsewhereKeepsTheCoordinator() {
    // `signOut` is also sent by a helper's effect; `refresh` by no arm at all (the view, a subscription).
    let file = coordinator("""
      case .router(.routeAction(_, action: .home(.signOutTapped))):
        return .send(.signOut)
      case .router(.routeAction(_, action: .home(.expired))):
        return expire()
      case .signOut:
        state.routes = [1️⃣.root(.welcome(.init()), embedInNavigationView: true)]
        return .none
      case .refresh:
        state.routes.2️⃣push(.detail(.init()))
        return .none
      """, actions: "case signOut\ncase refresh", helpers: """
      private func expire() -> EffectOf<Self> {
          .run { send in await send(.signOut) }
        }
      """)
    let graph = LibraryMarkers.read([file]).graph
    XCTAssertEqual(sources(graph, file["1"]), ["AppCoordinator root-switch AppCoordinator.welcome",
                                               "AppCoordinator.home root-switch AppCoordinator.welcome"])
    XCTAssertEqual(sources(graph, file["2"]), ["AppCoordinator push AppCoordinator.detail"])
  }

  func testAnArmForOnePayloadRunsForTheSendersPassingIt() {
    for pattern in ["case let .moveTo(step):", "case .moveTo(let step):"] {
      let file = coordinator("""
        case .router(.routeAction(_, action: .home(.next))):
          return .send(.moveTo(.detail))
        case .router(.routeAction(_, action: .detail(.next))):
          return .send(.moveTo(.settings))
        case .router(.routeAction(_, action: .welcome(.resume(let step)))):
          return .send(.moveTo(step))
        \(pattern)
          switch step {
          case .detail:
            state.routes.1️⃣push(.detail(.init()))
          case .settings:
            state.routes.2️⃣push(.settings(.init()))
          }
          return .none
        """, actions: "case moveTo(Step)")
      let graph = LibraryMarkers.read([file]).graph
      // `welcome` passes a step not known here: either.
      XCTAssertEqual(sources(graph, file["1"]), ["AppCoordinator.home push AppCoordinator.detail",
                                                 "AppCoordinator.welcome push AppCoordinator.detail"], pattern)
      XCTAssertEqual(sources(graph, file["2"]), ["AppCoordinator.detail push AppCoordinator.settings",
                                                 "AppCoordinator.welcome push AppCoordinator.settings"], pattern)
    }
  }

  /// `case .delegate(.showDetail(let id)):` runs only for that case of what `.delegate` carries: a screen's arm sending
  /// `.delegate(.setTabBarVisible(…))` does not reach it, one sending `.delegate(.showDetail(…))` does; a case nothing
  /// here sends (the parent sends it into the coordinator) is the coordinator's.
  func testAnArmForOnePayloadInItsPatternRunsForTheSendersOfThatPayload() {
    let file = coordinator("""
      case .router(.routeAction(_, action: .home(.next))):
        state.routes.push(.settings(.init()))
        return .send(.delegate(.setTabBarVisible(false)))
      case .router(.routeAction(_, action: .settings(.open(let id)))):
        return .send(.delegate(.showDetail(id)))
      case let .delegate(.showDetail(id)):
        state.routes.1️⃣push(.detail(.init()))
        return .none
      case .delegate(.showWelcome):
        state.routes.2️⃣push(.welcome(.init()))
        return .none
      """, actions: "case delegate(Delegate)\n    enum Delegate { case showDetail(Int), showWelcome, setTabBarVisible(Bool) }")
    let graph = LibraryMarkers.read([file]).graph
    XCTAssertEqual(sources(graph, file["1"]), ["AppCoordinator.settings push AppCoordinator.detail"])
    XCTAssertEqual(sources(graph, file["2"]), ["AppCoordinator push AppCoordinator.welcome"])
  }

  /// `case let .router(.routeAction(_, action: .home(action))): return handleHome(into: &state, action: action)`: the
  /// function's route changes run for the screens whose arms hand it the state.
  func testAFunctionHandedTheStateByScreenArmsIsTheirs() {
    let file = coordinator("""
      case let .router(.routeAction(_, action: .home(action))):
        return handleHome(into: &state, action: action)
      case let .router(.routeAction(_, action: .settings(action))):
        return self.handleHome(into: &state, action: action)
      case .router(.routeAction(_, action: .detail(.close))):
        return finish(&state)
      case .signOut:
        return finish(&state)
      """, actions: "case signOut", helpers: """
      private func handleHome(into state: inout State, action: Home.Action) -> Effect<Action> {
          switch action {
          case .openDetail:
            state.routes.1️⃣push(.detail(.init()))
            return .none
          default:
            return .none
          }
        }
        private func finish(_ state: inout State) -> Effect<Action> {
          state.routes.2️⃣goBackToRoot()
          return .none
        }
      """)
    let graph = LibraryMarkers.read([file]).graph
    XCTAssertEqual(sources(graph, file["1"]), ["AppCoordinator.home push AppCoordinator.detail",
                                               "AppCoordinator.settings push AppCoordinator.detail"])
    // Also called from an arm of the coordinator's own action: from the coordinator too.
    XCTAssertEqual(graph.backActions.filter { $0.location == file["2"] }.map(\.screen).sorted(),
                   ["AppCoordinator", "AppCoordinator.detail"])
  }

  func testActionsOnlySendingEachOtherStayTheCoordinators() {
    let file = coordinator("""
      case .close:
        return .send(.finish)
      case .finish:
        state.routes.1️⃣goBack()
        return .send(.close)
      """, actions: "case close\ncase finish")
    let graph = LibraryMarkers.read([file]).graph
    XCTAssertEqual(graph.backActions.filter { $0.location == file["1"] }.map(\.screen), ["AppCoordinator"])
  }

  func testChangesInBranchesOfTheArmStayTheCoordinators() {
    let file = coordinator("""
      case .router(.routeAction(_, action: .home(.next))):
        return .send(.advance)
      case .advance:
        if state.routes.count > 1 {
          state.routes.1️⃣push(.detail(.init()))
        } else {
          state.routes.2️⃣push(.settings(.init()))
        }
        return .none
      """, actions: "case advance")
    let graph = LibraryMarkers.read([file]).graph
    XCTAssertEqual(sources(graph, file["1"]), ["AppCoordinator push AppCoordinator.detail"])
    XCTAssertEqual(sources(graph, file["2"]), ["AppCoordinator push AppCoordinator.settings"])
  }

  func testAFunctionOverTheOwnActionsPayloadItIsHandedRunsForItsSenders() {
    // `case .view(let viewAction): return handleViewAction(state: &state, action: viewAction)`, labeled or not.
    for (call, parameters) in [("handleViewAction(state: &state, action: viewAction)", "state: inout State, action: View"),
                               ("handleViewAction(&state, viewAction)", "_ state: inout State, _ action: View"),
                               ("self.handleViewAction(state: &state, action: viewAction)", "state: inout State, action incoming: View")] {
      let subject = parameters.contains("incoming") ? "incoming" : "action"
      let file = coordinator("""
        case .router(.routeAction(_, action: .detail(.closeTapped))):
          return .send(.view(.back))
        case .router(.routeAction(_, action: .home(.settingsTapped))):
          return .send(.view(.openSettings))
        case .view(let viewAction):
          return \(call)
        """, actions: "case view(View)\nenum View { case back, openSettings, reset }", helpers: """
        private func handleViewAction(\(parameters)) -> Effect<Action> {
            switch \(subject) {
            case .back:
              state.routes.1️⃣goBack()
            case .openSettings:
              state.routes.2️⃣push(.settings(.init()))
            case .reset:
              state.routes.3️⃣goBackToRoot()
            }
            return .none
          }
        """)
      let graph = LibraryMarkers.read([file]).graph
      XCTAssertEqual(graph.backActions.filter { $0.location == file["1"] }.map { "\($0.screen) \($0.action.rawValue)" },
                     ["AppCoordinator.detail goBack"], call)
      XCTAssertEqual(sources(graph, file["2"]), ["AppCoordinator.home push AppCoordinator.settings"], call)
      // No arm sends `.view(.reset)`: the coordinator's own code, its screen not known.
      XCTAssertEqual(graph.backActions.filter { $0.location == file["3"] }.map(\.screen), ["AppCoordinator"], call)
    }
  }

  func testAFunctionSwitchingOnSomethingElseIsNotTheSendersCode() {
    let file = coordinator("""
      case .router(.routeAction(_, action: .detail(.closeTapped))):
        return .send(.view(.back))
      case .view(let viewAction):
        return handleViewAction(state: &state, action: viewAction)
      """, actions: "case view(View)\nenum View { case back }\nenum Step { case back }", helpers: """
      private func handleViewAction(state: inout State, action: View) -> Effect<Action> {
          let step = Step.back
          switch step {
          case .back:
            state.routes.1️⃣goBack()
          }
          return .none
        }
      """)
    let graph = LibraryMarkers.read([file]).graph
    XCTAssertEqual(graph.backActions.filter { $0.location == file["1"] }.map(\.screen), ["AppCoordinator"])
  }

  func testAnActionSentByAFunctionsEffectIsSentByTheArmsCallingIt() {
    let file = coordinator("""
      case .router(.routeAction(_, action: .welcome(.continueTapped))):
        return checkAccount(state: &state)
      case .router(.routeAction(_, action: .home(.refreshTapped))):
        return self.checkAccount(state: &state)
      case .sessionChecked:
        return checkAccount(state: &state)
      case .accountMissing:
        state.routes.1️⃣push(.settings(.init()))
        return .none
      case .accountFound:
        state.routes.2️⃣push(.detail(.init()))
        return .none
      """, actions: "case accountMissing\ncase accountFound\ncase sessionChecked\ncase appeared", helpers: """
      private func checkAccount(state: inout State) -> Effect<Action> {
          .run { send in
            await send(.accountMissing)
          }
        }
        private func onAppear() -> Effect<Action> {
          .send(.accountFound)
        }
      """)
    let graph = LibraryMarkers.read([file]).graph
    // Also called from the arm of the coordinator's own `sessionChecked`, which no screen sends: from the coordinator too.
    XCTAssertEqual(sources(graph, file["1"]), ["AppCoordinator push AppCoordinator.settings",
                                               "AppCoordinator.home push AppCoordinator.settings",
                                               "AppCoordinator.welcome push AppCoordinator.settings"])
    // A function no arm calls: its effect's origin is not known.
    XCTAssertEqual(sources(graph, file["2"]), ["AppCoordinator push AppCoordinator.detail"])
  }
}
