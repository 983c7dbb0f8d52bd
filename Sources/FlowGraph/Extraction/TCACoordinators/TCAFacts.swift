/// `TCARouter(store.scope(state: \.routes, action: \.router)) { screen in switch screen.case { … } }` in a view.
public struct TCARouterDecl: Hashable, Codable, Sendable {
  public var view: String
  public var file: String
  /// The view's store property (`store`), whose declared type names the coordinator reducer.
  public var store: String?
  public var location: SourceLocation
  /// Written inside a `NavigationView`/`NavigationStack` of the same view: its root has navigation.
  public var insideNavigation: Bool = false
  /// Its `switch` over the screen has a `default:` arm: cases it does not name are screens too.
  public var showsOtherCases: Bool = false
}

/// One case of a `TCARouter`'s switch: the screen cases it handles and the views it builds.
public struct TCAScreenArm: Hashable, Codable, Sendable {
  public var view: String
  public var cases: [String]
  public var views: [String]
  public var location: SourceLocation
  /// The screen action's case, where a `CaseLet(state: /S.codeStep, action: A.codeStepX, …)` pairs the state's case
  /// with an action case spelled otherwise: reducer arms name the screen by the action's case.
  public var actionCase: String? = nil
  /// The arm only stops the program (`fatalError("…isn't a valid route")`): its case is never a screen on the stack,
  /// so an action sent with it (`.routeAction(top, action: .secretMenu)` from a gesture) comes from whatever is shown.
  public var traps = false
}

/// A change to `state.routes` inside a reducer.
public struct TCARouteChange: Hashable, Codable, Sendable {
  public enum Action: Hashable, Codable, Sendable {
    case edge(EdgeKind, withNavigation: Bool, screen: String?)
    case back(BackActionKind)
    case setRoutes([RouteValue])
    /// The whole state built afresh (`state = State.initialState`, `state = .init()`): the routes are those a new
    /// state starts with. The expression as written.
    case startOver(String)
  }
  public var action: Action
  public var location: SourceLocation
  public var platforms: [String]
  /// Inside `Effect.routeWithDelaysIfUnsupported(…) { … }`: TCACoordinators applies it in steps SwiftUI supports.
  public var staged: Bool = false
  /// The state path between `state` and the routes when a parent reducer changes a child's routes
  /// (`state.identified.routes.push(…)` → `["identified"]`); empty for the reducer's own routes.
  public var owner: [String] = []
  /// The destination as written when it names no screen case (`presentSheet(screen)`): kept unresolved.
  public var written: String? = nil
  /// The innermost block holding the change (`file:offset` of an `if` branch or a `case`'s statements): changes
  /// in different branches never run in one update.
  public var block: String? = nil
  /// The function a destination calls (`presentSheet(setupCoordinator(tokenURL: nil))` → `setupCoordinator`).
  public var helper: String? = nil
  /// Routes set to others' routes plus these (`state.routes = State.initialState.routes + [.push(.detail(…))]`):
  /// a deep link even with one route added.
  public var rebuilt: Bool = false
  /// The screen case a `goBackTo` names (`goBackTo(\.numbersList)`).
  public var backTarget: String? = nil
  /// The screen case an `IdentifiedArray` of routes' `remove(id:)` names (`remove(id: .search)`): the route it takes
  /// out, wherever it is in the stack.
  public var removedCase: String? = nil
  /// How the state of the one screen the change adds is built, when written with cases among its arguments
  /// (`push(.tabs(.initState(from: .map)))`).
  public var stateBuild: TCAStateBuild? = nil
  /// The case inside the screen's case an added route names (`push(.kimai(.projectsList(…)))` → `projectsList`): a
  /// screen of its own when the screen's view shows one per case of a nested `@Reducer enum`.
  public var inner: String? = nil
  /// A back that takes off the top route, and for `dismiss` what was pushed on it (`goBack()`, `pop()`, `dismiss()`,
  /// `popLast()`, `removeLast()`): after it, the top is the screen under the one that went back. Not `remove(id:)`,
  /// which may take out any route.
  public var removesTop = false

  static let topRemovals: Set<String> = ["goBack", "pop", "dismiss", "popLast", "removeLast"]
}

/// A screen's state built where a route adds it: `.tabs(.initState(from: .map))`, `.tabs(.init(selectedTab:
/// .profile))`, `.tabs(TabsFeature.State(selectedTab: .profile))`. The function called (`init` for an
/// initializer) and its arguments, each with the case it passes when it is one.
public struct TCAStateBuild: Hashable, Codable, Sendable {
  public var function: String
  public var arguments: [CallArgument]
}

/// A function of a state type that builds the state with properties set from its parameters or to cases:
/// `static func initState(from tab: Tab) -> Self { Self(…, selectedTab: tab) }`, `init(tab: Tab) {
/// self.selectedTab = tab }`.
public struct TCAStateFactory: Hashable, Codable, Sendable {
  /// One property the function sets: from the parameter of that name (inside the function), or to a case.
  public struct Setting: Hashable, Codable, Sendable {
    public var property: String
    public var parameter: String?
    public var value: String?
  }

  /// The state type as the file writes it (`TabsFeature.State`).
  public var type: String
  public var function: String
  public var parameters: [ParameterDecl]
  public var settings: [Setting]
  public var location: SourceLocation
}

/// A view that shows one of its children by a property of its store: `TabView(selection:
/// $store.tab.sending(\.tabSelected)) { A().tag(Tab.a) … }` (tabs), `switch store.viewState { case .start: … }`
/// or `if store.isLoggedIn { A } else { B }` (a root switch between coordinators).
public struct TCASelector: Hashable, Codable, Sendable {
  public enum Kind: String, Hashable, Codable, Sendable { case tabs, state }
  public var view: String
  public var file: String
  public var property: String
  public var kind: Kind
  /// Each value the property selects (`map`, `true`) with the views shown for it; empty when a TabView's tags
  /// are not written in its closure (the property type's cases are the tabs then).
  public var options: [TCASelectorOption]
  /// The option whose statements build this view's own `TCARouter`.
  public var ownRouter: String?
  public var location: SourceLocation
  /// A TabView whose every child is a view tagged with a written case (`TabTags.everyTabTagged`).
  public var everyTabTagged = false
  /// A TabView without `selection:` (`property` empty): its tabs are its children, each named by the child state
  /// its store is scoped to; it is a coordinator only where a tab shows one.
  public var unbound = false
}

public struct TCASelectorOption: Hashable, Codable, Sendable {
  public var value: String
  public var views: [String]
  public var location: SourceLocation
  /// The child state the option's view is scoped to (`store.scope(state: \.game, …)` → `game`).
  public var scope: String? = nil
  /// A method called on a case that builds the option's view (`AppRoute.report.view(store)` → `AppRoute`, `report`,
  /// `view`): the views its arm for that case builds.
  public var caseMethod: CaseMethodCall? = nil
  /// Where the option's own code builds a TabView (`case .show: TabView(selection: …) { … }`): a tab selector there
  /// is shown by this option.
  public var tabViews: [SourceLocation]? = nil
}

/// `AppRoute.report.view(store)`: a method of an enum called on one of its cases.
public struct CaseMethodCall: Hashable, Codable, Sendable {
  public var type: String
  public var caseName: String
  public var method: String
}

/// `state.selectedTab = .profile`, `state.selectedTab = tab` (value nil: not known statically),
/// `state.isLoggedIn = true` in a reducer.
public struct TCAStateAssignment: Hashable, Codable, Sendable {
  public var reducer: String
  public var file: String
  public var property: String
  public var value: String?
  /// The screen whose action the enclosing arm handles.
  public var from: String?
  /// Every screen the arm's nested `.routeAction`s name, outermost first
  /// (`.tabs(.profile(.router(.routeAction(_, .main(.signedOut)))))` inside `.routeAction(_, .tabs(…))`).
  public var chain: [String] = []
  /// The option of the selection the action came from, when the pattern names it (`.tabs(.bucket(…))`).
  public var option: String? = nil
  /// The same arm sets the reducer's own routes as a whole (`state.viewState = .start; state.routes = [.root(.login)]`):
  /// the router an option shows then starts where those routes say, not at its first root.
  public var setsRoutes = false
  public var location: SourceLocation
  public var platforms: [String]
  /// Where the arm names no screen, the reducer's own action cases it handles (`case .tabCoordinatorAction(…):`).
  public var handles: [String] = []
  /// Written in a function of the reducer switching on a parameter: that parameter's declared type
  /// (`TCAReducerArm.switchedType`).
  public var switchedType: String? = nil
  /// The value assigned is the payload of the one action of the reducer's own the arm handles (`case let .show(phase):
  /// state.phase = phase`): that action's case, whose sends say the values (`TCASentPayload`).
  public var payloadOf: String? = nil
}

/// A send of an action with one argument, anywhere in a file read as TCA (`.send(.show(.main))` in a reducer,
/// `store.send(.show(.main))` in a view): the action's case and the case its argument names, nil when the argument
/// names none (`.show(next)`).
public struct TCASentPayload: Hashable, Codable, Sendable {
  public var name: String
  public var payload: String?
  public var file: String
}

/// A reducer `switch` arm that changes `state.routes`: from the screen its `.routeAction(_, action: .home(…))`
/// pattern names, or from the coordinator for any other action (a deep link, a logout).
public struct TCAReducerArm: Hashable, Codable, Sendable {
  public var reducer: String
  public var file: String
  public var from: String?
  public var changes: [TCARouteChange]
  public var location: SourceLocation
  /// Every screen the arm's nested `.routeAction`s name, outermost first (`TCAStateAssignment.chain`).
  public var chain: [String] = []
  /// The case names of the arm's pattern down to the innermost (`.routeAction(_, .tabs(.bucket(…)))` →
  /// `routeAction`, `tabs`, `bucket`, …), where the pattern names a screen.
  public var path: [String] = []
  /// The reducer's own action cases the arm handles, when its pattern names no screen (`case .sessionExpired:`).
  public var handles: [String] = []
  /// The reducer's function the arm is written in (`handleHomeAction`), nil in its `body`.
  public var function: String? = nil
  /// For an outermost arm of such a function switching on one of its parameters (`switch action {` in
  /// `func handleViewAction(state: inout State, action: View)`), that parameter's label (`action`; `_` unlabeled).
  public var switchedParameter: String? = nil
  /// For such an arm, the parameter's declared type (`GoalCoordinator.Action` in `func reduce(into state: inout State,
  /// action: GoalCoordinator.Action)`): Swift calls the overload whose parameter type is the argument's, so an arm of
  /// a function taking a child's action runs for the child's actions only.
  public var switchedType: String? = nil
  /// The case of the handled action's payload the arm is for (`case .moveTo(let step): switch step { case .home: … }`
  /// → `home` for the inner arm).
  public var payload: String? = nil
  /// The name an outermost arm binds its one handled action's payload to (`case .resetTo(let screen):`).
  public var payloadBinding: String? = nil
  /// Read in a file that imports the Composable Architecture but not TCACoordinators (a reducer's helpers in an
  /// extension of their own file): its `state.routes` are TCACoordinators' only in a reducer that has a router.
  public var partial = false
}

/// An arm of a reducer sending one of the reducer's own actions (`return .send(.goToLogin)`, `await send(.goToLogin)`
/// in its effect): the arm handling that action runs on behalf of this one.
public struct TCASentAction: Hashable, Codable, Sendable {
  public var reducer: String
  /// The screen whose action the sending arm handles; nil for an arm of the reducer's own actions.
  public var from: String?
  /// The reducer's own action cases the sending arm handles when it names no screen.
  public var handles: [String] = []
  /// The case sent.
  public var sent: String
  /// The case its one argument names (`.send(.moveTo(.home))` → `home`); nil when it names none.
  public var payload: String? = nil
  /// The actions the same block sends before it (`await send(.closeAll)` then `await send(.open(n))`): their arms
  /// have changed the routes by the time this one's runs.
  public var after: [String] = []
  /// The file the send is written in.
  public var file = ""
  /// Written in a reducer's function outside its arms (`func checkRegistration(state: inout State) -> EffectOf<Self>
  /// { .run { send in await send(.moveTo(.signUp)) } }`): the function, which runs for the arms calling it.
  public var function: String? = nil
}

/// A call of a reducer's own function handing it the state (`handleHomeAction(into: &state, action: action)`), from
/// the arm it is made in: the function's route changes run for that arm's screen.
public struct TCAHelperCall: Hashable, Codable, Sendable {
  public var reducer: String
  public var function: String
  /// The screen whose action the calling arm handles; nil outside a screen's arm.
  public var from: String?
  /// Outside a screen's arm, the reducer's function the call is written in (`homeNavigation` calling
  /// `teacherNavigation(action, state: &state)`): the call runs for that function's callers.
  public var inFunction: String? = nil
  /// The file the call is written in.
  public var file = ""
  /// Made in an arm of one of the reducer's own actions that binds its payload and hands it to the function
  /// (`case .view(let viewAction): return handleViewAction(state: &state, action: viewAction)`): that action's case
  /// (`view`) and the argument's label (`action`; `_` unlabeled). An arm of the function switching on that parameter
  /// (`case .backAction:`) runs for the arms sending the action with that payload (`.send(.view(.backAction))`).
  public var passesPayload: PayloadHandOver? = nil

  public struct PayloadHandOver: Hashable, Codable, Sendable {
    public var action: String
    public var label: String
  }
}

/// The routes a state starts with: `var routes = [.root(.home(.init()), embedInNavigationView: true)]`.
public struct TCAInitialRoutes: Hashable, Codable, Sendable {
  public var type: String?
  public var routes: [RouteValue]
  /// The file the routes are written in.
  public var file = ""
  /// `Owner.property` for a state built as `.init(routes: […])` and assigned to a property (`self.category =
  /// .init(routes: [.root(.category(…))])`): the property's declared type (`CategoryCoordinator.State`) is the state's.
  public var heldIn: String? = nil
  /// Built in one arm of a static function of the state that switches on one of its parameters (`static func
  /// initialState(mode: Mode = .chat) -> Self { switch mode { case .add: return Self(routes: [.root(.add(…))]) … } }`):
  /// these routes are the start only for the states built with that case.
  public var arm: TCAFactoryArm? = nil
}

/// The arm of a state's static function that builds a state: the function, the parameter switched on (by its label at
/// the call, and its default case), and the cases of the arm (empty for `default:`).
public struct TCAFactoryArm: Hashable, Codable, Sendable {
  public var function: String
  public var label: String
  public var defaultCase: String?
  public var cases: [String]
}

/// A child coordinator's state built with its routes as the payload of one of the parent's screen cases:
/// `state.routes.push(.feed(.init(routes: [.root(.list(…))])))`, or with a root from a value
/// (`let routes = [.root(screen)]; push(.saveURL(.init(routes: routes)))`).
public struct TCAChildRoutes: Hashable, Codable, Sendable {
  /// The parent reducer and its screen case whose payload the state is.
  public var reducer: String
  public var screenCase: String
  public var routes: [RouteValue]
  public var location: SourceLocation
}

/// `.forEachRoute(\.routes, action: \.router)` / `.forEachRoute { Screen() }` in a reducer.
public struct TCAForEachRoute: Hashable, Codable, Sendable {
  public var reducer: String
  /// TCACoordinators tags each route's effects and cancels those of dismissed routes (all but `cancellationId:
  /// nil`; `cancellationIdType` defaults to the reducer's type).
  public var cancels: Bool
  public var location: SourceLocation
}

/// A reducer of TCA's first API, a value of its `Reducer<State, Action, Environment>` struct held in a property or a
/// global (TCACoordinators 0.1–0.3: `let coordinatorReducer: Reducer<CoordinatorState, CoordinatorAction, Void> =
/// screenReducer.forEachIndexedRoute(environment: { _ in }).withRouteReducer(Reducer { state, action, _ in … })`).
/// Such a reducer has no type of its own: a view's `Store<CoordinatorState, CoordinatorAction>` names it by its state.
public struct TCAReducerValue: Hashable, Codable, Sendable {
  /// `Type.property`, or the global's name: the coordinator's id.
  public var name: String
  /// The type written for it (`Reducer<CoordinatorState, …>`, or an alias of one), or the `Reducer<…>` its value is
  /// built from; nil when neither is written.
  public var type: TypeRef?
  /// The type it is declared in, where the state's name is looked up.
  public var scope: String?
  /// Built with TCACoordinators' own reducers (`forEachIndexedRoute`, `forEachIdentifiedRoute`, `withRouteReducer`):
  /// the coordinator's reducer, where another value of the same state is only part of it.
  public var routes: Bool
  public var file: String
  public var location: SourceLocation
}

/// Everything the TCACoordinators extractor found in one file.
public struct TCAFacts: Hashable, Codable, Sendable {
  public var routers: [TCARouterDecl] = []
  public var screenArms: [TCAScreenArm] = []
  public var reducerArms: [TCAReducerArm] = []
  public var initial: [TCAInitialRoutes] = []
  public var selectors: [TCASelector] = []
  public var assignments: [TCAStateAssignment] = []
  /// Functions of a type whose every `return` is a screen case (`func setupCoordinator(…) -> Screen.State {
  /// …; return .setupCoordinator(…) }`), by `Type.name`: a destination calling one is those screens.
  public var caseHelpers: [String: [String]] = [:]
  /// Types whose code starts effects that outlive an action (`TCAVisitor+Effects.swift`).
  public var effectTypes: Set<String> = []
  public var routeReducers: [TCAForEachRoute] = []
  public var stateFactories: [TCAStateFactory] = []
  public var sentActions: [TCASentAction] = []
  public var sentPayloads: [TCASentPayload] = []
  public var helperCalls: [TCAHelperCall] = []
  public var reducerValues: [TCAReducerValue] = []
  /// How many functions of each name a reducer declares (`Reducer.name`), in every file: calls of a name declared
  /// twice (overloads differing by parameter type) are not told apart, so their callers are not known.
  public var helperDeclarations: [String: Int] = [:]
  public var childRoutes: [TCAChildRoutes] = []
  /// Cases of stored route values that a computed `routes` maps to screen cases of another name
  /// (`RoutesAliasFinder.read`); "" where two files map one name differently.
  public var routeIDCases: [String: String] = [:]

  public init() {}

  public mutating func merge(_ other: TCAFacts) {
    routers += other.routers
    screenArms += other.screenArms
    reducerArms += other.reducerArms
    initial += other.initial
    selectors += other.selectors
    assignments += other.assignments
    caseHelpers.merge(other.caseHelpers) { a, _ in a }
    effectTypes.formUnion(other.effectTypes)
    routeReducers += other.routeReducers
    stateFactories += other.stateFactories
    sentActions += other.sentActions
    sentPayloads += other.sentPayloads
    helperCalls += other.helperCalls
    reducerValues += other.reducerValues
    helperDeclarations.merge(other.helperDeclarations, uniquingKeysWith: +)
    childRoutes += other.childRoutes
    routeIDCases.merge(other.routeIDCases) { a, b in a == b ? a : "" }
  }
}

