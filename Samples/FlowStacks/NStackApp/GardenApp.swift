import FlowStacks
import SwiftUI

// A plant-care app written against FlowStacks 0.0.x: NStack for pushes, PStack for presentation.

@main
struct GardenApp: App {
  var body: some Scene {
    WindowGroup {
      GardenCoordinator()
    }
  }
}
