import FlowStacks
import SwiftUI

// A recipe app written against FlowStacks 0.1-0.4: Router, Routes and a FlowNavigator.

@main
struct RecipesApp: App {
  @StateObject var coordinator = RecipesCoordinatorViewModel()

  var body: some Scene {
    WindowGroup {
      RecipesCoordinator(viewModel: coordinator)
    }
  }
}
