import FlowGraph
import XCTest

/// Test targets build routes to state what a test expects; a file importing a framework only tests can import
/// (XCTest, Testing, Quick, Nimble) is not read as the app's navigation.
final class TestCodeTests: XCTestCase {
  private let app = LibraryMarkers("Notes.swift", """
    import FlowStacks
    import SwiftUI

    enum NoteScreen: Hashable { case list, editor, preview }
    final class NotesNavigation: ObservableObject {
      @Published var routes: Routes<NoteScreen> = [.root(.list, embedInNavigationView: true)]
      func edit() { routes.1️⃣push(.editor) }
    }
    struct NotesFlow: View {
      @StateObject var navigation = NotesNavigation()
      var body: some View {
        Router($navigation.routes) { screen, _ in
          switch screen {
          case .list: Button("edit") { navigation.edit() }
          case .editor: Text("editor")
          case .preview: Text("preview")
          }
        }
      }
    }
    """)

  func testRoutesBuiltInATestFileAreNotNavigation() {
    for framework in ["XCTest", "Testing"] {
      let test = LibraryMarkers("NotesTests.swift", """
        import \(framework)
        import FlowStacks
        @testable import Notes

        /// A test double with routes of its own.
        final class SpyNavigation: ObservableObject {
          @Published var routes: Routes<NoteScreen> = [.root(.preview)]
          func open() { routes.presentSheet(.editor) }
        }

        final class NotesNavigationTests {
          func testEditThenPreview() {
            let navigation = NotesNavigation()
            navigation.edit()
            navigation.routes.push(.preview)
            SpyNavigation().open()
          }
        }
        """)
      let graph = LibraryMarkers.read([app, test]).graph
      XCTAssertEqual(graph.edges.map { "\($0.from) \($0.kind.rawValue) \($0.to)" }, ["NotesNavigation.list push NotesNavigation.editor"], framework)
      XCTAssertEqual(graph.edges.first?.location, app["1"], framework)
      XCTAssertEqual(graph.coordinators.map(\.id), ["NotesNavigation"], framework)
    }
  }

  func testATestStoresExpectedRoutesAreNotNavigation() {
    let coordinator = LibraryMarkers("Shelf.swift", """
      import ComposableArchitecture
      import SwiftUI
      import TCACoordinators

      struct ShelfCoordinator: ReducerProtocol {
        struct State: Equatable, IndexedRouterState {
          var routes: [Route<Shelf.State>] = [.root(.list(.init()), embedInNavigationView: true)]
        }
        enum Action: IndexedRouterAction {
          case routeAction(Int, action: Shelf.Action)
          case updateRoutes([Route<Shelf.State>])
        }
        var body: some ReducerProtocol<State, Action> {
          Reduce { state, action in
            switch action {
            case .routeAction(_, action: .list(.bookTapped)):
              state.routes.1️⃣push(.book(.init()))
            default:
              break
            }
            return .none
          }.forEachRoute { Shelf() }
        }
      }
      struct ShelfCoordinatorView: View {
        let store: StoreOf<ShelfCoordinator>
        var body: some View {
          TCARouter(store) { screen in
            SwitchStore(screen) { screen in
              switch screen {
              case .list: CaseLet(/Shelf.State.list, action: Shelf.Action.list, then: ListView.init)
              case .book: CaseLet(/Shelf.State.book, action: Shelf.Action.book, then: BookView.init)
              case .reader: CaseLet(/Shelf.State.reader, action: Shelf.Action.reader, then: ReaderView.init)
              }
            }
          }
        }
      }
      """)
    let test = LibraryMarkers("ShelfCoordinatorTests.swift", """
      import ComposableArchitecture
      import TCACoordinators
      import XCTest
      @testable import Shelf

      @MainActor
      final class ShelfCoordinatorTests: XCTestCase {
        func testOpeningABookThenTheReader() async {
          let store = TestStore(initialState: ShelfCoordinator.State()) { ShelfCoordinator() }
          var expected = store.state.routes
          expected.append(.push(.book(.init())))
          await store.send(.updateRoutes(expected)) { $0.routes = expected }
          expected.append(.push(.reader(.init())))
          await store.send(.updateRoutes(expected)) { $0.routes = expected }
        }
      }
      """)
    let graph = LibraryMarkers.read([coordinator, test]).graph
    XCTAssertEqual(graph.edges.map { "\($0.from) \($0.kind.rawValue) \($0.to)" }, ["ShelfCoordinator.list push ShelfCoordinator.book"])
    XCTAssertEqual(graph.edges.first?.location, coordinator["1"])
    XCTAssertEqual(graph.screens.map(\.id), ["ShelfCoordinator.book", "ShelfCoordinator.list", "ShelfCoordinator.reader"])
  }

  /// Read from disk, a test file is not even parsed: a syntax error in it gives no warning.
  func testATestFileOnDiskIsNotParsed() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("flowviz-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: root.appendingPathComponent("AppTests"), withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: root) }
    try app.text.write(to: root.appendingPathComponent("Notes.swift"), atomically: true, encoding: .utf8)
    try """
      @testable import Notes
      import XCTest
      final class NotesTests: XCTestCase {
        func testPreview() { let navigation = NotesNavigation(); navigation.routes.push(.preview) ) }
      }
      """.write(to: root.appendingPathComponent("AppTests/NotesTests.swift"), atomically: true, encoding: .utf8)
    let loaded = try InputLoader(workingDirectory: root.path).load(["."])
    XCTAssertEqual(loaded.warnings.map(\.message), [])
    XCTAssertEqual(loaded.graph.edges.map { "\($0.from) \($0.kind.rawValue) \($0.to)" }, ["NotesNavigation.list push NotesNavigation.editor"])
  }
}
