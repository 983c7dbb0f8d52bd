import FlowGraph
import XCTest

/// TCACoordinators: router screen cases, reducer arms changing `state.routes`, at position markers.
final class TCACoordinatorsTests: XCTestCase {
  private func coordinator(_ arms: String, routes: String = "[.root(.home(.init()), embedInNavigationView: true)]") -> LibraryMarkers {
    LibraryMarkers("Coordinator.swift", """
      import ComposableArchitecture
      import SwiftUI
      import TCACoordinators
      @Reducer(state: .hashable)
      enum Screen {
        case home(Home)
        case list(ListFeature)
        case detail(Detail)
      }
      @Reducer
      struct Coordinator {
        struct State: Equatable { var routes: IdentifiedArrayOf<Route<Screen.State>> = \(routes) }
        enum Action { case router(IndexedRouterActionOf<Screen>); case deepLink }
        var body: some ReducerOf<Self> {
          Reduce { state, action in
            switch action {
      \(arms)
            default:
              break
            }
            return .none
          }
          .forEachRoute(\\.routes, action: \\.router)
        }
      }
      struct CoordinatorView: View {
        let store: StoreOf<Coordinator>
        var body: some View {
          TCARouter(store.scope(state: \\.routes, action: \\.router)) { screen in
            switch screen.case {
            case let .home(store): HomeView(store: store)
            case let .list(store): ListView(store: store)
            case let .detail(store): DetailView(store: store)
            }
          }
        }
      }
      struct HomeView: View { let store: StoreOf<Home>; var body: some View { Text("") } }
      struct ListView: View { let store: StoreOf<ListFeature>; var body: some View { Text("") } }
      struct DetailView: View { let store: StoreOf<Detail>; var body: some View { Text("") } }
      """)
  }

  func testTheRouterMapsCasesToViewsAndTheInitialRoutesNameTheRoot() {
    let graph = LibraryMarkers.read([coordinator("")]).graph
    let c = graph.coordinator("Coordinator")
    XCTAssertEqual(c?.library, .tcaCoordinators)
    XCTAssertEqual(c?.roots, ["Coordinator.home"])
    XCTAssertEqual(c?.navigation, .yes)
    XCTAssertEqual(graph.screens.map { "\($0.id) \($0.views)" },
                   ["Coordinator.detail [\"DetailView\"]", "Coordinator.home [\"HomeView\"]", "Coordinator.list [\"ListView\"]"])
    let plain = LibraryMarkers.read([coordinator("", routes: "[.root(.home(.init()), withNavigation: false)]")]).graph
    XCTAssertEqual(plain.coordinator("Coordinator")?.navigation, .no)
  }

  /// `self.routes = signedIn ? [.root(.list(…))] : [.root(.home(…), …)]` in the state's `init`: the state starts with
  /// either list, so both are roots.
  func testRoutesChosenByAConditionInTheStatesInitAreBothRoots() {
    let routes = """
      []
          init(signedIn: Bool = false) {
            self.routes = signedIn ? [.root(.list(.init()), embedInNavigationView: true)] : [.root(.home(.init()), embedInNavigationView: true)]
          }
      """
    let graph = LibraryMarkers.read([coordinator("", routes: routes)]).graph
    XCTAssertEqual(graph.coordinator("Coordinator")?.roots.sorted(), ["Coordinator.home", "Coordinator.list"])
    XCTAssertEqual(graph.coordinator("Coordinator")?.navigation, .yes)
  }

  func testAnArmHandlingAScreensActionGivesEdgesFromThatScreen() {
    let file = coordinator("""
            case .router(.routeAction(_, action: .home(.startTapped))):
              state.routes.1️⃣push(.list(.init()))
            case .router(.routeAction(id: _, action: .list(.itemTapped(let id)))):
              state.routes.2️⃣presentSheet(.detail(.init(id: id)), embedInNavigationView: true)
            case .router(.routeAction(_, .detail(.photoTapped))):
              state.routes.3️⃣presentCover(.home(.init()), withNavigation: true)
            case .router(.routeAction(_, action: .detail(.closeTapped))):
              state.routes.4️⃣dismiss()
            case .router(.routeAction(_, action: .home(.listTapped))):
              state.routes.append(5️⃣.sheet(.list(.init()), withNavigation: true))
      """)
    let graph = LibraryMarkers.read([file]).graph
    XCTAssertEqual(graph.edges(at: file["1"]).map { "\($0.from) \($0.kind.rawValue) \($0.to)" }, ["Coordinator.home push Coordinator.list"])
    XCTAssertEqual(graph.edges(at: file["2"]).map { "\($0.from) \($0.kind.rawValue) \($0.to) \($0.withNavigation)" },
                   ["Coordinator.list sheet Coordinator.detail true"])
    XCTAssertEqual(graph.edges(at: file["3"]).map { "\($0.from) \($0.kind.rawValue) \($0.withNavigation)" }, ["Coordinator.detail cover true"])
    XCTAssertEqual(graph.backActions.map { "\($0.screen) \($0.action.rawValue)" }, ["Coordinator.detail dismiss"])
    XCTAssertEqual(graph.backActions.first?.location, file["4"])
    XCTAssertEqual(graph.edges(at: file["5"]).map { "\($0.from) \($0.kind.rawValue) \($0.to) \($0.withNavigation)" },
                   ["Coordinator.home sheet Coordinator.list true"])
  }

  /// A name bound to a screen's action is that only where the binding is visible: `let action` in one arm shadows the
  /// reducer's `action` inside that arm, and the arms after it (the coordinator's own actions, here `deepLink`)
  /// handle no screen's action. Their changes come from the coordinator, never from a "screen" named after the
  /// action; `if case` and `guard case` bindings likewise name screens only in their body and after the guard.
  func testABindingOfAScreensActionNamesScreensOnlyWhereItIsVisible() {
    let file = coordinator("""
            case .router(.routeAction(_, action: let action)):
              switch action {
              case .home(.startTapped): state.routes.1️⃣push(.list(.init()))
              default: break
              }
            case .deepLink:
              state.routes.2️⃣push(.detail(.init()))
      """)
    let graph = LibraryMarkers.read([file]).graph
    XCTAssertEqual(graph.edges(at: file["1"]).map { "\($0.from) \($0.kind.rawValue) \($0.to)" }, ["Coordinator.home push Coordinator.list"])
    XCTAssertEqual(graph.edges(at: file["2"]).map { "\($0.from) \($0.kind.rawValue) \($0.to)" }, ["Coordinator push Coordinator.detail"])
    XCTAssertEqual(graph.danglingReferences(), [])

    let conditions = coordinator("""
            case .deepLink:
              if case .router(.routeAction(_, action: let action)) = action {
                switch action {
                case .list(.itemTapped): state.routes.3️⃣push(.detail(.init()))
                default: break
                }
              }
              switch action {
              case .deepLink: state.routes.4️⃣push(.list(.init()))
              default: break
              }
            case .router:
              guard case .routeAction(_, action: let screenAction) = action else { break }
              switch screenAction {
              case .detail(.photoTapped): state.routes.5️⃣presentSheet(.home(.init()))
              default: break
              }
      """)
    let read = LibraryMarkers.read([conditions]).graph
    XCTAssertEqual(read.edges(at: conditions["3"]).map(\.from), ["Coordinator.list"])
    XCTAssertEqual(read.edges(at: conditions["4"]).map(\.from), ["Coordinator"])
    XCTAssertEqual(read.edges(at: conditions["5"]).map(\.from), ["Coordinator.detail"])
    XCTAssertEqual(read.danglingReferences(), [])
  }

  func testAssigningRoutesIsARootSwitchOrADeepLinkInOneGroup() {
    let file = coordinator("""
            case .router(.routeAction(_, action: .detail(.signOutTapped))):
              state.routes = 1️⃣[.root(.home(.init()), embedInNavigationView: true)]
            case .deepLink:
              state.routes = [
                .root(.home(.init()), embedInNavigationView: true),
                2️⃣.push(.list(.init())),
                3️⃣.push(.detail(.init())),
              ]
      """)
    let graph = LibraryMarkers.read([file]).graph
    XCTAssertEqual(graph.edges.filter { $0.from == "Coordinator.detail" }.map { "\($0.kind.rawValue) \($0.to)" },
                   ["root-switch Coordinator.home"])
    let deepLink = graph.edges(at: file["2"]) + graph.edges(at: file["3"])
    XCTAssertEqual(deepLink.map { "\($0.from) \($0.kind.rawValue) \($0.to)" },
                   ["Coordinator set-routes Coordinator.list", "Coordinator set-routes Coordinator.detail"])
    XCTAssertEqual(Set(deepLink.compactMap(\.group)).count, 1)
    XCTAssertEqual(deepLink.compactMap(\.group).count, 2)
  }

  func testCommentsAndFilesWithoutTheImportAreNotRead() {
    let file = coordinator("""
            case .router(.routeAction(_, action: .home(.startTapped))):
              // state.routes.push(.detail(.init()))
              print("state.routes.push(.detail(.init()))")
      """)
    let lookAlike = LibraryMarkers("Other.swift", """
      import ComposableArchitecture
      struct Other {
        func reduce(state: inout OtherState, action: OtherAction) {
          switch action {
          case .router(.routeAction(_, action: .home(.startTapped))): state.routes.push(.list(.init()))
          }
        }
      }
      """)
    let graph = LibraryMarkers.read([file, lookAlike]).graph
    XCTAssertEqual(graph.edges, [])
    XCTAssertEqual(graph.coordinators.map(\.id), ["Coordinator"])
  }
}

extension TCACoordinatorsTests {
  func testRouteWithDelaysIfUnsupportedIsOneStagedUpdate() {
    let file = coordinator("""
            case .deepLink:
              return .routeWithDelaysIfUnsupported(state.routes, action: \\.router) {
                $0.1️⃣push(.list(.init()))
                $0.2️⃣presentSheet(.detail(.init()), embedInNavigationView: true)
              }
            case .router(.routeAction(_, action: .detail(.doneTapped))):
              return .routeWithDelaysIfUnsupported(state.routes, action: \\.router) { routes in
                routes.3️⃣goBackToRoot()
              }
            case .router(.routeAction(_, action: .list(.resetTapped))):
              return Effect.routeWithDelaysIfUnsupported(state.routes, action: \\.router, scheduler: .main) {
                $0 = [.root(.home(.init()), embedInNavigationView: true), 4️⃣.push(.list(.init())), .push(.detail(.init()))]
              }
            case .router(.routeAction(_, action: .home(.listTapped))):
              state.routes.5️⃣push(.list(.init()))
              state.routes.6️⃣push(.detail(.init()))
      """)
    let graph = LibraryMarkers.read([file]).graph
    let deepLink = graph.edges(at: file["1"]) + graph.edges(at: file["2"])
    XCTAssertEqual(deepLink.map { "\($0.from) \($0.kind.rawValue) \($0.to) \($0.staged)" },
                   ["Coordinator push Coordinator.list true", "Coordinator sheet Coordinator.detail true"])
    XCTAssertEqual(Set(deepLink.compactMap(\.group)).count, 1)
    XCTAssertEqual(graph.backActions.filter { $0.location == file["3"] }.map { "\($0.screen) \($0.action.rawValue) \($0.staged == true)" },
                   ["Coordinator.detail goBackToRoot true"])
    XCTAssertEqual(graph.edges(at: file["4"]).map { "\($0.from) \($0.kind.rawValue) \($0.to) \($0.staged)" },
                   ["Coordinator.list set-routes Coordinator.list true"])
    // The same changes outside the staging block are one unstaged update: multi-step-transition reports it.
    XCTAssertEqual((graph.edges(at: file["5"]) + graph.edges(at: file["6"])).map(\.staged), [false, false])
    let findings = Linter(options: LintOptions()).lint(graph, sources: [:]).findings.filter { $0.rule == "multi-step-transition" }
    XCTAssertEqual(findings.map(\.location), [file["5"]])
  }
}

extension TCACoordinatorsTests {
  /// `$0.dismiss(); $0.push(x)` in one update: the push lands on the screen that presented the dismissed one (the
  /// top of the routes once the sheet is gone), not on the sheet; `goBack()` then `push` on the screen under it.
  /// TCACoordinators applies a staged transform to a copy of the routes and moves to the result
  /// (`routeWithDelaysIfUnsupported`), FlowStacks' `dismiss` removes the last presented route and what was pushed on it.
  func testAnAddAfterGoingBackInTheSameUpdateStartsFromTheScreenUnder() {
    let file = coordinator("""
            case .router(.routeAction(_, action: .home(.startTapped))):
              state.routes.presentSheet(.list(.init()))
            case .router(.routeAction(_, action: .list(.doneTapped))):
              return .routeWithDelaysIfUnsupported(state.routes, action: \\.router) {
                $0.1️⃣dismiss()
                $0.2️⃣push(.detail(.init()))
              }
            case .router(.routeAction(_, action: .detail(.nextTapped))):
              state.routes.3️⃣goBack()
              state.routes.4️⃣presentSheet(.list(.init()))
      """)
    let graph = LibraryMarkers.read([file]).graph
    XCTAssertEqual(graph.backActions.filter { $0.location == file["1"] }.map(\.screen), ["Coordinator.list"])
    XCTAssertEqual(graph.edges(at: file["2"]).map { "\($0.from) \($0.kind.rawValue) \($0.to) \($0.staged)" },
                   ["Coordinator.home push Coordinator.detail true"])
    XCTAssertEqual(graph.edges(at: file["4"]).map { "\($0.from) \($0.kind.rawValue) \($0.to)" },
                   ["Coordinator.home sheet Coordinator.list"])
    // The push now starts from a screen with navigation: no push-without-navigation.
    let findings = Linter(options: LintOptions()).lint(graph, sources: [:]).findings
    XCTAssertEqual(findings.filter { $0.rule == "push-without-navigation" }.map(\.location), [])
  }
}
