import FlowGraph
import XCTest

/// A reducer building its whole state afresh (`state = State.initialState`, `state = .init()` on sign-out) goes back
/// to the routes a new state starts with: a root switch to the coordinator's root, when only one is ever written,
/// or to the routes a `routes:` argument lists; an unresolved root switch when several roots are written; nothing
/// for a state read from a variable, or for another reducer's state. A parent building a child coordinator's state
/// afresh resets the child to its root, unless it holds that state as an optional: then the child only starts.
final class TCAStateResetTests: XCTestCase {
  private func coordinator(_ arms: String, state extra: String = "", more: String = "") -> LibraryMarkers {
    LibraryMarkers("AppCoordinator.swift", """
      import ComposableArchitecture
      import SwiftUI
      import TCACoordinators

      @Reducer(state: .equatable)
      enum AppScreen {
        case welcome(Welcome)
        case home(Home)
      }

      @Reducer
      struct AppCoordinator {
        @ObservableState
        struct State: Equatable {
          static let initialState = State(routes: [.root(.welcome(.init()), embedInNavigationView: true)])
          var routes: [Route<AppScreen.State>] = [.root(.welcome(.init()), embedInNavigationView: true)]
          \(extra)
        }
        enum Action {
          case router(IndexedRouterActionOf<AppScreen>)
          case sessionExpired
        }
        var body: some ReducerOf<Self> {
          Reduce { state, action in
            switch action {
            case .router(.routeAction(_, action: .welcome(.signedIn))):
              state.routes = [.root(.home(.init()), embedInNavigationView: true)]
            \(arms)
            default:
              break
            }
            return .none
          }
          .forEachRoute(\\.routes, action: \\.router)
        }
      }

      \(TCAFixture.routerView("AppCoordinator", cases: ["welcome", "home"]))
      \(more)
      """)
  }

  func testAWholeStateBuiltAfreshSwitchesToTheRoot() {
    for reset in ["State.initialState", ".initialState", "Self.State.initialState", ".init()", "State()", "AppCoordinator.State()"] {
      let file = coordinator("""
        case .sessionExpired:
          state = 1️⃣\(reset)
        case .router(.routeAction(_, action: .home(.signOut))):
          state = 2️⃣\(reset)
        """)
      let graph = LibraryMarkers.read([file]).graph
      XCTAssertEqual(graph.edges(at: file["1"]).map { "\($0.from) \($0.kind.rawValue) \($0.to)" },
                     ["AppCoordinator root-switch AppCoordinator.welcome"], reset)
      XCTAssertEqual(graph.edges(at: file["2"]).map { "\($0.from) \($0.kind.rawValue) \($0.to)" },
                     ["AppCoordinator.home root-switch AppCoordinator.welcome"], reset)
    }
  }

  func testRoutesListedInTheNewStateAreItsRoutes() {
    let file = coordinator("""
      case .sessionExpired:
        state = State(routes: [1️⃣.root(.home(.init()), embedInNavigationView: true)])
      """)
    let graph = LibraryMarkers.read([file]).graph
    XCTAssertEqual(graph.edges(at: file["1"]).map { "\($0.from) \($0.kind.rawValue) \($0.to)" },
                   ["AppCoordinator root-switch AppCoordinator.home"])
  }

  func testAStateFromAVariableOrWithSeveralRootsIsNotGuessed() {
    let saved = coordinator("""
      case .sessionExpired:
        state = 1️⃣state.saved ?? .initialState
      """, state: "var saved: AppCoordinator.State? = nil")
    var graph = LibraryMarkers.read([saved]).graph
    XCTAssertEqual(graph.edges(at: saved["1"]).map(\.kind), [])
    XCTAssertEqual(graph.unresolved.filter { $0.location == saved["1"] }.count, 0)
    let emptied = coordinator("""
      case .sessionExpired:
        state = 1️⃣.none
      """)
    graph = LibraryMarkers.read([emptied]).graph
    XCTAssertEqual(graph.edges(at: emptied["1"]).map(\.kind), [])
    XCTAssertEqual(graph.unresolved.filter { $0.location == emptied["1"] }.count, 0)
    // `init(signedIn:)` writes two different starts: which one `.init()` gives is not known.
    let twoStarts = coordinator("""
      case .sessionExpired:
        state = 1️⃣.init()
      """, state: """
      init(signedIn: Bool = false) {
            routes = signedIn ? [] : [.root(.welcome(.init()), embedInNavigationView: true)]
            if signedIn { routes = [.root(.home(.init()), embedInNavigationView: true)] }
          }
      """)
    graph = LibraryMarkers.read([twoStarts]).graph
    XCTAssertEqual(graph.edges(at: twoStarts["1"]).map(\.kind), [])
    XCTAssertEqual(graph.unresolved.filter { $0.location == twoStarts["1"] }.map { "\($0.from) \($0.kind.rawValue) \($0.expression)" },
                   ["AppCoordinator root-switch .init()"])
  }

  func testAnotherReducersStateIsNotTheCoordinators() {
    // The only router's coordinator and an app reducer whose state is an enum of phases.
    let file = coordinator("", more: """
      @Reducer
      struct Session {
        enum State: Equatable { case loading, active }
        enum Action { case loaded }
        var body: some ReducerOf<Self> {
          Reduce { state, action in
            switch action {
            case .loaded:
              state = 1️⃣.active
            }
            return .none
          }
        }
      }
      """)
    let graph = LibraryMarkers.read([file]).graph
    XCTAssertEqual(graph.edges(at: file["1"]).map(\.kind), [])
    XCTAssertEqual(graph.unresolved.filter { $0.location == file["1"] }.count, 0)
  }

  func testAParentBuildingAChildCoordinatorsStateAfreshSwitchesTheChildToItsRoot() {
    for declaration in ["var onboarding: AppCoordinator.State = .init()", "var onboarding = AppCoordinator.State()"] {
      let file = coordinator("", more: """
        @Reducer
        struct AppFeature {
          @ObservableState
          struct State: Equatable { \(declaration) }
          enum Action {
            case onboarding(AppCoordinator.Action)
            case loggedOut
          }
          var body: some ReducerOf<Self> {
            Scope(state: \\.onboarding, action: \\.onboarding) { AppCoordinator() }
            Reduce { state, action in
              switch action {
              case .loggedOut:
                state.onboarding = 1️⃣AppCoordinator.State()
              default:
                break
              }
              return .none
            }
          }
        }
        """)
      let graph = LibraryMarkers.read([file]).graph
      XCTAssertEqual(graph.edges(at: file["1"]).map { "\($0.from) \($0.kind.rawValue) \($0.to)" },
                     ["AppCoordinator root-switch AppCoordinator.welcome"], declaration)
    }
  }

  func testAParentBuildingAnOptionalChildStateBringsTheChildOnScreenWithNoEdgeInsideIt() {
    // `ifLet` shows the child only while its state is there: building it is the child's start, at its root.
    for (declaration, built) in [("var onboarding: AppCoordinator.State?", ".init()"), ("var onboarding: AppCoordinator.State? = nil", "AppCoordinator.State()"),
                                 ("@Presents var onboarding: AppCoordinator.State?", ".initialState")] {
      let file = coordinator("", more: """
        @Reducer
        struct AppFeature {
          @ObservableState
          struct State: Equatable {
            \(declaration)
            var signedIn = false
          }
          enum Action {
            case onboarding(AppCoordinator.Action)
            case loggedOut
          }
          var body: some ReducerOf<Self> {
            Reduce { state, action in
              switch action {
              case .loggedOut:
                state.onboarding = 1️⃣\(built)
                state.signedIn = false
              case .onboarding(.router(.routeAction(_, action: .welcome(.signedIn)))):
                state.onboarding?.routes.append(2️⃣.push(.home(.init())))
              default:
                break
              }
              return .none
            }
            .ifLet(\\.onboarding, action: \\.onboarding) { AppCoordinator() }
          }
        }
        """)
      let graph = LibraryMarkers.read([file]).graph
      XCTAssertEqual(graph.edges(at: file["1"]).map { "\($0.from) \($0.kind.rawValue) \($0.to)" }, [], declaration)
      XCTAssertEqual(graph.unresolved.filter { $0.location == file["1"] }.count, 0, declaration)
      // What the parent does to the child's routes once it is there is still the child's navigation.
      XCTAssertEqual(graph.edges(at: file["2"]).map { "\($0.from) \($0.kind.rawValue) \($0.to)" },
                     ["AppCoordinator push AppCoordinator.home"], declaration)
    }
  }
}
