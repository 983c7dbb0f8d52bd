import FlowGraph
import XCTest

/// A builder closure that hands its screen to a method of its own type and shows what that method returns
/// (`.flowDestination(for: Page.self) { page in makeView(page) }` with `@ViewBuilder func makeView(_ page: Page) -> some
/// View { switch page { case .album: AlbumView() … } }`): Swift runs the method with the screen, so each arm of its
/// `switch` over that parameter builds that case's screen, as a `switch` written in the closure does.
final class BuilderMethodTests: XCTestCase {
  private static let arms = """
    case .album(let id): AlbumView(id: id)
          case .playlist: PlaylistView()
          case .credits: Text("Credits")
    """

  private func app(container: String, method: String, subject: String = "page", extraMembers: String = "",
                   elsewhere: String? = nil) -> [LibraryMarkers] {
    let methodDecl = """
      @ViewBuilder
        \(method) {
          switch \(subject) {
          \(Self.arms)
          }
        }
      """
    var files = [
      LibraryMarkers("Shelf.swift", """
        import FlowStacks
        import SwiftUI

        enum Page: Hashable { case album(Int), playlist, credits }

        @main
        struct ShelfApp: App {
          var body: some Scene { WindowGroup { Shelf() } }
        }

        struct Shelf: View {
          @State var routes: Routes<Page> = []
          var body: some View {
            \(container)
          }

          \(elsewhere == nil && !method.isEmpty ? methodDecl : "")
          \(extraMembers)
        }
        """),
      LibraryMarkers("Views.swift", """
        import FlowStacks
        import SwiftUI

        struct StartView: View {
          @EnvironmentObject var navigator: FlowNavigator<Page>
          var body: some View { Button("Album") { navigator.1️⃣push(.album(1)) } }
        }

        struct AlbumView: View {
          let id: Int
          @EnvironmentObject var navigator: FlowNavigator<Page>
          var body: some View {
            Button("Playlist") { navigator.2️⃣push(.playlist) }
            Button("Back") { navigator.3️⃣goBack() }
          }
        }

        struct PlaylistView: View {
          @EnvironmentObject var navigator: FlowNavigator<Page>
          var body: some View { Button("Credits") { navigator.4️⃣push(.credits) } }
        }
        """),
    ]
    if let elsewhere {
      files.append(LibraryMarkers("Shelf+Pages.swift", """
        import SwiftUI

        extension Shelf {
          \(elsewhere) {
            switch \(subject) {
            \(Self.arms)
            }
          }
        }
        """))
    }
    return files
  }

  private func check(_ files: [LibraryMarkers], _ label: String, file: StaticString = #filePath, line: UInt = #line) {
    let graph = LibraryMarkers.read(files).graph
    let views = files[1]
    XCTAssertEqual(graph.screens.filter { !$0.views.isEmpty && $0.name != "root" }.map { "\($0.name): \($0.views.joined(separator: ", "))" }.sorted(),
                   ["album: AlbumView", "playlist: PlaylistView"], label, file: file, line: line)
    // No screen named after the screen type, as a closure building every screen the same way would give.
    XCTAssertFalse(graph.screens.contains { $0.name == "Page" }, label, file: file, line: line)
    XCTAssertEqual(graph.edges(at: views["2"]).map { "\($0.from) \($0.kind.rawValue) \($0.to)" }, ["Shelf.album push Shelf.playlist"],
                   label, file: file, line: line)
    XCTAssertEqual(graph.edges(at: views["4"]).map(\.from), ["Shelf.playlist"], label, file: file, line: line)
    XCTAssertEqual(graph.backActions.filter { $0.location == views["3"] }.map(\.screen), ["Shelf.album"], label, file: file, line: line)
    let findings = Linter(options: LintOptions(onlyRules: ["unreachable-screen", "missing-destination"])).lint(graph).findings
    XCTAssertEqual(findings.map(\.message), [], label, file: file, line: line)
  }

  func testAFlowDestinationHandingItsValueToAMethod() {
    check(app(container: """
      FlowStack($routes, withNavigation: true) {
                StartView().flowDestination(for: Page.self) { page in makeView(page) }
              }
      """, method: "func makeView(_ page: Page) -> some View"), "flowDestination")
  }

  func testARouterHandingItsBindingToAMethodThatReadsTheWrappedValue() {
    check(app(container: """
      Router($routes) { $page, _ in
                pageContent(with: $page)
              }
      """, method: "func pageContent(with page: Binding<Page>) -> some View", subject: "page.wrappedValue"), "Router, binding")
  }

  func testARouterCallingTheMethodOnSelfWithModifiers() {
    check(app(container: """
      Router($routes) { page, _ in self.content(for: page).navigationBarHidden(true) }
      """, method: "func content(for page: Page) -> some View"), "Router, self")
  }

  func testAMethodDeclaredInAnExtensionInAnotherFile() {
    check(app(container: """
      FlowStack($routes, withNavigation: true) {
                StartView().flowDestination(for: Page.self) { makeView($0) }
              }
      """, method: "", elsewhere: "@ViewBuilder func makeView(_ page: Page) -> some View"), "extension")
  }

  /// A view method switching over a parameter that no builder hands a screen to builds no screen: its arms stay its
  /// type's own code.
  func testAMethodNoBuilderCallsBuildsNoScreen() {
    let files = app(container: """
      FlowStack($routes, withNavigation: true) {
                StartView().flowDestination(for: Page.self) { page in
                  switch page {
                  case .album(let id): AlbumView(id: id)
                  case .playlist: PlaylistView()
                  case .credits: Text("Credits")
                  }
                }
                .overlay(badge(.credits))
              }
      """, method: "", extraMembers: """
      @ViewBuilder
        func badge(_ page: Page) -> some View {
          switch page {
          case .credits: PlaylistView()
          default: EmptyView()
          }
        }
      """)
    let graph = LibraryMarkers.read(files).graph
    XCTAssertEqual(graph.screens.filter { !$0.views.isEmpty && $0.name != "root" }.map { "\($0.name): \($0.views.joined(separator: ", "))" }.sorted(),
                   ["album: AlbumView", "playlist: PlaylistView"])
    XCTAssertEqual(graph.edges(at: files[1]["2"]).map(\.from), ["Shelf.album"])
  }
}
