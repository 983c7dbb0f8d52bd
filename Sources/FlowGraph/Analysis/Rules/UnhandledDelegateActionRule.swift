/// A TCA delegate action a screen sends that no coordinator or parent reducer matches: the intent is lost.
struct UnhandledDelegateActionRule: Rule {
  static let description = RuleDescription(
    id: "unhandled-delegate-action", name: "Unhandled Delegate Action", severity: .warning,
    summary: "A delegate action a screen sends should be matched by the reducer that owns the screen.",
    rationale: """
      In the Composable Architecture a feature tells its parent what happened through delegate actions \
      (`case delegate(Delegate)` in its `Action`, `return .send(.delegate(.closeTapped))`), and ignores them \
      itself; with TCACoordinators the coordinator's reducer receives every screen action wrapped in \
      `.router(.routeAction(id, action: .screen(…)))` and navigates by matching them \
      (`case .router(.routeAction(_, action: .search(.delegate(.closeTapped)))): state.routes.goBack()`). A \
      delegate action that no reducer but its own feature matches does nothing: the button sending it (close, \
      done, back) is dead. Not reported when some other reducer matches a feature's delegate actions wholesale \
      (`….search(.delegate(let action))`, `….search(.delegate)`), which may handle it out of sight, nor when the \
      feature answers the action itself by name with something other than `.none` (`case .delegate(.loaded(let \
      items)): state.items = items`): it is then an action of its own.
      """,
    triggering: [
      Example(#"""
        import ComposableArchitecture
        import SwiftUI
        import TCACoordinators

        @Reducer
        struct SearchFeature {
          struct State: Equatable {}
          enum Action {
            case closeTapped
            case resultTapped
            case delegate(Delegate)
            enum Delegate { case close, openResult }
          }
          var body: some ReducerOf<Self> {
            Reduce { _, action in
              switch action {
              case .closeTapped: return ↓.send(.delegate(.close))
              case .resultTapped: return .send(.delegate(.openResult))
              case .delegate: return .none
              }
            }
          }
        }

        @Reducer(state: .hashable)
        enum SearchScreen {
          case search(SearchFeature)
          case result(ResultFeature)
        }

        @Reducer
        struct SearchCoordinator {
          @ObservableState
          struct State: Equatable {
            var routes: IdentifiedArrayOf<Route<SearchScreen.State>> = [.root(.search(.init()), embedInNavigationView: true)]
          }
          enum Action { case router(IndexedRouterActionOf<SearchScreen>) }

          var body: some ReducerOf<Self> {
            Reduce { state, action in
              switch action {
              case .router(.routeAction(_, action: .search(.delegate(.openResult)))):
                state.routes.push(.result(.init()))
              default:
                break
              }
              return .none
            }
            .forEachRoute(\.routes, action: \.router)
          }
        }

        struct SearchCoordinatorView: View {
          let store: StoreOf<SearchCoordinator>
          var body: some View {
            TCARouter(store.scope(state: \.routes, action: \.router)) { screen in
              switch screen.case {
              case let .search(store): SearchView(store: store)
              case let .result(store): ResultView(store: store)
              }
            }
          }
        }
        """#)
    ],
    nonTriggering: [
      Example(#"""
        import ComposableArchitecture
        import SwiftUI
        import TCACoordinators

        @Reducer
        struct SearchFeature {
          struct State: Equatable {}
          enum Action {
            case closeTapped
            case resultTapped
            case delegate(Delegate)
            enum Delegate { case close, openResult }
          }
          var body: some ReducerOf<Self> {
            Reduce { _, action in
              switch action {
              case .closeTapped: return .send(.delegate(.close))
              case .resultTapped: return .send(.delegate(.openResult))
              case .delegate: return .none
              }
            }
          }
        }

        @Reducer(state: .hashable)
        enum SearchScreen {
          case search(SearchFeature)
          case result(ResultFeature)
        }

        @Reducer
        struct SearchCoordinator {
          @ObservableState
          struct State: Equatable {
            var routes: IdentifiedArrayOf<Route<SearchScreen.State>> = [.root(.search(.init()), embedInNavigationView: true)]
          }
          enum Action { case router(IndexedRouterActionOf<SearchScreen>) }

          var body: some ReducerOf<Self> {
            Reduce { state, action in
              switch action {
              case .router(.routeAction(_, action: .search(.delegate(.openResult)))):
                state.routes.push(.result(.init()))
              case .router(.routeAction(_, action: .search(.delegate(.close)))):
                state.routes.goBack()
              default:
                break
              }
              return .none
            }
            .forEachRoute(\.routes, action: \.router)
          }
        }

        struct SearchCoordinatorView: View {
          let store: StoreOf<SearchCoordinator>
          var body: some View {
            TCARouter(store.scope(state: \.routes, action: \.router)) { screen in
              switch screen.case {
              case let .search(store): SearchView(store: store)
              case let .result(store): ResultView(store: store)
              }
            }
          }
        }
        """#),
      // A feature that answers its own delegate action (sent by an effect when loading ends) uses it as its own.
      Example(#"""
        import ComposableArchitecture
        import SwiftUI

        import TCACoordinators

        @Reducer
        struct InboxFeature {
          struct State: Hashable { var messages: [String] = [] }
          enum Action {
            case appeared
            case delegate(Delegate)
            enum Delegate { case loaded([String]) }
          }
          var body: some ReducerOf<Self> {
            Reduce { state, action in
              switch action {
              case .appeared:
                return .run { send in await send(.delegate(.loaded(["hello"]))) }
              case let .delegate(.loaded(messages)):
                state.messages = messages
                return .none
              }
            }
          }
        }

        @Reducer(state: .hashable)
        enum MailScreen {
          case inbox(InboxFeature)
        }

        @Reducer
        struct MailCoordinator {
          @ObservableState
          struct State: Equatable {
            var routes: IdentifiedArrayOf<Route<MailScreen.State>> = [.root(.inbox(.init()), embedInNavigationView: true)]
          }
          enum Action { case router(IndexedRouterActionOf<MailScreen>) }
          var body: some ReducerOf<Self> {
            Reduce { _, _ in .none }.forEachRoute(\.routes, action: \.router)
          }
        }

        struct MailCoordinatorView: View {
          let store: StoreOf<MailCoordinator>
          var body: some View {
            TCARouter(store.scope(state: \.routes, action: \.router)) { screen in
              switch screen.case {
              case let .inbox(store): InboxView(store: store)
              }
            }
          }
        }

        struct InboxView: View {
          let store: StoreOf<InboxFeature>
          var body: some View { Text("Inbox").onAppear { store.send(.appeared) } }
        }
        """#),
      .definition("""
        coordinators:
          - id: Search
            navigation: true
            root: search
            screens: [search, result]
            transitions:
              - { from: search, to: result, kind: push }
        """),
    ],
    judgesCode: true)

  func check(_ context: LintContext) -> [Finding] {
    context.graph.codeFacts.filter { $0.kind == .unhandledDelegate }.map { fact in
      finding(
        "'\(fact.type)' sends the delegate action '\(fact.member)', but no other reducer matches it: the intent is lost",
        at: fact.location,
        suggestion: "Match '.delegate(.\(fact.member))' in the coordinator (or parent) reducer and navigate there, or remove the action and what sends it.",
        subjects: [fact.type, fact.member],
        related: fact.related.map { RelatedLocation($0, "the delegate case") })
    }
  }
}
