import FlowGraph
import XCTest

/// A builder that hands each screen to a method the screen type declares (`{ screen, _ in screen.view() }` with
/// `extension Screen { @ViewBuilder func view() -> some View { switch self { case .home: HomeView() … } } }`): Swift
/// runs the arm of the screen's case, so each arm builds that case's screen, as a `switch` written in the builder does.
final class ScreenMethodBuilderTests: XCTestCase {
  private static let views = """
    switch self {
          case .home: HomeScreen()
          case .album(let id): AlbumScreen(id: id)
          case .playlist: Text("Playlist")
          }
    """

  private func app(builder: String, method: String = "@ViewBuilder func view() -> some View", body: String = views,
                   initial: String = "[.root(.home)]") -> [LibraryMarkers] {
    [
      LibraryMarkers("App.swift", """
        import FlowStacks
        import SwiftUI

        @main
        struct ShelfApp: App {
          @State var routes: Routes<Screen> = \(initial)
          var body: some Scene {
            WindowGroup {
              \(builder)
            }
          }
        }
        """),
      LibraryMarkers("Screen.swift", """
        import SwiftUI

        enum Screen: Hashable {
          case home, album(Int), playlist

          var title: String {
            switch self {
            case .home: return "Home"
            case .album: return "Album"
            case .playlist: return "Playlist"
            }
          }

          \(method) {
            \(body)
          }
        }
        """),
      LibraryMarkers("Screens.swift", """
        import FlowStacks
        import SwiftUI

        struct HomeScreen: View {
          @EnvironmentObject var navigator: FlowNavigator<Screen>
          var body: some View { Button("Album") { navigator.1️⃣push(.album(1)) } }
        }

        struct AlbumScreen: View {
          let id: Int
          @EnvironmentObject var navigator: FlowNavigator<Screen>
          var body: some View {
            Button("Back") { navigator.2️⃣goBack() }
            Button("Playlist") { navigator.3️⃣push(.playlist) }
          }
        }
        """),
    ]
  }

  private func check(_ files: [LibraryMarkers], _ label: String, file: StaticString = #filePath, line: UInt = #line) {
    let graph = LibraryMarkers.read(files).graph
    XCTAssertEqual(graph.screens.filter { !$0.views.isEmpty }.map { "\($0.name): \($0.views.joined(separator: ", "))" }.sorted(),
                   ["album: AlbumScreen", "home: HomeScreen"], label, file: file, line: line)
    XCTAssertEqual(graph.edges(at: files[2]["1"]).map { "\($0.from) \($0.kind.rawValue) \($0.to)" }, ["ShelfApp.home push ShelfApp.album"],
                   label, file: file, line: line)
    XCTAssertEqual(graph.edges(at: files[2]["3"]).map(\.from), ["ShelfApp.album"], label, file: file, line: line)
    XCTAssertEqual(graph.backActions.filter { $0.location == files[2]["2"] }.map(\.screen), ["ShelfApp.album"], label, file: file, line: line)
  }

  func testAFlowStackBuilderCallingTheScreensMethod() {
    check(app(builder: """
      FlowStack($routes, withNavigation: true) {
                Text("Start").flowDestination(for: Screen.self) { screen in screen.view() }
              }
      """, initial: "[.push(.home)]"), "flowDestination")
  }

  func testARouterBuilderCallingTheScreensComputedProperty() {
    check(app(builder: "Router($routes) { screen, _ in screen.content }", method: "@ViewBuilder var content: some View"), "Router")
  }

  /// A `switch self` in a method returning no view (views kept for a preview list) builds no screen.
  func testASwitchOverSelfReturningNoViewBuildsNothing() {
    let files = app(builder: "Router($routes) { screen, _ in Text(screen.title) }", method: "func previews() -> [any View]", body: """
      switch self {
          case .home: return [HomeScreen()]
          case .album(let id): return [AlbumScreen(id: id)]
          case .playlist: return []
          }
      """)
    let graph = LibraryMarkers.read(files).graph
    XCTAssertEqual(graph.screens.filter { !$0.views.isEmpty }.map(\.name), [])
  }
}
