import ComposableArchitecture
import SwiftUI
import TCACoordinators

@main
struct TodoApp: App {
  let store = Store(initialState: AppCoordinator.State()) { AppCoordinator() }

  var body: some Scene {
    WindowGroup {
      AppCoordinatorView(store: store)
        .onOpenURL { url in
          if let id = Int(url.lastPathComponent) { store.send(.deepLink(itemID: id)) }
        }
    }
  }
}
