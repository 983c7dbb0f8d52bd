import FlowGraph
import XCTest

/// Stinsen coordinators as a whole: tabs, child coordinators, navigation wrappers, chains, platforms.
final class StinsenStructureTests: XCTestCase {
  private let tabs = LibraryMarkers("Tabs.swift", """
    import Stinsen
    import SwiftUI
    final class TabsCoordinator: TabCoordinatable {
      var child = TabChild(startingItems: [\\TabsCoordinator.home, \\TabsCoordinator.todos], activeTab: 0)
      @Route(tabItem: makeHomeTab) var home = makeHome
      @Route(tabItem: makeTodosTab, onTapped: onTodosTapped) var todos = makeTodos
      @Route(tabItem: makeHomeTab) var extra = makeExtra
      @ViewBuilder func makeHome() -> some View { HomeScreen() }
      @ViewBuilder func makeExtra() -> some View { Text("extra") }
      func makeTodos() -> NavigationViewCoordinator<ListCoordinator> { NavigationViewCoordinator(ListCoordinator()) }
      @ViewBuilder func makeHomeTab(isActive: Bool) -> some View { Text("home") }
      @ViewBuilder func makeTodosTab(isActive: Bool) -> some View { Text("todos") }
      func onTodosTapped(_ isRepeat: Bool, coordinator: NavigationViewCoordinator<ListCoordinator>) {}
    }
    final class ListCoordinator: NavigationCoordinatable {
      let stack = NavigationStack(initial: \\ListCoordinator.start)
      @Root var start = makeStart
      @Route(.push) var item = makeItem
      @Route(.modal) var editor = makeEditor
      @ViewBuilder func makeStart() -> some View { Text("list") }
      @ViewBuilder func makeItem(id: Int) -> some View { Text("item") }
      func makeEditor() -> NavigationViewCoordinator<EditorCoordinator> { NavigationViewCoordinator(EditorCoordinator()) }
    }
    final class EditorCoordinator: NavigationCoordinatable {
      let stack = NavigationStack(initial: \\EditorCoordinator.start)
      @Root var start = makeStart
      @ViewBuilder func makeStart() -> some View { Text("edit") }
    }
    """)

  func testTabsAreRootsAndTabChildrenEmbedTheirCoordinator() {
    let graph = LibraryMarkers.read([tabs]).graph
    let c = graph.coordinator("TabsCoordinator")
    XCTAssertEqual(c?.kind, .tab)
    XCTAssertEqual(c?.roots, ["TabsCoordinator.home", "TabsCoordinator.todos"])
    XCTAssertNotNil(graph.screen("TabsCoordinator.extra"))
    XCTAssertTrue(graph.edgeLines.contains("TabsCoordinator.todos -embed-> ListCoordinator"))
    XCTAssertEqual(graph.coordinator("ListCoordinator")?.navigation, .yes)
    XCTAssertEqual(graph.coordinator("EditorCoordinator")?.navigation, .yes)
    XCTAssertEqual(graph.parents()["ListCoordinator"], "TabsCoordinator")
  }

  func testAChainIsOneUpdateWithOneEdgePerStep() {
    let view = LibraryMarkers("HomeScreen.swift", """
      import Stinsen
      import SwiftUI
      struct HomeScreen: View {
        @EnvironmentObject var tabs: TabsCoordinator.Router
        var body: some View {
          Button("open") {
            tabs.1️⃣focusFirst(\\.todos).child.2️⃣popToRoot().3️⃣route(to: \\.item, 7)
          }
          Button("edit") {
            tabs
              .4️⃣focusFirst(\\.todos)
              .child
              .5️⃣route(to: \\.editor)
          }
        }
      }
      """)
    let graph = LibraryMarkers.read([tabs, view]).graph
    XCTAssertEqual(graph.screen("TabsCoordinator.home")?.views, ["HomeScreen"])
    let focus = graph.edges(at: view["1"])
    XCTAssertEqual(focus.map { "\($0.from) \($0.kind.rawValue) \($0.to)" }, ["TabsCoordinator.home tab TabsCoordinator.todos"])
    let push = graph.edges(at: view["3"])
    // After popToRoot the list coordinator shows its root, from which the item is pushed.
    XCTAssertEqual(push.map { "\($0.from) \($0.kind.rawValue) \($0.to)" }, ["ListCoordinator.start push ListCoordinator.item"])
    XCTAssertNotNil(focus.first?.group)
    XCTAssertEqual(focus.first?.group, push.first?.group)
    XCTAssertEqual(graph.backActions.filter { $0.location == view["2"] }.map(\.screen), ["ListCoordinator"])
    let modal = graph.edges(at: view["5"])
    XCTAssertEqual(modal.map(\.to), ["EditorCoordinator"])
    XCTAssertEqual(modal.map(\.kind), [.sheet])
    XCTAssertEqual(modal.map(\.withNavigation), [true])
    XCTAssertEqual(graph.edges(at: view["4"]).map(\.kind), [.tab])
  }

  func testDeepLinkThroughHasRootFollowsTheChildCoordinator() {
    let main = LibraryMarkers("Main.swift", """
      import Stinsen
      import SwiftUI
      final class MainCoordinator: NavigationCoordinatable {
        let stack = NavigationStack(initial: \\MainCoordinator.signedIn)
        @Root var signedIn = makeSignedIn
        func makeSignedIn() -> TabsCoordinator { TabsCoordinator() }
        @ViewBuilder func customize(_ view: AnyView) -> some View {
          view.onOpenURL { url in
            if let tabs = self.hasRoot(\\.signedIn) {
              tabs.1️⃣focusFirst(\\.todos).child.2️⃣route(to: \\.item, 1)
            }
          }
        }
      }
      @main struct DemoApp: App {
        var body: some Scene { WindowGroup { 3️⃣MainCoordinator().view() } }
      }
      """)
    let graph = LibraryMarkers.read([tabs, main]).graph
    XCTAssertEqual(graph.edges(at: main["1"]).map { "\($0.from) \($0.kind.rawValue) \($0.to)" },
                   ["TabsCoordinator tab TabsCoordinator.todos"])
    XCTAssertEqual(graph.edges(at: main["2"]).map { "\($0.from) \($0.kind.rawValue) \($0.to)" },
                   ["ListCoordinator push ListCoordinator.item"])
    XCTAssertTrue(graph.edgeLines.contains("MainCoordinator.signedIn -embed-> TabsCoordinator"))
    XCTAssertEqual(graph.entryPoints.map(\.target), ["MainCoordinator"])
    XCTAssertEqual(graph.entryPoints.first?.location, main["3"])
    XCTAssertEqual(graph.coordinator("MainCoordinator")?.navigation, .no)
  }

  /// `hasRoot(\.content)` of a root whose factory wraps a coordinator in a NavigationView gives that wrapper, and `.child`
  /// the coordinator inside: the push goes on that coordinator's stack, inside the NavigationView, not on the caller's.
  func testAPushThroughHasRootIsMadeInTheRootCoordinatorsLayer() {
    for form in [
      "guard let shown = self.hasRoot(\\.content) else { return }\n    shown.child.1️⃣route(to: \\.detail)",
      "if let shown = hasRoot(\\.content) { shown.child.1️⃣route(to: \\.detail) }",
      "hasRoot(\\.content)?.child.1️⃣route(to: \\.detail)",
    ] {
      let main = LibraryMarkers("Main.swift", """
        import Stinsen
        import SwiftUI
        @main struct DemoApp: App {
          var body: some Scene { WindowGroup { MainCoordinator().view() } }
        }
        final class MainCoordinator: NavigationCoordinatable {
          let stack = NavigationStack(initial: \\MainCoordinator.content)
          @Root var content = makeContent
          @Root var signIn = makeSignIn
          func makeContent() -> NavigationViewCoordinator<ContentCoordinator> { NavigationViewCoordinator(ContentCoordinator()) }
          @ViewBuilder func makeSignIn() -> some View { Text("Sign in") }
          func open() {
            \(form)
          }
        }
        final class ContentCoordinator: NavigationCoordinatable {
          let stack = NavigationStack(initial: \\ContentCoordinator.start)
          @Root var start = makeStart
          @Route(.push) var detail = makeDetail
          @ViewBuilder func makeStart() -> some View { Text("Start") }
          @ViewBuilder func makeDetail() -> some View { Text("Detail") }
        }
        """)
      let graph = LibraryMarkers.read([main]).graph
      XCTAssertEqual(graph.edges(at: main["1"]).map { "\($0.from) \($0.kind.rawValue) \($0.to)" },
                     ["ContentCoordinator push ContentCoordinator.detail"], form)
      XCTAssertEqual(Linter(options: LintOptions(onlyRules: ["push-without-navigation"])).lint(graph).findings.map(\.message), [], form)
    }
  }

  /// The same deep link through locals, one bound to the other's chain (`let todos = tabs.focusFirst(\.todos).child`),
  /// used later in a closure: the call goes on where the locals' chains end, and their own steps are drawn once.
  func testDeepLinkThroughLocalsBoundToChains() {
    let main = LibraryMarkers("Main.swift", """
      import Stinsen
      import SwiftUI
      final class MainCoordinator: NavigationCoordinatable {
        let stack = NavigationStack(initial: \\MainCoordinator.signedIn)
        @Root var signedIn = makeSignedIn
        func makeSignedIn() -> TabsCoordinator { TabsCoordinator() }
        @ViewBuilder func customize(_ view: AnyView) -> some View {
          view.onOpenURL { url in
            if let tabs = self.hasRoot(\\.signedIn) {
              let todos = tabs
                .1️⃣focusFirst(\\.todos)
                .child
                .2️⃣popToRoot()
              DispatchQueue.main.async {
                todos.3️⃣route(to: \\ListCoordinator.item, 1)
              }
            }
          }
        }
      }
      @main struct DemoApp: App {
        var body: some Scene { WindowGroup { MainCoordinator().view() } }
      }
      """)
    let graph = LibraryMarkers.read([tabs, main]).graph
    XCTAssertEqual(graph.edges(at: main["1"]).map { "\($0.from) \($0.kind.rawValue) \($0.to)" },
                   ["TabsCoordinator tab TabsCoordinator.todos"])
    XCTAssertEqual(graph.backActions.filter { $0.location == main["2"] }.map { "\($0.screen) \($0.action.rawValue)" },
                   ["ListCoordinator popToRoot"])
    XCTAssertEqual(graph.edges(at: main["3"]).map { "\($0.from) \($0.kind.rawValue) \($0.to)" },
                   ["ListCoordinator.start push ListCoordinator.item"])
    XCTAssertEqual(LibraryMarkers.read([tabs, main]).warnings, [])
  }

  /// `root(_:)` of a route showing a coordinator returns that coordinator (`func root<Output: Coordinatable>(_:) ->
  /// Output`): the chain goes on in it, so `focusFirst` picks one of its tabs and `.child` the tab's wrapped child.
  func testAChainGoesOnInTheCoordinatorARootSwitchShows() {
    let main = LibraryMarkers("Main.swift", """
      import Stinsen
      import SwiftUI
      final class MainCoordinator: NavigationCoordinatable {
        let stack = NavigationStack(initial: \\MainCoordinator.loading)
        @Root var loading = makeLoading
        @Root var signedIn = makeSignedIn
        @ViewBuilder func makeLoading() -> some View { Text("loading") }
        func makeSignedIn() -> TabsCoordinator { TabsCoordinator() }
        func open(_ id: Int) {
          1️⃣root(\\.signedIn).2️⃣focusFirst(\\.todos).child.3️⃣route(to: \\.item, id)
        }
      }
      """)
    let result = LibraryMarkers.read([tabs, main])
    let graph = result.graph
    XCTAssertEqual(graph.edges(at: main["1"]).map { "\($0.from) \($0.kind.rawValue) \($0.to)" },
                   ["MainCoordinator root-switch MainCoordinator.signedIn"])
    XCTAssertEqual(graph.edges(at: main["2"]).map { "\($0.from) \($0.kind.rawValue) \($0.to)" },
                   ["TabsCoordinator tab TabsCoordinator.todos"])
    XCTAssertEqual(graph.edges(at: main["3"]).map { "\($0.from) \($0.kind.rawValue) \($0.to)" },
                   ["ListCoordinator push ListCoordinator.item"])
    XCTAssertEqual(result.warnings.map(\.message), [])
  }

  /// A tab's `onTapped:` method gets the tab's coordinator as a parameter (`coordinator: NavigationViewCoordinator<
  /// ListCoordinator>`): `coordinator.child.popToRoot()` pops that child's stack, and the method, named in the
  /// route's attribute, is called by Stinsen.
  func testATabsOnTappedParameterIsTheTabsCoordinator() {
    let tapped = LibraryMarkers("Tapped.swift", """
      import Stinsen
      import SwiftUI
      final class ShelfCoordinator: TabCoordinatable {
        var child = TabChild(startingItems: [\\ShelfCoordinator.books])
        @Route(tabItem: makeBooksTab, onTapped: onBooksTapped) var books = makeBooks
        @ViewBuilder private func makeBooksTab(isActive: Bool) -> some View { Text("books") }
        private func makeBooks() -> NavigationViewCoordinator<ListCoordinator> { NavigationViewCoordinator(ListCoordinator()) }
        private func onBooksTapped(_ isRepeat: Bool, coordinator: NavigationViewCoordinator<ListCoordinator>) {
          if isRepeat { coordinator.child.1️⃣popToRoot() }
        }
      }
      @main struct ShelfApp: App {
        var body: some Scene { WindowGroup { ShelfCoordinator().view() } }
      }
      """)
    let result = LibraryMarkers.read([tabs, tapped])
    XCTAssertEqual(result.warnings.map(\.message), [])
    XCTAssertEqual(result.graph.backActions.filter { $0.location == tapped["1"] }.map { "\($0.screen) \($0.action.rawValue)" },
                   ["ListCoordinator popToRoot"])
    let unused = Linter(options: LintOptions(onlyRules: ["unused-navigation-helper"])).lint(result.graph).findings
    XCTAssertEqual(unused.map(\.message), [])
  }

  func testPlatformBranchesTagEachVariant() {
    let file = LibraryMarkers("Photo.swift", """
      import Stinsen
      import SwiftUI
      final class PhotoCoordinator: NavigationCoordinatable {
        let stack = NavigationStack(initial: \\PhotoCoordinator.start)
        @Root var start = makeStart
        #if os(iOS)
        @Route(.fullScreen) var viewer = makeViewer
        #else
        @Route(.modal) var viewer = makeViewer
        #endif
        @ViewBuilder func makeStart() -> some View { StartView() }
        @ViewBuilder func makeViewer() -> some View { Text("viewer") }
      }
      struct StartView: View {
        @EnvironmentObject var router: PhotoCoordinator.Router
        var body: some View { Button("open") { router.1️⃣route(to: \\.viewer) } }
      }
      """)
    let edges = LibraryMarkers.read([file]).graph.edges(at: file["1"])
    XCTAssertEqual(edges.map { "\($0.kind.rawValue) \($0.platforms)" }.sorted(), ["cover [\"iOS\"]", "sheet [\"!iOS\"]"])
  }

  /// Mac Catalyst builds the iOS SDK: its branch is tagged iOS, and an `#else` after it is not "not iOS". A call
  /// compiled where a route is not declared (the `#else` of every platform the route has) reaches nothing: no edge
  /// tagged both for and against a platform.
  func testCatalystBranchesAreIOSAndACallReachesOnlyTheRoutesCompiledWithIt() {
    let file = LibraryMarkers("Main.swift", """
      import Stinsen
      import SwiftUI
      final class MainCoordinator: NavigationCoordinatable {
        let stack = NavigationStack(initial: \\MainCoordinator.start)
        @Root var start = makeStart
        #if targetEnvironment(macCatalyst)
        @Root var desk = makeDesk
        #elseif os(macOS)
        @Root var desk = makeDesk
        #elseif os(iOS)
        @Root var phone = makePhone
        #endif
        func signedIn() {
          #if targetEnvironment(macCatalyst)
          self.1️⃣root(\\.desk)
          #elseif os(macOS)
          self.2️⃣root(\\.desk)
          #elseif os(iOS)
          self.3️⃣root(\\.phone)
          #else
          self.4️⃣root(\\.phone)
          #endif
        }
        func restart() {
          #if targetEnvironment(macCatalyst)
          self.root(\\.start)
          #else
          self.5️⃣root(\\.start)
          #endif
        }
        @ViewBuilder func makeStart() -> some View { Text("start") }
        @ViewBuilder func makeDesk() -> some View { Text("desk") }
        @ViewBuilder func makePhone() -> some View { Text("phone") }
      }
      """)
    let graph = LibraryMarkers.read([file]).graph
    func tags(_ marker: String) -> [String] { graph.edges(at: file[marker]).map { "\($0.to) \($0.platforms)" } }
    XCTAssertEqual(tags("1"), ["MainCoordinator.desk [\"iOS\"]"])
    XCTAssertEqual(tags("2"), ["MainCoordinator.desk [\"macOS\"]"])
    XCTAssertEqual(tags("3"), ["MainCoordinator.phone [\"iOS\"]"])
    XCTAssertEqual(tags("4"), [])
    XCTAssertEqual(tags("5"), ["MainCoordinator.start []"])
  }

  func testTheSameClassInTwoPlatformFilesIsKeptTwice() {
    let ios = LibraryMarkers("Settings+iOS.swift", """
      #if os(iOS)
      import Stinsen
      import SwiftUI
      final class SettingsCoordinator: NavigationCoordinatable {
        let stack = NavigationStack(initial: \\SettingsCoordinator.start)
        @Root var start = makeStart
        @Route(.push) var notifications = makeNotifications
        @ViewBuilder func makeStart() -> some View { Text("") }
        @ViewBuilder func makeNotifications() -> some View { Text("") }
      }
      #endif
      """)
    let mac = LibraryMarkers("Settings+macOS.swift", """
      #if os(macOS)
      import Stinsen
      import SwiftUI
      final class SettingsCoordinator: NavigationCoordinatable {
        let stack = NavigationStack(initial: \\SettingsCoordinator.start)
        @Root var start = makeStart
        @Route(.modal) var about = makeAbout
        @ViewBuilder func makeStart() -> some View { Text("") }
        @ViewBuilder func makeAbout() -> some View { Text("") }
      }
      #endif
      """)
    let graph = LibraryMarkers.read([ios, mac]).graph
    XCTAssertEqual(graph.coordinators.map(\.id), ["SettingsCoordinator@Settings+iOS", "SettingsCoordinator@Settings+macOS"])
    XCTAssertEqual(graph.coordinators.map(\.platforms), [["iOS"], ["macOS"]])
    XCTAssertNotNil(graph.screen("SettingsCoordinator@Settings+iOS.notifications"))
    XCTAssertNil(graph.screen("SettingsCoordinator@Settings+iOS.about"))
    XCTAssertNotNil(graph.screen("SettingsCoordinator@Settings+macOS.about"))
  }
}

/// Less common Stinsen shapes: wrappers, routers typed by their generic name, coordinators passed around.
final class StinsenShapeTests: XCTestCase {
  func testWrappersGenericRoutersAndCoordinatorReceivers() {
    let file = LibraryMarkers("Flow.swift", """
      import Stinsen
      import SwiftUI
      final class ParentCoordinator: NavigationCoordinatable {
        let stack = NavigationStack(initial: \\ParentCoordinator.start)
        @Root var start = makeStart
        @Route(.push) var pushed = makePushed
        @Route(.fullScreen) var wrapped = makeWrapped
        @Route(.sideways) var odd = makeStart
        @ViewBuilder func makeStart() -> some View { StartView(parent: self) }
        func makePushed() -> ChildCoordinator { ChildCoordinator() }
        func makeWrapped() -> ViewWrapperCoordinator<ChildCoordinator, AnyView> {
          ViewWrapperCoordinator(ChildCoordinator()) { AnyView($0.padding()) }
        }
      }
      final class ChildCoordinator: NavigationCoordinatable {
        let stack = NavigationStack(initial: \\ChildCoordinator.start)
        @Root var start = makeStart
        @ViewBuilder func makeStart() -> some View { Text("child") }
      }
      struct StartView: View {
        let parent: ParentCoordinator
        @EnvironmentObject var router: NavigationRouter<ParentCoordinator>
        var body: some View {
          Button("a") { parent.1️⃣route(to: \\.pushed) }
          Button("b") { router.2️⃣route(to: \\.wrapped) }
        }
      }
      """)
    let result = LibraryMarkers.read([file])
    let graph = result.graph
    XCTAssertEqual(graph.edges(at: file["1"]).map { "\($0.from) \($0.kind.rawValue) \($0.to)" }, ["ParentCoordinator.start push ChildCoordinator"])
    XCTAssertEqual(graph.edges(at: file["2"]).map { "\($0.kind.rawValue) \($0.to) \($0.withNavigation)" }, ["cover ChildCoordinator false"])
    // Pushed into the parent's stack: the child's navigation comes from the parent.
    XCTAssertEqual(graph.coordinator("ChildCoordinator")?.navigation, .inherited)
    XCTAssertNil(graph.screen("ParentCoordinator.odd"))
    XCTAssertEqual(result.warnings.map(\.message).filter { $0.contains("@Route(.sideways)") }.count, 1)
  }
}

/// A factory declared once per platform may show a view on one and a coordinator on another.
final class StinsenPlatformFactoryTests: XCTestCase {
  func testAFactoryPerPlatformGivesOneTaggedTargetEach() {
    let file = LibraryMarkers("Help.swift", """
      import Stinsen
      import SwiftUI
      final class MainCoordinator: NavigationCoordinatable {
        let stack = NavigationStack(initial: \\MainCoordinator.start)
        @Root var start = makeStart
        @Route(.modal) var help = makeHelp
        @ViewBuilder func makeStart() -> some View { StartView() }
        #if os(macOS)
        @ViewBuilder func makeHelp() -> some View { HelpWindow() }
        #else
        func makeHelp() -> NavigationViewCoordinator<HelpCoordinator> { NavigationViewCoordinator(HelpCoordinator()) }
        #endif
      }
      final class HelpCoordinator: NavigationCoordinatable {
        let stack = NavigationStack(initial: \\HelpCoordinator.start)
        @Root var start = makeStart
        @ViewBuilder func makeStart() -> some View { Text("help") }
      }
      struct HelpWindow: View { var body: some View { Text("help") } }
      struct StartView: View {
        @EnvironmentObject var router: MainCoordinator.Router
        var body: some View { Button("?") { router.1️⃣route(to: \\.help) } }
      }
      """)
    let graph = LibraryMarkers.read([file]).graph
    XCTAssertEqual(graph.edges(at: file["1"]).map { "\($0.to) \($0.platforms) \($0.withNavigation)" },
                   ["HelpCoordinator [\"!macOS\"] true", "MainCoordinator.help [\"macOS\"] false"])
    XCTAssertEqual(graph.screen("MainCoordinator.help")?.views, ["HelpWindow"])
  }
}

/// Where a Stinsen coordinator's navigation view comes from.
final class StinsenNavigationTests: XCTestCase {
  func testARootChildOfAWrappedCoordinatorInheritsItsNavigationView() {
    let file = LibraryMarkers("Nav.swift", """
      import Stinsen
      import SwiftUI
      final class OuterCoordinator: NavigationCoordinatable {
        let stack = NavigationStack(initial: \\OuterCoordinator.inner)
        @Root var inner = makeInner
        @Route(.modal) var bare = makeBare
        func makeInner() -> InnerCoordinator { InnerCoordinator() }
        func makeBare() -> BareCoordinator { BareCoordinator() }
      }
      final class InnerCoordinator: NavigationCoordinatable {
        let stack = NavigationStack(initial: \\InnerCoordinator.start)
        @Root var start = makeStart
        @ViewBuilder func makeStart() -> some View { Text("") }
      }
      final class BareCoordinator: NavigationCoordinatable {
        let stack = NavigationStack(initial: \\BareCoordinator.start)
        @Root var start = makeStart
        @ViewBuilder func makeStart() -> some View { Text("") }
      }
      @main struct NavApp: App {
        var body: some Scene { WindowGroup { NavigationViewCoordinator(OuterCoordinator()).view() } }
      }
      """)
    let graph = LibraryMarkers.read([file]).graph
    XCTAssertEqual(graph.coordinator("OuterCoordinator")?.navigation, .yes)
    XCTAssertEqual(graph.coordinator("InnerCoordinator")?.navigation, .inherited)
    // Presented modally without NavigationViewCoordinator: nothing to push on.
    XCTAssertEqual(graph.coordinator("BareCoordinator")?.navigation, .no)
    XCTAssertEqual(graph.entryPoints.map(\.target), ["OuterCoordinator"])
  }
}

/// Where a Stinsen coordinator asks for its navigation container: what findings about that container point at.
final class StinsenNavigationLocationTests: XCTestCase {
  func testTheWrapperTheFactoryCreatesTheDeclaredTypeOrTheShownOne() {
    let source = Marked("""
      import Stinsen
      import SwiftUI

      @main
      struct TodoApp: App {
        var body: some Scene { WindowGroup { 1️⃣NavigationViewCoordinator(MainCoordinator()).view() } }
      }

      final class MainCoordinator: NavigationCoordinatable {
        let stack = NavigationStack(initial: \\MainCoordinator.start)
        @Root var start = makeStart
        @Route(.modal) var list = makeList
        @Route(.modal) var settings = makeSettings
        @Route(.modal) var about = makeAbout

        @ViewBuilder func makeStart() -> some View { Text("home") }
        func makeList() -> NavigationViewCoordinator<ListCoordinator> {
          return 2️⃣NavigationViewCoordinator(ListCoordinator())
        }
        func makeSettings() -> 3️⃣NavigationViewCoordinator<SettingsCoordinator> { .init(SettingsCoordinator()) }
        func makeAbout() -> AboutCoordinator { AboutCoordinator() }
      }

      final class ListCoordinator: NavigationCoordinatable {
        let stack = NavigationStack(initial: \\ListCoordinator.start)
        @Root var start = makeStart
        @ViewBuilder func makeStart() -> some View { Text("list") }
      }

      final class SettingsCoordinator: NavigationCoordinatable {
        let stack = NavigationStack(initial: \\SettingsCoordinator.start)
        @Root var start = makeStart
        @ViewBuilder func makeStart() -> some View { Text("settings") }
      }

      final class AboutCoordinator: NavigationCoordinatable {
        let stack = NavigationStack(initial: \\AboutCoordinator.start)
        @Root var start = makeStart
        @ViewBuilder func makeStart() -> some View { Text("about") }
      }
      """)
    let graph = extract(source).graph
    XCTAssertEqual(graph.coordinator("MainCoordinator")?.navigationLocation, source["1️⃣"])
    XCTAssertEqual(graph.coordinator("ListCoordinator")?.navigationLocation, source["2️⃣"])
    XCTAssertEqual(graph.coordinator("SettingsCoordinator")?.navigationLocation, source["3️⃣"])
    XCTAssertNil(graph.coordinator("AboutCoordinator")?.navigationLocation)
  }
}

/// A coordinator whose root view is a tab bar of the app's own over several child coordinators' views: each child is
/// embedded by that root, whether the factory builds them there or uses stored properties holding them (kept so that
/// their state survives redraws).
final class StinsenCustomTabBarTests: XCTestCase {
  private func app(_ shell: String) -> LibraryMarkers {
    LibraryMarkers("Shell.swift", """
      import Stinsen
      import SwiftUI

      final class AppCoordinator: NavigationCoordinatable {
        let stack = NavigationStack(initial: \\AppCoordinator.shell)
        @Root var shell = makeShell
        func makeShell() -> NavigationViewCoordinator<ShellCoordinator> { NavigationViewCoordinator(ShellCoordinator()) }
      }
      final class ShellCoordinator: NavigationCoordinatable {
        let stack = NavigationStack(initial: \\ShellCoordinator.start)
        @Root var start = makeStart
      \(shell)
      }
      final class FeedCoordinator: NavigationCoordinatable {
        let stack = NavigationStack(initial: \\FeedCoordinator.start)
        @Root var start = makeStart
        @Route(.push) var post = makePost
        @ViewBuilder func makeStart() -> some View { FeedView() }
        @ViewBuilder func makePost() -> some View { Text("post") }
      }
      final class SettingsCoordinator: NavigationCoordinatable {
        let stack = NavigationStack(initial: \\SettingsCoordinator.start)
        @Root var start = makeStart
        @ViewBuilder func makeStart() -> some View { Text("settings") }
      }
      struct FeedView: View {
        @EnvironmentObject var router: FeedCoordinator.Router
        var body: some View { Button("post") { router.route(to: \\.post) } }
      }
      struct PagedBar: View {
        let pages: [AnyView]
        @State private var page = 0
        var body: some View { VStack { pages[page]; Button("next") { page = (page + 1) % pages.count } } }
      }
      @main struct ShellApp: App { var body: some Scene { WindowGroup { AppCoordinator().view() } } }
      """)
  }

  private func assertBothTabsEmbedded(_ shell: String, line: UInt = #line) {
    let graph = LibraryMarkers.read([app(shell)]).graph
    XCTAssertEqual(graph.edges.filter { $0.from == "ShellCoordinator.start" }.map { "\($0.kind.rawValue) \($0.to)" }.sorted(),
                   ["embed FeedCoordinator", "embed SettingsCoordinator"], line: line)
    let findings = Linter(options: LintOptions()).lint(graph, sources: [:]).findings.map(\.rule)
    XCTAssertFalse(findings.contains("unreachable-coordinator"), "\(findings)", line: line)
  }

  func testEveryCoordinatorViewTheRootFactoryBuildsIsEmbedded() {
    assertBothTabsEmbedded("""
        @ViewBuilder func makeStart() -> some View {
          PagedBar(pages: [AnyView(FeedCoordinator().view()), AnyView(SettingsCoordinator().view())])
        }
      """)
  }

  func testCoordinatorViewsHeldInStoredPropertiesAreEmbeddedWhereTheFactoryUsesThem() {
    assertBothTabsEmbedded("""
        private let feedTab = FeedCoordinator().view()
        private lazy var settingsTab = NavigationViewCoordinator(SettingsCoordinator())
        @ViewBuilder func makeStart() -> some View {
          PagedBar(pages: [AnyView(feedTab), AnyView(self.settingsTab.view())])
        }
      """)
  }
}
