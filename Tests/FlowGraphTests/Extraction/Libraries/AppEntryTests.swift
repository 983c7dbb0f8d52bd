import FlowGraph
import XCTest

/// Where the app starts (its `@main` App or delegate, through wrapper views) and SwiftUI TabViews of coordinators.
final class AppEntryTests: XCTestCase {
  private let coordinators = LibraryMarkers("Coordinators.swift", """
    import FlowStacks
    import SwiftUI

    enum ShopScreen { case list, item }
    struct ShopCoordinator: View {
      @State var routes: Routes<ShopScreen> = [.root(.list, embedInNavigationView: true)]
      var body: some View {
        Router($routes) { screen, _ in
          switch screen {
          case .list: Button("item") { routes.push(.item) }
          case .item: Text("item")
          }
        }
      }
    }

    enum AccountScreen { case profile, edit }
    final class AccountNavigation: ObservableObject {
      @Published var routes: Routes<AccountScreen> = [.root(.profile, embedInNavigationView: true)]
      func edit() { routes.push(.edit) }
    }
    struct AccountStack: View {
      @EnvironmentObject var navigation: AccountNavigation
      var body: some View {
        Router($navigation.routes) { screen, _ in
          switch screen {
          case .profile: Text("profile")
          case .edit: Text("edit")
          }
        }
      }
    }
    """)

  func testATabViewOfCoordinatorsInTheAppIsATabCoordinatorAndItsSelectionChangesAreTabEdges() {
    let app = LibraryMarkers("ShopApp.swift", """
      import SwiftUI

      @main
      struct ShopApp: App {
        enum Tab: Hashable { case shop, account, about }
        @State var tab: Tab = .shop
        @StateObject var account = AccountNavigation()
        var body: some Scene {
          WindowGroup {
            1️⃣TabView(selection: $tab) {
              ShopCoordinator()
                .tabItem { Text("Shop") }
                .tag(Tab.shop)
              NavigationView { AccountStack() }
                .environmentObject(account)
                .tag(Tab.account)
              Text("About").tag(Tab.about)
            }
            .onOpenURL { url in open(url) }
          }
        }
        private func open(_ url: URL) {
          if url.host == "account" { 2️⃣tab = .account } else { self.3️⃣tab = Tab.shop }
        }
      }
      """)
    let graph = LibraryMarkers.read([coordinators, app]).graph
    let tabs = graph.coordinator("ShopApp(TabView)")
    XCTAssertEqual(tabs?.kind, .tab)
    XCTAssertEqual(tabs?.roots, ["ShopApp(TabView).tab:shop", "ShopApp(TabView).tab:account", "ShopApp(TabView).tab:about"])
    XCTAssertEqual(graph.entryPoints.map(\.target), ["ShopApp(TabView)"])
    XCTAssertEqual(graph.entryPoints.first?.location, app["1"])
    XCTAssertEqual(graph.edges(from: "ShopApp(TabView).tab:shop", to: "ShopCoordinator").map(\.kind), [.embed])
    XCTAssertEqual(graph.edges(from: "ShopApp(TabView).tab:account", to: "AccountNavigation").map(\.kind), [.embed])
    XCTAssertEqual(graph.edges(at: app["2"]).map { "\($0.kind.rawValue) \($0.to)" }, ["tab ShopApp(TabView).tab:account"])
    XCTAssertEqual(graph.edges(at: app["3"]).map { "\($0.kind.rawValue) \($0.to)" }, ["tab ShopApp(TabView).tab:shop"])
  }

  /// Tabs built by a method of the selection's enum called on a case (`AppTab.shop.view()`): each tab shows what the
  /// method's arm for that case builds.
  func testTabsBuiltByACasesMethodShowWhatItsArmBuilds() {
    let app = LibraryMarkers("TabsApp.swift", """
      import SwiftUI

      enum AppTab: Hashable {
        case shop, account
        @ViewBuilder func view(account: AccountNavigation) -> some View {
          switch self {
          case .shop: ShopCoordinator()
          case .account: AccountStack().environmentObject(account)
          }
        }
      }

      @main
      struct TabsApp: App {
        @State var tab: AppTab = .shop
        @StateObject var account = AccountNavigation()
        var body: some Scene {
          WindowGroup {
            TabView(selection: $tab) {
              AppTab.shop.view(account: account).tabItem { Text("Shop") }.tag(AppTab.shop)
              AppTab.account.view(account: account).tag(AppTab.account)
            }
          }
        }
      }
      """)
    let graph = LibraryMarkers.read([coordinators, app]).graph
    XCTAssertEqual(graph.coordinator("TabsApp(TabView)")?.roots, ["TabsApp(TabView).tab:shop", "TabsApp(TabView).tab:account"])
    XCTAssertEqual(graph.edges(from: "TabsApp(TabView).tab:shop", to: "ShopCoordinator").map(\.kind), [.embed])
    XCTAssertEqual(graph.edges(from: "TabsApp(TabView).tab:account", to: "AccountNavigation").map(\.kind), [.embed])
  }

  func testATabViewInsideAScreenThatShowsNoCoordinatorIsNotAnEdge() {
    let view = LibraryMarkers("Gallery.swift", """
      import SwiftUI
      struct Gallery: View {
        @State var page = 0
        var body: some View {
          TabView(selection: $page) { Text("a").tag(0); Text("b").tag(1) }
          Button("next") { page = 1 }
        }
      }
      """)
    let graph = LibraryMarkers.read([coordinators, view]).graph
    XCTAssertFalse(graph.coordinators.contains { $0.library == .swiftUI })
    XCTAssertEqual(graph.edges.filter { $0.kind == .tab }, [])
  }

  func testTheAppStartsAtTheCoordinatorItsWrapperViewShows() {
    let app = LibraryMarkers("App.swift", """
      import SwiftUI
      @main
      struct AccountApp: App {
        var body: some Scene { WindowGroup { 1️⃣RootView().preferredColorScheme(.dark) } }
      }
      struct RootView: View {
        @StateObject var navigation = AccountNavigation()
        var body: some View { AccountStack().environmentObject(navigation) }
      }
      struct AccountStack_Previews: PreviewProvider {
        static var previews: some View { ShopCoordinator() }
      }
      """)
    let graph = LibraryMarkers.read([coordinators, app]).graph
    XCTAssertEqual(graph.entryPoints.map(\.target), ["AccountNavigation"])
    XCTAssertEqual(graph.entryPoints.first?.location, app["1"])
  }

  func testAStinsenCoordinatorHostedByTheSceneDelegateStartsTheAppAndOneShownInAViewDoesNot() {
    let stinsen = LibraryMarkers("Main.swift", """
      import Stinsen
      import SwiftUI
      import UIKit

      final class MainCoordinator: NavigationCoordinatable {
        let stack = NavigationStack(initial: \\MainCoordinator.start)
        @Root var start = makeStart
        @ViewBuilder func makeStart() -> some View { HelpButton() }
      }
      final class HelpCoordinator: NavigationCoordinatable {
        let stack = NavigationStack(initial: \\HelpCoordinator.start)
        @Root var start = makeStart
        @ViewBuilder func makeStart() -> some View { Text("help") }
      }
      struct HelpButton: View {
        var body: some View { 2️⃣HelpCoordinator().view() }
      }
      class SceneDelegate: UIResponder, UIWindowSceneDelegate {
        var window: UIWindow?
        func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
          window?.rootViewController = UIHostingController(rootView: 1️⃣MainCoordinator().view())
        }
      }
      """)
    let graph = LibraryMarkers.read([stinsen]).graph
    XCTAssertEqual(graph.entryPoints.map(\.target), ["MainCoordinator"])
    // Built inline in the start screen's view: a child of that screen.
    XCTAssertEqual(graph.edges(at: stinsen["2"]).map { "\($0.from) \($0.kind.rawValue) \($0.to)" },
                   ["MainCoordinator.start embed HelpCoordinator"])
  }

  /// Under SwiftUI's App life cycle an application delegate runs only when the App installs it
  /// (`@UIApplicationDelegateAdaptor`): a delegate nothing names starts nothing, whatever it builds; an installed one
  /// does; without an App (UIKit's life cycle) the delegate is the app's.
  func testAnApplicationDelegateTheAppDoesNotInstallStartsNothing() {
    func app(adaptor: String, app: Bool = true) -> LibraryMarkers {
      LibraryMarkers("App.swift", """
        import FlowStacks
        import SwiftUI
        import UIKit

        \(app ? "@main" : "")
        struct ShopApp\(app ? ": App" : "") {
          \(adaptor)
          var body: some \(app ? "Scene" : "View") { \(app ? "WindowGroup { ShopCoordinator() }" : "Text(\"shop\")") }
        }

        class ShopAppDelegate: NSObject, UIApplicationDelegate {
          let account = AccountStack()
          func application(_ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]? = nil) -> Bool {
            UIApplication.shared.windows.first?.rootViewController = UIHostingController(rootView: account)
            return true
          }
        }
        """)
    }
    func starts(_ file: LibraryMarkers) -> [String] {
      LibraryMarkers.read([coordinators, file]).graph.entryPoints.map(\.target).sorted()
    }
    XCTAssertEqual(starts(app(adaptor: "")), ["ShopCoordinator"])
    XCTAssertEqual(starts(app(adaptor: "@UIApplicationDelegateAdaptor(ShopAppDelegate.self) var delegate")),
                   ["AccountNavigation", "ShopCoordinator"])
    XCTAssertEqual(starts(app(adaptor: "", app: false)), ["AccountNavigation"])
  }

  /// A coordinator attached only from one the app's start never reaches (a tabs coordinator held but never shown,
  /// whose tabs a start screen's view builds itself) is a child of the screens showing that view, as one nothing
  /// attaches is; one the start reaches keeps its attachments only.
  func testACoordinatorAttachedOnlyFromAnUnreachedOneIsAChildOfTheScreenBuildingIt() {
    let stinsen = LibraryMarkers("Main.swift", """
      import Stinsen
      import SwiftUI

      final class MainCoordinator: NavigationCoordinatable {
        let stack = NavigationStack(initial: \\MainCoordinator.start)
        @Root var start = makeStart
        @Route(.push) var help = makeHelp
        @ViewBuilder func makeStart() -> some View { TabsScreen() }
        func makeHelp() -> HelpCoordinator { HelpCoordinator() }
      }
      final class UnusedTabsCoordinator: NavigationCoordinatable {
        let stack = NavigationStack(initial: \\UnusedTabsCoordinator.start)
        @Root var start = makeStart
        func makeStart() -> FeedCoordinator { FeedCoordinator() }
      }
      final class FeedCoordinator: NavigationCoordinatable {
        let stack = NavigationStack(initial: \\FeedCoordinator.start)
        @Root var start = makeStart
        @ViewBuilder func makeStart() -> some View { Text("feed") }
      }
      final class HelpCoordinator: NavigationCoordinatable {
        let stack = NavigationStack(initial: \\HelpCoordinator.start)
        @Root var start = makeStart
        @ViewBuilder func makeStart() -> some View { Text("help") }
      }
      struct TabsScreen: View {
        @EnvironmentObject var router: MainCoordinator.Router
        let feed = 1️⃣FeedCoordinator()
        let help = 2️⃣HelpCoordinator()
        var body: some View {
          VStack {
            feed.view()
            help.view()
            Button("Help") { router.route(to: \\.help) }
          }
        }
      }

      @main
      struct DemoApp: App { var body: some Scene { WindowGroup { MainCoordinator().view() } } }
      """)
    let graph = LibraryMarkers.read([stinsen]).graph
    XCTAssertEqual(graph.edges(at: stinsen["1"]).map { "\($0.from) \($0.kind.rawValue) \($0.to)" }, ["MainCoordinator.start embed FeedCoordinator"])
    // Reached through the start's own route: not attached again from the view.
    XCTAssertEqual(graph.edges(at: stinsen["2"]).count, 0)
  }

  /// An App body choosing its first coordinator on a value read there (`if UserDefaults.standard.bool(forKey:) { … }`,
  /// no state of its own to switch on): the app starts in either, also in one the other reaches later (signing in
  /// switches the login coordinator's root to the tabs). A coordinator the App only holds in a property and hands on
  /// starts nothing of its own, nor does the one flow a feature's demo App shows where the main App reaches it.
  func testEachCoordinatorAnAppBodyBuildsStartsTheAppWhereAnotherReachesIt() {
    let stinsen = LibraryMarkers("Flows.swift", """
      import Stinsen
      import SwiftUI

      final class TabsCoordinator: NavigationCoordinatable {
        let stack = NavigationStack(initial: \\TabsCoordinator.start)
        @Root var start = makeStart
        @ViewBuilder func makeStart() -> some View { Text("feed") }
      }
      final class LoginCoordinator: NavigationCoordinatable {
        let stack = NavigationStack(initial: \\LoginCoordinator.start)
        @Root var start = makeStart
        @Root var tabs = makeTabs
        @ViewBuilder func makeStart() -> some View { Button("Sign in") { self.root(\\.tabs) } }
        func makeTabs() -> TabsCoordinator { TabsCoordinator() }
      }
      """)
    for condition in ["UserDefaults.standard.bool(forKey: \"signedIn\")", "Session.current.isValid()"] {
      let app = LibraryMarkers("App.swift", """
        import SwiftUI

        enum Session { static let current = Token() }
        struct Token { func isValid() -> Bool { false } }

        @main
        struct ShopApp: App {
          var body: some Scene {
            WindowGroup {
              if \(condition) {
                1️⃣TabsCoordinator().view()
              } else {
                2️⃣LoginCoordinator().view()
              }
            }
          }
        }
        """)
      let graph = LibraryMarkers.read([stinsen, app]).graph
      XCTAssertEqual(graph.entryPoints.map(\.target).sorted(), ["LoginCoordinator", "TabsCoordinator"], condition)
      XCTAssertEqual(graph.entryPoints.first { $0.target == "TabsCoordinator" }?.location, app["1"], condition)
    }
    // Held in a property and handed to the coordinator that shows it: the App starts in that one only.
    let held = LibraryMarkers("App.swift", """
      import SwiftUI

      @main
      struct ShopApp: App {
        let tabs = TabsCoordinator()
        var body: some Scene {
          WindowGroup { LoginCoordinator().view() }
        }
      }
      """)
    XCTAssertEqual(LibraryMarkers.read([stinsen, held]).graph.entryPoints.map(\.target), ["LoginCoordinator"])
    // A feature's demo App showing one flow the main App reaches: the main App's start only.
    let demo = LibraryMarkers("Demo.swift", """
      import SwiftUI

      struct TabsDemoApp: App {
        var body: some Scene { WindowGroup { TabsCoordinator().view() } }
      }
      """)
    let main = LibraryMarkers("App.swift", """
      import SwiftUI

      @main
      struct ShopApp: App {
        var body: some Scene { WindowGroup { LoginCoordinator().view() } }
      }
      """)
    XCTAssertEqual(LibraryMarkers.read([stinsen, main, demo]).graph.entryPoints.map(\.target), ["LoginCoordinator"])
    // Two features' demo Apps of one name, each showing one flow: still one flow per body, not two.
    let otherDemo = LibraryMarkers("OtherDemo.swift", """
      import SwiftUI

      struct TabsDemoApp: App {
        var body: some Scene { WindowGroup { LoginCoordinator().view() } }
      }
      """)
    XCTAssertEqual(LibraryMarkers.read([stinsen, main, demo, otherDemo]).graph.entryPoints.map(\.target), ["LoginCoordinator"])
  }

  /// `.init()` as the initial value of a property that names its type creates that type: the App that holds a
  /// coordinator so (`@State var coordinator: MainCoordinator = .init()`) and shows it starts there, optional or not.
  func testACoordinatorCreatedByImplicitInitInTheAppStartsIt() {
    for (declaration, shown) in [("@State private var coordinator: MainCoordinator = 1️⃣.init()", "coordinator.view()"),
                                 ("@State private var coordinator: MainCoordinator? = 1️⃣.init()", "coordinator?.view()")] {
      let files = [
        LibraryMarkers("Main.swift", """
          import Stinsen
          import SwiftUI
          final class MainCoordinator: NavigationCoordinatable {
            let stack = NavigationStack(initial: \\MainCoordinator.start)
            @Root var start = makeStart
            @ViewBuilder func makeStart() -> some View { Text("start") }
          }
          """),
        LibraryMarkers("App.swift", """
          import SwiftUI
          @main
          struct MainApp: App {
            \(declaration)
            var body: some Scene { WindowGroup { \(shown) } }
          }
          """),
      ]
      let graph = LibraryMarkers.read(files).graph
      XCTAssertEqual(graph.entryPoints.map(\.target), ["MainCoordinator"], declaration)
      XCTAssertEqual(graph.entryPoints.first?.location, files[1]["1"], declaration)
    }
  }

  /// An App whose root view shows a coordinator in one branch and, in another, a plain view that holds coordinators
  /// of its own starts with all of them: the coordinator, and the side menu's switch between sections on its own
  /// `@State`, a container embedding the section coordinators; a coordinator built inside another coordinator's
  /// screen stays that screen's child.
  func testEveryBranchOfTheRootViewStartsTheCoordinatorsItHolds() {
    for sections in ["if section == 0 { ShopCoordinator() } else { AccountStack().environmentObject(account) }",
                     "switch section { case 0: ShopCoordinator()\n default: AccountStack().environmentObject(account) }"] {
      let app = LibraryMarkers("App.swift", """
        import SwiftUI
        @main
        struct StoreApp: App {
          @State var signedIn = false
          var body: some Scene { WindowGroup { 1️⃣RootView(signedIn: signedIn) } }
        }
        struct RootView: View {
          let signedIn: Bool
          var body: some View {
            ZStack {
              if signedIn { HomeView() } else { WelcomeCoordinator() }
            }
          }
        }
        struct HomeView: View {
          @State var section = 0
          @StateObject var account = AccountNavigation()
          var body: some View {
            ZStack {
              SideMenu(section: $section)
              \(sections)
            }
          }
        }
        struct SideMenu: View {
          @Binding var section: Int
          var body: some View { Button("Account") { section = 1 } }
        }
        enum WelcomeScreen { case intro, help }
        struct WelcomeCoordinator: View {
          @State var routes: Routes<WelcomeScreen> = [.root(.intro)]
          var body: some View {
            Router($routes) { screen, _ in
              switch screen {
              case .intro: Button("help") { routes.presentSheet(.help) }
              case .help: HelpCoordinator()
              }
            }
          }
        }
        enum HelpScreen { case topics }
        struct HelpCoordinator: View {
          @State var routes: Routes<HelpScreen> = [.root(.topics)]
          var body: some View { Router($routes) { _, _ in Text("topics") } }
        }
        """.replacingOccurrences(of: "\\(sections)", with: sections))
      let graph = LibraryMarkers.read([coordinators, app]).graph
      XCTAssertEqual(graph.entryPoints.map(\.target).sorted(), ["HomeView(section)", "WelcomeCoordinator"], sections)
      XCTAssertEqual(graph.edges.filter { $0.from.hasPrefix("HomeView(section).") && $0.kind == .embed }.map(\.to).sorted(),
                     ["AccountNavigation", "ShopCoordinator"], sections)
      XCTAssertEqual(Set(graph.entryPoints.map(\.location)), [app["1"]], sections)
      // The help screen's view is a coordinator: presenting the screen presents that child.
      XCTAssertEqual(graph.edges(from: "WelcomeCoordinator.intro", to: "HelpCoordinator").map(\.kind), [.sheet], sections)
      let unreachable = Linter(options: LintOptions(onlyRules: ["unreachable-coordinator"])).lint(graph).findings
      XCTAssertEqual(unreachable.map(\.message), [], sections)
    }
  }

  func testAnAppThatShowsNoCoordinatorHasNoEntryPoint() {
    let app = LibraryMarkers("App.swift", """
      import SwiftUI
      @main
      struct NotesApp: App {
        var body: some Scene { WindowGroup { Text("notes") } }
      }
      struct Settings: View {
        var body: some View { ShopCoordinator() }
      }
      """)
    let graph = LibraryMarkers.read([coordinators, app]).graph
    XCTAssertEqual(graph.entryPoints, [])
  }

  /// An App whose root view comes from a dependency container (`@Inject(\.flow) var flow` then `flow.assemble()`):
  /// where it starts is unknown, and a note at the App says so (no entry point is picked).
  func testAnAppShowingAViewFromAContainerGetsANoteAndNoGuessedEntry() {
    let app = LibraryMarkers("App.swift", """
      import SwiftUI
      1️⃣@main
      struct ShopApp: App {
        @Inject(\\.shopModule) var shopModule
        var body: some Scene { WindowGroup { shopModule.assemble() } }
      }
      """)
    let result = LibraryMarkers.read([coordinators, app])
    XCTAssertEqual(result.graph.entryPoints, [])
    let notes = result.warnings.filter { $0.severity == .note }
    XCTAssertEqual(notes.map(\.location), [app["1"]])
    XCTAssertTrue(notes.first?.message.hasPrefix("'ShopApp' starts the app, but no coordinator is found") == true, "\(notes)")
  }
  /// A static function with a declared return type (`static func shop() -> ShopCoordinator`) builds that type where it
  /// is called, whatever builds it inside (a dependency container): the App's body and a TabView's tabs show it. A
  /// function declared `-> some View` says nothing of what it builds. An App's method that returns nothing (run from
  /// `.onAppear`) shows nothing either.
  func testAFactoryFunctionsDeclaredReturnTypeIsWhatItsCallShows() {
    let factory = LibraryMarkers("Factory.swift", """
      import SwiftUI

      enum Screens {
        static func tabs() -> HomeTabs { Container.shared.resolve(HomeTabs.self) }
        static func shop() -> ShopCoordinator { Container.shared.resolve(ShopCoordinator.self) }
        static func account() -> some View { Container.shared.resolve(AccountStack.self) }
      }
      struct HomeTabs: View {
        var body: some View {
          TabView {
            1️⃣Screens.shop().tabItem { Text("Shop") }
            Screens.account().tabItem { Text("Account") }
          }
        }
      }
      final class AccountBuilder { func make() -> some View { AccountStack() } }
      enum Registry { static var account: AccountBuilder? }
      @main
      struct FactoryApp: App {
        var body: some Scene { WindowGroup { 2️⃣Screens.tabs().onAppear { register() } } }
        // Run as an action, returning nothing: what it builds is not what the app starts with.
        func register() { Registry.account = AccountBuilder() }
      }
      """)
    let graph = LibraryMarkers.read([coordinators, factory]).graph
    XCTAssertEqual(graph.entryPoints.map(\.target), ["HomeTabs(TabView)"])
    XCTAssertEqual(graph.edges(at: factory["1"]).map { "\($0.from) \($0.kind.rawValue) \($0.to)" },
                   ["HomeTabs(TabView).tab:ShopCoordinator embed ShopCoordinator"])
    XCTAssertFalse(graph.edges.contains { $0.to == "AccountNavigation" })
  }
}

/// Calls made in a coordinator's methods belong to the screens whose code calls those methods, also through a
/// protocol the coordinator conforms to in an extension.
final class CoordinatorMethodAttributionTests: XCTestCase {
  func testACoordinatorMethodCalledThroughAProtocolIsAnEdgeFromTheCallingScreen() {
    let coordinator = LibraryMarkers("RouteCoordinator.swift", """
      import FlowStacks
      import SwiftUI

      enum Screen { case splash, login, reset }
      final class RouteCoordinator: ObservableObject {
        @Published var routes: Routes<Screen> = [.root(.splash, embedInNavigationView: true)]
        func showLogin() { routes = [.root(.login, embedInNavigationView: true)] }
      }
      extension RouteCoordinator: SplashNavigating {
        func leaveSplash() { showLogin() }
      }
      extension RouteCoordinator: LoginNavigating {
        func showReset() { routes.1️⃣push(.reset) }
      }
      struct AppStack: View {
        @StateObject var coordinator = RouteCoordinator()
        var body: some View {
          Router($coordinator.routes) { screen, _ in
            switch screen {
            case .splash: SplashView(coordinator: coordinator)
            case .login: LoginView(coordinator: coordinator)
            case .reset: Text("reset")
            }
          }
        }
      }
      """)
    let views = LibraryMarkers("Views.swift", """
      import SwiftUI

      protocol SplashNavigating: AnyObject { func leaveSplash() }
      protocol LoginNavigating: AnyObject { func showReset() }
      struct SplashView: View {
        let coordinator: SplashNavigating
        var body: some View { Text("").onAppear { coordinator.leaveSplash() } }
      }
      struct LoginView: View {
        @StateObject private var model: Model
        init(coordinator: LoginNavigating) { _model = StateObject(wrappedValue: Model(coordinator: coordinator)) }
        var body: some View { Button("forgot") { model.forgot() } }
        final class Model: ObservableObject {
          let coordinator: LoginNavigating
          init(coordinator: LoginNavigating) { self.coordinator = coordinator }
          func forgot() { coordinator.showReset() }
        }
      }
      """)
    let graph = LibraryMarkers.read([coordinator, views]).graph
    XCTAssertEqual(graph.edges(at: coordinator["1"]).map { "\($0.from) \($0.kind.rawValue) \($0.to)" },
                   ["RouteCoordinator.login push RouteCoordinator.reset"])
    XCTAssertEqual(graph.edges(from: "RouteCoordinator.splash", to: "RouteCoordinator.login").map(\.kind), [.rootSwitch])
    XCTAssertFalse(graph.edges.contains { $0.from == "RouteCoordinator" }, "\(graph.edges.map { "\($0.from)->\($0.to)" })")
  }
}

/// SwiftUI's own dismissals are back actions of the screens that show the calling view.
final class SwiftUIDismissalTests: XCTestCase {
  func testEnvironmentDismissAndPresentationModeAreBackActionsOfTheirScreens() {
    let app = LibraryMarkers("Onboarding.swift", """
      import FlowStacks
      import SwiftUI

      enum Screen { case home, terms, help }
      struct AppCoordinator: View {
        @State var routes: Routes<Screen> = [.root(.home)]
        var body: some View {
          Router($routes) { screen, _ in
            switch screen {
            case .home: Button("terms") { routes.presentCover(.terms) }
            case .terms: TermsView()
            case .help: HelpView()
            }
          }
        }
      }
      struct TermsView: View {
        @Environment(\\.dismiss) private var close
        var body: some View { VStack { Button("ok") { 1️⃣close() }; CloseBar(); ShareBar() } }
      }
      // A helper on the binding (`extension Binding where Value == PresentationMode { func dismiss() }`, as libraries
      // declare): called on the property itself.
      struct ShareBar: View {
        @Environment(\\.presentationMode) var presentation
        @State private var text = ""
        var body: some View { Button("x") { presentation.3️⃣dismiss() }; Button("y") { text.removeAll() } }
      }
      struct CloseBar: View {
        @Environment(\\.presentationMode) var presentationMode
        var body: some View { Button("x") { presentationMode.wrappedValue.2️⃣dismiss() } }
      }
      struct HelpView: View {
        let dismiss: () -> Void
        var body: some View { Button("x") { dismiss() } }
      }
      """)
    let graph = LibraryMarkers.read([app]).graph
    let swiftUI = graph.backActions.filter { $0.action == .environmentDismiss }
    XCTAssertEqual(swiftUI.map(\.screen), ["AppCoordinator.terms", "AppCoordinator.terms", "AppCoordinator.terms"])
    XCTAssertEqual(Set(swiftUI.compactMap(\.location?.line)), [app["1"].line, app["2"].line, app["3"].line])
    // A closure property named `dismiss` is the app's own, not SwiftUI's.
    XCTAssertFalse(graph.backActions.contains { $0.screen == "AppCoordinator.help" })
  }

  /// A view a screen's view pushes itself (`NavigationLink(destination: PickerView())`, `NavigationLink { … } label:`,
  /// `.navigationDestination`): its dismissal pops that view, not the screen, so it is no way out of a cover.
  func testADismissalInAViewTheScreenPushesIsNotTheScreens() {
    for push in [
      "NavigationLink(destination: PickerView()) { Text(\"Pick\") }",
      "NavigationLink { PickerView() } label: { Text(\"Pick\") }",
      "Text(\"Pick\").navigationDestination(isPresented: $picking) { PickerView() }",
    ] {
      let app = LibraryMarkers("Settings.swift", """
        import FlowStacks
        import SwiftUI

        enum Screen { case home, settings }
        struct AppCoordinator: View {
          @State var routes: Routes<Screen> = [.root(.home)]
          var body: some View {
            Router($routes) { screen, _ in
              switch screen {
              case .home: Button("Settings") { routes.presentCover(.settings, embedInNavigationView: true) }
              case .settings: SettingsView()
              }
            }
          }
        }
        struct SettingsView: View {
          @State private var picking = false
          var body: some View { \(push) }
        }
        struct PickerView: View {
          @Environment(\\.presentationMode) var presentationMode
          var body: some View { Button("Done") { 1️⃣presentationMode.wrappedValue.dismiss() } }
        }
        """)
      let graph = LibraryMarkers.read([app]).graph
      XCTAssertEqual(graph.backActions.filter { $0.location == app["1"] }.map(\.screen), [], push)
      let covers = Linter(options: LintOptions(onlyRules: ["cover-without-dismiss"])).lint(graph).findings
      XCTAssertEqual(covers.count, 1, push)
    }
  }

  /// A view hands its dismissal to a helper that dismisses it, directly or from a view modifier it applies.
  private let handedOn = LibraryMarkers("Handed.swift", """
    import FlowStacks
    import SwiftUI

    enum Step { case start, profile, payment, receipt, about, terms, settings }
    struct ShopCoordinator: View {
      @State var routes: Routes<Step> = [.root(.start)]
      var body: some View {
        Router($routes) { step, _ in
          switch step {
          case .start: Button("go") { routes.presentSheet(.profile) }
          case .profile: ProfileForm()
          case .payment: PaymentForm()
          case .receipt: ReceiptView()
          case .about: AboutView()
          case .terms: TermsView()
          case .settings: SettingsView()
          }
        }
      }
    }
    struct ProfileForm: View {
      @Environment(\\.presentationMode) var presentationMode
      var body: some View { Form { Text("name") }.closeBar(presentationMode) }
    }
    struct PaymentForm: View {
      @State var paying = false
      var body: some View { Form { Text("card") }.spinner(while: $paying) }
    }
    struct ReceiptView: View {
      @Environment(\\.dismiss) private var dismiss
      var body: some View { Text("paid").doneButton(then: dismiss) }
    }
    struct AboutView: View {
      @State var title = "About"
      var body: some View { Text(title).closeBar(title) }
    }
    struct SettingsView: View {
      @Environment(\\.presentationMode) var presentationMode
      var body: some View { content }
    }
    extension SettingsView {
      var content: some View { List { Text("sound") }.closeBar(presentationMode) }
    }
    struct TermsView: View {
      @Environment(\\.presentationMode) var presentationMode
      var body: some View { Text("terms").presentedBadge(presentationMode) }
    }
    struct Spinner: ViewModifier {
      @Binding var active: Bool
      @Environment(\\.presentationMode) var presentationMode
      func body(content: Content) -> some View { content.overlay(ProgressView()).closeBar(presentationMode) }
    }
    extension View {
      func spinner(while active: Binding<Bool>) -> some View { modifier(Spinner(active: active)) }
      func closeBar(_ mode: Binding<PresentationMode>) -> some View {
        toolbar { Button("Close") { mode.wrappedValue.1️⃣dismiss() } }
      }
      func closeBar(_ title: String) -> some View { navigationTitle(title) }
      func presentedBadge(_ mode: Binding<PresentationMode>) -> some View { badge(mode.wrappedValue.isPresented ? 1 : 0) }
      func doneButton(then close: DismissAction) -> some View {
        toolbar { Button("Done") { 2️⃣close() } }
      }
    }
    """)

  func testADismissalHandedToAHelperIsABackActionOfTheScreenThatHandsItOn() {
    let graph = LibraryMarkers.read([handedOn]).graph
    let backs = graph.backActions.filter { $0.action == .environmentDismiss }
    XCTAssertEqual(backs.filter { $0.location?.line == handedOn["1"].line }.map(\.screen).sorted(),
                   ["ShopCoordinator.payment", "ShopCoordinator.profile", "ShopCoordinator.settings"])
    XCTAssertEqual(backs.filter { $0.location?.line == handedOn["2"].line }.map(\.screen), ["ShopCoordinator.receipt"])
    // A plain string handed to an overload of the same name dismisses nothing.
    XCTAssertFalse(backs.contains { $0.screen == "ShopCoordinator.about" })
  }

  func testAHelperThatOnlyReadsTheDismissalHandedToItGivesNoBackAction() {
    let graph = LibraryMarkers.read([handedOn]).graph
    XCTAssertFalse(graph.backActions.contains { $0.screen == "ShopCoordinator.terms" })
    XCTAssertFalse(graph.backActions.contains { $0.screen == "ShopCoordinator.start" })
  }
}

/// An App whose body switches between coordinators on its own state: a root switch, and every assignment to that
/// state a root-switch edge from the screen that makes it.
final class AppStateSwitchTests: XCTestCase {
  private let coordinators = LibraryMarkers("Flows.swift", """
    import Stinsen
    import SwiftUI

    final class AuthCoordinator: NavigationCoordinatable {
      let stack = NavigationStack(initial: \\AuthCoordinator.start)
      @Root var start = makeStart
      @ViewBuilder func makeStart() -> some View { LoginView() }
    }
    final class MainCoordinator: NavigationCoordinatable {
      let stack = NavigationStack(initial: \\MainCoordinator.start)
      @Root var start = makeStart
      @ViewBuilder func makeStart() -> some View { SettingsView() }
    }
    """)

  func testASwitchOnAnObservedStateInTheAppBody() {
    let app = LibraryMarkers("App.swift", """
      import SwiftUI

      enum Root { case auth, main }
      final class AppState: ObservableObject {
        @Published var root: Root = .auth
        func signOut() { 3️⃣root = .auth }
      }
      @main
      struct ShopApp: App {
        @StateObject var state = AppState()
        var body: some Scene {
          WindowGroup {
            1️⃣switch state.root {
            case .auth: AuthCoordinator().view().environmentObject(state)
            case .main: NavigationViewCoordinator(MainCoordinator()).view().environmentObject(state)
            }
          }
        }
      }
      struct LoginView: View {
        @EnvironmentObject var app: AppState
        var body: some View { Button("in") { app.2️⃣root = .main } }
      }
      struct SettingsView: View {
        @EnvironmentObject var app: AppState
        var body: some View { Button("out") { app.signOut() } }
      }
      """)
    let graph = LibraryMarkers.read([coordinators, app]).graph
    let root = graph.coordinator("ShopApp(root)")
    XCTAssertEqual(root?.roots, ["ShopApp(root).root:auth", "ShopApp(root).root:main"])
    XCTAssertEqual(graph.entryPoints.map(\.target), ["ShopApp(root)"])
    XCTAssertEqual(graph.entryPoints.first?.location, app["1"])
    XCTAssertEqual(graph.edges(from: "ShopApp(root).root:main", to: "MainCoordinator").map(\.kind), [.embed])
    XCTAssertEqual(graph.edges(at: app["2"]).map { "\($0.from) \($0.kind.rawValue) \($0.to)" },
                   ["AuthCoordinator.start root-switch ShopApp(root).root:main"])
    // In the state's own type: from the coordinator, as no screen shows that code.
    XCTAssertEqual(graph.edges(at: app["3"]).map { "\($0.from) \($0.kind.rawValue) \($0.to)" },
                   ["ShopApp(root) root-switch ShopApp(root).root:auth"])
  }

  func testAnIfOnTheAppsOwnFlagAndABranchWithoutCoordinators() {
    let app = LibraryMarkers("App.swift", """
      import SwiftUI

      @main
      struct FlagApp: App {
        @AppStorage("signedIn") var signedIn = false
        var body: some Scene {
          WindowGroup {
            if !signedIn { AuthCoordinator().view() } else { MainCoordinator().view() }
          }
        }
        func reset() { 1️⃣signedIn = false }
      }
      @main
      struct Other: App {
        @State var dark = false
        var body: some Scene { WindowGroup { if dark { Text("a") } else { Text("b") } } }
      }
      """)
    let graph = LibraryMarkers.read([coordinators, app]).graph
    XCTAssertEqual(graph.coordinator("FlagApp(signedIn)")?.roots, ["FlagApp(signedIn).root:false", "FlagApp(signedIn).root:true"])
    XCTAssertEqual(graph.edges(from: "FlagApp(signedIn).root:false", to: "AuthCoordinator").map(\.kind), [.embed])
    XCTAssertEqual(graph.edges(at: app["1"]).map(\.to), ["FlagApp(signedIn).root:false"])
    XCTAssertNil(graph.coordinator("Other(dark)"))
  }
}

/// An app's own method that forwards its parameter to FlowStacks: each call says where it goes.
final class ForwardingMethodTests: XCTestCase {
  private let navigation = LibraryMarkers("AppNavigation.swift", """
    import FlowStacks
    import SwiftUI

    enum Screen: Hashable { case splash, login, home, detail(id: Int), about }
    final class AppNavigation: ObservableObject {
      enum Transition { case root, push, sheet }
      @Published var routes: Routes<Screen> = [.root(.splash, embedInNavigationView: true)]

      func show(_ screen: Screen, by transition: Transition) {
        switch transition {
        case .root: routes = [.root(screen, embedInNavigationView: true)]
        case .push: routes.push(screen)
        case .sheet: routes.presentSheet(screen)
        }
      }
    }
    struct AppStack: View {
      @StateObject var navigation = AppNavigation()
      var body: some View {
        Router($navigation.routes) { screen, _ in
          switch screen {
          case .splash: SplashView()
          case .login: LoginView()
          case .home: HomeView()
          case .detail: Text("detail")
          case .about: Text("about")
          }
        }
        .environmentObject(navigation)
      }
    }
    """)

  /// `embedInNavigationView: embed` inside the forwarding method: each call's `true`/`false`, or the parameter's
  /// default when the call leaves it out, is whether the new root or sheet is embedded in a NavigationView.
  func testANavigationFlagForwardedToTheLibraryIsWhatEachCallPasses() {
    let app = LibraryMarkers("Pages.swift", """
      import FlowStacks
      import SwiftUI

      enum Page: Hashable { case splash, login, home, help, detail }
      final class PageNavigator: ObservableObject {
        enum Transition { case root, sheet }
        @Published var routes: Routes<Page> = [.root(.splash)]

        func show(page: Page, by transition: Transition, embedInNavigationView embed: Bool = false) {
          switch transition {
          case .root: routes = [.root(page, embedInNavigationView: embed)]
          case .sheet: routes.presentSheet(page, embedInNavigationView: embed)
          }
        }
      }
      struct PageStack: View {
        @StateObject var navigator = PageNavigator()
        var body: some View {
          Router($navigator.routes) { page, _ in
            switch page {
            case .splash: SplashView()
            case .login: LoginView()
            case .home: HomeView()
            case .help: HelpView()
            case .detail: Text("detail")
            }
          }
          .environmentObject(navigator)
        }
      }
      struct SplashView: View {
        @EnvironmentObject var navigator: PageNavigator
        var body: some View { Text("").onAppear { navigator.1️⃣show(page: .login, by: .root, embedInNavigationView: true) } }
      }
      struct LoginView: View {
        @EnvironmentObject var navigator: PageNavigator
        var body: some View {
          Button("in") { navigator.2️⃣show(page: .home, by: .root) }
          Button("detail") { navigator.routes.4️⃣push(.detail) }
        }
      }
      struct HomeView: View {
        @EnvironmentObject var navigator: PageNavigator
        var body: some View {
          Button("help") { navigator.3️⃣show(page: .help, by: .sheet, embedInNavigationView: true) }
          Button("detail") { navigator.routes.5️⃣push(.detail) }
        }
      }
      struct HelpView: View {
        @EnvironmentObject var navigator: PageNavigator
        var body: some View { Button("detail") { navigator.routes.6️⃣push(.detail) } }
      }
      @main
      struct PagesApp: App {
        var body: some Scene { WindowGroup { PageStack() } }
      }
      """)
    let graph = LibraryMarkers.read([app]).graph
    let at = { (marker: String) in graph.edges(at: app[marker]).map { "\($0.from) \($0.kind.rawValue) \($0.to) \($0.withNavigation)" } }
    XCTAssertEqual(at("1"), ["PageNavigator.splash root-switch PageNavigator.login true"])
    XCTAssertEqual(at("2"), ["PageNavigator.login root-switch PageNavigator.home false"])
    XCTAssertEqual(at("3"), ["PageNavigator.home sheet PageNavigator.help true"])
    // Login's and help's layers are embedded in a NavigationView; home, switched to with the default, is not.
    let pushes = Linter(options: LintOptions(onlyRules: ["push-without-navigation"])).lint(graph).findings.map(\.location)
    XCTAssertEqual(pushes, [app["5"]])
  }

  func testEachCallOfTheForwardingMethodIsAnEdgeOfItsOwnKindAtTheCall() {
    let views = LibraryMarkers("Views.swift", """
      import SwiftUI

      struct SplashView: View {
        @EnvironmentObject var navigation: AppNavigation
        var body: some View { Text("").onAppear { navigation.1️⃣show(.login, by: .root) } }
      }
      struct LoginView: View {
        @EnvironmentObject var navigation: AppNavigation
        var body: some View { Button("in") { navigation.2️⃣show(.home, by: .root) } }
      }
      struct HomeView: View {
        @EnvironmentObject var navigation: AppNavigation
        let picked = 3
        var body: some View {
          Button("detail") { navigation.3️⃣show(.detail(id: picked), by: .push) }
          Button("next") { navigation.4️⃣show(next(), by: .push) }
        }
        func next() -> Screen { .about }
      }
      """)
    let graph = LibraryMarkers.read([navigation, views]).graph
    func at(_ marker: String) -> [String] {
      graph.edges(at: views[marker]).map { "\($0.from) \($0.kind.rawValue) \($0.to)" }
    }
    XCTAssertEqual(at("1"), ["AppNavigation.splash root-switch AppNavigation.login"])
    XCTAssertEqual(at("2"), ["AppNavigation.login root-switch AppNavigation.home"])
    XCTAssertEqual(at("3"), ["AppNavigation.home push AppNavigation.detail"])
    // A computed screen stays unresolved, at the call that passes it.
    XCTAssertEqual(graph.unresolved.filter { $0.location == views["4"] }.map { "\($0.from) \($0.kind.rawValue)" },
                   ["AppNavigation.home push"])
    // No call asks for a sheet: that arm adds nothing.
    XCTAssertEqual(graph.edges.filter { $0.kind == .sheet }, [])
    XCTAssertFalse(graph.unresolved.contains { $0.kind == .sheet })
  }

  /// A forwarding method that hands its parameter to another method of its own (`case .push: pushIt(page)`), which
  /// calls the library: each call of the outer method still says where it goes, and which arm it takes.
  func testAParameterForwardedThroughASecondMethodIsWhatEachCallPasses() {
    let app = LibraryMarkers("Nav.swift", """
      import FlowStacks
      import SwiftUI

      enum Page: Hashable { case start, list, detail, info }
      final class Nav: ObservableObject {
        enum Kind { case root, push, sheet, cover }
        @Published var routes: Routes<Page> = [.root(.start, embedInNavigationView: true)]

        func go(_ page: Page, as kind: Kind, animated: Bool = true) {
          switch kind {
          case .root: routes = [.root(page, embedInNavigationView: true)]
          case .push: pushIt(page, animated: animated)
          case .sheet: routes.presentSheet(page)
          case .cover: present(screen: page)
          }
        }
        private func pushIt(_ page: Page, animated: Bool) {
          if animated { routes.push(page) } else { withoutAnimation { self.routes.push(page) } }
        }
        private func present(screen: Page) { routes.presentCover(screen, embedInNavigationView: true) }
        private func withoutAnimation(_ change: () -> Void) { change() }
      }
      struct Flow: View {
        @StateObject var nav = Nav()
        var body: some View {
          Router($nav.routes) { page, _ in
            switch page {
            case .start: StartView()
            case .list: ListView()
            case .detail: Text("detail")
            case .info: Text("info")
            }
          }
          .environmentObject(nav)
        }
      }
      struct StartView: View {
        @EnvironmentObject var nav: Nav
        var body: some View {
          Button("list") { nav.1️⃣go(.list, as: .push) }
          Button("info") { nav.2️⃣go(.info, as: .sheet) }
        }
      }
      struct ListView: View {
        @EnvironmentObject var nav: Nav
        var body: some View { Button("detail") { nav.3️⃣go(.detail, as: .cover, animated: false) } }
      }
      """)
    let graph = LibraryMarkers.read([app]).graph
    let edges = { (marker: String) in graph.edges(at: app[marker]).map { "\($0.from) \($0.kind.rawValue) \($0.to)" } }
    XCTAssertEqual(edges("1"), ["Nav.start push Nav.list"])
    XCTAssertEqual(edges("2"), ["Nav.start sheet Nav.info"])
    XCTAssertEqual(edges("3"), ["Nav.list cover Nav.detail"])
    XCTAssertEqual(graph.unresolved, [])
  }
}

/// A TabView of coordinators inside a screen's view is that screen's child.
final class ScreenTabViewTests: XCTestCase {
  func testATabViewOfCoordinatorsInAScreenIsEmbeddedByThatScreen() {
    let app = LibraryMarkers("Home.swift", """
      import FlowStacks
      import SwiftUI

      enum Screen { case login, home }
      struct AppCoordinator: View {
        @State var routes: Routes<Screen> = [.root(.login)]
        var body: some View {
          Router($routes) { screen, _ in
            switch screen {
            case .login: Button("in") { routes = [.root(.home)] }
            case .home: HomeTabs()
            }
          }
        }
      }
      enum FeedScreen { case list }
      struct FeedCoordinator: View {
        @State var routes: Routes<FeedScreen> = [.root(.list, embedInNavigationView: true)]
        var body: some View { Router($routes) { _, _ in Text("feed") } }
      }
      struct HomeTabs: View {
        var body: some View {
          1️⃣TabView { FeedCoordinator().tabItem { Text("Feed") }; Text("Settings").tabItem { Text("S") } }
        }
      }
      @main
      struct ShopApp: App { var body: some Scene { WindowGroup { AppCoordinator() } } }
      """)
    let graph = LibraryMarkers.read([app]).graph
    XCTAssertEqual(graph.edges(at: app["1"]).map { "\($0.from) \($0.kind.rawValue) \($0.to)" },
                   ["AppCoordinator.home embed HomeTabs(TabView)"])
    XCTAssertEqual(graph.entryPoints.map(\.target), ["AppCoordinator"])
  }
}
