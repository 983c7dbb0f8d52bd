import FlowGraph
import XCTest

/// A route case whose view builds a child coordinator's view with the child (`case .settings:
/// SettingsFlowView(flow: SettingsFlow())`) is shown when the parent presents that case: extraction points the
/// presentation at the child, and `unreachable-screen` counts the case as reached by it. A case nothing presents
/// is still reported.
final class ChildScreenReachTests: XCTestCase {
  private let files = [
    LibraryMarkers("App.swift", """
      import SwiftUI
      @main
      struct ShopApp: App {
        var body: some Scene { WindowGroup { ShopFlowView() } }
      }
      """),
    LibraryMarkers("ShopFlow.swift", """
      import FlowStacks
      import SwiftUI
      final class ShopFlow: ObservableObject {
        enum Screen { case start, settings, orphan }
        @Published var routes: Routes<Screen> = [.root(.start, embedInNavigationView: true)]
        func openSettings() { routes.presentCover(.settings) }
      }
      struct ShopFlowView: View {
        @StateObject private var flow = ShopFlow()
        var body: some View {
          Router($flow.routes) { screen, _ in
            switch screen {
            case .start: Button("settings") { flow.openSettings() }
            case .settings: SettingsFlowView(flow: SettingsFlow())
            case .orphan: Text("never shown")
            }
          }
        }
      }
      """),
    LibraryMarkers("SettingsFlow.swift", """
      import FlowStacks
      import SwiftUI
      final class SettingsFlow: ObservableObject {
        enum Screen { case list }
        @Published var routes: Routes<Screen> = [.root(.list, embedInNavigationView: true)]
      }
      struct SettingsFlowView: View {
        @ObservedObject var flow: SettingsFlow
        @Environment(\\.dismiss) private var dismiss
        var body: some View {
          Router($flow.routes) { screen, _ in
            switch screen {
            case .list: Button("close") { dismiss() }
            }
          }
        }
      }
      """),
  ]

  func testACaseShowingAChildCoordinatorsViewIsReachedThroughTheChild() {
    let graph = LibraryMarkers.read(files).graph
    XCTAssertTrue(graph.edges.contains { $0.to == "SettingsFlow" && $0.kind == .cover }, graph.edgeLines.joined(separator: "\n"))
    XCTAssertEqual(graph.screens.first { $0.id == "ShopFlow.settings" }?.views.sorted(), ["SettingsFlow", "SettingsFlowView"])
    let unreachable = Linter(options: LintOptions()).lint(graph, sources: [:]).findings.filter { $0.rule == "unreachable-screen" }
    XCTAssertEqual(unreachable.flatMap(\.subjects), ["ShopFlow.orphan"])
  }
}
