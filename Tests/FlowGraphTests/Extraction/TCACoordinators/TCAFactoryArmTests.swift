import FlowGraph
import XCTest

/// A child coordinator's state built by a static function that switches on one of its parameters, each arm starting
/// the routes on another root (`static func make(start: Start = .list) -> Self { switch start { case .compose: … } }`):
/// Swift runs only the arm of the case each call passes, so the roots are those of the arms the parents' builds
/// select, the parameter's default included. Every arm stays a root where a build passes a value, where the child's
/// screen is also built another way, and for a `default:` arm.
final class TCAFactoryArmTests: XCTestCase {
  private let hub = LibraryMarkers("HubCoordinator.swift", """
    import ComposableArchitecture
    import SwiftUI
    import TCACoordinators

    @Reducer(state: .equatable)
    enum HubScreen {
      case home(HubHome)
      case journal(JournalCoordinator)
      case notes(NotesCoordinator)
      case planner(PlannerCoordinator)
    }

    @Reducer
    struct HubCoordinator {
      @ObservableState
      struct State { var routes: [Route<HubScreen.State>] = [.root(.home(.init()), embedInNavigationView: true)] }
      enum Action { case router(IndexedRouterActionOf<HubScreen>) }
      var body: some ReducerOf<Self> {
        Reduce { state, action in
          switch action {
          case .router(.routeAction(_, action: .home(.openJournal))):
            state.routes.push(.journal(.make(start: .list)))
          case .router(.routeAction(_, action: .home(.openRecentJournal))):
            state.routes.push(.journal(.make()))
          case let .router(.routeAction(_, action: .home(.openNotes(kind)))):
            state.routes.push(.notes(.make(kind: kind)))
          case .router(.routeAction(_, action: .home(.openDrafts))):
            state.routes.push(.notes(.make(kind: .drafts)))
          case .router(.routeAction(_, action: .home(.openPlanner))):
            state.routes.push(.planner(.starting(on: .week)))
          default:
            break
          }
          return .none
        }
        .forEachRoute(\\.routes, action: \\.router)
      }
    }

    struct HubCoordinatorView: View {
      let store: StoreOf<HubCoordinator>
      var body: some View {
        TCARouter(store.scope(state: \\.routes, action: \\.router)) { screen in
          switch screen.case {
          case let .home(store): HubHomeView(store: store)
          case let .journal(store): JournalCoordinatorView(store: store)
          case let .notes(store): NotesCoordinatorView(store: store)
          case let .planner(store): PlannerCoordinatorView(store: store)
          }
        }
      }
    }
    """)

  private let children = LibraryMarkers("Children.swift", """
    import ComposableArchitecture
    import SwiftUI
    import TCACoordinators

    enum JournalStart: Equatable { case list, compose, search, archive }
    enum NotesKind: Equatable { case drafts, pinned }
    enum PlannerSpan: Equatable { case day, week, month }

    @Reducer
    struct JournalCoordinator {
      @ObservableState
      struct State: Equatable {
        var routes: [Route<JournalScreen.State>]
        static func make(start: JournalStart = .list) -> Self {
          switch start {
          case .compose:
            return Self(routes: [.root(.compose(.init()), embedInNavigationView: false)])
          case .list:
            return Self(routes: [.root(.list(.init()), embedInNavigationView: false)])
          case .search, .archive:
            return Self(routes: [.root(.search(.init()), embedInNavigationView: false)])
          }
        }
      }
      enum Action { case router(IndexedRouterActionOf<JournalScreen>) }
      var body: some ReducerOf<Self> { EmptyReducer().forEachRoute(\\.routes, action: \\.router) }
    }
    struct JournalCoordinatorView: View {
      let store: StoreOf<JournalCoordinator>
      var body: some View {
        TCARouter(store.scope(state: \\.routes, action: \\.router)) { screen in
          switch screen.case {
          case let .list(store): JournalListView(store: store)
          case let .compose(store): ComposeView(store: store)
          case let .search(store): JournalSearchView(store: store)
          }
        }
      }
    }

    @Reducer
    struct NotesCoordinator {
      @ObservableState
      struct State: Equatable {
        var routes: [Route<NotesScreen.State>]
        static func make(kind: NotesKind) -> Self {
          switch kind {
          case .drafts: return Self(routes: [.root(.drafts(.init()), embedInNavigationView: false)])
          case .pinned: return Self(routes: [.root(.pinned(.init()), embedInNavigationView: false)])
          }
        }
      }
      enum Action { case router(IndexedRouterActionOf<NotesScreen>) }
      var body: some ReducerOf<Self> { EmptyReducer().forEachRoute(\\.routes, action: \\.router) }
    }
    struct NotesCoordinatorView: View {
      let store: StoreOf<NotesCoordinator>
      var body: some View {
        TCARouter(store.scope(state: \\.routes, action: \\.router)) { screen in
          switch screen.case {
          case let .drafts(store): DraftsView(store: store)
          case let .pinned(store): PinnedView(store: store)
          }
        }
      }
    }

    @Reducer
    struct PlannerCoordinator {
      @ObservableState
      struct State: Equatable {
        var routes: [Route<PlannerScreen.State>]
        static func starting(on span: PlannerSpan) -> Self {
          switch span {
          case .day: return Self(routes: [.root(.day(.init()), embedInNavigationView: false)])
          default: return Self(routes: [.root(.overview(.init()), embedInNavigationView: false)])
          }
        }
      }
      enum Action { case router(IndexedRouterActionOf<PlannerScreen>) }
      var body: some ReducerOf<Self> { EmptyReducer().forEachRoute(\\.routes, action: \\.router) }
    }
    struct PlannerCoordinatorView: View {
      let store: StoreOf<PlannerCoordinator>
      var body: some View {
        TCARouter(store.scope(state: \\.routes, action: \\.router)) { screen in
          switch screen.case {
          case let .day(store): DayView(store: store)
          case let .overview(store): OverviewView(store: store)
          }
        }
      }
    }

    struct HubHomeView: View { let store: StoreOf<HubHome>; var body: some View { Text("") } }
    struct JournalListView: View { let store: StoreOf<JournalList>; var body: some View { Text("") } }
    struct ComposeView: View {
      let store: StoreOf<Compose>
      var body: some View { NavigationStack { Text("") } }
    }
    struct JournalSearchView: View { let store: StoreOf<JournalSearch>; var body: some View { Text("") } }
    struct DraftsView: View { let store: StoreOf<Drafts>; var body: some View { Text("") } }
    struct PinnedView: View { let store: StoreOf<Pinned>; var body: some View { Text("") } }
    struct DayView: View { let store: StoreOf<Day>; var body: some View { Text("") } }
    struct OverviewView: View { let store: StoreOf<Overview>; var body: some View { Text("") } }
    """)

  private func roots(_ graph: FlowGraph, _ coordinator: String) -> [String] {
    graph.coordinators.first { $0.id == coordinator }?.roots.sorted() ?? []
  }

  func testOnlyTheArmsTheParentsBuildsSelectAreRoots() {
    let graph = LibraryMarkers.read([hub, children]).graph
    // `.make(start: .list)` and `.make()` (the default, `.list`): the compose and search arms are never run.
    XCTAssertEqual(roots(graph, "JournalCoordinator"), ["JournalCoordinator.list"])
    // Their screens are still the coordinator's, as its router shows them.
    XCTAssertTrue(graph.screens.contains { $0.id == "JournalCoordinator.compose" })
  }

  func testEveryArmStaysARootWhereABuildIsNotKnown() {
    let graph = LibraryMarkers.read([hub, children]).graph
    // One build passes a value (`.make(kind: kind)`): any arm may run.
    XCTAssertEqual(roots(graph, "NotesCoordinator"), ["NotesCoordinator.drafts", "NotesCoordinator.pinned"])
    // `.week` falls to `default:`, which is kept; the `.day` arm no build selects is left out.
    XCTAssertEqual(roots(graph, "PlannerCoordinator"), ["PlannerCoordinator.overview"])
  }

  func testTheChildIsBuiltAnotherWayToo() {
    // A second parent starting on the child with its routes written out: the factory is not the only way in.
    let other = LibraryMarkers("Shelf.swift", """
      import ComposableArchitecture
      import SwiftUI
      import TCACoordinators

      @Reducer(state: .equatable)
      enum ShelfScreen { case journal(JournalCoordinator) }

      @Reducer
      struct ShelfCoordinator {
        struct State { var routes: [Route<ShelfScreen.State>] = [.root(.journal(.init(routes: [.root(.compose(.init()))])))] }
        enum Action { case router(IndexedRouterActionOf<ShelfScreen>) }
        var body: some ReducerOf<Self> { EmptyReducer().forEachRoute(\\.routes, action: \\.router) }
      }
      struct ShelfCoordinatorView: View {
        let store: StoreOf<ShelfCoordinator>
        var body: some View {
          TCARouter(store.scope(state: \\.routes, action: \\.router)) { screen in
            switch screen.case { case let .journal(store): JournalCoordinatorView(store: store) }
          }
        }
      }
      """)
    let graph = LibraryMarkers.read([hub, children, other]).graph
    XCTAssertEqual(roots(graph, "JournalCoordinator"), ["JournalCoordinator.compose", "JournalCoordinator.list", "JournalCoordinator.search"])
  }

  func testTheStateHeldByAPropertyKeepsEveryArm() {
    // A tab's state holding the journal, built there with a case no route shows: every arm may run.
    let tabs = LibraryMarkers("Tabs.swift", """
      import ComposableArchitecture
      import SwiftUI

      @Reducer
      struct DeskTabs {
        @ObservableState
        struct State { var journal: JournalCoordinator.State = .make(start: .compose) }
        enum Action { case journal(JournalCoordinator.Action) }
        var body: some ReducerOf<Self> { Scope(state: \\.journal, action: \\.journal) { JournalCoordinator() } }
      }
      """)
    let graph = LibraryMarkers.read([hub, children, tabs]).graph
    XCTAssertEqual(roots(graph, "JournalCoordinator"), ["JournalCoordinator.compose", "JournalCoordinator.list", "JournalCoordinator.search"])
  }

  func testNoNestedNavigationFindingForAnArmNoBuildSelects() {
    // The compose screen builds its own NavigationStack; as a root of the journal (pushed inside the hub's
    // navigation) it would nest a second stack, but no build starts the journal on it.
    let findings = Linter(options: LintOptions(onlyRules: ["nested-navigation"])).lint(LibraryMarkers.read([hub, children]).graph).findings
    XCTAssertEqual(findings.map(\.message), [])
    // Selected, the same root is reported.
    let selecting = LibraryMarkers(hub.path, hub.text.replacingOccurrences(of: ".make(start: .list)", with: ".make(start: .compose)"))
    let reported = Linter(options: LintOptions(onlyRules: ["nested-navigation"])).lint(LibraryMarkers.read([selecting, children]).graph).findings
    XCTAssertEqual(reported.count, 1)
    XCTAssertTrue(reported.first?.message.contains("'ComposeView' builds its own navigation container") ?? false, reported.first?.message ?? "")
  }
}
