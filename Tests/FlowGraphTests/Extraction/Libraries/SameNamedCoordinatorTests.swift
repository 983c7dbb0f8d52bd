import Foundation
import XCTest

@testable import FlowGraph

/// A type of one module is another type than a type of the same name in another module: a monorepo whose demo apps
/// each declare their own `AppCoordinator` (in a file of that name) has a coordinator per app, each with its own
/// screens, edges and entry point, named after its module (`AppCoordinator@Demo`).
final class SameNamedCoordinatorTests: XCTestCase {
  func testStinsenCoordinatorsOfTwoPackageTargetsAreTwoCoordinators() throws {
    let root = try temporaryDirectory()
    try write(root, "Package.swift", """
      // swift-tools-version: 5.9
      import PackageDescription
      let package = Package(name: "Shop", targets: [.executableTarget(name: "Shop"), .executableTarget(name: "Kiosk")])
      """)
    var pushes: [String: SourceLocation] = [:]
    for module in ["Shop", "Kiosk"] {
      try write(root, "Sources/\(module)/MainCoordinator.swift", """
        import SwiftUI
        import Stinsen

        @main struct \(module)App: App {
          var body: some Scene { WindowGroup { NavigationViewCoordinator(MainCoordinator()).view() } }
        }

        final class MainCoordinator: NavigationCoordinatable {
          let stack = NavigationStack(initial: \\MainCoordinator.start)
          @Root var start = makeStart
          @Route(.push) var detail = makeDetail
          @ViewBuilder func makeStart() -> some View { StartView() }
          @ViewBuilder func makeDetail() -> some View { Text("\(module)") }
        }
        """)
      // The kiosk's call is in a file declaring only an extension: that file is of its module too.
      let call = module == "Shop" ? "1️⃣router.route(to: \\.detail)" : "openDetail()"
      let view = LibraryMarkers("Sources/\(module)/StartView.swift", """
        import SwiftUI

        struct StartView: View {
          @EnvironmentObject var router: MainCoordinator.Router
          var body: some View { Button("open") { \(call) } }
        }
        """)
      try write(root, view.path, view.text)
      pushes[module] = view.positions["1"]
      if module == "Kiosk" {
        let actions = LibraryMarkers("Sources/Kiosk/StartView+Actions.swift", """
          extension StartView {
            func openDetail() { 1️⃣router.route(to: \\.detail) }
          }
          """)
        try write(root, actions.path, actions.text)
        pushes[module] = actions["1"]
      }
    }
    let graph = try read(root)
    XCTAssertEqual(graph.coordinators.map(\.id), ["MainCoordinator@Kiosk", "MainCoordinator@Shop"])
    XCTAssertEqual(graph.coordinators.map(\.name), ["MainCoordinator", "MainCoordinator"])
    let edges = graph.edges.filter { $0.kind == .push }.map { "\($0.from) > \($0.to) \($0.location?.file ?? ""):\($0.location?.line ?? 0)" }
    XCTAssertEqual(edges, [
      "MainCoordinator@Kiosk.start > MainCoordinator@Kiosk.detail Sources/Kiosk/StartView+Actions.swift:\(pushes["Kiosk"]?.line ?? 0)",
      "MainCoordinator@Shop.start > MainCoordinator@Shop.detail Sources/Shop/StartView.swift:\(pushes["Shop"]?.line ?? 0)",
    ])
    XCTAssertEqual(graph.entryPoints.map { "\($0.target) \($0.location?.file ?? "")" }, [
      "MainCoordinator@Kiosk Sources/Kiosk/MainCoordinator.swift", "MainCoordinator@Shop Sources/Shop/MainCoordinator.swift",
    ])
  }

  /// Two files of one module declaring the class (once per platform, say) in files of the same name: their paths
  /// tell them apart, where the file's name alone would give both one id and merge them.
  func testOneModuleTellsSameNamedClassesApartByTheirFiles() throws {
    let root = try temporaryDirectory()
    for file in ["Phone", "TV"] {
      try write(root, "App/\(file)/MainCoordinator.swift", """
        import SwiftUI
        import Stinsen
        final class MainCoordinator: NavigationCoordinatable {
          let stack = NavigationStack(initial: \\MainCoordinator.start)
          @Root var start = makeStart
          @ViewBuilder func makeStart() -> some View { Text("\(file)") }
        }
        """)
    }
    let graph = try read(root)
    XCTAssertEqual(graph.coordinators.map(\.id), ["MainCoordinator@App/Phone/MainCoordinator", "MainCoordinator@App/TV/MainCoordinator"])
  }

  func testFlowStacksCoordinatorsOfTwoTuistProjectsAreTwoCoordinators() throws {
    let root = try temporaryDirectory()
    var pushes: [String: SourceLocation] = [:]
    for module in ["App", "Demo"] {
      try write(root, "Projects/\(module)/Project.swift", "import ProjectDescription\nlet project = Project(name: \"\(module)\", targets: [])\n")
      let coordinator = LibraryMarkers("Projects/\(module)/Sources/AppCoordinator.swift", """
        import SwiftUI
        import FlowStacks

        enum Screen: Hashable { case home, settings }

        struct AppCoordinator: View {
          @State var routes: Routes<Screen> = [.root(.home, embedInNavigationView: true)]
          var body: some View {
            Router($routes) { screen, _ in
              switch screen {
              case .home: HomeView(onSettings: { 1️⃣routes.push(.settings) })
              case .settings: Text("settings")
              }
            }
          }
        }
        """)
      try write(root, coordinator.path, coordinator.text)
      pushes[module] = coordinator["1"]
      try write(root, "Projects/\(module)/Sources/\(module)Main.swift", """
        import SwiftUI
        @main struct \(module)Main: App { var body: some Scene { WindowGroup { AppCoordinator() } } }
        struct HomeView: View {
          var onSettings: () -> Void
          var body: some View { Button("settings", action: onSettings) }
        }
        """)
    }
    let graph = try read(root)
    XCTAssertEqual(graph.coordinators.map(\.id), ["AppCoordinator@App", "AppCoordinator@Demo"])
    XCTAssertEqual(graph.coordinators.map(\.roots), [["AppCoordinator@App.home"], ["AppCoordinator@Demo.home"]])
    XCTAssertEqual(graph.edges.filter { $0.kind == .push }.map { "\($0.from) > \($0.to) \($0.location?.file ?? "")" }, [
      "AppCoordinator@App.home > AppCoordinator@App.settings \(pushes["App"]?.file ?? "")",
      "AppCoordinator@Demo.home > AppCoordinator@Demo.settings \(pushes["Demo"]?.file ?? "")",
    ])
    XCTAssertEqual(graph.entryPoints.map(\.target), ["AppCoordinator@App", "AppCoordinator@Demo"])
  }

  /// A Tuist monorepo of TCACoordinators: the app and a demo app each declare `AppCoordinator` and
  /// `AppCoordinatorView`, and both show the feature module's `ProfileCoordinator`. Each app's coordinator has its own
  /// roots, edges and entry point; the feature's coordinator is one, shown by both.
  func testTCACoordinatorsOfTwoTuistAppsAreTwoCoordinatorsSharingTheFeature() throws {
    let root = try temporaryDirectory()
    let manifest = { (name: String) in "import ProjectDescription\nlet project = Project(name: \"\(name)\", targets: [])\n" }
    try write(root, "Features/Profile/Project.swift", manifest("Profile"))
    let feature = LibraryMarkers("Features/Profile/Sources/ProfileCoordinator.swift", """
      import ComposableArchitecture
      import SwiftUI
      import TCACoordinators

      @Reducer
      public struct ProfileCoordinator {
        @Reducer(state: .equatable)
        public enum Screen { case overview(Overview), edit(Edit) }

        @ObservableState
        public struct State: Equatable {
          var routes: [Route<Screen.State>] = [.root(.overview(.init()), embedInNavigationView: true)]
          public init() {}
        }

        public enum Action { case router(IndexedRouterActionOf<Screen>) }

        public init() {}

        public var body: some ReducerOf<Self> {
          Reduce { state, action in
            switch action {
            case .router(.routeAction(_, action: .overview(.editTapped))):
              2️⃣state.routes.push(.edit(.init()))
              return .none
            default:
              return .none
            }
          }
          .forEachRoute(\\.routes, action: \\.router)
        }
      }

      public struct ProfileCoordinatorView: View {
        let store: StoreOf<ProfileCoordinator>
        public init(store: StoreOf<ProfileCoordinator>) { self.store = store }
        public var body: some View {
          TCARouter(store.scope(state: \\.routes, action: \\.router)) { screen in
            switch screen.case {
            case let .overview(store): OverviewView(store: store)
            case let .edit(store): EditView(store: store)
            }
          }
        }
      }
      """)
    try write(root, feature.path, feature.text)
    var pushes: [String: SourceLocation] = [:]
    for (module, screens, start) in [("App", ["home", "profile"], "home"), ("Demo", ["profile"], "profile")] {
      try write(root, "Projects/\(module)/Project.swift", manifest(module))
      let cases = screens.map { $0 == "profile" ? "profile(ProfileCoordinator)" : "\($0)(Home)" }.joined(separator: ", ")
      let start = start == "home" ? ".home(.init())" : ".profile(.init())"
      let arms = screens.contains("home")
        ? "case .router(.routeAction(_, action: .home(.profileTapped))):\n          1️⃣state.routes.push(.profile(.init()))\n          return .none\n        "
        : ""
      let views = screens.map { name in
        name == "profile" ? "case let .profile(store): ProfileCoordinatorView(store: store)" : "case let .home(store): HomeView(store: store)"
      }.joined(separator: "\n          ")
      let coordinator = LibraryMarkers("Projects/\(module)/Sources/AppCoordinator.swift", """
        import ComposableArchitecture
        import SwiftUI
        import TCACoordinators

        @main struct \(module)App: App {
          var body: some Scene {
            WindowGroup { AppCoordinatorView(store: Store(initialState: .init()) { AppCoordinator() }) }
          }
        }

        @Reducer
        struct AppCoordinator {
          @Reducer(state: .equatable)
          enum Screen { case \(cases) }

          @ObservableState
          struct State: Equatable {
            var routes: [Route<Screen.State>] = [.root(\(start), embedInNavigationView: true)]
          }

          enum Action { case router(IndexedRouterActionOf<Screen>) }

          var body: some ReducerOf<Self> {
            Reduce { state, action in
              switch action {
              \(arms)default:
                return .none
              }
            }
            .forEachRoute(\\.routes, action: \\.router)
          }
        }

        struct AppCoordinatorView: View {
          let store: StoreOf<AppCoordinator>
          var body: some View {
            TCARouter(store.scope(state: \\.routes, action: \\.router)) { screen in
              switch screen.case {
              \(views)
              }
            }
          }
        }
        """)
      try write(root, coordinator.path, coordinator.text)
      if screens.contains("home") { pushes[module] = coordinator["1"] }
    }
    let graph = try read(root)
    XCTAssertEqual(graph.coordinators.map(\.id), ["AppCoordinator@App", "AppCoordinator@Demo", "ProfileCoordinator"])
    XCTAssertEqual(graph.coordinators.map(\.roots), [["AppCoordinator@App.home"], ["AppCoordinator@Demo.profile"], ["ProfileCoordinator.overview"]])
    XCTAssertEqual(graph.edges.filter { $0.kind != .embed }.map { "\($0.from) > \($0.to) \($0.kind) \($0.location?.file ?? ""):\($0.location?.line ?? 0)" }, [
      "AppCoordinator@App.home > AppCoordinator@App.profile push \(pushes["App"]?.file ?? ""):\(pushes["App"]?.line ?? 0)",
      "ProfileCoordinator.overview > ProfileCoordinator.edit push \(feature.path):\(feature["2"].line)",
    ])
    XCTAssertEqual(graph.edges.filter { $0.kind == .embed }.map { "\($0.from) > \($0.to)" }, [
      "AppCoordinator@App.profile > ProfileCoordinator", "AppCoordinator@Demo.profile > ProfileCoordinator",
    ])
    XCTAssertEqual(graph.entryPoints.map { "\($0.target) \($0.location?.file ?? "")" }, [
      "AppCoordinator@App Projects/App/Sources/AppCoordinator.swift", "AppCoordinator@Demo Projects/Demo/Sources/AppCoordinator.swift",
    ])
  }

  /// Demo apps in folders of one name (`Features/Profile/Demo`, `Features/Home/Demo`, each a Tuist project) are two
  /// modules: each coordinator is named by as many folders as tell its module apart, and keeps its own screens.
  func testModulesInFoldersOfOneNameAreToldApartByTheirParents() throws {
    let root = try temporaryDirectory()
    var pushes: [String: SourceLocation] = [:]
    for (feature, screen) in [("Profile", "settings"), ("Home", "list")] {
      let folder = "Features/\(feature)/Demo"
      try write(root, folder + "/Project.swift", "import ProjectDescription\nlet project = Project(name: \"\(feature)Demo\", targets: [])\n")
      let coordinator = LibraryMarkers(folder + "/Sources/AppCoordinator.swift", """
        import ComposableArchitecture
        import SwiftUI
        import TCACoordinators

        @main struct DemoApp: App {
          var body: some Scene { WindowGroup { AppCoordinatorView(store: Store(initialState: .init()) { AppCoordinator() }) } }
        }

        @Reducer
        struct AppCoordinator {
          @Reducer(state: .equatable)
          enum Screen { case home(Home), \(screen)(Detail) }
          @ObservableState
          struct State: Equatable { var routes: [Route<Screen.State>] = [.root(.home(.init()), embedInNavigationView: true)] }
          enum Action { case router(IndexedRouterActionOf<Screen>) }
          var body: some ReducerOf<Self> {
            Reduce { state, action in
              switch action {
              case .router(.routeAction(_, action: .home(.openTapped))):
                1️⃣state.routes.push(.\(screen)(.init()))
                return .none
              default:
                return .none
              }
            }
            .forEachRoute(\\.routes, action: \\.router)
          }
        }

        struct AppCoordinatorView: View {
          let store: StoreOf<AppCoordinator>
          var body: some View {
            TCARouter(store.scope(state: \\.routes, action: \\.router)) { screen in
              switch screen.case {
              case let .home(store): HomeView(store: store)
              case let .\(screen)(store): DetailView(store: store)
              }
            }
          }
        }
        """)
      try write(root, coordinator.path, coordinator.text)
      pushes[feature] = coordinator["1"]
    }
    let graph = try read(root)
    XCTAssertEqual(graph.coordinators.map(\.id), ["AppCoordinator@Home/Demo", "AppCoordinator@Profile/Demo"])
    XCTAssertEqual(graph.screens.map(\.id), [
      "AppCoordinator@Home/Demo.home", "AppCoordinator@Home/Demo.list",
      "AppCoordinator@Profile/Demo.home", "AppCoordinator@Profile/Demo.settings",
    ])
    XCTAssertEqual(graph.edges.filter { $0.kind == .push }.map { "\($0.from) > \($0.to) \($0.location?.file ?? ""):\($0.location?.line ?? 0)" }, [
      "AppCoordinator@Home/Demo.home > AppCoordinator@Home/Demo.list Features/Home/Demo/Sources/AppCoordinator.swift:\(pushes["Home"]?.line ?? 0)",
      "AppCoordinator@Profile/Demo.home > AppCoordinator@Profile/Demo.settings Features/Profile/Demo/Sources/AppCoordinator.swift:\(pushes["Profile"]?.line ?? 0)",
    ])
    XCTAssertEqual(graph.entryPoints.map(\.target), ["AppCoordinator@Home/Demo", "AppCoordinator@Profile/Demo"])
  }

  /// The same for FlowStacks' coordinator views: the module, not the file's path, tells them apart.
  func testFlowStacksCoordinatorsInFoldersOfOneNameAreNamedByTheirModules() throws {
    let root = try temporaryDirectory()
    for feature in ["Profile", "Home"] {
      let folder = "Features/\(feature)/Demo"
      try write(root, folder + "/Project.swift", "import ProjectDescription\nlet project = Project(name: \"\(feature)Demo\", targets: [])\n")
      try write(root, folder + "/Sources/AppCoordinator.swift", """
        import SwiftUI
        import FlowStacks

        enum Screen: Hashable { case home, settings }

        @main struct DemoApp: App { var body: some Scene { WindowGroup { AppCoordinator() } } }

        struct AppCoordinator: View {
          @State var routes: Routes<Screen> = [.root(.home, embedInNavigationView: true)]
          var body: some View {
            Router($routes) { screen, _ in
              switch screen {
              case .home: Button("settings") { routes.push(.settings) }
              case .settings: Text("settings")
              }
            }
          }
        }
        """)
    }
    let graph = try read(root)
    XCTAssertEqual(graph.coordinators.map(\.id), ["AppCoordinator@Home/Demo", "AppCoordinator@Profile/Demo"])
    XCTAssertEqual(graph.entryPoints.map(\.target), ["AppCoordinator@Home/Demo", "AppCoordinator@Profile/Demo"])
  }

  /// Each module is linked on its own up to a bound; past it the coordinators are one, and a warning says so.
  func testPastTheBoundOneCoordinatorIsReadWithAWarning() throws {
    let root = try temporaryDirectory()
    let count = TCALinker.maximumModuleLinks + 1
    let names = (0..<count).map { "App\($0)" }
    try write(root, "Package.swift", """
      // swift-tools-version: 5.9
      import PackageDescription
      let package = Package(name: "Apps", targets: [
      \(names.map { "  .executableTarget(name: \"\($0)\")," }.joined(separator: "\n"))
      ])
      """)
    for name in names {
      try write(root, "Sources/\(name)/AppCoordinator.swift", """
        import ComposableArchitecture
        import SwiftUI
        import TCACoordinators

        @Reducer
        struct AppCoordinator {
          @Reducer(state: .equatable)
          enum Screen { case home(Home) }
          @ObservableState
          struct State: Equatable { var routes: [Route<Screen.State>] = [.root(.home(.init()), embedInNavigationView: true)] }
          enum Action { case router(IndexedRouterActionOf<Screen>) }
          var body: some ReducerOf<Self> { Reduce { _, _ in .none }.forEachRoute(\\.routes, action: \\.router) }
        }

        struct AppCoordinatorView: View {
          let store: StoreOf<AppCoordinator>
          var body: some View {
            TCARouter(store.scope(state: \\.routes, action: \\.router)) { screen in
              switch screen.case {
              case let .home(store): HomeView(store: store)
              }
            }
          }
        }
        """)
    }
    let files = try FileWalker(workingDirectory: root, include: [], exclude: []).collect(["."]).swiftSources
    let result = SourceReader().read(files)
    XCTAssertEqual(result.graph.coordinators.map(\.id), ["AppCoordinator"])
    XCTAssertEqual(result.warnings.map { "\($0.location?.file ?? ""): \($0.message)" }, [
      "Sources/App0/AppCoordinator.swift: 'AppCoordinator' is declared with a router in \(count) modules, more than the "
        + "\(count - 1) flowviz reads one by one: each name is read as one coordinator; give the folders of one app, or exclude the others",
    ])
  }

  private func read(_ root: String) throws -> FlowGraph {
    let files = try FileWalker(workingDirectory: root, include: [], exclude: []).collect(["."]).swiftSources
    let result = SourceReader().read(files)
    XCTAssertEqual(result.warnings.filter { $0.severity != .note }.map(\.message), [])
    return result.graph
  }

  private func temporaryDirectory() throws -> String { try LintFixtures.temporaryDirectory(for: self) }

  private func write(_ root: String, _ path: String, _ text: String) throws { try LintFixtures.write(text, to: root + "/" + path) }
}
