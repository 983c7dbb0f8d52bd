/// A coordinator that nothing attaches from an entry point.
struct UnreachableCoordinatorRule: Rule {
  static let description = RuleDescription(
    id: "unreachable-coordinator", name: "Unreachable Coordinator", severity: .warning,
    summary: "Every coordinator should be attached (pushed, presented, tabbed, switched to) from an entry point.",
    rationale: """
      A coordinator that is never attached is never shown: its whole flow is dead code, or the place that should \
      start it is missing. Entry points are the ones flowviz found (an `@main` App or scene that shows a \
      coordinator) and the declared ones (`entry:` in definition files, `entry_points:` in .flowviz.yml); \
      without any, nothing is reported and the run notes that no entry point was found. A coordinator attached \
      from a coordinator that makes a navigation call flowviz cannot resolve is not reported: the call may show \
      the screen that attaches it; nor is one attached from a coordinator whose first screen flowviz cannot read. Coordinators attached only from an unattached one are reported with it, as \
      related locations of one finding. A coordinator whose routes a view model declares is reported at the view \
      that shows them (its `Router`, `NStack`, `FlowStack`), the view model as a related location.
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

          @ViewBuilder func makeStart() -> some View { HomeScreen() }
        }

        ↓final class SettingsCoordinator: NavigationCoordinatable {
          let stack = NavigationStack(initial: \SettingsCoordinator.start)
          @Root var start = makeStart

          @ViewBuilder func makeStart() -> some View { SettingsScreen() }
        }
        """#),
      .definition("""
        entry: App
        coordinators:
          - id: App
            navigation: true
            root: home
            screens: [home]
          - id: ↓Legacy
            navigation: true
            root: start
            screens: [start]
        """),
      // The routes live in a view model; the finding is at the view that shows them (the view model as related).
      Example("""
        import FlowStacks
        import SwiftUI

        @main
        struct ShopApp: App {
          var body: some Scene {
            WindowGroup { CatalogCoordinator() }
          }
        }

        enum CatalogScreen { case list, item }

        struct CatalogCoordinator: View {
          @State var routes: Routes<CatalogScreen> = [.root(.list, embedInNavigationView: true)]

          var body: some View {
            Router($routes) { screen, _ in
              switch screen {
              case .list: ListView(onSelect: { routes.push(.item) })
              case .item: ItemView()
              }
            }
          }
        }

        final class CheckoutViewModel: ObservableObject {
          enum Screen { case basket, payment }
          @Published var routes: Routes<Screen> = [.root(.basket, embedInNavigationView: true)]
          func pay() { routes.push(.payment) }
        }

        ↓struct CheckoutCoordinator: View {
          @StateObject var viewModel = CheckoutViewModel()

          var body: some View {
            Router($viewModel.routes) { screen, _ in
              switch screen {
              case .basket: BasketView(onPay: viewModel.pay)
              case .payment: PaymentView()
              }
            }
          }
        }
        """),
      // LegacySettings is attached only from Legacy: one mistake, one finding (LegacySettings as related location).
      .definition("""
        entry: App
        coordinators:
          - id: App
            navigation: true
            root: home
            screens: [home]
          - id: ↓Legacy
            navigation: true
            root: start
            screens: [start]
            children:
              - { at: start, coordinator: LegacySettings, kind: sheet }
          - id: LegacySettings
            navigation: true
            root: options
            screens: [options]
        """)
    ],
    nonTriggering: [
      // The sheet's screen is computed (`presentSheet(screen)`): it may be the one that shows SetupCoordinator.
      Example(#"""
        import ComposableArchitecture
        import SwiftUI
        import TCACoordinators

        @main
        struct BankApp: App {
          var body: some Scene {
            WindowGroup { AppCoordinatorView(store: Store(initialState: .init()) { AppCoordinator() }) }
          }
        }

        @Reducer(state: .hashable)
        enum Screen {
          case home(HomeFeature)
          case setup(SetupCoordinator)
        }

        @Reducer
        struct AppCoordinator {
          @ObservableState
          struct State: Equatable {
            var routes: IdentifiedArrayOf<Route<Screen.State>> = [.root(.home(.init()), embedInNavigationView: true)]
          }

          enum Action {
            case router(IndexedRouterActionOf<Screen>)
          }

          var body: some ReducerOf<Self> {
            Reduce { state, action in
              switch action {
              case .router(.routeAction(_, action: .home(.setupTapped(let variant)))):
                let screen: Screen.State = .setup(SetupCoordinator.State(routes: [.root(variant ? .intro(.init()) : .introVariation(.init()))]))
                state.routes.presentSheet(screen)
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
              case let .home(store): HomeView(store: store)
              case let .setup(store): SetupCoordinatorView(store: store)
              }
            }
          }
        }

        @Reducer(state: .hashable)
        enum SetupScreen {
          case intro(IntroFeature)
          case introVariation(IntroFeature)
          case pin(PINFeature)
        }

        @Reducer
        struct SetupCoordinator {
          @ObservableState
          struct State: Equatable {
            var routes: IdentifiedArrayOf<Route<SetupScreen.State>> = [.root(.intro(.init()), embedInNavigationView: true)]
          }

          enum Action {
            case router(IndexedRouterActionOf<SetupScreen>)
          }

          var body: some ReducerOf<Self> {
            Reduce { state, action in
              switch action {
              case .router(.routeAction(_, action: .intro(.next))):
                state.routes.push(.pin(.init()))
              default:
                break
              }
              return .none
            }
            .forEachRoute(\.routes, action: \.router)
          }
        }

        struct SetupCoordinatorView: View {
          let store: StoreOf<SetupCoordinator>

          var body: some View {
            TCARouter(store.scope(state: \.routes, action: \.router)) { screen in
              switch screen.case {
              case let .intro(store): IntroView(store: store)
              case let .introVariation(store): IntroView(store: store)
              case let .pin(store): PINView(store: store)
              }
            }
          }
        }
        """#),
      // No entry point found or declared: which coordinator the app starts with is unknown.
      .definition("""
        coordinators:
          - id: App
            navigation: true
            root: home
            screens: [home]
          - id: Legacy
            navigation: true
            root: start
            screens: [start]
        """),
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
          @Route(.modal) var settings = makeSettings

          @ViewBuilder func makeStart() -> some View { HomeScreen() }
          func makeSettings() -> SettingsCoordinator { SettingsCoordinator() }
        }

        struct HomeScreen: View {
          @EnvironmentObject var router: HomeCoordinator.Router
          var body: some View { Button("Settings") { router.route(to: \.settings) } }
        }

        final class SettingsCoordinator: NavigationCoordinatable {
          let stack = NavigationStack(initial: \SettingsCoordinator.start)
          @Root var start = makeStart

          @ViewBuilder func makeStart() -> some View { SettingsScreen() }
        }
        """#),
      .definition("""
        entry: App
        coordinators:
          - id: App
            navigation: true
            root: home
            screens: [home]
            children:
              - { at: home, coordinator: Settings, kind: sheet }
          - id: Settings
            navigation: true
            root: start
            screens: [start]
            back:
              - { screen: start, action: dismiss }
        """)
    ])

  func check(_ context: LintContext) -> [Finding] {
    // Without an entry point found in the code or declared, "never attached" would be a guess (LintRun adds a note).
    guard !context.graph.entryPoints.isEmpty else { return [] }
    let reached = context.walk.reachedNodes
    guard !reached.isEmpty else { return [] }
    let shown = context.reachedCoordinators
    let dynamic = context.dynamicOwners
    let unshown = context.graph.coordinators.filter { !shown.contains($0.id) && !dynamic.contains($0.id) }
    let unshownIDs = Set(unshown.map(\.id))
    // Coordinators attached only from other unattached ones are the same mistake: one finding at the top of each
    // such tree, the coordinators beneath it as related locations.
    var children: [String: [String]] = [:]
    var attachedFromUnshown = Set<String>()
    for edge in context.graph.edges {
      guard let from = context.owner(edge.from)?.id, let to = context.coordinator(edge.to)?.id ?? context.owner(edge.to)?.id,
        from != to, unshownIDs.contains(from), unshownIDs.contains(to)
      else { continue }
      children[from, default: []].append(to)
      attachedFromUnshown.insert(to)
    }
    var covered = Set<String>()
    var subtrees: [String: [String]] = [:]
    for c in unshown where !attachedFromUnshown.contains(c.id) {
      var seen: Set<String> = [c.id]
      var queue = [c.id]
      while let next = queue.popLast() {
        for child in children[next] ?? [] where seen.insert(child).inserted { queue.append(child) }
      }
      covered.formUnion(seen)
      subtrees[c.id] = seen.subtracting([c.id]).sorted()
    }
    return unshown.compactMap { c in
      // Coordinators in a cycle that nothing else attaches have no top: each is reported.
      guard subtrees[c.id] != nil || !covered.contains(c.id) else { return nil }
      let beneath = subtrees[c.id] ?? []
      return finding(
        "\(context.label(c.id)) is never attached: no path from \(context.entryDescription) pushes, presents, tabs or switches to it"
          + (beneath.isEmpty ? "" : " (nor to \(beneath.map { "'\($0)'" }.joined(separator: ", ")), attached only from it)"),
        at: c.view ?? c.location,
        suggestion: "Attach '\(c.id)' from the screen that should start it, declare it as an entry point, or remove it.",
        subjects: [c.id],
        related: (c.view == nil ? [] : c.location.map { [RelatedLocation($0, "its routes are declared in '\(c.name)'")] } ?? [])
          + beneath.compactMap { id in context.declaration(id).map { RelatedLocation($0, "\(context.label(id)) is attached only from it") } })
    }
  }
}
