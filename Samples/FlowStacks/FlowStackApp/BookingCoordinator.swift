import FlowStacks
import SwiftUI

/// A child coordinator with its own typed-path stack, presented as a cover.
struct BookingCoordinator: View {
  @State var path = FlowPath()

  var body: some View {
    FlowStack($path, withNavigation: true) {
      FlightSearchView()
        .flowDestination(for: Int.self) { flight in
          SeatView(flight: flight)
        }
        .flowDestination(for: PaymentStep.self) { step in
          PaymentView(step: step)
        }
    }
  }
}

struct PaymentStep: Hashable {
  var amount: Int
}

struct FlightSearchView: View {
  @EnvironmentObject var navigator: FlowPathNavigator

  var body: some View {
    List {
      FlowLink(value: 101, style: .push) { Text("Flight 101") }
      Button("Close") { navigator.dismiss() }
    }
  }
}

struct SeatView: View {
  let flight: Int
  @EnvironmentObject var navigator: FlowPathNavigator

  var body: some View {
    Button("Seat 12A") { navigator.push(PaymentStep(amount: 120)) }
  }
}

struct PaymentView: View {
  let step: PaymentStep
  @EnvironmentObject var navigator: FlowPathNavigator

  var body: some View {
    Button("Pay \(step.amount)") { navigator.goBackToRoot() }
  }
}
