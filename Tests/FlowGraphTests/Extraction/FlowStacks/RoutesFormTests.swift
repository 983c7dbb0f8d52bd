import XCTest

@testable import FlowGraph

/// FlowStacks forms real apps write around the routes: emptied and refilled routes, screens of any Hashable type,
/// local destinations.
final class RoutesFormTests: XCTestCase {
  /// Router (0.1–0.4) keeps the root in the routes and renders index 0 in place whatever its style (FlowStacks
  /// 0.4.0 `Node`): `removeAll()` then a push or a presentation replaces the root. FlowStack (0.6+) keeps its root
  /// out of the routes, so there the same code pushes onto the root.
  func testEmptiedRoutesRefilledReplaceTheRootOnlyWhereTheRoutesHoldIt() {
    let source = Marked("""
      import FlowStacks
      import SwiftUI

      enum Screen { case welcome, login, home }

      struct RouterCoordinator: View {
        @State var routes: Routes<Screen> = [.root(.welcome)]
        var body: some View {
          Router($routes) { screen, _ in
            switch screen {
            case .welcome: WelcomeView(onSignOut: signOut, onReset: reset)
            case .login: LoginView()
            case .home: HomeView(onHelp: help)
            }
          }
        }
        func signOut() {
          routes.removeAll()
          routes.1️⃣presentCover(.login)
        }
        func reset() {
          routes = []
          routes.2️⃣push(.home)
        }
        func help() {
          routes.3️⃣push(.login)
        }
      }

      struct StackCoordinator: View {
        @State var routes: [Route<Screen>] = []
        var body: some View {
          FlowStack($routes, withNavigation: true) {
            WelcomeView(onSignOut: restart, onReset: restart)
              .flowDestination(for: Screen.self) { screen in
                switch screen {
                case .welcome, .login, .home: LoginView()
                }
              }
          }
        }
        func restart() {
          routes.removeAll()
          routes.4️⃣push(.login)
        }
      }

      struct WelcomeView: View { let onSignOut: () -> Void; let onReset: () -> Void; var body: some View { EmptyView() } }
      struct LoginView: View { var body: some View { EmptyView() } }
      struct HomeView: View { let onHelp: () -> Void; var body: some View { EmptyView() } }
      """)
    let graph = extract(source).graph
    assertEdge(graph, "RouterCoordinator.welcome", "RouterCoordinator.login", .rootSwitch, at: source["1️⃣"])
    assertEdge(graph, "RouterCoordinator.welcome", "RouterCoordinator.home", .rootSwitch, at: source["2️⃣"])
    assertEdge(graph, "RouterCoordinator.home", "RouterCoordinator.login", .push, at: source["3️⃣"])
    XCTAssertEqual(graph.edges.filter { $0.location == source["4️⃣"] }.map(\.kind), [.push])
    XCTAssertEqual(graph.coordinators.first { $0.id == "RouterCoordinator" }?.roots,
                   ["RouterCoordinator.home", "RouterCoordinator.login", "RouterCoordinator.welcome"])
  }

  /// Screens of any Hashable type: the screen is the type, so a pushed expression of it is known.
  func testScreensOfAValueTypeMakeEveryPushedExpressionThatScreen() {
    let source = Marked("""
      import FlowStacks
      import SwiftUI

      struct Ticket: Hashable { var id: Int }

      struct CounterCoordinator: View {
        @State var routes: Routes<Int> = [.root(0, embedInNavigationView: true)]
        var body: some View {
          Router($routes) { $number, _ in CounterView(number: $number) }
        }
      }
      struct CounterView: View {
        @EnvironmentObject var navigator: FlowNavigator<Int>
        @Binding var number: Int
        var body: some View {
          Button("Next") { navigator.1️⃣push(number + 1) }
          Button("Double") { navigator.2️⃣presentSheet(number * 2, embedInNavigationView: true) }
        }
      }

      struct TicketCoordinator: View {
        @State var routes: [Route<Ticket>] = []
        var body: some View {
          FlowStack($routes, withNavigation: true) {
            TicketList(open: { routes.3️⃣push(tickets.first ?? Ticket(id: 0)) })
              .flowDestination(for: Ticket.self) { ticket in TicketList(open: {}) }
          }
        }
        var tickets: [Ticket] { [] }
      }
      struct TicketList: View { let open: () -> Void; var body: some View { EmptyView() } }

      struct StepsCoordinator: View {
        @State var flow = NFlow(root: 0)
        var body: some View {
          NavigationView {
            NStack($flow) { step, index in Button("Next", action: next) }
          }
        }
        private func next() {
          let index = flow.array.count
          flow.4️⃣push(index)
        }
      }

      enum Page { case a, b }
      struct PageCoordinator: View {
        @State var routes: Routes<Page> = [.root(.a)]
        var body: some View { Router($routes) { page, _ in PageView(go: { routes.5️⃣push(pick()) }) } }
        func pick() -> Page { .b }
      }
      struct PageView: View { let go: () -> Void; var body: some View { EmptyView() } }
      """)
    let graph = extract(source).graph
    let at = { (marker: Character) in graph.edges.filter { $0.location == source[marker] }.map { "\($0.from) \($0.kind) \($0.to)" } }
    XCTAssertEqual(at("1️⃣"), ["CounterCoordinator.Int push CounterCoordinator.Int"])
    XCTAssertEqual(at("2️⃣"), ["CounterCoordinator.Int sheet CounterCoordinator.Int"])
    XCTAssertEqual(graph.coordinators.first { $0.id == "CounterCoordinator" }?.roots, ["CounterCoordinator.Int"])
    XCTAssertEqual(graph.screens.first { $0.id == "CounterCoordinator.Int" }?.views, ["CounterView"])
    XCTAssertEqual(graph.edges.filter { $0.location == source["3️⃣"] }.map(\.to), ["TicketCoordinator.Ticket"])
    XCTAssertEqual(at("4️⃣"), ["StepsCoordinator.Int push StepsCoordinator.Int"])
    // An enum's cases are not known from an expression: that push stays unresolved.
    XCTAssertEqual(graph.edges.filter { $0.location == source["5️⃣"] }, [])
    XCTAssertEqual(graph.unresolved.map(\.location), [source["5️⃣"]])
  }

  /// Routes declared empty and filled in `init`: the first route is the root (index 0 is rendered in place), not
  /// an edge; later calls are edges from it.
  func testTheFirstRouteAnInitAddsToEmptyRoutesIsTheRoot() {
    let source = Marked("""
      import FlowStacks
      import SwiftUI

      final class ShopFlow: ObservableObject {
        enum Screen { case catalog(CatalogModel), basket }
        @Published var routes: Routes<Screen> = []
        init() {
          routes.presentSheet(.catalog(.init(onBasket: showBasket)))
        }
        func showBasket() { routes.1️⃣push(.basket) }
      }
      final class CatalogModel { let onBasket: () -> Void; init(onBasket: @escaping () -> Void) { self.onBasket = onBasket } }

      final class StepsFlow: ObservableObject {
        enum Step { case intro, done }
        @Published var flow = NFlow<Step>()
        init() {
          flow.push(.intro)
          flow.2️⃣push(.done)
        }
      }

      struct PlainFlow: View {
        enum Step { case intro, done }
        @State var routes: [Route<Step>] = []
        init() { routes.3️⃣push(.intro) }
        var body: some View { FlowStack($routes, withNavigation: true) { EmptyView() } }
      }
      """)
    let graph = extract(source).graph
    XCTAssertEqual(graph.coordinators.first { $0.id == "ShopFlow" }?.roots, ["ShopFlow.catalog"])
    assertEdge(graph, "ShopFlow.catalog", "ShopFlow.basket", .push, at: source["1️⃣"])
    XCTAssertEqual(graph.coordinators.first { $0.id == "StepsFlow" }?.roots, ["StepsFlow.intro"])
    XCTAssertEqual(graph.edges.filter { $0.location == source["2️⃣"] }.map { "\($0.from) \($0.kind) \($0.to)" },
                   ["StepsFlow push StepsFlow.done"])
    // FlowStack's routes do not hold its root: the same call there pushes.
    XCTAssertEqual(graph.edges.filter { $0.location == source["3️⃣"] }.map(\.kind), [.push])
  }

  /// Each branch of an `init` adding the first route to empty routes adds a root the coordinator may start at
  /// (`if signedIn { routes.push(.main) } else { routes.push(.auth) }`); after either, a route is pushed as usual.
  /// Popping the root and adding a route in one update replaces the root (Router 0.1–0.4 renders the new index 0 in
  /// place): a root switch, no way back; from a pushed screen the same pair pops it and pushes.
  func testBranchesOfAnInitAddRootsAndARootPoppedAndRefilledIsReplaced() {
    let source = Marked("""
      import FlowStacks
      import SwiftUI

      final class AppFlow: ObservableObject {
        enum Screen { case auth, main, settings, about }
        @Published var routes: Routes<Screen> = []
        init(loggedIn: Bool) {
          if loggedIn {
            routes.push(.main)
          } else {
            routes.push(.auth)
          }
          routes.1️⃣push(.settings)
        }
        func signedIn() {
          routes.2️⃣pop()
          routes.3️⃣push(.main)
        }
        func replaceSettings() {
          routes.4️⃣pop()
          routes.5️⃣push(.about)
        }
      }
      struct AppView: View {
        @StateObject var flow = AppFlow(loggedIn: false)
        var body: some View {
          Router($flow.routes) { screen, _ in
            switch screen {
            case .auth: Button("in") { flow.signedIn() }
            case .main: Text("main")
            case .settings: Button("about") { flow.replaceSettings() }
            case .about: Text("about")
            }
          }
        }
      }
      """)
    let graph = extract(source).graph
    XCTAssertEqual(graph.coordinators.first { $0.id == "AppFlow" }?.roots, ["AppFlow.auth", "AppFlow.main"])
    XCTAssertEqual(graph.edges.filter { $0.location == source["1️⃣"] }.map { "\($0.from) \($0.kind) \($0.to)" },
                   ["AppFlow push AppFlow.settings"])
    XCTAssertEqual(graph.edges.filter { $0.location == source["3️⃣"] }.map { "\($0.from) \($0.kind) \($0.to)" },
                   ["AppFlow.auth rootSwitch AppFlow.main"])
    XCTAssertEqual(graph.backActions.filter { $0.location == source["2️⃣"] }.map(\.screen), [])
    XCTAssertEqual(graph.backActions.filter { $0.location == source["4️⃣"] }.map(\.screen), ["AppFlow.settings"])
    // `pop(); push(.about)` from settings: about is pushed where settings was, on the screen the coordinator's own
    // code pushed settings onto: from the coordinator.
    XCTAssertEqual(graph.edges.filter { $0.location == source["5️⃣"] }.map { "\($0.from) \($0.kind) \($0.to)" },
                   ["AppFlow push AppFlow.about"])
  }

  /// `flowDestination(isPresented:style:destination:)` / `(item:style:)` whose destination is built of SwiftUI's own
  /// views: a screen local to the declaring view (`local:Owner.Text`), at the modifier.
  func testLocalDestinationsOfSwiftUIViewsAreLocalScreens() {
    let source = Marked("""
      import FlowStacks
      import SwiftUI

      struct Root: View {
        @State var routes: [Route<Int>] = []
        var body: some View {
          FlowStack($routes, withNavigation: true) { HomeScreen() }
        }
      }
      struct HomeScreen: View {
        @State var showsTerms = false
        @State var tint: Color?
        var body: some View {
          VStack { Button("Terms") { showsTerms = true } }
            .1️⃣flowDestination(isPresented: $showsTerms, style: .push, destination: {
              Text("Terms")
            })
            .2️⃣flowDestination(item: $tint, style: .sheet(withNavigation: true)) { color in
              color.ignoresSafeArea()
            }
            .3️⃣flowDestination(isPresented: $showsTerms, style: .cover) { TermsView() }
        }
      }
      struct TermsView: View { var body: some View { EmptyView() } }
      """)
    let graph = extract(source).graph
    let at = { (marker: Character) in graph.edges.filter { $0.location == source[marker] }.map { "\($0.from) \($0.kind) \($0.to)" } }
    XCTAssertEqual(at("1️⃣"), ["Root.root push Root.local:HomeScreen.Text"])
    XCTAssertEqual(at("2️⃣"), ["Root.root sheet Root.local:HomeScreen.View"])
    XCTAssertEqual(at("3️⃣"), ["Root.root cover Root.TermsView"])
  }

  /// A screen enum of one case: any value of it is that case (`FlowLink(value: vm.next())`); a whole routes array
  /// computed at run time is a set-routes edge there, and unresolved where the screens are several cases.
  func testSingleCaseEnumsAndComputedRoutesArrays() {
    let source = Marked("""
      import FlowStacks
      import SwiftUI

      enum Page: Hashable { case page(PageModel) }
      final class PageModel: Hashable {
        func next() -> Page { .page(PageModel()) }
        static func == (a: PageModel, b: PageModel) -> Bool { a === b }
        func hash(into h: inout Hasher) {}
      }
      struct Reader: View {
        @State var routes: Routes<Page> = [.root(.page(PageModel()), embedInNavigationView: true)]
        var body: some View {
          Router($routes) { page, _ in
            switch page {
            case .page(let model): PageView(model: model, shuffle: shuffle)
            }
          }
        }
        func shuffle() { routes = 2️⃣[[Route<Page>]]().randomElement() ?? [] }
      }
      struct PageView: View {
        let model: PageModel
        let shuffle: () -> Void
        var body: some View { FlowLink(value: model.next(), style: .push) { Text("Next") }.1️⃣id(0) }
      }

      enum Tab { case a, b }
      struct Tabs: View {
        @State var routes: Routes<Tab> = [.root(.a)]
        var saved: Routes<Tab> { [] }
        var body: some View { Router($routes) { _, _ in Button("Restore") { routes = 3️⃣saved } } }
      }
      """)
    let graph = extract(source).graph
    XCTAssertEqual(graph.edges.filter { $0.location?.line == source["1️⃣"].line }.map { "\($0.from) \($0.kind) \($0.to)" },
                   ["Reader.page push Reader.page"])
    XCTAssertEqual(graph.edges.filter { $0.location == source["2️⃣"] }.map { "\($0.from) \($0.kind) \($0.to)" },
                   ["Reader.page setRoutes Reader.page"])
    XCTAssertEqual(graph.edges.filter { $0.location == source["3️⃣"] }, [])
    XCTAssertEqual(graph.unresolved.map { "\($0.kind.rawValue) \($0.expression)" }, ["set-routes saved"])
    XCTAssertEqual(graph.unresolved.first?.location, source["3️⃣"])
  }

  /// A builder closure returns a view for any value it is given: without a `switch` it builds every screen, so
  /// nothing it receives lacks a destination (no missing-destination), for enums and value types alike.
  func testBuildersWithoutASwitchHandleEveryScreen() {
    let source = Marked("""
      import FlowStacks
      import SwiftUI

      enum Card: Hashable { case front(Int), back(Int) }
      struct Deck: View {
        @State var routes: Routes<Card> = [.root(.front(0), embedInNavigationView: true)]
        var body: some View {
          Router($routes) { card, _ in CardView(card: card, flip: { routes.1️⃣push(.back(0)) }) }
        }
      }
      struct CardView: View { let card: Card; let flip: () -> Void; var body: some View { EmptyView() } }

      struct Pager: View {
        @State var routes: Routes<Int> = []
        var body: some View {
          PageView(next: { routes.2️⃣presentCover(routes.count) })
            .showing($routes, embedInNavigationView: true) { page, _ in PageView(next: {}) }
        }
      }
      struct PageView: View { let next: () -> Void; var body: some View { EmptyView() } }

      enum Topic: Hashable { case news(Int), sport(Int) }
      struct Topics: View {
        @State var routes: [Route<Topic>] = []
        var body: some View {
          FlowStack($routes, withNavigation: true) {
            Button("Go") { routes.3️⃣push(.sport(1)) }
              .flowDestination(for: Topic.self) { topic in Text("\\(topic)") }
          }
        }
      }
      """)
    let graph = extract(source).graph
    XCTAssertEqual(graph.edges.filter { $0.location == source["1️⃣"] }.map(\.to), ["Deck.back"])
    XCTAssertEqual(graph.edges.filter { $0.location == source["2️⃣"] }.map { "\($0.kind) \($0.to)" }, ["cover Pager.Int"])
    XCTAssertEqual(graph.edges.filter { $0.location == source["3️⃣"] }.map(\.to), ["Topics.sport"])
    XCTAssertEqual(graph.screens.filter { $0.handled == false }.map(\.id), [])
    let findings = Linter(options: LintOptions()).lint(graph, sources: [:]).findings
    XCTAssertEqual(findings.filter { $0.rule == "missing-destination" }.map(\.location), [])
  }

  /// `FlowPath` values computed by a call: the screen is the declared return type (`func next() -> Ticket`), read
  /// through the properties it is called on; a call returning an enum case stays unknown.
  func testFlowPathValuesComputedByACallAreTheirReturnType() {
    let source = Marked("""
      import FlowStacks
      import SwiftUI

      struct Ticket: Hashable { var id: Int }
      struct Receipt: Hashable { var total: Int }
      enum Mode: Hashable { case light, dark }

      final class Till {
        func next() -> Ticket { Ticket(id: 1) }
      }

      struct Shop: View {
        @State var path = FlowPath()
        var body: some View {
          FlowStack($path, withNavigation: true) {
            Counter()
              .flowDestination(for: Ticket.self) { _ in Counter() }
              .flowDestination(for: Receipt.self) { _ in Counter() }
          }
        }
      }
      struct Counter: View {
        @EnvironmentObject var navigator: FlowPathNavigator
        let till = Till()
        var body: some View {
          FlowLink(value: till.next(), style: .push) { Text("Next") }.1️⃣id(0)
          Button("Pay") { navigator.2️⃣push(receipt()) }
          Button("Theme") { navigator.3️⃣push(mode()) }
        }
        func receipt() -> Receipt { Receipt(total: 3) }
        func mode() -> Mode { .dark }
      }
      """)
    let graph = extract(source).graph
    XCTAssertEqual(graph.edges.filter { $0.location?.line == source["1️⃣"].line }.map(\.to).sorted(), ["Shop.Ticket", "Shop.Ticket", "Shop.Ticket"])
    XCTAssertEqual(Set(graph.edges.filter { $0.location == source["2️⃣"] }.map(\.to)), ["Shop.Receipt"])
    XCTAssertEqual(graph.edges.filter { $0.location == source["3️⃣"] }, [])
    XCTAssertEqual(Set(graph.unresolved.map(\.expression)), ["mode()"])
  }

  /// `let screen = Screen.terms(vm)` then `routes.push(screen)` in the same block pushes that case. A closure's
  /// parameter or a `var` of the same name is another value: it stays unresolved at its call.
  func testAScreenHeldInALocalConstantIsThatCase() {
    let source = Marked("""
      import FlowStacks
      import SwiftUI

      enum Screen: Hashable { case start, terms(Int), pin(Int) }

      final class Onboarding: ObservableObject {
        @Published var routes: Routes<Screen> = [.root(.start, embedInNavigationView: true)]
        func showTerms(_ version: Int) {
          let screen = Screen.terms(version)
          routes.1️⃣push(screen)
        }
        func showPin(_ length: Int) {
          let screen: Screen = .pin(length)
          routes.2️⃣presentSheet(screen)
        }
        func showAll(_ screens: [Screen]) {
          let screen = Screen.terms(1)
          screens.forEach { screen in routes.3️⃣push(screen) }
          _ = screen
        }
        func showLater(_ length: Int) {
          var screen = Screen.terms(1)
          screen = .pin(length)
          routes.4️⃣push(screen)
        }
      }
      struct OnboardingView: View {
        @StateObject var onboarding = Onboarding()
        var body: some View { Router($onboarding.routes) { screen, _ in Text("") } }
      }
      """)
    let graph = extract(source).graph
    XCTAssertEqual(graph.edges.filter { $0.location == source["1️⃣"] }.map { "\($0.kind.rawValue) \($0.to)" }, ["push Onboarding.terms"])
    XCTAssertEqual(graph.edges.filter { $0.location == source["2️⃣"] }.map { "\($0.kind.rawValue) \($0.to)" }, ["sheet Onboarding.pin"])
    for marker: Character in ["3️⃣", "4️⃣"] {
      XCTAssertEqual(graph.edges.filter { $0.location == source[marker] }.map(\.to), [], String(marker))
      XCTAssertEqual(graph.unresolved.filter { $0.location == source[marker] }.map(\.expression), ["screen"], String(marker))
    }
  }

  /// A value whose enum declares no such case is not a screen of the routes' enum: a static member
  /// (`Screen.random`) is a value not known here, unresolved at its call; a value of another type the stack shows by
  /// type (`flowDestination(for: Mode.self)`) is that type's screen.
  func testANameTheScreenEnumDoesNotDeclareIsNoCaseOfIt() {
    let source = Marked("""
      import FlowStacks
      import SwiftUI

      enum Screen: Hashable {
        case number(Int)
        case credits
        static var random: Screen { Bool.random() ? .number(1) : .credits }
      }
      enum Mode: Hashable { case compact, wide }

      struct NumbersCoordinator: View {
        @State var routes: [Route<Screen>] = []
        var body: some View {
          FlowStack($routes, withNavigation: true) {
            StartView()
              .flowDestination(for: Screen.self) { screen in
                switch screen {
                case .number, .credits: Text("screen")
                }
              }
              .flowDestination(for: Mode.self) { mode in Text("mode") }
          }
        }
      }
      struct StartView: View {
        @EnvironmentObject var navigator: FlowNavigator<Screen>
        var body: some View {
          Button("random") { navigator.1️⃣push(Screen.random) }
          FlowLink(value: Mode.compact, style: .sheet) { Text("mode") }
        }
      }
      """)
    let graph = extract(source).graph
    XCTAssertEqual(graph.edges.filter { $0.location == source["1️⃣"] }.map(\.to), [])
    XCTAssertEqual(graph.unresolved.filter { $0.location == source["1️⃣"] }.map(\.expression), [".random"])
    XCTAssertFalse(graph.screens.contains { $0.name == "random" })
  }
}

/// Screen enums whose cases start with a capital (`case PlaylistDetail(id: Int)`), in an App that holds the routes
/// itself: `.PlaylistDetail(…)` is an implicit member (a case), and the app starts in that App's stack.
final class CapitalCaseAndAppRoutesTests: XCTestCase {
  func testCapitalCasesAreScreensAndAnAppHoldingTheRoutesIsTheEntryPoint() {
    let file = LibraryMarkers("MusicApp.swift", """
      import FlowStacks
      import SwiftUI

      enum Destination: Hashable {
        case PlaylistDetail(id: Int)
        case AlbumDetail(id: Int)
      }
      @main
      struct MusicApp: App {
        @State private var routes: Routes<Destination> = []
        var body: some Scene {
          WindowGroup {
            HomeScreen()
              .showing($routes, embedInNavigationView: true) { route, _ in
                switch route {
                case .PlaylistDetail: PlaylistScreen()
                case .AlbumDetail: Text("album")
                }
              }
          }
        }
      }
      struct HomeScreen: View {
        @EnvironmentObject private var navigator: FlowNavigator<Destination>
        var body: some View {
          Button("playlist") { navigator.1️⃣push(.PlaylistDetail(id: 1)) }
          Button("album") { navigator.2️⃣push(.AlbumDetail(id: 2)) }
        }
      }
      struct PlaylistScreen: View {
        @EnvironmentObject private var navigator: FlowNavigator<Destination>
        var body: some View { Button("back") { navigator.goBack() } }
      }
      """)
    let graph = LibraryMarkers.read([file]).graph
    XCTAssertEqual(graph.edges(at: file["1"]).map { "\($0.from) \($0.kind.rawValue) \($0.to)" }, ["MusicApp.root push MusicApp.PlaylistDetail"])
    XCTAssertEqual(graph.edges(at: file["2"]).map { "\($0.from) \($0.kind.rawValue) \($0.to)" }, ["MusicApp.root push MusicApp.AlbumDetail"])
    XCTAssertEqual(graph.unresolved, [])
    XCTAssertEqual(graph.screens.first { $0.id == "MusicApp.PlaylistDetail" }?.views, ["PlaylistScreen"])
    XCTAssertEqual(graph.entryPoints.map(\.target), ["MusicApp"])
  }
}
