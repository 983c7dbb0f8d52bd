/// A routes element shaped like FlowStacks' `Route<Screen>`, so the synthesized `Codable` encoding matches.
enum ShopRoute: Codable, Equatable {
  case push(ShopScreen)
  case sheet(ShopScreen, withNavigation: Bool)
  case cover(ShopScreen, withNavigation: Bool)

  var isPush: Bool { if case .push = self { return true } else { return false } }
}

/// A screen enum with payloads, like an app's FlowStacks `Screen`.
enum ShopScreen: Codable, Equatable {
  case home
  case catalog
  case product(Int)
  case reviews(productID: Int)
  case cart
  case checkout
  case login
  case settings
}
