import ComposableArchitecture
import SwiftUI
import TCACoordinators

@Reducer
struct OverviewFeature {
  struct State: Equatable, Hashable {}
  enum Action {
    case editTapped
    case helpTapped
    case delegate(Delegate)
    enum Delegate { case edit, help }
  }

  var body: some ReducerOf<Self> {
    Reduce { _, action in
      switch action {
      case .editTapped: return .send(.delegate(.edit))
      // unhandled-delegate-action: no reducer matches `.help`, so the button does nothing.
      case .helpTapped: return .send(.delegate(.help))
      case .delegate: return .none
      }
    }
  }
}

@Reducer
struct EditFeature {
  struct State: Equatable, Hashable {}
  enum Action {
    case saveTapped
    case saved(Bool)
  }

  var body: some ReducerOf<Self> { Reduce { _, _ in .none } }
}

@Reducer(state: .hashable)
enum ProfileScreen {
  case overview(OverviewFeature)
  case edit(EditFeature)
}

@Reducer
struct ProfileCoordinator {
  @ObservableState
  struct State: Equatable {
    var routes: IdentifiedArrayOf<Route<ProfileScreen.State>> = [.root(.overview(.init()), embedInNavigationView: true)]
  }

  enum Action {
    case router(IndexedRouterActionOf<ProfileScreen>)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .router(.routeAction(_, action: .overview(.delegate(.edit)))):
        state.routes.push(.edit(.init()))
      // navigation-ignores-result: `saved` carries whether saving worked; leaving on `false` loses the edits.
      case .router(.routeAction(_, action: .edit(.saved))):
        state.routes.goBack()
      default:
        break
      }
      return .none
    }
    .forEachRoute(\.routes, action: \.router)
  }
}

struct ProfileCoordinatorView: View {
  let store: StoreOf<ProfileCoordinator>

  var body: some View {
    TCARouter(store.scope(state: \.routes, action: \.router)) { screen in
      switch screen.case {
      case let .overview(store): OverviewView(store: store)
      case let .edit(store): EditView(store: store)
      }
    }
  }
}

struct OverviewView: View {
  let store: StoreOf<OverviewFeature>
  var body: some View {
    VStack {
      Button("Edit") { store.send(.editTapped) }
      Button("Help") { store.send(.helpTapped) }
    }
  }
}

struct EditView: View {
  let store: StoreOf<EditFeature>
  var body: some View { Button("Save") { store.send(.saveTapped) } }
}

// dead-destination-type: the feedback screen was written but never made a case of ProfileScreen: nothing can show it.
struct FeedbackView: View {
  let store: StoreOf<FeedbackFeature>
  var body: some View { Button("Close") { store.send(.closeTapped) } }
}

@Reducer
struct FeedbackFeature {
  struct State: Equatable {}
  enum Action {
    case closeTapped
    case delegate(Delegate)
    enum Delegate { case close }
  }

  var body: some ReducerOf<Self> { Reduce { _, _ in .none } }
}
