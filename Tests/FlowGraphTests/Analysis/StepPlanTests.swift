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
    // FlowStacks' calculateSteps: from iOS 17 the dismissals and the pops below them are one step,
    // which with the content step makes 2: applied in one update.
    XCTAssertEqual(ios17.text, "1 step: dismiss 'c' and 's' and pop back to 'home'")
    XCTAssertFalse(ios17.needsStaging)
    XCTAssertTrue(ios16.needsStaging)
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
    // Same styles up to the end: 'b' becomes 'x' in FlowStacks' content step, then 'c' is popped.
    XCTAssertEqual(plan.text, "2 steps: replace 'x'; pop 1 screen back to 'x'")
    XCTAssertFalse(plan.needsStaging, "fewer than 3 steps with the content step apply at once")
    let deeper = StepPlan(from: start, to: [root, PlannedRoute("s", .sheet), PlannedRoute("t", .push)], multipleDismissals: false, mergePushes: false)
    XCTAssertEqual(deeper.text, "3 steps: pop 3 screens back to 'home'; present 's' as a sheet; push 't'")
    XCTAssertTrue(deeper.needsStaging)
  }
}
