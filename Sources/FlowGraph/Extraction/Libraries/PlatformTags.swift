/// Platform tags of `#if os(...)` branches: whether two sets can hold at once, and their union.
enum PlatformTags {
  static func compatible(_ a: [String], _ b: [String]) -> Bool {
    if a.isEmpty || b.isEmpty { return true }
    let positiveA = Set(a.filter { !$0.hasPrefix("!") }), positiveB = Set(b.filter { !$0.hasPrefix("!") })
    let negativeA = Set(a.filter { $0.hasPrefix("!") }.map { String($0.dropFirst()) })
    let negativeB = Set(b.filter { $0.hasPrefix("!") }.map { String($0.dropFirst()) })
    if !positiveA.isEmpty, !positiveB.isEmpty, positiveA.isDisjoint(with: positiveB) { return false }
    if !positiveA.isEmpty, positiveA.isSubset(of: negativeB) { return false }
    if !positiveB.isEmpty, positiveB.isSubset(of: negativeA) { return false }
    return true
  }

  /// What holds where every list holds (code under each of their conditions at once: a route declared for tvOS whose
  /// factory's class is compiled for tvOS); nil when they cannot all hold.
  static func all(_ lists: [String]...) -> [String]? {
    var result: [String] = []
    for list in lists {
      guard compatible(result, list) else { return nil }
      result = narrowed(result, list)
    }
    return result
  }

  /// What holds on a path that is on both `a` and `b` (compatible ones): the platforms both allow (either's when the
  /// other names none), none of those either excludes.
  static func narrowed(_ a: [String], _ b: [String]) -> [String] {
    if a.isEmpty || a == b { return b }
    if b.isEmpty { return a }
    let positiveA = Set(a.filter { !$0.hasPrefix("!") }), positiveB = Set(b.filter { !$0.hasPrefix("!") })
    let negative = Set(a.filter { $0.hasPrefix("!") }).union(b.filter { $0.hasPrefix("!") })
    let positive = positiveA.isEmpty ? positiveB : positiveB.isEmpty ? positiveA : positiveA.intersection(positiveB)
    return simplified(positive.union(negative))
  }

  /// The tags without the exclusions the platforms named already imply: `#else` of `#if os(tvOS)` in a file only the
  /// iOS target compiles is `["iOS"]`, not `["!tvOS", "iOS"]` (an exclusion of a named platform is kept).
  static func simplified<S: Sequence>(_ tags: S) -> [String] where S.Element == String {
    let all = Set(tags)
    let positive = all.filter { !$0.hasPrefix("!") }
    guard !positive.isEmpty else { return all.sorted() }
    return all.filter { !$0.hasPrefix("!") || positive.contains(String($0.dropFirst())) }.sorted()
  }
}
