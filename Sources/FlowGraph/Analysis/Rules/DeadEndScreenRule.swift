/// A pushed screen that hides its back button and has no other way out: the user is stuck on it.
struct DeadEndScreenRule: Rule {
  static let description = RuleDescription(
    id: "dead-end-screen", name: "Dead-End Screen", severity: .warning,
    summary: "A pushed screen that hides its back button needs another way out.",
    rationale: """
      `.navigationBarBackButtonHidden()`, `.navigationBarHidden(true)` and `.toolbar(.hidden, for: \
      .navigationBar)` remove the back button of a pushed screen, and with it UIKit's swipe back. A screen that \
      does so and neither pushes, presents nor goes back (no library call, no SwiftUI dismiss, no callback that \
      does) leaves the user on it until the app is killed. Full-screen covers without a way out are \
      cover-without-dismiss. The rule judges only screens that are pushed on every path from an entry point, all \
      of whose views hide the back button (written as a literal), in a coordinator that nothing else attaches \
      (a parent may handle what a child forwards: TCA delegate actions, closures passed in) and that has no \
      coordinator-level navigation, no call flowviz could not resolve, and calls tied to its screens (so that \
      calls are attributed at all).
      """,
    triggering: [
      Example("""
        import FlowStacks
        import SwiftUI

        @main
        struct SurveyApp: App {
          var body: some Scene { WindowGroup { SurveyCoordinator() } }
        }

        enum Screen { case welcome, thanks }

        struct SurveyCoordinator: View {
          @State var routes: Routes<Screen> = [.root(.welcome, embedInNavigationView: true)]

          var body: some View {
            Router($routes) { screen, _ in
              switch screen {
              case .welcome: WelcomeView(onStart: { routes.push(.thanks) })
              case .thanks: ThanksView()
              }
            }
          }
        }

        struct ThanksView: View {
          var body: some View {
            Text("Thank you!")
              .↓navigationBarBackButtonHidden(true)
          }
        }
        """),
      // The intro's only button sends an action no reducer arm handles.
      Example(#"""
        import ComposableArchitecture
        import SwiftUI
        import TCACoordinators

        @main
        struct PlantsApp: App {
          var body: some Scene {
            WindowGroup { AppCoordinatorView(store: Store(initialState: .init()) { AppCoordinator() }) }
          }
        }

        @Reducer(state: .hashable)
        enum AppScreen {
          case splash(SplashFeature)
          case intro(IntroFeature)
          case garden(GardenFeature)
        }

        @Reducer
        struct AppCoordinator {
          @ObservableState
          struct State: Equatable {
            var routes: IdentifiedArrayOf<Route<AppScreen.State>> = [.root(.splash(.init()), embedInNavigationView: true)]
          }

          enum Action {
            case router(IndexedRouterActionOf<AppScreen>)
          }

          var body: some ReducerOf<Self> {
            Reduce { state, action in
              switch action {
              case .router(.routeAction(_, action: .splash(.firstLaunch))):
                state.routes.push(.intro(.init()))
              case .router(.routeAction(_, action: .splash(.returningUser))):
                state.routes.push(.garden(.init()))
              case .router(.routeAction(_, action: .garden(.backTapped))):
                state.routes.goBack()
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
              case let .splash(store): SplashView(store: store)
              case let .intro(store): IntroView(store: store)
              case let .garden(store): GardenView(store: store)
              }
            }
          }
        }

        struct IntroView: View {
          let store: StoreOf<IntroFeature>

          var body: some View {
            Button("Start") { store.send(.startTapped) }
              .↓toolbar(.hidden, for: .navigationBar)
          }
        }
        """#),
      .definition("""
        entry: Survey
        coordinators:
          - id: Survey
            navigation: true
            root: welcome
            screens: [welcome, { id: thanks, backHidden: ↓true }]
            transitions:
              - { from: welcome, to: thanks, kind: push }
        """),
    ],
    nonTriggering: [
      // The screen's button goes back to the root through the callback its coordinator passes in.
      Example("""
        import FlowStacks
        import SwiftUI

        @main
        struct SurveyApp: App {
          var body: some Scene { WindowGroup { SurveyCoordinator() } }
        }

        enum Screen { case welcome, thanks }

        struct SurveyCoordinator: View {
          @State var routes: Routes<Screen> = [.root(.welcome, embedInNavigationView: true)]

          var body: some View {
            Router($routes) { screen, _ in
              switch screen {
              case .welcome: WelcomeView(onStart: { routes.push(.thanks) })
              case .thanks: ThanksView(onDone: { routes.goBackToRoot() })
              }
            }
          }
        }

        struct ThanksView: View {
          let onDone: () -> Void

          var body: some View {
            Button("Done", action: onDone)
              .navigationBarBackButtonHidden(true)
          }
        }
        """),
      Example(#"""
        import ComposableArchitecture
        import SwiftUI
        import TCACoordinators

        @main
        struct PlantsApp: App {
          var body: some Scene {
            WindowGroup { AppCoordinatorView(store: Store(initialState: .init()) { AppCoordinator() }) }
          }
        }

        @Reducer(state: .hashable)
        enum AppScreen {
          case splash(SplashFeature)
          case intro(IntroFeature)
          case garden(GardenFeature)
        }

        @Reducer
        struct AppCoordinator {
          @ObservableState
          struct State: Equatable {
            var routes: IdentifiedArrayOf<Route<AppScreen.State>> = [.root(.splash(.init()), embedInNavigationView: true)]
          }

          enum Action {
            case router(IndexedRouterActionOf<AppScreen>)
          }

          var body: some ReducerOf<Self> {
            Reduce { state, action in
              switch action {
              case .router(.routeAction(_, action: .splash(.firstLaunch))):
                state.routes.push(.intro(.init()))
              case .router(.routeAction(_, action: .splash(.returningUser))):
                state.routes.push(.garden(.init()))
              case .router(.routeAction(_, action: .intro(.startTapped))):
                state.routes.push(.garden(.init()))
              case .router(.routeAction(_, action: .garden(.backTapped))):
                state.routes.goBack()
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
              case let .splash(store): SplashView(store: store)
              case let .intro(store): IntroView(store: store)
              case let .garden(store): GardenView(store: store)
              }
            }
          }
        }

        struct IntroView: View {
          let store: StoreOf<IntroFeature>

          var body: some View {
            Button("Start") { store.send(.startTapped) }
              .toolbar(.hidden, for: .navigationBar)
          }
        }
        """#),
      .definition("""
        entry: Survey
        coordinators:
          - id: Survey
            navigation: true
            root: welcome
            screens: [welcome, { id: thanks, backHidden: true }]
            transitions:
              - { from: welcome, to: thanks, kind: push }
            back:
              - { screen: thanks, action: goBackToRoot }
        """),
    ])

  func check(_ context: LintContext) -> [Finding] {
    guard !context.graph.entryPoints.isEmpty else { return [] }
    let attached = Set(context.graph.edges.compactMap { edge -> String? in
      guard let child = context.coordinator(edge.to), context.owner(edge.from)?.id != child.id else { return nil }
      return child.id
    })
    return context.graph.screens.compactMap { screen -> Finding? in
      guard let hidden = screen.backHidden, let owner = context.coordinator(screen.coordinator),
        !attached.contains(owner.id), !context.dynamicOwners.contains(owner.id),
        context.outgoing(owner.id).isEmpty, context.backActions(of: owner.id).isEmpty, context.unresolved(from: owner.id).isEmpty,
        context.outgoing(screen.id).isEmpty, context.backActions(of: screen.id).isEmpty, context.unresolved(from: screen.id).isEmpty
      else { return nil }
      let contexts = context.walk.contexts(of: screen.id)
      guard !contexts.isEmpty, contexts.allSatisfy({ $0.pushes > 0 }) else { return nil }
      // The coordinator's calls are tied to its screens at all (else a missing way out may only be unread).
      let others = context.graph.screens.filter { $0.coordinator == owner.id && $0.id != screen.id }
      guard others.contains(where: { !context.outgoing($0.id).isEmpty || !context.backActions(of: $0.id).isEmpty }) else { return nil }
      let pushes = context.incoming(screen.id).filter { $0.kind == .push }
      return finding(
        "'\(screen.id)' is pushed with its back button hidden, and nothing in it goes back, pushes or presents: the user cannot leave it",
        at: hidden,
        suggestion: "Keep the back button, or give '\(screen.name)' a way on or back (a button that pushes, goes back or dismisses).",
        subjects: [screen.id],
        related: (screen.location.map { [RelatedLocation($0, "'\(screen.id)' is declared here")] } ?? [])
          + pushes.compactMap { e in e.location.map { RelatedLocation($0, "'\(e.from)' pushes it here") } })
    }
  }
}
