import FlowGraph
import XCTest

/// An app reducer acting on an action from two routers down (`.home(.router(.routeAction(_, action: .profile(.router(
/// .routeAction(_, action: .profile(.logOut)))))))`), where two coordinators have a screen of the innermost name (home's
/// `profile` shows the profile coordinator, whose root is `profile` too): the root switch is from the profile
/// coordinator's `profile` screen, the one the outer `profile` screen shows.
final class TCADeepActionSourceTests: XCTestCase {
  func testTheInnermostScreenIsTheOneTheScreenBeforeItShows() {
    let app = LibraryMarkers("App.swift", """
      import ComposableArchitecture
      import SwiftUI
      import TCACoordinators

      @Reducer struct Feed { struct State: Equatable {}; enum Action { case noop } }
      @Reducer struct Profile { struct State: Equatable {}; enum Action { case logOut } }
      @Reducer struct Welcome { struct State: Equatable {}; enum Action { case done } }

      @Reducer(state: .equatable)
      enum ProfileScreen { case profile(Profile) }
      @Reducer
      struct ProfileCoordinator {
        @ObservableState
        struct State: Equatable { var routes: IdentifiedArrayOf<Route<ProfileScreen.State>> = [.root(.profile(.init()), embedInNavigationView: true)] }
        enum Action { case router(IdentifiedRouterActionOf<ProfileScreen>) }
        var body: some ReducerOf<Self> { EmptyReducer().forEachRoute(\\.routes, action: \\.router) }
      }
      struct ProfileCoordinatorView: View {
        let store: StoreOf<ProfileCoordinator>
        var body: some View {
          TCARouter(store.scope(state: \\.routes, action: \\.router)) { screen in
            switch screen.case {
            case .profile: Text("profile")
            }
          }
        }
      }

      @Reducer(state: .equatable)
      enum HomeScreen { case feed(Feed); case profile(ProfileCoordinator) }
      @Reducer
      struct HomeCoordinator {
        @ObservableState
        struct State: Equatable { var routes: IdentifiedArrayOf<Route<HomeScreen.State>> = [.root(.feed(.init()), embedInNavigationView: true)] }
        enum Action { case router(IdentifiedRouterActionOf<HomeScreen>) }
        var body: some ReducerOf<Self> { EmptyReducer().forEachRoute(\\.routes, action: \\.router) }
      }
      struct HomeCoordinatorView: View {
        let store: StoreOf<HomeCoordinator>
        var body: some View {
          TCARouter(store.scope(state: \\.routes, action: \\.router)) { screen in
            switch screen.case {
            case .feed: Text("feed")
            case let .profile(store): ProfileCoordinatorView(store: store)
            }
          }
        }
      }

      @Reducer(state: .equatable)
      enum WelcomeScreen { case welcome(Welcome) }
      @Reducer
      struct WelcomeCoordinator {
        @ObservableState
        struct State: Equatable { var routes: IdentifiedArrayOf<Route<WelcomeScreen.State>> = [.root(.welcome(.init()))] }
        enum Action { case router(IdentifiedRouterActionOf<WelcomeScreen>) }
        var body: some ReducerOf<Self> { EmptyReducer().forEachRoute(\\.routes, action: \\.router) }
      }
      struct WelcomeCoordinatorView: View {
        let store: StoreOf<WelcomeCoordinator>
        var body: some View {
          TCARouter(store.scope(state: \\.routes, action: \\.router)) { screen in
            switch screen.case {
            case .welcome: Text("welcome")
            }
          }
        }
      }

      @Reducer
      struct AppFeature {
        @ObservableState
        struct State { var home = HomeCoordinator.State(); var welcome = WelcomeCoordinator.State(); var isSignedIn = true }
        enum Action { case home(HomeCoordinator.Action); case welcome(WelcomeCoordinator.Action) }
        var body: some ReducerOf<Self> {
          Reduce { state, action in
            switch action {
            case .home(.router(.routeAction(_, action: .profile(.router(.routeAction(_, action: .profile(.logOut))))))):
              state.isSignedIn = 1️⃣false
            default:
              break
            }
            return .none
          }
        }
      }

      struct AppView: View {
        let store: StoreOf<AppFeature>
        var body: some View {
          if store.isSignedIn {
            HomeCoordinatorView(store: store.scope(state: \\.home, action: \\.home))
          } else {
            WelcomeCoordinatorView(store: store.scope(state: \\.welcome, action: \\.welcome))
          }
        }
      }
      """)
    let graph = LibraryMarkers.read([app]).graph
    XCTAssertEqual(graph.edges(at: app["1"]).map(\.from), ["ProfileCoordinator.profile"])
  }
}
