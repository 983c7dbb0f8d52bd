import FlowGraph
import XCTest

/// dead-destination-type and unreachable-screen's unbuilt cases speak only when no code of the module names the
/// type or case: these apps use them in the ways real apps do, spread over several files.
final class DestinationUseTests: XCTestCase {
  private func places(_ sources: [(path: String, text: String)], rules: Set<String> = ["dead-destination-type", "unreachable-screen"]) -> [String] {
    let read = SourceReader().read(sources: sources)
    let graph = read.graph
    return Linter(options: LintOptions(onlyRules: rules)).lint(graph).findings
      .map { "\($0.rule)@\($0.location?.file ?? "?"):\($0.location?.line ?? 0)" }
  }

  private let pathCoordinator = """
    import FlowStacks
    import SwiftUI

    struct RecipesCoordinator: View {
      @State var path = FlowPath()

      var body: some View {
        FlowStack($path, withNavigation: true) {
          RecipesView()
            .flowDestination(for: Recipe.self) { recipe in RecipeView(recipe: recipe) }
        }
      }
    }

    private struct Recipe: Hashable { let name: String }

    private class Bookmark {
      let id: String
      init(id: String) { self.id = id }
    }

    extension Bookmark: Hashable {
      static func == (a: Bookmark, b: Bookmark) -> Bool { a.id == b.id }
      func hash(into hasher: inout Hasher) { hasher.combine(id) }
    }

    private class SampleBookmark: Bookmark {
      init() { super.init(id: "sample") }
    }
    """

  func testAPrivateCopyOfADestinationTypeIsReportedOnceWhereItIsUnused() {
    // Another file registers and pushes its own private `Bookmark`: that does not use this file's copy.
    let other = """
      import FlowStacks
      import SwiftUI

      struct BookmarksCoordinator: View {
        @State var path = FlowPath()

        var body: some View {
          FlowStack($path, withNavigation: true) {
            Button("Sample") { path.push(SampleBookmark()) }
              .flowDestination(for: Bookmark.self) { bookmark in Text(bookmark.id) }
          }
        }
      }

      private class Bookmark: Hashable {
        let id: String
        init(id: String) { self.id = id }
        static func == (a: Bookmark, b: Bookmark) -> Bool { a.id == b.id }
        func hash(into hasher: inout Hasher) { hasher.combine(id) }
      }

      private class SampleBookmark: Bookmark {
        init() { super.init(id: "sample") }
      }
      """
    XCTAssertEqual(
      places([("Recipes.swift", pathCoordinator), ("Bookmarks.swift", other)]), ["dead-destination-type@Recipes.swift:27"])
  }

  func testUsesOutsideCallsKeepATypeAlive() {
    // A parameter's type, a generic argument, `X.self`, a cast pattern: `Bookmark` is used, its unused subclass is not.
    let usesOfBookmark = [
      "func open(_ bookmark: Bookmark) {}",
      "let saved: [Bookmark] = []",
      "let kind = Bookmark.self",
      "func show(_ value: AnyHashable) { switch value { case let b as Bookmark: print(b) default: break } }",
    ]
    for use in usesOfBookmark {
      let text = pathCoordinator + "\n\nextension RecipesCoordinator {\n  \(use)\n}\n"
      XCTAssertEqual(places([("Recipes.swift", text)]), ["dead-destination-type@Recipes.swift:27"], use)
    }
    // The subclass named (a type alias, an attribute's argument, a default value) uses both.
    let usesOfSample = [
      "typealias Saved = SampleBookmark",
      "@Environment(SampleBookmark.self) var sample",
      "func open(_ bookmark: AnyHashable = SampleBookmark()) {}",
    ]
    for use in usesOfSample {
      let text = pathCoordinator + "\n\nextension RecipesCoordinator {\n  \(use)\n}\n"
      XCTAssertEqual(places([("Recipes.swift", text)]), [], use)
    }
  }

  /// Swift does not ask a type's name to be capitalised: a coordinator's factory building `mainView(model: …)` uses
  /// `struct mainView`, though its call reads like a function's. A lower-case type nothing builds is still reported.
  func testALowerCaseTypeBuiltByItsNameIsUsed() {
    let coordinator = """
      import Stinsen
      import SwiftUI

      final class AppCoordinator: NavigationCoordinatable {
        let stack = NavigationStack(initial: \\AppCoordinator.start)
        @Root var start = makeStart
        @ViewBuilder func makeStart() -> some View { mainView(model: .init()) }
      }
      """
    let views = """
      import SwiftUI

      final class mainModel: ObservableObject {}

      struct mainView: View {
        @EnvironmentObject var router: AppCoordinator.Router
        @ObservedObject var model: mainModel
        var body: some View { Text("main") }
      }

      struct settingsView: View {
        @EnvironmentObject var router: AppCoordinator.Router
        var body: some View { Text("settings") }
      }
      """
    XCTAssertEqual(places([("AppCoordinator.swift", coordinator), ("Views.swift", views)]), ["dead-destination-type@Views.swift:11"])
  }

  func testPreviewsAreNoUse() {
    let previews = """
      import SwiftUI

      #Preview { RecipesCoordinator().onAppear { _ = SampleBookmark() } }

      struct Recipes_Previews: PreviewProvider {
        static var previews: some View { Host() }

        // Scaffolding of the preview: not a destination of the app.
        struct Host: View {
          @EnvironmentObject var navigator: FlowPathNavigator
          var body: some View { Text("\\(Bookmark(id: "x").id)") }
        }
      }
      """
    XCTAssertEqual(
      places([("Recipes.swift", pathCoordinator), ("Previews.swift", previews)]), ["dead-destination-type@Recipes.swift:27"])
  }

  func testAFileWithASyntaxErrorSilencesTheRules() {
    XCTAssertEqual(places([("Recipes.swift", pathCoordinator), ("Broken.swift", "struct Broken { func f( }")]), [])
  }

  private let numbers = """
    import FlowStacks
    import SwiftUI

    @main
    struct NumbersApp: App {
      var body: some Scene { WindowGroup { NumberCoordinator() } }
    }

    enum Screen: Hashable {
      case number(Int)
      case credits
    }

    struct NumberCoordinator: View {
      @State var routes: Routes<Screen> = [.root(.number(0), embedInNavigationView: true)]

      var body: some View {
        Router($routes) { screen, _ in
          switch screen {
          case .number(let n): NumberView(number: n, onRandom: { routes = randomRoutes() })
          case .credits: CreditsView()
          }
        }
      }

      func randomRoutes() -> Routes<Screen> { [.root(.number(1), embedInNavigationView: true)] }
    }
    """

  func testACaseBuiltAnywhereInTheModuleIsNotReported() {
    XCTAssertEqual(places([("Numbers.swift", numbers)]), ["unreachable-screen@Numbers.swift:11"])
    let builders = [
      "extension NumberCoordinator { func about(_ screen: Screen = .credits) {} }",
      "let creditsPath = \\Screen.credits",
      "func creditsRoutes() -> Routes<Screen> { [.root(Screen.credits)] }",
      "struct About { var screen: Screen { if true { return .credits } else { return .number(1) } } }",
    ]
    for builder in builders {
      XCTAssertEqual(places([("Numbers.swift", numbers), ("About.swift", "import FlowStacks\n\n\(builder)\n")]), [], builder)
    }
    // Matching the case is no building it; nor is building it in a preview.
    let matches = """
      import SwiftUI

      func isCredits(_ screen: Screen) -> Bool { if case .credits = screen { return true } else { return false } }

      #Preview { CreditsView().onAppear { _ = Screen.credits } }
      """
    XCTAssertEqual(places([("Numbers.swift", numbers), ("Matches.swift", matches)]), ["unreachable-screen@Numbers.swift:11"])
  }

  /// A bare `.number` (no base, not called) is a case of whatever type its context expects (`[Kind]` here) and builds
  /// no `case number(Int)`, which is built as `.number(1)` (or handed on as `Screen.number`); it still builds a case
  /// without an associated value (`.credits`).
  func testABareNameBuildsNoCaseWithAnAssociatedValue() {
    let kinds = "enum Kind { case number, credits, other }\nlet kinds: [Kind] = [.number, .other]\n"
    let numbersOnlyRandom = numbers.replacingOccurrences(of: "case .number(let n): NumberView(number: n, onRandom: { routes = randomRoutes() })",
                                                         with: "case .number(let n): NumberView(number: n, onRandom: { routes.push(.credits) })")
      .replacingOccurrences(of: "func randomRoutes() -> Routes<Screen> { [.root(.number(1), embedInNavigationView: true)] }", with: "")
      .replacingOccurrences(of: "[.root(.number(0), embedInNavigationView: true)]", with: "[]")
    XCTAssertEqual(places([("Numbers.swift", numbersOnlyRandom), ("Kinds.swift", kinds)]), ["unreachable-screen@Numbers.swift:10"])
    for builder in ["let first: Screen = .number(1)", "let make = Screen.number", "let credits: Kind = .credits\nlet start: Screen = .number(0)"] {
      XCTAssertEqual(places([("Numbers.swift", numbersOnlyRandom), ("Kinds.swift", kinds + builder + "\n")]), [], builder)
    }
  }
}
