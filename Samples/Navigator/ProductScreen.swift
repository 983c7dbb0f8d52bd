import Navigator
import SwiftUI

struct ProductScreen: ScreenView {
  @EnvironmentObject var navigator: Navigator<ScreenID, AppViewFactory>
  @State var showNextScreen = false
  var screenId: ScreenID
  let productID: String

  var body: some View {
    VStack {
      Button("Add to cart") { navigator.navigate(to: .cart()) }
      Button("Back") { navigator.pop() }
    }
    .bindNavigation(self, binding: $showNextScreen)
  }
}

struct CartScreen: ScreenView {
  @EnvironmentObject var navigator: Navigator<ScreenID, AppViewFactory>
  @State var showNextScreen = false
  var screenId: ScreenID

  var body: some View {
    Button("Check out") { navigator.navigate(to: .checkout()) }
      .bindNavigation(self, binding: $showNextScreen)
  }
}

struct CheckoutScreen: ScreenView {
  @EnvironmentObject var navigator: Navigator<ScreenID, AppViewFactory>
  @State var showNextScreen = false
  var screenId: ScreenID
  var pending: ScreenID?

  var body: some View {
    VStack {
      Button("Pay") { navigator.navigate(to: .receipt(orderID: "A-1")) }
      Button("Resume") { navigator.navigate(to: pending ?? .cart()) }
    }
    .bindNavigation(self, binding: $showNextScreen)
  }
}

struct ReceiptScreen: ScreenView {
  @EnvironmentObject var navigator: Navigator<ScreenID, AppViewFactory>
  @State var showNextScreen = false
  var screenId: ScreenID
  let orderID: String

  var body: some View {
    Button("Done") { navigator.popToRoot() }
      .bindNavigation(self, binding: $showNextScreen)
  }
}
