import XCTest

@testable import FlowGraph

/// Screen attribution through containment, view models that call back into the coordinator, and code no
/// screen reaches.
final class AttributionTests: XCTestCase {
  func testNestedViewsAndViewModelCallingTheCoordinator() {
    let coordinator = Marked("""
      import FlowStacks
      import SwiftUI

      enum Screen { case home, list, detail }

      final class AppModel: ObservableObject {
        @Published var routes: Routes<Screen> = [.root(.home, embedInNavigationView: true)]
        func showList() { routes.1️⃣push(.list) }
        func refresh() { routes.2️⃣push(.detail) }
      }

      struct AppCoordinator: View {
        @StateObject var model = AppModel()
        var body: some View {
          Router($model.routes) { screen, _ in
            switch screen {
            case .home: HomeView(viewModel: HomeViewModel(coordinator: model))
            case .list: Page()
            case .detail: EmptyView()
            }
          }
        }
      }
      """, path: "Coordinator.swift")
    let views = Marked("""
      import FlowStacks
      import SwiftUI

      final class HomeViewModel: ObservableObject {
        weak var coordinator: AppModel?
        init(coordinator: AppModel) { self.coordinator = coordinator }
        func next() { coordinator?.showList() }
      }

      struct HomeView: View {
        @ObservedObject var viewModel: HomeViewModel
        var body: some View { Button("Next", action: viewModel.next) }
      }

      struct Page: View {
        var body: some View { VStack { Header(); Footer() } }
      }

      struct Header: View { var body: some View { Text("List") } }

      struct Footer: View {
        @EnvironmentObject var navigator: FlowNavigator<Screen>
        var body: some View { Button("Detail") { navigator.3️⃣push(.detail) } }
      }
      """, path: "Views.swift")
    let graph = extract(coordinator, views).graph
    XCTAssertEqual(graph.coordinators.map(\.id), ["AppModel"])
    // HomeViewModel is built for `home` and calls `showList` through its declared `coordinator` property.
    assertEdge(graph, "AppModel.home", "AppModel.list", .push, at: coordinator["1️⃣"])
    // Nothing calls `refresh`: it belongs to the coordinator itself.
    assertEdge(graph, "AppModel", "AppModel.detail", .push, at: coordinator["2️⃣"])
    // Footer is inside Page, which the `list` case builds.
    assertEdge(graph, "AppModel.list", "AppModel.detail", .push, at: views["3️⃣"])
    XCTAssertEqual(graph.screen("AppModel.list")?.views, ["Page"])
    XCTAssertEqual(graph.entryPoints, [])
  }

  func testStackStateAndPrivateCallbacksFromTheNStackDocs() {
    let source = Marked("""
      import FlowStacks
      import SwiftUI
      enum Screen { case home, numberList, numberDetail(Int) }
      struct AppCoordinator: View {
        @State var stack = Stack<Screen>(root: .home)
        var body: some View {
          NavigationView {
            NStack($stack) { screen in
              switch screen {
              case .home: HomeView(onGoTapped: showNumberList)
              case .numberList: ListView(onNumberSelected: showNumber, cancel: pop)
              case .numberDetail(let number): DetailView(number: number, cancel: popToRoot)
              }
            }
          }
        }
        private func showNumberList() { stack.1️⃣push(.numberList) }
        private func showNumber(_ number: Int) { stack.2️⃣push(.numberDetail(number)) }
        private func pop() { stack.3️⃣pop() }
        private func popToRoot() { stack.4️⃣popToRoot() }
      }
      struct HomeView: View { let onGoTapped: () -> Void; var body: some View { EmptyView() } }
      struct ListView: View { let onNumberSelected: (Int) -> Void; let cancel: () -> Void; var body: some View { EmptyView() } }
      struct DetailView: View { let number: Int; let cancel: () -> Void; var body: some View { EmptyView() } }
      """)
    let graph = extract(source).graph
    assertEdge(graph, "AppCoordinator.home", "AppCoordinator.numberList", .push, at: source["1️⃣"])
    assertEdge(graph, "AppCoordinator.numberList", "AppCoordinator.numberDetail", .push, at: source["2️⃣"])
    assertBack(graph, "AppCoordinator.numberList", .pop, at: source["3️⃣"])
    assertBack(graph, "AppCoordinator.numberDetail", .popToRoot, at: source["4️⃣"])
  }
}
