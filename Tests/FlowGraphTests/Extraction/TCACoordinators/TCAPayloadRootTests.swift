import FlowGraph
import XCTest

/// A coordinator's own action carrying the screen to switch to (`case .resetTo(let screen): state.routes =
/// [.root(screen, …)]`), sent with a screen case by arms the screens' actions reach (`.run { await send(.resetTo(
/// .login(.init()))) }`): a root switch to each screen sent, from the screens whose actions lead to that send. A value
/// not known here stays unresolved at the routes' site.
final class TCAPayloadRootTests: XCTestCase {
  private let app = LibraryMarkers("AppCoordinator.swift", """
    import ComposableArchitecture
    import SwiftUI
    import TCACoordinators

    @Reducer(state: .equatable)
    enum AppScreen { case splash(Page); case login(Page); case main(Page) }

    @Reducer
    struct AppCoordinator {
      struct State: Equatable {
        var routes: [Route<AppScreen.State>] = [.root(.splash(.init()), embedInNavigationView: true)]
        var saved: AppScreen.State? = nil
      }
      enum Action {
        case router(IndexedRouterActionOf<AppScreen>)
        case goToLogin
        case goToMain
        case resetTo(AppScreen.State)
        case restore(AppScreen.State)
      }
      var body: some ReducerOf<Self> {
        Reduce { state, action in
          switch action {
          case .router(.routeAction(_, action: .splash(.failed))):
            return .run { send in await send(.goToLogin) }
          case .router(.routeAction(_, action: .splash(.done))), .router(.routeAction(_, action: .login(.done))):
            return .run { send in await send(.goToMain) }
          case .router(.routeAction(_, action: .main(.failed))):
            guard let saved = state.saved else { return .none }
            return .send(.restore(saved))
          case .goToLogin:
            return .run { send in await send(.resetTo(.login(.init()))) }
          case .goToMain:
            return .run { send in await send (.resetTo(.main(.init()))) }
          case .resetTo(let screen):
            state.routes = [1️⃣.root(screen, embedInNavigationView: true)]
          case let .restore(screen):
            state.routes = [2️⃣.root(screen, embedInNavigationView: true)]
          default:
            break
          }
          return .none
        }
        .forEachRoute(\\.routes, action: \\.router)
      }
    }

    \(TCAFixture.routerView("AppCoordinator", cases: ["splash", "login", "main"],
                            views: ["splash": "PageView", "login": "PageView", "main": "PageView"]))

    @Reducer struct Page { struct State: Equatable {}; enum Action { case done, failed } }
    struct PageView: View { let store: StoreOf<Page>; var body: some View { Text("page") } }
    """)

  func testASentScreenIsARootSwitchFromTheScreensLeadingToIt() {
    let graph = LibraryMarkers.read([app]).graph
    XCTAssertEqual(graph.edges(at: app["1"]).map { "\($0.from) \($0.kind.rawValue) \($0.to)" }.sorted(), [
      "AppCoordinator.login root-switch AppCoordinator.main",
      "AppCoordinator.splash root-switch AppCoordinator.login",
      "AppCoordinator.splash root-switch AppCoordinator.main",
    ])
    let findings = Linter(options: LintOptions(onlyRules: ["unreachable-screen"])).lint(graph).findings
    XCTAssertEqual(findings.map(\.message), [])
  }

  func testAScreenNotKnownHereIsUnresolvedAtItsSite() {
    let graph = LibraryMarkers.read([app]).graph
    XCTAssertEqual(graph.edges(at: app["2"]).map(\.to), [])
    XCTAssertEqual(graph.unresolved.filter { $0.location == app["2"] }.map { "\($0.kind.rawValue) \($0.expression)" }, ["root-switch screen"])
  }
}
