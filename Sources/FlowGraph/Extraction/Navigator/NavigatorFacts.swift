/// A class with `makeView(screenType:)`: flopshot Navigator's view factory, whose switch maps `ScreenID` cases to views.
public struct NavigatorFactoryDecl: Hashable, Codable, Sendable {
  public var type: String
  public var file: String
  /// The `ScreenID` enum (`ScreenWrapper<ScreenID>`'s argument).
  public var screenType: String?
  public var location: SourceLocation
}

/// One arm of the factory's switch: the cases it handles and the views it builds.
public struct NavigatorArm: Hashable, Codable, Sendable {
  public var factory: String
  public var cases: [String]
  public var views: [String]
  public var location: SourceLocation
}

/// `Navigator(rootScreen: ScreenID.root, viewFactory: AppViewFactory())`.
public struct NavigatorRoot: Hashable, Codable, Sendable {
  public var factory: String?
  public var root: String?
  public var location: SourceLocation
}

/// Where a navigation call sends the user.
public enum NavigatorDestination: Hashable, Codable, Sendable {
  case screen(String)
  /// A function computes it (`anotherScreen()`): resolved when the function returns a fixed set of cases.
  case function(name: String, text: String)
  case expression(String)
}

/// `navigator.navigate(to:)`, `navigateWith(stack:)`, `pop()`, `popToRoot()`.
public struct NavigatorCall: Hashable, Codable, Sendable {
  public enum Action: Hashable, Codable, Sendable {
    case navigate(NavigatorDestination)
    case stack([NavigatorDestination])
    case back(BackActionKind)
  }
  public var receiver: [String]?
  public var receiverText: String
  public var action: Action
  public var site: Site
}

/// A function whose every `return` is a `ScreenID` case literal (nil cases: it returns something else too).
public struct NavigatorFunction: Hashable, Codable, Sendable {
  public var type: String?
  public var file: String
  public var name: String
  public var cases: [String]?
}

/// Everything the Navigator extractor found in one file.
public struct NavigatorFacts: Hashable, Codable, Sendable {
  public var factories: [NavigatorFactoryDecl] = []
  public var arms: [NavigatorArm] = []
  public var roots: [NavigatorRoot] = []
  /// Types (with their files) whose code applies `.bindNavigation(self, binding:)`.
  public var bindings: [String] = []
  public var calls: [NavigatorCall] = []
  public var functions: [NavigatorFunction] = []
  /// `NavigationView.with(_:)` was used: the navigator's root is in a NavigationView.
  public var container = false
  /// Uses read by this extractor (with factory arms as screen contexts), replacing the shared ones of its files.
  public var uses = LibraryUses()

  public init() {}

  public mutating func merge(_ other: NavigatorFacts) {
    factories += other.factories
    arms += other.arms
    roots += other.roots
    bindings += other.bindings
    calls += other.calls
    functions += other.functions
    container = container || other.container
    uses.merge(other.uses)
  }
}
