import ComposableArchitecture
import SwiftUI
import TCACoordinators

@Reducer(state: .hashable)
enum AppScreen {
  case login(LoginFeature)
  case home(HomeFeature)
  case list(ListFeature)
  case detail(DetailFeature)
  case photo(PhotoFeature)
  case settings(SettingsCoordinator)
}

/// The app's top coordinator: login, then home with a list, details, a full-screen photo and settings.
@Reducer
struct AppCoordinator {
  @ObservableState
  struct State: Equatable {
    var routes: IdentifiedArrayOf<Route<AppScreen.State>> = [.root(.login(.init()), embedInNavigationView: true)]
  }

  enum Action {
    case router(IndexedRouterActionOf<AppScreen>)
    case deepLink(itemID: Int)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .router(.routeAction(_, action: .login(.signedIn))):
        state.routes = [.root(.home(.init()), embedInNavigationView: true)]
      case .router(.routeAction(_, action: .home(.listTapped))):
        state.routes.push(.list(.init()))
      case .router(.routeAction(_, action: .home(.settingsTapped))):
        state.routes.presentSheet(.settings(.init()), embedInNavigationView: true)
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
      case .router(.routeAction(_, action: .settings(.router(.routeAction(_, action: .account(.signedOut)))))):
        state.routes = [.root(.login(.init()), embedInNavigationView: true)]
      case .deepLink(let itemID):
        // Home, its list and the item: more than SwiftUI takes in one update, so TCACoordinators stages it.
        return .routeWithDelaysIfUnsupported(state.routes, action: \.router) {
          $0 = [
            .root(.home(.init()), embedInNavigationView: true),
            .push(.list(.init())),
            .push(.detail(.init(id: itemID))),
          ]
        }
      default:
        break
      }
      return .none
    }
    .forEachRoute(\.routes, action: \.router)
  }
}

struct AppCoordinatorView: View {
  let store: StoreOf<AppCoordinator>

  var body: some View {
    TCARouter(store.scope(state: \.routes, action: \.router)) { screen in
      switch screen.case {
      case let .login(store):
        LoginView(store: store)
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
