import Stinsen
import SwiftUI

// unused-navigation-container: Stinsen shows the FAQ modal in a NavigationView of its own, so the help tab's own
// NavigationViewCoordinator (MistakesApp.swift) is never pushed into, and the help screen shows no title.
final class HelpCoordinator: NavigationCoordinatable {
  let stack = NavigationStack(initial: \HelpCoordinator.start)
  @Root var start = makeStart
  @Route(.modal) var faq = makeFAQ

  @ViewBuilder func makeStart() -> some View { HelpView() }
  @ViewBuilder func makeFAQ() -> some View { FAQView() }
}

struct HelpView: View {
  @EnvironmentObject var router: HelpCoordinator.Router

  var body: some View {
    Button("Questions and answers") { router.route(to: \.faq) }
  }
}

struct FAQView: View {
  var body: some View { Text("Ask us anything.") }
}
