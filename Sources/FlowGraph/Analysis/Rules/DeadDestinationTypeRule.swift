/// A type made to be shown (a screen's view or TCA feature, a value for a FlowStacks path) that no code of the
/// module uses: the destination it was written for can never be reached.
struct DeadDestinationTypeRule: Rule {
  static let description = RuleDescription(
    id: "dead-destination-type", name: "Dead Destination Type", severity: .warning,
    summary: "A destination type should be registered, built or pushed somewhere: one nothing uses can never be shown.",
    rationale: """
      A screen exists for users only once code builds it: FlowStacks shows a pushed value through the \
      `flowDestination(for:)` registered for its type, TCACoordinators a feature through a case of the screen \
      enum its `TCARouter` switches over, Stinsen a view through a coordinator's factory, Navigator a `ScreenView` \
      through the `ViewFactory`'s switch; each of these names the type. A type shaped as a destination that no \
      code of the module names outside its own declaration, its extensions and SwiftUI previews (directly or only \
      from other such types) is a screen that was never wired in, or one left behind after a flow changed. The \
      shapes judged: a TCA feature whose `Action` has delegate actions (with the views holding its store), a view \
      holding a router or navigator of a library the app uses, a Navigator `ScreenView`, and a `Hashable` value \
      declared in a file with FlowStacks destinations. Not reported: public types (other modules may use them), \
      coordinators (unreachable-coordinator judges those), a class inheriting from a type outside the sources \
      (the Objective-C runtime may create it), a view holding a store of a feature that is used (a component of \
      that screen, not a screen).
      """,
    triggering: [
      Example("""
        import FlowStacks
        import SwiftUI

        struct HomeCoordinator: View {
          @State var path = FlowPath()

          var body: some View {
            FlowStack($path, withNavigation: true) {
              HomeView()
                .flowDestination(for: Recipe.self) { recipe in RecipeView(recipe: recipe) }
            }
          }
        }

        struct Recipe: Hashable { let name: String }

        ↓private struct Ingredient: Hashable { let name: String }
        """),
      Example("""
        import ComposableArchitecture
        import SwiftUI
        import TCACoordinators

        @Reducer(state: .hashable)
        enum SettingsScreen {
          case about(AboutFeature)
        }

        @Reducer
        struct SettingsCoordinator {
          @ObservableState
          struct State: Equatable {
            var routes: IdentifiedArrayOf<Route<SettingsScreen.State>> = [.root(.about(.init()), embedInNavigationView: true)]
          }
          enum Action { case router(IndexedRouterActionOf<SettingsScreen>) }
          var body: some ReducerOf<Self> {
            Reduce { _, _ in .none }.forEachRoute(\\.routes, action: \\.router)
          }
        }

        struct SettingsCoordinatorView: View {
          let store: StoreOf<SettingsCoordinator>
          var body: some View {
            TCARouter(store.scope(state: \\.routes, action: \\.router)) { screen in
              switch screen.case {
              case let .about(store): AboutView(store: store)
              }
            }
          }
        }

        @Reducer
        struct CreditsFeature {
          struct State: Equatable {}
          enum Action {
            case backTapped
            case delegate(Delegate)
            enum Delegate { case back }
          }
          var body: some ReducerOf<Self> {
            Reduce { _, action in action == .backTapped ? .send(.delegate(.back)) : .none }
          }
        }

        ↓struct CreditsView: View {
          let store: StoreOf<CreditsFeature>
          var body: some View { Button("Back") { store.send(.backTapped) } }
        }

        #Preview { CreditsView(store: Store(initialState: .init()) { CreditsFeature() }) }
        """),
      Example(#"""
        import Stinsen
        import SwiftUI

        final class ProfileCoordinator: NavigationCoordinatable {
          let stack = NavigationStack(initial: \ProfileCoordinator.start)
          @Root var start = makeStart
          @Route(.push) var edit = makeEdit

          @ViewBuilder func makeStart() -> some View { ProfileView() }
          @ViewBuilder func makeEdit() -> some View { EditView() }
        }

        ↓struct LegacyEditView: View {
          @EnvironmentObject var router: ProfileCoordinator.Router

          var body: some View { Button("Done") { router.popLast() } }
        }

        struct LegacyEditView_Previews: PreviewProvider {
          static var previews: some View { LegacyEditView() }
        }
        """#),
      Example("""
        import Navigator
        import SwiftUI

        enum ScreenID: Hashable { case home, detail }

        class AppViewFactory: ViewFactory {
          @ViewBuilder
          func makeView(screenType: ScreenWrapper<ScreenID>) -> some View {
            switch screenType {
            case .screenWrapper(let id):
              switch id {
              case .home: HomeScreen()
              case .detail: DetailScreen()
              case .none: EmptyView()
              }
            }
          }
        }

        ↓struct OldDetailScreen: ScreenView {
          @EnvironmentObject var navigator: Navigator<ScreenID, AppViewFactory>
          @State var showNextScreen = false
          var screenId = ScreenID.detail

          var body: some View { Text("Detail").bindNavigation(self, binding: $showNextScreen) }
        }
        """),
    ],
    nonTriggering: [
      // Registered for the path (and pushed); a public type other modules may use.
      Example("""
        import FlowStacks
        import SwiftUI

        struct HomeCoordinator: View {
          @State var path = FlowPath()

          var body: some View {
            FlowStack($path, withNavigation: true) {
              HomeView(onRecipe: { path.push(Recipe(name: "Soup")) })
                .flowDestination(for: Recipe.self) { recipe in RecipeView(recipe: recipe) }
                .flowDestination(for: Ingredient.self) { ingredient in IngredientView(ingredient: ingredient) }
            }
          }
        }

        struct Recipe: Hashable { let name: String }
        private struct Ingredient: Hashable { let name: String }
        public struct SharedFilter: Hashable { let text: String }
        """),
      // The feature is a case of the screen enum; a live feature's other view is a component, not a screen.
      Example("""
        import ComposableArchitecture
        import SwiftUI
        import TCACoordinators

        @Reducer(state: .hashable)
        enum SettingsScreen {
          case credits(CreditsFeature)
        }

        @Reducer
        struct SettingsCoordinator {
          @ObservableState
          struct State: Equatable {
            var routes: IdentifiedArrayOf<Route<SettingsScreen.State>> = [.root(.credits(.init()), embedInNavigationView: true)]
          }
          enum Action { case router(IndexedRouterActionOf<SettingsScreen>) }
          var body: some ReducerOf<Self> {
            Reduce { _, _ in .none }.forEachRoute(\\.routes, action: \\.router)
          }
        }

        struct SettingsCoordinatorView: View {
          let store: StoreOf<SettingsCoordinator>
          var body: some View {
            TCARouter(store.scope(state: \\.routes, action: \\.router)) { screen in
              switch screen.case {
              case let .credits(store): CreditsView(store: store)
              }
            }
          }
        }

        @Reducer
        struct CreditsFeature {
          struct State: Equatable {}
          enum Action {
            case delegate(Delegate)
            enum Delegate { case back }
          }
        }

        struct CreditsView: View {
          let store: StoreOf<CreditsFeature>
          var body: some View { Button("Back") { store.send(.delegate(.back)) } }
        }

        struct CreditsFooter: View {
          let store: StoreOf<CreditsFeature>
          var body: some View { Text("Thanks") }
        }
        """),
      // Built through a type alias and a factory of the coordinator.
      Example(#"""
        import Stinsen
        import SwiftUI

        typealias EditScreen = EditView

        final class ProfileCoordinator: NavigationCoordinatable {
          let stack = NavigationStack(initial: \ProfileCoordinator.start)
          @Root var start = makeStart
          @Route(.push) var edit = makeEdit

          @ViewBuilder func makeStart() -> some View { ProfileView() }
          @ViewBuilder func makeEdit() -> some View { EditScreen() }
        }

        struct EditView: View {
          @EnvironmentObject var router: ProfileCoordinator.Router

          var body: some View { Button("Done") { router.popLast() } }
        }
        """#),
      .definition("""
        coordinators:
          - id: Home
            navigation: true
            root: home
            screens: [home, { id: detail, views: [DetailView] }]
            transitions:
              - { from: home, to: detail, kind: push }
        """),
    ],
    judgesCode: true)

  func check(_ context: LintContext) -> [Finding] {
    context.graph.codeFacts.filter { $0.kind == .unusedDestinationType }.map { fact in
      let shape = fact.detail.map { " (\($0))" } ?? ""
      let others = fact.related.isEmpty ? "" : ", nor the types only it uses"
      return finding(
        "'\(fact.type)'\(shape) is never registered, built or pushed: no code of the module uses it outside itself and previews\(others), so it can never be shown",
        at: fact.location,
        suggestion: "Register and show '\(fact.type)' where the flow needs it (a destination, a screen case, a factory), or remove it.",
        subjects: [fact.type],
        related: fact.related.map { RelatedLocation($0, "used only by the unused destination") })
    }
  }
}
