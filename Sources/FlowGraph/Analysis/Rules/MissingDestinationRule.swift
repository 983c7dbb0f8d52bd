/// A pushed or presented case/type that no destination builder handles.
struct MissingDestinationRule: Rule {
  static let description = RuleDescription(
    id: "missing-destination", name: "Missing Destination", severity: .error,
    summary: "Every pushed or presented screen needs a destination builder that handles it.",
    rationale: """
      A value pushed with no `flowDestination(for:)`, no factory branch or no builder case for it crashes \
      ("No view builder found for type") or shows an empty view. The rule needs to know whether a screen is \
      handled (`handled:` in definition files, filled in by extraction); screens where that is unknown are not \
      reported, nor values of a type whose declaration flowviz did not read (FlowStacks' DestinationBuilderHolder \
      falls back to the builders of a class's superclasses), nor sub-cases of a handled case of a nested enum \
      (`case .settings(let sub): SettingsBuilder(screen: sub)`: the sub-builder's switch is exhaustive). A call in a \
      view several screens share is one finding, the other screens as related locations.
      """,
    triggering: [
      Example("""
        import FlowStacks
        import SwiftUI

        enum Screen: Hashable { case detail, help }

        struct AppCoordinator: View {
          @State var routes: [Route<Screen>] = []

          var body: some View {
            FlowStack($routes, withNavigation: true) {
              HomeView(onDetail: { routes.push(.detail) }, onHelp: { routes.↓presentSheet(.help) })
                .flowDestination(for: Screen.self) { screen in
                  switch screen {
                  case .detail: DetailView()
                  }
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
            screens: [home, { id: detail, handled: false }]
            transitions:
              - ↓{ from: home, to: detail, kind: push }
        """)
    ],
    nonTriggering: [
      // `case .settings(let sub):` hands every sub-case to a builder whose switch Swift checks for exhaustiveness.
      Example("""
        import FlowStacks
        import SwiftUI

        enum Screen: Hashable {
          case home
          case settings(SettingsScreen)
        }

        enum SettingsScreen: Hashable { case profile, about }

        struct AppCoordinator: View {
          @State var routes: Routes<Screen> = [.root(.home, embedInNavigationView: true)]

          var body: some View {
            Router($routes) { screen, _ in
              switch screen {
              case .home: HomeView(onProfile: { routes.push(.settings(.profile)) }, onAbout: { routes.presentSheet(.settings(.about)) })
              case .settings(let sub): SettingsBuilder(screen: sub)
              }
            }
          }
        }

        struct SettingsBuilder: View {
          let screen: SettingsScreen
          var body: some View {
            switch screen {
            case .profile: ProfileView()
            case .about: AboutView()
            }
          }
        }
        """),
      // FlowStacks' DestinationBuilderHolder falls back to the builders of the value's superclasses.
      Example("""
        import FlowStacks
        import SwiftUI

        class Destination: Hashable {
          static func == (a: Destination, b: Destination) -> Bool { a === b }
          func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
        }

        final class SpecialDestination: Destination {}

        struct AppCoordinator: View {
          @State var path = FlowPath()

          var body: some View {
            FlowStack($path, withNavigation: true) {
              HomeView(onSpecial: { path.push(SpecialDestination()) })
                .flowDestination(for: Destination.self) { destination in
                  DestinationView(destination: destination)
                }
            }
          }
        }
        """),
      Example("""
        import FlowStacks
        import SwiftUI

        enum Screen: Hashable { case detail, help }

        struct AppCoordinator: View {
          @State var routes: [Route<Screen>] = []

          var body: some View {
            FlowStack($routes, withNavigation: true) {
              HomeView(onDetail: { routes.push(.detail) }, onHelp: { routes.presentSheet(.help) })
                .flowDestination(for: Screen.self) { screen in
                  switch screen {
                  case .detail: DetailView()
                  case .help: HelpView()
                  }
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
            screens: [home, { id: detail, handled: true }, unknownYet]
            transitions:
              - { from: home, to: detail, kind: push }
              - { from: home, to: unknownYet, kind: push }
        """)
    ])

  func check(_ context: LintContext) -> [Finding] {
    let candidates = context.graph.edges.filter { edge in
      guard [.push, .sheet, .cover, .setRoutes].contains(edge.kind), let screen = context.screen(edge.to) else { return false }
      return Self.unhandled(screen, context)
    }
    // One call in a view that several screens share is one mistake: one finding, the other screens as related.
    return EdgeSites.group(candidates).compactMap { site in
      guard let edge = site.first, let screen = context.screen(edge.to) else { return nil }
      let from = site.map(\.from)
      return finding(
        "\(callers(edge.from, Array(from.dropFirst()))) \(edge.kind == .push ? "pushes" : "shows") '\(screen.id)', but no destination builder of \(context.label(screen.coordinator)) handles '\(screen.name)'",
        at: edge.location,
        suggestion: "Add a case for '\(screen.name)' to the destination builder (flowDestination(for:), the factory's switch), or do not navigate to it.",
        subjects: from + [screen.id],
        related: (screen.location.map { [RelatedLocation($0, "'\(screen.id)' is declared here")] } ?? [])
          + from.dropFirst().compactMap { s in context.declaration(s).map { RelatedLocation($0, "'\(s)' shows the same call") } })
    }
  }

  /// Whether the screen is known to be unhandled. Abstains when the screen's declaration was not read (a value of a
  /// type flowviz did not find may be handled by a builder for its superclass: FlowStacks' DestinationBuilderHolder
  /// walks `superclassMirror`; or by a builder for the enum it is a case of), and for a nested case `a.b` whose
  /// enclosing case `a` is handled (`case .a(let sub): SubView(sub)` hands every sub-case to a builder whose
  /// `switch` Swift checks for exhaustiveness).
  static func unhandled(_ screen: Screen, _ context: LintContext) -> Bool {
    guard screen.handled == false, screen.location != nil else { return false }
    var name = screen.name
    while let dot = name.lastIndex(of: ".") {
      name = String(name[..<dot])
      if context.screen(Screen.id(coordinator: screen.coordinator, name: name))?.handled == true { return false }
    }
    return true
  }
}
