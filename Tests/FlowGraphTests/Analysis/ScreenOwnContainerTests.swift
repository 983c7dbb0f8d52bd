import FlowGraph
import XCTest

/// A screen whose own view builds a NavigationView/NavigationStack while the layer it is shown in already has one:
/// the root of a coordinator wrapped in a container, a Stinsen screen pushed onto its coordinator's stack (Stinsen's
/// link sits outside the screen's view, so the screen's container holds none of its pushes), a screen presented with
/// a container of its own. Reported at the inner container; a container only a sheet of the view shows, a view
/// declared again without one, and a coordinator without a container are not judged.
final class ScreenOwnContainerTests: XCTestCase {
  private func nested(_ files: [LibraryMarkers]) -> [Finding] {
    Linter(options: LintOptions()).lint(LibraryMarkers.read(files).graph, sources: [:]).findings.filter { $0.rule == "nested-navigation" }
  }

  private func stinsen(wrapped: Bool, helperShownIn sheet: Bool = false,
                       book: String = "var body: some View { 3️⃣NavigationStack { Text(\"Chapter 1\") } }") -> LibraryMarkers {
    let start = wrapped ? "NavigationViewCoordinator(LibraryCoordinator()).view()" : "LibraryCoordinator().view()"
    let shelf = sheet
      ? "var body: some View { Button(\"Sort\") { sorting = true }.sheet(isPresented: $sorting) { sortSheet } }"
      : "var body: some View { content }"
    return LibraryMarkers("Library.swift", """
      import Stinsen
      import SwiftUI

      @main
      struct LibraryApp: App {
        var body: some Scene { WindowGroup { \(start) } }
      }

      final class LibraryCoordinator: NavigationCoordinatable {
        let stack = NavigationStack(initial: \\LibraryCoordinator.shelf)
        @Root var shelf = makeShelf
        @Route(.push) var book = makeBook

        @ViewBuilder func makeShelf() -> some View { ShelfView() }
        @ViewBuilder func makeBook() -> some View { BookView() }
      }

      struct ShelfView: View {
        @EnvironmentObject var router: LibraryCoordinator.Router
        @State private var sorting = false
        \(shelf)
        private var content: some View {
          1️⃣NavigationView { Button("Book") { router.route(to: \\.book) } }
        }
        private var sortSheet: some View {
          2️⃣NavigationStack { Text("Sort by") }
        }
      }

      struct BookView: View {
        \(book)
      }

      struct Content: View {
        var body: some View { NavigationStack { Text("Another screen's own") } }
      }
      """)
  }

  func testAStinsenRootAndAPushedScreenBuildingTheirOwnInsideANavigationViewCoordinator() {
    let file = stinsen(wrapped: true)
    let findings = nested([file])
    XCTAssertEqual(findings.map(\.location), [file["1"], file["3"]])
    XCTAssertEqual(findings.map(\.subjects), [["LibraryCoordinator.shelf"], ["LibraryCoordinator.book"]])
    XCTAssertTrue(findings[0].message.contains("'ShelfView' builds its own navigation container"), findings[0].message)
    XCTAssertTrue(findings[0].message.contains("coordinator 'LibraryCoordinator'"), findings[0].message)
  }

  func testACoordinatorWithoutAContainerLeavesItsScreensTheirOwn() {
    XCTAssertEqual(nested([stinsen(wrapped: false)]).map(\.location), [])
  }

  func testAContainerOnlyASheetOfTheViewShowsIsANewLayer() {
    let file = stinsen(wrapped: true, helperShownIn: true)
    // The shelf's only container is in its sort sheet; the pushed book still brings a second one.
    XCTAssertEqual(nested([file]).map(\.location), [file["3"]])
  }

  private let flowStacksCoordinator = LibraryMarkers("Checkout.swift", """
    import FlowStacks
    import SwiftUI

    enum CheckoutScreen { case cart, address, help }

    struct CheckoutCoordinator: View {
      @State var routes: Routes<CheckoutScreen> = [.root(.cart, embedInNavigationView: true)]
      var body: some View {
        Router($routes) { screen, _ in
          switch screen {
          case .cart: CartView(onNext: { routes.push(.address) }, onHelp: { routes.presentSheet(.help, embedInNavigationView: true) })
          case .address: AddressView()
          case .help: HelpView()
          }
        }
      }
    }

    @main
    struct ShopApp: App {
      var body: some Scene { WindowGroup { CheckoutCoordinator() } }
    }
    """)

  func testAFlowStacksRootAndASheetEmbeddingTheirNavigation() {
    let views = LibraryMarkers("Views.swift", """
      import SwiftUI

      struct CartView: View {
        let onNext: () -> Void
        let onHelp: () -> Void
        var body: some View { 1️⃣NavigationStack { Button("Next", action: onNext); Button("Help", action: onHelp) } }
      }

      struct AddressView: View {
        var body: some View { Text("Address") }
      }

      struct HelpView: View {
        var body: some View { 2️⃣NavigationView { Text("Help") } }
      }
      """)
    let findings = nested([flowStacksCoordinator, views])
    XCTAssertEqual(findings.map(\.location), [views["1"], views["2"]])
    XCTAssertTrue(findings[1].message.contains("the sheet presented from 'CheckoutCoordinator.cart'"), findings[1].message)
  }

  /// The screen's view wraps the view that builds the container (`var body: some View { ZStack { CartContent(…) } }`):
  /// its body shows it in place, so the screen's layer has both. A wrapped view built only in a sheet or a link's
  /// destination is a layer of its own.
  func testAContainerBuiltByAViewTheScreensViewWraps() {
    let views = LibraryMarkers("Views.swift", """
      import SwiftUI

      struct CartView: View {
        let onNext: () -> Void
        let onHelp: () -> Void
        var body: some View { ZStack { CartContent(onNext: onNext, onHelp: onHelp) } }
      }

      struct CartContent: View {
        let onNext: () -> Void
        let onHelp: () -> Void
        var body: some View { 1️⃣NavigationStack { Button("Next", action: onNext); Button("Help", action: onHelp) } }
      }

      struct AddressView: View {
        @State private var editing = false
        var body: some View {
          VStack {
            NavigationLink(destination: AddressEditor()) { Text("Edit") }
            Button("Map") { editing = true }.sheet(isPresented: $editing) { AddressMap() }
          }
        }
      }

      struct AddressEditor: View {
        var body: some View { NavigationStack { Text("Editor") } }
      }

      struct AddressMap: View {
        var body: some View { NavigationStack { Text("Map") } }
      }

      struct HelpView: View {
        var body: some View { Text("Help") }
      }
      """)
    let findings = nested([flowStacksCoordinator, views])
    XCTAssertEqual(findings.filter { $0.message.contains("'CartView' builds its own") }.map(\.location), [views["1"]])
    XCTAssertFalse(findings.contains { $0.message.contains("'AddressView' builds its own") }, findings.map(\.message).joined(separator: "\n"))
  }

  /// `CartView` declared twice (one per platform folder, only one with a container): which one a screen shows is
  /// not known here, so it is not judged.
  func testAViewDeclaredAgainWithoutAContainerIsNotJudged() {
    let phone = LibraryMarkers("Phone/CartView.swift", """
      import SwiftUI
      struct CartView: View {
        let onNext: () -> Void
        let onHelp: () -> Void
        var body: some View { Button("Next", action: onNext) }
      }
      struct AddressView: View { var body: some View { Text("Address") } }
      struct HelpView: View { var body: some View { Text("Help") } }
      """)
    let tv = LibraryMarkers("TV/CartView.swift", """
      import SwiftUI
      struct CartView: View {
        let onNext: () -> Void
        let onHelp: () -> Void
        var body: some View { NavigationView { Button("Next", action: onNext) } }
      }
      """)
    XCTAssertEqual(nested([flowStacksCoordinator, phone, tv]).map(\.location), [])
  }

  /// A view calling a method of its own with a capitalised name (`var body: some View { Content() }` with `@ViewBuilder
  /// func Content() -> some View { NavigationStack { … } }`): Swift finds the type's method before any type of that
  /// name, so the container the method builds is the view's own; and a type of the same name elsewhere is not built.
  func testAMethodWithACapitalisedNameIsTheViewsOwnMember() {
    let own = stinsen(wrapped: true, book: """
      var body: some View { Content(title: "Chapter 1") }
          @ViewBuilder func Content(title: String) -> some View { 4️⃣NavigationStack { Text(title) } }
      """)
    XCTAssertEqual(nested([own]).filter { $0.subjects == ["LibraryCoordinator.book"] }.map(\.location), [own["4"]])
    // A method showing a plain view: the call is the method's, so the book builds no container (nor the struct
    // `Content` of the same name, which has one).
    let other = stinsen(wrapped: true, book: """
      var body: some View { Content() }
          @ViewBuilder func Content() -> some View { Text("Chapter 1") }
      """)
    XCTAssertEqual(nested([other]).filter { $0.subjects == ["LibraryCoordinator.book"] }.map(\.message), [])
  }
}
