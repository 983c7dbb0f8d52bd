/// Navigation on a response whose outcome the code never reads: a failure navigates like a success.
struct NavigationIgnoresResultRule: Rule {
  static let description = RuleDescription(
    id: "navigation-ignores-result", name: "Navigation Ignores Result", severity: .warning,
    summary: "Navigation on a response should depend on its outcome.",
    rationale: """
      A case that carries an outcome (`case saved(Bool)`, `case loginResponse(Result<User, Error>)`, TCA's \
      `TaskResult`) matched without its payload (`case .saved:`, TCACoordinators' \
      `case .router(.routeAction(_, action: .form(.saved))):`) runs the same code whatever the outcome: when that \
      code pushes, presents, pops or switches the root (`state.routes.goBackToRoot()`, `routes.push(.home)`), a \
      failed request leaves the screen (and often discards the user's input) exactly as a successful one does. \
      Reported when every enum case of that name in the sources carries a single Bool, Result or TaskResult.
      """,
    triggering: [
      Example(#"""
        import ComposableArchitecture
        import SwiftUI
        import TCACoordinators

        @Reducer
        struct EditFeature {
          struct State: Equatable {}
          enum Action {
            case saveTapped
            case saved(Bool)
          }
          var body: some ReducerOf<Self> { Reduce { _, _ in .none } }
        }

        @Reducer(state: .hashable)
        enum ProfileScreen {
          case overview(OverviewFeature)
          case edit(EditFeature)
        }

        @Reducer
        struct ProfileCoordinator {
          @ObservableState
          struct State: Equatable {
            var routes: IdentifiedArrayOf<Route<ProfileScreen.State>> = [.root(.overview(.init()), embedInNavigationView: true)]
          }

          enum Action {
            case router(IndexedRouterActionOf<ProfileScreen>)
          }

          var body: some ReducerOf<Self> {
            Reduce { state, action in
              switch action {
              case .router(.routeAction(_, action: .overview(.editTapped))):
                state.routes.push(.edit(.init()))
              ↓case .router(.routeAction(_, action: .edit(.saved))):
                state.routes.goBack()
              default:
                break
              }
              return .none
            }
            .forEachRoute(\.routes, action: \.router)
          }
        }

        struct ProfileCoordinatorView: View {
          let store: StoreOf<ProfileCoordinator>

          var body: some View {
            TCARouter(store.scope(state: \.routes, action: \.router)) { screen in
              switch screen.case {
              case let .overview(store): OverviewView(store: store)
              case let .edit(store): EditView(store: store)
              }
            }
          }
        }
        """#),
      Example("""
        import FlowStacks
        import SwiftUI

        enum Screen { case login, home }
        enum LoginEvent { case response(Result<String, Error>) }

        final class AppCoordinator: ObservableObject {
          @Published var routes: Routes<Screen> = [.root(.login, embedInNavigationView: true)]

          func handle(_ event: LoginEvent) {
            switch event {
            ↓case .response:
              routes.push(.home)
            }
          }
        }
        """),
    ],
    nonTriggering: [
      Example(#"""
        import ComposableArchitecture
        import SwiftUI
        import TCACoordinators

        @Reducer
        struct EditFeature {
          struct State: Equatable {}
          enum Action {
            case saveTapped
            case saved(Bool)
          }
          var body: some ReducerOf<Self> { Reduce { _, _ in .none } }
        }

        @Reducer(state: .hashable)
        enum ProfileScreen {
          case overview(OverviewFeature)
          case edit(EditFeature)
        }

        @Reducer
        struct ProfileCoordinator {
          @ObservableState
          struct State: Equatable {
            var routes: IdentifiedArrayOf<Route<ProfileScreen.State>> = [.root(.overview(.init()), embedInNavigationView: true)]
          }

          enum Action {
            case router(IndexedRouterActionOf<ProfileScreen>)
          }

          var body: some ReducerOf<Self> {
            Reduce { state, action in
              switch action {
              case .router(.routeAction(_, action: .overview(.editTapped))):
                state.routes.push(.edit(.init()))
              case .router(.routeAction(_, action: .edit(.saved(true)))):
                state.routes.goBack()
              default:
                break
              }
              return .none
            }
            .forEachRoute(\.routes, action: \.router)
          }
        }

        struct ProfileCoordinatorView: View {
          let store: StoreOf<ProfileCoordinator>

          var body: some View {
            TCARouter(store.scope(state: \.routes, action: \.router)) { screen in
              switch screen.case {
              case let .overview(store): OverviewView(store: store)
              case let .edit(store): EditView(store: store)
              }
            }
          }
        }
        """#),
      Example("""
        import FlowStacks
        import SwiftUI

        enum Screen { case login, home }
        enum LoginEvent { case response(Result<String, Error>) }

        final class AppCoordinator: ObservableObject {
          @Published var routes: Routes<Screen> = [.root(.login, embedInNavigationView: true)]

          func handle(_ event: LoginEvent) {
            switch event {
            case .response(.success):
              routes.push(.home)
            case let .response(.failure(error)):
              print(error)
            }
          }
        }
        """),
      .definition("""
        coordinators:
          - id: Profile
            navigation: true
            root: overview
            screens: [overview, edit]
            transitions:
              - { from: overview, to: edit, kind: push }
        """),
    ],
    judgesCode: true)

  func check(_ context: LintContext) -> [Finding] {
    context.graph.codeFacts.filter { $0.kind == .resultIgnored }.map { fact in
      let outcome = fact.detail ?? "an outcome"
      return finding(
        "'\(fact.member)' carries a \(outcome), but this arm navigates without reading it: a failure navigates like a success",
        at: fact.location,
        suggestion: "Match the outcome (`.\(fact.member)(true)`, `.\(fact.member)(.success)`) and handle the failure without leaving the screen.",
        subjects: [fact.member],
        related: fact.related.map { RelatedLocation($0, "the navigation it makes") })
    }
  }
}
