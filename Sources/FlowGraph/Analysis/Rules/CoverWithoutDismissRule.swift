/// A full-screen cover from which no dismiss or back action is reachable: the user is trapped.
struct CoverWithoutDismissRule: Rule {
  static let description = RuleDescription(
    id: "cover-without-dismiss", name: "Cover Without Dismiss", severity: .warning,
    summary: "Every full-screen cover needs a way out.",
    rationale: """
      Unlike sheets, full-screen covers cannot be swiped away. If no screen shown in the cover's layer (the cover \
      and what it pushes) dismisses, goes back or switches the root, the user cannot leave. Layers with a \
      navigation call flowviz cannot resolve statically are not reported.
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
        """)
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
    ])

  static let leavingActions: Set<BackActionKind> = [.dismiss, .dismissAll, .goBack, .goBackTo, .goBackToRoot, .dismissCoordinator, .popLast]

  func check(_ context: LintContext) -> [Finding] {
    var layers: [String: (nodes: Set<String>, exits: Bool)] = [:]
    return context.graph.edges.filter { $0.kind == .cover }.compactMap { cover in
      let layer = layers[cover.to] ?? Self.layer(from: cover.to, context)
      layers[cover.to] = layer
      if layer.exits { return nil }
      let shown = layer.nodes.sorted().map { "'\($0)'" }.joined(separator: ", ")
      return finding(
        "'\(cover.from)' presents \(context.label(cover.to)) as a full-screen cover, but nothing shown in it (\(shown)) dismisses, goes back or switches the root: the user is trapped",
        at: cover.location,
        suggestion: "Add a close button that dismisses the cover (dismiss() / dismissCoordinator), or present it as a sheet.",
        subjects: [cover.from, cover.to])
    }
  }

  /// The screens and coordinators shown in a presented layer, and whether any of them leaves it.
  static func layer(from start: String, _ context: LintContext) -> (nodes: Set<String>, exits: Bool) {
    var nodes: Set<String> = [start]
    var queue = [start]
    var leaves = false
    while let node = queue.popLast() {
      let c = context.coordinator(node)
      let next = (c?.roots ?? []) + context.outgoing(node).filter { [.push, .embed, .tab].contains($0.kind) }.map(\.to)
      if context.outgoing(node).contains(where: { $0.kind == .rootSwitch || $0.kind == .setRoutes }) { leaves = true }
      let actions = context.backActions(of: node)
      let library = context.owner(node)?.library
      if actions.contains(where: { exits(for: library).contains($0.action) }) { leaves = true }
      if !context.unresolved(from: node).isEmpty { leaves = true }
      for n in next where nodes.insert(n).inserted { queue.append(n) }
    }
    return (nodes, leaves)
  }

  /// Back actions that leave a presented layer; Stinsen's popToRoot also dismisses modal routes.
  static func exits(for library: Library?) -> Set<BackActionKind> {
    library == .stinsen ? leavingActions.union([.popToRoot, .pop]) : leavingActions
  }
}
