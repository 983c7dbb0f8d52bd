import FlowGraph
import XCTest

/// A model shared by every screen of a flow, navigating in a `switch` (or an `if`) over a parameter of the method the
/// views call (`model.send(.open(3))`): Swift runs the arm that matches the argument, so each screen has the edges and
/// back actions of the cases its own views pass, not of every arm.
final class CallerArgumentTests: XCTestCase {
  /// Stinsen: one model built by the coordinator and handed to each screen's view. `calls` are the three views'
  /// button actions; `holding` is how the views hold the model.
  private func gallery(calls: [String], holding: String = "@ObservedObject var model: GalleryModel",
                       model: String = "GalleryModel") -> [LibraryMarkers] {
    [
      LibraryMarkers("GalleryModel.swift", """
        import Stinsen
        import SwiftUI

        enum GalleryAction { case open(Int), add, back }

        final class \(model): ObservableObject {
          @RouterObject var router: GalleryCoordinator.Router?
          func send(_ action: GalleryAction) {
            switch action {
            case let .open(id): router?.1️⃣route(to: \\.photo, id)
            case .add: router?.2️⃣route(to: \\.upload)
            case .back: router?.3️⃣popLast()
            }
          }
        }
        """),
      LibraryMarkers("GalleryCoordinator.swift", """
        import Stinsen
        import SwiftUI

        final class GalleryCoordinator: NavigationCoordinatable {
          let stack = NavigationStack(initial: \\GalleryCoordinator.start)
          let model = \(model)()
          @Root var start = makeStart
          @Route(.push) var photo = makePhoto
          @Route(.push) var upload = makeUpload
          @ViewBuilder func makeStart() -> some View { GridScreen(model: model) }
          @ViewBuilder func makePhoto(id: Int) -> some View { PhotoScreen(model: model) }
          @ViewBuilder func makeUpload() -> some View { UploadScreen(model: model) }
        }
        """),
      LibraryMarkers("Screens.swift", """
        import SwiftUI

        struct GridScreen: View {
          \(holding)
          var body: some View { Button("a") { \(calls[0]) } }
        }
        struct PhotoScreen: View {
          \(holding)
          var body: some View { Button("b") { \(calls[1]) } }
        }
        struct UploadScreen: View {
          \(holding)
          var body: some View { Button("c") { \(calls[2]) } }
        }
        """),
    ]
  }

  private func backs(_ graph: FlowGraph, at place: SourceLocation) -> [String] {
    graph.backActions.filter { $0.location == place }.map(\.screen).sorted()
  }

  func testEachScreenHasTheArmsOfTheCasesItsViewsSend() {
    let files = gallery(calls: ["model.send(.open(1)); model.send(.add)", "model.send(.back)", "model.send(GalleryAction.back)"])
    let graph = LibraryMarkers.read(files).graph
    let model = files[0]
    XCTAssertEqual(graph.edges(at: model["1"]).map(\.from), ["GalleryCoordinator.start"])
    XCTAssertEqual(graph.edges(at: model["2"]).map(\.from), ["GalleryCoordinator.start"])
    XCTAssertEqual(backs(graph, at: model["3"]), ["GalleryCoordinator.photo", "GalleryCoordinator.upload"])
    XCTAssertFalse(graph.edges.contains { $0.from == $0.to }, "no screen pushes itself")
  }

  /// A view holding the model through a type-erased wrapper generic over the action (`AnyModel<GalleryAction>`, whose
  /// `send` hands the value on to the model it wraps) passes its cases to the model's arms just the same.
  func testATypeErasedModelGenericOverTheActionPassesItsCasesOn() {
    var files = gallery(
      calls: ["model.send(.open(1))", "model.send(.back)", "model.send(.back)"], holding: "@EnvironmentObject var model: AnyModel<GalleryAction>")
    files.append(LibraryMarkers("AnyModel.swift", """
      import SwiftUI
      final class AnyModel<Action>: ObservableObject {
        private let handle: (Action) -> Void
        init<M: ObservableObject>(_ model: M, handle: @escaping (Action) -> Void) { self.handle = handle }
        func send(_ action: Action) { handle(action) }
      }
      """))
    let graph = LibraryMarkers.read(files).graph
    XCTAssertEqual(graph.edges(at: files[0]["1"]).map(\.from), ["GalleryCoordinator.start"])
    XCTAssertEqual(backs(graph, at: files[0]["3"]), ["GalleryCoordinator.photo", "GalleryCoordinator.upload"])
  }

  /// A screen whose calls do not say which case they pass keeps every arm: an argument computed, or the method handed
  /// over as a value.
  func testACallThatDoesNotSayWhichCaseKeepsEveryArm() {
    for unknown in ["model.send(next)", "let f = model.send; f(.add)"] {
      let files = gallery(calls: ["model.send(.open(1))", unknown, "model.send(.back)"])
      let graph = LibraryMarkers.read(files).graph
      XCTAssertEqual(graph.edges(at: files[0]["2"]).map(\.from).sorted(), ["GalleryCoordinator.photo"], unknown)
      XCTAssertEqual(backs(graph, at: files[0]["3"]), ["GalleryCoordinator.photo", "GalleryCoordinator.upload"], unknown)
    }
  }

  /// An `if` over a labeled parameter guards its branch as a `switch` arm does.
  func testAnIfOverALabeledParameterGuardsItsBranch() {
    let file = LibraryMarkers("Flow.swift", """
      import Stinsen
      import SwiftUI

      enum Tap { case help, close }

      final class FlowCoordinator: NavigationCoordinatable {
        let stack = NavigationStack(initial: \\FlowCoordinator.start)
        let model = FlowModel()
        @Root var start = makeStart
        @Route(.modal) var help = makeHelp
        @ViewBuilder func makeStart() -> some View { StartScreen(model: model) }
        @ViewBuilder func makeHelp() -> some View { HelpScreen(model: model) }
      }
      final class FlowModel: ObservableObject {
        @RouterObject var router: FlowCoordinator.Router?
        func handle(tap: Tap) {
          if tap == .help { router?.1️⃣route(to: \\.help) } else { router?.2️⃣dismissCoordinator() }
        }
      }
      struct StartScreen: View {
        @ObservedObject var model: FlowModel
        var body: some View { Button("?") { model.handle(tap: .help) } }
      }
      struct HelpScreen: View {
        @ObservedObject var model: FlowModel
        var body: some View { Button("x") { model.handle(tap: .close) } }
      }
      """)
    let graph = LibraryMarkers.read([file]).graph
    XCTAssertEqual(graph.edges(at: file["1"]).map(\.from), ["FlowCoordinator.start"])
    XCTAssertEqual(backs(graph, at: file["2"]), ["FlowCoordinator.help"])
  }

  /// FlowStacks: a model holding the routes, shared by the screens' views.
  func testFlowStacksRoutesChangedInAnArmOverTheSentAction() {
    let file = LibraryMarkers("Shop.swift", """
      import FlowStacks
      import SwiftUI

      enum Screen: Hashable { case list, item, cart }
      enum ShopAction { case pick, checkout, close }

      final class ShopModel: ObservableObject {
        @Published var routes: Routes<Screen> = [.root(.list, embedInNavigationView: true)]
        func send(_ action: ShopAction) {
          switch action {
          case .pick: routes.1️⃣push(.item)
          case .checkout: routes.2️⃣presentSheet(.cart)
          case .close: routes.3️⃣goBack()
          }
        }
      }

      struct ShopFlow: View {
        @StateObject var model = ShopModel()
        var body: some View {
          Router($model.routes) { screen, _ in
            switch screen {
            case .list: ListView(model: model)
            case .item: ItemView(model: model)
            case .cart: CartView(model: model)
            }
          }
        }
      }
      struct ListView: View {
        @ObservedObject var model: ShopModel
        var body: some View { Button("pick") { model.send(.pick) } }
      }
      struct ItemView: View {
        @ObservedObject var model: ShopModel
        var body: some View { Button("buy") { model.send(.checkout) }; Button("back") { model.send(.close) } }
      }
      struct CartView: View {
        @ObservedObject var model: ShopModel
        var body: some View { Button("close") { model.send(.close) } }
      }
      """)
    let graph = LibraryMarkers.read([file]).graph
    XCTAssertEqual(graph.edges(at: file["1"]).map(\.from), ["ShopModel.list"])
    XCTAssertEqual(graph.edges(at: file["2"]).map(\.from), ["ShopModel.item"])
    XCTAssertEqual(backs(graph, at: file["3"]), ["ShopModel.cart", "ShopModel.item"])
  }
}

/// The same dispatch through the coordinator's own methods (`case .cart: router?.coordinator.openCart()`): the method
/// runs for the screens whose views pass that case.
final class CallerArgumentHopTests: XCTestCase {
  func testACoordinatorMethodCalledInAnArmRunsForTheScreensPassingItsCase() {
    let files = [
      ShopFlowFixture.coordinator,
      LibraryMarkers("ShopModel.swift", """
        import Stinsen
        import SwiftUI

        enum Tap { case list, cart }

        final class ShopModel: ObservableObject {
          @RouterObject var router: NavigationRouter<ShopCoordinator>?
          func tapped(_ tap: Tap) {
            switch tap {
            case .list: router?.coordinator.openList(model: self)
            case .cart: router?.coordinator.openCart()
            }
          }
        }

        struct ShopHome: View {
          @StateObject private var model = ShopModel()
          var body: some View { Button("items") { model.tapped(.list) } }
        }
        struct ItemList: View {
          @ObservedObject var model: ShopModel
          var body: some View { Button("cart") { model.tapped(.cart) } }
        }
        """),
    ]
    let graph = LibraryMarkers.read(files).graph
    XCTAssertEqual(graph.edges(at: files[0]["1"]).map(\.from), ["ShopCoordinator.start"])
    XCTAssertEqual(graph.edges(at: files[0]["2"]).map(\.from), ["ShopCoordinator.list"])
  }
}

/// A model whose routing runs in a closure sinking a subject of its own (`let tapped = PassthroughSubject<Tap, Never>()`,
/// `tapped.sink { tap in switch tap { case .cart: … } }`), the views sending to it (`model.tapped.send(.cart)`): the
/// closure runs for the screens whose views send, each arm for the screens sending its case.
final class SubjectSinkTests: XCTestCase {
  func testASinkRunsForTheScreensSendingEachCase() {
    for sink in ["tapped.sink { tap in", "tapped.receive(on: RunLoop.main).sink(receiveValue: { tap in"] {
      let close = sink.contains("receiveValue") ? "})" : "}"
      let files = [
        ShopFlowFixture.coordinator,
        LibraryMarkers("ShopModel.swift", """
          import Combine
          import Stinsen
          import SwiftUI

          enum Tap { case list, cart }

          final class ShopModel: ObservableObject {
            @RouterObject var router: NavigationRouter<ShopCoordinator>?
            let tapped = PassthroughSubject<Tap, Never>()
            private var bag = Set<AnyCancellable>()
            init() { observe() }
            func observe() {
              \(sink)
                switch tap {
                case .list: self.router?.coordinator.openList(model: self)
                case .cart: self.router?.coordinator.openCart()
                }
              \(close)
              .store(in: &bag)
            }
          }

          struct CartButton: View {
            @ObservedObject var model: ShopModel
            var body: some View { Button("cart") { model.tapped.send(.cart) } }
          }
          struct ShopHome: View {
            @StateObject private var model = ShopModel()
            var body: some View { Button("items") { model.tapped.send(.list) }; CartButton(model: model) }
          }
          struct ItemList: View {
            @ObservedObject var model: ShopModel
            var body: some View { CartButton(model: model) }
          }
          """),
      ]
      let graph = LibraryMarkers.read(files).graph
      XCTAssertEqual(graph.edges(at: files[0]["1"]).map(\.from), ["ShopCoordinator.start"], sink)
      XCTAssertEqual(graph.edges(at: files[0]["2"]).map(\.from).sorted(), ["ShopCoordinator.list", "ShopCoordinator.start"], sink)
    }
  }
}
