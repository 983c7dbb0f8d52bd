/// Where a navigation call or route value sends the user.
public enum Destination: Hashable, Codable, Sendable {
  /// An enum case path (`.settings(.about)` → `["settings", "about"]`).
  case path([String])
  /// A type: a `FlowPath` value (`NumberScreen(n)`, `42` → `Int`) or a view presented by a modifier.
  case type(String)
  /// Not known statically (`vm.next`): kept as written.
  case expression(String)
}

/// A route value: `.root(.home, embedInNavigationView: true)`, `.push(.a)`, `.sheet(.b, withNavigation: true)`.
public struct RouteValue: Hashable, Codable, Sendable {
  public enum Kind: String, Hashable, Codable, Sendable {
    case root, push, sheet, cover

    /// The edge kind showing a route of this kind makes.
    public var edgeKind: EdgeKind {
      switch self {
      case .root: .rootSwitch
      case .push: .push
      case .sheet: .sheet
      case .cover: .cover
      }
    }
  }
  public var kind: Kind
  public var destination: Destination
  public var withNavigation: Bool
  public var location: SourceLocation
  /// The name passed for `withNavigation` when it is one (`embedInNavigationView: embed`).
  public var navigationParameter: String? = nil
  /// `withNavigation:` / `embedInNavigationView:` is written with something other than a `true` / `false` literal (a
  /// parameter, a condition): whether the route brings a navigation container depends on the value at run time.
  public var navigationUnknown = false
}

/// A container or modifier that maps screens to views: `Router`, `NStack`, `PStack`, `showing`, `FlowStack`,
/// `flowDestination(for:)`.
public struct DestinationBuilder: Hashable, Codable, Sendable {
  public enum Container: String, Hashable, Codable, Sendable {
    case nStack, pStack, router, showing, flowStack, flowDestination

    /// The FlowStacks name as written in code.
    var typeName: String { rawValue.prefix(1).uppercased() + rawValue.dropFirst() }
  }
  public var container: Container
  public var anchor: StateRef
  /// `withNavigation:` / `embedInNavigationView:` when given.
  public var withNavigation: Bool?
  /// Inside a NavigationView/NavigationStack in the same code.
  public var insideNavigation: Bool
  /// Views built as the fixed root (`HomeView().showing(...)`, a FlowStack's content).
  public var rootViews: [String]
  public var site: Site
  /// The method of the builder's own type its closure hands the screen to and shows (`{ r in makeView(r) }`, `{ $screen,
  /// _ in content(with: $screen) }`): Swift runs that method with the screen, so the arms of its `switch` over that
  /// parameter build the screens, as a `switch` written in the closure does.
  public var delegate: String? = nil
}

/// The initial value of a routes state: a property initializer or an assignment in `init`.
public struct InitialRoutes: Hashable, Codable, Sendable {
  public var type: String?
  public var file: String
  public var property: String
  public var routes: [RouteValue]
  /// Routes one branch of `init` sets (or a root it adds to routes declared empty): another branch may set others
  /// (each a root the coordinator may start at).
  public var alternative = false
}

/// One navigation call or routes assignment.
public struct NavigationChange: Hashable, Codable, Sendable {
  public enum Action: Hashable, Codable, Sendable {
    case edge(EdgeKind, withNavigation: Bool, Destination)
    case back(BackActionKind, count: Int?)
    case setRoutes([RouteValue])
  }
  public var action: Action
  public var anchor: StateRef
  public var site: Site
  /// Inside `withDelaysIfUnsupported`.
  public var staged: Bool
  /// The screen a back call names (`goBackTo(.home)`, `popTo(.list)`).
  public var backTarget: Destination? = nil
  /// The first route added after `removeAll()` / `= []` in the same update: with routes arrays that hold their
  /// root (Router 0.1–0.4, TCACoordinators), it becomes index 0, which the library renders as the root whatever
  /// its style (FlowStacks 0.4 `Node` shows `routes[0]` in place; TCARouter shows the first route as the stack's
  /// root): a root switch.
  public var afterClear: Bool = false
  /// The first route added after a `pop()` / `goBack()` of one route in the same update: from the root of a routes
  /// array that holds its root (Router 0.1–0.4), the pop empties it and the route added is the new index 0, the root.
  public var afterPop: Bool = false
  /// A pop of one route that a route added in the same update follows (`afterPop` of that one): from the root, the
  /// pair replaces the root rather than going back.
  public var followedByAdd: Bool = false
  /// The first route added after a `dismiss()` in the same update: it is added on the screen that presented the one
  /// dismissed.
  public var afterDismiss: Bool = false
  /// A destination computed by a call of a member path (`vm.next()` → `["vm", "next"]`): its declared return type
  /// is the pushed value's type.
  public var valueCall: [String]? = nil
  /// Enclosing `switch name { case .a, .b: … }` arms on plain names (`transition` in `switch transition`): a method
  /// forwarding its parameters to the library takes this path only for calls passing one of those cases.
  public var guards: [CaseGuard] = []
  /// The name passed for an edge's `withNavigation` when it is one (`presentSheet(screen, withNavigation: embed)`).
  public var navigationParameter: String? = nil
}

/// `switch transition { case .push: … }` or `if mode == .standalone { … }` around a call: the name tested and the
/// cases under which the code runs (`true` / `false` for a `Bool`: `if asRoot { … }`).
public struct CaseGuard: Hashable, Codable, Sendable {
  public var subject: String
  public var cases: [String]
  /// The code runs when the subject is none of `cases` (`if mode != .inline`, the `else` of `if mode == .inline`).
  public var negated = false

  /// Whether a value known for the subject keeps the code from running.
  func excludes(_ value: String) -> Bool { negated ? cases.contains(value) : !cases.contains(value) }

  /// The value a `Bool` literal gives a guard to test.
  static func literal(_ flag: Bool) -> String { flag ? "true" : "false" }

  /// The guard of the other branch of a two-way test.
  var inverted: CaseGuard {
    var other = self
    other.negated.toggle()
    return other
  }
}

/// A builder case that shows the value its pattern binds: `case .home(let screen): screen`, also with modifiers
/// (`screen.navigationTitle("Home")`). The screen enum carries a view built elsewhere (`routes.push(.home(HomeView()))`,
/// a factory's), and the case shows it: its view is the type the case declares for that associated value.
public struct ShownPayload: Hashable, Codable, Sendable {
  public var screen: ScreenContext
  /// Which associated value of the case the bound name stands for (0 for the first).
  public var position: Int
  public var location: SourceLocation
}

/// Everything the FlowStacks extractor found in one file.
public struct FlowStacksFacts: Hashable, Codable, Sendable {
  public var declarations = DeclarationFacts()
  public var builders: [DestinationBuilder] = []
  public var initialRoutes: [InitialRoutes] = []
  public var changes: [NavigationChange] = []
  /// Screens a builder builds: its cases (`["*"]` for `default:`), a `flowDestination(for:)` type, a root.
  public var handled: [ScreenContext] = []
  /// Methods that run a closure parameter on their routes, and closures passed to methods (`ClosureForwarding`).
  public var closureForwards: [RoutesClosureForward] = []
  public var closureArguments: [ClosureArgument] = []
  /// Builder cases that show the value their pattern binds (`case .home(let screen): screen`).
  public var shownPayloads: [ShownPayload] = []

  public init() {}

  /// Declarations only: a file no FlowStacks pass read.
  init(declarations: DeclarationFacts) { self.declarations = declarations }

  public mutating func merge(_ other: FlowStacksFacts) {
    declarations.merge(other.declarations)
    builders += other.builders
    initialRoutes += other.initialRoutes
    changes += other.changes
    handled += other.handled
    closureForwards += other.closureForwards
    closureArguments += other.closureArguments
    shownPayloads += other.shownPayloads
  }
}
