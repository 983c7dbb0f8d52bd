/// A full-screen cover from which no dismiss or back action is reachable: the user is trapped.
struct CoverWithoutDismissRule: Rule {
  static let description = RuleDescription(
    id: "cover-without-dismiss", name: "Cover Without Dismiss", severity: .warning,
    summary: "Every full-screen cover needs a way out.",
    rationale: """
      Unlike sheets, full-screen covers cannot be swiped away. If no screen shown in the cover's layer (the cover \
      and what it pushes) dismisses, goes back or switches the root, the user cannot leave. SwiftUI's own \
      `@Environment(\\.dismiss)` and `presentationMode.wrappedValue.dismiss()` count as ways out: in a presented \
      layer they dismiss it. Layers with a navigation call flowviz cannot resolve statically are not reported, nor \
      covers inside a coordinator whose own code (not a screen's) switches its root: code that runs on events flowviz \
      does not follow (a subscription, a notification) may replace what the cover is shown over, and the cover with \
      it. Stinsen's `root(_:)` replaces the child its root shows (`stack.root.item`) and so what that child presents; \
      FlowStacks' routes set anew (`routes = [.root(…)]`) drop every presented route. A screen presented on top of \
      the cover in the same coordinator's routes that goes back to their root also leaves the cover: FlowStacks' and \
      TCACoordinators' `goBackToRoot()`/`dismissAll()` remove every route after the root (`RoutableCollection`), \
      Stinsen's `popToRoot()` empties the coordinator's stack, which holds its modal and full-screen routes too \
      (`NavigationStack.value`); a child coordinator's own stack does not hold the cover.
      """,
    triggering: [
      Example("""
        import FlowStacks
        import SwiftUI

        enum Screen { case home, onboarding }

        struct AppCoordinator: View {
          @State var routes: Routes<Screen> = [.root(.home, embedInNavigationView: true)]

          var body: some View {
            Router($routes) { screen, _ in
              switch screen {
              case .home: HomeView(onStart: { routes.↓presentCover(.onboarding) })
              case .onboarding: OnboardingView(onDone: {})
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
            screens: [home, player, info]
            transitions:
              - ↓{ from: home, to: player, kind: cover, withNavigation: true }
              - { from: player, to: info, kind: push }
            back:
              - { screen: info, action: pop }
        """),
      // The screen on top of the cover that goes back to the root is a child coordinator's: its stack does not hold the cover.
      .definition("""
        entry: Shop
        coordinators:
          - id: Shop
            root: home
            screens: [home, products]
            transitions:
              - ↓{ from: home, to: products, kind: cover }
              - { from: products, to: Checkout, kind: cover }
          - id: Checkout
            root: pay
            screens: [pay]
            back:
              - { screen: pay, action: goBackToRoot }
              - { screen: pay, action: dismiss }
        """),
    ],
    nonTriggering: [
      Example("""
        import FlowStacks
        import SwiftUI

        enum Screen { case home, onboarding }

        struct AppCoordinator: View {
          @State var routes: Routes<Screen> = [.root(.home, embedInNavigationView: true)]

          var body: some View {
            Router($routes) { screen, _ in
              switch screen {
              case .home: HomeView(onStart: { routes.presentCover(.onboarding) })
              case .onboarding: OnboardingView(onDone: { routes.dismiss() })
              }
            }
          }
        }
        """),
      Example("""
        import FlowStacks
        import SwiftUI

        enum Screen { case home, onboarding }

        struct AppCoordinator: View {
          @State var routes: Routes<Screen> = [.root(.home, embedInNavigationView: true)]

          var body: some View {
            Router($routes) { screen, _ in
              switch screen {
              case .home: Button("start") { routes.presentCover(.onboarding) }
              case .onboarding: OnboardingView()
              }
            }
          }
        }

        struct OnboardingView: View {
          @Environment(\\.dismiss) private var dismiss
          var body: some View { Button("Done") { dismiss() } }
        }
        """),
      .definition("""
        coordinators:
          - id: Home
            navigation: true
            root: home
            screens: [home, player, info]
            transitions:
              - { from: home, to: player, kind: cover, withNavigation: true }
              - { from: player, to: info, kind: push }
            back:
              - { screen: info, action: dismiss }
        """),
      // A screen presented on top of the cover in the same coordinator's stack pops to its root, the cover with it.
      Example(#"""
        import Stinsen
        import SwiftUI

        final class ShopCoordinator: NavigationCoordinatable {
          let stack = NavigationStack(initial: \ShopCoordinator.start)
          @Root var start = makeStart
          @Route(.fullScreen) var products = makeProducts
          @Route(.fullScreen) var item = makeItem

          @ViewBuilder func makeStart() -> some View { StartView() }
          @ViewBuilder func makeProducts() -> some View { ProductsView() }
          @ViewBuilder func makeItem() -> some View { ItemView() }
        }

        struct StartView: View {
          @EnvironmentObject var router: ShopCoordinator.Router
          var body: some View { Button("Shop") { router.route(to: \.products) } }
        }

        struct ProductsView: View {
          @EnvironmentObject var router: ShopCoordinator.Router
          var body: some View { Button("Item") { router.route(to: \.item) } }
        }

        struct ItemView: View {
          @EnvironmentObject var router: ShopCoordinator.Router
          var body: some View { Button("Add to cart") { router.popToRoot() } }
        }
        """#),
      .definition("""
        coordinators:
          - id: Home
            navigation: true
            root: home
            screens: [home, done]
            transitions:
              - { from: home, to: done, kind: cover }
              - { from: done, to: Home.home, kind: root-switch }
        """),
      // The coordinator's own code replaces its root when the cover's screen signals it (a subject flowviz does not follow).
      Example("""
        import Combine
        import FlowStacks
        import SwiftUI
        enum Screen { case signUp, pin, main }
        final class AppModel: ObservableObject { let finished = PassthroughSubject<Void, Never>() }
        struct AppCoordinator: View {
          @State var routes: Routes<Screen> = [.root(.signUp, embedInNavigationView: true)]
          @StateObject var model = AppModel()
          var body: some View {
            Router($routes) { screen, _ in
              switch screen {
              case .signUp: Button("next") { routes.presentCover(.pin) }
              case .pin: PinView(model: model)
              case .main: Text("main")
              }
            }
            .onReceive(model.finished) { _ in routes = [.root(.main, embedInNavigationView: true)] }
          }
        }
        struct PinView: View {
          @ObservedObject var model: AppModel
          var body: some View { Button("done") { model.finished.send() } }
        }
        """),
    ])

  static let leavingActions: Set<BackActionKind> = [.dismiss, .dismissAll, .goBack, .goBackTo, .goBackToRoot, .dismissCoordinator, .popLast, .environmentDismiss]

  func check(_ context: LintContext) -> [Finding] {
    var layers: [String: (nodes: Set<String>, exits: Bool)] = [:]
    let covers = context.graph.edges.filter { $0.kind == .cover }
    // One `presentCover` in a view that several screens show is one place to add a way out: one finding.
    return EdgeSites.group(covers).compactMap { site in
      guard let cover = site.first else { return nil }
      let layer = layers[cover.to] ?? Self.layer(from: cover.to, context)
      layers[cover.to] = layer
      if layer.exits || Self.rootSwitchedByOwnCode(above: cover.from, context) { return nil }
      let shown = layer.nodes.sorted().map { "'\($0)'" }.joined(separator: ", ")
      let from = site.map(\.from)
      return finding(
        "\(callers(cover.from, Array(from.dropFirst()))) presents \(context.label(cover.to)) as a full-screen cover, but nothing shown in it (\(shown)) dismisses, goes back or switches the root: the user is trapped",
        at: cover.location,
        suggestion: "Add a close button that dismisses the cover (dismiss() / dismissCoordinator), or present it as a sheet.",
        subjects: from + [cover.to],
        related: context.declaration(cover.to).map { [RelatedLocation($0, "\(context.label(cover.to)) is declared here")] } ?? [])
    }
  }

  /// The screens and coordinators shown in a presented layer, and whether any of them leaves it. A back action or
  /// unresolved call that extraction tied to a coordinator rather than a screen (a call in a view several screens
  /// share, in a view model, in a helper) may run from any of its screens, so it counts as a way out of them.
  static func layer(from start: String, _ context: LintContext) -> (nodes: Set<String>, exits: Bool) {
    var nodes: Set<String> = [start]
    var queue = [start]
    var leaves = false
    while let node = queue.popLast() {
      let c = context.coordinator(node)
      let next = (c?.roots ?? []) + context.outgoing(node).filter { [.push, .embed, .tab].contains($0.kind) }.map(\.to)
      if context.outgoing(node).contains(where: { $0.kind == .rootSwitch || $0.kind == .setRoutes }) { leaves = true }
      let library = context.owner(node)?.library
      var actions = context.backActions(of: node)
      var unresolved = context.unresolved(from: node)
      if c == nil, let owner = context.owner(node) {
        actions += context.backActions(of: owner.id)
        unresolved += context.unresolved(from: owner.id)
      }
      if actions.contains(where: { exits(for: library).contains($0.action) }) { leaves = true }
      if !unresolved.isEmpty { leaves = true }
      for n in next where nodes.insert(n).inserted { queue.append(n) }
    }
    if !leaves, let owner = context.owner(start)?.id {
      leaves = unwoundFromAbove(nodes, owner: owner, context)
    }
    return (nodes, leaves)
  }

  /// Whether a screen presented on top of the layer, in the same coordinator's routes, goes back to the root of them
  /// all (FlowStacks' and TCACoordinators' `goBackToRoot`/`dismissAll` remove every route after the root, presented
  /// ones included; Stinsen's `popToRoot` empties the coordinator's stack, whose modal routes are in it too): that
  /// dismisses the layer with it.
  private static func unwoundFromAbove(_ layer: Set<String>, owner: String, _ context: LintContext) -> Bool {
    let library = context.coordinator(owner)?.library
    let unwinding: Set<BackActionKind> = library == .stinsen ? [.popToRoot] : [.goBackToRoot, .dismissAll]
    var seen = layer
    var queue = layer.flatMap { node in context.outgoing(node).filter { $0.kind == .sheet || $0.kind == .cover }.map(\.to) }
    while let node = queue.popLast() {
      guard context.owner(node)?.id == owner, seen.insert(node).inserted else { continue }
      if context.backActions(of: node).contains(where: { unwinding.contains($0.action) }) { return true }
      queue += context.outgoing(node).filter { [.push, .sheet, .cover].contains($0.kind) }.map(\.to).filter { !seen.contains($0) }
    }
    return false
  }

  /// Whether the coordinator showing `node`, or one it is shown in, switches its root from its own code (a root-switch
  /// or set-routes edge from the coordinator itself, not from one of its screens).
  static func rootSwitchedByOwnCode(above node: String, _ context: LintContext) -> Bool {
    var queue = context.owner(node).map { [$0.id] } ?? []
    var seen = Set(queue)
    while let id = queue.popLast() {
      if context.outgoing(id).contains(where: { $0.kind == .rootSwitch || $0.kind == .setRoutes }) { return true }
      // The coordinators whose screens show this one.
      for edge in context.incoming(id) {
        if let parent = context.owner(edge.from)?.id, seen.insert(parent).inserted { queue.append(parent) }
      }
    }
    return false
  }

  /// Back actions that leave a presented layer; Stinsen's popToRoot also dismisses modal routes.
  static func exits(for library: Library?) -> Set<BackActionKind> {
    library == .stinsen ? leavingActions.union([.popToRoot, .pop]) : leavingActions
  }
}
