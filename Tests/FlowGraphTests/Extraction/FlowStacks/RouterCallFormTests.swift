import XCTest

@testable import FlowGraph

/// FlowStacks 0.1–0.4: Routes, Router (value and binding closures), showing, route arrays, staging, FlowNavigator.
final class RouterCallFormTests: XCTestCase {
  func testRoutesCallsFromCallbacksAndNavigator() {
    let source = Marked("""
      import FlowStacks
      import SwiftUI

      enum Screen { case home, list, detail, help }

      struct AppCoordinator: View {
        @State var routes: Routes<Screen> = [.root(.home, embedInNavigationView: true)]

        var body: some View {
          Router($routes) { $screen, index in
            switch screen {
            case .home: HomeView(onGoTapped: showList)
            case .list: ListView()
            case .detail: ListView()
            case .help: HelpView(onClose: { routes.8️⃣dismissAll() })
            }
          }
        }

        func showList() {
          routes.1️⃣presentSheet(.list, embedInNavigationView: true)
        }
      }

      struct HomeView: View {
        let onGoTapped: () -> Void
        var body: some View { Button("Go", action: onGoTapped) }
      }

      struct ListView: View {
        @EnvironmentObject var navigator: FlowNavigator<Screen>
        var body: some View {
          Button("Detail") { navigator.2️⃣push(.detail) }
          Button("Help") { navigator.3️⃣presentCover(.help) }
          Button("Back") { navigator.4️⃣goBack(2) }
          Button("Root") { navigator.5️⃣goBackToRoot() }
          Button("Home") { navigator.6️⃣goBackTo(.home) }
          Button("Close") { navigator.7️⃣dismiss() }
        }
      }

      struct HelpView: View { let onClose: () -> Void; var body: some View { EmptyView() } }
      """)
    let graph = extract(source).graph
    XCTAssertEqual(graph.coordinators.first?.generation, "0.1-0.4")
    XCTAssertEqual(graph.coordinators.first?.navigation, .yes)
    assertEdge(graph, "AppCoordinator.home", "AppCoordinator.list", .sheet, at: source["1️⃣"], withNavigation: true)
    // ListView is built for two screens: each gets its own edge.
    assertEdge(graph, "AppCoordinator.list", "AppCoordinator.detail", .push, at: source["2️⃣"])
    assertEdge(graph, "AppCoordinator.detail", "AppCoordinator.detail", .push, at: source["2️⃣"])
    assertEdge(graph, "AppCoordinator.list", "AppCoordinator.help", .cover, at: source["3️⃣"])
    assertBack(graph, "AppCoordinator.list", .goBack, at: source["4️⃣"], count: 2)
    assertBack(graph, "AppCoordinator.list", .goBackToRoot, at: source["5️⃣"])
    assertBack(graph, "AppCoordinator.list", .goBackTo, at: source["6️⃣"])
    assertBack(graph, "AppCoordinator.detail", .dismiss, at: source["7️⃣"])
    assertBack(graph, "AppCoordinator.help", .dismissAll, at: source["8️⃣"])
  }

  func testRouteArraysAppendAndStaging() {
    let source = Marked("""
      import FlowStacks
      import SwiftUI

      enum Screen { case home, a, b, c, d, e }

      final class FlowViewModel: ObservableObject {
        @Published var routes: Routes<Screen> = [.root(.home)]

        func deepLink() {
          routes = [.root(.home), 1️⃣.push(.a), 2️⃣.sheet(.b, embedInNavigationView: true)]
        }

        func addOne() {
          routes.3️⃣append(.push(.c))
        }

        func stagedReset() {
          $routes.withDelaysIfUnsupported { $0.4️⃣goBackToRoot() }
        }

        func stagedSteps() {
          RouteSteps.withDelaysIfUnsupported(self, \\.routes) {
            $0.5️⃣push(.d)
            $0.6️⃣presentSheet(.e)
          }
        }

        func reset() {
          7️⃣routes = [.root(.home)]
        }
      }
      """)
    let graph = extract(source).graph
    let a = assertEdge(graph, "FlowViewModel", "FlowViewModel.a", .setRoutes, at: source["1️⃣"])
    let b = assertEdge(graph, "FlowViewModel", "FlowViewModel.b", .setRoutes, at: source["2️⃣"], withNavigation: true)
    XCTAssertNotNil(a?.group)
    XCTAssertEqual(a?.group, b?.group)
    assertEdge(graph, "FlowViewModel", "FlowViewModel.c", .push, at: source["3️⃣"])
    let backs = graph.backActions.filter { $0.action == .goBackToRoot }.map(\.location)
    XCTAssertEqual(backs, [source["4️⃣"], source["7️⃣"]], "routes = [.root(initial)] goes back to root")
    XCTAssertEqual(graph.backActions.filter { $0.action == .goBackToRoot }.map(\.staged), [true, nil], "only the first is staged")
    let staged = graph.edges.filter { $0.location == source["5️⃣"] || $0.location == source["6️⃣"] }
    XCTAssertEqual(staged.map(\.kind), [.push, .sheet])
    XCTAssertTrue(staged.allSatisfy(\.staged), "RouteSteps.withDelaysIfUnsupported stages the update")
    XCTAssertEqual(Set(staged.compactMap(\.group)).count, 1)
    XCTAssertFalse(a?.staged ?? true)
    XCTAssertEqual(graph.coordinators.first?.navigation, NavigationContainer.no)
  }

  func testShowingFixedRootAndViewModelCallbacksInRouteValues() {
    let source = Marked("""
      import FlowStacks
      import SwiftUI

      enum Screen { case list(ListViewModel), detail }

      final class ListViewModel: ObservableObject {
        let onSelect: () -> Void
        init(onSelect: @escaping () -> Void) { self.onSelect = onSelect }
      }

      struct ShowingCoordinator: View {
        @State var routes: Routes<Screen> = []

        var body: some View {
          StartView(onStart: { routes.1️⃣push(.list(.init(onSelect: showDetail))) })
            .showing($routes, embedInNavigationView: true) { screen, _ in
              switch screen {
              case .list(let vm): ListView(viewModel: vm)
              case .detail: EmptyView()
              }
            }
        }

        func showDetail() { routes.2️⃣push(.detail) }
      }
      struct StartView: View { let onStart: () -> Void; var body: some View { EmptyView() } }
      struct ListView: View { @ObservedObject var viewModel: ListViewModel; var body: some View { EmptyView() } }
      """)
    let graph = extract(source).graph
    XCTAssertEqual(graph.coordinators.first?.roots, ["ShowingCoordinator.root"])
    XCTAssertEqual(graph.coordinators.first?.navigation, .yes)
    XCTAssertEqual(graph.screen("ShowingCoordinator.root")?.views, ["StartView"])
    assertEdge(graph, "ShowingCoordinator.root", "ShowingCoordinator.list", .push, at: source["1️⃣"])
    // `showDetail` is passed into the list screen's view model inside the route value.
    assertEdge(graph, "ShowingCoordinator.list", "ShowingCoordinator.detail", .push, at: source["2️⃣"])
  }
}

extension RouterCallFormTests {
  /// Going back to the root across a cover over a sheet: reported unless the library stages it.
  func testStagedGoBackAcrossPresentedLayersIsNotAMultiStepTransition() {
    let source = Marked("""
      import FlowStacks
      import SwiftUI

      enum Screen { case home, recipe, timer }

      final class CoordinatorModel: ObservableObject {
        @Published var routes: Routes<Screen> = [.root(.home, embedInNavigationView: true)]
        func showRecipe() { routes.presentSheet(.recipe, embedInNavigationView: true) }
        func startTimer() { routes.presentCover(.timer) }
        func close() { RouteSteps.withDelaysIfUnsupported(self, \\.routes) { $0.1️⃣goBackToRoot() } }
        func closeNow() { routes.2️⃣goBackToRoot() }
      }

      struct Coordinator: View {
        @ObservedObject var model: CoordinatorModel
        var body: some View {
          Router($model.routes) { screen, _ in
            switch screen {
            case .home: HomeView(onNext: model.showRecipe)
            case .recipe: HomeView(onNext: model.startTimer)
            case .timer: TimerView(onDone: model.close, onQuit: model.closeNow)
            }
          }
        }
      }

      struct HomeView: View { let onNext: () -> Void; var body: some View { Button("Next", action: onNext) } }
      struct TimerView: View {
        let onDone: () -> Void
        let onQuit: () -> Void
        var body: some View { Button("Done", action: onDone) }
      }
      """)
    let graph = extract(source).graph
    XCTAssertEqual(graph.backActions.map { "\($0.screen) \($0.staged == true)" }, ["CoordinatorModel.timer true", "CoordinatorModel.timer false"])
    let findings = Linter(options: LintOptions()).lint(graph, sources: [:]).findings.filter { $0.rule == "multi-step-transition" }
    XCTAssertEqual(findings.map(\.location), [source["2️⃣"]])
  }
}

/// `routes.dismiss(); routes.push(.receipt)` in one method: FlowStacks' `dismiss` removes the presented route (and what
/// was pushed on it), so the push is made on the screen that presented it, which has navigation; `goBack(); push`
/// likewise on the screen under. Calls in the two branches of an `if` are not one after the other.
final class AddAfterBackTests: XCTestCase {
  func testAnAddAfterADismissStartsFromThePresentingScreen() {
    let file = LibraryMarkers("Shop.swift", """
      import FlowStacks
      import SwiftUI

      enum Screen: Hashable { case catalog, item, buy, receipt, help }
      final class Shop: ObservableObject {
        @Published var routes: Routes<Screen> = [.root(.catalog, embedInNavigationView: true)]
        func open() { routes.push(.item) }
        func buy() { routes.presentSheet(.buy) }
        func paid() {
          routes.dismiss()
          routes.1️⃣push(.receipt)
        }
        func paidStaged() {
          RouteSteps.withDelaysIfUnsupported(self, \\.routes) {
            $0.dismiss()
            $0.2️⃣push(.receipt)
          }
        }
        func replace() {
          routes.goBack()
          routes.3️⃣presentSheet(.help)
        }
        func either(_ close: Bool) {
          if close { routes.dismiss() } else { routes.4️⃣push(.help) }
        }
      }
      struct ShopFlow: View {
        @StateObject var shop = Shop()
        var body: some View {
          Router($shop.routes) { screen, _ in
            switch screen {
            case .catalog: Button("open") { shop.open() }
            case .item: Button("buy") { shop.buy() }
            case .buy: VStack { Button("paid") { shop.paid() }; Button("paid2") { shop.paidStaged() }; Button("x") { shop.either(true) } }
            case .receipt: Button("replace") { shop.replace() }
            case .help: Text("help")
            }
          }
        }
      }
      """)
    let graph = LibraryMarkers.read([file]).graph
    let edges = { (marker: String) in graph.edges(at: file[marker]).map { "\($0.from) \($0.kind.rawValue) \($0.to)" } }
    XCTAssertEqual(edges("1"), ["Shop.item push Shop.receipt"])
    XCTAssertEqual(edges("2"), ["Shop.item push Shop.receipt"])
    XCTAssertEqual(edges("3"), ["Shop.item sheet Shop.help"])
    XCTAssertEqual(edges("4"), ["Shop.buy push Shop.help"])
    let findings = Linter(options: LintOptions()).lint(graph, sources: [:]).findings
    XCTAssertEqual(findings.filter { $0.rule == "push-without-navigation" }.map(\.location), [file["4"]])
  }
}
