extension SwiftUILinker {
  /// Cases of a tab coordinator's selection enum (`@State var tab: Tab` of the type building the TabView) that no
  /// tab is tagged with: SwiftUI shows a tab only for a selection equal to one of its tags. Judged only where every
  /// child is a view tagged with a case written out and the selection is the host's own property
  /// (`SwiftUITabView.tagsEveryCase`). `index` is built on first use.
  func untaggedTabs(_ tabView: SwiftUITabView, coordinator id: String, index: inout TypeIndex?) -> [CodeFact] {
    guard tabView.tagsEveryCase, let selection = tabView.selection else { return [] }
    let tags = Set(tabView.tabs.compactMap(\.tag))
    guard !tags.isEmpty else { return [] }
    let types = index ?? TypeIndex(declarations.types)
    index = types
    guard let host = types.lookup(tabView.host, from: nil, file: tabView.file),
      let type = types.propertyType(selection, of: host), let decl = types[type],
      let untagged = TabTags.untagged(decl, tags: tags)
    else { return [] }
    return untagged.map { c in
      CodeFact(
        kind: .untaggedTab, type: decl.name, member: c.name, coordinator: id, detail: tabView.host, location: c.location,
        related: [tabView.location])
    }
  }
}
