import ComposableArchitecture
import SwiftUI

/// The app's top: the login flow until the user signs in, then the tabs. Which one shows is the reducer's
/// `isSignedIn`, so every assignment to it is a root switch between the two coordinators.
@Reducer
struct RootFeature {
  @ObservableState
  struct State: Equatable {
    var login = LoginCoordinator.State()
    var main = MainTabs.State()
    var isSignedIn = false
  }

  enum Action {
    case login(LoginCoordinator.Action)
    case main(MainTabs.Action)
  }

  var body: some ReducerOf<Self> {
    Scope(state: \.login, action: \.login) { LoginCoordinator() }
    Scope(state: \.main, action: \.main) { MainTabs() }
    Reduce { state, action in
      switch action {
      case .login(.router(.routeAction(_, action: .login(.signedIn)))),
           .login(.router(.routeAction(_, action: .signUp(.created)))):
        state.main = MainTabs.State()
        state.isSignedIn = true
      case .main(.todos(.router(.routeAction(_, action: .settings(.router(.routeAction(_, action: .account(.signedOut)))))))):
        state.login = LoginCoordinator.State()
        state.isSignedIn = false
      default:
        break
      }
      return .none
    }
  }
}

struct RootView: View {
  let store: StoreOf<RootFeature>

  var body: some View {
    if store.isSignedIn {
      MainTabsView(store: store.scope(state: \.main, action: \.main))
    } else {
      LoginCoordinatorView(store: store.scope(state: \.login, action: \.login))
    }
  }
}
