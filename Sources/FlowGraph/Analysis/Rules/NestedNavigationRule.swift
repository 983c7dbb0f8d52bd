/// A screen or child coordinator that brings its own NavigationView/Stack pushed into a stack that has one.
struct NestedNavigationRule: Rule {
  static let description = RuleDescription(
    id: "nested-navigation", name: "Nested Navigation", severity: .warning,
    summary: "Do not nest navigation containers: a screen or coordinator with its own must not be pushed, embedded or tabbed into one.",
    rationale: """
      A NavigationView inside another shows two navigation bars; a child FlowStack with its own state pushed into \
      a parent's NavigationStack fails with "Unable to push from a child FlowStack onto a parent's navigation \
      stack". A pushed child should inherit its parent's container. The same holds without a push: a child \
      coordinator with its own container shown in a screen's view inside a container (FlowStacks \
      `withNavigation: true` / `embedInNavigationView: true`, TCACoordinators' root route, Stinsen's \
      `NavigationViewCoordinator`, which wraps the coordinator it is given where it is written, a `TabCoordinatable` \
      too, whether or not the class is shown bare elsewhere), or a TabView inside a NavigationView whose tabs bring their own \
      (NavigationView > TabView > NavigationView: the bars stack and pushes land on two different stacks), also \
      when routes switched to a root that embeds the NavigationView hold the TabView. Those \
      are reported once per inner container, at the place that asks for it. A screen whose view is the child \
      itself is not a second container; a FlowStack (0.6+) child inside a parent FlowStack is not judged: FlowStack \
      0.9 ignores `withNavigation` in any nested FlowStack (`withNavigation && parentFlowStackDataType == nil`), \
      0.10 only in one that shares its parent's path, and which version an app builds with is not known; a tab selected from a screen (`focusFirst`, a deep link) is not contained \
      by that screen. Within a screen's own views, a view whose body is a NavigationView/NavigationStack built \
      inside another view's container (directly, through other views, or as a `NavigationLink` destination, \
      which SwiftUI pushes onto that stack) is reported at the inner container; what a `.sheet`, \
      `.fullScreenCover` or `.popover` shows is a new layer and is not. A screen whose own view builds a \
      container is reported there when the layer it is shown in has one already: a coordinator's root inside the \
      coordinator's container, a Stinsen screen pushed onto its stack (Stinsen's NavigationCoordinatableView puts \
      the NavigationLink in the background of the screen's view, outside the screen's own container, so pushes \
      land in the outer one), a screen presented with `embedInNavigationView: true`. A child coordinator without a \
      container of its own, shown inside one, that switches its routes to a root asking for one \
      (`embedInNavigationView: true`) nests it from then on: reported at that root.
      """,
    triggering: embeddedTriggering + [
      Example(#"""
        import Stinsen
        import SwiftUI

        @main
        struct NotesApp: App {
          var body: some Scene {
            WindowGroup { NavigationViewCoordinator(NotesCoordinator()).view() }
          }
        }

        final class NotesCoordinator: NavigationCoordinatable {
          let stack = NavigationStack(initial: \NotesCoordinator.list)
          @Root var list = makeList
          @Route(.push) var note = makeNote

          @ViewBuilder func makeList() -> some View { NoteListView() }
          @ViewBuilder func makeNote() -> some View { Text("Note") }
        }

        struct NoteListView: View {
          @EnvironmentObject var router: NotesCoordinator.Router
          var body: some View {
            ↓NavigationView { Button("Open") { router.route(to: \.note) } }
          }
        }
        """#),
      Example(#"""
        import Stinsen
        import SwiftUI

        @main
        struct TodoApp: App {
          var body: some Scene {
            WindowGroup { NavigationViewCoordinator(HomeCoordinator()).view() }
          }
        }

        final class HomeCoordinator: NavigationCoordinatable {
          let stack = NavigationStack(initial: \HomeCoordinator.start)
          @Root var start = makeStart
          @Route(.push) var profile = makeProfile

          @ViewBuilder func makeStart() -> some View { HomeScreen() }
          func makeProfile() -> NavigationViewCoordinator<ProfileCoordinator> {
            NavigationViewCoordinator(ProfileCoordinator())
          }
        }

        final class ProfileCoordinator: NavigationCoordinatable {
          let stack = NavigationStack(initial: \ProfileCoordinator.start)
          @Root var start = makeStart

          @ViewBuilder func makeStart() -> some View { ProfileScreen() }
        }

        struct HomeScreen: View {
          @EnvironmentObject var router: HomeCoordinator.Router
          var body: some View { Button("Profile") { router.↓route(to: \.profile) } }
        }
        """#),
      Example("""
        import FlowStacks
        import SwiftUI

        enum Screen: Hashable { case detail }

        struct AppCoordinator: View {
          @State var routes: [Route<Screen>] = []

          var body: some View {
            FlowStack($routes, withNavigation: true) {
              HomeView(onDetail: { routes.↓push(.detail) })
                .flowDestination(for: Screen.self) { screen in
                  switch screen {
                  case .detail: DetailView()
                  }
                }
            }
          }
        }

        struct DetailView: View {
          var body: some View {
            NavigationView { Text("Detail") }
          }
        }
        """),
      .definition("""
        coordinators:
          - id: Home
            navigation: true
            root: home
            screens: [home, { id: detail, navigation: true }]
            transitions:
              - ↓{ from: home, to: detail, kind: push }
        """),
      .definition("""
        coordinators:
          - id: Home
            navigation: true
            root: home
            screens: [home]
            children:
              - ↓{ at: home, coordinator: Checkout, kind: push }
          - id: Checkout
            navigation: true
            root: cart
            screens: [cart]
        """),
    ],
    nonTriggering: embeddedNonTriggering + [
      Example(#"""
        import Stinsen
        import SwiftUI

        @main
        struct NotesApp: App {
          var body: some Scene {
            WindowGroup { NotesCoordinator().view() }
          }
        }

        final class NotesCoordinator: NavigationCoordinatable {
          let stack = NavigationStack(initial: \NotesCoordinator.list)
          @Root var list = makeList
          @Route(.modal) var note = makeNote

          @ViewBuilder func makeList() -> some View { NoteListView() }
          @ViewBuilder func makeNote() -> some View { Text("Note") }
        }

        struct NoteListView: View {
          @EnvironmentObject var router: NotesCoordinator.Router
          var body: some View {
            NavigationView { Button("Open") { router.route(to: \.note) } }
          }
        }
        """#),
      Example(#"""
        import Stinsen
        import SwiftUI

        @main
        struct TodoApp: App {
          var body: some Scene {
            WindowGroup { NavigationViewCoordinator(MainCoordinator()).view() }
          }
        }

        final class MainCoordinator: NavigationCoordinatable {
          let stack = NavigationStack(initial: \MainCoordinator.start)
          @Root var start = makeStart
          @Route(.push) var about = makeAbout

          func makeStart() -> ListCoordinator {
            ListCoordinator()
          }
          @ViewBuilder func makeAbout() -> some View { AboutScreen() }
        }

        final class ListCoordinator: NavigationCoordinatable {
          let stack = NavigationStack(initial: \ListCoordinator.start)
          @Root var start = makeStart
          @Route(.push) var item = makeItem

          @ViewBuilder func makeStart() -> some View { ListScreen() }
          @ViewBuilder func makeItem() -> some View { ItemScreen() }
        }

        struct ListScreen: View {
          @EnvironmentObject var router: ListCoordinator.Router
          var body: some View { Button("Item") { router.route(to: \.item) } }
        }
        """#),
      Example(#"""
        import Stinsen
        import SwiftUI

        @main
        struct TodoApp: App {
          var body: some Scene {
            WindowGroup { NavigationViewCoordinator(HomeCoordinator()).view() }
          }
        }

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

          @ViewBuilder func makeStart() -> some View { ProfileScreen() }
        }

        struct HomeScreen: View {
          @EnvironmentObject var router: HomeCoordinator.Router
          var body: some View { Button("Profile") { router.route(to: \.profile) } }
        }
        """#),
      Example("""
        import FlowStacks
        import SwiftUI

        enum Screen: Hashable { case detail }

        struct AppCoordinator: View {
          @State var routes: [Route<Screen>] = []

          var body: some View {
            FlowStack($routes, withNavigation: true) {
              HomeView(onDetail: { routes.push(.detail) })
                .flowDestination(for: Screen.self) { screen in
                  switch screen {
                  case .detail: DetailView()
                  }
                }
            }
          }
        }

        struct DetailView: View {
          var body: some View {
            Text("Detail")
          }
        }
        """),
      .definition("""
        coordinators:
          - id: Home
            navigation: true
            root: home
            screens: [home]
            children:
              - { at: home, coordinator: Checkout, kind: push }
              - { at: home, coordinator: Settings, kind: sheet }
          - id: Checkout
            navigation: inherited
            root: cart
            screens: [cart]
          - id: Settings
            navigation: true
            root: start
            screens: [start]
            back:
              - { screen: start, action: dismiss }
        """)
    ])

  func check(_ context: LintContext) -> [Finding] {
    let steps = context.walk.firstSteps { step in
      guard step.edge?.kind == .push, step.from.context.navigation == .yes, let to = step.edge?.to else { return false }
      if let child = context.coordinator(to) { return child.navigation == .yes && !Self.defersToParent(child, step, context) }
      return context.screen(to)?.bringsNavigation == true
    }
    // A push in a view several screens show is one finding, the other screens named with it.
    let pushes = EdgeSites.group(steps).compactMap { site -> Finding? in
      let step = site.step
      guard let edge = step.edge else { return nil }
      let what = context.coordinator(edge.to) != nil ? "declares its own navigation container" : "brings its own NavigationView/NavigationStack"
      // The container the stack has, where known (a layer's start names the layer, not always its container: a
      // tab's own NavigationView inside an entry layer without one).
      let outer = Self.container(above: step.from, context)?.label ?? context.layerPhrase(of: step.from)
      return finding(
        "\(callers(edge.from, site.others)) pushes \(context.label(edge.to)), which \(what), into a stack that already has one (\(outer))",
        at: edge.location,
        suggestion: "Let '\(edge.to)' inherit the container (navigation: inherited; no NavigationView in its view; a FlowStack without withNavigation), or present it instead of pushing.",
        subjects: [edge.from, edge.to] + site.others, path: context.walk.pathLocations(to: step.from))
    }
    return pushes + embeddedFindings(context) + switchedRootFindings(context) + viewFindings(context) + ownViewFindings(context)
  }
}
