import XCTest

@testable import FlowGraph

/// A screen built by a static factory (`case .root: Screens.home(navigator: coordinator)`): the factory's code runs
/// where it is called, so the view model it builds, and the coordinator methods that model calls, belong to the
/// screens calling the factory, not to the coordinator with its screen unknown.
final class StaticFactoryAttributionTests: XCTestCase {
  func testAFactoryOfANamespaceTypeBuildsTheModelOfTheScreenCallingIt() {
    let coordinator = Marked("""
      import FlowStacks
      import SwiftUI

      enum ShopScreen { case catalog, basket, receipt, help }

      protocol CatalogNavigating: AnyObject { func openBasket() }
      protocol BasketNavigating: AnyObject { func checkOut() }

      final class ShopCoordinator: ObservableObject, CatalogNavigating, BasketNavigating {
        @Published var routes: Routes<ShopScreen> = [.root(.catalog, embedInNavigationView: true)]
        func openBasket() { routes.1️⃣push(.basket) }
        func checkOut() { routes.2️⃣presentSheet(.receipt) }
        func askForHelp() { routes.3️⃣presentSheet(.help) }
      }

      struct ShopCoordinatorView: View {
        @ObservedObject var coordinator: ShopCoordinator
        var body: some View {
          Router($coordinator.routes) { screen, _ in
            switch screen {
            case .catalog: ShopPages.catalog(navigator: coordinator)
            case .basket: ShopPages.basket(navigator: coordinator)
            case .receipt: Text("Thanks")
            case .help: Text("Help")
            }
          }
        }
      }
      """, path: "Shop.swift")
    let pages = Marked("""
      import SwiftUI

      struct ShopPages {
        @MainActor static func catalog(navigator: CatalogNavigating) -> some View {
          CatalogView(model: CatalogModel(navigator: navigator))
        }
      }

      extension ShopPages {
        @MainActor static func basket(navigator: BasketNavigating) -> some View {
          BasketView(model: BasketModel(navigator: navigator))
        }
      }

      final class CatalogModel: ObservableObject {
        private weak var navigator: CatalogNavigating?
        init(navigator: CatalogNavigating) { self.navigator = navigator }
        func basketTapped() { navigator?.openBasket() }
      }

      final class BasketModel: ObservableObject {
        private let navigator: BasketNavigating
        init(navigator: BasketNavigating) { self.navigator = navigator }
        func payTapped() { navigator.checkOut() }
      }

      struct CatalogView: View {
        @StateObject var model: CatalogModel
        var body: some View { Button("Basket") { model.basketTapped() } }
      }

      struct BasketView: View {
        @StateObject var model: BasketModel
        var body: some View { Button("Pay") { model.payTapped() } }
      }
      """, path: "Pages.swift")
    let graph = extract(coordinator, pages).graph
    XCTAssertEqual(graph.screen("ShopCoordinator.catalog")?.views, ["CatalogView"])
    assertEdge(graph, "ShopCoordinator.catalog", "ShopCoordinator.basket", .push, at: coordinator["1️⃣"])
    assertEdge(graph, "ShopCoordinator.basket", "ShopCoordinator.receipt", .sheet, at: coordinator["2️⃣"])
    // Nothing calls `askForHelp`: still the coordinator's own, its screen not known.
    assertEdge(graph, "ShopCoordinator", "ShopCoordinator.help", .sheet, at: coordinator["3️⃣"])
    XCTAssertEqual(graph.edges.filter { $0.kind != .embed }.count, 3)
  }

  /// Static methods of the same name on two types: each type's code belongs to the screens calling it on that type.
  func testSameNamedFactoriesOfTwoTypesKeepTheirOwnCallers() {
    let app = Marked("""
      import FlowStacks
      import SwiftUI

      enum Screen { case inbox, archive, message }

      final class MailCoordinator: ObservableObject {
        @Published var routes: Routes<Screen> = [.root(.inbox, embedInNavigationView: true)]
        func open() { routes.1️⃣push(.message) }
      }

      struct MailCoordinatorView: View {
        @StateObject var coordinator = MailCoordinator()
        var body: some View {
          Router($coordinator.routes) { screen, _ in
            switch screen {
            case .inbox: InboxFactory.make(coordinator: coordinator)
            case .archive: ArchiveFactory.make()
            case .message: Text("Message")
            }
          }
        }
      }

      enum InboxFactory {
        static func make(coordinator: MailCoordinator) -> some View { InboxView(model: InboxModel(coordinator: coordinator)) }
      }

      enum ArchiveFactory {
        static func make() -> some View { Text("Archive") }
      }

      final class InboxModel: ObservableObject {
        let coordinator: MailCoordinator
        init(coordinator: MailCoordinator) { self.coordinator = coordinator }
        func rowTapped() { coordinator.open() }
      }

      struct InboxView: View {
        @ObservedObject var model: InboxModel
        var body: some View { Button("Open") { model.rowTapped() } }
      }
      """, path: "Mail.swift")
    let graph = extract(app).graph
    assertEdge(graph, "MailCoordinator.inbox", "MailCoordinator.message", .push, at: app["1️⃣"])
    XCTAssertEqual(graph.edges.filter { $0.kind == .push }.map(\.from), ["MailCoordinator.inbox"])
  }

  /// Stinsen: a route's factory method calls a static factory handing it the coordinator through a protocol.
  func testAStinsenRouteFactoryCallingAStaticFactory() {
    let app = Marked("""
      import Stinsen
      import SwiftUI

      protocol ProfileRouting: AnyObject { func openSettings() }

      final class MainCoordinator: NavigationCoordinatable {
        let stack = NavigationStack(initial: \\MainCoordinator.start)
        @Root var start = makeStart
        @Route(.push) var settings = makeSettings

        @ViewBuilder func makeStart() -> some View { Screens.profile(routing: self) }
        @ViewBuilder func makeSettings() -> some View { Text("Settings") }
      }

      extension MainCoordinator: ProfileRouting {
        func openSettings() { 1️⃣route(to: \\.settings) }
      }

      enum Screens {
        static func profile(routing: ProfileRouting) -> some View { ProfileView(model: ProfileModel(routing: routing)) }
      }

      final class ProfileModel: ObservableObject {
        private weak var routing: ProfileRouting?
        init(routing: ProfileRouting) { self.routing = routing }
        func settingsTapped() { routing?.openSettings() }
      }

      struct ProfileView: View {
        @StateObject var model: ProfileModel
        var body: some View { Button("Settings") { model.settingsTapped() } }
      }
      """, path: "Main.swift")
    let graph = extract(app).graph
    assertEdge(graph, "MainCoordinator.start", "MainCoordinator.settings", .push, at: app["1️⃣"])
  }
}
