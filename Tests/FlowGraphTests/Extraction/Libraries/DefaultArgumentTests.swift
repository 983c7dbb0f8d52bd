import FlowGraph
import XCTest

/// A view whose `init` builds its view model as a parameter's default value (`init(model: ListModel = ListModel())`):
/// Swift evaluates the default where the view is built without that argument, so the model, and the navigation it
/// makes, belong to the screen that builds the view.
final class DefaultArgumentTests: XCTestCase {
  func testAStinsenRouterInAViewModelMadeByADefaultArgumentNavigatesFromTheScreen() {
    let file = LibraryMarkers("List.swift", """
      import Stinsen
      import SwiftUI

      final class ListCoordinator: NavigationCoordinatable {
        let stack = NavigationStack(initial: \\ListCoordinator.start)
        @Root var start = makeStart
        @Route(.push) var detail = makeDetail
        @Route(.modal) var help = makeHelp
        @ViewBuilder func makeStart() -> some View { ListScreen() }
        @ViewBuilder func makeDetail() -> some View { DetailScreen() }
        @ViewBuilder func makeHelp() -> some View { Text("help") }
      }

      final class ListModel: ObservableObject {
        @RouterObject var router: ListCoordinator.Router?
        func open() { router?.1️⃣route(to: \\.detail) }
      }
      final class DetailModel: ObservableObject {
        @RouterObject var router: ListCoordinator.Router?
        func help() { router?.2️⃣route(to: \\.help) }
      }

      struct ListScreen: View {
        @ObservedObject private var model: ListModel
        init(model: ListModel = ListModel()) { self.model = model }
        var body: some View { Button("open") { model.open() } }
      }
      struct DetailScreen: View {
        @StateObject private var model: DetailModel
        init(title: String = "", model: @autoclosure @escaping () -> DetailModel = DetailModel()) {
          _model = StateObject(wrappedValue: model())
        }
        var body: some View { Button("help") { model.help() } }
      }
      """)
    let graph = LibraryMarkers.read([file]).graph
    XCTAssertEqual(graph.edges(at: file["1"]).map { "\($0.from) \($0.kind.rawValue) \($0.to)" }, ["ListCoordinator.start push ListCoordinator.detail"])
    XCTAssertEqual(graph.edges(at: file["2"]).map { "\($0.from) \($0.kind.rawValue) \($0.to)" }, ["ListCoordinator.detail sheet ListCoordinator.help"])
  }

  func testAFlowStacksViewModelMadeByADefaultArgumentNavigatesFromTheScreen() {
    let file = LibraryMarkers("Pages.swift", """
      import FlowStacks
      import SwiftUI

      enum Page: Hashable { case home, detail, about }
      final class PageRouter: ObservableObject {
        @Published var routes: Routes<Page> = [.root(.home, embedInNavigationView: true)]
      }
      final class HomeModel: ObservableObject {
        let router: PageRouter
        init(router: PageRouter = .shared) { self.router = router }
        func open() { router.routes.1️⃣push(.detail) }
      }
      extension PageRouter { static let shared = PageRouter() }
      struct PageFlow: View {
        @ObservedObject var router = PageRouter.shared
        var body: some View {
          Router($router.routes) { page, _ in
            switch page {
            case .home: HomeView()
            case .detail: DetailView()
            case .about: Text("about")
            }
          }
        }
      }
      struct HomeView: View {
        @StateObject private var model: HomeModel
        init(model: HomeModel = HomeModel()) { _model = StateObject(wrappedValue: model) }
        var body: some View { Button("open") { model.open() } }
      }
      struct DetailView: View { var body: some View { Text("detail") } }
      """)
    let graph = LibraryMarkers.read([file]).graph
    XCTAssertEqual(graph.edges(at: file["1"]).map { "\($0.from) \($0.kind.rawValue) \($0.to)" }, ["PageRouter.home push PageRouter.detail"])
  }
}
