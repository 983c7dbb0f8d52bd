import Foundation

/// Writes a synthetic Stinsen 2.x app: groups of one coordinator and its screen views. Coordinators chain to
/// the next group's coordinator (wrapped in `NavigationViewCoordinator`), every fifth is a `TabCoordinatable`;
/// views route through `@EnvironmentObject` routers, view models through `@RouterObject`, some by chains.
struct StinsenAppGenerator {
  let screensPerCoordinator = 9
  private let transitions = [".push", ".modal", ".fullScreen", ".push", ".modal(dismissible: false)"]

  func write(files: Int, to directory: URL) throws {
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let groups = max(1, files / (screensPerCoordinator + 1))
    var written = 0
    for g in 0..<groups where written < files {
      try coordinator(g, last: g == groups - 1).write(to: directory.appendingPathComponent("Coordinator\(g).swift"), atomically: true, encoding: .utf8)
      written += 1
      for s in 0..<screensPerCoordinator where written < files {
        try view(g, s).write(to: directory.appendingPathComponent("Screen\(g)_\(s).swift"), atomically: true, encoding: .utf8)
        written += 1
      }
    }
  }

  private func coordinator(_ g: Int, last: Bool) -> String {
    if g % 5 == 4 {
      let tabs = (0..<3).map { "  @Route(tabItem: makeTab) var tab\($0) = makeScreen\($0)" }.joined(separator: "\n")
      let factories = (0..<3).map { "  @ViewBuilder func makeScreen\($0)() -> some View { Screen\(g)_\($0)View() }" }.joined(separator: "\n")
      return """
        import Stinsen
        import SwiftUI

        final class Coordinator\(g): TabCoordinatable {
          var child = TabChild(startingItems: [\\Coordinator\(g).tab0, \\Coordinator\(g).tab1, \\Coordinator\(g).tab2], activeTab: 0)
        \(tabs)

        \(factories)
          @ViewBuilder func makeTab(isActive: Bool) -> some View { Image(systemName: "star") }
        }
        """
    }
    let routes = (1..<screensPerCoordinator).map { s in
      "  @Route(\(transitions[s % transitions.count])) var screen\(s) = makeScreen\(s)"
    }.joined(separator: "\n")
    let factories = (0..<screensPerCoordinator).map { s in
      let input = s % 3 == 1 ? "id: Int" : ""
      let arg = s % 3 == 1 ? "id: id" : ""
      return "  @ViewBuilder func makeScreen\(s)(\(input)) -> some View {\n    Screen\(g)_\(s)View(\(arg))\n  }"
    }.joined(separator: "\n\n")
    let child = last ? "" : """
        @Route(.modal) var next = makeNext

        func makeNext() -> NavigationViewCoordinator<Coordinator\(g + 1)> {
          NavigationViewCoordinator(Coordinator\(g + 1)())
        }
      """
    return """
      import Stinsen
      import SwiftUI

      final class Coordinator\(g): NavigationCoordinatable {
        let stack = NavigationStack(initial: \\Coordinator\(g).screen0)

        @Root var screen0 = makeScreen0
      \(routes)
      \(child)

      \(factories)

        @ViewBuilder func customize(_ view: AnyView) -> some View {
          view.onOpenURL { url in
            if url.path == "/\(g)" { self.popToRoot().route(to: \\.screen1, 1) }
          }
        }
      }
      """
  }

  private func view(_ g: Int, _ s: Int) -> String {
    let tab = g % 5 == 4
    let target = tab ? "" : "router.route(to: \\.screen\((s + 1) % screensPerCoordinator == 0 ? 1 : (s + 1) % screensPerCoordinator)\((s + 1) % 3 == 1 ? ", 7" : ""))"
    let stored = s % 3 == 1 && !tab ? "  let id: Int\n" : ""
    let model = s % 3 == 2 && !tab ? """

      final class Screen\(g)_\(s)Model: ObservableObject {
        @RouterObject var router: Coordinator\(g).Router?
        func close() { router?.popLast() }
      }
      """ : ""
    let modelUse = s % 3 == 2 && !tab ? "  @StateObject var model = Screen\(g)_\(s)Model()\n" : ""
    let action = tab ? "router.focusFirst(\\.tab\((s + 1) % 3))" : target
    return """
      import Stinsen
      import SwiftUI

      struct Screen\(g)_\(s)View: View {
        @EnvironmentObject var router: Coordinator\(g).Router
      \(stored)\(modelUse)  @State private var title = "Screen \(s)"

        var body: some View {
          VStack(spacing: 12) {
            Text(title)
              .font(.headline)
            Button("Next") {
              \(action)
            }
            Button("Back") { router.popLast() }
            List(0..<10) { row in
              Text("Row \\(row)")
            }
          }
          .padding()
          .navigationTitle(title)
        }
      }
      \(model)
      """
  }
}
