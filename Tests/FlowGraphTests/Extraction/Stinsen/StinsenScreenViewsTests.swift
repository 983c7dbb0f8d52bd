import FlowGraph
import XCTest

/// A Stinsen factory that builds a screen's model and services before its view (`let model = LoginModel(…);
/// model.router = self; return LoginView(model: model)`): the screen's views are the view structs it builds, not the
/// classes it hands them.
final class StinsenScreenViewsTests: XCTestCase {
  func testAFactorysModelsAndServicesAreNotViews() {
    let file = LibraryMarkers("App.swift", """
      import Stinsen
      import SwiftUI

      final class AppCoordinator: NavigationCoordinatable {
        let stack = NavigationStack(initial: \\AppCoordinator.login)
        @Root var login = makeLogin
        @Route(.push) var call = makeCall
        @ViewBuilder func makeLogin() -> some View {
          let model = LoginModel(auth: AuthService())
          LoginView(model: model)
        }
        @ViewBuilder func makeCall() -> some View {
          CallView(model: CallModel(media: MediaSession()), header: CallHeader())
        }
      }
      final class LoginModel: ObservableObject { init(auth: AuthService) {} }
      final class CallModel: ObservableObject { init(media: MediaSession) {} }
      final class AuthService {}
      actor MediaSession {}
      struct CallHeader: View { var body: some View { Text("call") } }
      struct LoginView: View { @ObservedObject var model: LoginModel; var body: some View { Text("login") } }
      struct CallView<Header: View>: View { @ObservedObject var model: CallModel; let header: Header; var body: some View { header } }
      """)
    let graph = LibraryMarkers.read([file]).graph
    XCTAssertEqual(graph.screens.map { "\($0.id): \($0.views.joined(separator: ", "))" }.sorted(), [
      "AppCoordinator.call: CallHeader, CallView", "AppCoordinator.login: LoginView",
    ])
  }
}
