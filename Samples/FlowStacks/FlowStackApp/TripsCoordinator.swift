import FlowStacks
import SwiftUI

enum TripScreen: Hashable {
  case trip(Int)
  case day(Int)
  case packing
  case booking
  case profile
}

struct TripsCoordinator: View {
  @State var routes: [Route<TripScreen>] = []

  var body: some View {
    FlowStack($routes, withNavigation: true) {
      TripListView(onProfileTapped: showProfile)
        .flowDestination(for: TripScreen.self) { screen in
          switch screen {
          case .trip(let id):
            TripView(viewModel: TripViewModel(id: id, onPack: showPacking))
          case .day(let number):
            DayView(number: number)
          case .packing:
            PackingView()
          case .booking:
            BookingCoordinator()
          case .profile:
            ProfileView()
          }
        }
    }
    .onOpenURL { _ in openFirstDay() }
  }

  func showProfile() {
    routes.presentSheet(.profile)
  }

  func showPacking() {
    routes.presentSheet(.packing, withNavigation: true)
  }

  /// Deep link: a trip and its first day pushed at once (FlowStack stages the update itself).
  func openFirstDay() {
    routes = [.push(.trip(1)), .push(.day(1))]
  }
}
