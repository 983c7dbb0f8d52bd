#if os(iOS)
import Stinsen
import SwiftUI

/// Settings on iOS: notifications can be configured.
final class SettingsCoordinator: NavigationCoordinatable {
  let stack = NavigationStack(initial: \SettingsCoordinator.start)

  @Root var start = makeStart
  @Route(.push) var notifications = makeNotifications

  @ViewBuilder func makeStart() -> some View {
    SettingsScreen()
  }

  @ViewBuilder func makeNotifications() -> some View {
    Text("Notifications")
  }
}
#endif
