import Stinsen
import SwiftUI

final class TodosCoordinator: NavigationCoordinatable {
  let stack = NavigationStack(initial: \TodosCoordinator.start)

  @Root var start = makeStart
  @Route(.push) var todo = makeTodo
  @Route(.modal) var createTodo = makeCreateTodo
  #if os(iOS)
  @Route(.fullScreen) var photo = makePhoto
  #else
  @Route(.modal) var photo = makePhoto
  #endif

  @ViewBuilder func makeStart() -> some View {
    TodosScreen()
  }

  @ViewBuilder func makeTodo(id: UUID) -> some View {
    TodoScreen(id: id)
  }

  func makeCreateTodo() -> NavigationViewCoordinator<CreateTodoCoordinator> {
    NavigationViewCoordinator(CreateTodoCoordinator())
  }

  @ViewBuilder func makePhoto() -> some View {
    PhotoScreen()
  }
}

struct TodosScreen: View {
  @EnvironmentObject var todosRouter: TodosCoordinator.Router

  var body: some View {
    List {
      Text("Todos")
    }
    .toolbar {
      Button("New") { todosRouter.route(to: \.createTodo) }
    }
  }
}

struct TodoScreen: View {
  @EnvironmentObject var router: TodosCoordinator.Router
  let id: UUID

  var body: some View {
    VStack {
      Button("Photo") { router.route(to: \.photo) }
      Button("Back") { router.popLast() }
    }
  }
}

struct PhotoScreen: View {
  @EnvironmentObject var router: TodosCoordinator.Router

  var body: some View {
    Button("Close") { router.popLast() }
  }
}
