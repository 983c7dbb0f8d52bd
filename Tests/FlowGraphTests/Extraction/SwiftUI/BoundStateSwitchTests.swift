import FlowGraph
import XCTest

/// A view switching between coordinators on its own state hands a binding of that state to a view it builds (a side
/// menu, a splash screen): SwiftUI's `Binding` writes the value it was made from, so an assignment in that view
/// (`index = 2` with `@Binding var index: Int`) switches the host's roots, from the option showing the view where
/// one does. Followed through views that hand the binding on; a parameter that is not a `@Binding` is a copy.
final class BoundStateSwitchTests: XCTestCase {
  private let coordinators = LibraryMarkers("Coordinators.swift", """
    import FlowStacks
    import SwiftUI

    enum FeedScreen: Hashable { case list }
    struct FeedCoordinator: View {
      @State var routes: Routes<FeedScreen> = [.root(.list)]
      var body: some View { Router($routes) { _, _ in Text("feed") } }
    }
    enum ShopScreen: Hashable { case catalog }
    struct ShopCoordinator: View {
      @State var routes: Routes<ShopScreen> = [.root(.catalog)]
      var body: some View { Router($routes) { _, _ in Text("shop") } }
    }
    """)

  private func switches(_ files: [LibraryMarkers]) -> [String] {
    LibraryMarkers.read([coordinators] + files).graph.edges.filter { $0.kind == .rootSwitch || $0.kind == .tab }
      .map { "\($0.from) \($0.kind.rawValue) \($0.to) :\($0.location?.line ?? 0)" }.sorted()
  }

  func testASideMenuSettingTheHostsIndexThroughItsBinding() {
    let menu = LibraryMarkers("Menu.swift", """
      import SwiftUI

      struct SideMenu: View {
        @Binding var selection: Int
        @Binding var isOpen: Bool
        var body: some View {
          VStack {
            Button("Feed") { 1️⃣selection = 0; isOpen = false }
            Button("Shop") {
              self.2️⃣selection = 1
            }
          }
        }
      }
      """)
    let home = LibraryMarkers("Home.swift", """
      import SwiftUI

      struct HomeView: View {
        @State private var selection = 0
        @State private var isOpen = false
        var body: some View {
          ZStack {
            SideMenu(selection: $selection, isOpen: $isOpen)
            if selection == 0 { FeedCoordinator() } else if selection == 1 { ShopCoordinator() }
          }
        }
      }

      @main
      struct StoreApp: App {
        var body: some Scene { WindowGroup { HomeView() } }
      }
      """)
    XCTAssertEqual(switches([menu, home]), [
      "HomeView(selection) root-switch HomeView(selection).root:0 :\(menu["1"].line)",
      "HomeView(selection) root-switch HomeView(selection).root:1 :\(menu["2"].line)",
    ])
  }

  func testASplashShownByOneOptionSwitchesFromThatOption() {
    let splash = LibraryMarkers("Splash.swift", """
      import SwiftUI

      struct SplashView: View {
        @Binding var finished: Bool
        var body: some View {
          Text("…").onAppear {
            DispatchQueue.main.asyncAfter(deadline: .now() + 1) { 1️⃣finished = true }
          }
        }
      }
      """)
    let root = LibraryMarkers("Root.swift", """
      import SwiftUI

      struct RootView: View {
        @State private var finished = false
        var body: some View {
          if finished {
            FeedCoordinator()
          } else {
            SplashView(finished: $finished)
          }
        }
      }

      @main
      struct ReaderApp: App {
        var body: some Scene { WindowGroup { RootView() } }
      }
      """)
    XCTAssertEqual(switches([splash, root]), ["RootView(finished).root:false root-switch RootView(finished).root:true :\(splash["1"].line)"])
  }

  func testABindingHandedOnThroughAnotherViewAndATabSelection() {
    let views = LibraryMarkers("Tabs.swift", """
      import SwiftUI

      enum Tab: Hashable { case feed, shop }

      struct TabsView: View {
        @State private var tab: Tab = .feed
        var body: some View {
          VStack {
            TabView(selection: $tab) {
              FeedCoordinator().tag(Tab.feed)
              ShopCoordinator().tag(Tab.shop)
            }
            Toolbar(tab: $tab)
          }
        }
      }

      struct Toolbar: View {
        @Binding var tab: Tab
        var body: some View { ShopButton(current: $tab) }
      }

      struct ShopButton: View {
        @Binding var current: Tab
        var body: some View { Button("Shop") { 1️⃣current = .shop } }
      }

      @main
      struct ShopApp: App {
        var body: some Scene { WindowGroup { TabsView() } }
      }
      """)
    XCTAssertEqual(switches([views]), ["TabsView(TabView) tab TabsView(TabView).tab:shop :\(views["1"].line)"])
  }

  func testAValueHandedToAPlainParameterIsACopy() {
    let views = LibraryMarkers("Views.swift", """
      import SwiftUI

      struct Header: View {
        @State var selection: Int
        var body: some View { Button("Shop") { 1️⃣selection = 1 } }
      }

      struct HomeView: View {
        @State private var selection = 0
        var body: some View {
          VStack {
            Header(selection: selection)
            if selection == 0 { FeedCoordinator() } else { ShopCoordinator() }
          }
        }
      }

      @main
      struct StoreApp: App {
        var body: some Scene { WindowGroup { HomeView() } }
      }
      """)
    XCTAssertEqual(switches([views]).filter { $0.hasSuffix(":\(views["1"].line)") }, [])
  }
}
