import FlowGraph
import XCTest

/// A coordinator's reducer handing each screen's actions to a function of its own, declared in an extension in
/// another file that imports only the Composable Architecture (Swift makes TCACoordinators' members visible there
/// through the module), possibly through further such functions: the route changes in them are the coordinator's,
/// made for the screens whose arms call them.
final class TCAHandlerExtensionTests: XCTestCase {
  private let coordinator = LibraryMarkers("RootCoordinator.swift", """
    import ComposableArchitecture
    import SwiftUI
    import TCACoordinators

    @Reducer(state: .equatable)
    enum RootScreen {
      case signIn(SignIn)
      case home(Home)
      case detail(Detail)
      case compose(Detail)
      case done(Detail)
    }

    @Reducer
    struct RootCoordinator {
      struct State: Equatable {
        var routes: [Route<RootScreen.State>] = [.root(.signIn(.init()), embedInNavigationView: true)]
      }
      enum Action { case router(IndexedRouterActionOf<RootScreen>) }
      var body: some ReducerOf<Self> {
        Reduce { state, action in
          switch action {
          case let .router(.routeAction(_, action: .signIn(signInAction))):
            signInNavigation(signInAction, state: &state)
          case let .router(.routeAction(_, action: .home(homeAction))):
            homeNavigation(homeAction, state: &state)
          case let .router(.routeAction(_, action: .done(doneAction))):
            doneNavigation(doneAction, state: &state)
          case .router(.routeAction(_, action: .compose(.finished))):
            return .run { [routes = state.routes] send in
              var next = routes
              next.6️⃣push(.detail(.init()))
              await send(.router(.updateRoutes(next)))
            }
          default:
            break
          }
          return .none
        }
        .forEachRoute(\\.routes, action: \\.router)
      }
    }

    \(TCAFixture.routerView("RootCoordinator", cases: ["signIn", "home", "detail", "compose", "done"],
                            views: ["compose": "DetailView", "done": "DetailView"]))

    @Reducer struct SignIn { struct State: Equatable {}; enum Action { case signedIn, other } }
    @Reducer struct Home {
      struct State: Equatable {}
      enum Teacher { case composeTapped, detailTapped }
      enum Action { case teacher(Teacher), other }
    }
    @Reducer struct Detail { struct State: Equatable {}; enum Action { case finished, close } }
    struct SignInView: View { let store: StoreOf<SignIn>; var body: some View { Text("sign in") } }
    struct HomeView: View { let store: StoreOf<Home>; var body: some View { Text("home") } }
    struct DetailView: View { let store: StoreOf<Detail>; var body: some View { Text("detail") } }
    """)

  private let handlers = LibraryMarkers("Handlers.swift", """
    import ComposableArchitecture

    extension RootCoordinator {
      func signInNavigation(_ action: SignIn.Action, state: inout RootCoordinator.State) {
        switch action {
        case .signedIn:
          state.routes = [1️⃣.root(.home(.init()), embedInNavigationView: true)]
        default:
          break
        }
      }

      func homeNavigation(_ action: Home.Action, state: inout RootCoordinator.State) {
        switch action {
        case let .teacher(teacherAction):
          teacherNavigation(teacherAction, state: &state)
        default:
          break
        }
      }

      func teacherNavigation(_ action: Home.Teacher, state: inout RootCoordinator.State) {
        switch action {
        case .composeTapped:
          state.routes.2️⃣push(.compose(.init()))
        case .detailTapped:
          state.routes.3️⃣push(.detail(.init()))
        }
      }

      func doneNavigation(_ action: Detail.Action, state: inout RootCoordinator.State) {
        switch action {
        case .finished:
          var destination = state.routes
          destination = [4️⃣.root(.home(.init()), embedInNavigationView: true)]
          destination.5️⃣push(.detail(.init()))
          state.routes = destination
        case .close:
          state.routes.7️⃣popLast()
        }
      }
    }
    """)

  private func lines(_ graph: FlowGraph, _ marker: String) -> [String] {
    graph.edges(at: handlers[marker]).map { "\($0.from) \($0.kind.rawValue) \($0.to)" }
  }

  /// A copy of the routes sent as the new routes from an effect (`await send(.router(.updateRoutes(next)))`, which
  /// TCACoordinators applies) changes them; Array's `popLast()` on the routes goes back one route.
  func testRoutesSentFromAnEffectAndPoppedAsAnArray() {
    let graph = LibraryMarkers.read([coordinator, handlers]).graph
    XCTAssertEqual(graph.edges(at: coordinator["6"]).map { "\($0.from) \($0.kind.rawValue) \($0.to)" },
                   ["RootCoordinator.compose push RootCoordinator.detail"])
    XCTAssertEqual(graph.backActions.filter { $0.location == handlers["7"] }.map { "\($0.screen) \($0.action.rawValue)" },
                   ["RootCoordinator.done goBack"])
  }

  func testChangesInHandlersOfAnotherFileAreTheCallingScreens() {
    let graph = LibraryMarkers.read([coordinator, handlers]).graph
    XCTAssertEqual(lines(graph, "1"), ["RootCoordinator.signIn root-switch RootCoordinator.home"])
    // Through `homeNavigation`, which the home arm calls, into `teacherNavigation`.
    XCTAssertEqual(lines(graph, "2"), ["RootCoordinator.home push RootCoordinator.compose"])
    XCTAssertEqual(lines(graph, "3"), ["RootCoordinator.home push RootCoordinator.detail"])
  }

  /// The copy is set to a new root, then pushed onto: the push is made on that root (the routes hold only it then).
  func testALocalCopyOfTheRoutesWrittenBackChangesThem() {
    let graph = LibraryMarkers.read([coordinator, handlers]).graph
    XCTAssertEqual(lines(graph, "4"), ["RootCoordinator.done root-switch RootCoordinator.home"])
    XCTAssertEqual(lines(graph, "5"), ["RootCoordinator.home push RootCoordinator.detail"])
  }

  /// A reducer with no router in a file without TCACoordinators' import, whose own `routes` property changes: not the
  /// coordinator's, even when the sources have one router only.
  func testAnotherReducersRoutesInAFileWithoutTheImportAreNotTheCoordinators() {
    let other = LibraryMarkers("Planner.swift", """
      import ComposableArchitecture

      @Reducer
      struct Planner {
        struct State: Equatable { var routes: [String] = [] }
        enum Action { case add }
        var body: some ReducerOf<Self> {
          Reduce { state, action in
            switch action {
            case .add:
              state.routes = [1️⃣.root(.home(.init()))]
            }
            return .none
          }
        }
      }
      """)
    let graph = LibraryMarkers.read([coordinator, handlers, other]).graph
    XCTAssertEqual(graph.edges(at: other["1"]).map(\.to), [])
  }
}
