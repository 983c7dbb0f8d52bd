import ComposableArchitecture
import SwiftUI

@main
struct TodoApp: App {
  let store = Store(initialState: RootFeature.State()) { RootFeature() }

  var body: some Scene {
    WindowGroup {
      RootView(store: store)
        .onOpenURL { url in
          if let id = Int(url.lastPathComponent) { store.send(.main(.openItem(id))) }
        }
    }
  }
}
