import XCTest

@testable import FlowGraph

/// FlowStacks 0.6+: FlowStack, flowDestination (for/isPresented/item), FlowLink, FlowPath, navigators.
final class FlowStackCallFormTests: XCTestCase {
  func testFlowStackDestinationsLinksAndNavigators() {
    let source = Marked("""
      import FlowStacks
      import SwiftUI

      enum Screen: Hashable { case list, detail(Int), settings }

      struct AppCoordinator: View {
        @State var routes: [Route<Screen>] = []

        var body: some View {
          FlowStack($routes, withNavigation: true) {
            HomeView()
              .flowDestination(for: Screen.self) { screen in
                switch screen {
                case .list: ListView()
                case .detail(let n): DetailView(number: n)
                case .settings: SettingsView()
                }
              }
          }
        }
      }

      struct HomeView: View {
        var body: some View {
          3️⃣FlowLink(value: Screen.list, style: .push) { Text("List") }
          4️⃣FlowLink("Settings", value: Screen.settings, style: .sheet(withNavigation: true)) { Text("S") }
        }
      }

      struct ListView: View {
        @EnvironmentObject var navigator: FlowNavigator<Screen>
        var body: some View {
          Button("One") { navigator.1️⃣push(.detail(1)) }
          Button("Settings") { navigator.2️⃣presentSheet(.settings, withNavigation: true) }
        }
      }

      struct DetailView: View {
        let number: Int
        @EnvironmentObject var navigator: FlowNavigator<Screen>
        var body: some View { Button("Up") { navigator.5️⃣popToCurrentNavigationRoot() } }
      }

      struct SettingsView: View {
        @State var showsAbout = false
        var body: some View {
          Button("About") { showsAbout = true }
            .6️⃣flowDestination(isPresented: $showsAbout, style: .cover) { AboutView() }
        }
      }
      struct AboutView: View { var body: some View { EmptyView() } }
      """)
    let graph = extract(source).graph
    let coordinator = graph.coordinator("AppCoordinator")
    XCTAssertEqual(coordinator?.generation, "0.6+")
    XCTAssertEqual(coordinator?.navigation, .yes)
    XCTAssertEqual(coordinator?.roots, ["AppCoordinator.root"])
    XCTAssertEqual(graph.screen("AppCoordinator.root")?.views, ["HomeView"])
    let push = assertEdge(graph, "AppCoordinator.list", "AppCoordinator.detail", .push, at: source["1️⃣"])
    XCTAssertEqual(push?.staged, true, "FlowStack stages updates itself")
    assertEdge(graph, "AppCoordinator.list", "AppCoordinator.settings", .sheet, at: source["2️⃣"], withNavigation: true)
    assertEdge(graph, "AppCoordinator.root", "AppCoordinator.list", .push, at: source["3️⃣"])
    assertEdge(graph, "AppCoordinator.root", "AppCoordinator.settings", .sheet, at: source["4️⃣"], withNavigation: true)
    assertBack(graph, "AppCoordinator.detail", .popToCurrentNavigationRoot, at: source["5️⃣"])
    assertEdge(graph, "AppCoordinator.settings", "AppCoordinator.AboutView", .cover, at: source["6️⃣"])
  }

  func testFlowPathTypesAndPathNavigator() {
    let source = Marked("""
      import FlowStacks
      import SwiftUI

      struct NumbersCoordinator: View {
        @State var path = FlowPath()

        var body: some View {
          FlowStack($path, withNavigation: true) {
            StartView()
              .flowDestination(for: Int.self) { n in NumberView(number: n) }
              .flowDestination(for: Word.self) { w in WordView(word: w) }
          }
        }
      }
      struct Word: Hashable { var text: String }
      struct StartView: View {
        @EnvironmentObject var navigator: FlowPathNavigator
        var body: some View { Button("1") { navigator.1️⃣push(1) } }
      }
      struct NumberView: View {
        let number: Int
        @EnvironmentObject var navigator: FlowPathNavigator
        var body: some View {
          Button("word") { navigator.2️⃣push(Word(text: "one")) }
          Button("random") { navigator.3️⃣push(randomValue()) }
        }
        func randomValue() -> Int { 4 }
      }
      struct WordView: View { let word: Word; var body: some View { EmptyView() } }
      """)
    let graph = extract(source).graph
    assertEdge(graph, "NumbersCoordinator.root", "NumbersCoordinator.Int", .push, at: source["1️⃣"])
    assertEdge(graph, "NumbersCoordinator.Int", "NumbersCoordinator.Word", .push, at: source["2️⃣"])
    XCTAssertEqual(graph.screen("NumbersCoordinator.Int")?.views, ["NumberView"])
    XCTAssertEqual(graph.screen("NumbersCoordinator.Word")?.views, ["WordView"])
    // `randomValue() -> Int`: the declared return type is the pushed screen.
    assertEdge(graph, "NumbersCoordinator.Int", "NumbersCoordinator.Int", .push, at: source["3️⃣"])
    XCTAssertEqual(graph.unresolved, [])
  }

  func testChildCoordinatorsAndNestedFlowStackWithoutBinding() {
    let parent = Marked("""
      import FlowStacks
      import SwiftUI

      enum Screen: Hashable { case home, checkout, help }

      struct ShopCoordinator: View {
        @State var routes: Routes<Screen> = [.root(.home, embedInNavigationView: true)]
        var body: some View {
          Router($routes) { screen, _ in
            switch screen {
            case .home: HomeView(onBuy: { routes.1️⃣presentSheet(.checkout) }, onHelp: { routes.2️⃣push(.help) })
            case .checkout: CheckoutCoordinator()
            case .help: HelpView()
            }
          }
        }
      }
      struct HomeView: View { let onBuy: () -> Void; let onHelp: () -> Void; var body: some View { EmptyView() } }
      """, path: "Shop.swift")
    let child = Marked("""
      import FlowStacks
      import SwiftUI

      struct CheckoutCoordinator: View {
        enum Step: Hashable { case cart, pay }
        @State var routes: [Route<Step>] = []
        var body: some View {
          FlowStack($routes, withNavigation: true) {
            CartView().flowDestination(for: Step.self) { _ in EmptyView() }
          }
        }
      }
      struct CartView: View {
        @EnvironmentObject var navigator: FlowNavigator<CheckoutCoordinator.Step>
        var body: some View { Button("Pay") { navigator.3️⃣push(.pay) } }
      }
      struct HelpView: View {
        var body: some View {
          FlowStack(withNavigation: false) { TopicView() }
        }
      }
      struct TopicView: View {
        @EnvironmentObject var navigator: FlowNavigator<Screen>
        var body: some View { Button("Home") { navigator.4️⃣goBackToRoot() } }
      }
      """, path: "Checkout.swift")
    let graph = extract(parent, child).graph
    XCTAssertEqual(graph.coordinators.map(\.id), ["CheckoutCoordinator", "ShopCoordinator"])
    // The sheet to the checkout screen attaches the child coordinator with the sheet's kind.
    assertEdge(graph, "ShopCoordinator.home", "CheckoutCoordinator", .sheet, at: parent["1️⃣"])
    XCTAssertEqual(graph.parents()["CheckoutCoordinator"], "ShopCoordinator")
    XCTAssertEqual(graph.screen("ShopCoordinator.checkout")?.views, ["CheckoutCoordinator"])
    assertEdge(graph, "CheckoutCoordinator.root", "CheckoutCoordinator.pay", .push, at: child["3️⃣"])
    // A FlowStack without a binding is no coordinator: its screens act on the parent's routes.
    assertEdge(graph, "ShopCoordinator.home", "ShopCoordinator.help", .push, at: parent["2️⃣"])
    assertBack(graph, "ShopCoordinator.help", .goBackToRoot, at: child["4️⃣"])
  }

  func testPlatformBranches() {
    let source = Marked("""
      import FlowStacks
      import SwiftUI
      enum Screen: Hashable { case home, a, b }
      struct C: View {
        @State var routes: [Route<Screen>] = [.root(.home)]
        var body: some View { FlowStack($routes) { EmptyView() } }
        func go() {
          #if os(iOS) || os(visionOS)
          routes.1️⃣presentCover(.a)
          #else
          routes.2️⃣presentSheet(.b)
          #endif
        }
      }
      """)
    let graph = extract(source).graph
    XCTAssertEqual(assertEdge(graph, "C", "C.a", .cover, at: source["1️⃣"])?.platforms, ["iOS", "visionOS"])
    XCTAssertEqual(assertEdge(graph, "C", "C.b", .sheet, at: source["2️⃣"])?.platforms, ["!iOS", "!visionOS"])
  }

  func testItemDestinationsBindingsAndMissingDestinations() {
    let source = Marked("""
      import FlowStacks
      import SwiftUI

      struct Receipt: Identifiable, Hashable { var id: Int }
      struct Coupon: Hashable { var code: String }

      struct StoreCoordinator: View {
        @State var path = FlowPath()
        var body: some View {
          FlowStack($path, withNavigation: true) {
            CartView(path: $path)
              .flowDestination(for: Int.self) { n in ItemView(number: n) }
          }
        }
      }
      struct CartView: View {
        @Binding var path: FlowPath
        @State var receipt: Receipt?
        var body: some View {
          Button("Item") { path.1️⃣push(3) }
          Button("Coupon") { path.2️⃣push(Coupon(code: "A")) }
            .3️⃣flowDestination(item: $receipt, style: .sheet) { receipt in ReceiptView(receipt: receipt) }
        }
      }
      struct ItemView: View { let number: Int; var body: some View { EmptyView() } }
      struct ReceiptView: View { let receipt: Receipt; var body: some View { EmptyView() } }
      """)
    let graph = extract(source).graph
    assertEdge(graph, "StoreCoordinator.root", "StoreCoordinator.Int", .push, at: source["1️⃣"])
    assertEdge(graph, "StoreCoordinator.root", "StoreCoordinator.Coupon", .push, at: source["2️⃣"])
    assertEdge(graph, "StoreCoordinator.root", "StoreCoordinator.ReceiptView", .sheet, at: source["3️⃣"])
    XCTAssertEqual(graph.screen("StoreCoordinator.Int")?.handled, true)
    XCTAssertEqual(graph.screen("StoreCoordinator.ReceiptView")?.handled, true)
    // Nothing builds a view for a pushed Coupon: FlowStacks would stop with "No view builder found for type".
    XCTAssertEqual(graph.screen("StoreCoordinator.Coupon")?.handled, false)
  }

  func testNavigationContainerOfEachCoordinator() {
    let source = Marked("""
      import FlowStacks
      import SwiftUI
      enum Screen: Hashable { case home, child, modal }
      struct Outer: View {
        @State var routes: [Route<Screen>] = []
        var body: some View {
          NavigationStack { FlowStack($routes) { Button("go") { routes.push(.child) } ; Button("modal") { routes.presentSheet(.modal) } } }
            .flowDestination(for: Screen.self) { s in
              switch s {
              case .home: EmptyView()
              case .child: Pushed()
              case .modal: Presented()
              }
            }
        }
      }
      struct Pushed: View {
        enum Step: Hashable { case one }
        @State var routes: [Route<Step>] = []
        var body: some View { FlowStack($routes) { EmptyView() } }
      }
      struct Presented: View {
        enum Step: Hashable { case one }
        @State var routes: [Route<Step>] = []
        var body: some View { FlowStack($routes) { EmptyView() } }
      }
      """)
    let graph = extract(source).graph
    XCTAssertEqual(graph.coordinator("Outer")?.navigation, .yes, "a NavigationStack around the FlowStack")
    XCTAssertEqual(graph.coordinator("Pushed")?.navigation, .inherited, "pushed into the parent's stack")
    XCTAssertEqual(graph.coordinator("Presented")?.navigation, NavigationContainer.no, "a sheet without navigation")
    XCTAssertEqual(graph.edges(from: "Outer.root", to: "Presented").map(\.kind), [.sheet])
  }
}
