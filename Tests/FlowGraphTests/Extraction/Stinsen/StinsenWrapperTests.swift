import FlowGraph
import XCTest

/// Where a Stinsen coordinator's navigation container comes from: a `NavigationViewCoordinator` wraps the routes that
/// apply it (a child pushed bare by one route and presented wrapped by another has none of its own), and a
/// `customize(_:)` building a NavigationView holds the child coordinators its roots show.
final class StinsenWrapperTests: XCTestCase {
  private func lint(_ files: [LibraryMarkers], _ rules: Set<String>) -> [String] {
    Linter(options: LintOptions(onlyRules: rules)).lint(LibraryMarkers.read(files).graph).findings.map(\.message)
  }

  private let settings = LibraryMarkers("Settings.swift", """
    import Stinsen
    import SwiftUI

    final class SettingsCoordinator: NavigationCoordinatable {
      let stack = NavigationStack(initial: \\SettingsCoordinator.start)
      @Root var start = makeStart
      @Route(.push) var fonts = makeFonts
      @ViewBuilder func makeStart() -> some View { SettingsScreen() }
      @ViewBuilder func makeFonts() -> some View { Text("fonts") }
    }

    struct SettingsScreen: View {
      @EnvironmentObject var router: SettingsCoordinator.Router
      var body: some View { Button("Fonts") { router.route(to: \\.fonts) } }
    }
    """)

  func testAChildWrappedByOneRouteOnlyHasNoContainerOfItsOwnWhenPushed() {
    let home = LibraryMarkers("Home.swift", """
      import Stinsen
      import SwiftUI

      @main
      struct ReaderApp: App {
        var body: some Scene { WindowGroup { NavigationViewCoordinator(HomeCoordinator()).view() } }
      }

      final class HomeCoordinator: NavigationCoordinatable {
        let stack = NavigationStack(initial: \\HomeCoordinator.start)
        @Root var start = makeStart
        @Route(.push) var settings = makeSettings
        @Route(.modal) var modalSettings = makeModalSettings
        @ViewBuilder func makeStart() -> some View { HomeScreen() }
        func makeSettings() -> SettingsCoordinator { SettingsCoordinator() }
        func makeModalSettings() -> NavigationViewCoordinator<SettingsCoordinator> { NavigationViewCoordinator(SettingsCoordinator()) }
      }

      struct HomeScreen: View {
        @EnvironmentObject var router: HomeCoordinator.Router
        var body: some View {
          Button("Settings") { router.route(to: \\.settings) }
          Button("Settings (modal)") { router.route(to: \\.modalSettings) }
        }
      }
      """)
    XCTAssertEqual(lint([home, settings], ["nested-navigation", "push-without-navigation"]), [])
    let graph = LibraryMarkers.read([home, settings]).graph
    XCTAssertEqual(graph.edges(from: "HomeCoordinator.start", to: "SettingsCoordinator").map { "\($0.kind.rawValue) \($0.withNavigation)" }.sorted(),
                   ["push false", "sheet true"])
  }

  func testANavigationViewInCustomizeHoldsTheChildCoordinatorsOfItsRoots() {
    for customize in ["NavigationView { Sidebar(); view }", "view"] {
      let shell = LibraryMarkers("Shell.swift", """
        import Stinsen
        import SwiftUI

        @main
        struct DesktopApp: App {
          var body: some Scene { WindowGroup { ShellCoordinator().view() } }
        }

        final class ShellCoordinator: NavigationCoordinatable {
          var stack = NavigationStack(initial: \\ShellCoordinator.settings)
          @Root var settings = makeSettings
          func makeSettings() -> SettingsCoordinator { SettingsCoordinator() }
          @ViewBuilder func customize(_ view: AnyView) -> some View {
            \(customize)
          }
        }

        struct Sidebar: View { var body: some View { Text("sidebar") } }
        """)
      let found = lint([shell, settings], ["push-without-navigation"])
      XCTAssertEqual(found.count, customize == "view" ? 1 : 0, "\(customize): \(found)")
    }
  }

  /// A coordinator method switching over its parameter runs one arm per caller's argument, which attribution does
  /// not tell apart: its routes are the coordinator's own edges, never every arm from each calling screen. Without
  /// the switch, the caller's screen keeps the edge.
  func testACoordinatorMethodSwitchingOnItsParameterIsTheCoordinators() {
    for (body, expected) in [
      ("switch destination { case .fonts: route(to: \\.fonts) case .colors: route(to: \\.colors) }",
       ["ThemeCoordinator push ThemeCoordinator.colors", "ThemeCoordinator push ThemeCoordinator.fonts"]),
      ("route(to: \\.fonts)", ["ThemeCoordinator.colors push ThemeCoordinator.fonts"]),
    ] {
      let theme = LibraryMarkers("Theme.swift", """
        import Stinsen
        import SwiftUI

        enum ThemeDestination { case fonts, colors }

        final class ThemeCoordinator: NavigationCoordinatable {
          let stack = NavigationStack(initial: \\ThemeCoordinator.start)
          @Root var start = makeStart
          @Route(.push) var fonts = makeFonts
          @Route(.push) var colors = makeColors
          @ViewBuilder func makeStart() -> some View { Text("theme") }
          @ViewBuilder func makeFonts() -> some View { Text("fonts") }
          @ViewBuilder func makeColors() -> some View { ColorsScreen(onFonts: { self.open(.fonts) }) }
          func open(_ destination: ThemeDestination) { \(body) }
        }

        struct ColorsScreen: View {
          let onFonts: () -> Void
          var body: some View { Button("Fonts", action: onFonts) }
        }
        """)
      let graph = LibraryMarkers.read([theme]).graph
      XCTAssertEqual(graph.edges.map { "\($0.from) \($0.kind.rawValue) \($0.to)" }.sorted(), expected, body)
    }
  }

  /// `NavigationViewCoordinator(…)` wraps the coordinator it is given where it is written: a root route showing one
  /// inside a coordinator that has a container nests the two, though the same class is shown bare elsewhere (its
  /// class has no container of its own), and also around a `TabCoordinatable` (NavigationView > NavigationView >
  /// TabView). Under a parent without a container, the same root is the only one.
  func testARootWrappedWhereItIsShownNestsInTheParentsContainer() throws {
    func app(_ shown: String) -> LibraryMarkers {
      LibraryMarkers("App.swift", """
        import Stinsen
        import SwiftUI

        @main
        struct ReaderApp: App {
          var body: some Scene { WindowGroup { \(shown) } }
        }

        final class AccountCoordinator: NavigationCoordinatable {
          let stack = NavigationStack(initial: \\AccountCoordinator.start)
          @Root var start = makeStart
          @Root var settings = makeSettings
          @Root var tabs = makeTabs
          @Route(.push) var plainSettings = makePlainSettings
          @ViewBuilder func makeStart() -> some View { AccountScreen() }
          func makeSettings() -> NavigationViewCoordinator<SettingsCoordinator> { 1️⃣NavigationViewCoordinator(SettingsCoordinator()) }
          func makeTabs() -> NavigationViewCoordinator<MainTabs> { 2️⃣NavigationViewCoordinator(MainTabs()) }
          func makePlainSettings() -> SettingsCoordinator { SettingsCoordinator() }
        }

        final class MainTabs: TabCoordinatable {
          var child = TabChild(startingItems: [\\MainTabs.feed])
          @Route(tabItem: makeFeedTab) var feed = makeFeed
          @ViewBuilder func makeFeed() -> some View { Text("feed") }
          @ViewBuilder func makeFeedTab(isActive: Bool) -> some View { Text("Feed") }
        }

        struct AccountScreen: View {
          @EnvironmentObject var router: AccountCoordinator.Router
          var body: some View {
            Button("Settings") { router.root(\\.settings) }
            Button("Tabs") { router.root(\\.tabs) }
            Button("Plain") { router.route(to: \\.plainSettings) }
          }
        }
        """)
    }
    let wrapped = app("NavigationViewCoordinator(AccountCoordinator()).view()")
    let findings = Linter(options: LintOptions(onlyRules: ["nested-navigation"])).lint(LibraryMarkers.read([wrapped, settings]).graph).findings
    XCTAssertEqual(findings.map(\.message).sorted(), [
      "coordinator 'MainTabs' brings its own navigation container but is shown in the view of 'AccountCoordinator.tabs' inside the navigation container of coordinator 'AccountCoordinator', which already has one: the bars stack and pushes go to two different stacks",
      "coordinator 'SettingsCoordinator' brings its own navigation container but is shown in the view of 'AccountCoordinator.settings' inside the navigation container of coordinator 'AccountCoordinator', which already has one: the bars stack and pushes go to two different stacks",
    ])
    let graph = LibraryMarkers.read([wrapped, settings]).graph
    XCTAssertEqual(graph.edges(from: "AccountCoordinator.settings", to: "SettingsCoordinator").first?.location?.line, wrapped["1"].line - 4)
    XCTAssertEqual(lint([app("AccountCoordinator().view()"), settings], ["nested-navigation"]), [])
  }

  /// `NavigationViewCoordinator(TabsCoordinator())`: Stinsen's wrapper puts the whole TabView in a NavigationView, so a
  /// tab's coordinator without a container of its own pushes into that one; without the wrapper the push has none.
  private func tabs(wrapped: Bool) -> LibraryMarkers {
    LibraryMarkers("Tabs.swift", """
      import Stinsen
      import SwiftUI

      @main
      struct ShopApp: App {
        var body: some Scene { WindowGroup { \(wrapped ? "NavigationViewCoordinator(TabsCoordinator())" : "TabsCoordinator()").view() } }
      }

      final class TabsCoordinator: TabCoordinatable {
        lazy var child = TabChild(startingItems: [\\TabsCoordinator.settings])
        @Route(tabItem: makeSettingsTab) var settings = makeSettings
        func makeSettings() -> SettingsCoordinator { SettingsCoordinator() }
        @ViewBuilder func makeSettingsTab(isActive: Bool) -> some View { Text("Settings") }
      }
      """)
  }

  func testATabOfAWrappedTabCoordinatorPushesIntoItsNavigationView() {
    XCTAssertEqual(lint([tabs(wrapped: true), settings], ["push-without-navigation"]), [])
    XCTAssertEqual(LibraryMarkers.read([tabs(wrapped: true), settings]).graph.coordinator("TabsCoordinator")?.navigation, .yes)
    let bare = lint([tabs(wrapped: false), settings], ["push-without-navigation"])
    XCTAssertEqual(bare.count, 1, "\(bare)")
    XCTAssertTrue(bare.first?.contains("pushes 'SettingsCoordinator.fonts'") ?? false, "\(bare)")
  }

  /// A wrapped coordinator whose only way on switches its parent's root to a screen that shows another wrapped child:
  /// that child is in the parent's layer, not inside this container, which stays unused. A child shown by this
  /// coordinator's own root is inside it: the two containers are nested-navigation's finding, not this rule's.
  func testAContainerIsUnusedBesideAWrappedChildItDoesNotHold() {
    let app = LibraryMarkers("Main.swift", """
      import Stinsen
      import SwiftUI

      @main
      struct CinemaApp: App {
        var body: some Scene { WindowGroup { MainCoordinator().view() } }
      }

      final class MainCoordinator: NavigationCoordinatable {
        let stack = NavigationStack(initial: \\MainCoordinator.intro)
        @Root var intro = makeIntro
        @Root var account = makeAccount
        func makeIntro() -> NavigationViewCoordinator<IntroCoordinator> { NavigationViewCoordinator(IntroCoordinator()) }
        func makeAccount() -> NavigationViewCoordinator<SettingsCoordinator> { NavigationViewCoordinator(SettingsCoordinator()) }
      }

      final class IntroCoordinator: NavigationCoordinatable {
        let stack = NavigationStack(initial: \\IntroCoordinator.start)
        @Root var start = makeStart
        @ViewBuilder func makeStart() -> some View { IntroView() }
      }

      struct IntroView: View {
        @EnvironmentObject var main: MainCoordinator.Router
        var body: some View { Button("Start") { main.coordinator.root(\\.account) } }
      }
      """)
    let unused = lint([app, settings], ["unused-navigation-container"])
    XCTAssertEqual(unused.count, 1, "\(unused)")
    XCTAssertTrue(unused.first?.contains("coordinator 'IntroCoordinator' is wrapped") ?? false, "\(unused)")
  }
}

