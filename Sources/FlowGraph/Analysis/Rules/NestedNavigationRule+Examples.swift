/// The examples of `NestedNavigationRule` for containers shown without a push: a child coordinator embedded or
/// tabbed inside a container, and containers nested within a screen's own views.
extension NestedNavigationRule {
  static let embeddedTriggering: [Example] = [
    // A TabView inside the parent's NavigationView, whose tabs bring their own: NavigationView > TabView > NavigationView.
    Example(#"""
      import ComposableArchitecture
      import SwiftUI
      import TCACoordinators

      @main
      struct ShopApp: App {
        var body: some Scene {
          WindowGroup { AppCoordinatorView(store: Store(initialState: .init()) { AppCoordinator() }) }
        }
      }

      @Reducer(state: .hashable)
      enum AppScreen {
        case tabs(TabsFeature)
        case product(ProductFeature)
      }

      @Reducer
      struct AppCoordinator {
        @ObservableState
        struct State: Equatable {
          var routes: IdentifiedArrayOf<Route<AppScreen.State>> = [.root(.tabs(.init()), embedInNavigationView: true)]
        }

        enum Action {
          case router(IndexedRouterActionOf<AppScreen>)
        }

        var body: some ReducerOf<Self> {
          Reduce { state, action in
            switch action {
            case .router(.routeAction(_, action: .tabs(.productTapped))):
              state.routes.push(.product(.init()))
            default:
              break
            }
            return .none
          }
          .forEachRoute(\.routes, action: \.router)
        }
      }

      struct AppCoordinatorView: View {
        let store: StoreOf<AppCoordinator>

        var body: some View {
          TCARouter(store.scope(state: \.routes, action: \.router)) { screen in
            switch screen.case {
            case let .tabs(store): TabsView(store: store)
            case let .product(store): ProductView(store: store)
            }
          }
        }
      }

      struct TabsView: View {
        @Bindable var store: StoreOf<TabsFeature>

        var body: some View {
          TabView(selection: $store.tab.sending(\.tabSelected)) {
            CatalogCoordinatorView(store: store.scope(state: \.catalog, action: \.catalog))
              .tag(TabsFeature.Tab.catalog)
            CartCoordinatorView(store: store.scope(state: \.cart, action: \.cart))
              .tag(TabsFeature.Tab.cart)
          }
        }
      }

      @Reducer(state: .hashable)
      enum CatalogScreen {
        case list(ListFeature)
        case detail(DetailFeature)
      }

      @Reducer
      struct CatalogCoordinator {
        @ObservableState
        struct State: Equatable {
          var routes: IdentifiedArrayOf<Route<CatalogScreen.State>> = [↓.root(.list(.init()), embedInNavigationView: true)]
        }

        enum Action {
          case router(IndexedRouterActionOf<CatalogScreen>)
        }

        var body: some ReducerOf<Self> {
          Reduce { state, action in
            switch action {
            case .router(.routeAction(_, action: .list(.itemTapped))):
              state.routes.push(.detail(.init()))
            default:
              break
            }
            return .none
          }
          .forEachRoute(\.routes, action: \.router)
        }
      }

      struct CatalogCoordinatorView: View {
        let store: StoreOf<CatalogCoordinator>

        var body: some View {
          TCARouter(store.scope(state: \.routes, action: \.router)) { screen in
            switch screen.case {
            case let .list(store): ListView(store: store)
            case let .detail(store): DetailView(store: store)
            }
          }
        }
      }

      @Reducer(state: .hashable)
      enum CartScreen {
        case cart(CartFeature)
        case checkout(CheckoutFeature)
      }

      @Reducer
      struct CartCoordinator {
        @ObservableState
        struct State: Equatable {
          var routes: IdentifiedArrayOf<Route<CartScreen.State>> = [.root(.cart(.init()))]
        }

        enum Action {
          case router(IndexedRouterActionOf<CartScreen>)
        }

        var body: some ReducerOf<Self> {
          Reduce { state, action in
            switch action {
            case .router(.routeAction(_, action: .cart(.checkoutTapped))):
              state.routes.push(.checkout(.init()))
            default:
              break
            }
            return .none
          }
          .forEachRoute(\.routes, action: \.router)
        }
      }

      struct CartCoordinatorView: View {
        let store: StoreOf<CartCoordinator>

        var body: some View {
          TCARouter(store.scope(state: \.routes, action: \.router)) { screen in
            switch screen.case {
            case let .cart(store): CartView(store: store)
            case let .checkout(store): CheckoutView(store: store)
            }
          }
        }
      }
      """#),
    // A child coordinator whose Router embeds its root in a NavigationView, in the root view of a parent's Router
    // that does too (FlowStacks 0.1-0.4 `Node` wraps every route with embedInNavigationView in a NavigationView).
    Example("""
      import FlowStacks
      import SwiftUI

      @main
      struct NotesApp: App {
        var body: some Scene { WindowGroup { AppCoordinator() } }
      }

      enum AppScreen { case home, settings }
      enum NoteScreen { case list, editor }

      struct AppCoordinator: View {
        @State var routes: Routes<AppScreen> = [.root(.home, embedInNavigationView: true)]

        var body: some View {
          Router($routes) { screen, _ in
            switch screen {
            case .home: NotesCoordinator(onSettings: { routes.push(.settings) })
            case .settings: SettingsView()
            }
          }
        }
      }

      struct NotesCoordinator: View {
        @State var routes: Routes<NoteScreen> = [↓.root(.list, embedInNavigationView: true)]
        let onSettings: () -> Void

        var body: some View {
          Router($routes) { screen, _ in
            switch screen {
            case .list: NotesList(onOpen: { routes.push(.editor) }, onSettings: onSettings)
            case .editor: EditorView()
            }
          }
        }
      }
      """),
    // Inside a screen's own views: a link in the catalog's NavigationStack pushes a view that builds another.
    Example(#"""
      import FlowStacks
      import SwiftUI

      @main
      struct ShopApp: App {
        var body: some Scene { WindowGroup { AppCoordinator() } }
      }

      enum Screen { case home, catalog }

      struct AppCoordinator: View {
        @State var routes: Routes<Screen> = [.root(.home)]

        var body: some View {
          Router($routes) { screen, _ in
            switch screen {
            case .home: HomeView(onCatalog: { routes.presentCover(.catalog) })
            case .catalog: CatalogView()
            }
          }
        }
      }

      struct CatalogView: View {
        @Environment(\.dismiss) var dismiss

        var body: some View {
          NavigationStack {
            List {
              ProductRow()
              Button("Close") { dismiss() }
            }
          }
        }
      }

      struct ProductRow: View {
        var body: some View {
          NavigationLink("Product", destination: ProductView())
        }
      }

      struct ProductView: View {
        var body: some View {
          ↓NavigationStack {
            Text("Product")
          }
        }
      }
      """#),
    // A Stinsen root that is a NavigationViewCoordinator inside a NavigationViewCoordinator.
    Example(#"""
      import Stinsen
      import SwiftUI

      @main
      struct TodoApp: App {
        var body: some Scene {
          WindowGroup { NavigationViewCoordinator(MainCoordinator()).view() }
        }
      }

      final class MainCoordinator: NavigationCoordinatable {
        let stack = NavigationStack(initial: \MainCoordinator.start)
        @Root var start = makeStart
        @Route(.push) var about = makeAbout

        func makeStart() -> NavigationViewCoordinator<ListCoordinator> {
          ↓NavigationViewCoordinator(ListCoordinator())
        }
        @ViewBuilder func makeAbout() -> some View { AboutScreen() }
      }

      final class ListCoordinator: NavigationCoordinatable {
        let stack = NavigationStack(initial: \ListCoordinator.start)
        @Root var start = makeStart
        @Route(.push) var item = makeItem

        @ViewBuilder func makeStart() -> some View { ListScreen() }
        @ViewBuilder func makeItem() -> some View { ItemScreen() }
      }

      struct ListScreen: View {
        @EnvironmentObject var router: ListCoordinator.Router
        var body: some View { Button("Item") { router.route(to: \.item) } }
      }
      """#),
  ]

  static let embeddedNonTriggering: [Example] = [
    // A root view that switches between its router (in a NavigationView) and another coordinator: the other
    // coordinator is shown instead of the router, not inside its NavigationView.
    Example(#"""
      import ComposableArchitecture
      import SwiftUI
      import TCACoordinators

      @main
      struct GardenApp: App {
        var body: some Scene {
          WindowGroup { RootCoordinatorView(store: Store(initialState: .init()) { RootCoordinator() }) }
        }
      }

      @Reducer(state: .hashable)
      enum RootScreen {
        case splash(SplashFeature)
      }

      @Reducer
      struct RootCoordinator {
        enum Stage { case start, main }

        @ObservableState
        struct State: Equatable {
          var routes: IdentifiedArrayOf<Route<RootScreen.State>> = [.root(.splash(.init()), embedInNavigationView: true)]
          var stage: Stage = .start
          var main = MainCoordinator.State()
        }

        enum Action {
          case router(IndexedRouterActionOf<RootScreen>)
          case main(MainCoordinator.Action)
        }

        var body: some ReducerOf<Self> {
          Scope(state: \.main, action: \.main) { MainCoordinator() }
          Reduce { state, action in
            switch action {
            case .router(.routeAction(_, action: .splash(.finished))):
              state.stage = .main
            default:
              break
            }
            return .none
          }
          .forEachRoute(\.routes, action: \.router)
        }
      }

      struct RootCoordinatorView: View {
        let store: StoreOf<RootCoordinator>

        var body: some View {
          switch store.stage {
          case .start:
            TCARouter(store.scope(state: \.routes, action: \.router)) { screen in
              switch screen.case {
              case let .splash(store): SplashView(store: store)
              }
            }
          case .main:
            MainCoordinatorView(store: store.scope(state: \.main, action: \.main))
          }
        }
      }

      @Reducer(state: .hashable)
      enum MainScreen {
        case home(HomeFeature)
        case plant(PlantFeature)
      }

      @Reducer
      struct MainCoordinator {
        @ObservableState
        struct State: Equatable {
          var routes: IdentifiedArrayOf<Route<MainScreen.State>> = [.root(.home(.init()), embedInNavigationView: true)]
        }

        enum Action {
          case router(IndexedRouterActionOf<MainScreen>)
        }

        var body: some ReducerOf<Self> {
          Reduce { state, action in
            switch action {
            case .router(.routeAction(_, action: .home(.plantTapped))):
              state.routes.push(.plant(.init()))
            default:
              break
            }
            return .none
          }
          .forEachRoute(\.routes, action: \.router)
        }
      }

      struct MainCoordinatorView: View {
        let store: StoreOf<MainCoordinator>

        var body: some View {
          TCARouter(store.scope(state: \.routes, action: \.router)) { screen in
            switch screen.case {
            case let .home(store): HomeView(store: store)
            case let .plant(store): PlantView(store: store)
            }
          }
        }
      }
      """#),
    // A view with its own NavigationStack presented in a sheet from inside a stack: a new layer.
    Example(#"""
      import FlowStacks
      import SwiftUI

      @main
      struct ShopApp: App {
        var body: some Scene { WindowGroup { AppCoordinator() } }
      }

      enum Screen { case home, catalog }

      struct AppCoordinator: View {
        @State var routes: Routes<Screen> = [.root(.home)]

        var body: some View {
          Router($routes) { screen, _ in
            switch screen {
            case .home: HomeView(onCatalog: { routes.presentCover(.catalog) })
            case .catalog: CatalogView()
            }
          }
        }
      }

      struct CatalogView: View {
        @Environment(\.dismiss) var dismiss

        var body: some View {
          NavigationStack {
            List {
              ProductRow()
                .sheet(isPresented: .constant(false)) { ProductView() }
              Button("Close") { dismiss() }
            }
          }
        }
      }

      struct ProductRow: View {
        var body: some View {
          Text("Product")
        }
      }

      struct ProductView: View {
        var body: some View {
          NavigationStack {
            Text("Product")
          }
        }
      }
      """#),
    // FlowStack 0.9 ignores withNavigation: true inside a parent FlowStack (0.10 only for a child without a binding):
    // not judged.
    Example("""
      import FlowStacks
      import SwiftUI

      @main
      struct NotesApp: App {
        var body: some Scene { WindowGroup { AppCoordinator() } }
      }

      enum AppScreen: Hashable { case settings }
      enum NoteScreen: Hashable { case editor }

      struct AppCoordinator: View {
        @State var routes: [Route<AppScreen>] = []

        var body: some View {
          FlowStack($routes, withNavigation: true) {
            NotesCoordinator(onSettings: { routes.push(.settings) })
              .flowDestination(for: AppScreen.self) { screen in
                switch screen {
                case .settings: SettingsView()
                }
              }
          }
        }
      }

      struct NotesCoordinator: View {
        @State var routes: [Route<NoteScreen>] = []
        let onSettings: () -> Void

        var body: some View {
          FlowStack($routes, withNavigation: true) {
            NotesList(onOpen: { routes.push(.editor) }, onSettings: onSettings)
              .flowDestination(for: NoteScreen.self) { screen in
                switch screen {
                case .editor: EditorView()
                }
              }
          }
        }
      }
      """),
    // The TabView at the top, one NavigationView per tab.
    Example(#"""
      import ComposableArchitecture
      import SwiftUI
      import TCACoordinators

      @main
      struct ShopApp: App {
        var body: some Scene {
          WindowGroup { AppCoordinatorView(store: Store(initialState: .init()) { AppCoordinator() }) }
        }
      }

      @Reducer(state: .hashable)
      enum AppScreen {
        case tabs(TabsFeature)
      }

      @Reducer
      struct AppCoordinator {
        @ObservableState
        struct State: Equatable {
          var routes: IdentifiedArrayOf<Route<AppScreen.State>> = [.root(.tabs(.init()))]
        }

        enum Action {
          case router(IndexedRouterActionOf<AppScreen>)
        }

        var body: some ReducerOf<Self> {
          Reduce { state, action in
            switch action {
            default:
              break
            }
            return .none
          }
          .forEachRoute(\.routes, action: \.router)
        }
      }

      struct AppCoordinatorView: View {
        let store: StoreOf<AppCoordinator>

        var body: some View {
          TCARouter(store.scope(state: \.routes, action: \.router)) { screen in
            switch screen.case {
            case let .tabs(store): TabsView(store: store)
            }
          }
        }
      }

      struct TabsView: View {
        @Bindable var store: StoreOf<TabsFeature>

        var body: some View {
          TabView(selection: $store.tab.sending(\.tabSelected)) {
            CatalogCoordinatorView(store: store.scope(state: \.catalog, action: \.catalog))
              .tag(TabsFeature.Tab.catalog)
            CartCoordinatorView(store: store.scope(state: \.cart, action: \.cart))
              .tag(TabsFeature.Tab.cart)
          }
        }
      }

      @Reducer(state: .hashable)
      enum CatalogScreen {
        case list(ListFeature)
        case detail(DetailFeature)
      }

      @Reducer
      struct CatalogCoordinator {
        @ObservableState
        struct State: Equatable {
          var routes: IdentifiedArrayOf<Route<CatalogScreen.State>> = [.root(.list(.init()), embedInNavigationView: true)]
        }

        enum Action {
          case router(IndexedRouterActionOf<CatalogScreen>)
        }

        var body: some ReducerOf<Self> {
          Reduce { state, action in
            switch action {
            case .router(.routeAction(_, action: .list(.itemTapped))):
              state.routes.push(.detail(.init()))
            default:
              break
            }
            return .none
          }
          .forEachRoute(\.routes, action: \.router)
        }
      }

      struct CatalogCoordinatorView: View {
        let store: StoreOf<CatalogCoordinator>

        var body: some View {
          TCARouter(store.scope(state: \.routes, action: \.router)) { screen in
            switch screen.case {
            case let .list(store): ListView(store: store)
            case let .detail(store): DetailView(store: store)
            }
          }
        }
      }

      @Reducer(state: .hashable)
      enum CartScreen {
        case cart(CartFeature)
        case checkout(CheckoutFeature)
      }

      @Reducer
      struct CartCoordinator {
        @ObservableState
        struct State: Equatable {
          var routes: IdentifiedArrayOf<Route<CartScreen.State>> = [.root(.cart(.init()), embedInNavigationView: true)]
        }

        enum Action {
          case router(IndexedRouterActionOf<CartScreen>)
        }

        var body: some ReducerOf<Self> {
          Reduce { state, action in
            switch action {
            case .router(.routeAction(_, action: .cart(.checkoutTapped))):
              state.routes.push(.checkout(.init()))
            default:
              break
            }
            return .none
          }
          .forEachRoute(\.routes, action: \.router)
        }
      }

      struct CartCoordinatorView: View {
        let store: StoreOf<CartCoordinator>

        var body: some View {
          TCARouter(store.scope(state: \.routes, action: \.router)) { screen in
            switch screen.case {
            case let .cart(store): CartView(store: store)
            case let .checkout(store): CheckoutView(store: store)
            }
          }
        }
      }
      """#),
    // The child coordinator shown as the root inherits the parent's NavigationView.
  ]
}
