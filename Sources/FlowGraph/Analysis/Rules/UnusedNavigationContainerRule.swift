/// A coordinator wrapped in a navigation container of its own that nothing ever pushes into or shows a bar in.
struct UnusedNavigationContainerRule: Rule {
  static let description = RuleDescription(
    id: "unused-navigation-container", name: "Unused Navigation Container", severity: .warning,
    summary: "A coordinator wrapped in its own NavigationView should push into it or show something in its bar.",
    rationale: """
      A Stinsen `NavigationViewCoordinator` gives a coordinator's root (and the screens pushed from it) a \
      NavigationView. Stinsen presents every `.modal`/`.fullScreen` route that builds a view in a NavigationView of \
      its own (PresentationHelper), and a push routed after a modal route is pushed inside that modal's container \
      (each stack item presents the next one). So when nothing pushes from the root layer (no push route called \
      from it, no NavigationLink or navigation destination in its views) and its views show no title, bar items, \
      toolbar or search field, the wrapper only adds an empty bar (or one a view hides): it can go. The rule \
      abstains when a screen's views were not read, when a call's destination is unresolved, when a routes \
      assignment or a push from elsewhere may land on the root layer, and inside another container or around a \
      child that brings its own (nested-navigation reports the two containers). It judges Stinsen coordinators; a \
      FlowStacks or TCACoordinators coordinator that only ever shows its root is inert-coordinator's.
      """,
    triggering: [
      // The profile tab's only push happens inside its modal, which Stinsen wraps in a NavigationView of its own.
      Example(#"""
        import Stinsen
        import SwiftUI

        @main
        struct ClinicApp: App {
          var body: some Scene { WindowGroup { MainCoordinator().view() } }
        }

        final class MainCoordinator: TabCoordinatable {
          var child = TabChild(startingItems: [\MainCoordinator.profile])
          @Route(tabItem: makeProfileTab) var profile = makeProfile

          func makeProfile() -> NavigationViewCoordinator<ProfileCoordinator> {
            ↓NavigationViewCoordinator(ProfileCoordinator())
          }
          @ViewBuilder func makeProfileTab(isActive: Bool) -> some View { Text("Profile") }
        }

        final class ProfileCoordinator: NavigationCoordinatable {
          let stack = NavigationStack(initial: \ProfileCoordinator.start)
          @Root var start = makeStart
          @Route(.modal) var contacts = makeContacts
          @Route(.push) var newContact = makeNewContact

          @ViewBuilder func makeStart() -> some View { ProfileView() }
          @ViewBuilder func makeContacts() -> some View { ContactsView() }
          @ViewBuilder func makeNewContact() -> some View { NewContactView() }
        }

        struct ProfileView: View {
          @EnvironmentObject var router: ProfileCoordinator.Router
          var body: some View { Button("Contacts") { router.route(to: \.contacts) } }
        }

        struct ContactsView: View {
          @EnvironmentObject var router: ProfileCoordinator.Router
          var body: some View {
            Button("Add") { router.route(to: \.newContact) }
              .navigationTitle("Contacts")
          }
        }

        struct NewContactView: View {
          var body: some View { Text("New contact") }
        }
        """#),
      // A one-screen coordinator wrapped where the app starts, whose screen hides the bar anyway.
      Example(#"""
        import Stinsen
        import SwiftUI

        @main
        struct ClinicApp: App {
          var body: some Scene { WindowGroup { ↓NavigationViewCoordinator(WelcomeCoordinator()).view() } }
        }

        final class WelcomeCoordinator: NavigationCoordinatable {
          let stack = NavigationStack(initial: \WelcomeCoordinator.start)
          @Root var start = makeStart

          @ViewBuilder func makeStart() -> some View { WelcomeView() }
        }

        struct WelcomeView: View {
          var body: some View { Text("Welcome").navigationBarHidden(true) }
        }
        """#),
    ],
    nonTriggering: [
      // The root shows a child that brings its own container: two containers, which nested-navigation reports.
      Example(#"""
        import Stinsen
        import SwiftUI

        @main
        struct ClinicApp: App {
          var body: some Scene { WindowGroup { NavigationViewCoordinator(GateCoordinator()).view() } }
        }

        final class GateCoordinator: NavigationCoordinatable {
          let stack = NavigationStack(initial: \GateCoordinator.start)
          @Root var start = makeStart

          func makeStart() -> NavigationViewCoordinator<ClinicCoordinator> { NavigationViewCoordinator(ClinicCoordinator()) }
        }

        final class ClinicCoordinator: NavigationCoordinatable {
          let stack = NavigationStack(initial: \ClinicCoordinator.start)
          @Root var start = makeStart
          @Route(.push) var doctors = makeDoctors

          @ViewBuilder func makeStart() -> some View { ClinicView() }
          @ViewBuilder func makeDoctors() -> some View { Text("Doctors") }
        }

        struct ClinicView: View {
          @EnvironmentObject var router: ClinicCoordinator.Router
          var body: some View { Button("Doctors") { router.route(to: \.doctors) } }
        }
        """#),
      // The root pushes.
      Example(#"""
        import Stinsen
        import SwiftUI

        @main
        struct ClinicApp: App {
          var body: some Scene { WindowGroup { NavigationViewCoordinator(ProfileCoordinator()).view() } }
        }

        final class ProfileCoordinator: NavigationCoordinatable {
          let stack = NavigationStack(initial: \ProfileCoordinator.start)
          @Root var start = makeStart
          @Route(.push) var settings = makeSettings

          @ViewBuilder func makeStart() -> some View { ProfileView() }
          @ViewBuilder func makeSettings() -> some View { SettingsView() }
        }

        struct ProfileView: View {
          @EnvironmentObject var router: ProfileCoordinator.Router
          var body: some View { Button("Settings") { router.route(to: \.settings) } }
        }

        struct SettingsView: View {
          var body: some View { Text("Settings") }
        }
        """#),
      // The root shows a title (and a NavigationLink of its own pushes too).
      Example(#"""
        import Stinsen
        import SwiftUI

        @main
        struct ClinicApp: App {
          var body: some Scene { WindowGroup { NavigationViewCoordinator(ProfileCoordinator()).view() } }
        }

        final class ProfileCoordinator: NavigationCoordinatable {
          let stack = NavigationStack(initial: \ProfileCoordinator.start)
          @Root var start = makeStart
          @Route(.modal) var contacts = makeContacts

          @ViewBuilder func makeStart() -> some View { ProfileView() }
          @ViewBuilder func makeContacts() -> some View { ContactsView() }
        }

        struct ProfileView: View {
          @EnvironmentObject var router: ProfileCoordinator.Router
          var body: some View {
            VStack {
              Button("Contacts") { router.route(to: \.contacts) }
              NavigationLink("About") { AboutView() }
            }
            .navigationTitle("Profile")
          }
        }

        struct ContactsView: View {
          var body: some View { Text("Contacts") }
        }

        struct AboutView: View {
          var body: some View { Text("About") }
        }
        """#),
      // The root's view comes from a package: whether it pushes is not known.
      Example(#"""
        import ProfileUI
        import Stinsen
        import SwiftUI

        @main
        struct ClinicApp: App {
          var body: some Scene { WindowGroup { NavigationViewCoordinator(ProfileCoordinator()).view() } }
        }

        final class ProfileCoordinator: NavigationCoordinatable {
          let stack = NavigationStack(initial: \ProfileCoordinator.start)
          @Root var start = makeStart

          @ViewBuilder func makeStart() -> some View { PackagedProfileView() }
        }
        """#),
      // A hand-written definition does not say what the views show.
      .definition("""
        entry: Profile
        coordinators:
          - id: Profile
            library: stinsen
            navigation: true
            root: start
            screens: [start, contacts]
            transitions:
              - { from: start, to: contacts, kind: sheet }
        """),
    ],
    judgesCode: true)
}
