import FlowStacks
import SwiftUI

enum ShopScreen { case catalog, basket, reviews }

final class ShopCoordinator: ObservableObject {
  @Published var routes: Routes<ShopScreen> = [.root(.catalog, embedInNavigationView: true)]

  func showBasket() { routes.push(.basket) }
  func showReviews() { routes.push(.reviews) }

  // unused-navigation-helper: nothing calls this private method, so the sheet it opens is dead code.
  private func showBasketAsSheet() { routes.presentSheet(.basket) }
}

struct ShopView: View {
  // coordinator-state-not-owned: the view creates the coordinator but does not own it, so SwiftUI may make a new
  // one (with an empty stack) whenever the parent redraws. `@StateObject` keeps it.
  @ObservedObject var coordinator = ShopCoordinator()

  var body: some View {
    Router($coordinator.routes) { screen, _ in
      switch screen {
      case .catalog: CatalogView(onBasket: coordinator.showBasket, onReviews: coordinator.showReviews)
      case .basket: BasketView()
      case .reviews: ReviewsView()
      }
    }
  }
}

struct CatalogView: View {
  let onBasket: () -> Void
  let onReviews: () -> Void

  var body: some View {
    VStack {
      Button("Basket", action: onBasket)
      // navigation-link-tap-gesture: the tap gesture takes the tap, so the link never opens its destination.
      NavigationLink(destination: ReviewsView()) {
        Text("Reviews")
          .onTapGesture { onReviews() }
      }
    }
  }
}

struct BasketView: View {
  var body: some View { Text("Basket") }
}

struct ReviewsView: View {
  var body: some View { Text("Reviews") }
}
