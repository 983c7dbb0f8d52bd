/// A screen or child coordinator that brings its own NavigationView/Stack pushed into a stack that has one.
struct NestedNavigationRule: Rule {
  static let description = RuleDescription(
    id: "nested-navigation", name: "Nested Navigation", severity: .warning,
    summary: "Do not nest navigation containers: a screen or coordinator with its own must not be pushed, embedded or tabbed into one.",
    rationale: """
      A NavigationView inside another shows two navigation bars; a child FlowStack with its own state pushed into \
      a parent's NavigationStack fails with "Unable to push from a child FlowStack onto a parent's navigation \
      stack". A pushed child should inherit its parent's container. The same holds without a push: a child \
      coordinator with its own container shown in a screen's view inside a container (FlowStacks \
      `withNavigation: true` / `embedInNavigationView: true`, TCACoordinators' root route, Stinsen's \
      `NavigationViewCoordinator`), or a TabView inside a NavigationView whose tabs bring their own \
      (NavigationView > TabView > NavigationView: the bars stack and pushes land on two different stacks). Those \
      are reported once per inner container, at the place that asks for it. A screen whose view is the child \
      itself is not a second container; a FlowStack (0.6+) child inside a parent FlowStack is not judged: FlowStack \
      0.9 ignores `withNavigation` in any nested FlowStack (`withNavigation && parentFlowStackDataType == nil`), \
      0.10 only in one that shares its parent's path, and which version an app builds with is not known; a tab selected from a screen (`focusFirst`, a deep link) is not contained \
      by that screen. Within a screen's own views, a view whose body is a NavigationView/NavigationStack built \
      inside another view's container (directly, through other views, or as a `NavigationLink` destination, \
      which SwiftUI pushes onto that stack) is reported at the inner container; what a `.sheet`, \
      `.fullScreenCover` or `.popover` shows is a new layer and is not.
      """,
    triggering: [
      Example(#"""
        import Stinsen
        import SwiftUI

        @main
        struct TodoApp: App {
          var body: some Scene {
            WindowGroup { NavigationViewCoordinator(HomeCoordinator()).view() }
          }
        }

        final class HomeCoordinator: NavigationCoordinatable {
          let stack = NavigationStack(initial: \HomeCoordinator.start)
          @Root var start = makeStart
          @Route(.push) var profile = makeProfile

          @ViewBuilder func makeStart() -> some View { HomeScreen() }
          func makeProfile() -> NavigationViewCoordinator<ProfileCoordinator> {
            NavigationViewCoordinator(ProfileCoordinator())
          }
        }

        final class ProfileCoordinator: NavigationCoordinatable {
          let stack = NavigationStack(initial: \ProfileCoordinator.start)
          @Root var start = makeStart

          @ViewBuilder func makeStart() -> some View { ProfileScreen() }
        }

        struct HomeScreen: View {
          @EnvironmentObject var router: HomeCoordinator.Router
          var body: some View { Button("Profile") { router.↓route(to: \.profile) } }
        }
        """#),
      Example("""
        import FlowStacks
        import SwiftUI

        enum Screen: Hashable { case detail }

        struct AppCoordinator: View {
          @State var routes: [Route<Screen>] = []

          var body: some View {
            FlowStack($routes, withNavigation: true) {
              HomeView(onDetail: { routes.↓push(.detail) })
                .flowDestination(for: Screen.self) { screen in
                  switch screen {
                  case .detail: DetailView()
                  }
                }
            }
          }
        }

        struct DetailView: View {
          var body: some View {
            NavigationView { Text("Detail") }
          }
        }
        """),
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
          @Root var ↓start = makeStart
          @Route(.push) var about = makeAbout

          func makeStart() -> NavigationViewCoordinator<ListCoordinator> {
            NavigationViewCoordinator(ListCoordinator())
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
      .definition("""
        coordinators:
          - id: Home
            navigation: true
            root: home
            screens: [home, { id: detail, navigation: true }]
            transitions:
              - ↓{ from: home, to: detail, kind: push }
        """),
      .definition("""
        coordinators:
          - id: Home
            navigation: true
            root: home
            screens: [home]
            children:
              - ↓{ at: home, coordinator: Checkout, kind: push }
          - id: Checkout
            navigation: true
            root: cart
            screens: [cart]
        """),
    ],
    nonTriggering: [
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

          func makeStart() -> ListCoordinator {
            ListCoordinator()
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
      Example(#"""
        import Stinsen
        import SwiftUI

        @main
        struct TodoApp: App {
          var body: some Scene {
            WindowGroup { NavigationViewCoordinator(HomeCoordinator()).view() }
          }
        }

        final class HomeCoordinator: NavigationCoordinatable {
          let stack = NavigationStack(initial: \HomeCoordinator.start)
          @Root var start = makeStart
          @Route(.push) var profile = makeProfile

          @ViewBuilder func makeStart() -> some View { HomeScreen() }
          func makeProfile() -> ProfileCoordinator { ProfileCoordinator() }
        }

        final class ProfileCoordinator: NavigationCoordinatable {
          let stack = NavigationStack(initial: \ProfileCoordinator.start)
          @Root var start = makeStart

          @ViewBuilder func makeStart() -> some View { ProfileScreen() }
        }

        struct HomeScreen: View {
          @EnvironmentObject var router: HomeCoordinator.Router
          var body: some View { Button("Profile") { router.route(to: \.profile) } }
        }
        """#),
      Example("""
        import FlowStacks
        import SwiftUI

        enum Screen: Hashable { case detail }

        struct AppCoordinator: View {
          @State var routes: [Route<Screen>] = []

          var body: some View {
            FlowStack($routes, withNavigation: true) {
              HomeView(onDetail: { routes.push(.detail) })
                .flowDestination(for: Screen.self) { screen in
                  switch screen {
                  case .detail: DetailView()
                  }
                }
            }
          }
        }

        struct DetailView: View {
          var body: some View {
            Text("Detail")
          }
        }
        """),
      .definition("""
        coordinators:
          - id: Home
            navigation: true
            root: home
            screens: [home]
            children:
              - { at: home, coordinator: Checkout, kind: push }
              - { at: home, coordinator: Settings, kind: sheet }
          - id: Checkout
            navigation: inherited
            root: cart
            screens: [cart]
          - id: Settings
            navigation: true
            root: start
            screens: [start]
            back:
              - { screen: start, action: dismiss }
        """)
    ])

  func check(_ context: LintContext) -> [Finding] {
    let steps = context.walk.firstSteps { step in
      guard step.edge?.kind == .push, step.from.context.navigation == .yes, let to = step.edge?.to else { return false }
      if let child = context.coordinator(to) { return child.navigation == .yes && !Self.defersToParent(child, step, context) }
      return context.screen(to)?.bringsNavigation == true
    }
    // A push in a view several screens show is one finding, the other screens named with it.
    let pushes = EdgeSites.group(steps).compactMap { site -> Finding? in
      let step = site.step
      guard let edge = step.edge else { return nil }
      let what = context.coordinator(edge.to) != nil ? "declares its own navigation container" : "brings its own NavigationView/NavigationStack"
      let also = site.others.isEmpty ? "" : " (and \(site.others.map { "'\($0)'" }.joined(separator: ", ")), which show the same view)"
      return finding(
        "'\(edge.from)'\(also) pushes \(context.label(edge.to)), which \(what), into a stack that already has one (\(context.layerPhrase(of: step.from)))",
        at: edge.location,
        suggestion: "Let '\(edge.to)' inherit the container (navigation: inherited; no NavigationView in its view; a FlowStack without withNavigation), or present it instead of pushing.",
        subjects: [edge.from, edge.to] + site.others, path: context.walk.pathLocations(to: step.from))
    }
    return pushes + embeddedFindings(context) + viewFindings(context)
  }
}
