import ComposableArchitecture
import SwiftUI
import TCACoordinators

@Reducer(state: .hashable)
enum SettingsScreen {
  case overview(SettingsFeature)
  case account(AccountFeature)
}

/// A child coordinator presented as a sheet from home; it brings its own navigation.
@Reducer
struct SettingsCoordinator {
  @ObservableState
  struct State: Equatable {
    var routes: [Route<SettingsScreen.State>]

    init(routes: [Route<SettingsScreen.State>] = [.root(.overview(.init()), withNavigation: true)]) {
      self.routes = routes
    }
  }

  enum Action {
    case router(IndexedRouterActionOf<SettingsScreen>)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .router(.routeAction(_, action: .overview(.accountTapped))):
        state.routes.push(.account(.init()))
      case .router(.routeAction(_, action: .account(.backTapped))):
        state.routes.goBack()
      default:
        break
      }
      return .none
    }
    .forEachRoute(\.routes, action: \.router)
  }
}

struct SettingsCoordinatorView: View {
  let store: Store<SettingsCoordinator.State, SettingsCoordinator.Action>

  var body: some View {
    TCARouter(store.scope(state: \.routes, action: \.router)) { screen in
      switch screen.case {
      case let .overview(store):
        SettingsView(store: store)
      case let .account(store):
        AccountView(store: store)
      }
    }
  }
}
