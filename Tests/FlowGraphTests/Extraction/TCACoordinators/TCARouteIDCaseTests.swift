import FlowGraph
import XCTest

/// Routes kept as IDs in a stored array, with a computed `routes` that maps each ID case to a screen state
/// (`case .welcome: return .intro(introState)`): a value written in the stored array is the screen its case maps to,
/// even where the two names differ (TCARouter reads the computed property, so the app shows the mapped screen).
final class TCARouteIDCaseTests: XCTestCase {
  private func app(mapping: String, screenCases: String = "case intro(Page)\n  case tabs(Page)\n  case help(Page)") -> LibraryMarkers {
    LibraryMarkers("StartCoordinator.swift", """
      import ComposableArchitecture
      import SwiftUI
      import TCACoordinators

      @Reducer(state: .equatable)
      enum StartScreen {
        \(screenCases)
      }

      @Reducer
      struct StartCoordinator {
        struct State: Equatable {
          var introState = Page.State()
          var routeIDs: IdentifiedArrayOf<Route<StartID>> = [.root(.welcome, embedInNavigationView: true)]
          var routes: IdentifiedArrayOf<Route<StartScreen.State>> {
            get {
              IdentifiedArray(uniqueElements: routeIDs.map { route in
                route.map { id in
                  switch id {
                  \(mapping)
                  }
                }
              })
            }
            set { routeIDs = IdentifiedArray(uniqueElements: newValue.map { $0.map(\\.id) }) }
          }
        }
        enum Action { case router(IdentifiedRouterActionOf<StartScreen>) }
        var body: some ReducerOf<Self> {
          Reduce { state, action in
            switch action {
            case .router(.routeAction(_, action: .intro(.next))):
              state.routeIDs.1️⃣push(.main)
            case .router(.routeAction(_, action: .tabs(.next))):
              state.routeIDs.2️⃣presentSheet(.help)
            default:
              break
            }
            return .none
          }
          .forEachRoute(\\.routes, action: \\.router)
        }
      }

      enum StartID: Hashable { case welcome, main, help }

      \(TCAFixture.routerView("StartCoordinator", cases: ["intro", "tabs", "help"],
                              views: ["intro": "PageView", "tabs": "PageView", "help": "PageView"]))

      @Reducer struct Page { struct State: Equatable {}; enum Action { case next } }
      struct PageView: View { let store: StoreOf<Page>; var body: some View { Text("page") } }

      @main
      struct StartApp: App {
        var body: some Scene {
          WindowGroup { StartCoordinatorView(store: Store(initialState: .init()) { StartCoordinator() }) }
        }
      }
      """)
  }

  private let mapsEachCase = """
    case .welcome: return .intro(introState)
                  case .main: return .tabs(.init())
                  case .help: .help(.init())
    """

  func testAStoredIDIsTheScreenItsCaseMapsTo() {
    let file = app(mapping: mapsEachCase)
    let graph = LibraryMarkers.read([file]).graph
    XCTAssertEqual(graph.coordinators.first { $0.id == "StartCoordinator" }?.roots, ["StartCoordinator.intro"])
    XCTAssertEqual(graph.edges(at: file["1"]).map { "\($0.from) -> \($0.to)" }, ["StartCoordinator.intro -> StartCoordinator.tabs"])
    XCTAssertEqual(graph.edges(at: file["2"]).map { "\($0.from) -> \($0.to)" }, ["StartCoordinator.tabs -> StartCoordinator.help"])
    XCTAssertEqual(graph.screens.filter { $0.coordinator == "StartCoordinator" }.map(\.name).sorted(), ["help", "intro", "tabs"])
  }

  func testTheMappedScreensAreReachable() {
    let graph = LibraryMarkers.read([app(mapping: mapsEachCase)]).graph
    let findings = Linter(options: LintOptions(onlyRules: ["unreachable-screen"])).lint(graph).findings
    XCTAssertEqual(findings.map(\.message), [])
  }

  /// A stored case of the same name as a screen case the router shows stays that screen whatever the mapping says.
  func testANameTheRouterShowsIsThatScreen() {
    let file = app(mapping: """
      case .welcome: return .intro(introState)
                    case .main: return .help(.init())
                    case .help: return .tabs(.init())
      """)
    let graph = LibraryMarkers.read([file]).graph
    XCTAssertEqual(graph.edges(at: file["2"]).map(\.to), ["StartCoordinator.help"])
  }
}
