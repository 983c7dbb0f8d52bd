/// The part of `NestedNavigationRule` about containers nested within a screen's own views: a view whose body is a
/// NavigationView/NavigationStack, built inside another view's container (directly, through other views, or as a
/// `NavigationLink` destination, which SwiftUI pushes onto that same stack).
extension NestedNavigationRule {
  /// One finding per inner container, the screens that show it named with it.
  func viewFindings(_ context: LintContext) -> [Finding] {
    var screensByNesting: [ContainerNesting: [String]] = [:]
    for screen in context.graph.screens {
      for nesting in screen.nestedContainers ?? [] { screensByNesting[nesting, default: []].append(screen.id) }
    }
    var seen = Set<SourceLocation>()
    return screensByNesting.keys.sorted { ($0.inner, $0.outer) < ($1.inner, $1.outer) }.compactMap { nesting in
      guard seen.insert(nesting.inner).inserted else { return nil }
      let screens = (screensByNesting[nesting] ?? []).sorted()
      let through = nesting.via.count > 1 ? " (through \(nesting.via.count - 1) view\(nesting.via.count == 2 ? "" : "s") between them)" : ""
      var related = [RelatedLocation(nesting.outer, "the outer container, built by '\(nesting.outerView)'")]
      related += nesting.via.map { RelatedLocation($0, "built here") }
      return finding(
        "'\(nesting.innerView)' builds its own navigation container, but it is shown inside the one '\(nesting.outerView)' builds\(through), on \(screens.map { "'\($0)'" }.joined(separator: ", ")): the bars stack and its links push onto a second stack",
        at: nesting.inner,
        suggestion: "Drop the inner NavigationView/NavigationStack (the outer one already holds '\(nesting.innerView)'), or present '\(nesting.innerView)' in a sheet if it needs a stack of its own.",
        subjects: screens, related: related)
    }
  }
}
