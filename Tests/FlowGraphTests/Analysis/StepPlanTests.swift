import FlowGraph
import XCTest

/// FlowStacks' step rules: what one update needs, under each platform assumption.
final class StepPlanTests: XCTestCase {
  let root = PlannedRoute("home", .root)

  func testDismissingTwoLayersIsTwoStepsBeforeIOS17AndOneFrom17() {
    let start = [root, PlannedRoute("a", .push), PlannedRoute("s", .sheet), PlannedRoute("b", .push), PlannedRoute("c", .cover)]
    let ios16 = StepPlan(from: start, to: [root], multipleDismissals: false, mergePushes: false)
    XCTAssertEqual(ios16.text, "3 steps: dismiss 'c'; dismiss 's'; pop 1 screen back to 'home'")
    let ios17 = StepPlan(from: start, to: [root], multipleDismissals: true, mergePushes: false)
    XCTAssertEqual(ios17.text, "2 steps: dismiss 'c' and 's'; pop 1 screen back to 'home'")
    XCTAssertTrue(ios17.needsStaging)
    let onlyLayers = StepPlan(from: [root, PlannedRoute("s", .sheet), PlannedRoute("c", .cover)], to: [root], multipleDismissals: true, mergePushes: false)
    XCTAssertFalse(onlyLayers.needsStaging)
  }

  func testPushesMergeOnlyWithNavigationStack() {
    let end = [root, PlannedRoute("a", .push), PlannedRoute("b", .push), PlannedRoute("s", .sheet), PlannedRoute("c", .push)]
    XCTAssertEqual(
      StepPlan(from: [root], to: end, multipleDismissals: false, mergePushes: true).text,
      "3 steps: push 'a', 'b'; present 's' as a sheet; push 'c'")
    XCTAssertEqual(StepPlan(from: [root], to: end, multipleDismissals: false, mergePushes: false).steps.count, 4)
    XCTAssertFalse(StepPlan(from: [root], to: Array(end.prefix(3)), multipleDismissals: false, mergePushes: true).needsStaging)
  }

  func testCommonPrefixIsKeptAndPopsAreOneStep() {
    let start = [root, PlannedRoute("a", .push), PlannedRoute("b", .push), PlannedRoute("c", .push)]
    let plan = StepPlan(from: start, to: [root, PlannedRoute("a", .push), PlannedRoute("x", .push)], multipleDismissals: false, mergePushes: false)
    XCTAssertEqual(plan.text, "2 steps: pop 2 screens back to 'a'; push 'x'")
  }
}
