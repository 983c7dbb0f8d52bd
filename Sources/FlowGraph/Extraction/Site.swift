/// Where code sits: the type and member around it and, inside a destination builder or a route value,
/// the screen(s) it builds. Screen attribution starts from this key.
public struct ContextKey: Hashable, Codable, Sendable {
  /// Qualified name of the enclosing type (nil at file level).
  public var type: String?
  public var file: String
  /// Enclosing function, property or initializer of that type.
  public var member: String?
  /// Set inside a builder case (`case .home: HomeView()`) or a route value (`.home(.init(onGo: next))`).
  public var screen: ScreenContext?
  /// Set inside a closure (or a method handed on) stored in another object's property (`model.onSelect = { … }`):
  /// that code runs where the object's code calls the property, not where it is stored. Kept as one string
  /// (`ClosureSlot.key`): a key is copied and hashed everywhere, and few have one.
  var slotKey: String? = nil

  public var slot: ClosureSlot? {
    get { slotKey.flatMap(ClosureSlot.init(key:)) }
    set { slotKey = newValue?.key }
  }

  public init(type: String?, file: String, member: String?, screen: ScreenContext? = nil, slot: ClosureSlot? = nil) {
    self.type = type
    self.file = file
    self.member = member
    self.screen = screen
    self.slotKey = slot?.key
  }
}

/// The property of another object a closure is stored in (`ContextKey.slot`).
public struct ClosureSlot: Hashable, Codable, Sendable {
  /// The name holding the object: a property of the enclosing type, or a local or parameter (`local`).
  public var holder: String
  /// Whether `holder` is a local or a parameter rather than a property of the enclosing type.
  public var local: Bool
  /// The type a local holder is made as (`let model = ListModel()`), when its value says.
  public var holderType: String?
  /// The property the closure is stored in.
  public var property: String

  public init(holder: String, local: Bool, holderType: String?, property: String) {
    self.holder = holder
    self.local = local
    self.holderType = holderType
    self.property = property
  }

  /// The closure SwiftUI runs each time the publisher a property of the enclosing type holds emits (`.onReceive(steps)
  /// { step in … }`): its code runs for the code that makes the publisher emit (`Attribution`). Kept as a slot with
  /// no property: no object's property holds the closure.
  static func received(from property: String) -> ClosureSlot {
    ClosureSlot(holder: property, local: false, holderType: nil, property: "")
  }

  /// Whether this is a publisher's receiving closure (`received(from:)`) rather than a closure stored in a property.
  var isReceived: Bool { property.isEmpty }

  /// The fields joined by a control character no name holds.
  var key: String { [holder, local ? "1" : "0", holderType ?? "", property].joined(separator: "\u{1}") }

  init?(key: String) {
    let parts = key.split(separator: "\u{1}", omittingEmptySubsequences: false).map(String.init)
    guard parts.count == 4 else { return nil }
    self.init(holder: parts[0], local: parts[1] == "1", holderType: parts[2].isEmpty ? nil : parts[2], property: parts[3])
  }
}

/// A builder case or route value: the screen path(s) it stands for and which routes state they belong to.
public struct ScreenContext: Hashable, Codable, Sendable {
  public var anchor: StateRef
  /// Each path is a case name with nested cases (`settings.about` as `["settings", "about"]`).
  public var paths: [[String]]
}

/// A reference to navigation state, resolved by the linker through declared property types.
public struct StateRef: Hashable, Codable, Sendable {
  /// The type whose members the path starts from.
  public var type: String?
  public var file: String
  /// Property path (`["viewModel", "routes"]`); nil when the state is implicit (a `FlowLink`, a destination
  /// modifier without binding): then the screen the code belongs to decides.
  public var path: [String]?
  /// The screen type when the code names it (`flowDestination(for: Screen.self)`, `Screen.detail`).
  public var screenType: String?
  /// The method of `type` a builder closure hands its screen to (`{ screen in makeView(screen) }`): the routes are
  /// those of the builder that does (`DestinationBuilder.delegate`), none where no builder does.
  public var builderMethod: String? = nil
}

/// A fact's place: its context, the update unit (function or closure) it belongs to, position, platforms.
public struct Site: Hashable, Codable, Sendable {
  public var context: ContextKey
  /// Id of the innermost function or closure: calls with the same unit are one update.
  public var unit: String
  public var location: SourceLocation
  /// From enclosing `#if os(...)` branches; empty means every platform.
  public var platforms: [String]
  /// The branches of its unit it is in (`switch` cases, `if`/`else` and `guard` bodies), outermost first, each by
  /// the line and column where it starts (`"12:9/14:13"`, a `guard`'s body as `"guard 12:9"`, an arm of a `switch`
  /// over a plain name, a parameter or local, as `"case 12:9"`); nil outside any. Two
  /// calls of one unit in branches neither of which encloses the other never run in one update (`UpdateGroups`).
  public var branch: String? = nil
}

/// Which calls of a library run in one update, the group their edges share (`Edge.group`) for the multi-step rules.
/// Calls of one unit (function or closure) are one update. Where the unit's calls are in branches that exclude
/// each other (`case .a: router.route(to: \.a)` and `case .b: router.route(to: \.b)`), only calls in the same
/// branch are: one in an enclosing branch may run with either, and no single group says that, so it is left out
/// of both and the rules stay silent on it. A `guard`'s body leaves the unit, so it never runs with what follows
/// the `guard` either: a unit with one counts as branching.
struct UpdateGroups {
  private var branches: [String: Set<String>] = [:]
  private var sizes: [String: Int] = [:]
  private var divergent: Set<String> = []

  /// `steps`: how many edges or back actions the call adds.
  init(_ sites: [(site: Site, steps: Int)]) {
    for (site, _) in sites { branches[site.unit, default: []].insert(site.branch ?? "") }
    for (unit, paths) in branches where Self.diverge(paths) { divergent.insert(unit) }
    for (site, steps) in sites { sizes[key(site), default: 0] += steps }
  }

  /// The group of a call's edges: nil when it is the only step of its update.
  func group(_ site: Site) -> String? {
    let key = key(site)
    return (sizes[key] ?? 0) > 1 ? key : nil
  }

  private func key(_ site: Site) -> String {
    divergent.contains(site.unit) ? "\(site.unit)@\(site.branch ?? "")" : site.unit
  }

  /// Whether two of the paths are in branches neither of which encloses the other.
  private static func diverge(_ paths: Set<String>) -> Bool {
    if paths.contains(where: { $0.hasPrefix("guard ") || $0.contains("/guard ") }) { return true }
    let split = paths.map { $0.isEmpty ? [] : $0.split(separator: "/") }
    for (i, a) in split.enumerated() {
      for b in split[(i + 1)...] where !(a.starts(with: b) || b.starts(with: a)) { return true }
    }
    return false
  }
}
