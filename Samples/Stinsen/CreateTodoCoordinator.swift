import Stinsen
import SwiftUI

final class CreateTodoCoordinator: NavigationCoordinatable {
  let stack = NavigationStack(initial: \CreateTodoCoordinator.start)

  @Root var start = makeStart
  @Route(.push) var details = makeDetails

  @ViewBuilder func makeStart() -> some View {
    CreateTodoScreen()
  }

  @ViewBuilder func makeDetails() -> some View {
    CreateTodoDetailsScreen()
  }
}

struct CreateTodoScreen: View {
  @EnvironmentObject var router: CreateTodoCoordinator.Router

  var body: some View {
    Button("Next") { router.route(to: \.details) }
  }
}

struct CreateTodoDetailsScreen: View {
  @EnvironmentObject var router: CreateTodoCoordinator.Router

  var body: some View {
    Button("Save") { router.dismissCoordinator() }
  }
}
