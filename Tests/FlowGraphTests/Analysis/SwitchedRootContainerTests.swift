import FlowGraph
import XCTest

/// A child coordinator without a container of its own, shown inside a parent's container, that switches its routes
/// to a root asking for one (`state.routes = [.root(.login(…), embedInNavigationView: true)]`): the new container sits
/// inside the parent's. A child that brings its own container from the start replaces it at the same level, and a
/// child shown where there is no container nests nothing.
final class SwitchedRootContainerTests: XCTestCase {
  private func app(parentEmbeds: Bool, childStartsEmbedded: Bool) -> LibraryMarkers {
    LibraryMarkers("App.swift", """
      import ComposableArchitecture
      import SwiftUI
      import TCACoordinators

      @Reducer(state: .equatable)
      enum AppScreen { case onboarding(Onboarding), home(Home) }

      @Reducer
      struct AppFlow {
        @ObservableState
        struct State: Equatable {
          var routes: [Route<AppScreen.State>] = [.root(.onboarding(.init()), embedInNavigationView: \(parentEmbeds))]
        }
        enum Action { case router(IndexedRouterActionOf<AppScreen>) }
        var body: some ReducerOf<Self> {
          Reduce { _, _ in .none }
            .forEachRoute(\\.routes, action: \\.router)
        }
      }

      struct AppFlowView: View {
        let store: StoreOf<AppFlow>
        var body: some View {
          TCARouter(store.scope(state: \\.routes, action: \\.router)) { screen in
            switch screen.case {
            case let .onboarding(store): OnboardingView(store: store)
            case let .home(store): HomeView(store: store)
            }
          }
        }
      }

      @Reducer(state: .equatable)
      enum OnboardingScreen { case splash(Splash), login(Login) }

      @Reducer
      struct Onboarding {
        @ObservableState
        struct State: Equatable {
          var routes: [Route<OnboardingScreen.State>] = [.root(.splash(.init()), embedInNavigationView: \(childStartsEmbedded))]
        }
        enum Action { case router(IndexedRouterActionOf<OnboardingScreen>) }
        var body: some ReducerOf<Self> {
          Reduce { state, action in
            switch action {
            case .router(.routeAction(_, action: .splash(.finished))):
              state.routes = [1️⃣.root(.login(.init()), embedInNavigationView: true)]
            default:
              break
            }
            return .none
          }
          .forEachRoute(\\.routes, action: \\.router)
        }
      }

      struct OnboardingView: View {
        let store: StoreOf<Onboarding>
        var body: some View {
          TCARouter(store.scope(state: \\.routes, action: \\.router)) { screen in
            switch screen.case {
            case let .splash(store): SplashView(store: store)
            case let .login(store): LoginView(store: store)
            }
          }
        }
      }

      struct HomeView: View { let store: StoreOf<Home>; var body: some View { Text("") } }
      struct SplashView: View { let store: StoreOf<Splash>; var body: some View { Text("") } }
      struct LoginView: View { let store: StoreOf<Login>; var body: some View { Text("") } }

      @main
      struct DemoApp: App {
        var body: some Scene { WindowGroup { AppFlowView(store: Store(initialState: AppFlow.State()) { AppFlow() }) } }
      }
      """)
  }

  private func nested(_ file: LibraryMarkers) -> [Finding] {
    Linter(options: LintOptions()).lint(LibraryMarkers.read([file]).graph, sources: [:]).findings.filter { $0.rule == "nested-navigation" }
  }

  func testAChildSwitchingToARootWithAContainerInsideItsParentsContainer() {
    let file = app(parentEmbeds: true, childStartsEmbedded: false)
    let findings = nested(file)
    XCTAssertEqual(findings.map(\.location), [file["1"]])
    XCTAssertTrue(findings.first?.message.contains("routes switched to 'Onboarding.login' ask for their own navigation container") == true,
                  findings.first?.message ?? "")
    XCTAssertTrue(findings.first?.message.contains("the navigation container of coordinator 'AppFlow'") == true, findings.first?.message ?? "")
  }

  func testAParentWithoutAContainerNestsNothing() {
    XCTAssertEqual(nested(app(parentEmbeds: false, childStartsEmbedded: false)).count, 0)
  }

  /// The child's own container from the start is reported where it starts (an embedded child with its own); the
  /// switch replaces that container at the same level and is not reported again.
  func testAChildWithItsOwnContainerIsJudgedWhereItStarts() {
    let file = app(parentEmbeds: true, childStartsEmbedded: true)
    XCTAssertFalse(nested(file).contains { $0.location == file["1"] })
  }
}
