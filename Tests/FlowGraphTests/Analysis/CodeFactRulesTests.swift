import FlowGraph
import XCTest

/// The rules on code beside the flow (unused navigation helpers, unowned coordinator state) speak only where no
/// use can hide; these sources are the ways real apps use a helper that the rules must see.
final class CodeFactRulesTests: XCTestCase {
  private let codeRules = [
    "unused-navigation-helper", "coordinator-state-not-owned", "state-outside-view", "navigation-link-tap-gesture",
    "navigation-ignores-result", "unhandled-delegate-action",
  ]

  private func findings(_ sources: [(path: String, text: String)]) -> [Finding] {
    let read = SourceReader().read(sources: sources)
    XCTAssertEqual(read.warnings, [], "the sources should parse")
    let graph = read.graph
    return Linter(options: LintOptions(onlyRules: Set(codeRules))).lint(graph).findings
  }

  private func places(_ sources: [(path: String, text: String)]) -> [String] {
    findings(sources).map { "\($0.rule)@\($0.location?.file ?? "?"):\($0.location?.line ?? 0)" }
  }

  private let stinsenCoordinator = #"""
    import Stinsen
    import SwiftUI

    final class ProfileCoordinator: NavigationCoordinatable {
      let stack = NavigationStack(initial: \ProfileCoordinator.start)
      @Root var start = makeStart
      @Route(.push) var edit = makeEdit
      @Route(.modal) var help = makeHelp

      func makeStart() -> some View { ProfileScreen() }
      func makeEdit() -> some View { EditScreen() }
      func makeHelp() -> some View { HelpScreen() }
    }
    """#

  func testRoutersUsedInEveryWrittenFormAreNotReported() {
    let screens = #"""
      import Stinsen
      import SwiftUI

      struct ProfileScreen: View {
        @EnvironmentObject private var router: ProfileCoordinator.Router
        var body: some View { Button("Edit") { self.router.route(to: \.edit) } }
      }

      final class EditViewModel: ObservableObject {
        @RouterObject var router: ProfileCoordinator.Router?
        func done() { router?.popLast() }
      }

      struct EditScreen: View {
        @EnvironmentObject var router: ProfileCoordinator.Router
        var body: some View { HelpButton(router: _router.wrappedValue) }
      }

      // A protocol extension's default implementation reads it.
      protocol Closable { var router: ProfileCoordinator.Router { get } }
      extension Closable { func close() { router.popLast() } }
      struct HelpBar: View, Closable {
        @EnvironmentObject var router: ProfileCoordinator.Router
        var body: some View { Text("Help") }
      }

      // Read through another value: the property is used, though not by its own type.
      struct HelpScreen: View {
        @EnvironmentObject var router: ProfileCoordinator.Router
        var body: some View { Text("Help") }
      }

      struct HelpFooter {
        let screen: HelpScreen
        func close() { screen.router.popToRoot() }
      }
      """#
    XCTAssertEqual(places([("Coordinator.swift", stinsenCoordinator), ("Screens.swift", screens)]), [])
  }

  func testAnUnusedRouterIsReportedInItsFile() {
    let screens = #"""
      import Stinsen
      import SwiftUI

      struct ProfileScreen: View {
        @EnvironmentObject private var router: ProfileCoordinator.Router
        var body: some View { Text("Profile") }
      }
      """#
    let found = findings([("Coordinator.swift", stinsenCoordinator), ("ProfileScreen.swift", screens)])
    XCTAssertEqual(found.map(\.rule), ["unused-navigation-helper"])
    XCTAssertEqual(found.first?.location?.file, "ProfileScreen.swift")
    XCTAssertEqual(found.first?.location?.line, 5)
    XCTAssertTrue(found.first?.message.contains("ProfileCoordinator.Router") ?? false, "\(found)")
  }

  /// An app's own class named like a library's navigator is not one: without Navigator or FlowStacks coordinators
  /// in the graph, an unused `Navigator` property is nobody's router.
  func testAnAppsOwnNavigatorClassIsNotARouter() {
    let source = """
      import SwiftUI

      final class Navigator: ObservableObject {
        func show(_ name: String) {}
      }

      struct HomeView: View {
        @EnvironmentObject var navigator: Navigator
        var body: some View { Text("Home") }
      }
      """
    XCTAssertEqual(places([("Home.swift", source)]), [])
  }

  private let router = """
    import FlowStacks
    import SwiftUI

    enum Screen { case home, detail }

    struct AppCoordinator: View {
      @State var routes: Routes<Screen> = [.root(.home, embedInNavigationView: true)]

      var body: some View {
        Router($routes) { screen, _ in
          switch screen {
          case .home: HomeView(onDetail: showDetail, onLog: { print("tapped") })
          case .detail: DetailView(onClose: { routes.goBack() })
          }
        }
      }

      private func showDetail() { routes.push(.detail) }
    }
    """

  func testCallbacksCalledPassedOnOrWithoutNavigationAreNotReported() {
    let views = """
      import SwiftUI

      struct HomeView: View {
        let onDetail: () -> Void
        let onLog: () -> Void
        var body: some View { Button("Detail", action: onDetail) }
      }

      struct DetailView: View {
        var onClose: (() -> Void)?
        var body: some View { CloseBar(close: onClose) }
      }
      """
    // `onLog` is never called, but nothing passed into it navigates: not a navigation helper.
    XCTAssertEqual(places([("AppCoordinator.swift", router), ("Views.swift", views)]), [])
  }

  func testUncalledNavigationCallbacksAreReportedWithTheNavigationTheyWouldMake() {
    let views = """
      import SwiftUI

      struct HomeView: View {
        let onDetail: () -> Void
        let onLog: () -> Void
        var body: some View { Text("Home") }
      }

      struct DetailView: View {
        var onClose: (() -> Void)?
        var body: some View { Text("Detail") }
      }
      """
    let found = findings([("AppCoordinator.swift", router), ("Views.swift", views)])
    XCTAssertEqual(found.map { "\($0.location?.line ?? 0)" }, ["4", "10"])
    XCTAssertEqual(found.first?.related.map(\.location.line), [18])
    XCTAssertEqual(found.last?.related.map(\.location.line), [13])
  }

  func testPrivateMethodsCalledAnyWayAreNotReported() {
    let source = """
      import FlowStacks
      import SwiftUI

      enum Screen { case home, detail, help }

      struct AppCoordinator: View {
        @State var routes: Routes<Screen> = [.root(.home, embedInNavigationView: true)]

        var body: some View {
          Router($routes) { screen, _ in
            switch screen {
            case .home: HomeView(onDetail: showDetail, onHelp: { self.showHelp() })
            case .detail, .help: Text("Leaf")
            }
          }
          .onOpenURL { _ in openFromLink() }
        }

        private func showDetail() { routes.push(.detail) }
        private func showHelp() { routes.presentSheet(.help) }
        fileprivate func openFromLink() { routes.push(.help) }
      }
      """
    XCTAssertEqual(places([("AppCoordinator.swift", source)]), [])
  }

  func testObservedObjectsPassedInOrNotCoordinatorsAreNotReported() {
    let source = """
      import FlowStacks
      import SwiftUI

      final class ShopCoordinator: ObservableObject {
        enum Screen { case catalog, basket }
        @Published var routes: Routes<Screen> = [.root(.catalog, embedInNavigationView: true)]
        func showBasket() { routes.push(.basket) }
      }

      final class SearchModel: ObservableObject {
        @Published var query = ""
      }

      struct ShopView: View {
        @ObservedObject var coordinator: ShopCoordinator
        @ObservedObject var search = SearchModel()

        var body: some View {
          Router($coordinator.routes) { screen, _ in
            switch screen {
            case .catalog: CatalogView(query: search.query, onBasket: coordinator.showBasket)
            case .basket: BasketView()
            }
          }
        }
      }
      """
    XCTAssertEqual(places([("Shop.swift", source)]), [])
  }

  func testStateInAClassThatIsNoCoordinatorIsLeftToOtherTools() {
    let source = """
      import SwiftUI

      final class Cache {
        @State var hits = 0
      }
      """
    XCTAssertEqual(places([("Cache.swift", source)]), [])
  }

  /// Code facts travel with the graph: linting an exported graph gives the findings linting the sources gives.
  func testExportedGraphKeepsTheCodeFindings() throws {
    let screens = #"""
      import Stinsen
      import SwiftUI

      struct ProfileScreen: View {
        @EnvironmentObject private var router: ProfileCoordinator.Router
        var body: some View { Text("Profile") }
      }
      """#
    let graph = SourceReader().read(sources: [("Coordinator.swift", stinsenCoordinator), ("ProfileScreen.swift", screens)]).graph
    let reloaded = try GraphJSON.decode(GraphJSON.encode(graph), file: "graph.json")
    XCTAssertEqual(reloaded, graph)
    let linter = Linter(options: LintOptions(onlyRules: Set(codeRules)))
    XCTAssertEqual(linter.lint(reloaded).findings, linter.lint(graph).findings)
    XCTAssertEqual(linter.lint(reloaded).findings.count, 1)
  }

  private func searchApp(handling: String) -> String {
    #"""
      import ComposableArchitecture
      import SwiftUI
      import TCACoordinators

      @Reducer
      struct SearchFeature {
        struct State: Equatable {}
        enum Action {
          case closeTapped
          case delegate(Delegate)
          enum Delegate { case close }
        }
        var body: some ReducerOf<Self> {
          Reduce { _, action in
            switch action {
            case .closeTapped: return .send(.delegate(.close))
            case .delegate: return .none
            }
          }
        }
      }

      @Reducer(state: .hashable)
      enum SearchScreen {
        case search(SearchFeature)
        case result(ResultFeature)
      }

      @Reducer
      struct SearchCoordinator {
        @ObservableState
        struct State: Equatable {
          var routes: IdentifiedArrayOf<Route<SearchScreen.State>> = [.root(.search(.init()), embedInNavigationView: true)]
        }
        enum Action { case router(IndexedRouterActionOf<SearchScreen>) }

        var body: some ReducerOf<Self> {
          Reduce { state, action in
      """# + "\n" + handling + #"""
            return .none
          }
          .forEachRoute(\.routes, action: \.router)
        }
      }

      struct SearchCoordinatorView: View {
        let store: StoreOf<SearchCoordinator>
        var body: some View {
          TCARouter(store.scope(state: \.routes, action: \.router)) { screen in
            switch screen.case {
            case let .search(store): SearchView(store: store)
            case let .result(store): ResultView(store: store)
            }
          }
        }
      }
      """#
  }

  func testDelegateActionsMatchedAnyWayAreNotReported() {
    let handlings = [
      "if case .router(.routeAction(_, action: .search(.delegate(.close)))) = action { state.routes.goBack() }\n",
      """
      switch action {
      case let .router(.routeAction(_, action: .search(.delegate(delegate)))): print(delegate)
      default: break
      }

      """,
      """
      switch action {
      case .router(.routeAction(id: .search, action: .search(.delegate(.close)))): state.routes.goBack()
      default: break
      }

      """,
    ]
    for handling in handlings {
      XCTAssertEqual(places([("Search.swift", searchApp(handling: handling))]), [], handling)
    }
    XCTAssertEqual(
      places([("Search.swift", searchApp(handling: "print(action)\n"))]), ["unhandled-delegate-action@Search.swift:16"])
  }
}
