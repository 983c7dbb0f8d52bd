import Foundation
import XCTest

@testable import FlowGraph

/// The reader parses and extracts each file in one job on the pool's large-stack threads: every item gets its
/// result in order, and an item past its budget is given up without holding up the others.
final class BudgetedPoolTests: XCTestCase {
  func testEveryItemGetsItsOwnResultInOrder() {
    let results = BudgetedPool.map(count: 200, threads: 3, budget: { _ in 60 }, work: { $0 * $0 }, givenUp: { _ in -1 })
    XCTAssertEqual(results, (0..<200).map { $0 * $0 })
    XCTAssertEqual(BudgetedPool.map(count: 0, threads: 2, budget: { _ in 1 }, work: { $0 }, givenUp: { _ in -1 }), [])
  }

  func testAnItemPastItsBudgetIsGivenUpAndTheRestAreRead() {
    // Item 3 never ends within its budget (it waits for a signal that comes only after the pool has returned).
    let release = DispatchSemaphore(value: 0)
    let results = BudgetedPool.map(
      count: 8, threads: 2, budget: { $0 == 3 ? 0.3 : 60 },
      work: { item -> String in
        if item == 3 { release.wait() }
        return "read \(item)"
      },
      givenUp: { "gave up \($0)" })
    release.signal()
    XCTAssertEqual(results, ["read 0", "read 1", "read 2", "gave up 3", "read 4", "read 5", "read 6", "read 7"])
  }

  func testDeeplyNestedCodeParsesOnThePoolsStack() {
    // Nesting near the depth SourceShape lets through is parsed whole on a pool thread, without a warning.
    let depth = SourceShape.maximumDepth - 10
    let source = "let x = " + String(repeating: "(", count: depth) + "1" + String(repeating: ")", count: depth) + "\n"
    let results = BudgetedPool.map(
      count: 1, threads: 1, budget: { _ in 120 }, work: { _ in ParsedFile(path: "Deep.swift", source: source, parse: .inline).diagnostics.count },
      givenUp: { _ in -1 })
    XCTAssertEqual(results, [0])
  }
}
