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
      Reported for properties whose default value creates a type the graph knows as a coordinator, or that the \
      view's own initializer sets to a new one (`self.coordinator = AppCoordinator()`, \
      `_coordinator = ObservedObject(wrappedValue: …)`: the initializer runs each time the parent rebuilds the view), \
      and where a view's code builds such a coordinator right into another view's `@ObservedObject` property \
      (`ChildView(coordinator: ChildCoordinator())` in a body or a router's builder).
      """,
    triggering: [
      Example("""
        import FlowStacks
        import SwiftUI

        final class ChatCoordinator: ObservableObject {
          enum Screen { case list, thread }
          @Published var routes: Routes<Screen>
          init(user: String) { routes = [.root(.list, embedInNavigationView: true)] }
          func openThread() { routes.push(.thread) }
        }

        struct ChatView: View {
          @ObservedObject var coordinator: ChatCoordinator

          init(user: String) {
            self.coordinator = ↓ChatCoordinator(user: user)
          }

          var body: some View {
            Router($coordinator.routes) { screen, _ in
              switch screen {
              case .list: Button("Open", action: coordinator.openThread)
              case .thread: Text("Thread")
              }
            }
          }
        }
        """),
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
      // Built in a router's builder straight into a child view's @ObservedObject: made anew on every redraw.
      Example(classesFlow + """
        final class HomeCoordinator: ObservableObject {
          enum Screen { case menu, classes }
          @Published var routes: Routes<Screen> = [.root(.menu, embedInNavigationView: true)]
        }
        struct HomeView: View {
          @StateObject var coordinator = HomeCoordinator()
          var body: some View {
            Router($coordinator.routes) { screen, _ in
              switch screen {
              case .menu: Button("classes") { coordinator.routes.push(.classes) }
              case .classes: ClassesView(coordinator: ↓ClassesCoordinator())
              }
            }
          }
        }
        """),
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
      // Owned: a @StateObject made in the initializer is built once for the view's identity.
      Example("""
        import FlowStacks
        import SwiftUI

        final class ChatCoordinator: ObservableObject {
          enum Screen { case list, thread }
          @Published var routes: Routes<Screen>
          init(user: String) { routes = [.root(.list, embedInNavigationView: true)] }
          func openThread() { routes.push(.thread) }
        }

        struct ChatView: View {
          @StateObject var coordinator: ChatCoordinator

          init(user: String) {
            _coordinator = StateObject(wrappedValue: ChatCoordinator(user: user))
          }

          var body: some View {
            Router($coordinator.routes) { screen, _ in
              switch screen {
              case .list: Button("Open", action: coordinator.openThread)
              case .thread: Text("Thread")
              }
            }
          }
        }
        """),
      // Built once by the owner and passed down: the child observing it is right.
      Example(classesFlow + """
        struct HomeView: View {
          @StateObject var classes = ClassesCoordinator()
          var body: some View { ClassesView(coordinator: classes) }
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

  /// A coordinator and the view observing it, shared by two examples: the coordinator is built by its owner, or in a
  /// router's builder.
  private static let classesFlow = """
    import FlowStacks
    import SwiftUI

    final class ClassesCoordinator: ObservableObject {
      enum Screen { case list, detail }
      @Published var routes: Routes<Screen> = [.root(.list, embedInNavigationView: true)]
    }
    struct ClassesView: View {
      @ObservedObject var coordinator: ClassesCoordinator
      var body: some View {
        Router($coordinator.routes) { screen, _ in
          switch screen {
          case .list: Button("detail") { coordinator.routes.push(.detail) }
          case .detail: Text("detail")
          }
        }
      }
    }

    """

  func check(_ context: LintContext) -> [Finding] {
    context.graph.codeFacts.filter { $0.kind == .unownedCoordinator }.map { fact in
      let coordinator = fact.coordinator.map { context.label($0) } ?? "its coordinator"
      if fact.detail == "ObservedObject passed" {
        return finding(
          "\(coordinator) is created here and handed to '@ObservedObject var \(fact.member)' of '\(fact.type)': it is made anew each time this code runs (every redraw of the view building it), so its routes reset",
          at: fact.location,
          suggestion: "Create the coordinator once in an owner (@StateObject, or the parent coordinator) and pass that in, or declare '\(fact.member)' with @StateObject.",
          subjects: [fact.type, fact.member] + (fact.coordinator.map { [$0] } ?? []),
          related: fact.related.map { RelatedLocation($0, "'\(fact.member)' is declared @ObservedObject here") })
      }
      return finding(
        "'\(fact.type)' creates \(coordinator) in '@ObservedObject var \(fact.member)': SwiftUI does not keep it when the view is recreated, so its routes reset",
        at: fact.location,
        suggestion: "Declare '\(fact.member)' with @StateObject, or create the coordinator in the parent that owns it and pass it in.",
        subjects: [fact.type, fact.member] + (fact.coordinator.map { [$0] } ?? []))
    }
  }
}
