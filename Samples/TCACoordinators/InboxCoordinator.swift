import ComposableArchitecture
import SwiftUI
import TCACoordinators

@Reducer(state: .hashable)
enum InboxScreen {
  case inbox(InboxFeature)
  case message(MessageFeature)
}

/// The inbox tab. Its routes are computed over stored screen ids, as apps do to keep screen states elsewhere:
/// the reducer changes `routeIDs`, TCARouter reads `routes`.
@Reducer
struct InboxCoordinator {
  @ObservableState
  struct State: Equatable {
    var routeIDs: IdentifiedArrayOf<Route<InboxScreen.State.ID>> = [.root(.inbox, embedInNavigationView: true)]
    var inbox = InboxFeature.State()
    var message = MessageFeature.State()

    var routes: IdentifiedArrayOf<Route<InboxScreen.State>> {
      get {
        IdentifiedArray(uniqueElements: routeIDs.map { route in
          route.map { id in id == .inbox ? .inbox(inbox) : .message(message) }
        })
      }
      set {
        routeIDs = IdentifiedArray(uniqueElements: newValue.map { route in route.map(\.id) })
      }
    }
  }

  enum Action {
    case router(IdentifiedRouterActionOf<InboxScreen>)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .router(.routeAction(_, action: .inbox(.messageTapped))):
        state.routeIDs.push(.message)
      case .router(.routeAction(_, action: .message(.closeTapped))):
        state.routeIDs.goBack()
      default:
        break
      }
      return .none
    }
    .forEachRoute(\.routes, action: \.router)
  }
}

struct InboxCoordinatorView: View {
  let store: StoreOf<InboxCoordinator>

  var body: some View {
    TCARouter(store.scope(state: \.routes, action: \.router)) { screen in
      switch screen.case {
      case let .inbox(store):
        InboxView(store: store)
      case let .message(store):
        MessageView(store: store)
      }
    }
  }
}
