import Navigator
import SwiftUI

struct HomeScreen: ScreenView {
  @EnvironmentObject var navigator: Navigator<ScreenID, AppViewFactory>
  @State var showNextScreen = false
  var screenId = ScreenID.home

  var body: some View {
    List {
      Button("Shop") { navigator.navigate(to: .catalog()) }
      Button("Today's deal") { navigator.navigate(to: nextPromotion()) }
      Button("Settings") { navigator.navigate(to: .settings) }
    }
    .navigationTitle("Home")
    .bindNavigation(self, binding: $showNextScreen)
  }

  /// The banner shows either a promotion or the catalog.
  func nextPromotion() -> ScreenID {
    [ScreenID.promo(), ScreenID.catalog()].randomElement()!
  }
}
