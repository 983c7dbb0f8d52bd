import Navigator
import SwiftUI

class AppViewFactory: ViewFactory {
  @ViewBuilder
  func makeView(screenType: ScreenWrapper<ScreenID>) -> some View {
    switch screenType {
    case .screenWrapper(let screenID):
      switch screenID {
      case .home:
        HomeScreen()
      case .catalog:
        CatalogScreen(screenId: screenID!)
      case .product(let productID):
        ProductScreen(screenId: screenID!, productID: productID)
      case .cart:
        CartScreen(screenId: screenID!)
      case .checkout:
        CheckoutScreen(screenId: screenID!)
      case .receipt(let orderID):
        ReceiptScreen(screenId: screenID!, orderID: orderID)
      case .promo:
        PromoScreen(screenId: screenID!)
      case .settings:
        SettingsScreen(screenId: screenID!)
      case .none:
        EmptyView()
      }
    }
  }
}
