import Foundation
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

struct SettingsScreen: View {
  var body: some View { Text("Settings") }
}
