import FlowGraph
import XCTest

/// Routes given where a coordinator view is built (`ListFlow(routes: [.root(.fromOtherTab)])`, through the memberwise
/// initializer of a struct whose `@State var routes` has a default): that instance starts there, so the coordinator may
/// start at either root. And an App's `@State var routes` that no code of the App names (shown by no container) is no
/// coordinator: the App starts on what its body shows.
final class BuiltRoutesTests: XCTestCase {
  private func app(routesInApp: String = "", tabs: String = "ListFlow()") -> LibraryMarkers {
    LibraryMarkers("App.swift", """
      import FlowStacks
      import SwiftUI

      enum AppTab { case list, other }
      enum ListScreen { case start, fromOtherTab, detail }

      @main
      struct ShelfApp: App {
        \(routesInApp)
        @State private var tab: AppTab = .list
        var body: some Scene {
          WindowGroup {
            TabView(selection: $tab) {
              \(tabs).tag(AppTab.list)
              OtherFlow().tag(AppTab.other)
            }
          }
        }
      }

      struct ListFlow: View {
        @State var routes: Routes<ListScreen> = [.root(.start, embedInNavigationView: true)]
        var body: some View {
          Router($routes) { screen, _ in
            switch screen {
            case .start: Button("Detail") { routes.push(.detail) }
            case .fromOtherTab: Button("Detail") { routes.push(.detail) }
            case .detail: Text("Detail")
            }
          }
        }
      }

      enum OtherScreen { case home }
      struct OtherFlow: View {
        @State var routes: Routes<OtherScreen> = [.root(.home, embedInNavigationView: true)]
        var body: some View {
          Router($routes) { screen, _ in
            switch screen {
            case .home: VStack { Text("Other"); ListFlow(routes: [.root(.fromOtherTab)]) }
            }
          }
        }
      }
      """)
  }

  private func findings(_ file: LibraryMarkers) -> [String] {
    Linter(options: LintOptions(onlyRules: ["unreachable-screen", "unreachable-coordinator"]))
      .lint(LibraryMarkers.read([file]).graph).findings.flatMap(\.subjects).sorted()
  }

  func testRoutesGivenWhereTheFlowIsBuiltAreARootOfIt() {
    let file = app()
    XCTAssertEqual(LibraryMarkers.read([file]).graph.coordinator("ListFlow")?.roots, ["ListFlow.fromOtherTab", "ListFlow.start"])
    XCTAssertEqual(findings(file), [])
  }

  /// The App keeps a routes state it never names: no coordinator of its own, and its TabView is where it starts.
  func testAnAppsRoutesNothingShowsMakeNoCoordinator() {
    let file = app(routesInApp: "@State var routes: Routes<AppTab> = [.root(.list, embedInNavigationView: true)]")
    let graph = LibraryMarkers.read([file]).graph
    XCTAssertNil(graph.coordinator("ShelfApp"))
    XCTAssertEqual(graph.entryPoints.map(\.target), ["ShelfApp(TabView)"])
    XCTAssertEqual(findings(file), [])
  }

  /// Named in its body (handed on as `$routes`), the App's routes are its own stack, as before.
  func testAnAppHandingItsRoutesOnKeepsThem() {
    let file = app(routesInApp: "@State var routes: Routes<ListScreen> = [.root(.start, embedInNavigationView: true)]",
                   tabs: "ListHost(routes: $routes)")
    let host = LibraryMarkers("Host.swift", """
      import FlowStacks
      import SwiftUI

      struct ListHost: View {
        @Binding var routes: Routes<ListScreen>
        var body: some View {
          Router($routes) { screen, _ in
            switch screen {
            case .start, .fromOtherTab: Text("List")
            case .detail: Text("Detail")
            }
          }
        }
      }
      """)
    XCTAssertNotNil(LibraryMarkers.read([file, host]).graph.coordinator("ShelfApp"))
  }
}
