import Combine
import Stinsen
import SwiftUI

/// Switches between the signed-out and signed-in flows; handles deep links.
final class MainCoordinator: NavigationCoordinatable {
  let stack = Stinsen.NavigationStack(initial: \MainCoordinator.unauthenticated)

  @Root var unauthenticated = makeUnauthenticated
  @Root var authenticated = makeAuthenticated

  private var cancellable: AnyCancellable?

  init() {
    cancellable = AuthService.shared.$user.sink { [weak self] user in
      if user != nil {
        self?.root(\.authenticated)
      } else {
        self?.root(\.unauthenticated)
      }
    }
  }

  func makeUnauthenticated() -> NavigationViewCoordinator<UnauthenticatedCoordinator> {
    NavigationViewCoordinator(UnauthenticatedCoordinator())
  }

  func makeAuthenticated() -> AuthenticatedCoordinator {
    AuthenticatedCoordinator()
  }

  @ViewBuilder func customize(_ view: AnyView) -> some View {
    view.onOpenURL { url in
      if let coordinator = self.hasRoot(\.authenticated), let id = TodoLink(url: url)?.id {
        coordinator
          .focusFirst(\.todos)
          .child
          .route(to: \.todo, id)
      }
    }
  }
}
