/// A coordinator whose routes can never change: it only ever shows its root.
struct InertCoordinatorRule: Rule {
  static let description = RuleDescription(
    id: "inert-coordinator", name: "Inert Coordinator", severity: .warning,
    summary: "A coordinator should navigate: one whose routes only ever hold its root is scaffolding or misses a transition.",
    rationale: """
      A FlowStacks or TCACoordinators coordinator whose screen enum has only root cases, and onto whose routes \
      nothing pushes, presents or assigns, keeps a routes array, a router view and (TCA) `forEachRoute` that never \
      do anything: its pops are no-ops, and a NavigationView embedded in its root only stacks another navigation bar \
      (inside a TabView, under a parent's). Either a transition is missing or a plain view would do. A coordinator \
      that switches between several roots at run time (signed in / signed out) does change its routes and is not \
      judged. The rule \
      judges only coordinators shown from an entry point that own their routes, and stays silent when a navigation \
      call flowviz cannot resolve may build their state, and for Stinsen and hand-written definitions (declare \
      `library:` to have a definition judged). The finding is at the root route when that route embeds the \
      coordinator's NavigationView (the container to drop first), else at the coordinator's declaration.
      """,
    triggering: [
      Example(#"""
        import ComposableArchitecture
        import SwiftUI
        import TCACoordinators

        @main
        struct MapsApp: App {
          var body: some Scene {
            WindowGroup { MapCoordinatorView(store: Store(initialState: .init()) { MapCoordinator() }) }
          }
        }

        @Reducer(state: .hashable)
        enum MapScreen {
          case main(MapFeature)
        }

        @Reducer
        struct MapCoordinator {
          @ObservableState
          struct State: Equatable {
            var routes: IdentifiedArrayOf<Route<MapScreen.State>> = [↓.root(.main(.init()), embedInNavigationView: true)]
          }

          enum Action {
            case router(IndexedRouterActionOf<MapScreen>)
          }

          var body: some ReducerOf<Self> {
            Reduce { _, _ in .none }
              .forEachRoute(\.routes, action: \.router)
          }
        }

        struct MapCoordinatorView: View {
          let store: StoreOf<MapCoordinator>

          var body: some View {
            TCARouter(store.scope(state: \.routes, action: \.router)) { screen in
              switch screen.case {
              case let .main(store): MapView(store: store)
              }
            }
          }
        }
        """#),
      // FlowStacks Router: the root route that embeds a NavigationView is the place to change.
      Example("""
        import FlowStacks
        import SwiftUI

        @main
        struct WeatherApp: App {
          var body: some Scene { WindowGroup { ForecastCoordinator() } }
        }

        enum ForecastScreen { case today }

        struct ForecastCoordinator: View {
          @State var routes: Routes<ForecastScreen> = [↓.root(.today, embedInNavigationView: true)]

          var body: some View {
            Router($routes) { screen, _ in
              switch screen {
              case .today: TodayView()
              }
            }
          }
        }
        """),
      // Without a container of its own, the coordinator's declaration.
      Example("""
        import FlowStacks
        import SwiftUI

        @main
        struct WeatherApp: App {
          var body: some Scene { WindowGroup { ForecastCoordinator() } }
        }

        enum ForecastScreen { case today }

        ↓struct ForecastCoordinator: View {
          @State var routes: Routes<ForecastScreen> = [.root(.today)]

          var body: some View {
            Router($routes) { screen, _ in
              switch screen {
              case .today: TodayView()
              }
            }
          }
        }
        """),
      .definition("""
        entry: Maps
        coordinators:
          - id: ↓Maps
            library: tca-coordinators
            navigation: true
            root: main
            screens: [main]
        """),
    ],
    nonTriggering: [
      Example(#"""
        import ComposableArchitecture
        import SwiftUI
        import TCACoordinators

        @main
        struct MapsApp: App {
          var body: some Scene {
            WindowGroup { MapCoordinatorView(store: Store(initialState: .init()) { MapCoordinator() }) }
          }
        }

        @Reducer(state: .hashable)
        enum MapScreen {
          case main(MapFeature)
          case place(PlaceFeature)
        }

        @Reducer
        struct MapCoordinator {
          @ObservableState
          struct State: Equatable {
            var routes: IdentifiedArrayOf<Route<MapScreen.State>> = [.root(.main(.init()), embedInNavigationView: true)]
          }

          enum Action {
            case router(IndexedRouterActionOf<MapScreen>)
          }

          var body: some ReducerOf<Self> {
            Reduce { state, action in
              switch action {
              case .router(.routeAction(_, action: .main(.placeTapped))):
                state.routes.push(.place(.init()))
              default:
                break
              }
              return .none
            }
            .forEachRoute(\.routes, action: \.router)
          }
        }

        struct MapCoordinatorView: View {
          let store: StoreOf<MapCoordinator>

          var body: some View {
            TCARouter(store.scope(state: \.routes, action: \.router)) { screen in
              switch screen.case {
              case let .main(store): MapView(store: store)
              case let .place(store): PlaceView(store: store)
              }
            }
          }
        }
        """#),
      // A coordinator switching between two roots (signed in, signed out) changes its routes.
      Example("""
        import FlowStacks
        import SwiftUI
        @main
        struct BankApp: App {
          var body: some Scene { WindowGroup { SessionCoordinator() } }
        }
        enum SessionScreen { case signIn, accounts }
        final class Session: ObservableObject {
          @Published var routes: Routes<SessionScreen> = [.root(.signIn)]
          func signedIn() { routes = [.root(.accounts)] }
          func signedOut() { routes = [.root(.signIn)] }
        }
        struct SessionCoordinator: View {
          @StateObject var session = Session()
          var body: some View {
            Router($session.routes) { screen, _ in
              switch screen {
              case .signIn: Button("Sign in") { session.signedIn() }
              case .accounts: Button("Sign out") { session.signedOut() }
              }
            }
          }
        }
        """),
      // A hand-written definition describes a flow; a one-screen coordinator there is a summary, not scaffolding.
      .definition("""
        entry: Maps
        coordinators:
          - id: Maps
            navigation: true
            root: main
            screens: [main]
        """),
    ])

  /// A coordinator that switches between several roots at run time (`routes = [.root(.signedIn)]` on sign-in,
  /// `[.root(.onboarding)]` on sign-out) changes its routes: it is a root switcher, not scaffolding.
  static func switchesRoots(_ c: Coordinator, _ context: LintContext) -> Bool {
    guard Set(c.roots).count > 1 else { return false }
    // Into one of its roots, or made by its own code (a root whose view is a child coordinator: the edge points at the child).
    return context.graph.edges.contains { $0.kind == .rootSwitch && (c.roots.contains($0.to) || context.owner($0.from)?.id == c.id) }
  }

  func check(_ context: LintContext) -> [Finding] {
    guard !context.graph.entryPoints.isEmpty else { return [] }
    let shown = context.reachedCoordinators
    return context.graph.coordinators.compactMap { c in
      guard shown.contains(c.id), BackOnEmptyStackRule.onlyRoot(c, context), !Self.switchesRoots(c, context) else { return nil }
      let roots = c.roots.compactMap { context.screen($0) }
      return finding(
        "\(context.label(c.id)) never changes its routes: it declares only its root (\(roots.map { "'\($0.name)'" }.joined(separator: ", "))) and nothing pushes, presents or assigns onto it",
        at: c.navigationLocation ?? c.location,
        suggestion: "Add the transition the coordinator is for, or replace it with the root's view (and drop its NavigationView if a parent or tab already has one).",
        subjects: [c.id],
        related: (c.navigationLocation == nil ? [] : c.location.map { [RelatedLocation($0, "\(context.label(c.id)) is declared here")] } ?? [])
          + roots.compactMap { s in s.location.map { RelatedLocation($0, "'\(s.id)' is its only screen") } })
    }
  }
}
