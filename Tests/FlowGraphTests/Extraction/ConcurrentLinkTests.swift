import Foundation
import XCTest

@testable import FlowGraph

/// The link runs its independent jobs at once and frees what it built on another thread: every run of the same
/// sources gives the same graph, byte for byte, and every job's result arrives.
final class ConcurrentLinkTests: XCTestCase {
  func testEveryReadOfTheSamplesGivesTheSameGraph() throws {
    let samples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Samples")
    var encodings: Set<String> = []
    var edges = 0
    for _ in 0..<6 {
      let graph = try InputLoader(workingDirectory: samples.path).load(["."]).graph
      edges = graph.edges.count
      encodings.insert(GraphJSON.encode(graph))
    }
    XCTAssertGreaterThan(edges, 100, "the samples were not read")
    XCTAssertEqual(encodings.count, 1, "the same sources gave different graphs")
  }

  func testEveryJobRunsOnceAndHandsItsResultOver() {
    let slots = (0..<9).map { _ in Slot<Int>() }
    let runs = RunCounts()
    Concurrently.perform(slots.indices.map { index in
      { @Sendable in
        slots[index].set(index * index)
        runs.count(index)
      }
    })
    XCTAssertEqual(slots.map(\.value), (0..<9).map { $0 * $0 })
    XCTAssertEqual(runs.sorted, Array(0..<9))
  }
}

/// Which jobs ran, under a lock.
private final class RunCounts: @unchecked Sendable {
  private let lock = NSLock()
  private var ran: [Int] = []

  func count(_ index: Int) {
    lock.lock()
    ran.append(index)
    lock.unlock()
  }

  var sorted: [Int] {
    lock.lock()
    defer { lock.unlock() }
    return ran.sorted()
  }
}

/// Every edge, back action, unresolved call and entry point the extractors make names a screen or coordinator of
/// the same graph: an edge from an id nothing declares is left out of every diagram without a word.
final class ExtractedGraphConsistencyTests: XCTestCase {
  func testEveryBundledSampleGivesAGraphWithoutDanglingReferences() throws {
    let samples = ["Stinsen", "TCACoordinators", "Navigator", "FlowStacks/FlowStackApp", "FlowStacks/NStackApp", "FlowStacks/RouterApp", "Lint/Code"]
    for sample in samples {
      let graph = try LibraryMarkers.readSample(sample).graph
      XCTAssertFalse(graph.edges.isEmpty, sample)
      XCTAssertEqual(graph.danglingReferences(), [], sample)
    }
  }
}
