import ComposableArchitecture
import SwiftUI
import TCACoordinators

@Reducer
struct SplashFeature {
  struct State: Equatable, Hashable {}
  enum Action {
    case appeared
    case delegate(Delegate)
    enum Delegate { case finished }
  }
  @Dependency(\.continuousClock) var clock

  var body: some ReducerOf<Self> {
    Reduce { _, action in
      switch action {
      case .appeared:
        return .run { send in
          try await clock.sleep(for: .seconds(1))
          await send(.delegate(.finished))
        }
      case .delegate: return .none
      }
    }
  }
}

@Reducer
struct LobbyFeature {
  // untagged-tab: no tab of LobbyView's TabView is tagged `.inbox`, so selecting it shows nothing.
  enum Tab: Hashable { case feed, settings, inbox }
  struct State: Equatable, Hashable { var tab: Tab = .feed }
  enum Action {
    case tabSelected(Tab)
    case logOutTapped
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .tabSelected(tab):
        state.tab = tab
        return .none
      case .logOutTapped:
        return .none
      }
    }
  }
}

@Reducer(state: .hashable)
enum SessionScreen {
  case splash(SplashFeature)
  case lobby(LobbyFeature)
}

@Reducer
struct SessionCoordinator {
  @ObservableState
  struct State: Equatable {
    var routes: [Route<SessionScreen.State>] = [.root(.splash(.init()), embedInNavigationView: true)]
  }

  enum Action {
    case router(IndexedRouterActionOf<SessionScreen>)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .router(.routeAction(_, action: .splash(.delegate(.finished)))):
        state.routes = [.root(.lobby(.init()), embedInNavigationView: true)]
      default:
        break
      }
      return .none
    }
    // root-replaced-in-place: routes identified by index keep index 0 when the splash screen is replaced, so its
    // running effects are not cancelled.
    .forEachRoute(\.routes, action: \.router)
  }
}

struct SessionCoordinatorView: View {
  let store: StoreOf<SessionCoordinator>

  var body: some View {
    TCARouter(store.scope(state: \.routes, action: \.router)) { screen in
      switch screen.case {
      case let .splash(store): SplashView(store: store)
      case let .lobby(store): LobbyView(store: store)
      }
    }
  }
}

struct SplashView: View {
  let store: StoreOf<SplashFeature>
  var body: some View { ProgressView().onAppear { store.send(.appeared) } }
}

struct LobbyView: View {
  @Bindable var store: StoreOf<LobbyFeature>
  var body: some View {
    TabView(selection: $store.tab.sending(\.tabSelected)) {
      Text("Feed").tag(LobbyFeature.Tab.feed)
      // ignored-action: LobbyFeature answers `.logOutTapped` with `.none` and no coordinator matches it.
      Button("Log out") { store.send(.logOutTapped) }.tag(LobbyFeature.Tab.settings)
    }
  }
}
