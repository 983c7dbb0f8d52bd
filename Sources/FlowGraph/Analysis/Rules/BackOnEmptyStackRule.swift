/// pop/dismiss/goBack from a screen where nothing can be below it.
struct BackOnEmptyStackRule: Rule {
  static let description = RuleDescription(
    id: "back-on-empty-stack", name: "Back On Empty Stack", severity: .warning,
    summary: "Going back needs something to go back to.",
    rationale: """
      `pop()` on the root of a stack does nothing (or asserts), `dismiss()` with nothing presented can leave a \
      black screen, and `dismissCoordinator` on a coordinator that nothing presented triggers an assertion in \
      Stinsen. The rule looks at every way a screen is reached from an entry point and reports only when in all \
      of them nothing is pushed (for pop) or presented (for dismiss) below it. A call in a view that several \
      screens show (FlowStacks' `flowDestination(for: Int.self)` building the root's view again) is judged over all \
      of them and reported once; calls in coordinator or helper code, where the stack depth is unknown, are not \
      judged, unless the coordinator's routes can only ever hold its root (one root case, nothing pushed or \
      presented onto it): then `popToRoot()`/`pop()` there does nothing (FlowStacks' and TCACoordinators' \
      `popToRoot` keeps the first route; `pop` on a single route is a no-op or asserts).
      """,
    triggering: [
      // A one-case coordinator nothing pushes onto: its popToRoot on tab reselection does nothing.
      Example(#"""
        import ComposableArchitecture
        import SwiftUI
        import TCACoordinators

        @main
        struct NewsApp: App {
          var body: some Scene {
            WindowGroup { FeedCoordinatorView(store: Store(initialState: .init()) { FeedCoordinator() }) }
          }
        }

        @Reducer(state: .hashable)
        enum FeedScreen {
          case feed(FeedFeature)
        }

        @Reducer
        struct FeedCoordinator {
          @ObservableState
          struct State: Equatable {
            var routes: IdentifiedArrayOf<Route<FeedScreen.State>> = [.root(.feed(.init()), embedInNavigationView: true)]
          }

          enum Action {
            case router(IndexedRouterActionOf<FeedScreen>)
            case tabReselected
          }

          var body: some ReducerOf<Self> {
            Reduce { state, action in
              switch action {
              case .tabReselected:
                state.routes.↓popToRoot()
              default:
                break
              }
              return .none
            }
            .forEachRoute(\.routes, action: \.router)
          }
        }

        struct FeedCoordinatorView: View {
          let store: StoreOf<FeedCoordinator>

          var body: some View {
            TCARouter(store.scope(state: \.routes, action: \.router)) { screen in
              switch screen.case {
              case let .feed(store): FeedView(store: store)
              }
            }
          }
        }
        """#),
      Example(#"""
        import Stinsen
        import SwiftUI

        @main
        struct NotesApp: App {
          var body: some Scene {
            WindowGroup { NavigationViewCoordinator(NotesCoordinator()).view() }
          }
        }

        final class NotesCoordinator: NavigationCoordinatable {
          let stack = NavigationStack(initial: \NotesCoordinator.start)
          @Root var start = makeStart

          @ViewBuilder func makeStart() -> some View { NotesScreen() }
        }

        struct NotesScreen: View {
          @EnvironmentObject var router: NotesCoordinator.Router
          var body: some View { Button("Close") { router.↓dismissCoordinator() } }
        }
        """#),
      Example("""
        import FlowStacks
        import SwiftUI

        enum Screen { case home, detail }

        struct AppCoordinator: View {
          @State var routes: Routes<Screen> = [.root(.home, embedInNavigationView: true)]

          var body: some View {
            Router($routes) { screen, _ in
              switch screen {
              case .home: HomeView(onNext: { routes.push(.detail) }, onClose: { routes.↓dismiss() })
              case .detail: DetailView(onBack: { routes.goBack() })
              }
            }
          }
        }
        """),
      .definition("""
        coordinators:
          - id: Home
            navigation: true
            root: home
            screens: [home, detail]
            transitions:
              - { from: home, to: detail, kind: push }
            back:
              - ↓{ screen: home, action: pop }
              - ↓{ screen: detail, action: dismiss }
        """)
    ],
    nonTriggering: [
      // The same coordinator pushes articles: popToRoot has something to pop.
      Example(#"""
        import ComposableArchitecture
        import SwiftUI
        import TCACoordinators

        @main
        struct NewsApp: App {
          var body: some Scene {
            WindowGroup { FeedCoordinatorView(store: Store(initialState: .init()) { FeedCoordinator() }) }
          }
        }

        @Reducer(state: .hashable)
        enum FeedScreen {
          case feed(FeedFeature)
          case article(ArticleFeature)
        }

        @Reducer
        struct FeedCoordinator {
          @ObservableState
          struct State: Equatable {
            var routes: IdentifiedArrayOf<Route<FeedScreen.State>> = [.root(.feed(.init()), embedInNavigationView: true)]
          }

          enum Action {
            case router(IndexedRouterActionOf<FeedScreen>)
            case tabReselected
          }

          var body: some ReducerOf<Self> {
            Reduce { state, action in
              switch action {
              case .router(.routeAction(_, action: .feed(.articleTapped))):
                state.routes.push(.article(.init()))
              case .tabReselected:
                state.routes.popToRoot()
              default:
                break
              }
              return .none
            }
            .forEachRoute(\.routes, action: \.router)
          }
        }

        struct FeedCoordinatorView: View {
          let store: StoreOf<FeedCoordinator>

          var body: some View {
            TCARouter(store.scope(state: \.routes, action: \.router)) { screen in
              switch screen.case {
              case let .feed(store): FeedView(store: store)
              case let .article(store): ArticleView(store: store)
              }
            }
          }
        }
        """#),
      // The view that calls goBack is shown by the root and by every pushed number: there is one to go back from.
      Example("""
        import FlowStacks
        import SwiftUI

        @main
        struct CounterApp: App {
          var body: some Scene { WindowGroup { CounterCoordinator() } }
        }

        struct CounterCoordinator: View {
          @State var routes: Routes<Int> = []

          var body: some View {
            FlowStack($routes, withNavigation: true) {
              CounterView(number: 0)
                .flowDestination(for: Int.self) { number in
                  CounterView(number: number)
                }
            }
          }
        }

        struct CounterView: View {
          @EnvironmentObject var navigator: FlowNavigator<Int>
          let number: Int

          var body: some View {
            Button("Next") { navigator.push(number + 1) }
            Button("Back") { navigator.goBack() }
          }
        }
        """),
      // Coordinator code that no screen runs (a deep link, a reducer helper) goes back from wherever the stack is.
      Example("""
        import FlowStacks
        import SwiftUI

        enum Screen { case home, detail }

        struct AppCoordinator: View {
          @State var routes: Routes<Screen> = [.root(.home, embedInNavigationView: true)]

          var body: some View {
            Router($routes) { screen, _ in
              switch screen {
              case .home: HomeView(onNext: { routes.push(.detail) })
              case .detail: DetailView()
              }
            }
            .onOpenURL { _ in routes.goBack() }
          }
        }
        """),
      Example(#"""
        import Stinsen
        import SwiftUI

        @main
        struct NotesApp: App {
          var body: some Scene {
            WindowGroup { NavigationViewCoordinator(NotesCoordinator()).view() }
          }
        }

        final class NotesCoordinator: NavigationCoordinatable {
          let stack = NavigationStack(initial: \NotesCoordinator.start)
          @Root var start = makeStart
          @Route(.modal) var compose = makeCompose

          @ViewBuilder func makeStart() -> some View { NotesScreen() }
          func makeCompose() -> ComposeCoordinator { ComposeCoordinator() }
        }

        struct NotesScreen: View {
          @EnvironmentObject var router: NotesCoordinator.Router
          var body: some View { Button("New") { router.route(to: \.compose) } }
        }

        final class ComposeCoordinator: NavigationCoordinatable {
          let stack = NavigationStack(initial: \ComposeCoordinator.start)
          @Root var start = makeStart

          @ViewBuilder func makeStart() -> some View { ComposeScreen() }
        }

        struct ComposeScreen: View {
          @EnvironmentObject var router: ComposeCoordinator.Router
          var body: some View { Button("Cancel") { router.dismissCoordinator() } }
        }
        """#),
      Example("""
        import FlowStacks
        import SwiftUI

        enum Screen { case home, detail }

        struct AppCoordinator: View {
          @State var routes: Routes<Screen> = [.root(.home, embedInNavigationView: true)]

          var body: some View {
            Router($routes) { screen, _ in
              switch screen {
              case .home: HomeView(onNext: { routes.push(.detail) })
              case .detail: DetailView(onBack: { routes.goBack() })
              }
            }
          }
        }
        """),
      .definition("""
        coordinators:
          - id: Home
            navigation: true
            root: home
            screens: [home, detail, about]
            transitions:
              - { from: home, to: detail, kind: push }
              - { from: home, to: about, kind: sheet }
            back:
              - { screen: detail, action: pop }
              - { screen: about, action: dismiss }
        """)
    ])

  func check(_ context: LintContext) -> [Finding] {
    // One call in a view that several screens show is one back action per screen: judged together, reported once.
    var sites: [[BackAction]] = []
    var index: [String: Int] = [:]
    for back in context.graph.backActions {
      guard let location = back.location else {
        sites.append([back])
        continue
      }
      let key = "\(location)|\(back.action.rawValue)"
      if let at = index[key] { sites[at].append(back) } else {
        index[key] = sites.count
        sites.append([back])
      }
    }
    return sites.compactMap { site in check(site, context) }
  }

  private func check(_ site: [BackAction], _ context: LintContext) -> Finding? {
    guard let back = site.first else { return nil }
    // Going back from coordinator code no screen runs (a TCA reducer helper, a popup's action, an app's own
    // `func dismiss()` wrapper): where the stack stands then is not known, so only `dismissCoordinator` (about the
    // coordinator itself) is judged.
    if site.contains(where: { context.screen($0.screen) == nil }), back.action != .dismissCoordinator {
      // Unless the coordinator's stack can only ever hold its root: then going back does nothing from anywhere.
      guard Self.stackActions.contains(back.action), let c = context.coordinator(back.screen), Self.onlyRoot(c, context)
      else { return nil }
      return finding(
        "\(context.label(c.id)) calls \(back.action.rawValue), but its stack only ever holds its root: the call does nothing",
        at: back.location,
        suggestion: "Remove the \(back.action.rawValue) call, or push onto this coordinator's routes where the call expects it.",
        subjects: [c.id])
    }
    // A view shown by several screens runs the call in each of them, whichever screen extraction tied it to.
    let screens = Self.sharingViews(site.map(\.screen), context)
    let contexts = screens.flatMap { context.walk.contexts(of: $0) }
    guard !contexts.isEmpty else { return nil }
    let stinsen = context.owner(back.screen)?.library == .stinsen
    let reason: String
    switch back.action {
    case .pop, .popLast:
      let empty = contexts.allSatisfy { $0.pushes == 0 && (!stinsen || $0.presentation == nil) }
      guard empty else { return nil }
      reason = "nothing is ever pushed below it"
    case .goBack:
      guard contexts.allSatisfy({ $0.pushes == 0 && $0.presented == 0 }) else { return nil }
      reason = "nothing is ever pushed or presented below it"
    case .dismiss:
      guard contexts.allSatisfy({ $0.presented == 0 }) else { return nil }
      reason = "it is never shown in a presented layer (sheet or cover)"
    case .dismissCoordinator:
      guard let owner = context.owner(back.screen),
        !context.incoming(owner.id).contains(where: { context.walk.reachedNodes.contains($0.from) })
      else { return nil }
      reason = "\(context.label(owner.id)) is an entry point that nothing presents"
    default:
      return nil
    }
    let state = context.walk.firstState(of: back.screen)
    let others = site.dropFirst().map(\.screen)
    return finding(
      "'\(back.screen)'\(others.isEmpty ? "" : " (and \(others.map { "'\($0)'" }.joined(separator: ", ")), which show the same view)") calls \(back.action.rawValue), but \(reason)",
      at: back.location,
      suggestion: "Remove the \(back.action.rawValue) call, or reach '\(back.screen)' the way the call expects (push it, or present it).",
      subjects: site.map(\.screen), path: state.map { context.walk.pathLocations(to: $0) } ?? [])
  }

  static let stackActions: Set<BackActionKind> = [.pop, .popLast, .popToRoot, .goBack, .goBackToRoot]

  /// Whether a coordinator's routes can only ever hold its root: every screen it declares is a root, nothing it
  /// runs pushes, presents or replaces its routes, no edge leads into its screens but a root switch or a tab, no
  /// unresolved call may build its state, and it owns its routes. Stinsen is left out: its popToRoot also
  /// dismisses modal routes of parents.
  static func onlyRoot(_ c: Coordinator, _ context: LintContext) -> Bool {
    guard c.library == .flowStacks || c.library == .tcaCoordinators, c.sharesParentRoutes != true, c.kind == .navigation,
      !context.dynamicOwners.contains(c.id)
    else { return false }
    let screens = context.graph.screens.filter { $0.coordinator == c.id }
    guard !screens.isEmpty, screens.allSatisfy({ c.roots.contains($0.id) }) else { return false }
    let grows: Set<EdgeKind> = [.push, .sheet, .cover, .setRoutes]
    return !context.graph.edges.contains { edge in
      (grows.contains(edge.kind) && context.owner(edge.from)?.id == c.id)
        || (context.screen(edge.to)?.coordinator == c.id && edge.kind != .rootSwitch && edge.kind != .tab)
    }
  }

  /// The screens given and every screen that shows one of their views.
  static func sharingViews(_ screens: [String], _ context: LintContext) -> [String] {
    let views = Set(screens.compactMap { context.screen($0) }.flatMap(\.views))
    let sharing = views.isEmpty ? [] : context.graph.screens.filter { !views.isDisjoint(with: $0.views) }.map(\.id)
    return Array(Set(screens + sharing)).sorted()
  }
}
