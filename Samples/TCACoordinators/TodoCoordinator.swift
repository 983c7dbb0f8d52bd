import ComposableArchitecture
import SwiftUI
import TCACoordinators

@Reducer(state: .hashable)
enum TodoScreen {
  case home(HomeFeature)
  case list(ListFeature)
  case detail(DetailFeature)
  case photo(PhotoFeature)
  case settings(SettingsCoordinator)
}

/// The to-do tab: home with a list, details, a full-screen photo and settings.
@Reducer
struct TodoCoordinator {
  @ObservableState
  struct State: Equatable {
    var routes: IdentifiedArrayOf<Route<TodoScreen.State>> = [.root(.home(.init()), embedInNavigationView: true)]
  }

  enum Action {
    case router(IndexedRouterActionOf<TodoScreen>)
    case reset
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .router(.routeAction(_, action: .home(.listTapped))):
        state.routes.push(.list(.init()))
      case .router(.routeAction(_, action: .home(.settingsTapped))):
        state.routes.presentSheet(.settings(.init()))
      case .router(.routeAction(_, action: .list(.itemTapped(let id)))):
        state.routes.push(.detail(.init(id: id)))
      case .router(.routeAction(_, action: .detail(.photoTapped))):
        #if os(iOS)
        state.routes.presentCover(.photo(.init()))
        #else
        state.routes.presentSheet(.photo(.init()))
        #endif
      case .router(.routeAction(_, action: .photo(.closeTapped))):
        state.routes.dismiss()
      case .router(.routeAction(_, action: .detail(.doneTapped))):
        state.routes.goBackToRoot()
      case .reset:
        // Emptied and refilled: TCARouter shows the first route as the root, whatever its style.
        state.routes.removeAll()
        state.routes.push(.home(.init()))
      default:
        break
      }
      return .none
    }
    .forEachRoute(\.routes, action: \.router)
  }
}

struct TodoCoordinatorView: View {
  let store: StoreOf<TodoCoordinator>

  var body: some View {
    TCARouter(store.scope(state: \.routes, action: \.router)) { screen in
      switch screen.case {
      case let .home(store):
        HomeView(store: store)
      case let .list(store):
        ListView(store: store)
      case let .detail(store):
        DetailView(store: store)
      case let .photo(store):
        PhotoView(store: store)
      case let .settings(store):
        SettingsCoordinatorView(store: store)
      }
    }
  }
}
