import FlowGraph
import XCTest

/// A Stinsen call on a parameter of a closure handed to a view's initializer (`ElementList(route: { router, name in
/// router.route(to: \.addTag, name) })`): Swift types the closure's parameters from the function type the initializer
/// declares for that argument (a stored property's, for the memberwise initializer, or an `init` parameter's), so the
/// router is the coordinator that type names.
final class StinsenClosureParameterTests: XCTestCase {
  /// An editor coordinator whose `tags` factory hands a closure to `ElementList`; `list` declares that view.
  private func editor(_ closure: String, list: String) -> LibraryMarkers {
    LibraryMarkers("Editor.swift", """
      import Stinsen
      import SwiftUI

      @main
      struct EditorApp: App {
        var body: some Scene { WindowGroup { NavigationViewCoordinator(EditorCoordinator()).view() } }
      }

      final class EditorCoordinator: NavigationCoordinatable {
        let stack = NavigationStack(initial: \\EditorCoordinator.start)
        @Root var start = makeStart
        @Route(.push) var tags = makeTags
        @Route(.modal) var addTag = makeAddTag

        @ViewBuilder func makeStart() -> some View { StartScreen() }
        @ViewBuilder func makeTags() -> some View {
          \(closure)
        }
        func makeAddTag(name: String) -> some View { Text(name) }
      }

      struct StartScreen: View {
        @EnvironmentObject var router: EditorCoordinator.Router
        var body: some View { Button("Tags") { router.route(to: \\.tags) } }
      }

      \(list)
      """)
  }

  /// A view taking the closure as a stored property of a function type (the memberwise initializer's argument).
  private let memberwiseList = """
    struct ElementList: View {
      @EnvironmentObject private var router: EditorCoordinator.Router
      let title: String
      let route: (EditorCoordinator.Router, String) -> Void
      var body: some View { Button(title) { route(router, "new") } }
    }
    """

  private func routes(_ file: LibraryMarkers) -> [String] {
    LibraryMarkers.read([file]).graph.edges.filter { $0.to.hasSuffix("addTag") }
      .map { "\($0.from) -\($0.kind.rawValue)-> \($0.to) \($0.location.map { "\($0.line):\($0.column)" } ?? "")" }
  }

  private func warnings(_ file: LibraryMarkers) -> [String] {
    LibraryMarkers.read([file]).warnings.map(\.message)
  }

  private func unreachable(_ file: LibraryMarkers) -> [String] {
    Linter(options: LintOptions(onlyRules: ["unreachable-screen"])).lint(LibraryMarkers.read([file]).graph).findings.flatMap(\.subjects)
  }

  func testAMemberwiseClosureParameterIsTheRouterTheStoredPropertyDeclares() {
    let file = editor("ElementList(title: \"Tags\", route: { router, name in router.1️⃣route(to: \\.addTag, name) })", list: memberwiseList)
    let place = file["1"]
    XCTAssertEqual(routes(file), ["EditorCoordinator.tags -sheet-> EditorCoordinator.addTag \(place.line):\(place.column)"])
    XCTAssertEqual(warnings(file), [])
    XCTAssertEqual(unreachable(file), [])
  }

  func testAnInitParameterOfAnOptionalEscapingFunctionTypeTypesTheClosure() {
    let list = """
      final class ElementListModel {
        let onAdd: (EditorCoordinator.Router) -> Void
        init(title: String, adding: (@escaping (EditorCoordinator.Router) -> Void)?) { onAdd = adding ?? { _ in } }
      }
      """
    let file = editor("""
      let model = ElementListModel(title: "Tags", adding: { editorRouter in
            editorRouter.1️⃣route(to: \\.addTag, "new")
          })
          Text(model.onAdd == nil ? "" : "Tags")
      """, list: list)
    XCTAssertEqual(routes(file).map { $0.components(separatedBy: " ").dropLast().joined(separator: " ") },
                   ["EditorCoordinator.tags -sheet-> EditorCoordinator.addTag"])
    XCTAssertEqual(warnings(file), [])
  }

  /// An initializer declared in an extension of the view (the memberwise one stays) types its closures too.
  func testAnInitializerInAnExtensionTypesTheClosure() {
    let list = memberwiseList + """

      extension ElementList {
        init(title: String, onAdd: @escaping (EditorCoordinator.Router, String) -> Void) {
          self.init(title: title, route: onAdd)
        }
      }
      """
    let file = editor("ElementList(title: \"Tags\", onAdd: { router, name in router.route(to: \\.addTag, name) })", list: list)
    XCTAssertEqual(routes(file).map { $0.components(separatedBy: " ").prefix(3).joined(separator: " ") },
                   ["EditorCoordinator.tags -sheet-> EditorCoordinator.addTag"])
  }

  /// Types written in the closure's own parameter list need no initializer's declaration.
  func testATypeWrittenForTheParameterIsTheRouter() {
    let file = editor("""
      Undeclared(route: { (router: EditorCoordinator.Router, name: String) in router.route(to: \\.addTag, name) })
      """, list: "")
    XCTAssertEqual(routes(file).map { $0.components(separatedBy: " ").prefix(3).joined(separator: " ") },
                   ["EditorCoordinator.tags -sheet-> EditorCoordinator.addTag"])
    XCTAssertEqual(unreachable(file), [])
  }

  /// A closure's parameter hides a property of the same name: the parameter's type decides, not the property's.
  func testTheParameterHidesAPropertyOfTheSameName() {
    let list = memberwiseList + """

      final class OtherCoordinator: NavigationCoordinatable {
        let stack = NavigationStack(initial: \\OtherCoordinator.start)
        @Root var start = makeStart
        @Route(.modal) var addTag = makeAddTag
        @ViewBuilder func makeStart() -> some View { Text("Other") }
        @ViewBuilder func makeAddTag() -> some View { Text("Other tag") }
      }
      """
    let file = LibraryMarkers("Editor.swift", editor(
      "ElementList(title: \"Tags\", route: { router, name in router.route(to: \\.addTag, name) })", list: list
    ).text.replacingOccurrences(of: "  @Root var start = makeStart\n  @Route(.push) var tags",
                                with: "  var router: OtherCoordinator.Router?\n  @Root var start = makeStart\n  @Route(.push) var tags"))
    XCTAssertTrue(file.text.contains("var router: OtherCoordinator.Router?"))
    XCTAssertEqual(routes(file).map { $0.components(separatedBy: " ").prefix(3).joined(separator: " ") },
                   ["EditorCoordinator.tags -sheet-> EditorCoordinator.addTag"])
  }

  /// A parameter whose type no declaration gives (a trailing closure; a type flowviz does not read) stays unknown, and
  /// the warning says that the type is not known rather than that it names no coordinator.
  func testAnUntypedParameterIsSkippedWithAWarningThatSaysSo() {
    let file = editor("ElementList(title: \"Tags\") { router, name in router.route(to: \\.addTag, name) }", list: memberwiseList)
    XCTAssertEqual(routes(file), [])
    XCTAssertEqual(warnings(file).count, 1)
    XCTAssertTrue(warnings(file).first?.contains("cannot tell its type") ?? false, "\(warnings(file))")
  }

  /// A function type whose parameter is no router: the call is no Stinsen call of the sources' coordinators.
  func testAParameterOfAnotherTypeIsNoRouter() {
    let list = """
      struct Picker {
        func route(to key: String, _ name: String) {}
      }
      struct ElementList: View {
        let title: String
        let route: (Picker, String) -> Void
        var body: some View { Button(title) { route(Picker(), "new") } }
      }
      """
    let file = editor("ElementList(title: \"Tags\", route: { router, name in router.route(to: \\.addTag, name) })", list: list)
    XCTAssertEqual(routes(file), [])
    XCTAssertTrue(warnings(file).allSatisfy { $0.contains("names no coordinator") }, "\(warnings(file))")
  }
}
