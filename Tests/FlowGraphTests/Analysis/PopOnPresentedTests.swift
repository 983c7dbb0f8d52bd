import FlowGraph
import XCTest

/// `pop` on a screen that is only ever presented: FlowStacks' (and TCACoordinators') pop asserts that every route
/// it removes was pushed, so the finding says the screen is presented and points at dismiss; a root that nothing
/// pushes onto keeps the plain wording.
final class PopOnPresentedTests: XCTestCase {
  private func graph(library: Library, pickerEdge: EdgeKind) -> FlowGraph {
    FlowGraph(
      coordinators: [Coordinator(id: "Trips", library: library, roots: ["Trips.list"], navigation: .yes)],
      screens: ["list", "picker"].map { Screen(coordinator: "Trips", name: $0) },
      edges: [Edge(from: "Trips.list", to: "Trips.picker", kind: pickerEdge, location: SourceLocation(file: "List.swift", line: 4))],
      backActions: [
        BackAction(action: .pop, screen: "Trips.picker", location: SourceLocation(file: "Picker.swift", line: 9)),
        BackAction(action: .pop, screen: "Trips.list", location: SourceLocation(file: "List.swift", line: 8)),
      ],
      entryPoints: [EntryPoint(target: "Trips")])
  }

  private func messages(_ graph: FlowGraph) -> [String: String] {
    let findings = Linter(options: LintOptions(onlyRules: ["back-on-empty-stack"])).lint(graph).findings
    return Dictionary(findings.map { ($0.location?.file ?? "", $0.message + " | " + $0.suggestion) }, uniquingKeysWith: { a, _ in a })
  }

  func testPopOnASheetSaysThePickerIsPresented() {
    for library in [Library.flowStacks, .tcaCoordinators] {
      let found = messages(graph(library: library, pickerEdge: .sheet))
      XCTAssertEqual(found["Picker.swift"]?.contains("'Trips.picker' calls pop, but it is presented (as a sheet or cover) on every path"), true, "\(library): \(found)")
      XCTAssertEqual(found["Picker.swift"]?.contains("dismiss()"), true, "\(found)")
      // The root is in the base layer: nothing is pushed below it.
      XCTAssertEqual(found["List.swift"]?.contains("'Trips.list' calls pop, but nothing is ever pushed below it"), true, "\(found)")
    }
  }

  func testPopOnAPushedScreenIsFine() {
    let found = messages(graph(library: .flowStacks, pickerEdge: .push))
    XCTAssertNil(found["Picker.swift"], "\(found)")
  }
}

/// A child coordinator with no container of its own, embedded in a parent's layer that has one, keeps showing its
/// screens in that container after it switches its own root: a push from the new root is not reported. Embedded
/// where no container is, it is.
final class EmbeddedRootSwitchTests: XCTestCase {
  private func graph(parentNavigation: NavigationContainer, attach: EdgeKind = .embed, withNavigation: Bool = false) -> FlowGraph {
    let at = { (line: Int) in SourceLocation(file: "Onboarding.swift", line: line) }
    return FlowGraph(
      coordinators: [
        Coordinator(id: "App", library: .tcaCoordinators, roots: ["App.onboarding"], navigation: parentNavigation),
        Coordinator(id: "Onboarding", library: .tcaCoordinators, roots: ["Onboarding.splash"], navigation: .no),
      ],
      screens: [Screen(coordinator: "App", name: "onboarding")] + ["splash", "login", "form"].map { Screen(coordinator: "Onboarding", name: $0) },
      edges: [
        Edge(from: "App.onboarding", to: "Onboarding", kind: attach, withNavigation: withNavigation, location: at(1)),
        Edge(from: "Onboarding.splash", to: "Onboarding.login", kind: .rootSwitch, location: at(2)),
        Edge(from: "Onboarding.login", to: "Onboarding.form", kind: .push, location: at(3)),
      ],
      entryPoints: [EntryPoint(target: "App")])
  }

  func testAPushAfterTheChildSwitchesItsRootInsideItsParentsContainerIsFine() {
    let lint = { (graph: FlowGraph) in
      Linter(options: LintOptions(onlyRules: ["push-without-navigation"])).lint(graph).findings.map(\.location?.line)
    }
    XCTAssertEqual(lint(graph(parentNavigation: .yes)), [])
    XCTAssertEqual(lint(graph(parentNavigation: .no)), [3])
  }

  func testTheNewRootStaysInTheContainerTheChildWasPresentedIn() {
    let lint = { (graph: FlowGraph) in
      Linter(options: LintOptions(onlyRules: ["push-without-navigation"])).lint(graph).findings.map(\.location?.line)
    }
    // Presented wrapped in a NavigationView: the switched-to root pushes onto it, whatever the parent has.
    XCTAssertEqual(lint(graph(parentNavigation: .no, attach: .sheet, withNavigation: true)), [])
    // Presented bare from a parent that has a container: the sheet has none, before or after the switch.
    XCTAssertEqual(lint(graph(parentNavigation: .yes, attach: .sheet)), [3])
    // Pushed onto the parent's stack: still inside the parent's container after the switch.
    XCTAssertEqual(lint(graph(parentNavigation: .yes, attach: .push)), [])
  }
}
