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

  /// Deep link to a recipe's timer: several routes set at once.
  func openTimer(for name: String) {
    routes = [
      .root(.catalogue, embedInNavigationView: true),
      .push(.recipe(.init(name: name, onStartTimer: startTimer, onShop: showShoppingList))),
      .cover(.timer(minutes: 10)),
    ]
  }

  func closeToCatalogue() {
    $routes.withDelaysIfUnsupported { $0.goBackToRoot() }
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
