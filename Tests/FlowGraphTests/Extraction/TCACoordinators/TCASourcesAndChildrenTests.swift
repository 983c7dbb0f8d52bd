import FlowGraph
import XCTest

/// Where a TCACoordinators edge starts and how a child coordinator is attached, in shapes real apps write: router
/// views inside a custom tab container, a root view switching over its store's whole state with `SwitchStore`, a
/// helper handed a child coordinator's action, overloaded helpers, an action case spelled unlike its state case,
/// and a child's routes built inside a push.
final class TCASourcesAndChildrenTests: XCTestCase {
  private func line(_ graph: FlowGraph, _ file: LibraryMarkers, _ marker: String) -> [String] {
    graph.edges.filter { $0.location?.file == file.path && $0.location?.line == file[marker].line }
      .map { "\($0.from) \($0.kind.rawValue) \($0.to)" }.sorted()
  }

  /// A child router for the tests: `Child` with screens `start` and `more`, its root embedding navigation.
  private func child(_ name: String) -> LibraryMarkers {
    LibraryMarkers("\(name).swift", """
      import ComposableArchitecture
      import SwiftUI
      import TCACoordinators

      @Reducer(state: .equatable)
      enum \(name)Screen { case start(Start), more(More) }

      @Reducer
      struct \(name) {
        @ObservableState
        struct State: Equatable {
          var routes: [Route<\(name)Screen.State>] = [.root(.start(.init()), embedInNavigationView: true)]
        }
        enum Action { case router(IndexedRouterActionOf<\(name)Screen>) }
        var body: some ReducerOf<Self> {
          Reduce { state, action in
            switch action {
            case .router(.routeAction(_, action: .start(.moreTapped))):
              state.routes.push(.more(.init()))
            default:
              break
            }
            return .none
          }
          .forEachRoute(\\.routes, action: \\.router)
        }
      }

      struct \(name)View: View {
        let store: StoreOf<\(name)>
        var body: some View {
          TCARouter(store.scope(state: \\.routes, action: \\.router)) { screen in
            switch screen.case {
            case let .start(store): StartView(store: store)
            case let .more(store): MoreView(store: store)
            }
          }
        }
      }
      """)
  }

  private let screens = LibraryMarkers("Screens.swift", """
    import ComposableArchitecture
    import SwiftUI
    struct StartView: View { let store: StoreOf<Start>; var body: some View { Text("") } }
    struct MoreView: View { let store: StoreOf<More>; var body: some View { Text("") } }
    struct SignInView: View { let store: StoreOf<SignIn>; var body: some View { Text("") } }
    """)

  /// A screen's view that builds child routers' views inside a container of the app's own (a custom tab bar, not
  /// SwiftUI's `TabView`) embeds those coordinators.
  func testRouterViewsInsideACustomContainerOfAScreenAreEmbedded() {
    let parent = LibraryMarkers("Shell.swift", """
      import ComposableArchitecture
      import SwiftUI
      import TCACoordinators

      @Reducer(state: .equatable)
      enum ShellScreen { case launch(Start), tabs(Tabs) }

      @Reducer
      struct Shell {
        @ObservableState
        struct State: Equatable {
          var routes: [Route<ShellScreen.State>] = [.root(.launch(.init()), embedInNavigationView: true)]
        }
        enum Action { case router(IndexedRouterActionOf<ShellScreen>) }
        var body: some ReducerOf<Self> {
          Reduce { state, action in
            switch action {
            case .router(.routeAction(_, action: .launch(.done))):
              state.routes = [.root(.tabs(.init()))]
            default:
              break
            }
            return .none
          }
          .forEachRoute(\\.routes, action: \\.router)
        }
      }

      struct ShellView: View {
        let store: StoreOf<Shell>
        var body: some View {
          TCARouter(store.scope(state: \\.routes, action: \\.router)) { screen in
            switch screen.case {
            case let .launch(store): StartView(store: store)
            case let .tabs(store): TabsView(store: store)
            }
          }
        }
      }

      struct TabsView: View {
        @Bindable var store: StoreOf<Tabs>
        var body: some View {
          PillTabBar(selection: $store.selected) {
            1️⃣FeedView(store: store.scope(state: \\.feed, action: \\.feed))
              .pillItem(.feed)
            2️⃣ProfileView(store: store.scope(state: \\.profile, action: \\.profile))
              .pillItem(.profile)
          }
        }
      }

      struct PillTabBar<Content: View>: View {
        @Binding var selection: Tabs.Tab
        @ViewBuilder var content: Content
        var body: some View { VStack { content } }
      }

      @main
      struct DemoApp: App {
        var body: some Scene { WindowGroup { ShellView(store: Store(initialState: Shell.State()) { Shell() }) } }
      }
      """)
    let graph = LibraryMarkers.read([parent, child("Feed"), child("Profile"), screens]).graph
    XCTAssertEqual(line(graph, parent, "1"), ["Shell.tabs embed Feed"])
    XCTAssertEqual(line(graph, parent, "2"), ["Shell.tabs embed Profile"])
    let findings = Linter(options: LintOptions()).lint(graph, sources: [:]).findings
    XCTAssertFalse(findings.contains { $0.rule == "unreachable-coordinator" }, findings.map(\.message).joined(separator: "\n"))
  }

  /// `SwitchStore(store) { state in switch state { … } }` over a state that is an enum of phases: a root switch
  /// between the coordinators its cases show, which `state = .main(…)` in the reducer switches to; the app starts
  /// there, not at a coordinator the reducer's children hold.
  func testASwitchStoreOverTheWholeStateIsARootSwitch() {
    let app = LibraryMarkers("App.swift", """
      import ComposableArchitecture
      import SwiftUI

      @Reducer
      struct Phase {
        enum State: Equatable {
          case welcome(Feed.State)
          case main(Profile.State)
        }
        enum Action { case signedIn; case welcome(Feed.Action); case main(Profile.Action) }
        var body: some ReducerOf<Self> {
          Reduce { state, action in
            switch action {
            case .signedIn:
              state = 1️⃣.main(.init())
            default:
              break
            }
            return .none
          }
          .ifCaseLet(\\.welcome, action: \\.welcome) { Feed() }
          .ifCaseLet(\\.main, action: \\.main) { Profile() }
        }
      }

      struct PhaseView: View {
        let store: StoreOf<Phase>
        var body: some View {
          SwitchStore(store) { state in
            switch state {
            case .welcome:
              if let store = store.scope(state: \\.welcome, action: \\.welcome) { FeedView(store: store) }
            case .main:
              if let store = store.scope(state: \\.main, action: \\.main) { ProfileView(store: store) }
            }
          }
        }
      }

      @main
      struct DemoApp: App {
        var body: some Scene { WindowGroup { PhaseView(store: Store(initialState: .welcome(.init())) { Phase() }) } }
      }
      """)
    let graph = LibraryMarkers.read([app, child("Feed"), child("Profile"), screens]).graph
    let id = "Phase(state)"
    XCTAssertEqual(graph.entryPoints.map(\.target), [id])
    XCTAssertEqual(line(graph, app, "1"), ["\(id) root-switch \(id).root:main"])
    XCTAssertEqual(graph.edges.filter { $0.kind == .embed && $0.from.hasPrefix(id) }.map { "\($0.from) \($0.to)" }.sorted(),
                   ["\(id).root:main Profile", "\(id).root:welcome Feed"])
  }

  /// An arm naming no screen that handles a child's action (`case .main(.signedOut):` with `case main(Profile.Action)`,
  /// or a child coordinator's: `case .account(.finished):` with `case account(Account.Action)`): the child runs on the
  /// screens showing it, so the arm's switches and route changes start there. A child no screen shows, or an action
  /// of the reducer's own, stays the coordinator's.
  func testAnArmOnAChildsActionStartsAtTheScreenShowingTheChild() {
    let app = LibraryMarkers("App.swift", """
      import ComposableArchitecture
      import SwiftUI
      import TCACoordinators

      @Reducer(state: .equatable)
      enum ShellScreen { case start(Start), account(Account) }

      @Reducer
      struct Shell {
        enum Phase: Equatable { case welcome, main }
        @ObservableState
        struct State: Equatable {
          var phase: Phase = .welcome
          var routes: [Route<ShellScreen.State>] = [.root(.start(.init()), embedInNavigationView: true)]
          var feed = Feed.State()
          var profile = Profile.State()
        }
        enum Action {
          case router(IndexedRouterActionOf<ShellScreen>)
          case feed(Feed.Action)
          case profile(Profile.Action)
          case expired
        }
        var body: some ReducerOf<Self> {
          Scope(state: \\.feed, action: \\.feed) { Feed() }
          Scope(state: \\.profile, action: \\.profile) { Profile() }
          Reduce { state, action in
            switch action {
            case .router(.routeAction(_, action: .start(.moreTapped))):
              state.phase = 1️⃣.main
            case .profile(.router):
              state.phase = 2️⃣.welcome
              state.routes.3️⃣goBackToRoot()
            case .feed:
              state.routes.4️⃣goBackToRoot()
            case .expired:
              state.phase = 5️⃣.welcome
            default:
              break
            }
            return .none
          }
          .forEachRoute(\\.routes, action: \\.router)
        }
      }

      struct ShellView: View {
        let store: StoreOf<Shell>
        var body: some View {
          switch store.phase {
          case .welcome:
            TCARouter(store.scope(state: \\.routes, action: \\.router)) { screen in
              switch screen.case {
              case let .start(store): StartView(store: store)
              case let .account(store): AccountView(store: store)
              }
            }
          case .main:
            ProfileView(store: store.scope(state: \\.profile, action: \\.profile))
          }
        }
      }

      struct AccountView: View { let store: StoreOf<Account>; var body: some View { Text("") } }

      @main
      struct DemoApp: App {
        var body: some Scene { WindowGroup { ShellView(store: Store(initialState: .init()) { Shell() }) } }
      }
      """)
    let graph = LibraryMarkers.read([app, child("Feed"), child("Profile"), screens]).graph
    // The profile coordinator is shown by the `main` option: its action's arm starts there.
    XCTAssertEqual(line(graph, app, "2"), ["Shell.root:main root-switch Shell.start"])
    XCTAssertEqual(graph.backActions.filter { $0.location == app["3"] }.map(\.screen), ["Shell.root:main"])
    // Feed is shown by no screen of Shell, and `expired` is Shell's own action: the coordinator's code.
    XCTAssertEqual(graph.backActions.filter { $0.location == app["4"] }.map(\.screen), ["Shell"])
    XCTAssertEqual(line(graph, app, "5").map { $0.components(separatedBy: " ")[0] }, ["Shell"])
  }

  /// Arms of overloads of one function, each over a child's action (`func reduce(into state: inout State, action:
  /// Profile.Action)`, called as `case let .profile(action): return reduce(into: &state, action: action)`): Swift calls
  /// the overload whose parameter type is the argument's, so each overload's arms start at the screens showing its
  /// child, as arms on `.profile(…)` in the body do; a child no screen shows stays the coordinator's.
  func testOverloadsOverAChildsActionStartAtTheScreenShowingThatChild() {
    let app = LibraryMarkers("App.swift", """
      import ComposableArchitecture
      import SwiftUI
      import TCACoordinators

      @Reducer(state: .equatable)
      enum ShellScreen { case start(Start), account(Account) }

      @Reducer
      struct Shell {
        enum Phase: Equatable { case welcome, main }
        @ObservableState
        struct State: Equatable {
          var phase: Phase = .welcome
          var routes: [Route<ShellScreen.State>] = [.root(.start(.init()), embedInNavigationView: true)]
          var feed = Feed.State()
          var profile = Profile.State()
        }
        enum Action {
          case router(IndexedRouterActionOf<ShellScreen>)
          case feed(Feed.Action)
          case profile(Profile.Action)
        }
        var body: some ReducerOf<Self> {
          Scope(state: \\.feed, action: \\.feed) { Feed() }
          Scope(state: \\.profile, action: \\.profile) { Profile() }
          Reduce { state, action in
            switch action {
            case .router(.routeAction(_, action: .start(.moreTapped))):
              state.phase = .main
              return .none
            case let .profile(action):
              return reduce(into: &state, action: action)
            case let .feed(action):
              return reduce(into: &state, action: action)
            default:
              return .none
            }
          }
          .forEachRoute(\\.routes, action: \\.router)
        }

        func reduce(into state: inout State, action: Profile.Action) -> Effect<Action> {
          switch action {
          case .router:
            state.phase = 1️⃣.welcome
          default:
            break
          }
          return .none
        }

        func reduce(into state: inout State, action: Feed.Action) -> Effect<Action> {
          switch action {
          case .router:
            state.phase = 2️⃣.main
          default:
            break
          }
          return .none
        }
      }

      struct ShellView: View {
        let store: StoreOf<Shell>
        var body: some View {
          switch store.phase {
          case .welcome:
            TCARouter(store.scope(state: \\.routes, action: \\.router)) { screen in
              switch screen.case {
              case let .start(store): StartView(store: store)
              case let .account(store): AccountView(store: store)
              }
            }
          case .main:
            ProfileView(store: store.scope(state: \\.profile, action: \\.profile))
          }
        }
      }

      struct AccountView: View { let store: StoreOf<Account>; var body: some View { Text("") } }

      @main
      struct DemoApp: App {
        var body: some Scene { WindowGroup { ShellView(store: Store(initialState: .init()) { Shell() }) } }
      }
      """)
    let graph = LibraryMarkers.read([app, child("Feed"), child("Profile"), screens]).graph
    XCTAssertEqual(line(graph, app, "1"), ["Shell.root:main root-switch Shell.start"])
    XCTAssertEqual(line(graph, app, "2").map { $0.components(separatedBy: " ")[0] }, ["Shell"])
  }

  /// Arms whose pattern names no screen of the coordinator: a child's screen matched inside a helper handed the
  /// child's action starts at the screen that holds the child; an action case spelled unlike its state case is
  /// paired by the `CaseLet` that shows it; two overloads of one helper name are not told apart.
  func testArmSourcesThatNameNoScreenOfTheCoordinator() {
    let flow = LibraryMarkers("Flow.swift", """
      import ComposableArchitecture
      import SwiftUI
      import TCACoordinators

      struct Flow: ReducerProtocol {
        struct State: Equatable, IndexedRouterState {
          var routes: [Route<FlowScreen.State>] = [.root(.intro(.init()), embedInNavigationView: true)]
        }
        enum Action: IndexedRouterAction {
          case routeAction(Int, action: FlowScreen.Action)
          case updateRoutes([Route<FlowScreen.State>])
        }
        var body: some ReducerProtocol<State, Action> {
          Reduce { state, action in
            switch action {
            case let .routeAction(_, .account(accountAction)):
              handleAccount(accountAction, state: &state)
            case let .routeAction(_, .intro(introAction)):
              handle(introAction, state: &state)
            case let .routeAction(_, .codeStep(codeAction)):
              handle(codeAction, state: &state)
            case .routeAction(_, .codeStepX(.confirmed)):
              state.routes.1️⃣push(.done(.init()))
            default:
              break
            }
            return .none
          }.forEachRoute { FlowScreen() }
        }

        private func handleAccount(_ action: AccountFlow.Action, state: inout State) {
          switch action {
          case .routeAction(_, .signIn(.succeeded)):
            state.routes = [2️⃣.root(.done(.init()))]
          default:
            break
          }
        }
        private func handle(_ action: Intro.Action, state: inout State) {
          if case .next = action { state.routes.3️⃣push(.codeStep(.init())) }
        }
        private func handle(_ action: CodeStep.Action, state: inout State) {
          if case .back = action { state.routes.4️⃣push(.intro(.init())) }
        }
      }

      struct FlowScreen: ReducerProtocol {
        enum State: Equatable {
          case intro(Intro.State)
          case codeStep(CodeStep.State)
          case account(AccountFlow.State)
          case done(Done.State)
        }
        enum Action {
          case intro(Intro.Action)
          case codeStepX(CodeStep.Action)
          case account(AccountFlow.Action)
          case done(Done.Action)
        }
        var body: some ReducerProtocol<State, Action> { EmptyReducer() }
      }

      struct FlowView: View {
        let store: StoreOf<Flow>
        var body: some View {
          TCARouter(store) { screen in
            SwitchStore(screen) {
              CaseLet(state: /FlowScreen.State.intro, action: FlowScreen.Action.intro, then: StartView.init)
              CaseLet(state: /FlowScreen.State.codeStep, action: FlowScreen.Action.codeStepX, then: MoreView.init)
              CaseLet(state: /FlowScreen.State.account, action: FlowScreen.Action.account, then: SignInView.init)
              CaseLet(state: /FlowScreen.State.done, action: FlowScreen.Action.done, then: StartView.init)
            }
          }
        }
      }
      """)
    let graph = LibraryMarkers.read([flow, screens]).graph
    // `.codeStepX` is the action case of the `codeStep` screen.
    XCTAssertEqual(line(graph, flow, "1"), ["Flow.codeStep push Flow.done"])
    // `signIn` is the child's screen, not Flow's: the helper runs for the `account` screen that holds the child.
    XCTAssertEqual(line(graph, flow, "2"), ["Flow.account root-switch Flow.done"])
    // `handle(_:state:)` is declared twice: neither body is pinned to a caller.
    XCTAssertEqual(line(graph, flow, "3"), ["Flow push Flow.codeStep"])
    XCTAssertEqual(line(graph, flow, "4"), ["Flow push Flow.intro"])
  }

  /// Two state cases whose `CaseLet`s pair them with one action case (`CaseLet(state: /S.State.welcomeB, action:
  /// S.Action.welcome, …)`, a variant of a screen sharing its feature): the screen shown for either sends the
  /// actions as that case, so an arm matching it runs from both screens; the variant alone as the root still reaches
  /// what the arm pushes.
  func testStateCasesSharingOneActionCaseAreEachTheArmsSource() {
    let flow = LibraryMarkers("Flow.swift", """
      import ComposableArchitecture
      import SwiftUI
      import TCACoordinators

      struct Flow: ReducerProtocol {
        struct State: Equatable, IndexedRouterState {
          var routes: [Route<FlowScreen.State>] = [.root(.welcomeB(.init()), embedInNavigationView: true)]
        }
        enum Action: IndexedRouterAction {
          case routeAction(Int, action: FlowScreen.Action)
          case updateRoutes([Route<FlowScreen.State>])
        }
        var body: some ReducerProtocol<State, Action> {
          Reduce { state, action in
            switch action {
            case .routeAction(_, .welcome(.next)):
              state.routes.1️⃣push(.more(.init()))
            case .routeAction(_, .more(.next)):
              state.routes.2️⃣push(.signIn(.init()))
            default:
              break
            }
            return .none
          }.forEachRoute { FlowScreen() }
        }
      }

      struct FlowScreen: ReducerProtocol {
        enum State: Equatable {
          case welcome(Start.State)
          case welcomeB(Start.State)
          case more(More.State)
          case signIn(SignIn.State)
        }
        enum Action {
          case welcome(Start.Action)
          case more(More.Action)
          case signIn(SignIn.Action)
        }
        var body: some ReducerProtocol<State, Action> { EmptyReducer() }
      }

      struct FlowView: View {
        let store: StoreOf<Flow>
        var body: some View {
          TCARouter(store) { screen in
            SwitchStore(screen) {
              3️⃣CaseLet(state: /FlowScreen.State.welcome, action: FlowScreen.Action.welcome, then: StartView.init)
              CaseLet(state: /FlowScreen.State.welcomeB, action: FlowScreen.Action.welcome, then: StartView.init)
              CaseLet(state: /FlowScreen.State.more, action: FlowScreen.Action.more, then: MoreView.init)
              CaseLet(state: /FlowScreen.State.signIn, action: FlowScreen.Action.signIn, then: SignInView.init)
            }
          }
        }
      }

      @main
      struct FlowApp: App {
        var body: some Scene { WindowGroup { FlowView(store: Store(initialState: Flow.State(), reducer: Flow())) } }
      }
      """)
    let graph = LibraryMarkers.read([flow, screens]).graph
    XCTAssertEqual(line(graph, flow, "1"), ["Flow.welcome push Flow.more", "Flow.welcomeB push Flow.more"])
    XCTAssertEqual(line(graph, flow, "2"), ["Flow.more push Flow.signIn"])
    let findings = Linter(options: LintOptions(onlyRules: ["unreachable-screen"])).lint(graph).findings
    // Only the screen no route ever holds.
    XCTAssertEqual(findings.map(\.location), [flow["3"]])
  }

  /// Routes stored under another name that `forEachRoute` and `TCARouter` are handed by key path
  /// (`var stack: [Route<…>]`, `.forEachRoute(\.stack, action: \.router)`): changes to them are route changes.
  func testRoutesOfAnotherNameHandedByKeyPath() {
    let renamed = child("Feed").text.replacingOccurrences(of: "var routes:", with: "var stack:")
      .replacingOccurrences(of: "state.routes.push", with: "state.stack.push")
      .replacingOccurrences(of: "\\.routes", with: "\\.stack")
    XCTAssertFalse(renamed.contains("routes."), renamed)
    let graph = LibraryMarkers.read([LibraryMarkers("Feed.swift", renamed), screens]).graph
    XCTAssertEqual(graph.coordinator("Feed")?.roots, ["Feed.start"])
    XCTAssertEqual(graph.edges.filter { $0.kind == .push }.map { "\($0.from) \($0.to)" }, ["Feed.start Feed.more"])
  }

  /// `IfLetStore(store.scope(…), then: FeedView.init)` in a screen's view: an initializer handed on builds its view
  /// where it is handed, so the screen shows that router's coordinator.
  func testAnInitializerHandedOnShowsItsView() {
    let shell = LibraryMarkers("Shell.swift", """
      import ComposableArchitecture
      import SwiftUI
      import TCACoordinators

      @Reducer(state: .equatable)
      enum ShellScreen { case home(Home) }

      @Reducer
      struct Shell {
        @ObservableState
        struct State: Equatable {
          var routes: [Route<ShellScreen.State>] = [.root(.home(.init()), embedInNavigationView: true)]
        }
        enum Action { case router(IndexedRouterActionOf<ShellScreen>) }
        var body: some ReducerOf<Self> { Reduce { _, _ in .none }.forEachRoute(\\.routes, action: \\.router) }
      }

      struct ShellView: View {
        let store: StoreOf<Shell>
        var body: some View {
          TCARouter(store.scope(state: \\.routes, action: \\.router)) { screen in
            switch screen.case {
            case let .home(store): HomeView(store: store)
            }
          }
        }
      }

      struct HomeView: View {
        let store: StoreOf<Home>
        var body: some View {
          IfLetStore(store.scope(state: \\.feed, action: \\.feed), then: 1️⃣FeedView.init)
        }
      }

      @main
      struct DemoApp: App {
        var body: some Scene { WindowGroup { ShellView(store: Store(initialState: Shell.State()) { Shell() }) } }
      }
      """)
    let graph = LibraryMarkers.read([shell, child("Feed"), screens]).graph
    XCTAssertEqual(line(graph, shell, "1"), ["Shell.home embed Feed"])
  }

  /// An app shell showing one of two optional children (`IfLetStore(…, then: LoginView.init)`, `IfLetStore(…, then:
  /// TabsView.init)`) where one child's view is a TabView of routers: the app starts at the TabView's coordinator, not
  /// at the routers inside it, and nothing is left unattached.
  func testAShellOfOptionalChildrenStartsAtTheTabViewItShows() {
    let app = LibraryMarkers("App.swift", """
      import ComposableArchitecture
      import SwiftUI

      @Reducer
      struct Tabs {
        @ObservableState
        struct State: Equatable { var tab = 0; var feed = Feed.State(); var profile = Profile.State() }
        enum Action: BindableAction { case binding(BindingAction<State>); case feed(Feed.Action); case profile(Profile.Action) }
        var body: some ReducerOf<Self> { BindingReducer() }
      }

      struct TabsView: View {
        @Bindable var store: StoreOf<Tabs>
        var body: some View {
          TabView {
            FeedView(store: store.scope(state: \\.feed, action: \\.feed)).tabItem { Text("Feed") }
            ProfileView(store: store.scope(state: \\.profile, action: \\.profile)).tabItem { Text("Profile") }
          }
        }
      }

      @Reducer
      struct Shell {
        @ObservableState
        struct State: Equatable { var welcome: Welcome.State? = .init(); var main: Tabs.State? }
        enum Action { case welcome(Welcome.Action); case main(Tabs.Action) }
        var body: some ReducerOf<Self> {
          EmptyReducer()
            .ifLet(\\.welcome, action: \\.welcome) { Welcome() }
            .ifLet(\\.main, action: \\.main) { Tabs() }
        }
      }

      struct ShellView: View {
        let store: StoreOf<Shell>
        var body: some View {
          Group {
            IfLetStore(store.scope(state: \\.welcome, action: \\.welcome), then: WelcomeView.init)
            IfLetStore(store.scope(state: \\.main, action: \\.main), then: TabsView.init)
          }
        }
      }
      struct WelcomeView: View { let store: StoreOf<Welcome>; var body: some View { Text("") } }

      @main
      struct DemoApp: App {
        var body: some Scene { WindowGroup { ShellView(store: Store(initialState: Shell.State()) { Shell() }) } }
      }
      """)
    let graph = LibraryMarkers.read([app, child("Feed"), child("Profile"), screens]).graph
    let tabs = graph.coordinators.first { $0.kind == .tab }?.id
    XCTAssertNotNil(tabs)
    XCTAssertEqual(graph.entryPoints.map(\.target), tabs.map { [$0] } ?? [])
    let findings = Linter(options: LintOptions()).lint(graph, sources: [:]).findings
    XCTAssertFalse(findings.contains { $0.rule == "unreachable-coordinator" }, findings.map(\.message).joined(separator: "\n"))
  }

  /// A router case whose arm only stops the program (`fatalError`) is never on the stack: the coordinator's view
  /// sends it to whatever screen is on top (`.routeAction(top, action: .secretMenu)` on a gesture), so the arm
  /// answering it is no screen's, and what it presents is reached.
  func testAnActionOfACaseThatIsNeverShownComesFromTheCoordinator() {
    let source = """
      import ComposableArchitecture
      import SwiftUI
      import TCACoordinators

      @Reducer(state: .equatable)
      enum Page { case start(Start), debug(Debug), secretMenu }

      @Reducer
      struct Flow {
        @ObservableState
        struct State: Equatable {
          var routes: [Route<Page.State>] = [.root(.start(.init()), embedInNavigationView: true)]
        }
        enum Action { case router(IndexedRouterActionOf<Page>) }
        var body: some ReducerOf<Self> {
          Reduce { state, action in
            switch action {
            case .router(.routeAction(_, action: .secretMenu)):
              state.routes.1️⃣presentSheet(.debug(.init()))
            default:
              break
            }
            return .none
          }
          .forEachRoute(\\.routes, action: \\.router)
        }
      }

      struct FlowView: View {
        let store: StoreOf<Flow>
        var body: some View {
          TCARouter(store.scope(state: \\.routes, action: \\.router)) { screen in
            switch screen.case {
            case let .start(store): StartView(store: store)
            case let .debug(store): DebugView(store: store)
            case .secretMenu: fatalError("only sent by a gesture")
            }
          }
          .onLongPressGesture { store.send(.router(.routeAction(id: 0, action: .secretMenu))) }
        }
      }
      struct DebugView: View { let store: StoreOf<Debug>; var body: some View { Text("") } }

      @main
      struct DemoApp: App {
        var body: some Scene { WindowGroup { FlowView(store: Store(initialState: Flow.State()) { Flow() }) } }
      }
      """
    let flow = LibraryMarkers("Flow.swift", source)
    let graph = LibraryMarkers.read([flow, screens]).graph
    XCTAssertEqual(line(graph, flow, "1"), ["Flow sheet Flow.debug"])
    let unreachable = Linter(options: LintOptions()).lint(graph, sources: [:]).findings.filter { $0.rule == "unreachable-screen" }
    XCTAssertFalse(unreachable.flatMap(\.subjects).contains("Flow.debug"), unreachable.map(\.message).joined(separator: "\n"))
    // The case itself is no screen (the router never shows it), so it is not called unreachable either.
    XCTAssertEqual(graph.screens.filter { $0.coordinator == "Flow" }.map(\.name).sorted(), ["debug", "start"])
    XCTAssertEqual(unreachable.map(\.message), [])
    // Added by a route change all the same, it is a screen (the app stops when it is shown).
    let pushed = LibraryMarkers("Flow.swift", source.replacingOccurrences(of: "presentSheet(.debug(.init()))", with: "push(.secretMenu)"))
    let pushedGraph = LibraryMarkers.read([pushed, screens]).graph
    XCTAssertEqual(line(pushedGraph, pushed, "1"), ["Flow push Flow.secretMenu"])
    XCTAssertEqual(pushedGraph.screens.filter { $0.coordinator == "Flow" }.map(\.name).sorted(), ["debug", "secretMenu", "start"])
  }

  /// A router whose `switch` has a `default:` arm shows the cases it does not name: an arm naming one of those
  /// still starts at that screen.
  func testARouterWithADefaultArmKeepsTheSourcesItDoesNotName() {
    var flow = child("Feed").text
    flow = flow.replacingOccurrences(of: "case let .more(store): MoreView(store: store)", with: "default: Text(\"\")")
    let graph = LibraryMarkers.read([LibraryMarkers("Feed.swift", flow), screens]).graph
    XCTAssertEqual(graph.edges.filter { $0.kind == .push }.map { "\($0.from) \($0.to)" }, ["Feed.start Feed.more"])
    flow = flow.replacingOccurrences(of: "action: .start(.moreTapped)", with: "action: .more(.againTapped)")
    let other = LibraryMarkers.read([LibraryMarkers("Feed.swift", flow), screens]).graph
    XCTAssertEqual(other.edges.filter { $0.kind == .push }.map { "\($0.from) \($0.to)" }, ["Feed.more Feed.more"])
  }

  /// A child's routes built inside a push (`push(.start(.init(routes: [.root(.more(…))])))`) are the child's, not
  /// the pushing coordinator's roots: the child shown by that case starts there too. A root from a value
  /// (`[.root(screen)]`) may be any of the child's screens: unresolved at the site, and none is called unreachable.
  func testRoutesBuiltForAChildInsideAPushAreTheChildsRoots() {
    let parent = LibraryMarkers("Box.swift", """
      import ComposableArchitecture
      import SwiftUI
      import TCACoordinators

      @Reducer(state: .equatable)
      enum BoxScreen { case list(Start), start(Feed) }

      @Reducer
      struct Box {
        @ObservableState
        struct State: Equatable {
          var routes: [Route<BoxScreen.State>] = [.root(.list(.init()), embedInNavigationView: true)]
        }
        enum Action { case router(IndexedRouterActionOf<BoxScreen>) }
        var body: some ReducerOf<Self> {
          Reduce { state, action in
            switch action {
            case .router(.routeAction(_, action: .list(.moreTapped))):
              state.routes.push(.start(.init(routes: [.root(.more(.init()), embedInNavigationView: false)])))
            default:
              break
            }
            return .none
          }
          .forEachRoute(\\.routes, action: \\.router)
        }
      }

      struct BoxView: View {
        let store: StoreOf<Box>
        var body: some View {
          TCARouter(store.scope(state: \\.routes, action: \\.router)) { screen in
            switch screen.case {
            case let .list(store): StartView(store: store)
            case let .start(store): FeedView(store: store)
            }
          }
        }
      }
      """)
    let graph = LibraryMarkers.read([parent, child("Feed"), screens]).graph
    XCTAssertEqual(graph.coordinator("Box")?.roots, ["Box.list"])
    XCTAssertEqual(graph.coordinator("Feed")?.roots, ["Feed.start", "Feed.more"])

    let fromValue = LibraryMarkers("Box.swift", parent.text
      .replacingOccurrences(of: "case .router(.routeAction(_, action: .list(.moreTapped))):",
                            with: "case let .router(.routeAction(_, action: .list(.open(page)))):\nlet routes: [Route<FeedScreen.State>] = [.root(page)]")
      .replacingOccurrences(of: "state.routes.push(.start(.init(routes: [.root(.more(.init()), embedInNavigationView: false)])))",
                            with: "state.routes.push(.start(.init(routes: routes)))"))
    XCTAssertNotEqual(fromValue.text, parent.text)
    let dynamic = LibraryMarkers.read([fromValue, child("Feed"), screens]).graph
    XCTAssertEqual(dynamic.coordinator("Feed")?.roots, ["Feed.start"])
    XCTAssertEqual(dynamic.unresolved.map { "\($0.from) \($0.expression)" }, ["Feed page"])
  }
}
