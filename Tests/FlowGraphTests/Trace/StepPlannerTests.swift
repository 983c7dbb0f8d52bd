import FlowGraph
import XCTest

/// The cases FlowStacks' docs describe, under both platform assumptions.
final class StepPlannerTests: XCTestCase {
  let home = TraceRoute(.root, "home", withNavigation: true)
  let iOS16View = StepPlanner(assumptions: PlatformAssumptions(ios: 16, navigation: .view))
  let iOS16Stack = StepPlanner(assumptions: PlatformAssumptions(ios: 16, navigation: .stack))
  let iOS17View = StepPlanner(assumptions: PlatformAssumptions(ios: 17, navigation: .view))

  func plan(_ planner: StepPlanner, _ start: [TraceRoute], _ end: [TraceRoute]) -> [String] {
    planner.plan(from: start, to: end).map(\.description)
  }

  func testDeepLinkOfSeveralPushesNeedsOneStepEachWithNavigationView() {
    let end = [home, TraceRoute(.push, "list"), TraceRoute(.push, "detail"), TraceRoute(.push, "reviews")]
    XCTAssertEqual(plan(iOS16View, [home], end), ["content (unchanged)", "push list", "push detail", "push reviews"])
    XCTAssertTrue(iOS16View.isMultiStep(iOS16View.plan(from: [home], to: end)))
    XCTAssertEqual(plan(iOS16Stack, [home], end), ["content (unchanged)", "push list + detail + reviews"])
    XCTAssertFalse(iOS16Stack.isMultiStep(iOS16Stack.plan(from: [home], to: end)))
  }

  func testPushesMergeOnlyUntilAPresentation() {
    let end = [home, TraceRoute(.push, "a"), TraceRoute(.sheet, "b", withNavigation: true), TraceRoute(.push, "c"), TraceRoute(.push, "d")]
    XCTAssertEqual(plan(iOS16Stack, [home], end), ["content (unchanged)", "push a", "present sheet+nav b", "push c + d"])
  }

  func testGoingBackToRootAcrossSheetsAndCoversDismissesOneLayerAtATimeBeforeIOS17() {
    let start = [
      home, TraceRoute(.push, "a"), TraceRoute(.sheet, "b", withNavigation: true), TraceRoute(.push, "c"),
      TraceRoute(.cover, "d"),
    ]
    XCTAssertEqual(
      plan(iOS16View, start, [home]),
      ["content (unchanged)", "dismiss cover d", "dismiss push c + sheet+nav b", "pop a"])
    XCTAssertEqual(plan(iOS16Stack, start, [home]).count, 4, "NavigationStack does not change dismissals")
    XCTAssertEqual(plan(iOS17View, start, [home]), ["content (unchanged)", "dismiss cover d + push c + sheet+nav b + push a"])
    XCTAssertFalse(iOS17View.isMultiStep(iOS17View.plan(from: start, to: [home])))
  }

  func testPoppingSeveralPushedScreensIsOneStep() {
    let start = [home, TraceRoute(.push, "a"), TraceRoute(.push, "b"), TraceRoute(.push, "c")]
    XCTAssertEqual(plan(iOS16View, start, [home]), ["content (unchanged)", "pop c + b + a"])
  }

  func testReplacingTheRootScreenKeepsItsPresentation() {
    let start = [home, TraceRoute(.push, "a")]
    let login = TraceRoute(.root, "login", withNavigation: true)
    XCTAssertEqual(plan(iOS16View, start, [login]), ["content root+nav login", "pop a"])
    // A root whose navigation changes is a different style: everything goes, then the new root comes.
    let bare = TraceRoute(.root, "login")
    XCTAssertEqual(plan(iOS16View, start, [bare]), ["content (unchanged)", "dismiss push a + root+nav home", "present root login"])
    XCTAssertEqual(plan(iOS17View, start, [bare]).count, 3)
  }

  func testFlowStacksRootIsASheetForComparison() {
    // `.root(x, withNavigation: true)` encodes as `.sheet(x, withNavigation: true)`: both spellings match.
    let encodedRoot = TraceRoute(.sheet, "home", withNavigation: true)
    XCTAssertEqual(plan(iOS16View, [home, TraceRoute(.push, "a")], [encodedRoot]), ["content (unchanged)", "pop a"])
  }

  func testSwappingTheTopScreenIsAContentChange() {
    let steps = iOS16View.plan(from: [home, TraceRoute(.push, "a")], to: [home, TraceRoute(.push, "b")])
    XCTAssertEqual(steps.map(\.kind), [.content])
    XCTAssertEqual(steps[0].routes, [TraceRoute(.push, "b")])
  }

  func testUpdateListsWhatChanged() {
    let start = [home, TraceRoute(.push, "a"), TraceRoute(.sheet, "s"), TraceRoute(.push, "t")]
    let end = [home, TraceRoute(.push, "a"), TraceRoute(.cover, "c"), TraceRoute(.push, "d")]
    let update = TraceUpdate(from: start, to: end)
    XCTAssertEqual(update.kept, 2)
    XCTAssertEqual(update.dismissed, [TraceRoute(.sheet, "s")])
    XCTAssertEqual(update.popped, [TraceRoute(.push, "t")])
    XCTAssertEqual(update.presented, [TraceRoute(.cover, "c")])
    XCTAssertEqual(update.pushed, [TraceRoute(.push, "d")])
    XCTAssertFalse(update.onlyGoesBack)
    XCTAssertTrue(TraceUpdate(from: start, to: [home]).onlyGoesBack)
  }

  func testDefaultNavigationFollowsTheIOSVersion() {
    XCTAssertEqual(PlatformAssumptions(ios: 15).container, .view)
    XCTAssertEqual(PlatformAssumptions(ios: 16).container, .stack)
    XCTAssertEqual(PlatformAssumptions(ios: 17, navigation: .view).container, .view)
  }
}
