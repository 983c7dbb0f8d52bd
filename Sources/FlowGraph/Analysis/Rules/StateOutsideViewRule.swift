/// `@State` or `@StateObject` in a coordinator class: SwiftUI never installs that storage outside a view.
struct StateOutsideViewRule: Rule {
  static let description = RuleDescription(
    id: "state-outside-view", name: "State Outside View", severity: .warning,
    summary: "@State and @StateObject belong in views, not in coordinator classes.",
    rationale: """
      SwiftUI gives `@State` and `@StateObject` their storage when it installs a view (or an App, a Scene, a \
      DynamicProperty) in its hierarchy; in any other type the wrapper never gets storage: its setter is \
      nonmutating and stores nothing, so reads return the initial value (and SwiftUI logs "Accessing State's \
      value outside of being installed on a View"). A Stinsen coordinator or a FlowStacks coordinator object \
      that keeps a subscription, a flag or a child in such a property loses it at once (an `AnyCancellable` \
      kept there is released and cancels the subscription that should switch the root). Reported for classes \
      the graph knows as coordinators that do not conform to View, App, Scene or DynamicProperty.
      """,
    triggering: [
      Example(#"""
        import Combine
        import Stinsen
        import SwiftUI

        final class MainCoordinator: NavigationCoordinatable {
          var stack = NavigationStack(initial: \MainCoordinator.login)
          @Root var login = makeLogin
          @Root var home = makeHome
          @State var ↓subscription: AnyCancellable?

          init() {
            subscription = Session.shared.$isSignedIn.sink { [weak self] signedIn in
              if signedIn { self?.root(\.home) } else { self?.root(\.login) }
            }
          }

          func makeLogin() -> some View { LoginScreen() }
          func makeHome() -> some View { HomeScreen() }
        }
        """#),
      Example("""
        import FlowStacks
        import SwiftUI

        final class OrderCoordinator: ObservableObject {
          enum Screen { case cart, payment }
          @Published var routes: Routes<Screen> = [.root(.cart, embedInNavigationView: true)]
          @StateObject var ↓payments = PaymentModel()
          func pay() { routes.push(.payment) }
        }

        struct OrderFlow: View {
          @StateObject var coordinator = OrderCoordinator()

          var body: some View {
            Router($coordinator.routes) { screen, _ in
              switch screen {
              case .cart: CartView(onPay: coordinator.pay)
              case .payment: PaymentView()
              }
            }
          }
        }
        """),
    ],
    nonTriggering: [
      Example(#"""
        import Combine
        import Stinsen
        import SwiftUI

        final class MainCoordinator: NavigationCoordinatable {
          var stack = NavigationStack(initial: \MainCoordinator.login)
          @Root var login = makeLogin
          @Root var home = makeHome
          private var subscription: AnyCancellable?

          init() {
            subscription = Session.shared.$isSignedIn.sink { [weak self] signedIn in
              if signedIn { self?.root(\.home) } else { self?.root(\.login) }
            }
          }

          func makeLogin() -> some View { LoginScreen() }
          func makeHome() -> some View { HomeScreen() }
        }
        """#),
      // In a view, @State is SwiftUI's own storage.
      Example("""
        import FlowStacks
        import SwiftUI

        enum Screen { case cart, payment }

        struct OrderFlow: View {
          @State var routes: Routes<Screen> = [.root(.cart, embedInNavigationView: true)]

          var body: some View {
            Router($routes) { screen, _ in
              switch screen {
              case .cart: CartView(onPay: { routes.push(.payment) })
              case .payment: PaymentView()
              }
            }
          }
        }
        """),
      .definition("""
        coordinators:
          - id: Order
            navigation: true
            root: cart
            screens: [cart, payment]
            transitions:
              - { from: cart, to: payment, kind: push }
        """),
    ],
    judgesCode: true)

  func check(_ context: LintContext) -> [Finding] {
    context.graph.codeFacts.filter { $0.kind == .stateOutsideView }.map { fact in
      let wrapper = fact.detail ?? "State"
      return finding(
        "'\(fact.type)' is a class, not a view: SwiftUI never installs its @\(wrapper) '\(fact.member)', so nothing it stores there is kept",
        at: fact.location,
        suggestion: "Use a plain stored property (or @Published in an ObservableObject) for '\(fact.member)'.",
        subjects: [fact.type, fact.member] + (fact.coordinator.map { [$0] } ?? []),
        related: fact.related.map { RelatedLocation($0, "another view-only property wrapper in the class") })
    }
  }
}
