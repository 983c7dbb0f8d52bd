#if os(macOS)
import Stinsen
import SwiftUI

/// Settings on macOS: a sheet with the about box.
final class SettingsCoordinator: NavigationCoordinatable {
  let stack = NavigationStack(initial: \SettingsCoordinator.start)

  @Root var start = makeStart
  @Route(.modal) var about = makeAbout

  @ViewBuilder func makeStart() -> some View {
    SettingsScreen()
  }

  @ViewBuilder func makeAbout() -> some View {
    Text("About")
  }
}
#endif
