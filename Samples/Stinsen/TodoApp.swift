import Stinsen
import SwiftUI

@main
struct TodoApp: App {
  var body: some Scene {
    WindowGroup {
      MainCoordinator().view()
    }
  }
}
