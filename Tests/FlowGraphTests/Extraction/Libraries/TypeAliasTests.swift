import FlowGraph
import XCTest

/// Swift reads a type alias as the type it names, wherever the alias is visible: a navigator, router or store
/// declared through an alias (`@EnvironmentObject var navigator: AppNavigator` with `typealias AppNavigator =
/// FlowNavigator<AppScreens>`), a screen enum named through one, and routes reached through a view model's
/// `Binding<Routes<…>>` are the library's, as when written out.
final class TypeAliasTests: XCTestCase {
  private let flowStacksApp = LibraryMarkers("App.swift", """
    import FlowStacks
    import SwiftUI

    typealias AppScreens = AppModule.ViewModel.Screen
    typealias AppNavigator = FlowNavigator<AppScreens>

    final class AppRoutes: ObservableObject {
      @Published var routes: Routes<AppScreens> = [.root(.splash)]
    }

    struct AppModule {
      func assemble(_ routes: AppRoutes) -> some View { AppCoordinator(viewModel: ViewModel(appRoutes: routes)) }
    }

    extension AppModule {
      final class ViewModel: ObservableObject {
        enum Screen { case splash, signIn, home }
        var routes: Binding<Routes<Screen>>
        init(appRoutes: AppRoutes) { routes = .init { appRoutes.routes } set: { appRoutes.routes = $0 } }
      }
      struct AppCoordinator: View {
        @StateObject var viewModel: ViewModel
        var body: some View {
          Router(viewModel.routes) { screen, _ in
            switch screen {
            case .splash: SplashView()
            case .signIn: SignInView()
            case .home: HomeView()
            }
          }
        }
      }
    }
    """)

  private let flowStacksViews = LibraryMarkers("Views.swift", """
    import SwiftUI

    struct SplashView: View {
      @EnvironmentObject var navigator: AppNavigator
      var body: some View { Button("go") { navigator.routes = [1️⃣.root(.signIn, embedInNavigationView: true)] } }
    }
    struct SignInView: View {
      @EnvironmentObject var navigator: AppNavigator
      var body: some View { Button("in") { navigator.2️⃣push(.home) } }
    }
    struct HomeView: View {
      @EnvironmentObject var navigator: AppNavigator
      var body: some View { Button("out") { navigator.routes = [3️⃣.root(.splash)] } }
    }
    """)

  func testANavigatorAndAScreenEnumNamedThroughAliasesAreFlowStacks() {
    let result = LibraryMarkers.read([flowStacksApp, flowStacksViews])
    let graph = result.graph
    XCTAssertEqual(result.warnings.map(\.message), [])
    XCTAssertEqual(graph.coordinators.map(\.id), ["AppRoutes"])
    XCTAssertEqual(graph.screen("AppRoutes.splash")?.views, ["SplashView"])
    XCTAssertEqual(graph.edges(at: flowStacksViews["1"]).map { "\($0.from) \($0.kind.rawValue) \($0.to)" },
                   ["AppRoutes.splash root-switch AppRoutes.signIn"])
    XCTAssertEqual(graph.edges(at: flowStacksViews["2"]).map { "\($0.from) \($0.kind.rawValue) \($0.to)" },
                   ["AppRoutes.signIn push AppRoutes.home"])
  }

  /// `routes = [.root(.splash)]` with the initial root, in a coordinator that also switches to another root, is a
  /// switch back (a sign-out), not a no-op pop to a root the stack already shows.
  func testSettingTheInitialRootAgainAfterARootSwitchIsASwitchBack() {
    let graph = LibraryMarkers.read([flowStacksApp, flowStacksViews]).graph
    XCTAssertEqual(graph.edges(at: flowStacksViews["3"]).map { "\($0.from) \($0.kind.rawValue) \($0.to)" },
                   ["AppRoutes.home root-switch AppRoutes.splash"])
    XCTAssertEqual(graph.backActions.filter { $0.action == .goBackToRoot }.map(\.screen), [])
    let findings = Linter(options: LintOptions(onlyRules: ["back-on-empty-stack"])).lint(graph).findings
    XCTAssertEqual(findings.map(\.message), [])
  }

  func testAStinsenRouterNamedThroughAnAliasIsStinsens() {
    let coordinator = LibraryMarkers("Profile.swift", """
      import Stinsen
      import SwiftUI
      typealias ProfileRouter = ProfileCoordinator.Router
      final class ProfileCoordinator: NavigationCoordinatable {
        let stack = NavigationStack(initial: \\ProfileCoordinator.overview)
        @Root var overview = makeOverview
        @Route(.modal) var editor = makeEditor
        func makeOverview() -> some View { ProfileScreen() }
        func makeEditor() -> some View { Text("edit") }
      }
      struct ProfileScreen: View {
        @EnvironmentObject var router: ProfileRouter
        var body: some View { Button("edit") { router.1️⃣route(to: \\.editor) } }
      }
      """)
    let graph = LibraryMarkers.read([coordinator]).graph
    XCTAssertEqual(graph.edges(at: coordinator["1"]).map { "\($0.from) \($0.kind.rawValue) \($0.to)" },
                   ["ProfileCoordinator.overview sheet ProfileCoordinator.editor"])
  }
}
