// Code-level lint mistakes, one per rule that reads Swift code (the .flow.yml files beside this folder carry the
// graph-level ones). `flowviz lint Samples/Lint` reports each at its line.
import Stinsen
import SwiftUI

@main
struct MistakesApp: App {
  var body: some Scene {
    WindowGroup {
      TabView {
        ShopView()
          .tabItem { Text("Shop") }
        OrderFlow()
          .tabItem { Text("Order") }
        ProfileCoordinatorView(store: .init(initialState: .init()) { ProfileCoordinator() })
          .tabItem { Text("Profile") }
        NavigationViewCoordinator(HelpCoordinator()).view()
          .tabItem { Text("Help") }
        SessionCoordinatorView(store: .init(initialState: .init()) { SessionCoordinator() })
          .tabItem { Text("Session") }
      }
    }
  }
}
