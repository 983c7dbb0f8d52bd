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

/// Settings links to the deals on iOS; like every screen that navigates, it applies `.bindNavigation`.
struct SettingsScreen: ScreenView {
  @EnvironmentObject var navigator: Navigator<ScreenID, AppViewFactory>
  @State var showNextScreen = false
  var screenId: ScreenID

  var body: some View {
    VStack {
      #if os(iOS)
      Button("Deals") { navigator.navigate(to: .promo()) }
      #else
      Text("Settings")
      #endif
    }
    .bindNavigation(self, binding: $showNextScreen)
  }
}
