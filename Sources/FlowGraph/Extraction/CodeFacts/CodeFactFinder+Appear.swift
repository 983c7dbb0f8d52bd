/// Navigation that runs when a view appears: the calls an `.onAppear { }` / `.task { }` makes directly, through a
/// method of its type or through a closure property a coordinator fills with navigation.
extension CodeFactFinder {
  func appearFacts(_ blocks: [AppearBlock]) -> [CodeFact] {
    blocks.sorted { $0.location < $1.location }.compactMap { block -> CodeFact? in
      let file = block.location.file
      var calls = sites(in: file) { $0.line >= block.location.line && $0.line <= block.endLine }
      if let key = index.lookup(block.owner, from: nil, file: file), let decl = index[key] {
        for call in block.calls {
          for method in decl.methodSpans where method.name == call.name {
            calls += sites(in: method.location.file, where: method.contains)
          }
          if decl.properties.contains(where: { $0.name == call.name && $0.isCallback }) {
            calls += callbackFills(call.name, of: key)
          }
        }
      }
      guard !calls.isEmpty else { return nil }
      return CodeFact(
        kind: .navigatesOnAppear, type: block.owner, member: block.modifier, location: block.location,
        related: Array(Set(calls)).sorted())
    }
  }
}
