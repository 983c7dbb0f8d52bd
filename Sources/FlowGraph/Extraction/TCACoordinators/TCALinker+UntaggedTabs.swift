extension TCALinker {
  /// Cases of a TabView's selection enum that no tab is tagged with (`case deeplinkOpened` beside tabs tagged
  /// `.identified`, `.indexed`, …): SwiftUI shows a tab only for a selection equal to one of its tags, so that case
  /// shows no tab. Read only where every child of the TabView is a view tagged with a written case, and the
  /// selection is a property of the reducer's `State` whose type is an enum of the sources without payloads.
  func untaggedTabs(_ facts: TCAFacts, index: TypeIndex) -> [CodeFact] {
    var result: [CodeFact] = []
    for selector in facts.selectors where selector.kind == .tabs && selector.everyTabTagged && !selector.options.isEmpty {
      guard let reducer = reducer(ofView: selector.view, file: selector.file, store: nil, index: index),
        let state = index.lookup(reducer + ".State", from: nil, file: selector.file),
        let type = index.propertyType(selector.property, of: state), let decl = index[type],
        let untagged = TabTags.untagged(decl, tags: Set(selector.options.map(\.value)))
      else { continue }
      for c in untagged {
        result.append(
          CodeFact(
            kind: .untaggedTab, type: decl.name, member: c.name, coordinator: "\(reducer)(TabView)", detail: selector.view,
            location: c.location, related: [selector.location]))
      }
    }
    return result
  }
}
