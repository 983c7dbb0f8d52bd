import FlowStacks
import SwiftUI

enum RecipeScreen {
  case catalogue
  case recipe(RecipeViewModel)
  case shoppingList
  case timer(minutes: Int)
  case settings
}

/// The navigation state lives in the coordinator's view model; screens get view models with callbacks.
final class RecipesCoordinatorViewModel: ObservableObject {
  @Published var routes: Routes<RecipeScreen> = [.root(.catalogue, embedInNavigationView: true)]

  func showRecipe(_ name: String) {
    routes.push(.recipe(.init(name: name, onStartTimer: startTimer, onShop: showShoppingList)))
  }

  func showShoppingList() {
    routes.presentSheet(.shoppingList, embedInNavigationView: true)
  }

  func startTimer(_ minutes: Int) {
    routes.presentCover(.timer(minutes: minutes))
  }

  func showSettings() {
    routes.presentSheet(.settings)
  }

  /// Deep link to a recipe's timer: back to the catalogue, then the recipe and its timer. SwiftUI takes one
  /// push, presentation or dismissal per update, so RouteSteps breaks the change into steps (`$routes` of a
  /// `@Published` property is a publisher, not a binding: view models use RouteSteps).
  func openTimer(for name: String) {
    RouteSteps.withDelaysIfUnsupported(self, \.routes) {
      $0.goBackToRoot()
      $0.push(.recipe(.init(name: name, onStartTimer: startTimer, onShop: showShoppingList)))
      $0.presentCover(.timer(minutes: 10))
    }
  }

  /// From the timer (a cover over a pushed recipe) back to the catalogue: one dismissal and one pop, staged.
  func closeToCatalogue() {
    RouteSteps.withDelaysIfUnsupported(self, \.routes) { $0.goBackToRoot() }
  }
}

struct RecipesCoordinator: View {
  @ObservedObject var viewModel: RecipesCoordinatorViewModel

  var body: some View {
    Router($viewModel.routes) { screen, _ in
      switch screen {
      case .catalogue:
        CatalogueView(onRecipeTapped: viewModel.showRecipe, onSettingsTapped: viewModel.showSettings)
      case .recipe(let recipe):
        RecipeView(viewModel: recipe)
      case .shoppingList:
        ShoppingCoordinator()
      case .timer(let minutes):
        TimerView(minutes: minutes, onDone: viewModel.closeToCatalogue)
      case .settings:
        SettingsView()
      }
    }
    .onOpenURL { url in viewModel.openTimer(for: url.lastPathComponent) }
  }
}
