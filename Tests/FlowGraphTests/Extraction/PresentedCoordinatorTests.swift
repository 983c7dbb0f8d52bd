import FlowGraph
import XCTest

/// A coordinator a view presents with SwiftUI's own modifiers (`.sheet(isPresented: $x) { SignUpFlow() }`,
/// `.fullScreenCover { … }`, also `X().view()` of Stinsen there) is presented by the screens showing that view, not
/// shown in place: a sheet or cover edge, not an embed. Presented from a view standing for a coordinator (an App's
/// root switch between flows), it is presented from that coordinator over whichever option is shown.
final class PresentedCoordinatorTests: XCTestCase {
  private static let signUpFlow = """
    enum SignUpStep: Hashable { case form, done }

    struct SignUpFlow: View {
      @State var routes: Routes<SignUpStep> = []
      var body: some View {
        FlowStack($routes, withNavigation: true) {
          Button("Next") { routes.push(.form) }
            .flowDestination(for: SignUpStep.self) { step in
              switch step {
              case .form: Text("Form")
              case .done: Text("Done")
              }
            }
        }
      }
    }
    """

  private func flowStacksApp(home: String, extra: String = "") -> [LibraryMarkers] {
    [
      LibraryMarkers("App.swift", """
        import FlowStacks
        import SwiftUI

        \(extra)

        @main
        struct ShopApp: App {
          var body: some Scene { WindowGroup { ShopFlow() } }
        }

        enum ShopScreen: Hashable { case cart }

        struct ShopFlow: View {
          @State var routes: Routes<ShopScreen> = []
          @State var signingUp = false
          var body: some View {
            FlowStack($routes, withNavigation: true) {
              \(home)
                .flowDestination(for: ShopScreen.self) { screen in
                  switch screen {
                  case .cart: Text("Cart")
                  }
                }
            }
          }
        }

        \(Self.signUpFlow)
        """),
    ]
  }

  private func edges(_ graph: FlowGraph, to target: String) -> [String] {
    graph.edges.filter { $0.to == target }.map { "\($0.from) \($0.kind.rawValue)" }.sorted()
  }

  func testASheetOfAScreensViewPresentsTheCoordinator() {
    let files = flowStacksApp(home: """
      Button("Sign up") { signingUp = true }
                .sheet(isPresented: $signingUp) { 1️⃣SignUpFlow() }
      """)
    let graph = LibraryMarkers.read(files).graph
    XCTAssertEqual(graph.edges(at: files[0]["1"]).map { "\($0.from) \($0.kind.rawValue) \($0.to)" }, ["ShopFlow.root sheet SignUpFlow"])
    XCTAssertFalse(graph.screens.first { $0.id == "ShopFlow.root" }?.views.contains("SignUpFlow") ?? true)
  }

  func testAFullScreenCoverPresentsItAsACover() {
    let files = flowStacksApp(home: """
      Button("Sign up") { signingUp = true }
                .fullScreenCover(isPresented: $signingUp) { NavigationStack { 1️⃣SignUpFlow() } }
      """)
    let graph = LibraryMarkers.read(files).graph
    XCTAssertEqual(graph.edges(at: files[0]["1"]).map { "\($0.from) \($0.kind.rawValue) \($0.to)" }, ["ShopFlow.root cover SignUpFlow"])
  }

  /// Built in place (outside any presentation), the screen shows it: an embed, as before.
  func testBuiltInPlaceItIsEmbedded() {
    let graph = LibraryMarkers.read(flowStacksApp(home: "VStack { SignUpFlow() }")).graph
    XCTAssertEqual(edges(graph, to: "SignUpFlow"), ["ShopFlow.root embed"])
  }

  /// An App switching between two flows, with a sheet on the switch itself presenting a third: from the switch's
  /// coordinator, and the third flow is reached (no unreachable-coordinator); a cover there presenting one of the two
  /// is drawn too.
  func testASheetOnARootSwitchIsPresentedFromTheSwitch() {
    let files = [
      LibraryMarkers("App.swift", """
        import FlowStacks
        import SwiftUI

        @main
        struct ShopApp: App {
          var body: some Scene { WindowGroup { RootView() } }
        }

        struct RootView: View {
          @State var signedIn = false
          @State var resetting = false
          @State var signingUpAgain = false
          var body: some View {
            Group {
              if signedIn { ShopFlow() } else { SignUpFlow() }
            }
            .sheet(isPresented: $resetting) { 1️⃣ResetFlow() }
            .fullScreenCover(isPresented: $signingUpAgain) { 2️⃣SignUpFlow() }
          }
        }

        enum ShopScreen: Hashable { case cart }
        struct ShopFlow: View {
          @State var routes: Routes<ShopScreen> = []
          var body: some View {
            FlowStack($routes, withNavigation: true) {
              Button("Cart") { routes.push(.cart) }
                .flowDestination(for: ShopScreen.self) { screen in
                  switch screen { case .cart: Text("Cart") }
                }
            }
          }
        }

        enum ResetStep: Hashable { case code }
        struct ResetFlow: View {
          @State var routes: Routes<ResetStep> = []
          var body: some View {
            FlowStack($routes, withNavigation: true) {
              Button("Code") { routes.push(.code) }
                .flowDestination(for: ResetStep.self) { step in
                  switch step { case .code: Text("Code") }
                }
            }
          }
        }

        \(Self.signUpFlow)
        """),
    ]
    let graph = LibraryMarkers.read(files).graph
    XCTAssertEqual(graph.edges(at: files[0]["1"]).map { "\($0.from) \($0.kind.rawValue) \($0.to)" }, ["RootView(signedIn) sheet ResetFlow"])
    // Presented whatever else shows it (here an option of the switch itself): another way to it.
    XCTAssertEqual(graph.edges(at: files[0]["2"]).map { "\($0.from) \($0.kind.rawValue) \($0.to)" }, ["RootView(signedIn) cover SignUpFlow"])
    let findings = Linter(options: LintOptions(onlyRules: ["unreachable-coordinator"])).lint(graph).findings
    XCTAssertEqual(findings.map(\.message), [])
  }

  func testAStinsenCoordinatorsViewInASheetOfAScreen() {
    let files = [
      LibraryMarkers("Coordinators.swift", """
        import Stinsen
        import SwiftUI

        @main
        struct NotesApp: App {
          var body: some Scene { WindowGroup { NotesCoordinator().view() } }
        }

        final class NotesCoordinator: NavigationCoordinatable {
          let stack = NavigationStack(initial: \\NotesCoordinator.start)
          @Root var start = makeStart
          @ViewBuilder func makeStart() -> some View { NotesView() }
        }

        final class HelpCoordinator: NavigationCoordinatable {
          let stack = NavigationStack(initial: \\HelpCoordinator.start)
          @Root var start = makeStart
          @ViewBuilder func makeStart() -> some View { Text("Help") }
        }

        struct NotesView: View {
          @State var helping = false
          var body: some View {
            Button("Help") { helping = true }
              .sheet(isPresented: $helping) { 1️⃣HelpCoordinator().view() }
          }
        }
        """),
    ]
    let graph = LibraryMarkers.read(files).graph
    XCTAssertEqual(edges(graph, to: "HelpCoordinator"), ["NotesCoordinator.start sheet"])
  }

  /// A capitalised method is the call's only in its own type: another view of the file calling that name builds the
  /// type of that name (here a flow, embedded in the screen showing that view).
  func testACapitalisedMethodOfAnotherTypeLeavesTheCallBuildingTheType() {
    let files = flowStacksApp(home: "VStack { 1️⃣SignUpFlow() }", extra: """
      struct CartView: View {
        var body: some View { SignUpFlow() }
        @ViewBuilder func SignUpFlow() -> some View { Text("Signed up") }
      }
      """)
    let graph = LibraryMarkers.read(files).graph
    XCTAssertEqual(edges(graph, to: "SignUpFlow"), ["ShopFlow.root embed"])
  }
}
