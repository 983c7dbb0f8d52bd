/// A deterministic walk through a shop app's routes: pushes, pops, sheets, covers, deep links, back to root.
struct RandomWalk {
  private var state: UInt64
  private(set) var routes: [ShopRoute] = [.sheet(.home, withNavigation: true)]

  init(seed: UInt64) { state = seed }

  /// SplitMix64: tiny, fast, and the same sequence everywhere.
  mutating func next(_ bound: Int) -> Int {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return Int((z ^ (z >> 31)) % UInt64(bound))
  }

  mutating func screen() -> ShopScreen {
    switch next(8) {
    case 0: return .catalog
    case 1: return .product(next(500))
    case 2: return .reviews(productID: next(500))
    case 3: return .cart
    case 4: return .checkout
    case 5: return .login
    case 6: return .settings
    default: return .home
    }
  }

  /// Changes the routes once (the change may be empty, e.g. a pop on the root).
  mutating func step() {
    let roll = next(100)
    switch roll {
    case 0..<40 where routes.count < 9: routes.append(.push(screen()))
    case 40..<65: if routes.count > 1 { routes.removeLast() }
    case 65..<75 where routes.count < 9: routes.append(.sheet(screen(), withNavigation: next(2) == 0))
    case 75..<80 where routes.count < 9: routes.append(.cover(screen(), withNavigation: true))
    case 80..<85: routes = [routes[0], .push(.catalog), .push(.product(next(500))), .push(.reviews(productID: 1))]
    case 85..<92: routes = [routes[0]]
    default:
      // Dismiss the top presented layer with everything pushed on it.
      if let index = routes.indices.dropFirst().last(where: { !routes[$0].isPush }) { routes.removeSubrange(index...) }
    }
  }
}
