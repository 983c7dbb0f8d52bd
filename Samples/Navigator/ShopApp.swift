import Navigator
import SwiftUI

@main
struct ShopApp: App {
  let navigator = Navigator(rootScreen: ScreenID.home, viewFactory: AppViewFactory())

  var body: some Scene {
    WindowGroup {
      NavigationView.with(navigator) {
        HomeScreen()
      }
      .onOpenURL { url in
        Task {
          // A product link opens the catalog, then the product, one staged update.
          await navigator.navigateWith(stack: [.catalog(), .product(productID: url.lastPathComponent)])
        }
      }
    }
  }
}
