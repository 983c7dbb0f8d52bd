import FlowGraph
import XCTest

/// A coordinator stores a closure in a screen's view model (`model.onSelect = { id in self.showDetail(id) }`) and the
/// model calls it (`onSelect?(id)`) when its screen's view asks: the closure's code runs for that screen, so what it
/// navigates starts there, not at the coordinator.
final class StoredClosureTests: XCTestCase {
  /// The model is built in the coordinator (a local, or a property) and handed to its screen as the route's payload.
  private func catalog(wiring: String, properties: String = "", model: String = ListModelFixture.calling) -> [LibraryMarkers] {
    [
      LibraryMarkers("CatalogCoordinator.swift", """
        import FlowStacks
        import SwiftUI

        enum CatalogScreen: Hashable {
          case list(ListModel)
          case detail(Int)
          case about
        }

        final class CatalogCoordinator: ObservableObject {
          @Published var routes: Routes<CatalogScreen>
          \(properties)
          init() {
            \(wiring)
          }
          private func showDetail(_ id: Int) { routes.1️⃣push(.detail(id)) }
          private func showAbout() { routes.2️⃣presentSheet(.about) }
        }

        struct CatalogView: View {
          @StateObject var coordinator = CatalogCoordinator()
          var body: some View {
            Router($coordinator.routes) { screen, _ in
              switch screen {
              case .list(let model): ListView(model: model)
              case .detail(let id): Text("\\(id)")
              case .about: Text("About")
              }
            }
          }
        }

        @main
        struct CatalogApp: App {
          var body: some Scene { WindowGroup { CatalogView() } }
        }
        """),
      LibraryMarkers("ListModel.swift", """
        import SwiftUI

        final class ListModel: ObservableObject, Hashable {
          var onSelect: ((Int) -> Void)?
          var onAbout: (() -> Void)?
          \(model)
          static func == (a: ListModel, b: ListModel) -> Bool { a === b }
          func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
        }

        struct ListView: View {
          @ObservedObject var model: ListModel
          var body: some View {
            Button("First") { model.select(1) }
            Button("About") { model.onAbout?() }
          }
        }
        """),
    ]
  }

  private enum ListModelFixture {
    static let calling = "func select(_ id: Int) { onSelect?(id) }"
  }

  private func from(_ files: [LibraryMarkers], _ marker: String) -> [String] {
    LibraryMarkers.read(files).graph.edges(at: files[0][marker]).map(\.from).sorted()
  }

  func testAClosureStoredInALocalModelRunsForTheScreenCallingIt() {
    let files = catalog(wiring: """
      let model = ListModel()
          model.onSelect = { id in self.showDetail(id) }
          model.onAbout = { [weak self] in self?.showAbout() }
          routes = [.root(.list(model), embedInNavigationView: true)]
      """)
    XCTAssertEqual(from(files, "1"), ["CatalogCoordinator.list"])
    XCTAssertEqual(from(files, "2"), ["CatalogCoordinator.list"])
  }

  func testAClosureStoredInAPropertyModelRunsForTheScreenCallingIt() {
    let files = catalog(wiring: """
      routes = [.root(.list(listModel), embedInNavigationView: true)]
          listModel.onSelect = { [weak self] id in
            guard let self else { return }
            self.showDetail(id)
          }
      """, properties: "private let listModel = ListModel()")
    XCTAssertEqual(from(files, "1"), ["CatalogCoordinator.list"])
  }

  /// A method handed on to be stored (`model.onAbout = showAbout`) is the same as a closure calling it.
  func testAMethodStoredInTheModelRunsForTheScreenCallingIt() {
    for stored in ["showAbout", "self.showAbout"] {
      let files = catalog(wiring: """
        let model: ListModel = .init()
            model.onAbout = \(stored)
            routes = [.root(.list(model), embedInNavigationView: true)]
        """)
      XCTAssertEqual(from(files, "2"), ["CatalogCoordinator.list"], stored)
    }
  }

  /// Nothing calls the stored closure (or the model is no object the sources declare): where the code runs is not
  /// known, and the edge stays the coordinator's, screen unknown.
  func testAStoredClosureNothingCallsKeepsTheCoordinator() {
    let files = catalog(wiring: """
      let model = ListModel()
          model.onSelect = { id in self.showDetail(id) }
          routes = [.root(.list(model), embedInNavigationView: true)]
      """, model: "func select(_ id: Int) {}")
    XCTAssertEqual(from(files, "1"), ["CatalogCoordinator"])

    let unknown = catalog(wiring: """
      let model = makeModel()
          model.onSelect = { id in self.showDetail(id) }
          routes = [.root(.list(ListModel()), embedInNavigationView: true)]
      """)
    XCTAssertEqual(from(unknown, "1"), ["CatalogCoordinator"])
  }

  /// The closure stored as the model's property is called by code whose receiver the sources do not tell (`{ m in
  /// m.onSelect?(2) }`): that may be another screen, so the screen is not known.
  func testACallOnAnUnknownReceiverKeepsTheCoordinator() {
    let files = catalog(wiring: """
      let model = ListModel()
          model.onSelect = { id in self.showDetail(id) }
          routes = [.root(.list(model), embedInNavigationView: true)]
      """, model: """
      func select(_ id: Int) { onSelect?(id) }
        func each(_ run: (ListModel) -> Void) { run(self) }
        func later() { each { m in m.onSelect?(2) } }
      """)
    XCTAssertEqual(from(files, "1"), ["CatalogCoordinator"])
  }

  /// A closure stored while the coordinator is initialized runs later, when it is called: the route it adds is no
  /// route the coordinator starts with (FlowStacks' Router shows an empty routes' first route in place as the root).
  func testAStoredClosureInInitIsNoInitialization() {
    let files = catalog(wiring: """
      let model = ListModel()
          model.onSelect = { id in self.showDetail(id) }
          routes = []
          start(model)
      """, properties: "func start(_ model: ListModel) { routes.presentSheet(.list(model), embedInNavigationView: true) }")
    let graph = LibraryMarkers.read(files).graph
    XCTAssertEqual(graph.coordinator("CatalogCoordinator")?.roots, ["CatalogCoordinator.list"])
    XCTAssertEqual(graph.edges(at: files[0]["1"]).map(\.kind), [.push])
  }

  /// A method handed to the initializer of the next screen's model (`DetailModel(goBack: goBack)`), which the coordinator
  /// then pushes as that screen's payload: it runs where the model's code calls it, on the next screen, not on the
  /// screen whose code made the model.
  private func handed(_ detailBody: String) -> [LibraryMarkers] {
    [LibraryMarkers("Shop.swift", """
      import FlowStacks
      import SwiftUI

      enum ShopScreen: Hashable {
        case list
        case detail(DetailModel)
      }

      final class ShopCoordinator: ObservableObject {
        @Published var routes: Routes<ShopScreen> = [.root(.list, embedInNavigationView: true)]
        func showDetail() {
          let model = DetailModel(goBack: goBack)
          routes.1️⃣push(.detail(model))
        }
        private func goBack() { routes.2️⃣goBack() }
      }

      final class DetailModel: ObservableObject, Hashable {
        let goBack: () -> Void
        init(goBack: @escaping () -> Void) { self.goBack = goBack }
        static func == (a: DetailModel, b: DetailModel) -> Bool { a === b }
        func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
      }

      struct DetailView: View {
        @ObservedObject var model: DetailModel
        var body: some View { \(detailBody) }
      }

      struct ShopView: View {
        @StateObject var coordinator = ShopCoordinator()
        var body: some View {
          Router($coordinator.routes) { screen, _ in
            switch screen {
            case .list: Button("Open") { coordinator.showDetail() }
            case .detail(let model): DetailView(model: model)
            }
          }
        }
      }

      @main
      struct ShopApp: App {
        var body: some Scene { WindowGroup { ShopView() } }
      }
      """)]
  }

  func testAMethodHandedToTheNextScreensModelRunsOnThatScreen() {
    let files = handed(#"Button("Back") { model.goBack() }"#)
    let graph = LibraryMarkers.read(files).graph
    XCTAssertEqual(graph.edges(at: files[0]["1"]).map(\.from), ["ShopCoordinator.list"])
    XCTAssertEqual(graph.backActions.filter { $0.location == files[0]["2"] }.map(\.screen), ["ShopCoordinator.detail"])
  }

  /// Nothing calls it: the screen making the model stays its owner, as a view built in a screen's builder is.
  func testAHandedMethodNothingCallsStaysWithTheMaker() {
    let files = handed(#"Text("Detail")"#)
    let graph = LibraryMarkers.read(files).graph
    XCTAssertEqual(graph.backActions.filter { $0.location == files[0]["2"] }.map(\.screen), ["ShopCoordinator.list"])
  }
}
