import Stinsen
import SwiftUI

struct ProfileScreen: View {
  @EnvironmentObject var main: MainCoordinator.Router

  var body: some View {
    Button("Sign out") {
      AuthService.shared.signOut()
      main.root(\.unauthenticated)
    }
  }
}
