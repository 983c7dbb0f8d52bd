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

  static func union(_ lists: [String]...) -> [String] { Array(Set(lists.joined())).sorted() }
}
