import FlowGraph
import XCTest

/// A screen enum whose cases carry finished views (`case item(ItemView)`), made where the sources do not show it (a
/// dependency container, a factory), and a builder showing the value its case binds (`case .item(let view): view`):
/// each screen's view is the type its case declares, and that view's navigation is the screen's.
final class ViewPayloadTests: XCTestCase {
  private func shop(builder: String) -> LibraryMarkers {
    LibraryMarkers("Shop.swift", """
      import FlowStacks
      import SwiftUI

      enum ShopStep { case item, basket, close, reset }

      enum ShopScreen {
        case catalog(CatalogView)
        case item(ItemView)
        case basket(count: Int, view: BasketView)
        case help(HelpView)
      }

      final class ShopFlow: ObservableObject {
        @Published var routes: Routes<ShopScreen> = []
        init() { start() }
        private func start() {
          let catalog = CatalogView()
          routes = [.root(.catalog(catalog), embedInNavigationView: true)]
        }
        func open(_ step: ShopStep) {
          switch step {
          case .item: routes.1️⃣push(.item(Views.item()))
          case .basket: routes.2️⃣presentSheet(.basket(count: 1, view: Views.basket()))
          case .close: routes.3️⃣dismiss()
          case .reset: routes.4️⃣popToRoot()
          }
        }
      }

      struct ShopCoordinator: View {
        @StateObject var flow = ShopFlow()
        var body: some View {
          Router($flow.routes) { screen, _ in
            switch screen {
            \(builder)
            }
          }
          .environmentObject(flow)
        }
      }

      struct CatalogView: View {
        @EnvironmentObject var flow: ShopFlow
        var body: some View { Button("item") { flow.open(.item) } }
      }
      struct ItemView: View {
        @EnvironmentObject var flow: ShopFlow
        var body: some View { Button("basket") { flow.open(.basket) } }
      }
      struct BasketView: View {
        @EnvironmentObject var flow: ShopFlow
        var body: some View { Button("close") { flow.open(.close) } }
      }
      struct HelpView: View { var body: some View { Text("help") } }

      /// Stands for a dependency container: what it builds is not a route value's argument.
      enum Views {
        static func item() -> ItemView { ItemView() }
        static func basket() -> BasketView { BasketView() }
      }

      @main
      struct ShopApp: App {
        var body: some Scene { WindowGroup { ShopCoordinator() } }
      }
      """)
  }

  private let showsEveryPayload = """
    case .catalog(let view): view
    case let .item(view): view.navigationTitle("Item")
    case .basket(_, let view): view.padding()
    case .help(let view): view
    """

  func testEachCaseShowsTheViewItsPayloadCarries() {
    let graph = LibraryMarkers.read([shop(builder: showsEveryPayload)]).graph
    XCTAssertEqual(graph.screens.map { "\($0.id): \($0.views)" }.sorted(), [
      "ShopFlow.basket: [\"BasketView\"]", "ShopFlow.catalog: [\"CatalogView\"]", "ShopFlow.help: [\"HelpView\"]",
      "ShopFlow.item: [\"ItemView\"]",
    ])
  }

  func testThePayloadViewsNavigationIsItsScreens() {
    let file = shop(builder: showsEveryPayload)
    let graph = LibraryMarkers.read([file]).graph
    XCTAssertEqual(graph.edges(at: file["1"]).map { "\($0.from) -> \($0.to)" }, ["ShopFlow.catalog -> ShopFlow.item"])
    XCTAssertEqual(graph.edges(at: file["2"]).map { "\($0.from) -> \($0.to)" }, ["ShopFlow.item -> ShopFlow.basket"])
    XCTAssertEqual(graph.backActions.filter { $0.location == file["3"] }.map(\.screen), ["ShopFlow.basket"])
  }

  /// The flow builds the root's view itself to hand it to the root case: the view's code is still the root screen's
  /// alone, not also the flow's with its screen unknown.
  func testAViewTheFlowBuildsForACaseIsThatScreens() {
    let file = shop(builder: showsEveryPayload)
    let graph = LibraryMarkers.read([file]).graph
    XCTAssertEqual(graph.edges(at: file["1"]).map(\.from), ["ShopFlow.catalog"])
  }

  /// No screen passes `.reset`: the arm runs from code the sources do not show, not from every screen calling `open`.
  func testAnArmNoCallerTakesIsTheFlowsNotEveryCallers() {
    let file = shop(builder: showsEveryPayload)
    let graph = LibraryMarkers.read([file]).graph
    XCTAssertEqual(graph.backActions.filter { $0.location == file["4"] }.map(\.screen), ["ShopFlow"])
  }

  func testABoundPayloadTheCaseDoesNotShowIsNotItsView() {
    let graph = LibraryMarkers.read([shop(builder: """
      case .catalog(let view): view
      case .item(let view): view
      case .basket(_, let view): view
      case .help(let view): Text("Coming soon")
      """)]).graph
    XCTAssertEqual(graph.screens.first { $0.id == "ShopFlow.help" }?.views, [])
  }

  func testACasePassingThePayloadOnShowsTheViewItBuilds() {
    let graph = LibraryMarkers.read([shop(builder: """
      case .catalog(let view): view
      case .item(let view): view
      case .basket(_, let view): view
      case .help(let view): Card(content: view)
      """), LibraryMarkers("Card.swift", """
      import SwiftUI
      struct Card<Content: View>: View {
        let content: Content
        var body: some View { content }
      }
      """)]).graph
    XCTAssertEqual(graph.screens.first { $0.id == "ShopFlow.help" }?.views, ["Card"])
  }

  /// The payload is a tab view of two child flows: shown by the case, the children are reached through it.
  func testTabsInAPayloadViewAreReached() {
    let file = LibraryMarkers("Home.swift", """
      import FlowStacks
      import SwiftUI

      enum HomeScreen { case tabs(HomeTabs) }

      final class HomeFlow: ObservableObject {
        @Published var routes: Routes<HomeScreen> = []
        init(tabs: HomeTabs) { routes = [.root(.tabs(tabs))] }
      }

      struct HomeCoordinator: View {
        @ObservedObject var flow: HomeFlow
        var body: some View {
          Router($flow.routes) { screen, _ in
            switch screen {
            case .tabs(let tabs): tabs
            }
          }
        }
      }

      struct HomeTabs: View {
        var body: some View {
          TabView {
            NewsCoordinator().tabItem { Text("News") }
            ProfileCoordinator().tabItem { Text("Profile") }
          }
        }
      }

      enum NewsScreen { case list, story }
      struct NewsCoordinator: View {
        @State var routes: Routes<NewsScreen> = [.root(.list, embedInNavigationView: true)]
        var body: some View {
          Router($routes) { screen, _ in
            switch screen {
            case .list: Button("story") { routes.push(.story) }
            case .story: Text("story")
            }
          }
        }
      }

      enum ProfileScreen { case me }
      struct ProfileCoordinator: View {
        @State var routes: Routes<ProfileScreen> = [.root(.me)]
        var body: some View { Router($routes) { _, _ in Text("me") } }
      }

      @main
      struct NewsApp: App {
        var body: some Scene { WindowGroup { HomeCoordinator(flow: Container.homeFlow()) } }
      }
      """)
    let graph = LibraryMarkers.read([file]).graph
    let findings = Linter(options: LintOptions(onlyRules: ["unreachable-coordinator", "unreachable-screen"])).lint(graph).findings
    XCTAssertEqual(findings.map(\.message), [])
    XCTAssertEqual(graph.screens.first { $0.id == "HomeFlow.tabs" }?.views, ["HomeTabs"])
  }
}
