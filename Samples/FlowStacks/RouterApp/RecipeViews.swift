import SwiftUI

struct CatalogueView: View {
  let onRecipeTapped: (String) -> Void
  let onSettingsTapped: () -> Void

  var body: some View {
    List(["Bread", "Soup"], id: \.self) { name in
      Button(name) { onRecipeTapped(name) }
    }
    .toolbar { Button("Settings", action: onSettingsTapped) }
  }
}

final class RecipeViewModel: ObservableObject {
  let name: String
  let onStartTimer: (Int) -> Void
  let onShop: () -> Void

  init(name: String, onStartTimer: @escaping (Int) -> Void, onShop: @escaping () -> Void) {
    self.name = name
    self.onStartTimer = onStartTimer
    self.onShop = onShop
  }
}

struct RecipeView: View {
  @ObservedObject var viewModel: RecipeViewModel

  var body: some View {
    VStack {
      Text(viewModel.name)
      Button("Timer") { viewModel.onStartTimer(20) }
      Button("Shop", action: viewModel.onShop)
    }
  }
}

struct TimerView: View {
  let minutes: Int
  let onDone: () -> Void

  var body: some View {
    Button("\(minutes) minutes: done", action: onDone)
  }
}

struct SettingsView: View {
  var body: some View { Text("Settings") }
}
