import FlowGraph
import XCTest

/// A view choosing between flows on two of its flags, one test inside a branch of the other (`if signedIn { if
/// firstRun { SetupFlow } else { MainFlow } } else { LoginFlow }`): which flow follows an assignment depends on both
/// values, so the inner test is not read on its own (an assignment to its flag alone would name the wrong flow).
final class NestedChoiceTests: XCTestCase {
  private func app(body: String) -> LibraryMarkers {
    LibraryMarkers("App.swift", """
      import FlowStacks
      import SwiftUI

      @main struct PhotoApp: App { var body: some Scene { WindowGroup { RootView() } } }

      struct RootView: View {
        @State private var signedIn = false
        @State private var firstRun = false
        var body: some View {
          \(body)
        }
      }

      enum Step: Hashable { case more }
      struct SetupFlow: View {
        let done: () -> Void
        @State var routes: Routes<Step> = []
        var body: some View { FlowStack($routes, withNavigation: true) { Button("done", action: done) } }
      }
      struct MainFlow: View {
        let signOut: () -> Void
        @State var routes: Routes<Step> = []
        var body: some View { FlowStack($routes, withNavigation: true) { Button("out", action: signOut) } }
      }
      struct LoginFlow: View {
        let signedIn: () -> Void
        @State var routes: Routes<Step> = []
        var body: some View { FlowStack($routes, withNavigation: true) { Button("in", action: signedIn) } }
      }
      """)
  }

  func testAnAssignmentToTheInnerChoicesStateAloneNamesNoFlow() {
    let file = app(body: """
      if signedIn {
            if firstRun {
              SetupFlow(done: { signedIn = true; firstRun = false })
            } else {
              MainFlow(signOut: { signedIn = false; 1️⃣firstRun = false })
            }
          } else {
            LoginFlow(signedIn: { signedIn = true; firstRun = true })
          }
      """)
    let graph = LibraryMarkers.read([file]).graph
    XCTAssertFalse(graph.edges.contains { $0.to.hasPrefix("MainFlow") || $0.to.hasPrefix("RootView(firstRun)") },
                   "no flow is named by one flag of two")
    XCTAssertEqual(graph.edges(at: file["1"]), [])
    XCTAssertEqual(graph.entryPoints.map(\.target).sorted(), ["LoginFlow", "MainFlow", "SetupFlow"])
    let findings = Linter(options: LintOptions(onlyRules: ["unreachable-coordinator"])).lint(graph).findings
    XCTAssertEqual(findings.map(\.message), [])
  }

  /// A `switch` on a state inside a branch of a flag's test (a loading gate) still chooses by its cases.
  func testASwitchInsideAGateStillSwitchesRoots() {
    let file = app(body: """
      if firstRun {
            Text("loading")
          } else {
            switch signedIn {
            case true: MainFlow(signOut: { 1️⃣signedIn = false })
            case false: LoginFlow(signedIn: { 2️⃣signedIn = true })
            }
          }
      """)
    let graph = LibraryMarkers.read([file]).graph
    XCTAssertEqual(graph.edges(at: file["1"]).map(\.kind), [.rootSwitch])
    XCTAssertEqual(graph.edges(at: file["2"]).map(\.kind), [.rootSwitch])
  }

  /// One choice on one state is a root switch as before.
  func testASingleChoiceStillSwitchesRoots() {
    let file = app(body: """
      if signedIn {
            MainFlow(signOut: { 1️⃣signedIn = false })
          } else {
            LoginFlow(signedIn: { 2️⃣signedIn = true })
          }
      """)
    let graph = LibraryMarkers.read([file]).graph
    XCTAssertEqual(graph.edges(at: file["1"]).map(\.kind), [.rootSwitch])
    XCTAssertEqual(graph.edges(at: file["2"]).map(\.kind), [.rootSwitch])
  }
}

/// A view choosing between flows on the state of a shared instance (`@ObservedObject var session = Session.shared`,
/// `static let shared = Session()`): an assignment through that instance anywhere (`Session.shared.phase = .out`) is a
/// root switch, as one through a property holding the type is; the type's initializer setting it is where the app starts.
final class SharedInstanceChoiceTests: XCTestCase {
  func testAnAssignmentThroughTheSharedInstanceSwitchesRoots() {
    for holding in ["@ObservedObject private var session = Session.shared", "@ObservedObject private var session: Session = .shared"] {
      let file = LibraryMarkers("App.swift", """
        import FlowStacks
        import SwiftUI

        final class Session: ObservableObject {
          enum Phase { case out, signedIn }
          static let shared = Session()
          @Published var phase: Phase
          init() { 3️⃣phase = .out }
        }

        @main struct NotesApp: App { var body: some Scene { WindowGroup { Root() } } }

        struct Root: View {
          \(holding)
          var body: some View {
            switch session.phase {
            case .out: OutFlow()
            case .signedIn: InFlow()
            }
          }
        }

        enum Step: Hashable { case more }
        struct OutFlow: View {
          @State var routes: Routes<Step> = []
          var body: some View { FlowStack($routes, withNavigation: true) { Button("in") { Session.shared.1️⃣phase = .signedIn } } }
        }
        struct InFlow: View {
          @State var routes: Routes<Step> = []
          var body: some View { FlowStack($routes, withNavigation: true) { Button("out") { Session.shared.2️⃣phase = .out } } }
        }
        """)
      let graph = LibraryMarkers.read([file]).graph
      XCTAssertEqual(graph.edges(at: file["1"]).map(\.to), ["Root(phase).root:signedIn"], holding)
      XCTAssertEqual(graph.edges(at: file["2"]).map(\.to), ["Root(phase).root:out"], holding)
      // The initializer sets where the app starts: no switch.
      XCTAssertEqual(graph.edges(at: file["3"]), [], holding)
    }
  }
}

/// A root switch written in a destination builder's case (`case .code: CodeView(done: { session.phase = .in })`) is
/// from that screen, not from the flow showing the builder.
final class BuilderCaseRootSwitchTests: XCTestCase {
  func testAnAssignmentInABuilderCaseIsFromThatScreen() {
    let file = LibraryMarkers("App.swift", """
      import FlowStacks
      import SwiftUI

      final class Session: ObservableObject {
        enum Phase { case out, signedIn }
        static let shared = Session()
        @Published var phase: Phase = .out
      }

      @main struct NotesApp: App { var body: some Scene { WindowGroup { Root() } } }

      struct Root: View {
        @ObservedObject private var session = Session.shared
        var body: some View {
          switch session.phase {
          case .out: OutFlow()
          case .signedIn: Text("in")
          }
        }
      }

      enum OutScreen: Hashable { case code }
      struct OutFlow: View {
        @State var routes: Routes<OutScreen> = []
        var body: some View {
          FlowStack($routes, withNavigation: true) {
            Text("welcome")
              .flowDestination(for: OutScreen.self) { screen in
                switch screen {
                case .code: CodeView(done: { Session.shared.1️⃣phase = .signedIn })
                }
              }
          }
        }
      }
      struct CodeView: View {
        let done: () -> Void
        var body: some View { Button("OK", action: done) }
      }
      """)
    let graph = LibraryMarkers.read([file]).graph
    XCTAssertEqual(graph.edges(at: file["1"]).map(\.from), ["OutFlow.code"])
  }
}
