import FlowGraph
import XCTest

/// flopshot Navigator: the factory's switch, screen views, navigation calls at position markers.
final class NavigatorTests: XCTestCase {
  private let setup = LibraryMarkers("Setup.swift", """
    import Navigator
    import SwiftUI
    enum ScreenID: Hashable {
      case root
      case detail(id: String)
      case other(id: UUID = UUID())
    }
    final class Factory: ViewFactory {
      @ViewBuilder func makeView(screenType: ScreenWrapper<ScreenID>) -> some View {
        switch screenType {
        case .screenWrapper(let id):
          switch id {
          case .root: RootView()
          case .detail(let value): DetailView(value: value)
          case .other: OtherView()
          case .none: EmptyView()
          }
        }
      }
    }
    @main struct DemoApp: App {
      var body: some Scene {
        WindowGroup {
          NavigationView.with(1️⃣Navigator(rootScreen: ScreenID.root, viewFactory: Factory())) { RootView() }
        }
      }
    }
    """)

  func testTheFactoryMapsCasesToViewsAndTheRootIsNamed() {
    let views = LibraryMarkers("Views.swift", """
      import Navigator
      import SwiftUI
      struct RootView: ScreenView {
        @EnvironmentObject var navigator: Navigator<ScreenID, Factory>
        @State var next = false
        var body: some View { Text("root").bindNavigation(self, binding: $next) }
      }
      struct DetailView: ScreenView {
        let value: String
        var body: some View { Text(value) }
      }
      struct OtherView: View { var body: some View { Text("") } }
      """)
    let graph = LibraryMarkers.read([setup, views]).graph
    let c = graph.coordinator("Factory")
    XCTAssertEqual(c?.library, .navigator)
    XCTAssertEqual(c?.roots, ["Factory.root"])
    XCTAssertEqual(c?.navigation, .yes)
    XCTAssertEqual(graph.entryPoints.map(\.location), [setup["1"]])
    XCTAssertEqual(graph.screens.map(\.id), ["Factory.detail", "Factory.other", "Factory.root"])
    XCTAssertEqual(graph.screens.map(\.views), [["DetailView"], ["OtherView"], ["RootView"]])
    XCTAssertEqual(graph.screens.map(\.hasPayload), [true, true, false])
    XCTAssertEqual(graph.screens.map(\.bindsNavigation), [false, false, true])
  }

  func testNavigateFromAScreenViewIsAPushFromThatScreen() {
    let views = LibraryMarkers("Views.swift", """
      import Navigator
      import SwiftUI
      struct RootView: ScreenView {
        @EnvironmentObject var navigator: Navigator<ScreenID, Factory>
        var body: some View {
          VStack {
            Button("a") { navigator.1️⃣navigate(to: .detail(id: "x")) }
            Button("b") { navigator.2️⃣navigate(to: ScreenID.other()) }
          }
        }
      }
      struct DetailView: ScreenView {
        @EnvironmentObject var navigator: Navigator<ScreenID, Factory>
        let value: String
        var body: some View {
          Button("back") { navigator.3️⃣pop() }
          Button("home") { navigator.4️⃣popToRoot() }
          Button("some") { navigator.5️⃣navigate(to: chosen) }
        }
        var chosen: ScreenID { .root }
      }
      """)
    let graph = LibraryMarkers.read([setup, views]).graph
    XCTAssertEqual(graph.edges(at: views["1"]).map { "\($0.from) \($0.kind.rawValue) \($0.to)" }, ["Factory.root push Factory.detail"])
    XCTAssertEqual(graph.edges(at: views["2"]).map(\.to), ["Factory.other"])
    XCTAssertEqual(graph.backActions.map { "\($0.screen) \($0.action.rawValue) \($0.location == views["3"] || $0.location == views["4"])" },
                   ["Factory.detail pop true", "Factory.detail popToRoot true"])
    XCTAssertEqual(graph.unresolved.map { "\($0.from) \($0.expression)" }, ["Factory.detail chosen"])
    XCTAssertEqual(graph.unresolved.first?.location, views["5"])
  }

  func testADestinationFromAFunctionWithFixedCasesGivesUncertainEdgesInOneGroup() {
    let views = LibraryMarkers("Views.swift", """
      import Navigator
      import SwiftUI
      struct RootView: ScreenView {
        @EnvironmentObject var navigator: Navigator<ScreenID, Factory>
        let flag = true
        var body: some View {
          Button("a") { navigator.1️⃣navigate(to: pick()) }
          Button("b") { navigator.2️⃣navigate(to: random()) }
          Button("c") { navigator.3️⃣navigate(to: [ScreenID.root, .other()].randomElement()!) }
        }
        func pick() -> ScreenID {
          if flag { return .detail(id: "1") }
          return .other()
        }
        func random() -> ScreenID { ScreenID.allCases.randomElement()! }
      }
      """)
    let graph = LibraryMarkers.read([setup, views]).graph
    let picked = graph.edges(at: views["1"])
    XCTAssertEqual(picked.map(\.to), ["Factory.detail", "Factory.other"])
    XCTAssertEqual(Set(picked.map(\.certainty)), [.uncertain])
    XCTAssertEqual(Set(picked.compactMap(\.group)).count, 1)
    XCTAssertEqual(picked.compactMap(\.group).count, 2)
    XCTAssertEqual(graph.edges(at: views["2"]), [])
    XCTAssertEqual(graph.unresolved.map(\.expression), ["random()", "[ScreenID.root, .other()].randomElement()!"])
  }

  func testNavigateWithStackIsOneStagedGroupOfPushes() {
    let views = LibraryMarkers("Views.swift", """
      import Navigator
      import SwiftUI
      struct RootView: ScreenView {
        @EnvironmentObject var navigator: Navigator<ScreenID, Factory>
        var body: some View {
          Button("deep") {
            Task { await navigator.1️⃣navigateWith(stack: [.detail(id: "a"), .other()]) }
          }
        }
      }
      """)
    let edges = LibraryMarkers.read([setup, views]).graph.edges(at: views["1"])
    XCTAssertEqual(edges.map { "\($0.from) \($0.to)" }, ["Factory.detail Factory.other", "Factory.root Factory.detail"])
    XCTAssertEqual(edges.map(\.staged), [true, true])
    XCTAssertEqual(Set(edges.compactMap(\.group)).count, 1)
  }

  func testNavigatorUICommentsAndStringsAreNotRead() {
    let other = LibraryMarkers("NavigatorUIApp.swift", """
      import NavigatorUI
      import SwiftUI
      struct HomeView: View {
        @Environment(\\.navigator) var navigator: Navigator
        var body: some View {
          Button("x") { navigator.navigate(to: .detail(id: "x")) }
          Button("y") { navigator.pop() }
        }
      }
      """)
    let views = LibraryMarkers("Views.swift", """
      import Navigator
      import SwiftUI
      struct RootView: ScreenView {
        @EnvironmentObject var navigator: Navigator<ScreenID, Factory>
        var body: some View {
          // navigator.navigate(to: .detail(id: "x"))
          Text("navigator.navigate(to: .other())")
        }
      }
      """)
    let result = LibraryMarkers.read([setup, other, views])
    XCTAssertEqual(result.graph.edges, [])
    XCTAssertEqual(result.graph.backActions, [])
    XCTAssertEqual(result.graph.coordinators.map(\.id), ["Factory"])
    XCTAssertEqual(result.warnings, [])
  }
}

extension NavigatorTests {
  /// The cases a function may return are alternatives of one push, not several pushes in one update.
  func testAlternativesOfOneCallAreNotAMultiStepTransition() {
    let views = LibraryMarkers("Views.swift", """
      import Navigator
      import SwiftUI
      struct RootView: ScreenView {
        @EnvironmentObject var navigator: Navigator<ScreenID, Factory>
        @State var showNextScreen = false
        var body: some View {
          Button("deal") { navigator.1️⃣navigate(to: pick()) }
            .bindNavigation(self, binding: $showNextScreen)
        }
        func pick() -> ScreenID { [ScreenID.detail(id: "1"), ScreenID.other()].randomElement()! }
      }
      """)
    let graph = LibraryMarkers.read([setup, views]).graph
    XCTAssertEqual(graph.edges(at: views["1"]).map(\.to), ["Factory.detail", "Factory.other"])
    let findings = Linter(options: LintOptions()).lint(graph, sources: [:]).findings
    XCTAssertEqual(findings.filter { $0.rule == "multi-step-transition" }.map(\.message), [])
  }
}

