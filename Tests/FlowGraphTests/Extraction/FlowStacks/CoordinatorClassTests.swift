import FlowGraph
import XCTest

/// Coordinator classes as apps build them on FlowStacks: routes inherited from a generic base class (Swift gives a
/// subclass its superclass's properties, the base's parameter bound to what the subclass writes), a router reading
/// `self.$viewModel.routes`, and a child coordinator carried in a screen's value (its type, or a protocol it alone
/// conforms to) to a view built elsewhere.
final class CoordinatorClassTests: XCTestCase {
  private let base = LibraryMarkers("BaseFlow.swift", """
    import FlowStacks
    import Observation

    @Observable open class BaseFlow<Screen: Hashable> {
      public var routes: Routes<Screen> = []
      public init() {}
    }
    """)

  private let app = LibraryMarkers("App.swift", """
    import FlowStacks
    import SwiftUI

    protocol SignInFlowProtocol: AnyObject {}

    final class AppFlow: BaseFlow<AppFlow.Screen> {
      enum Screen: Hashable {
        case signIn(SignInFlowProtocol)
        case home
      }
      func start() { routes = [1️⃣.root(.signIn(SignInFlow()), embedInNavigationView: true)] }
      func signedIn() { routes.2️⃣push(.home) }
    }

    final class SignInFlow: BaseFlow<SignInFlow.Screen>, SignInFlowProtocol {
      enum Screen: Hashable { case form, help }
      override init() {
        super.init()
        routes = [.root(.form)]
      }
      func help() { routes.3️⃣presentSheet(.help) }
    }

    struct AppFlowView: View {
      @State private var flow = AppFlow()
      var body: some View {
        Router(self.$flow.routes) { screen, _ in
          switch screen {
          case .signIn(let child): Factory.make(child)
          case .home: Text("home")
          }
        }
      }
    }

    enum Factory {
      static func make(_ child: SignInFlowProtocol) -> AnyView { AnyView(Text("resolved elsewhere")) }
    }

    struct SignInFlowView: View {
      @State var flow: SignInFlow
      var body: some View {
        Router(self.$flow.routes) { screen, _ in
          switch screen {
          case .form: Button("help") { flow.help() }
          case .help: Text("help")
          }
        }
      }
    }

    @main
    struct FlowApp: App {
      var body: some Scene { WindowGroup { AppFlowView() } }
    }
    """)

  func testSubclassesOfAGenericBaseAreCoordinatorsOfTheirOwnScreens() {
    let result = LibraryMarkers.read([base, app])
    XCTAssertEqual(result.warnings.map(\.message), [])
    XCTAssertEqual(result.graph.coordinators.map(\.id), ["AppFlow", "SignInFlow"])
    XCTAssertEqual(result.graph.edges(at: app["2"]).map { "\($0.from) \($0.kind.rawValue) \($0.to)" }, ["AppFlow push AppFlow.home"])
    XCTAssertEqual(result.graph.edges(at: app["3"]).map { "\($0.from) \($0.kind.rawValue) \($0.to)" },
                   ["SignInFlow.form sheet SignInFlow.help"])
    XCTAssertEqual(result.graph.entryPoints.map(\.target), ["AppFlow"])
  }

  func testAChildCarriedInAScreensValueIsShownByThatScreen() {
    let graph = LibraryMarkers.read([base, app]).graph
    XCTAssertEqual(graph.screen("AppFlow.signIn")?.views, ["SignInFlow"])
    XCTAssertTrue(graph.edgeLines.contains("AppFlow.signIn -embed-> SignInFlow"), graph.edgeLines.joined(separator: "\n"))
    let findings = Linter(options: LintOptions(onlyRules: ["unreachable-coordinator", "unreachable-screen"])).lint(graph).findings
    XCTAssertEqual(findings.map(\.message), [])
  }

  /// A subclass of a coordinator (a test double) inherits its routes, and is that coordinator, not another one.
  func testASubclassOfAConcreteCoordinatorIsNoCoordinatorOfItsOwn() {
    let mock = LibraryMarkers("Mock.swift", """
      final class AppFlowMock: AppFlow {
        var pushed = 0
        override func signedIn() { pushed += 1 }
      }
      """)
    let graph = LibraryMarkers.read([base, app, mock]).graph
    XCTAssertEqual(graph.coordinators.map(\.id), ["AppFlow", "SignInFlow"])
  }
}
