/// Declared here the way FlowStacks 0.6+ declares `Route` (and gets `Codable` synthesized when Screen is).
enum Route<Screen> {
  case push(Screen)
  case sheet(Screen, withNavigation: Bool)
  case cover(Screen, withNavigation: Bool)

  static func root(_ screen: Screen, withNavigation: Bool = false) -> Route { .sheet(screen, withNavigation: withNavigation) }
}

extension Route: Codable where Screen: Codable {}
extension Route: Equatable where Screen: Equatable {}

/// An app's screen enum with the payload shapes apps use.
enum Screen: Codable, Equatable {
  case home
  case detail(Int)
  case profile(userID: String)
  case settings(SettingsScreen)
}

enum SettingsScreen: Codable, Equatable {
  case account, privacy
}

/// A screen enum with String raw values encodes each case as its name.
enum TabScreen: String, Codable {
  case feed, search
}
