import Navigator
import SwiftUI

struct PromoScreen: ScreenView {
  @EnvironmentObject var navigator: Navigator<ScreenID, AppViewFactory>
  @State var showNextScreen = false
  var screenId: ScreenID

  var body: some View {
    Button("Shop the deal") { navigator.navigate(to: .catalog()) }
      .bindNavigation(self, binding: $showNextScreen)
  }
}

/// Settings navigates but forgets `.bindNavigation`: the push never shows (a lint finding).
struct SettingsScreen: ScreenView {
  @EnvironmentObject var navigator: Navigator<ScreenID, AppViewFactory>
  var screenId: ScreenID

  var body: some View {
    #if os(iOS)
    Button("Deals") { navigator.navigate(to: .promo()) }
    #else
    Text("Settings")
    #endif
  }
}
