/// A parent pushing or presenting while a pushed child coordinator with its own routes owns the top of its stack.
struct ChildCoordinatorConflictRule: Rule {
  static let description = RuleDescription(
    id: "child-coordinator-conflict", name: "Child Coordinator Conflict", severity: .error,
    summary: "While a child coordinator with its own routes is on top of a parent's stack, only the child pushes or presents.",
    rationale: """
      A child coordinator pushed onto its parent's stack owns the top of that stack. When a screen of the child \
      makes the parent push or present one of the parent's screens, the parent's routes change underneath the \
      child: screens bounce back, get lost, or appear below the child's. A child that shares its parent's routes \
      (a FlowStack without its own binding, `sharesParentRoutes: true`) is not a conflict.
      """,
    triggering: [
      Example("""
        import FlowStacks
        import SwiftUI

        enum Screen: Hashable { case orders, help }
        enum OrderScreen: Hashable { case detail }

        struct ShopCoordinator: View {
          @State var routes: [Route<Screen>] = []

          var body: some View {
            FlowStack($routes, withNavigation: true) {
              ShopView(onOrders: { routes.push(.orders) })
                .flowDestination(for: Screen.self) { screen in
                  switch screen {
                  case .orders: OrdersCoordinator()
                  case .help: HelpView()
                  }
                }
            }
          }
        }

        struct OrdersCoordinator: View {
          @State var routes: [Route<OrderScreen>] = []

          var body: some View {
            FlowStack($routes) {
              OrdersView()
                .flowDestination(for: OrderScreen.self) { screen in
                  switch screen {
                  case .detail: OrderDetailView()
                  }
                }
            }
          }
        }

        struct OrdersView: View {
          @EnvironmentObject var navigator: FlowNavigator<Screen>
          var body: some View { Button("Help") { navigator.↓push(.help) } }
        }
        """),
      Example(#"""
        import Stinsen
        import SwiftUI

        final class HomeCoordinator: NavigationCoordinatable {
          let stack = NavigationStack(initial: \HomeCoordinator.start)
          @Root var start = makeStart
          @Route(.push) var profile = makeProfile
          @Route(.push) var settings = makeSettings

          @ViewBuilder func makeStart() -> some View { HomeScreen() }
          func makeProfile() -> ProfileCoordinator { ProfileCoordinator() }
          @ViewBuilder func makeSettings() -> some View { SettingsScreen() }
        }

        final class ProfileCoordinator: NavigationCoordinatable {
          let stack = NavigationStack(initial: \ProfileCoordinator.start)
          @Root var start = makeStart

          @ViewBuilder func makeStart() -> some View { ProfileScreen() }
        }

        struct HomeScreen: View {
          @EnvironmentObject var router: HomeCoordinator.Router
          var body: some View { Button("Profile") { router.route(to: \.profile) } }
        }

        struct ProfileScreen: View {
          @EnvironmentObject var router: HomeCoordinator.Router
          var body: some View { Button("Settings") { router.↓route(to: \.settings) } }
        }
        """#),
      .definition("""
        coordinators:
          - id: Shop
            navigation: true
            root: home
            screens: [home, receipt]
            children:
              - { at: home, coordinator: Checkout, kind: push }
          - id: Checkout
            navigation: inherited
            root: cart
            screens: [cart, pay]
            transitions:
              - { from: cart, to: pay, kind: push }
              - ↓{ from: pay, to: Shop.receipt, kind: push }
        """)
    ],
    nonTriggering: [
      Example("""
        import FlowStacks
        import SwiftUI

        enum Screen: Hashable { case orders, help }
        enum OrderScreen: Hashable { case detail }

        struct ShopCoordinator: View {
          @State var routes: [Route<Screen>] = []

          var body: some View {
            FlowStack($routes, withNavigation: true) {
              ShopView(onOrders: { routes.push(.orders) })
                .flowDestination(for: Screen.self) { screen in
                  switch screen {
                  case .orders: OrdersCoordinator()
                  case .help: HelpView()
                  }
                }
            }
          }
        }

        struct OrdersCoordinator: View {
          @State var routes: [Route<OrderScreen>] = []

          var body: some View {
            FlowStack($routes) {
              OrdersView()
                .flowDestination(for: OrderScreen.self) { screen in
                  switch screen {
                  case .detail: OrderDetailView()
                  }
                }
            }
          }
        }

        struct OrdersView: View {
          @EnvironmentObject var navigator: FlowNavigator<OrderScreen>
          var body: some View { Button("Latest") { navigator.push(.detail) } }
        }
        """),
      Example(#"""
        import Stinsen
        import SwiftUI

        final class HomeCoordinator: NavigationCoordinatable {
          let stack = NavigationStack(initial: \HomeCoordinator.start)
          @Root var start = makeStart
          @Route(.push) var profile = makeProfile

          @ViewBuilder func makeStart() -> some View { HomeScreen() }
          func makeProfile() -> ProfileCoordinator { ProfileCoordinator() }
        }

        final class ProfileCoordinator: NavigationCoordinatable {
          let stack = NavigationStack(initial: \ProfileCoordinator.start)
          @Root var start = makeStart
          @Route(.push) var settings = makeSettings

          @ViewBuilder func makeStart() -> some View { ProfileScreen() }
          @ViewBuilder func makeSettings() -> some View { SettingsScreen() }
        }

        struct HomeScreen: View {
          @EnvironmentObject var router: HomeCoordinator.Router
          var body: some View { Button("Profile") { router.route(to: \.profile) } }
        }

        struct ProfileScreen: View {
          @EnvironmentObject var router: ProfileCoordinator.Router
          var body: some View { Button("Settings") { router.route(to: \.settings) } }
        }
        """#),
      .definition("""
        coordinators:
          - id: Shop
            navigation: true
            root: home
            screens: [home, receipt]
            children:
              - { at: home, coordinator: Checkout, kind: push }
          - id: Checkout
            navigation: inherited
            sharesParentRoutes: true
            root: cart
            screens: [cart, pay]
            transitions:
              - { from: cart, to: pay, kind: push }
              - { from: pay, to: Shop.receipt, kind: push }
        """),
      .definition("""
        coordinators:
          - id: Shop
            navigation: true
            root: home
            screens: [home, receipt]
            children:
              - { at: home, coordinator: Checkout, kind: sheet }
          - id: Checkout
            navigation: true
            root: cart
            screens: [cart, pay]
            transitions:
              - { from: cart, to: pay, kind: push }
              - { from: pay, to: Shop.receipt, kind: root-switch }
        """),
    ])

  func check(_ context: LintContext) -> [Finding] {
    var findings: [Finding] = []
    var reported = Set<Edge>()
    let byOwner = Dictionary(grouping: context.graph.edges.filter { [.push, .sheet, .cover].contains($0.kind) }) {
      context.owner($0.from)?.id ?? ""
    }
    for attach in context.graph.edges where attach.kind == .push {
      guard let child = context.coordinator(attach.to), child.sharesParentRoutes != true,
        let parent = context.owner(attach.from), parent.id != child.id
      else { continue }
      for edge in byOwner[child.id] ?? [] {
        guard context.screen(edge.to)?.coordinator == parent.id,
          reported.insert(edge).inserted
        else { continue }
        findings.append(
          finding(
            "'\(edge.from)' of child \(context.label(child.id)) makes parent \(context.label(parent.id)) \(edge.kind == .push ? "push" : "present") '\(edge.to)' while the child, pushed from '\(attach.from)', owns the top of the parent's stack",
            at: edge.location,
            suggestion: "Let the child show '\(edge.to)' itself, or finish the child first (pop or dismiss it) and then let '\(parent.id)' navigate; or make the child share its parent's routes.",
            subjects: [edge.from, edge.to, child.id],
            related: attach.location.map { [RelatedLocation($0, "'\(child.id)' is pushed here")] } ?? []))
      }
    }
    return findings
  }
}
