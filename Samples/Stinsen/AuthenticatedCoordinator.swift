import Stinsen
import SwiftUI

/// The signed-in tabs.
final class AuthenticatedCoordinator: TabCoordinatable {
  var child = TabChild(startingItems: [\AuthenticatedCoordinator.home, \AuthenticatedCoordinator.todos, \AuthenticatedCoordinator.profile])

  @Route(tabItem: makeHomeTab) var home = makeHome
  @Route(tabItem: makeTodosTab) var todos = makeTodos
  @Route(tabItem: makeProfileTab, onTapped: onProfileTapped) var profile = makeProfile

  func makeHome() -> NavigationViewCoordinator<HomeCoordinator> {
    NavigationViewCoordinator(HomeCoordinator())
  }

  @ViewBuilder func makeHomeTab(isActive: Bool) -> some View {
    Image(systemName: "house")
  }

  func makeTodos() -> NavigationViewCoordinator<TodosCoordinator> {
    NavigationViewCoordinator(TodosCoordinator())
  }

  @ViewBuilder func makeTodosTab(isActive: Bool) -> some View {
    Image(systemName: "list.bullet")
  }

  @ViewBuilder func makeProfile() -> some View {
    ProfileScreen()
  }

  @ViewBuilder func makeProfileTab(isActive: Bool) -> some View {
    Image(systemName: "person")
  }

  func onProfileTapped(_ isRepeat: Bool, coordinator: ProfileScreen) {}
}
