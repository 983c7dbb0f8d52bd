import FlowGraph
import XCTest

/// Routes set by a Combine subscription (`expired.map { [.root(.login)] }.assign(to: &$routes)`): whenever the
/// publisher emits, the routes become the list the last `map` returns — an update from the code that subscribes.
final class CombineAssignTests: XCTestCase {
  private func session(_ subscription: String) -> LibraryMarkers {
    LibraryMarkers("Session.swift", """
      import Combine
      import FlowStacks
      import SwiftUI

      enum Screen: Hashable { case splash, login, home }

      final class Session: ObservableObject {
        @Published var routes: Routes<Screen> = [.root(.splash, embedInNavigationView: true)]
        @Published var banner: String = ""
        private var bag = Set<AnyCancellable>()
        init(expired: AnyPublisher<Void, Never>) {
          \(subscription)
        }
      }

      struct SessionView: View {
        @StateObject var session = Session(expired: Empty().eraseToAnyPublisher())
        var body: some View {
          Router($session.routes) { screen, _ in
            switch screen {
            case .splash: Text("splash")
            case .login: Text("login")
            case .home: Text("home")
            }
          }
        }
      }
      """)
  }

  private func edges(_ subscription: String) -> [String] {
    let file = session(subscription)
    return LibraryMarkers.read([file]).graph.edges.map { "\($0.from) \($0.kind.rawValue) \($0.to) \($0.location.map { "\($0.line)" } ?? "")" }.sorted()
  }

  func testAMappedRouteListAssignedToTheRoutesIsAnUpdate() {
    XCTAssertEqual(edges("expired.map { _ in [.root(.login)] }.receive(on: DispatchQueue.main).assign(to: &$routes)"),
                   ["Session root-switch Session.login 12"])
    XCTAssertEqual(edges("expired.map { [.root(.login), .push(.home)] }.assign(to: \\.routes, on: self).store(in: &bag)"),
                   ["Session root-switch Session.login 12", "Session set-routes Session.home 12"])
  }

  func testOtherAssignmentsAreNotRoutes() {
    // A list computed elsewhere, another property, or no `map` at all: nothing known to draw.
    XCTAssertEqual(edges("expired.map { _ in Session.start() }.assign(to: &$routes)"), [])
    XCTAssertEqual(edges("expired.map { _ in \"expired\" }.assign(to: &$banner)"), [])
    XCTAssertEqual(edges("Just([Route<Screen>.root(.home)]).assign(to: &$routes)"), [])
  }
}
