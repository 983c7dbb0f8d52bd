import FlowGraph
import XCTest

/// NavigationView > TabView > NavigationView reached by a root switch: routes set to a root that embeds a
/// NavigationView (`state.routes = [.root(.tabs(…), embedInNavigationView: true)]`) put the TabView inside that
/// container, so tabs that bring their own nest them. A new root that asks for none is not known to sit in one.
final class NestedNavigationRootSwitchTests: XCTestCase {
  private func app(embed: String) -> LibraryMarkers {
    LibraryMarkers("App.swift", """
      import ComposableArchitecture
      import SwiftUI
      import TCACoordinators

      @Reducer(state: .equatable)
      enum ShellScreen { case splash(Start), tabs(Tabs) }

      @Reducer
      struct Shell {
        @ObservableState
        struct State: Equatable {
          var routes: [Route<ShellScreen.State>] = [.root(.splash(.init()))]
        }
        enum Action { case router(IndexedRouterActionOf<ShellScreen>) }
        var body: some ReducerOf<Self> {
          Reduce { state, action in
            switch action {
            case .router(.routeAction(_, action: .splash(.finished))):
              state.routes = [.root(.tabs(.init())\(embed))]
            default: break
            }
            return .none
          }
          .forEachRoute(\\.routes, action: \\.router)
        }
      }

      struct ShellView: View {
        let store: StoreOf<Shell>
        var body: some View {
          TCARouter(store.scope(state: \\.routes, action: \\.router)) { screen in
            switch screen.case {
            case let .splash(store): StartView(store: store)
            case let .tabs(store): TabsView(store: store)
            }
          }
        }
      }

      @Reducer
      struct Tabs {
        @ObservableState
        struct State: Equatable { var feed = Feed.State(); var profile = Feed.State() }
        enum Action { case feed(Feed.Action); case profile(Feed.Action) }
        var body: some ReducerOf<Self> { Scope(state: \\.feed, action: \\.feed) { Feed() } }
      }

      struct TabsView: View {
        let store: StoreOf<Tabs>
        var body: some View {
          TabView {
            FeedView(store: store.scope(state: \\.feed, action: \\.feed)).tabItem { Text("Feed") }
            FeedView(store: store.scope(state: \\.profile, action: \\.profile)).tabItem { Text("Profile") }
          }
        }
      }

      @Reducer(state: .equatable)
      enum FeedScreen { case start(Start), more(More) }

      @Reducer
      struct Feed {
        @ObservableState
        struct State: Equatable {
          var routes: [Route<FeedScreen.State>] = [1️⃣.root(.start(.init()), embedInNavigationView: true)]
        }
        enum Action { case router(IndexedRouterActionOf<FeedScreen>) }
        var body: some ReducerOf<Self> {
          Reduce { state, action in
            switch action {
            case .router(.routeAction(_, action: .start(.moreTapped))):
              state.routes.push(.more(.init()))
            default: break
            }
            return .none
          }
          .forEachRoute(\\.routes, action: \\.router)
        }
      }

      struct FeedView: View {
        let store: StoreOf<Feed>
        var body: some View {
          TCARouter(store.scope(state: \\.routes, action: \\.router)) { screen in
            switch screen.case {
            case let .start(store): StartView(store: store)
            case let .more(store): MoreView(store: store)
            }
          }
        }
      }
      struct StartView: View { let store: StoreOf<Start>; var body: some View { Text("") } }
      struct MoreView: View { let store: StoreOf<More>; var body: some View { Text("") } }

      @main
      struct DemoApp: App {
        var body: some Scene { WindowGroup { ShellView(store: Store(initialState: Shell.State()) { Shell() }) } }
      }

      """)
  }

  private func nested(_ file: LibraryMarkers) -> [Finding] {
    Linter(options: LintOptions()).lint(LibraryMarkers.read([file]).graph, sources: [:]).findings.filter { $0.rule == "nested-navigation" }
  }

  func testARootSwitchToRoutesThatEmbedNavigationContainsTheTabs() {
    let file = app(embed: ", embedInNavigationView: true")
    let findings = nested(file)
    XCTAssertEqual(findings.map(\.location), [file["1"]])
    XCTAssertTrue(findings.first?.message.contains("the routes that switch to 'Shell.tabs'") == true, findings.first?.message ?? "")
  }

  func testARootSwitchToRoutesWithoutNavigationIsNotJudged() {
    XCTAssertEqual(nested(app(embed: "")).count, 0)
  }

  /// A root switch to a child coordinator that embeds its own NavigationView (`routes = [.root(.main)]`, `.main`
  /// showing a router whose root asks for one): the child's container holds what its screens show, whichever way it
  /// was reached first (here the switch from `account`, walked before the root `main`). A coordinator shown in its
  /// root screen's view, whose own root builds a NavigationView, nests.
  func testARootSwitchToACoordinatorWithItsOwnContainerStillHoldsItsScreens() {
    let file = LibraryMarkers("App.swift", """
      import FlowStacks
      import SwiftUI

      @main
      struct ShopApp: App { var body: some Scene { WindowGroup { AppFlow() } } }

      struct AppFlow: View {
        enum Screen { case account, main }
        @State var routes: Routes<Screen> = [.root(.account)]
        var body: some View {
          Router($routes) { screen, _ in
            switch screen {
            case .account: SignInView(onDone: showMain)
            case .main: MainFlow(model: MainFlowModel())
            }
          }
        }
        func showMain() { routes = [.root(.main)] }
      }

      struct SignInView: View {
        let onDone: () -> Void
        var body: some View { Button("Done", action: onDone) }
      }

      final class MainFlowModel: ObservableObject {
        enum Screen { case home, item }
        @Published var routes: Routes<Screen> = [.root(.home, embedInNavigationView: true)]
        func open() { routes.push(.item) }
      }

      struct MainFlow: View {
        @ObservedObject var model: MainFlowModel
        var body: some View {
          Router($model.routes) { screen, _ in
            switch screen {
            case .home: HomeView()
            case .item: Text("item")
            }
          }
        }
      }

      struct HomeView: View {
        @StateObject var feed = FeedFlowModel()
        var body: some View { ZStack { FeedFlow(model: feed) } }
      }

      final class FeedFlowModel: ObservableObject {
        enum Screen { case list, detail }
        @Published var routes: Routes<Screen> = [.root(.list)]
        func open() { routes.push(.detail) }
      }

      struct FeedFlow: View {
        @ObservedObject var model: FeedFlowModel
        var body: some View {
          Router($model.routes) { screen, _ in
            switch screen {
            case .list: FeedList()
            case .detail: Text("detail")
            }
          }
        }
      }

      struct FeedList: View {
        var body: some View { 1️⃣NavigationView { Text("feed") } }
      }
      """)
    let findings = Linter(options: LintOptions(onlyRules: ["nested-navigation"])).lint(LibraryMarkers.read([file]).graph).findings
    XCTAssertEqual(findings.map(\.location), [file["1"]], findings.map(\.message).joined(separator: "\n"))
    XCTAssertEqual(findings.first?.message.contains("inside the navigation container of coordinator 'MainFlowModel'"), true)
  }
}
