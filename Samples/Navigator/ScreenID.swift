import Foundation

enum ScreenID: Hashable {
  case home
  case catalog(id: UUID = UUID())
  case product(productID: String)
  case cart(id: UUID = UUID())
  case checkout(id: UUID = UUID())
  case receipt(orderID: String)
  case promo(id: UUID = UUID())
  case settings
}
