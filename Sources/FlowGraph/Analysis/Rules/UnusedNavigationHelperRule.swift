/// A router, navigator, navigation callback or navigating method that nothing uses: a transition the code was
/// written for but cannot happen.
struct UnusedNavigationHelperRule: Rule {
  static let description = RuleDescription(
    id: "unused-navigation-helper", name: "Unused Navigation Helper", severity: .warning,
    summary: "Routers, navigators and navigation callbacks that are injected or declared should be used.",
    rationale: """
      Stinsen puts each coordinator's router into the environment of the views it builds \
      (`@EnvironmentObject var router: C.Router`), FlowStacks its `FlowNavigator`, Navigator its `Navigator`; a \
      FlowStacks Router coordinator hands each screen closures that change its routes (`HomeView(onNext: \
      showNext)`). A view that receives one and never reads it, or a private method that navigates and that \
      nothing calls, is a transition the code was written for that can never happen: the button it was meant for \
      is missing or calls something else, or it is left over and misleads readers (flowviz draws none of a private \
      method's calls when nothing calls it, and counts none of its back actions as a way out). Reported only where \
      no use can hide: the member is never named by its type's \
      code, and a member visible outside its type is never read through another value (`screen.router`); \
      methods only when private and without attributes (`@objc`, `@IBAction`), whose callers are all in their file.
      """,
    triggering: [
      Example(#"""
        import Stinsen
        import SwiftUI

        final class AuthCoordinator: NavigationCoordinatable {
          let stack = NavigationStack(initial: \AuthCoordinator.start)
          @Root var start = makeStart
          @Route(.push) var signUp = makeSignUp

          func makeStart() -> some View { LoginScreen() }
          func makeSignUp() -> some View { SignUpScreen() }
        }

        struct LoginScreen: View {
          @EnvironmentObject private var ↓router: AuthCoordinator.Router
          var body: some View { Text("Log in") }
        }
        """#),
      Example("""
        import FlowStacks
        import SwiftUI

        enum Screen { case home, settings }

        struct AppCoordinator: View {
          @State var routes: Routes<Screen> = [.root(.home)]

          var body: some View {
            Router($routes) { screen, _ in
              switch screen {
              case .home: HomeView(showSettings: showSettings)
              case .settings: SettingsView()
              }
            }
          }

          private func showSettings() { routes.presentSheet(.settings) }
        }

        struct HomeView: View {
          let ↓showSettings: () -> Void
          var body: some View { Text("Home") }
        }
        """),
      Example("""
        import FlowStacks
        import SwiftUI

        struct NumbersCoordinator: View {
          @State var flow = PFlow(root: 0)

          var body: some View {
            PStack($flow) { number in
              Button("Next") { flow.present(number + 1) }
            }
          }

          ↓private func dismissAll() {
            flow.dismiss()
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) { flow.dismiss() }
          }
        }
        """),
    ],
    nonTriggering: [
      Example(#"""
        import Stinsen
        import SwiftUI

        final class AuthCoordinator: NavigationCoordinatable {
          let stack = NavigationStack(initial: \AuthCoordinator.start)
          @Root var start = makeStart
          @Route(.push) var signUp = makeSignUp

          func makeStart() -> some View { LoginScreen() }
          func makeSignUp() -> some View { SignUpScreen() }
        }

        struct LoginScreen: View {
          @EnvironmentObject private var router: AuthCoordinator.Router
          var body: some View { Button("Sign up") { router.route(to: \.signUp) } }
        }
        """#),
      // The callback is called (or handed on to a subview): the transition is wired.
      Example("""
        import FlowStacks
        import SwiftUI

        enum Screen { case home, settings }

        struct AppCoordinator: View {
          @State var routes: Routes<Screen> = [.root(.home)]

          var body: some View {
            Router($routes) { screen, _ in
              switch screen {
              case .home: HomeView(showSettings: { routes.presentSheet(.settings) })
              case .settings: SettingsView()
              }
            }
          }
        }

        struct HomeView: View {
          let showSettings: () -> Void
          var body: some View { SettingsButton(action: showSettings) }
        }
        """),
      // `@objc` methods are called through selectors the sources need not name.
      Example("""
        import FlowStacks
        import SwiftUI

        final class NumbersModel: ObservableObject {
          @Published var flow = PFlow(root: 0)

          @objc private func closeTapped() { flow.dismiss() }
          private func next() { flow.present(1) }
          func start() { next() }
        }
        """),
      .definition("""
        coordinators:
          - id: Home
            navigation: true
            root: home
            screens: [home, detail]
            transitions:
              - { from: home, to: detail, kind: push }
        """),
    ],
    judgesCode: true)

  func check(_ context: LintContext) -> [Finding] {
    context.graph.codeFacts.compactMap { fact in
      let owner = "'\(fact.type)'"
      let related = fact.related.map { RelatedLocation($0, "navigation call it would make") }
      switch fact.kind {
      case .unusedRouter:
        let what = fact.detail.map { " (\($0))" } ?? ""
        return finding(
          "\(owner) injects the router '\(fact.member)'\(what) but never uses it",
          at: fact.location,
          suggestion: "Make the transition the view was meant to offer through '\(fact.member)', or remove the property.",
          subjects: [fact.type, fact.member] + (fact.coordinator.map { [$0] } ?? []))
      case .uncalledCallback:
        return finding(
          "\(owner) never calls '\(fact.member)', which its coordinator fills with navigation: that transition cannot happen from this view",
          at: fact.location,
          suggestion: "Call '\(fact.member)' from the control it is meant for, or remove it and the navigation passed into it.",
          subjects: [fact.type, fact.member], related: related)
      case .uncalledMethod:
        return finding(
          "private method '\(fact.member)' of \(owner) navigates but nothing calls it",
          at: fact.location,
          suggestion: "Call '\(fact.member)' where the transition belongs, or remove it.",
          subjects: [fact.type, fact.member], related: related)
      case .unownedCoordinator, .stateOutsideView, .linkTapGesture, .resultIgnored, .unhandledDelegate, .navigatesOnAppear,
        .unbuiltCase, .unusedDestinationType, .ignoredAction, .untaggedTab, .rootReplacedInPlace:
        return nil
      }
    }
  }
}
