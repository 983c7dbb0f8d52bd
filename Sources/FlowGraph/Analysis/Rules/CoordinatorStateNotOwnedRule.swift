/// A view that creates the coordinator it observes with `@ObservedObject`: its navigation state resets whenever
/// SwiftUI recreates the view.
struct CoordinatorStateNotOwnedRule: Rule {
  static let description = RuleDescription(
    id: "coordinator-state-not-owned", name: "Coordinator State Not Owned", severity: .warning,
    summary: "A view that creates its coordinator should own it with @StateObject, not @ObservedObject.",
    rationale: """
      SwiftUI keeps an `@StateObject` for the lifetime of the view's identity, but an `@ObservedObject` only \
      observes: its default value (`@ObservedObject var coordinator = AppCoordinator()`) is built again every \
      time the parent's body recreates the view struct (a TabView or any parent redrawing). A FlowStacks \
      coordinator object keeps the routes (`@Published var routes`), a Stinsen coordinator its stack, so the \
      user is thrown back to the root, and the presented sheets and covers vanish, at an unrelated update. \
      Reported for properties whose default value creates a type the graph knows as a coordinator.
      """,
    triggering: [
      Example("""
        import FlowStacks
        import SwiftUI

        final class ShopCoordinator: ObservableObject {
          enum Screen { case catalog, basket }
          @Published var routes: Routes<Screen> = [.root(.catalog, embedInNavigationView: true)]
          func showBasket() { routes.push(.basket) }
        }

        struct ShopView: View {
          @ObservedObject var ↓coordinator = ShopCoordinator()

          var body: some View {
            Router($coordinator.routes) { screen, _ in
              switch screen {
              case .catalog: CatalogView(onBasket: coordinator.showBasket)
              case .basket: BasketView()
              }
            }
          }
        }
        """),
      Example(#"""
        import Stinsen
        import SwiftUI

        final class HomeCoordinator: NavigationCoordinatable {
          let stack = NavigationStack(initial: \HomeCoordinator.start)
          @Root var start = makeStart
          @Route(.push) var detail = makeDetail

          func makeStart() -> some View { HomeScreen() }
          func makeDetail() -> some View { DetailScreen() }
        }

        struct HomeTab: View {
          @ObservedObject var ↓coordinator = HomeCoordinator()
          var body: some View { coordinator.view() }
        }
        """#),
    ],
    nonTriggering: [
      Example("""
        import FlowStacks
        import SwiftUI

        final class ShopCoordinator: ObservableObject {
          enum Screen { case catalog, basket }
          @Published var routes: Routes<Screen> = [.root(.catalog, embedInNavigationView: true)]
          func showBasket() { routes.push(.basket) }
        }

        struct ShopView: View {
          @StateObject var coordinator = ShopCoordinator()

          var body: some View {
            Router($coordinator.routes) { screen, _ in
              switch screen {
              case .catalog: CatalogView(onBasket: coordinator.showBasket)
              case .basket: BasketView()
              }
            }
          }
        }
        """),
      // Passed in by the parent that owns it: observing is right.
      Example("""
        import FlowStacks
        import SwiftUI

        final class ShopCoordinator: ObservableObject {
          enum Screen { case catalog, basket }
          @Published var routes: Routes<Screen> = [.root(.catalog, embedInNavigationView: true)]
          func showBasket() { routes.push(.basket) }
        }

        struct ShopView: View {
          @ObservedObject var coordinator: ShopCoordinator

          var body: some View {
            Router($coordinator.routes) { screen, _ in
              switch screen {
              case .catalog: CatalogView(onBasket: coordinator.showBasket)
              case .basket: BasketView()
              }
            }
          }
        }
        """),
      .definition("""
        coordinators:
          - id: Shop
            navigation: true
            root: catalog
            screens: [catalog, basket]
            transitions:
              - { from: catalog, to: basket, kind: push }
        """),
    ],
    judgesCode: true)

  func check(_ context: LintContext) -> [Finding] {
    context.graph.codeFacts.filter { $0.kind == .unownedCoordinator }.map { fact in
      let coordinator = fact.coordinator.map { context.label($0) } ?? "its coordinator"
      return finding(
        "'\(fact.type)' creates \(coordinator) in '@ObservedObject var \(fact.member)': SwiftUI does not keep it when the view is recreated, so its routes reset",
        at: fact.location,
        suggestion: "Declare '\(fact.member)' with @StateObject, or create the coordinator in the parent that owns it and pass it in.",
        subjects: [fact.type, fact.member] + (fact.coordinator.map { [$0] } ?? []))
    }
  }
}
