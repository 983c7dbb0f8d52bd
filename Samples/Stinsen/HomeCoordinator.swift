import Stinsen
import SwiftUI

final class HomeCoordinator: NavigationCoordinatable {
  let stack = NavigationStack(initial: \HomeCoordinator.start)

  @Root var start = makeStart
  @Route(.push) var settings = makeSettings

  @ViewBuilder func makeStart() -> some View {
    HomeScreen()
  }

  func makeSettings() -> SettingsCoordinator {
    SettingsCoordinator()
  }
}

struct HomeScreen: View {
  @EnvironmentObject var tabs: AuthenticatedCoordinator.Router
  @EnvironmentObject var router: HomeCoordinator.Router
  let favorites: [Todo] = []

  var body: some View {
    List(favorites) { todo in
      Button(todo.name) {
        tabs
          .focusFirst(\.todos)
          .child
          .popToRoot()
          .route(to: \.todo, todo.id)
      }
    }
    .toolbar {
      Button("Settings") { router.route(to: \.settings) }
    }
  }
}
