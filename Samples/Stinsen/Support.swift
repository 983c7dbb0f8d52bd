import Foundation
import Stinsen
import SwiftUI

final class AuthService: ObservableObject {
  static let shared = AuthService()
  @Published var user: String?
  func signIn() { user = "me" }
  func signOut() { user = nil }
}

struct Todo: Identifiable {
  let id: UUID
  let name: String
}

struct TodoLink {
  let id: UUID
  init?(url: URL) {
    guard let id = UUID(uuidString: url.lastPathComponent) else { return nil }
    self.id = id
  }
}

/// Shared by the iOS and macOS settings coordinators: each platform routes to its own screens.
struct SettingsScreen: View {
  @EnvironmentObject var router: SettingsCoordinator.Router

  var body: some View {
    #if os(iOS)
    Button("Notifications") { router.route(to: \.notifications) }
    #else
    Button("About") { router.route(to: \.about) }
    #endif
  }
}
