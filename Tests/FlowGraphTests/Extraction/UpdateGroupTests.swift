import FlowGraph
import XCTest

/// Calls of one function are one update, but calls in branches that exclude each other (the cases of a `switch`,
/// an `if` and its `else`, a `guard`'s body and what follows it) never run together: a view model's
/// `route(to:)` that switches over its destinations is one step per call, not a multi-step update. Checked on the
/// edges' groups and on what `multi-step-transition` says, for Stinsen and FlowStacks.
final class UpdateGroupTests: XCTestCase {
  private func multiStep(_ graph: FlowGraph) -> [Finding] {
    Linter(options: LintOptions()).lint(graph, sources: [:]).findings.filter { $0.rule == "multi-step-transition" }
  }

  func testStinsenCallsInDifferentBranchesAreNotOneUpdate() {
    let files = [
      LibraryMarkers("Account.swift", """
        import Stinsen
        import SwiftUI
        final class AccountCoordinator: NavigationCoordinatable {
          let stack = NavigationStack(initial: \\AccountCoordinator.start)
          @Root var start = makeStart
          @Route(.push) var orders = makeOrders
          @Route(.push) var profile = makeProfile
          @Route(.modal) var help = makeHelp
          @ViewBuilder func makeStart() -> some View { AccountScreen() }
          @ViewBuilder func makeOrders() -> some View { Text("orders") }
          @ViewBuilder func makeProfile() -> some View { Text("profile") }
          @ViewBuilder func makeHelp() -> some View { Text("help") }
        }
        struct AccountScreen: View {
          @StateObject var model = AccountModel()
          var body: some View { Button("go") { model.go(.orders) } }
        }
        """),
      LibraryMarkers("AccountModel.swift", """
        import Stinsen
        enum AccountRoute { case orders, profile, help, both }
        final class AccountModel: ObservableObject {
          @RouterObject var router: AccountCoordinator.Router?
          var signedIn = false
          func go(_ route: AccountRoute) {
            switch route {
            case .orders: router?.1️⃣route(to: \\.orders)
            case .profile:
              if signedIn { router?.2️⃣route(to: \\.profile) } else { router?.3️⃣route(to: \\.help) }
            case .help: router?.4️⃣route(to: \\.help)
            case .both:
              router?.5️⃣route(to: \\.orders)
              router?.6️⃣route(to: \\.profile)
            }
          }
          func checkout() {
            guard signedIn else { router?.7️⃣route(to: \\.help); return }
            router?.8️⃣route(to: \\.orders)
          }
          func twice() {
            router?.9️⃣route(to: \\.orders)
            router?.route(to: \\.profile)
          }
        }
        """),
    ]
    let graph = LibraryMarkers.read(files).graph
    let model = files[1]
    for marker in ["1", "2", "3", "4", "7", "8"] {
      XCTAssertEqual(graph.edges(at: model[marker]).map(\.group), [nil], "marker \(marker)")
    }
    // Two pushes in one case, and two in a function without branches, stay one update each.
    let both = graph.edges(at: model["5"]) + graph.edges(at: model["6"])
    XCTAssertEqual(both.count, 2)
    XCTAssertNotNil(both[0].group)
    XCTAssertEqual(both[0].group, both[1].group)
    XCTAssertNotNil(graph.edges(at: model["9"]).first?.group)
    XCTAssertNotEqual(graph.edges(at: model["9"]).first?.group, both[0].group)
    let findings = multiStep(graph)
    XCTAssertEqual(findings.map(\.location?.line).sorted { ($0 ?? 0) < ($1 ?? 0) }, [model["5"].line, model["9"].line])
  }

  func testFlowStacksChangesInDifferentBranchesAreNotOneUpdate() {
    let files = [
      LibraryMarkers("Flow.swift", """
        import FlowStacks
        import SwiftUI
        enum Screen: Hashable { case home, list, detail, settings }
        struct FlowCoordinator: View {
          @State var routes: Routes<Screen> = [.root(.home)]
          var body: some View {
            Router($routes) { screen, _ in
              switch screen {
              case .home: Button("list") { open(.list) }
              case .list: Text("list")
              case .detail: Text("detail")
              case .settings: Text("settings")
              }
            }
          }
          func open(_ screen: Screen) {
            switch screen {
            case .list: routes.1️⃣push(.list)
            case .detail:
              routes.2️⃣push(.list)
              routes.3️⃣push(.detail)
            default:
              if screen == .settings { routes.4️⃣presentSheet(.settings) } else { routes.5️⃣goBackToRoot() }
            }
          }
        }
        """),
    ]
    let graph = LibraryMarkers.read(files).graph
    let flow = files[0]
    XCTAssertEqual(graph.edges(at: flow["1"]).map(\.group), [nil])
    XCTAssertEqual(graph.edges(at: flow["4"]).map(\.group), [nil])
    let detail = graph.edges(at: flow["2"]) + graph.edges(at: flow["3"])
    XCTAssertEqual(detail.count, 2)
    XCTAssertNotNil(detail[0].group)
    XCTAssertEqual(detail[0].group, detail[1].group)
    XCTAssertEqual(multiStep(graph).map(\.location?.line), [flow["2"].line])
  }
}
