import ComposableArchitecture
import SwiftUI

/// A TabView of two routers. The selected tab is reducer state: the tab bar sends `tabSelected`, and a deep link
/// selects the to-do tab and pushes into its routes from here, the parent.
@Reducer
struct MainTabs {
  enum Tab: Hashable { case todos, inbox }

  @ObservableState
  struct State: Equatable {
    var todos = TodoCoordinator.State()
    var inbox = InboxCoordinator.State()
    var selectedTab = Tab.todos
  }

  enum Action {
    case todos(TodoCoordinator.Action)
    case inbox(InboxCoordinator.Action)
    case tabSelected(Tab)
    case openItem(Int)
  }

  var body: some ReducerOf<Self> {
    Scope(state: \.todos, action: \.todos) { TodoCoordinator() }
    Scope(state: \.inbox, action: \.inbox) { InboxCoordinator() }
    Reduce { state, action in
      switch action {
      case let .tabSelected(tab):
        state.selectedTab = tab
      case .inbox(.router(.routeAction(_, action: .message(.openTodoTapped(let id))))):
        state.selectedTab = .todos
        state.todos.routes.push(.detail(.init(id: id)))
      case let .openItem(id):
        state.selectedTab = .todos
        // The list and the item: more than SwiftUI takes in one update, so TCACoordinators stages it.
        return .routeWithDelaysIfUnsupported(state.todos.routes, action: \.todos.router) {
          $0.goBackToRoot()
          $0.push(.list(.init()))
          $0.push(.detail(.init(id: id)))
        }
      default:
        break
      }
      return .none
    }
  }
}

struct MainTabsView: View {
  @Bindable var store: StoreOf<MainTabs>

  var body: some View {
    TabView(selection: $store.selectedTab.sending(\.tabSelected)) {
      TodoCoordinatorView(store: store.scope(state: \.todos, action: \.todos))
        .tabItem { Label("To-dos", systemImage: "checklist") }
        .tag(MainTabs.Tab.todos)
      InboxCoordinatorView(store: store.scope(state: \.inbox, action: \.inbox))
        .tabItem { Label("Inbox", systemImage: "tray") }
        .tag(MainTabs.Tab.inbox)
    }
  }
}
