/// A NavigationLink whose label handles taps itself: the link never opens its destination.
struct NavigationLinkTapGestureRule: Rule {
  static let description = RuleDescription(
    id: "navigation-link-tap-gesture", name: "NavigationLink Tap Gesture", severity: .warning,
    summary: "A NavigationLink's label should not handle taps with .onTapGesture.",
    rationale: """
      SwiftUI gives a gesture attached to a child view precedence over its parent's: a NavigationLink activates \
      through its own tap handling, so when every view of its label carries `.onTapGesture { … }` the gesture \
      takes each tap and the link never pushes its destination (whatever the gesture does instead, often another \
      navigation call, is what the user gets). Reported when the whole label (each of its views) ends in a \
      single-tap `.onTapGesture`; a double-tap gesture (`count: 2`) leaves single taps to the link.
      """,
    triggering: [
      Example("""
        import FlowStacks
        import SwiftUI

        struct CompanyCard: View {
          let showReviews: () -> Void

          var body: some View {
            ↓NavigationLink(destination: RatingsView(), label: {
              Text("See more")
                .font(.body)
                .onTapGesture { showReviews() }
            })
          }
        }
        """),
      Example("""
        import SwiftUI

        struct Row: View {
          @State var selected = false

          var body: some View {
            ↓NavigationLink {
              DetailView()
            } label: {
              Label("Details", systemImage: "info").onTapGesture { selected = true }
            }
          }
        }
        """),
    ],
    nonTriggering: [
      Example("""
        import SwiftUI

        struct CompanyCard: View {
          var body: some View {
            NavigationLink(destination: RatingsView(), label: {
              Text("See more").font(.body)
            })
          }
        }
        """),
      // A double tap does something else; a single tap still opens the link.
      Example("""
        import SwiftUI

        struct Row: View {
          @State var favorite = false

          var body: some View {
            NavigationLink(destination: DetailView()) {
              Text("Details").onTapGesture(count: 2) { favorite.toggle() }
            }
          }
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
    context.graph.codeFacts.filter { $0.kind == .linkTapGesture }.map { fact in
      let destination = fact.detail.map { "'\($0)'" } ?? "its destination"
      let owner = fact.type.isEmpty ? "" : " in '\(fact.type)'"
      return finding(
        "the label of this NavigationLink\(owner) handles taps with .onTapGesture: the gesture takes every tap and the link never opens \(destination)",
        at: fact.location,
        suggestion: "Move the gesture's work into the destination's onAppear or a Button, or drop the NavigationLink if the gesture navigates itself.",
        subjects: [fact.type.isEmpty ? "NavigationLink" : fact.type] + (fact.detail.map { [$0] } ?? []),
        related: fact.related.map { RelatedLocation($0, "the tap gesture") })
    }
  }
}
