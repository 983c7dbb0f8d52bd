/// A full-screen cover a view presents when it appears: dismissing the cover makes the view appear again.
struct CoverOnAppearRule: Rule {
  static let description = RuleDescription(
    id: "cover-on-appear", name: "Cover On Appear", severity: .warning,
    summary: "A full-screen cover presented when a view appears comes back each time it is dismissed.",
    rationale: """
      SwiftUI shows `.fullScreenCover` (FlowStacks' `.cover`, Stinsen's `.fullScreen` routes) with UIKit's \
      full-screen presentation style, which takes the presenting views out of the window once the cover is up; \
      when the cover is dismissed they are put back, and SwiftUI runs their `onAppear` and `.task` again. A cover \
      presented from the presenter's own `onAppear`/`.task` (directly, through a method of the view, or through a \
      callback its coordinator fills) is therefore presented again after every dismissal unless the condition \
      around it has changed, and whatever the closure checks first (a sign-in request, a fetch) runs again. The \
      rule reports such a closure when something shown in the cover can dismiss it (or switch the root); a cover \
      with no way out is cover-without-dismiss's, and sheets, which leave the presenter in the window, are not \
      reported. Move the presentation to where the condition changes (the response, a state change), or remember \
      that it was shown.
      """,
    triggering: [
      Example("""
        import FlowStacks
        import SwiftUI

        enum Screen { case home, survey }

        struct AppCoordinator: View {
          @State var routes: Routes<Screen> = [.root(.home)]

          var body: some View {
            Router($routes) { screen, _ in
              switch screen {
              case .home: HomeView(onSurvey: showSurvey)
              case .survey: SurveyView(onClose: { routes.goBack() })
              }
            }
          }

          private func showSurvey() {
            routes.presentCover(.survey)
          }
        }

        struct HomeView: View {
          let onSurvey: () -> Void
          @StateObject var model = HomeModel()

          var body: some View {
            Text("Home")
              .↓onAppear {
                Task {
                  if await model.hasPendingSurvey() { onSurvey() }
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
          @Route(.fullScreen) var whatsNew = makeWhatsNew

          @ViewBuilder func makeStart() -> some View { HomeView() }
          @ViewBuilder func makeWhatsNew() -> some View { WhatsNewView() }
        }

        struct HomeView: View {
          @EnvironmentObject var router: HomeCoordinator.Router

          var body: some View {
            Text("Home").↓task { router.route(to: \.whatsNew) }
          }
        }

        struct WhatsNewView: View {
          @EnvironmentObject var router: HomeCoordinator.Router

          var body: some View { Button("Close") { router.popLast() } }
        }
        """#),
    ],
    nonTriggering: [
      // A sheet leaves the presenter in the window: dismissing it does not run onAppear again.
      Example("""
        import FlowStacks
        import SwiftUI

        enum Screen { case home, survey }

        struct AppCoordinator: View {
          @State var routes: Routes<Screen> = [.root(.home)]

          var body: some View {
            Router($routes) { screen, _ in
              switch screen {
              case .home: HomeView(onSurvey: { routes.presentSheet(.survey) })
              case .survey: SurveyView(onClose: { routes.goBack() })
              }
            }
          }
        }

        struct HomeView: View {
          let onSurvey: () -> Void

          var body: some View {
            Text("Home").onAppear { onSurvey() }
          }
        }
        """),
      // The cover opens from a button, not when the view appears.
      Example("""
        import FlowStacks
        import SwiftUI

        enum Screen { case home, survey }

        struct AppCoordinator: View {
          @State var routes: Routes<Screen> = [.root(.home)]

          var body: some View {
            Router($routes) { screen, _ in
              switch screen {
              case .home: HomeView(onSurvey: { routes.presentCover(.survey) })
              case .survey: SurveyView(onClose: { routes.goBack() })
              }
            }
          }
        }

        struct HomeView: View {
          let onSurvey: () -> Void
          @State var loaded = false

          var body: some View {
            Button("Survey", action: onSurvey).onAppear { loaded = true }
          }
        }
        """),
      .definition("""
        entry: App
        coordinators:
          - id: App
            root: home
            screens: [home, survey]
            transitions:
              - { from: home, to: survey, kind: cover }
            back:
              - { screen: survey, action: dismiss }
        """),
    ],
    judgesCode: true)

  func check(_ context: LintContext) -> [Finding] {
    var covers: [SourceLocation: [Edge]] = [:]
    for edge in context.graph.edges where edge.kind == .cover {
      if let place = edge.location { covers[place, default: []].append(edge) }
    }
    var layers: [String: Bool] = [:]
    return context.graph.codeFacts.compactMap { fact -> Finding? in
      guard fact.kind == .navigatesOnAppear, let place = fact.location else { return nil }
      let presented = fact.related.flatMap { covers[$0] ?? [] }
      let leaving = presented.filter { edge in
        if let known = layers[edge.to] { return known }
        let exits = CoverWithoutDismissRule.layer(from: edge.to, context).exits
        layers[edge.to] = exits
        return exits
      }
      guard !leaving.isEmpty else { return nil }
      let targets = Array(Set(leaving.map(\.to))).sorted()
      let names = targets.map { "'\($0)'" }.joined(separator: ", ")
      return finding(
        "'\(fact.type)' presents \(names) as a full-screen cover from .\(fact.member): when the cover is dismissed, '\(fact.type)' appears again and .\(fact.member) runs again, presenting it again unless its condition has changed",
        at: place,
        suggestion: "Present the cover where its condition changes (the response, a state change) rather than on appear, or remember that it was shown.",
        subjects: [fact.type] + targets,
        related: leaving.compactMap { e in e.location.map { RelatedLocation($0, "'\(e.from)' → '\(e.to)' (cover)") } })
    }
  }
}
