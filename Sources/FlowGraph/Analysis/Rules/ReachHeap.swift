/// A binary min-heap on (presented layers, steps, order of insertion): the order of the search is the same
/// on every run.
struct ReachHeap {
  private var items: [(key: (Int, Int, Int), node: String, reach: MultiStepTransitionRule.Reach)] = []
  private var inserted = 0

  mutating func push(_ node: String, _ reach: MultiStepTransitionRule.Reach) {
    inserted += 1
    items.append(((reach.presents, reach.length, inserted), node, reach))
    var child = items.count - 1
    while child > 0 {
      let parent = (child - 1) / 2
      guard items[child].key < items[parent].key else { break }
      items.swapAt(child, parent)
      child = parent
    }
  }

  mutating func pop() -> (String, MultiStepTransitionRule.Reach)? {
    guard !items.isEmpty else { return nil }
    items.swapAt(0, items.count - 1)
    let top = items.removeLast()
    var parent = 0
    while true {
      let left = 2 * parent + 1, right = left + 1
      var smallest = parent
      if left < items.count, items[left].key < items[smallest].key { smallest = left }
      if right < items.count, items[right].key < items[smallest].key { smallest = right }
      if smallest == parent { break }
      items.swapAt(parent, smallest)
      parent = smallest
    }
    return (top.node, top.reach)
  }
}
