import FlowGraph
import XCTest

/// An app's own router protocol that a coordinator implements, with a method named as one of Stinsen's
/// (`protocol BookingRouter { func pop() }`, `extension StayCoordinator: BookingRouter { func pop() { popLast() } }`):
/// `router?.pop()` in a screen's model calls the app's method, so the coordinator's back action is that screen's, as
/// it is for a method of any other name.
final class StinsenAppRouterProtocolTests: XCTestCase {
  private func app(_ method: String) -> LibraryMarkers {
    LibraryMarkers("Stay.swift", """
      import Stinsen
      import SwiftUI

      @main
      struct StayApp: App {
        var body: some Scene { WindowGroup { NavigationViewCoordinator(StayCoordinator()).view() } }
      }

      protocol BookingRouter: AnyObject { func \(method)() }

      final class StayCoordinator: NavigationCoordinatable {
        let stack = NavigationStack(initial: \\StayCoordinator.start)
        @Root var start = makeStart
        @Route(.push) var booking = makeBooking
        @ViewBuilder func makeStart() -> some View { StartScreen() }
        @ViewBuilder func makeBooking() -> some View {
          let model = BookingModel()
          model.router = self
          BookingScreen(model: model)
        }
      }

      extension StayCoordinator: BookingRouter {
        func \(method)() { 1️⃣popLast(nil) }
      }

      final class BookingModel: ObservableObject {
        weak var router: BookingRouter?
        func save() { router?.\(method)() }
      }

      struct BookingScreen: View {
        @ObservedObject var model: BookingModel
        var body: some View { Button("Save") { model.save() } }
      }

      struct StartScreen: View {
        @EnvironmentObject var router: StayCoordinator.Router
        var body: some View { Button("Book") { router.route(to: \\.booking) } }
      }
      """)
  }

  func testAMethodNamedAsStinsensIsTheAppsOwnAndItsBackIsTheCallingScreens() {
    for method in ["pop", "close", "popToRoot"] {
      let file = app(method)
      let backs = LibraryMarkers.read([file]).graph.backActions.filter { $0.location == file["1"] }
      XCTAssertEqual(backs.map { "\($0.screen) \($0.action.rawValue)" }, ["StayCoordinator.booking popLast"], method)
    }
  }
}
