import FlowStacks
import SwiftUI

struct TripListView: View {
  let onProfileTapped: () -> Void

  var body: some View {
    List {
      FlowLink(value: TripScreen.trip(1), style: .push) { Text("Lisbon") }
      FlowLink(value: TripScreen.booking, style: .cover(withNavigation: false)) { Text("Book a flight") }
      Button("Profile", action: onProfileTapped)
    }
  }
}

final class TripViewModel: ObservableObject {
  let id: Int
  let onPack: () -> Void

  init(id: Int, onPack: @escaping () -> Void) {
    self.id = id
    self.onPack = onPack
  }
}

struct TripView: View {
  @ObservedObject var viewModel: TripViewModel
  @EnvironmentObject var navigator: FlowNavigator<TripScreen>

  var body: some View {
    VStack {
      DayRow(number: 1)
      DayRow(number: 2)
      Button("Pack", action: viewModel.onPack)
      #if os(iOS)
      Button("Map") { navigator.presentCover(.booking, withNavigation: true) }
      #endif
    }
  }
}

/// Shared by the trip and day screens.
struct DayRow: View {
  let number: Int
  @EnvironmentObject var navigator: FlowNavigator<TripScreen>

  var body: some View {
    Button("Day \(number)") { navigator.push(.day(number)) }
  }
}

struct DayView: View {
  let number: Int
  @EnvironmentObject var navigator: FlowNavigator<TripScreen>

  var body: some View {
    VStack {
      DayRow(number: number + 1)
      Button("All trips") { navigator.goBackToRoot() }
    }
  }
}

struct PackingView: View {
  @EnvironmentObject var navigator: FlowNavigator<TripScreen>

  var body: some View {
    Button("Packed") { navigator.dismiss() }
  }
}

struct ProfileView: View {
  @State private var showsHelp = false

  var body: some View {
    Button("Help") { showsHelp = true }
      .flowDestination(isPresented: $showsHelp, style: .sheet(withNavigation: true)) {
        HelpView()
      }
  }
}

struct HelpView: View {
  var body: some View { Text("Help") }
}
