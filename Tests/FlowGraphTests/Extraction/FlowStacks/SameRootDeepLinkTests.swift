import XCTest

@testable import FlowGraph

/// Routes set as a whole from a screen (`routes = [.root(.home), .push(.album), .sheet(.player)]`, a deep link): a
/// root the list keeps where the screen setting it already is, is no root switch; one set from another screen is.
final class SameRootDeepLinkTests: XCTestCase {
  func testADeepLinkKeepingTheRootItIsSetFromSwitchesNothing() {
    let app = Marked("""
      import FlowStacks
      import SwiftUI

      enum Screen { case home, album, player, settings }

      final class MusicCoordinator: ObservableObject {
        @Published var routes: Routes<Screen> = []
        init() { routes = [.root(.settings, embedInNavigationView: true)] }
        func openLatest() { routes = [1️⃣.root(.home, embedInNavigationView: true), 2️⃣.push(.album), .sheet(.player)] }
        func openHome() { routes = [3️⃣.root(.home, embedInNavigationView: true)] }
      }

      struct MusicCoordinatorView: View {
        @StateObject var coordinator = MusicCoordinator()
        var body: some View {
          Router($coordinator.routes) { screen, _ in
            switch screen {
            case .home: Button("Latest") { coordinator.openLatest() }
            case .settings: Button("Home") { coordinator.openHome() }
            case .album, .player: Text("")
            }
          }
        }
      }
      """, path: "Music.swift")
    let graph = extract(app).graph
    XCTAssertEqual(graph.edges.filter { $0.location == app["1️⃣"] }, [])
    XCTAssertEqual(graph.edges.filter { $0.location == app["2️⃣"] }.map { "\($0.from) \($0.kind.rawValue) \($0.to)" },
                   ["MusicCoordinator.home set-routes MusicCoordinator.album"])
    XCTAssertEqual(graph.edges.filter { $0.location == app["3️⃣"] }.map { "\($0.from) \($0.kind.rawValue) \($0.to)" },
                   ["MusicCoordinator.settings root-switch MusicCoordinator.home"])
  }
}
