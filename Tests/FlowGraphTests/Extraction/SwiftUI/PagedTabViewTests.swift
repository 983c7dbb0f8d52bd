import FlowGraph
import XCTest

/// `TabView { … }.tabViewStyle(.page)`: SwiftUI's paged style scrolls the pages inside the one screen that holds the
/// TabView and shows no tab bar, so its pages are neither tabs nor screens and choosing a page is not an edge. Only the
/// default (or an explicit tab-bar) style makes a TabView of coordinators, or one bound to a store, a tab coordinator.
final class PagedTabViewTests: XCTestCase {
  /// An onboarding feature, the first screen of a TCACoordinators app: the view binds the pager to the store's `page`,
  /// the reducer moves it on. `style` is the modifier chain after the TabView's closure.
  private func onboarding(style: String) -> LibraryMarkers {
    LibraryMarkers("Onboarding.swift", """
      import ComposableArchitecture
      import SwiftUI
      import TCACoordinators

      enum Page: Hashable, CaseIterable { case welcome, privacy, ready }

      @Reducer
      struct Onboarding {
        @ObservableState
        struct State: Equatable { var page: Page = .welcome }
        enum Action: BindableAction { case binding(BindingAction<State>); case nextTapped }
        var body: some ReducerOf<Self> {
          BindingReducer()
          Reduce { state, action in
            switch action {
            case .nextTapped:
              state.page = 1️⃣.privacy
              return .none
            case .binding: return .none
            }
          }
        }
      }

      struct AppScreen: Reducer {
        enum State: Equatable { case onboarding(Onboarding.State) }
        enum Action { case onboarding(Onboarding.Action) }
        var body: some ReducerOf<Self> { Scope(state: /State.onboarding, action: /Action.onboarding) { Onboarding() } }
      }
      struct AppCoordinator: Reducer {
        struct State: Equatable, IndexedRouterState { var routes: [Route<AppScreen.State>] = [.root(.onboarding(.init()))] }
        enum Action: IndexedRouterAction {
          case routeAction(Int, action: AppScreen.Action)
          case updateRoutes([Route<AppScreen.State>])
        }
        var body: some ReducerOf<Self> { Reduce { _, _ in .none }.forEachRoute { AppScreen() } }
      }
      struct AppCoordinatorView: View {
        let store: StoreOf<AppCoordinator>
        var body: some View {
          TCARouter(store) { screen in
            SwitchStore(screen) { _ in
              CaseLet(/AppScreen.State.onboarding, action: AppScreen.Action.onboarding, then: OnboardingView.init)
            }
          }
        }
      }

      struct OnboardingView: View {
        @Bindable var store: StoreOf<Onboarding>
        var body: some View {
          VStack {
            TabView(selection: $store.page) {
              Text("Welcome").tag(Page.welcome)
              Text("Privacy").tag(Page.privacy)
              Text("Ready").tag(Page.ready)
            }\(style)
            Button("Next") { store.send(.nextTapped) }
          }
        }
      }
      """)
  }

  func testAPagedTabViewBoundToAStoreIsNoTabCoordinator() {
    for style in [
      "\n.tabViewStyle(.page(indexDisplayMode: .never))", "\n.tabViewStyle(.page)", ".frame(height: 300).tabViewStyle(PageTabViewStyle())",
      ".tabViewStyle(PageTabViewStyle(indexDisplayMode: .always)).indexViewStyle(.page(backgroundDisplayMode: .always))",
    ] {
      let file = onboarding(style: style)
      let graph = LibraryMarkers.read([file]).graph
      XCTAssertEqual(graph.coordinators.filter { $0.kind == .tab }.map(\.id), [], style)
      XCTAssertEqual(graph.edges(at: file["1"]), [], style)
    }
  }

  /// The same TabView with the default style, or the tab-bar style named, is a tab bar: choosing a page is a tab edge.
  func testTheSameTabViewWithATabBarStyleStaysATabCoordinator() {
    for style in ["", "\n.tabViewStyle(.automatic)", ".tabViewStyle(DefaultTabViewStyle())"] {
      let file = onboarding(style: style)
      let graph = LibraryMarkers.read([file]).graph
      XCTAssertEqual(graph.coordinators.filter { $0.kind == .tab }.map(\.id), ["Onboarding(TabView)"], style)
      XCTAssertEqual(graph.edges(at: file["1"]).map(\.kind), [.tab], style)
    }
  }

  /// A paged TabView in the App whose pages are coordinators is no tab coordinator either: the app starts showing every
  /// page. The same TabView with the default style is one.
  func testAPagedTabViewOfCoordinatorsInTheAppIsNoTabCoordinator() {
    let app = LibraryMarkers("App.swift", """
      import FlowStacks
      import SwiftUI

      enum IntroScreen { case first }
      struct IntroCoordinator: View {
        @State var routes: Routes<IntroScreen> = [.root(.first)]
        var body: some View { Router($routes) { _, _ in Text("intro") } }
      }
      enum TourScreen { case stop }
      struct TourCoordinator: View {
        @State var routes: Routes<TourScreen> = [.root(.stop)]
        var body: some View { Router($routes) { _, _ in Text("tour") } }
      }

      @main
      struct PagerApp: App {
        @State var page = 0
        var body: some Scene {
          WindowGroup {
            TabView(selection: $page) {
              IntroCoordinator().tag(0)
              TourCoordinator().tag(1)
            }
            .tabViewStyle(.page(indexDisplayMode: .automatic))
          }
        }
      }
      """)
    let graph = LibraryMarkers.read([app]).graph
    XCTAssertEqual(graph.coordinators.filter { $0.kind == .tab }.map(\.id), [])
    XCTAssertEqual(graph.entryPoints.map(\.target), ["IntroCoordinator", "TourCoordinator"])
    let tabbed = LibraryMarkers("App.swift", app.text.replacingOccurrences(of: ".tabViewStyle(.page(indexDisplayMode: .automatic))", with: ""))
    XCTAssertEqual(LibraryMarkers.read([tabbed]).graph.coordinators.filter { $0.kind == .tab }.map(\.id), ["PagerApp(TabView)"])
  }
}
