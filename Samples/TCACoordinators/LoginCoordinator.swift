import ComposableArchitecture
import SwiftUI
import TCACoordinators

@Reducer(state: .hashable)
enum LoginScreen {
  case login(LoginFeature)
  case signUp(SignUpFeature)
}

/// The signed-out flow. Signing in is the parent's business (`RootFeature` switches to the tabs).
@Reducer
struct LoginCoordinator {
  @ObservableState
  struct State: Equatable {
    var routes: [Route<LoginScreen.State>] = [.root(.login(.init()), embedInNavigationView: true)]
  }

  enum Action {
    case router(IndexedRouterActionOf<LoginScreen>)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .router(.routeAction(_, action: .login(.signUpTapped))):
        state.routes.push(.signUp(.init()))
      default:
        break
      }
      return .none
    }
    .forEachRoute(\.routes, action: \.router)
  }
}

struct LoginCoordinatorView: View {
  let store: StoreOf<LoginCoordinator>

  var body: some View {
    TCARouter(store.scope(state: \.routes, action: \.router)) { screen in
      switch screen.case {
      case let .login(store):
        LoginView(store: store)
      case let .signUp(store):
        SignUpView(store: store)
      }
    }
  }
}
