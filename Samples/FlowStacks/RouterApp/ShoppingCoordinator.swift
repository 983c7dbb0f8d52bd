import FlowStacks
import SwiftUI

/// A child coordinator shown as a sheet; its screens navigate through a FlowNavigator.
struct ShoppingCoordinator: View {
  enum Screen {
    case list
    case item(String)
    case store
  }

  @State var routes: Routes<Screen> = [.root(.list)]

  var body: some View {
    NavigationView {
      Router($routes) { screen, _ in
        switch screen {
        case .list:
          ShoppingListView()
        case .item(let name):
          ShoppingItemView(name: name)
        case .store:
          StoreMapView()
        }
      }
    }
  }
}

struct ShoppingListView: View {
  @EnvironmentObject var navigator: FlowNavigator<ShoppingCoordinator.Screen>

  var body: some View {
    List {
      Button("Flour") { navigator.push(.item("Flour")) }
      StoreButton()
      Button("Done") { navigator.dismiss() }
    }
  }
}

struct ShoppingItemView: View {
  let name: String
  @EnvironmentObject var navigator: FlowNavigator<ShoppingCoordinator.Screen>

  var body: some View {
    VStack {
      Text(name)
      StoreButton()
      Button("Back") { navigator.goBack() }
    }
  }
}

/// Shared by the list and item screens: each gets an edge to the store map.
struct StoreButton: View {
  @EnvironmentObject var navigator: FlowNavigator<ShoppingCoordinator.Screen>

  var body: some View {
    Button("Where is it?") { navigator.push(.store) }
  }
}

struct StoreMapView: View {
  var body: some View { Text("Aisle 4") }
}
