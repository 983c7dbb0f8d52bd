import FlowStacks
import SwiftUI

enum OrderScreen { case cart, payment, offer }

final class PaymentModel: ObservableObject {
  @Published var paid = false
}

final class OrderCoordinator: ObservableObject {
  @Published var routes: Routes<OrderScreen> = [.root(.cart, embedInNavigationView: true)]
  // state-outside-view: SwiftUI only manages @StateObject inside a View; in a class it is never installed.
  @StateObject var payments = PaymentModel()

  func pay() { routes.push(.payment) }
}

struct OrderFlow: View {
  @StateObject var coordinator = OrderCoordinator()

  var body: some View {
    Router($coordinator.routes) { screen, _ in
      switch screen {
      case .cart: CartView(onPay: coordinator.pay, onOffer: { coordinator.routes.presentCover(.offer) })
      case .payment: PaymentView()
      case .offer: OfferView(onClose: { coordinator.routes.goBack() })
      }
    }
  }
}

struct CartView: View {
  let onPay: () -> Void
  let onOffer: () -> Void

  var body: some View {
    Button("Pay", action: onPay)
      // cover-on-appear: closing the offer makes the cart appear again, and onAppear shows the offer again.
      .onAppear { onOffer() }
  }
}

struct OfferView: View {
  let onClose: () -> Void
  var body: some View { Button("No, thanks", action: onClose) }
}

struct PaymentView: View {
  var body: some View { Text("Paid") }
}
