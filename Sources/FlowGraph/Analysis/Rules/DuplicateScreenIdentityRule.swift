/// A Navigator ScreenID pushed where an equal value may already be on the stack: it replaces instead of pushing.
struct DuplicateScreenIdentityRule: Rule {
  static let description = RuleDescription(
    id: "duplicate-screen-identity", name: "Duplicate Screen Identity", severity: .warning,
    summary: "Screens pushed where an equal one may already be on the stack need a distinguishing value.",
    rationale: """
      Navigator keeps its stack in an ordered dictionary keyed by ScreenID: navigating to a value that is \
      already on the stack jumps back to it instead of pushing a new screen. A case without an associated value \
      pushed from itself, from a screen it leads to, or while it is the root, is such a value. The rule needs to \
      know whether the case carries a value (`payload:` in definition files, filled in by extraction).
      """,
    triggering: [
      Example("""
        import Navigator
        import SwiftUI

        enum ScreenID: Hashable { case home, product(id: Int), related }

        class AppViewFactory: ViewFactory {
          @ViewBuilder
          func makeView(screenType: ScreenWrapper<ScreenID>) -> some View {
            switch screenType {
            case .screenWrapper(let id):
              switch id {
              case .home: HomeScreen()
              case .product(let productID): ProductScreen(productID: productID)
              case .related: RelatedScreen()
              case .none: EmptyView()
              }
            }
          }
        }

        struct RelatedScreen: ScreenView {
          @EnvironmentObject var navigator: Navigator<ScreenID, AppViewFactory>
          @State var showNextScreen = false
          var screenId = ScreenID.related

          var body: some View {
            List {
              Button("Product") { navigator.navigate(to: .product(id: 7)) }
              Button("More like this") { navigator.↓navigate(to: .related) }
            }
            .bindNavigation(self, binding: $showNextScreen)
          }
        }
        """),
      .definition("""
        coordinators:
          - id: Nav
            library: navigator
            navigation: true
            root: root
            screens: [root, { id: article, payload: false }, { id: related, payload: true }]
            transitions:
              - { from: root, to: article, kind: push }
              - { from: article, to: related, kind: push }
              - ↓{ from: related, to: article, kind: push }
        """)
    ],
    nonTriggering: [
      Example("""
        import Navigator
        import SwiftUI

        enum ScreenID: Hashable { case home, product(id: Int), related }

        class AppViewFactory: ViewFactory {
          @ViewBuilder
          func makeView(screenType: ScreenWrapper<ScreenID>) -> some View {
            switch screenType {
            case .screenWrapper(let id):
              switch id {
              case .home: HomeScreen()
              case .product(let productID): ProductScreen(productID: productID)
              case .related: RelatedScreen()
              case .none: EmptyView()
              }
            }
          }
        }

        struct RelatedScreen: ScreenView {
          @EnvironmentObject var navigator: Navigator<ScreenID, AppViewFactory>
          @State var showNextScreen = false
          var screenId = ScreenID.related

          var body: some View {
            List {
              Button("Product") { navigator.navigate(to: .product(id: 7)) }
            }
            .bindNavigation(self, binding: $showNextScreen)
          }
        }
        """),
      .definition("""
        coordinators:
          - id: Nav
            library: navigator
            navigation: true
            root: root
            screens: [root, { id: article, payload: true }, { id: related, payload: true }]
            transitions:
              - { from: root, to: article, kind: push }
              - { from: article, to: related, kind: push }
              - { from: related, to: article, kind: push }
        """)
    ])

  func check(_ context: LintContext) -> [Finding] {
    context.graph.edges.compactMap { edge in
      guard edge.kind == .push, let screen = context.screen(edge.to), screen.hasPayload == false else { return nil }
      let isRoot = context.graph.rootScreens.contains(screen.id)
      let below = Self.pushPath(from: screen.id, to: edge.from, context)
      guard isRoot || below != nil else { return nil }
      let why = isRoot ? "it is the root of its stack" : "it is already on the stack below '\(edge.from)' (\((below ?? []).joined(separator: " → ")))"
      return finding(
        "'\(edge.from)' pushes '\(screen.id)', whose case has no associated value, where an equal '\(screen.name)' may already be on the stack: \(why); Navigator jumps back to it instead of pushing",
        at: edge.location,
        suggestion: "Give the '\(screen.name)' case an associated value that tells the instances apart (an id), or pop back to it on purpose.",
        subjects: [edge.from, screen.id])
    }
  }

  /// The screens on a push-only path from one screen to another, both included.
  static func pushPath(from start: String, to target: String, _ context: LintContext) -> [String]? {
    var previous: [String: String] = [:]
    var queue = [start]
    var seen: Set<String> = [start]
    var head = 0
    while head < queue.count {
      let node = queue[head]
      head += 1
      if node == target {
        var path = [node]
        while let p = previous[path[0]] { path.insert(p, at: 0) }
        return path
      }
      for edge in context.outgoing(node) where edge.kind == .push && seen.insert(edge.to).inserted {
        previous[edge.to] = node
        queue.append(edge.to)
      }
    }
    return nil
  }
}
