import FlowGraph
import XCTest

/// A router whose root does not embed a NavigationView, shown by a parent view inside a NavigationView of its own
/// (`NavigationView { switch tab { case .feed: FeedCoordinatorView(…) } }`): FlowStacks' pushes are NavigationLinks,
/// which work under any enclosing NavigationView, so its pushes are fine. Shown outside one, they are not.
final class TCAParentContainerTests: XCTestCase {
  private func app(_ shell: String) -> LibraryMarkers {
    LibraryMarkers("Feed.swift", """
      import ComposableArchitecture
      import SwiftUI
      import TCACoordinators

      @Reducer(state: .equatable)
      enum FeedScreen {
        case feed(Feed)
        case post(Post)
      }

      @Reducer
      struct FeedCoordinator {
        @ObservableState
        struct State: Equatable {
          var routes: [Route<FeedScreen.State>] = [.root(.feed(.init()), embedInNavigationView: false)]
        }
        enum Action { case router(IndexedRouterActionOf<FeedScreen>) }
        var body: some ReducerOf<Self> {
          Reduce { state, action in
            switch action {
            case .router(.routeAction(_, action: .feed(.open))):
              state.routes.push(.post(.init()))
            default:
              break
            }
            return .none
          }
          .forEachRoute(\\.routes, action: \\.router)
        }
      }

      \(TCAFixture.routerView("FeedCoordinator", cases: ["feed", "post"]))

      @main
      struct FeedApp: App {
        var body: some Scene { WindowGroup { Shell() } }
      }

      struct Shell: View {
        let store = Store(initialState: FeedCoordinator.State()) { FeedCoordinator() }
        var body: some View {
          \(shell)
        }
      }
      """)
  }

  func testARouterShownInsideTheParentsNavigationViewCanPush() {
    let lint = { (shell: String) in
      Linter(options: LintOptions(onlyRules: ["push-without-navigation"])).lint(LibraryMarkers.read([self.app(shell)]).graph).findings.count
    }
    XCTAssertEqual(lint("NavigationView { ZStack { FeedCoordinatorView(store: store) } }"), 0)
    XCTAssertEqual(lint("ZStack { FeedCoordinatorView(store: store) }"), 1)
  }
}
