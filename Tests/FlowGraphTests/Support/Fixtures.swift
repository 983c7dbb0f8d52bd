import FlowGraph
import Foundation
import XCTest

/// Small definition files used across tests, and helpers to load them.
enum Fixtures {
  /// A little app: a login root switch, a tab child, a sheet with navigation, a cover, a deep link.
  static let app = """
    flowviz: 1
    entry: App
    coordinators:
      - id: App
        name: AppCoordinator
        navigation: true
        root: home
        screens: [home, { id: detail, views: [DetailView] }, settings]
        transitions:
          - { from: home, to: detail, kind: push }
          - { from: home, to: settings, kind: sheet, withNavigation: true }
          - { from: detail, to: Checkout, kind: cover }
          - { from: App, to: detail, kind: set-routes, group: link }
        back:
          - { screen: detail, action: pop }
          - { screen: settings, action: dismiss }
      - id: Checkout
        navigation: true
        root: cart
        screens: [cart, pay]
        transitions:
          - { from: cart, to: pay, kind: push }
          - { from: pay, to: App.home, kind: root-switch }
    """

  static func graph(_ yaml: String = app, file: String = "App.flow.yml") throws -> FlowGraph {
    try DefinitionLinker.link([DefinitionFile.parse(yaml, file: file)])
  }

  /// The errors a definition text gives, as `line:column: message` strings.
  static func errors(_ yaml: String, file: String = "Bad.flow.yml") -> [Diagnostic] {
    do {
      _ = try DefinitionLinker.link([DefinitionFile.parse(yaml, file: file)])
      return []
    } catch {
      return error.diagnostics
    }
  }

  /// A graph whose single screen is named `name`: for escaping tests.
  static func graph(screenNamed name: String) -> FlowGraph {
    let c = Coordinator(id: "Main", name: name, roots: ["Main.a"], navigation: .yes)
    var screen = Screen(coordinator: "Main", name: "a")
    screen.name = name
    let other = Screen(coordinator: "Main", name: "b")
    return FlowGraph(
      coordinators: [c], screens: [screen, other],
      edges: [Edge(from: screen.id, to: other.id, kind: .push), Edge(from: other.id, to: screen.id, kind: .sheet, withNavigation: true)],
      unresolved: [Unresolved(from: other.id, kind: .push, expression: name)])
  }

  static var goldenDirectory: URL {
    Bundle.module.resourceURL!.appendingPathComponent("Golden")
  }

  /// Compares with a golden file; `FLOWVIZ_UPDATE_GOLDEN=1 swift test` rewrites it in the source tree.
  static func assertGolden(_ text: String, _ name: String, file: StaticString = #filePath, line: UInt = #line) throws {
    if ProcessInfo.processInfo.environment["FLOWVIZ_UPDATE_GOLDEN"] == "1" {
      let source = URL(fileURLWithPath: "\(file)").deletingLastPathComponent()
      var dir = source
      while dir.lastPathComponent != "FlowGraphTests", dir.path != "/" { dir = dir.deletingLastPathComponent() }
      try text.write(to: dir.appendingPathComponent("Golden").appendingPathComponent(name), atomically: true, encoding: .utf8)
      return
    }
    let expected = try String(contentsOf: goldenDirectory.appendingPathComponent(name), encoding: .utf8)
    XCTAssertEqual(text, expected, "output differs from Golden/\(name) (FLOWVIZ_UPDATE_GOLDEN=1 swift test rewrites it)", file: file, line: line)
  }
}
