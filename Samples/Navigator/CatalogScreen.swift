import Navigator
import SwiftUI

final class CatalogViewModel: ObservableObject {
  let navigator: Navigator<ScreenID, AppViewFactory>
  @Published var products: [String] = ["tea", "cups"]

  init(navigator: Navigator<ScreenID, AppViewFactory>) {
    self.navigator = navigator
  }

  func open(_ productID: String) {
    navigator.navigate(to: .product(productID: productID))
  }
}

struct CatalogScreen: ScreenView {
  @EnvironmentObject var navigator: Navigator<ScreenID, AppViewFactory>
  @State var showNextScreen = false
  var screenId: ScreenID

  var body: some View {
    CatalogList(model: CatalogViewModel(navigator: navigator))
      .bindNavigation(self, binding: $showNextScreen)
  }
}

struct CatalogList: View {
  @ObservedObject var model: CatalogViewModel

  var body: some View {
    List(model.products, id: \.self) { product in
      Button(product) { model.open(product) }
    }
  }
}
