import FlowGraph
import XCTest

/// Shapes of real apps that left edges without their screen: a `Router` builder whose `switch` sits inside
/// SwiftUI layout containers, a view model passed to its view as `.init(…)` (its type is the view's property's), and
/// an App's coordinator assigned as `.init(…)` in its `init`.
final class BuilderLayoutAndImplicitInitTests: XCTestCase {
  private func flow(_ builder: String) -> LibraryMarkers {
    LibraryMarkers("Flow.swift", """
      import FlowStacks
      import SwiftUI

      enum Step: Hashable { case intro, details, done }

      final class FlowModel: ObservableObject {
        @Published var routes: Routes<Step> = [.root(.intro, embedInNavigationView: true)]
        func showDetails() { routes.1️⃣push(.details) }
        func finish() { routes.2️⃣presentSheet(.done) }
        func back() { routes.3️⃣goBack() }
      }

      struct FlowView: View {
        @StateObject var model = FlowModel()
        var body: some View {
          Router($model.routes) { step, _ in
      \(builder)
          }
        }
      }
      struct IntroView: View { let onNext: () -> Void; var body: some View { Button("next", action: onNext) } }
      struct DetailsView: View { let onDone: () -> Void; let onBack: () -> Void; var body: some View { Text("") } }
      struct DoneView: View { var body: some View { Text("") } }

      @main
      struct DemoApp: App { var body: some Scene { WindowGroup { FlowView() } } }
      """)
  }

  private let cases = """
          switch step {
          case .intro: IntroView(onNext: model.showDetails)
          case .details: DetailsView(onDone: model.finish, onBack: model.back)
          case .done: DoneView()
          }
    """

  func testASwitchOverTheScreenInsideViewsStillMapsCasesToScreens() {
    let builders = [
      "ZStack {\n\(cases)\n}", "VStack {\n Group {\n\(cases)\n }\n}.animation(.default, value: step)", cases,
      // A card of the app's own taking the switch as its content.
      "Card {\n\(cases)\n}",
    ]
    for builder in builders {
      let file = flow(builder)
      let graph = LibraryMarkers.read([file]).graph
      XCTAssertEqual(graph.screens.map { "\($0.name) \($0.views)" },
                     ["details [\"DetailsView\"]", "done [\"DoneView\"]", "intro [\"IntroView\"]"], builder)
      XCTAssertEqual(graph.edges(at: file["1"]).map(\.from), ["FlowModel.intro"], builder)
      XCTAssertEqual(graph.edges(at: file["2"]).map(\.from), ["FlowModel.details"], builder)
      XCTAssertEqual(graph.backActions.map(\.screen), ["FlowModel.details"], builder)
    }
  }

  /// A switch over something else inside a view is that view's own logic: the builder builds one view for every
  /// screen, whose cases are not told apart.
  func testASwitchOverAnotherValueInsideAViewIsNotTheBuilders() {
    let other = cases.replacingOccurrences(of: "switch step {", with: "switch model.routes.count > 1 ? Step.done : Step.intro {")
    let graph = LibraryMarkers.read([flow("Card {\n\(other)\n}")]).graph
    XCTAssertEqual(graph.screens.filter { !$0.views.isEmpty }.map(\.name), [])
  }

  /// An App that keeps its coordinator in a typed property set in `init` with `.init(…)` starts there.
  func testACoordinatorAssignedAsImplicitInitInTheAppStartsIt() {
    let app = LibraryMarkers("App.swift", """
      import Stinsen
      import SwiftUI

      final class HomeCoordinator: NavigationCoordinatable {
        let stack = NavigationStack(initial: \\HomeCoordinator.start)
        @Root var start = makeStart
        let userName: String
        init(userName: String) { self.userName = userName }
        @ViewBuilder func makeStart() -> some View { Text("home") }
      }

      @main
      struct HomeApp: App {
        private let coordinator: HomeCoordinator
        init() {
          coordinator = 1️⃣.init(userName: "guest")
        }
        var body: some Scene { WindowGroup { coordinator.view() } }
      }
      """)
    let graph = LibraryMarkers.read([app]).graph
    XCTAssertEqual(graph.entryPoints.map(\.target), ["HomeCoordinator"])
    XCTAssertEqual(graph.entryPoints.first?.location, app["1"])
  }

  func testAViewModelPassedAsImplicitInitBelongsToTheScreenShowingItsView() {
    let app = LibraryMarkers("App.swift", """
      import Stinsen
      import SwiftUI

      final class ShopCoordinator: NavigationCoordinatable {
        let stack = NavigationStack(initial: \\ShopCoordinator.start)
        @Root var start = makeStart
        @Route(.push) var item = makeItem

        @ViewBuilder func makeStart() -> some View { ShopView(model: .init(title: "Shop")) }
        @ViewBuilder func makeItem(id: Int) -> some View { ItemView(model: .init(id: id)) }
      }

      final class ShopModel: ObservableObject {
        @RouterObject var router: ShopCoordinator.Router?
        let title: String
        init(title: String) { self.title = title }
        func open(_ id: Int) { router?.1️⃣route(to: \\.item, id) }
      }
      final class ItemModel: ObservableObject {
        @RouterObject var router: ShopCoordinator.Router?
        let id: Int
        init(id: Int) { self.id = id }
        func close() { router?.2️⃣popLast() }
      }

      struct ShopView: View {
        @StateObject var model: ShopModel
        var body: some View { Button(model.title) { model.open(1) } }
      }
      struct ItemView: View {
        @ObservedObject var model: ItemModel
        init(model: ItemModel) { self.model = model }
        var body: some View { Button("close") { model.close() } }
      }

      @main
      struct ShopApp: App { var body: some Scene { WindowGroup { ShopCoordinator().view() } } }
      """)
    let graph = LibraryMarkers.read([app]).graph
    XCTAssertEqual(graph.edges(at: app["1"]).map { "\($0.from) \($0.kind.rawValue) \($0.to)" }, ["ShopCoordinator.start push ShopCoordinator.item"])
    XCTAssertEqual(graph.backActions.filter { $0.location == app["2"] }.map(\.screen), ["ShopCoordinator.item"])
  }
}

/// A FlowStack whose root, or a builder case, is a member of the view holding it (`FlowStack($model.routes) { content }`
/// with `@ViewBuilder var content` switching on the app's state, `case .home: makeHome()`): what that member builds is
/// that screen's view, and the navigation of the views it builds comes from that screen.
final class BuilderMemberTests: XCTestCase {
  func testARootContentPropertyGivesTheRootItsViews() {
    let file = LibraryMarkers("Root.swift", """
      import FlowStacks
      import SwiftUI

      final class RootModel: ObservableObject {
        enum Phase { case intro, main }
        enum Step: Hashable { case settings, help }
        @Published private(set) var phase: Phase = .intro
        @Published var routes: [Route<Step>] = []
        func finishIntro() { phase = .main }
        func showSettings() { routes.1️⃣push(.settings) }
      }
      struct RootView: View {
        @StateObject private var model = RootModel()
        var body: some View {
          FlowStack($model.routes, withNavigation: true) {
            content
              .flowDestination(for: RootModel.Step.self) { step in
                switch step {
                case .settings: SettingsView()
                case .help: makeHelp()
                }
              }
          }
        }
        @ViewBuilder private var content: some View {
          switch model.phase {
          case .intro: IntroView(done: model.finishIntro)
          case .main: MainView(settings: model.showSettings)
          }
        }
        private func makeHelp() -> some View { HelpView() }
      }
      struct IntroView: View { let done: () -> Void; var body: some View { Button("go", action: done) } }
      struct MainView: View { let settings: () -> Void; var body: some View { Button("settings", action: settings) } }
      struct SettingsView: View { var body: some View { Text("settings") } }
      struct HelpView: View { var body: some View { Text("help") } }
      """)
    let graph = LibraryMarkers.read([file]).graph
    XCTAssertEqual(graph.screens.map { "\($0.id) \($0.views)" },
                   ["RootModel.help [\"HelpView\"]", "RootModel.root [\"IntroView\", \"MainView\"]", "RootModel.settings [\"SettingsView\"]"])
    XCTAssertEqual(graph.edges(at: file["1"]).map { "\($0.from) \($0.kind.rawValue) \($0.to)" }, ["RootModel.root push RootModel.settings"])
  }

  /// A view the coordinator keeps in a stored property (`private let languageView = LanguageView()`) and a case names
  /// (`case .language: languageView`) is that screen's view, and its navigation comes from that screen; a stored
  /// model (`let model = Model()`) is no view.
  func testAViewKeptInAStoredPropertyIsTheCasesView() {
    let file = LibraryMarkers("Onboarding.swift", """
      import FlowStacks
      import SwiftUI

      enum Step: Hashable { case language, welcome }
      final class OnboardingModel: ObservableObject {
        @Published var routes: Routes<Step> = [.root(.language, embedInNavigationView: true)]
      }
      struct OnboardingCoordinator: View {
        @StateObject var model = OnboardingModel()
        private let languageView = LanguageView()
        private let settings = Settings()
        var body: some View {
          Router($model.routes) { step, _ in
            switch step {
            case .language: languageView
            case .welcome: WelcomeView(settings: settings)
            }
          }
        }
      }
      final class Settings {}
      struct LanguageView: View {
        @EnvironmentObject var navigator: FlowNavigator<Step>
        var body: some View { Button("Next") { navigator.1️⃣push(.welcome) } }
      }
      struct WelcomeView: View { let settings: Settings; var body: some View { Text("Welcome") } }
      """)
    let graph = LibraryMarkers.read([file]).graph
    XCTAssertEqual(graph.screens.map { "\($0.id) \($0.views)" },
                   ["OnboardingModel.language [\"LanguageView\"]", "OnboardingModel.welcome [\"WelcomeView\"]"])
    XCTAssertEqual(graph.edges(at: file["1"]).map { "\($0.from) \($0.kind.rawValue) \($0.to)" }, ["OnboardingModel.language push OnboardingModel.welcome"])
  }

  /// A member the root content shows through another member (`content` → `ready()` → `libraryView()`) builds the
  /// root's views too; one it shows only in a sheet's content is a layer of its own.
  func testMembersShownByTheRootContentsMembersGiveTheRootTheirViews() {
    let file = LibraryMarkers("Library.swift", """
      import FlowStacks
      import SwiftUI

      enum Page: Hashable { case album }
      final class LibraryModel: ObservableObject {
        @Published var loaded = false
        @Published var showsHelp = false
        @Published var path: [Route<Page>] = []
        func open() { path.1️⃣push(.album) }
      }
      struct LibraryStack: View {
        @StateObject private var model = LibraryModel()
        var body: some View {
          FlowStack($model.path, withNavigation: true) {
            content()
              .flowDestination(for: Page.self) { page in
                switch page {
                case .album: Text("album")
                }
              }
          }
        }
        @ViewBuilder private func content() -> some View {
          if model.loaded { ready() } else { ProgressView() }
        }
        @ViewBuilder private func ready() -> some View {
          libraryView()
            .sheet(isPresented: $model.showsHelp) { helpSheet() }
        }
        private func libraryView() -> some View { LibraryView(model: model) }
        private func helpSheet() -> some View { HelpView() }
      }
      struct LibraryView: View {
        @ObservedObject var model: LibraryModel
        var body: some View { Button("Album") { model.open() } }
      }
      struct HelpView: View { var body: some View { Text("help") } }
      """)
    let graph = LibraryMarkers.read([file]).graph
    XCTAssertEqual(graph.screen("LibraryModel.root")?.views, ["LibraryView"])
    XCTAssertEqual(graph.edges(at: file["1"]).map { "\($0.from) \($0.kind.rawValue) \($0.to)" }, ["LibraryModel.root push LibraryModel.album"])
  }
}
