import FlowStacks
import SwiftUI

// A travel app written against FlowStacks 0.6+: FlowStack, flowDestination, FlowLink and FlowNavigator.

@main
struct TravelApp: App {
  var body: some Scene {
    WindowGroup {
      TripsCoordinator()
    }
  }
}
