import FlowGraph
import XCTest

/// TCACoordinators 0.1–0.3, on TCA's first API: a coordinator is a value of the `Reducer<State, Action, Environment>`
/// struct (`screenReducer.forEachIndexedRoute(environment:).withRouteReducer(Reducer { state, action, env in … })`,
/// TCACoordinators 0.2's README and `Reducer+withRouteReducer.swift`), and its view's
/// `Store<CoordinatorState, CoordinatorAction>` names it only by the state it reduces.
final class TCAReducerValueTests: XCTestCase {
  /// The library README's shape: top-level types, a global reducer value, a `SwitchStore` of `CaseLet`s.
  private let globals = LibraryMarkers("Coordinator.swift", """
    import ComposableArchitecture
    import SwiftUI
    import TCACoordinators

    enum PageState: Equatable {
      case welcome(WelcomeState)
      case signIn(SignInState)
      case terms(TermsState)
    }
    enum PageAction {
      case welcome(WelcomeAction)
      case signIn(SignInAction)
      case terms(TermsAction)
    }
    let pageReducer = Reducer<PageState, PageAction, Void>.combine(
      welcomeReducer.pullback(state: /PageState.welcome, action: /PageAction.welcome, environment: { _ in }),
      signInReducer.pullback(state: /PageState.signIn, action: /PageAction.signIn, environment: { _ in })
    )

    struct OnboardingState: Equatable, IndexedRouterState {
      static let initialState = OnboardingState(routes: [.root(.welcome(.init()), embedInNavigationView: true)])
      var routes: [Route<PageState>]
    }
    enum OnboardingAction: IndexedRouterAction {
      case routeAction(Int, action: PageAction)
      case updateRoutes([Route<PageState>])
    }

    let 7️⃣onboardingReducer: Reducer<OnboardingState, OnboardingAction, Void> = pageReducer
      .forEachIndexedRoute(environment: { _ in })
      .withRouteReducer(
        Reducer { state, action, environment in
          switch action {
          case .routeAction(_, .welcome(.continueTapped)):
            state.routes.1️⃣push(.signIn(.init()))
          case .routeAction(_, .signIn(.termsTapped)):
            state.routes.2️⃣presentSheet(.terms(.init()))
          case .routeAction(_, .terms(.closeTapped)):
            state.routes.3️⃣dismiss()
          default:
            break
          }
          return .none
        }
      )

    struct OnboardingView: View {
      let store: Store<OnboardingState, OnboardingAction>
      var body: some View {
        TCARouter(store) { screen in
          SwitchStore(screen) {
            CaseLet(state: /PageState.welcome, action: PageAction.welcome, then: WelcomeView.init)
            CaseLet(state: /PageState.signIn, action: PageAction.signIn, then: SignInView.init)
            CaseLet(state: /PageState.terms, action: PageAction.terms, then: TermsView.init)
          }
        }
      }
    }
    struct WelcomeView: View { let store: Store<WelcomeState, WelcomeAction>; var body: some View { Text("") } }
    struct SignInView: View { let store: Store<SignInState, SignInAction>; var body: some View { Text("") } }
    struct TermsView: View { let store: Store<TermsState, TermsAction>; var body: some View { Text("") } }

    @main
    struct DemoApp: App {
      var body: some Scene {
        WindowGroup {
          4️⃣OnboardingView(store: Store(initialState: .initialState, reducer: onboardingReducer, environment: ()))
        }
      }
    }
    """)

  func testAGlobalReducerValueIsTheCoordinatorItsViewsStoreNames() {
    let graph = LibraryMarkers.read([globals]).graph
    XCTAssertEqual(graph.coordinators.map(\.id), ["onboardingReducer"])
    XCTAssertEqual(graph.coordinator("onboardingReducer")?.roots, ["onboardingReducer.welcome"])
    XCTAssertEqual(graph.coordinator("onboardingReducer")?.navigation, .yes)
    XCTAssertEqual(graph.screens.map { "\($0.id) \($0.views)" }, [
      "onboardingReducer.signIn [\"SignInView\"]", "onboardingReducer.terms [\"TermsView\"]", "onboardingReducer.welcome [\"WelcomeView\"]",
    ])
    let at = { (marker: String) in graph.edges(at: self.globals[marker]).map { "\($0.from) \($0.kind.rawValue) \($0.to)" } }
    XCTAssertEqual(at("1"), ["onboardingReducer.welcome push onboardingReducer.signIn"])
    XCTAssertEqual(at("2"), ["onboardingReducer.signIn sheet onboardingReducer.terms"])
    XCTAssertEqual(graph.backActions.map { "\($0.screen) \($0.location?.line ?? 0)" }, ["onboardingReducer.terms \(globals["3"].line)"])
    XCTAssertEqual(graph.entryPoints.map(\.target), ["onboardingReducer"])
    // The coordinator is where its value is declared.
    XCTAssertEqual(graph.coordinator("onboardingReducer")?.location, globals["7"])
  }

  /// Two features that each nest `CoordinatorState` and `CoordinatorAction` in a namespace enum, with a static
  /// reducer value; views whose `Store` is an alias; a local function of the route reducer that replaces the
  /// routes for the arms calling it; the app started from a scene delegate.
  private let namespaced: [LibraryMarkers] = [
    LibraryMarkers("Shop.swift", """
      import ComposableArchitecture
      import TCACoordinators

      public enum Shop {}

      extension Shop {
        public struct CoordinatorState: Equatable, IndexedRouterState {
          public var routes: [Route<ScreenState>]
          public static let start = Self(routes: [.root(.catalog(.init()))])
        }
        public enum CoordinatorAction: IndexedRouterAction {
          case routeAction(Int, action: ScreenAction)
          case updateRoutes([Route<ScreenState>])
        }
        public enum ScreenState: Equatable {
          case catalog(CatalogState)
          case cart(Cart.CoordinatorState)
          case receipt(ReceiptState)
        }
        public enum ScreenAction {
          case catalog(CatalogAction)
          case cart(Cart.CoordinatorAction)
          case receipt(ReceiptAction)
        }
        public struct Environment {}

        static let coordinatorReducer: Reducer<CoordinatorState, CoordinatorAction, Environment> = screenReducer
          .forEachIndexedRoute(environment: { _ in .init() })
          .withRouteReducer(
            Reducer<CoordinatorState, CoordinatorAction, Environment> { state, action, environment in
              func showReceipt() {
                state.routes = [.root(.receipt(.init()))]
              }
              switch action {
              case .routeAction(_, action: .catalog(.cartTapped)):
                state.routes.1️⃣presentCover(.cart(.start))
              case .routeAction(_, action: .cart(.paid)):
                2️⃣showReceipt()
              case .routeAction(_, action: .catalog(.reorderTapped)):
                3️⃣showReceipt()
              default:
                break
              }
              return .none
            }
          )
      }
      """),
    LibraryMarkers("Cart.swift", """
      import ComposableArchitecture
      import TCACoordinators

      public enum Cart {}

      extension Cart {
        public struct CoordinatorState: Equatable, IndexedRouterState {
          public var routes: [Route<ScreenState>]
          public static let start = Self(routes: [.root(.items(.init()), embedInNavigationView: true)])
        }
        public enum CoordinatorAction: IndexedRouterAction {
          case routeAction(Int, action: ScreenAction)
          case updateRoutes([Route<ScreenState>])
        }
        public enum ScreenState: Equatable {
          case items(ItemsState)
          case address(AddressState)
        }
        public enum ScreenAction {
          case items(ItemsAction)
          case address(AddressAction)
        }
        public struct Environment {}

        static let coordinatorReducer: Reducer<CoordinatorState, CoordinatorAction, Environment> = screenReducer
          .forEachIndexedRoute(environment: { _ in .init() })
          .withRouteReducer(
            Reducer<CoordinatorState, CoordinatorAction, Environment> { state, action, environment in
              switch action {
              case .routeAction(_, action: .items(.checkoutTapped)):
                state.routes.4️⃣push(.address(.init()))
              default:
                break
              }
              return .none
            }
          )
      }
      """),
    LibraryMarkers("Views.swift", """
      import ComposableArchitecture
      import SwiftUI
      import TCACoordinators

      extension Shop {
        public struct View: SwiftUI.View {
          public typealias Store = ComposableArchitecture.Store<CoordinatorState, CoordinatorAction>
          let store: Store
          public var body: some SwiftUI.View {
            TCARouter(store) { screen in
              SwitchStore(screen) {
                CaseLet(state: /ScreenState.catalog, action: ScreenAction.catalog, then: CatalogView.init)
                5️⃣CaseLet(state: /ScreenState.cart, action: ScreenAction.cart, then: Cart.View.init)
                CaseLet(state: /ScreenState.receipt, action: ScreenAction.receipt, then: ReceiptView.init)
              }
            }
          }
        }
      }

      extension Cart {
        public struct View: SwiftUI.View {
          public typealias Store = ComposableArchitecture.Store<CoordinatorState, CoordinatorAction>
          let store: Store
          public var body: some SwiftUI.View {
            TCARouter(store) { screen in
              SwitchStore(screen) {
                CaseLet(state: /ScreenState.items, action: ScreenAction.items, then: ItemsView.init)
                CaseLet(state: /ScreenState.address, action: ScreenAction.address, then: AddressView.init)
              }
            }
          }
        }
      }

      struct CatalogView: View { let store: Store<CatalogState, CatalogAction>; var body: some View { Text("") } }
      struct ReceiptView: View { let store: Store<ReceiptState, ReceiptAction>; var body: some View { Text("") } }
      struct ItemsView: View { let store: Store<ItemsState, ItemsAction>; var body: some View { Text("") } }
      struct AddressView: View { let store: Store<AddressState, AddressAction>; var body: some View { Text("") } }
      """),
    LibraryMarkers("SceneDelegate.swift", """
      import UIKit
      import SwiftUI
      import ComposableArchitecture

      final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
        var window: UIWindow?
        func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
          let root = 6️⃣Shop.View(store: Store(initialState: .start, reducer: Shop.coordinatorReducer, environment: .init()))
          window?.rootViewController = UIHostingController(rootView: root)
        }
      }
      """),
  ]

  func testNamespacedReducerValuesResolveTheirOwnStateAndEmbedEachOther() {
    let graph = LibraryMarkers.read(namespaced).graph
    let shop = "Shop.coordinatorReducer", cart = "Cart.coordinatorReducer"
    XCTAssertEqual(graph.coordinators.map(\.id).sorted(), [cart, shop])
    XCTAssertEqual(graph.coordinator(shop)?.roots, ["\(shop).catalog"])
    XCTAssertEqual(graph.coordinator(cart)?.roots, ["\(cart).items"])
    let (shopFile, cartFile, views, delegate) = (namespaced[0], namespaced[1], namespaced[2], namespaced[3])
    let at = { (file: LibraryMarkers, marker: String) in graph.edges(at: file[marker]).map { "\($0.from) \($0.kind.rawValue) \($0.to)" } }
    XCTAssertEqual(at(shopFile, "1"), ["\(shop).catalog cover \(shop).cart"])
    XCTAssertEqual(at(cartFile, "4"), ["\(cart).items push \(cart).address"])
    // The cart screen shows the other namespace's router: an embed of that coordinator, not of this one.
    XCTAssertEqual(graph.edges.filter { $0.kind == .embed }.map { "\($0.from) \($0.to)" }, ["\(shop).cart \(cart)"])
    XCTAssertEqual(graph.edges.first { $0.kind == .embed }?.location?.line, views["5"].line)
    // The local function's change runs for each arm calling it, from that arm's screen; none from the coordinator.
    let replaced = graph.edges.filter { $0.to == "\(shop).receipt" }.map { "\($0.from) \($0.kind.rawValue)" }.sorted()
    XCTAssertEqual(replaced, ["\(shop).cart root-switch", "\(shop).catalog root-switch"])
    XCTAssertEqual(graph.entryPoints.map(\.target), [shop])
    XCTAssertEqual(graph.entryPoints.first?.location?.line, delegate["6"].line)
  }

  /// A route reducer declared apart and handed to `withRouteReducer`, under an alias of the reducer type: its arms
  /// are the coordinator's, which is the value TCACoordinators' reducers build.
  func testARouteReducerDeclaredApartIsPartOfTheCoordinatorItBuilds() {
    let file = LibraryMarkers("Settings.swift", """
      import ComposableArchitecture
      import SwiftUI
      import TCACoordinators

      enum SettingsScreenState: Equatable { case list(ListState), profile(ProfileState) }
      enum SettingsScreenAction { case list(ListAction), profile(ProfileAction) }
      struct SettingsState: Equatable, IdentifiedRouterState {
        var routes: IdentifiedArrayOf<Route<SettingsScreenState>>
      }
      enum SettingsAction: IdentifiedRouterAction {
        case routeAction(SettingsScreenState.ID, action: SettingsScreenAction)
        case updateRoutes(IdentifiedArrayOf<Route<SettingsScreenState>>)
      }
      typealias SettingsReducer = Reducer<SettingsState, SettingsAction, Void>

      let settingsRoutes = SettingsReducer { state, action, _ in
        switch action {
        case .routeAction(_, .list(.profileTapped)):
          state.routes.1️⃣push(.profile(.init()))
        default:
          break
        }
        return .none
      }

      let settingsReducer: SettingsReducer = settingsScreenReducer
        .forEachIdentifiedRoute(environment: { _ in })
        .withRouteReducer(settingsRoutes)

      struct SettingsView: View {
        let store: Store<SettingsState, SettingsAction>
        var body: some View {
          TCARouter(store) { screen in
            SwitchStore(screen) {
              CaseLet(state: /SettingsScreenState.list, action: SettingsScreenAction.list, then: ListView.init)
              CaseLet(state: /SettingsScreenState.profile, action: SettingsScreenAction.profile, then: ProfileView.init)
            }
          }
        }
      }
      struct ListView: View { let store: Store<ListState, ListAction>; var body: some View { Text("") } }
      struct ProfileView: View { let store: Store<ProfileState, ProfileAction>; var body: some View { Text("") } }
      """)
    let graph = LibraryMarkers.read([file]).graph
    XCTAssertEqual(graph.coordinators.map(\.id), ["settingsReducer"])
    XCTAssertEqual(graph.edges(at: file["1"]).map { "\($0.from) \($0.kind.rawValue) \($0.to)" },
                   ["settingsReducer.list push settingsReducer.profile"])
  }

  /// A feature's own reducer value and a view of its store, with no router, are no coordinator; a computed
  /// `body: some Reducer<State, Action>` of a reducer type stays that type's.
  func testReducerValuesWithoutARouterAndReducerBodiesAreNotCoordinators() {
    let feature = LibraryMarkers("Search.swift", """
      import ComposableArchitecture
      import SwiftUI
      import TCACoordinators

      struct SearchState: Equatable { var query = "" }
      enum SearchAction { case typed(String) }
      let searchReducer = Reducer<SearchState, SearchAction, Void> { state, action, _ in
        switch action {
        case .typed(let text):
          state.query = text
        }
        return .none
      }
      struct SearchView: View {
        let store: Store<SearchState, SearchAction>
        var body: some View { Text("") }
      }
      """)
    XCTAssertTrue(LibraryMarkers.read([feature]).graph.coordinators.isEmpty)

    let modern = LibraryMarkers("Flow.swift", """
      import ComposableArchitecture
      import SwiftUI
      import TCACoordinators

      struct Flow: Reducer {
        struct State: Equatable, IndexedRouterState {
          var routes: [Route<Page.State>] = [.root(.start(.init()))]
        }
        enum Action: IndexedRouterAction {
          case routeAction(Int, action: Page.Action)
          case updateRoutes([Route<Page.State>])
        }
        var body: some Reducer<State, Action> {
          Reduce<State, Action> { state, action in
            switch action {
            case .routeAction(_, .start(.nextTapped)):
              state.routes.1️⃣push(.next(.init()))
            default:
              break
            }
            return .none
          }.forEachRoute { Page() }
        }
      }
      struct FlowView: View {
        let store: StoreOf<Flow>
        var body: some View {
          TCARouter(store) { screen in
            switch screen.case {
            case .start(let store): StartView(store: store)
            case .next(let store): NextView(store: store)
            }
          }
        }
      }
      struct StartView: View { let store: StoreOf<Start>; var body: some View { Text("") } }
      struct NextView: View { let store: StoreOf<Next>; var body: some View { Text("") } }
      """)
    let graph = LibraryMarkers.read([modern]).graph
    XCTAssertEqual(graph.coordinators.map(\.id), ["Flow"])
    XCTAssertEqual(graph.edges(at: modern["1"]).map { "\($0.from) \($0.kind.rawValue) \($0.to)" }, ["Flow.start push Flow.next"])
  }

  /// A state without initial routes, given its root where a parent builds it, in a file that imports only the
  /// Composable Architecture (`InboxState(routes: [.root(.thread(…))])`: Swift reads `.root` as a member of the
  /// parameter's type, `Route`, without the file importing TCACoordinators).
  func testAStatesRoutesBuiltInAFileWithoutTheLibrarysImportAreItsRoots() {
    let inbox = LibraryMarkers("Inbox.swift", """
      import ComposableArchitecture
      import SwiftUI
      import TCACoordinators

      enum InboxScreenState: Equatable { case thread(ThreadState), compose(ComposeState) }
      enum InboxScreenAction { case thread(ThreadAction), compose(ComposeAction) }
      struct InboxState: Equatable, IndexedRouterState {
        var routes: [Route<InboxScreenState>]
        init(routes: [Route<InboxScreenState>]) { self.routes = routes }
      }
      enum InboxAction: IndexedRouterAction {
        case routeAction(Int, action: InboxScreenAction)
        case updateRoutes([Route<InboxScreenState>])
      }
      let inboxReducer: Reducer<InboxState, InboxAction, Void> = inboxScreenReducer
        .forEachIndexedRoute(environment: { _ in })
        .withRouteReducer(Reducer { state, action, _ in
          if case .routeAction(_, .thread(.composeTapped)) = action { state.routes.presentSheet(.compose(.init())) }
          return .none
        })
      struct InboxView: View {
        let store: Store<InboxState, InboxAction>
        var body: some View {
          TCARouter(store) { screen in
            SwitchStore(screen) {
              CaseLet(state: /InboxScreenState.thread, action: InboxScreenAction.thread, then: ThreadView.init)
              CaseLet(state: /InboxScreenState.compose, action: InboxScreenAction.compose, then: ComposeView.init)
            }
          }
        }
      }
      """)
    let mail = LibraryMarkers("Mail.swift", """
      import ComposableArchitecture
      import SwiftUI

      struct MailState: Equatable {
        var inbox: InboxState
        init(account: String) { inbox = InboxState(routes: [.root(.thread(.init(account: account)), embedInNavigationView: true)]) }
      }
      """)
    let graph = LibraryMarkers.read([inbox, mail]).graph
    XCTAssertEqual(graph.coordinator("inboxReducer")?.roots, ["inboxReducer.thread"])
    XCTAssertEqual(graph.coordinator("inboxReducer")?.navigation, .yes)
  }
}
