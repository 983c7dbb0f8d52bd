import FlowGraph
import XCTest

/// A router whose root does not embed a NavigationView, shown by a parent view inside a NavigationView of its own
/// (`NavigationView { switch tab { case .feed: FeedCoordinatorView(…) } }`): FlowStacks' pushes are NavigationLinks,
/// which work under any enclosing NavigationView, so its pushes are fine. Shown outside one, they are not.
final class TCAParentContainerTests: XCTestCase {
  private func app(_ shell: String, members: String = "", rest: String = "") -> LibraryMarkers {
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
        \(members)
      }
      \(rest)
      """)
  }

  func testARouterShownInsideTheParentsNavigationViewCanPush() {
    let lint = { (shell: String) in
      Linter(options: LintOptions(onlyRules: ["push-without-navigation"])).lint(LibraryMarkers.read([self.app(shell)]).graph).findings.count
    }
    XCTAssertEqual(lint("NavigationView { ZStack { FeedCoordinatorView(store: store) } }"), 0)
    XCTAssertEqual(lint("ZStack { FeedCoordinatorView(store: store) }"), 1)
  }

  /// The router built in a member the body shows (`NavigationView { mainView }`): where it is placed follows where
  /// the member is shown, through members showing members; a preview showing it bare is not the app.
  func testARouterBuiltInAMemberTheBodyShowsInsideANavigationView() {
    let lint = { (shell: String, members: String, rest: String) in
      Linter(options: LintOptions(onlyRules: ["push-without-navigation"]))
        .lint(LibraryMarkers.read([self.app(shell, members: members, rest: rest)]).graph).findings.count
    }
    let mainView = "var mainView: some View { Group { FeedCoordinatorView(store: store) } }"
    let preview = """
      struct Shell_Previews: PreviewProvider {
        static var previews: some View { FeedCoordinatorView(store: Store(initialState: FeedCoordinator.State()) { FeedCoordinator() }) }
      }
      #Preview { FeedCoordinatorView(store: Store(initialState: FeedCoordinator.State()) { FeedCoordinator() }) }
      """
    XCTAssertEqual(lint("ZStack { NavigationView { mainView.overlay(alignment: .bottom) { Text(\"tabs\") } } }", mainView, preview), 0)
    XCTAssertEqual(lint("NavigationStack { self.content() }", "func content() -> some View { FeedCoordinatorView(store: store) }", ""), 0)
    XCTAssertEqual(lint("NavigationView { outer }", "var outer: some View { VStack { mainView } }\n" + mainView, ""), 0)
    // Shown outside a container as well, or only in a sheet's content, or by nothing: the pushes have no container.
    XCTAssertEqual(lint("VStack { NavigationView { mainView }; mainView }", mainView, ""), 1)
    XCTAssertEqual(lint("Text(\"a\").sheet(isPresented: .constant(true)) { mainView }", mainView, ""), 1)
    XCTAssertEqual(lint("ZStack { mainView }", mainView, ""), 1)
  }
}

/// An app whose store's reducer composes two coordinators (`Scope(state: \.garden) { GardenFlow() }`,
/// `Scope(state: \.shed) { ShedFlow() }`) while its view shows only one: the app starts where its view goes; the
/// other is held by the reducer, shown nowhere, and so unreachable.
final class TCAStoreReducerEntryTests: XCTestCase {
  func testTheAppStartsWhereItsViewsGoNotWhereItsReducerComposes() {
    let file = LibraryMarkers("App.swift", """
      import ComposableArchitecture
      import SwiftUI
      import TCACoordinators

      @main
      struct GardenApp: App {
        var body: some Scene {
          WindowGroup { 1️⃣ShellView(store: Store(initialState: Shell.State()) { Shell() }) }
        }
      }
      @Reducer
      struct Shell {
        @ObservableState
        struct State: Equatable { var garden = GardenFlow.State(); var shed = ShedFlow.State() }
        enum Action { case garden(GardenFlow.Action); case shed(ShedFlow.Action) }
        var body: some ReducerOf<Self> {
          Scope(state: \\.garden, action: \\.garden) { GardenFlow() }
          Scope(state: \\.shed, action: \\.shed) { ShedFlow() }
        }
      }
      struct ShellView: View {
        let store: StoreOf<Shell>
        var body: some View { GardenFlowView(store: store.scope(state: \\.garden, action: \\.garden)) }
      }
      @Reducer(state: .equatable)
      enum GardenScreen { case bed(Bed); case plot(Plot) }
      @Reducer
      struct GardenFlow {
        @ObservableState
        struct State: Equatable { var routes: [Route<GardenScreen.State>] = [.root(.bed(.init()), embedInNavigationView: true)] }
        enum Action { case router(IndexedRouterActionOf<GardenScreen>) }
        var body: some ReducerOf<Self> {
          Reduce { state, action in
            switch action {
            case .router(.routeAction(_, .bed(.tapped))): state.routes.push(.plot(.init()))
            default: break
            }
            return .none
          }.forEachRoute(\\.routes, action: \\.router)
        }
      }
      struct GardenFlowView: View {
        let store: StoreOf<GardenFlow>
        var body: some View {
          TCARouter(store.scope(state: \\.routes, action: \\.router)) { s in
            switch s.case { case let .bed(st): BedView(store: st); case let .plot(st): PlotView(store: st) }
          }
        }
      }
      @Reducer(state: .equatable)
      enum ShedScreen { case tools(Bed) }
      @Reducer
      struct ShedFlow {
        @ObservableState
        struct State: Equatable { var routes: [Route<ShedScreen.State>] = [.root(.tools(.init()), embedInNavigationView: true)] }
        enum Action { case router(IndexedRouterActionOf<ShedScreen>) }
        var body: some ReducerOf<Self> { Reduce { _, _ in .none }.forEachRoute(\\.routes, action: \\.router) }
      }
      struct ShedFlowView: View {
        let store: StoreOf<ShedFlow>
        var body: some View {
          TCARouter(store.scope(state: \\.routes, action: \\.router)) { s in
            switch s.case { case let .tools(st): BedView(store: st) }
          }
        }
      }
      struct BedView: View { let store: StoreOf<Bed>; var body: some View { Text("") } }
      struct PlotView: View { let store: StoreOf<Plot>; var body: some View { Text("") } }
      """)
    let graph = LibraryMarkers.read([file]).graph
    XCTAssertEqual(graph.entryPoints.map(\.target), ["GardenFlow"])
    XCTAssertEqual(graph.entryPoints.first?.location, file["1"])
    let findings = Linter(options: LintOptions()).lint(graph, sources: [:]).findings
    XCTAssertEqual(findings.filter { $0.rule == "unreachable-coordinator" }.count, 1)
  }
}
