import FlowGraph
import XCTest

/// A view below the App that picks between coordinators by its own state (`if isSignedIn == true { HomeView() } else
/// { LoginCoordinator() }`, a side menu's `if section == 0 { … } else if section == 1 { … }`, a `switch` on it) is a
/// root switch as the App's own would be: a container whose options embed what they show, started by the App, with
/// an edge for each assignment of a value an option tests.
final class ViewStateSwitchTests: XCTestCase {
  private let coordinators = LibraryMarkers("Coordinators.swift", """
    import FlowStacks
    import SwiftUI

    enum LoginScreen: Hashable { case form }
    struct LoginCoordinator: View {
      @State var routes: Routes<LoginScreen> = [.root(.form)]
      var body: some View { Router($routes) { _, _ in Text("form") } }
    }
    enum ShopScreen: Hashable { case list }
    struct ShopCoordinator: View {
      @State var routes: Routes<ShopScreen> = [.root(.list)]
      var body: some View { Router($routes) { _, _ in Text("list") } }
    }
    enum AccountScreen: Hashable { case profile }
    struct AccountCoordinator: View {
      @State var routes: Routes<AccountScreen> = [.root(.profile)]
      var body: some View { Router($routes) { _, _ in Text("profile") } }
    }
    """)

  private func app(root: String, home: String, extra: String = "") -> LibraryMarkers {
    LibraryMarkers("App.swift", """
      import SwiftUI

      @main
      struct ShopApp: App {
        var body: some Scene { WindowGroup { 1️⃣RootView() } }
      }

      struct SplashView: View { var body: some View { Text("splash") } }

      struct RootView: View {
        @State private var isSignedIn: Bool? = nil
        var body: some View {
          ZStack {
            \(root)
          }
          .onAppear { 2️⃣isSignedIn = false }
          .onOpenURL { _ in 3️⃣isSignedIn = true }
        }
      }

      struct HomeView: View {
        @State var section = 0
        var body: some View {
          \(home)
        }
      }

      \(extra)
      """)
  }

  private static let chain = """
    if isSignedIn == nil { SplashView() } else if isSignedIn == true { HomeView() } else { LoginCoordinator() }
    """
  private static let sections = "if section == 0 { ShopCoordinator() } else if section == 1 { AccountCoordinator() }"

  func testAViewsOwnStateChoosingCoordinatorsIsARootSwitchStartedByTheApp() {
    let file = app(root: Self.chain, home: Self.sections)
    let graph = LibraryMarkers.read([coordinators, file]).graph
    XCTAssertEqual(graph.entryPoints.map(\.target), ["RootView(isSignedIn)"])
    XCTAssertEqual(graph.entryPoints.first?.location, file["1"])
    XCTAssertEqual(graph.screens.filter { $0.coordinator == "RootView(isSignedIn)" }.map(\.name).sorted(),
                   ["root:false", "root:nil", "root:true"])
    // The final `else` of tests on an optional Boolean is the value left: `false`.
    XCTAssertEqual(graph.edges(from: "RootView(isSignedIn).root:false", to: "LoginCoordinator").map(\.kind), [.embed])
    // The branch showing a view that picks sections by its own state embeds that container, not what it holds.
    XCTAssertEqual(graph.edges.filter { $0.from == "RootView(isSignedIn).root:true" }.map(\.to), ["HomeView(section)"])
    XCTAssertEqual(graph.edges(from: "HomeView(section).root:0", to: "ShopCoordinator").map(\.kind), [.embed])
    XCTAssertEqual(graph.edges(from: "HomeView(section).root:1", to: "AccountCoordinator").map(\.kind), [.embed])
    XCTAssertEqual(graph.edges(at: file["2"]).map(\.to), ["RootView(isSignedIn).root:false"])
    XCTAssertEqual(graph.edges(at: file["3"]).map(\.to), ["RootView(isSignedIn).root:true"])
    XCTAssertEqual(graph.edges(at: file["3"]).map(\.kind), [.rootSwitch])
    let unreachable = Linter(options: LintOptions(onlyRules: ["unreachable-coordinator"])).lint(graph).findings
    XCTAssertEqual(unreachable.map(\.message), [])
  }

  func testASwitchOnTheStateInAHelperPropertyOfAnExtensionIsOneToo() {
    let file = app(root: "content", home: """
      switch section {
          case 0: ShopCoordinator()
          default: AccountCoordinator()
          }
      """, extra: """
      extension RootView {
        @ViewBuilder var content: some View {
          switch isSignedIn {
          case true: HomeView()
          default: LoginCoordinator()
          }
        }
      }
      """)
    let graph = LibraryMarkers.read([coordinators, file]).graph
    XCTAssertEqual(graph.entryPoints.map(\.target), ["RootView(isSignedIn)"])
    XCTAssertEqual(graph.edges.filter { $0.from.hasPrefix("HomeView(section).") }.map(\.to).sorted(), ["AccountCoordinator", "ShopCoordinator"])
  }

  /// A constant handed to the view (`let mode`) picks one view for its whole life; a closure's parameter is a value
  /// handed in (a builder's `screen`): neither is a root switch, and the App starts with what every branch shows.
  func testAConstantOrAParameterIsNoRootState() {
    let constant = LibraryMarkers("App.swift", """
      import SwiftUI
      @main
      struct ShopApp: App {
        var body: some Scene { WindowGroup { RootView(signedIn: false) } }
      }
      struct RootView: View {
        let signedIn: Bool
        var body: some View {
          if signedIn { ShopCoordinator() } else { LoginCoordinator() }
        }
      }
      struct Rows: View {
        let flags: [Bool]
        var body: some View {
          ForEach(flags, id: \\.self) { flag in
            if flag { ShopCoordinator() } else { AccountCoordinator() }
          }
        }
      }
      """)
    let graph = LibraryMarkers.read([coordinators, constant]).graph
    XCTAssertEqual(graph.coordinators.filter { $0.library == .swiftUI }.map(\.id), [])
    XCTAssertEqual(graph.entryPoints.map(\.target).sorted(), ["LoginCoordinator", "ShopCoordinator"])
  }

  /// A choice between plain views is the view's own layout: no container.
  func testAChoiceBetweenPlainViewsMakesNoContainer() {
    let file = app(root: "if isSignedIn == true { HomeView() } else { SplashView() }", home: "Text(\"home\")")
    let graph = LibraryMarkers.read([coordinators, file]).graph
    XCTAssertEqual(graph.coordinators.filter { $0.library == .swiftUI }.map(\.id), [])
  }
  /// TCACoordinators' coordinators are shown by the views holding their `TCARouter`: a root view that mirrors its
  /// store's state into its own `@State` and switches on it shows those coordinators.
  func testAViewSwitchingBetweenTCARouterViewsEmbedsTheirCoordinators() {
    func coordinator(_ name: String, screen: String) -> String {
      """
      @Reducer(state: .equatable)
      enum \(name)Screen { case \(screen)(\(screen.prefix(1).uppercased() + screen.dropFirst())) }
      @Reducer
      struct \(name) {
        @ObservableState
        struct State: Equatable {
          var routes: [Route<\(name)Screen.State>] = [.root(.\(screen)(.init()), embedInNavigationView: true)]
        }
        enum Action { case router(IndexedRouterActionOf<\(name)Screen>) }
        var body: some ReducerOf<Self> {
          Reduce { _, _ in .none }.forEachRoute(\\.routes, action: \\.router)
        }
      }
      \(TCAFixture.routerView(name, cases: [screen]))
      """
    }
    let file = LibraryMarkers("App.swift", """
      import ComposableArchitecture
      import SwiftUI
      import TCACoordinators

      \(coordinator("LoginCoordinator", screen: "form"))
      \(coordinator("MainCoordinator", screen: "feed"))

      enum Root: Equatable { case login, main }
      @main
      struct ShopApp: App {
        var body: some Scene { WindowGroup { RootView() } }
      }
      struct RootView: View {
        @State private var root: Root = .login
        let login: StoreOf<LoginCoordinator>
        let main: StoreOf<MainCoordinator>
        var body: some View {
          switch root {
          case .login: LoginCoordinatorView(store: login)
          case .main: MainCoordinatorView(store: main)
          }
        }
      }
      """)
    let graph = LibraryMarkers.read([file]).graph
    XCTAssertEqual(graph.entryPoints.map(\.target), ["RootView(root)"])
    XCTAssertEqual(graph.edges(from: "RootView(root).root:login", to: "LoginCoordinator").map(\.kind), [.embed])
    XCTAssertEqual(graph.edges(from: "RootView(root).root:main", to: "MainCoordinator").map(\.kind), [.embed])
  }
}
