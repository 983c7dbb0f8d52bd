import FlowGraph
import XCTest

/// A view model one screen's view makes and hands on to the next screen (as a route's input): its methods run for
/// every screen whose code calls them, not only for the screen that made it.
final class HandedOnModelTests: XCTestCase {
  private func shop(listBody: String, model: String, listModel: String = "@ObservedObject var model: ShopModel") -> [LibraryMarkers] {
    [
      ShopFlowFixture.coordinator,
      LibraryMarkers("ShopModel.swift", """
        import Stinsen
        import SwiftUI

        final class ShopModel: ObservableObject {
          @RouterObject var router: NavigationRouter<ShopCoordinator>?
          \(model)
        }
        """),
      LibraryMarkers("Views.swift", """
        import SwiftUI

        struct ShopHome: View {
          @StateObject private var model = ShopModel()
          var body: some View {
            Button("items") { model.listTapped() }
            Button("cart") { model.cartTapped() }
          }
        }
        struct ItemList: View {
          \(listModel)
          var body: some View { \(listBody) }
        }
        """),
    ]
  }

  func testTheScreenReceivingTheModelRunsWhatItCalls() {
    let files = shop(listBody: #"Button("cart") { model.cartTapped() }"#, model: """
      func listTapped() { router?.coordinator.openList(model: self) }
        func cartTapped() { router?.coordinator.openCart() }
      """)
    let graph = LibraryMarkers.read(files).graph
    XCTAssertEqual(graph.edges(at: files[0]["1"]).map(\.from), ["ShopCoordinator.start"])
    XCTAssertEqual(graph.edges(at: files[0]["2"]).map(\.from).sorted(), ["ShopCoordinator.list", "ShopCoordinator.start"])
  }

  /// The model routing itself: the same.
  func testTheModelsOwnRouteRunsForEveryCallingScreen() {
    let files = shop(listBody: #"Button("cart") { model.cartTapped() }"#, model: """
      func listTapped() { router?.coordinator.openList(model: self) }
        func cartTapped() { router?.3️⃣route(to: \\.cart) }
      """)
    let graph = LibraryMarkers.read(files).graph
    XCTAssertEqual(graph.edges(at: files[1]["3"]).map(\.from).sorted(), ["ShopCoordinator.list", "ShopCoordinator.start"])
  }

  /// A screen whose view holds the model but never calls the method gets none of its edges.
  func testAScreenNotCallingTheMethodGetsNothing() {
    let files = shop(listBody: #"Text("items")"#, model: """
      func listTapped() { router?.coordinator.openList(model: self) }
        func cartTapped() { router?.3️⃣route(to: \\.cart) }
      """)
    let graph = LibraryMarkers.read(files).graph
    XCTAssertEqual(graph.edges(at: files[1]["3"]).map(\.from), ["ShopCoordinator.start"])
  }

  /// Both screens' views make a model of the type (the list's as a default it is meant to be given), and only the
  /// start's calls the method: the method runs where it is called, so its route is the start's alone.
  func testAMethodOnlyOneMakerCallsRunsForThatMakerAlone() {
    let files = shop(listBody: #"Text("items")"#, model: """
      func listTapped() { router?.coordinator.openList(model: self) }
        func cartTapped() { router?.3️⃣route(to: \\.cart) }
      """, listModel: "@StateObject var model = ShopModel()")
    let graph = LibraryMarkers.read(files).graph
    XCTAssertEqual(graph.edges(at: files[1]["3"]).map(\.from), ["ShopCoordinator.start"])
    XCTAssertEqual(graph.edges(at: files[0]["1"]).map(\.from), ["ShopCoordinator.start"])
  }

  /// A method the model's own code also calls may run from wherever that code runs: every screen making one.
  func testAMethodTheModelCallsItselfRunsForEveryMaker() {
    let files = shop(listBody: #"Text("items")"#, model: """
      func listTapped() { router?.coordinator.openList(model: self) }
        func cartTapped() { router?.3️⃣route(to: \\.cart) }
        func restore() { cartTapped() }
      """, listModel: "@StateObject var model = ShopModel()")
    let graph = LibraryMarkers.read(files).graph
    XCTAssertEqual(graph.edges(at: files[1]["3"]).map(\.from).sorted(), ["ShopCoordinator.list", "ShopCoordinator.start"])
  }

  /// A call on a receiver whose type the sources do not tell (a closure's parameter) may be another call of it.
  func testACallOnAnUnknownReceiverKeepsEveryMaker() {
    let files = shop(listBody: #"Text("items").onAppear { Later.run(model) { shop in shop.cartTapped() } }"#, model: """
      func listTapped() { router?.coordinator.openList(model: self) }
        func cartTapped() { router?.3️⃣route(to: \\.cart) }
      """, listModel: "@StateObject var model = ShopModel()")
    let graph = LibraryMarkers.read(files).graph
    XCTAssertEqual(graph.edges(at: files[1]["3"]).map(\.from).sorted(), ["ShopCoordinator.list", "ShopCoordinator.start"])
  }
}

/// A Stinsen coordinator of three screens (a start, a list given the start's model, a cart) whose own methods route,
/// for the tests of models shared by screens; markers 1 and 2 are its two routes.
enum ShopFlowFixture {
  static let coordinator = LibraryMarkers("Shop.swift", """
    import Stinsen
    import SwiftUI

    final class ShopCoordinator: NavigationCoordinatable {
      let stack = NavigationStack(initial: \\ShopCoordinator.start)
      @Root var start = makeStart
      @Route(.push) var list = makeList
      @Route(.push) var cart = makeCart
      @ViewBuilder func makeStart() -> some View { ShopHome() }
      @ViewBuilder func makeList(model: ShopModel) -> some View { ItemList(model: model) }
      @ViewBuilder func makeCart() -> some View { Text("cart") }
      func openList(model: ShopModel) { 1️⃣route(to: \\.list, model) }
      func openCart() { 2️⃣route(to: \\.cart) }
    }
    """)
}
