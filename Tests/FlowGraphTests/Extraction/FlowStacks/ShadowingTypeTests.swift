import FlowGraph
import XCTest

/// An app's own view named as one of SwiftUI's (`struct List: View`, `struct Label: View`): in its module Swift finds
/// the app's type before SwiftUI's, so `List()` builds the app's view, its navigation comes from the screen showing
/// it; in a module that declares no such type, `List { … }` stays SwiftUI's.
final class ShadowingTypeTests: XCTestCase {
  private let coordinator = LibraryMarkers("Catalog.swift", """
    import FlowStacks
    import SwiftUI

    enum CatalogScreen: Hashable { case start, list, detail }

    struct CatalogCoordinator: View {
      @State var routes: Routes<CatalogScreen> = [.root(.start, embedInNavigationView: true)]
      var body: some View {
        Router($routes) { screen, _ in
          switch screen {
          case .start: Button("List") { routes.push(.list) }
          case .list: List()
          case .detail: Text("Detail")
          }
        }
      }
    }

    @main
    struct CatalogApp: App {
      var body: some Scene { WindowGroup { CatalogCoordinator() } }
    }
    """)

  func testTheAppsOwnListIsTheScreensView() {
    let list = LibraryMarkers("List.swift", """
      import FlowStacks
      import SwiftUI

      struct List: View {
        @EnvironmentObject var navigator: FlowNavigator<CatalogScreen>
        var body: some View { Button("Detail") { navigator.1️⃣push(.detail) } }
      }
      """)
    let graph = LibraryMarkers.read([coordinator, list]).graph
    XCTAssertEqual(graph.screens.first { $0.id == "CatalogCoordinator.list" }?.views, ["List"])
    XCTAssertEqual(graph.edges(at: list["1"]).map { "\($0.from) \($0.kind.rawValue) \($0.to)" }, ["CatalogCoordinator.list push CatalogCoordinator.detail"])
  }

  func testWithoutSuchATypeListIsSwiftUIs() {
    let graph = LibraryMarkers.read([coordinator]).graph
    XCTAssertEqual(graph.screens.first { $0.id == "CatalogCoordinator.list" }?.views, [])
  }
}
