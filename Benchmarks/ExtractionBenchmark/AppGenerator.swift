import Foundation

/// Writes a synthetic FlowStacks app: groups of one coordinator and its screen views, cycling through the
/// three API generations, with the call forms real apps use (pushes, sheets, covers, deep links, navigators).
struct AppGenerator {
  let screensPerCoordinator = 9

  func write(files: Int, to directory: URL) throws {
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let groups = max(1, files / (screensPerCoordinator + 1))
    var written = 0
    for g in 0..<groups where written < files {
      let generation = g % 3
      try coordinator(g, generation).write(to: directory.appendingPathComponent("Coordinator\(g).swift"), atomically: true, encoding: .utf8)
      written += 1
      for s in 0..<screensPerCoordinator where written < files {
        try view(g, s, generation).write(to: directory.appendingPathComponent("Screen\(g)_\(s).swift"), atomically: true, encoding: .utf8)
        written += 1
      }
    }
  }

  private func cases(_ g: Int) -> String {
    (0..<screensPerCoordinator).map { "    case screen\($0)" + ($0 % 3 == 1 ? "(id: Int)" : "") }.joined(separator: "\n")
  }

  private func switchCases(_ g: Int) -> String {
    (0..<screensPerCoordinator).map { s in
      let pattern = s % 3 == 1 ? ".screen\(s)(let id)" : ".screen\(s)"
      let arg = s % 3 == 1 ? "id: id, " : ""
      return "        case \(pattern):\n          Screen\(g)_\(s)View(\(arg)onNext: showNext\(s % 3))"
    }.joined(separator: "\n")
  }

  private func coordinator(_ g: Int, _ generation: Int) -> String {
    let state: String
    let container: String
    switch generation {
    case 0:
      state = "@State var flow = NFlow<Screen\(g)>(root: .screen0)"
      container = "NavigationView {\n      NStack($flow) { screen in\n        switch screen {\n\(switchCases(g))\n        }\n      }\n    }"
    case 1:
      state = "@State var routes: Routes<Screen\(g)> = [.root(.screen0, embedInNavigationView: true)]"
      container = "Router($routes) { screen, _ in\n        switch screen {\n\(switchCases(g))\n        }\n    }"
    default:
      state = "@State var routes: [Route<Screen\(g)>] = []"
      container = "FlowStack($routes, withNavigation: true) {\n      Screen\(g)_0View(onNext: showNext0)\n        .flowDestination(for: Screen\(g).self) { screen in\n        switch screen {\n\(switchCases(g))\n        }\n      }\n    }"
    }
    let push = generation == 0 ? "flow.push" : "routes.push"
    let sheet = generation == 0 ? "flow.push(.screen2)" : generation == 1 ? "routes.presentSheet(.screen2, embedInNavigationView: true)" : "routes.presentSheet(.screen2, withNavigation: true)"
    let deepLink = generation == 0 ? "flow.push(.screen3)" : "routes = [.root(.screen0), .push(.screen1(id: 1)), .push(.screen3)]"
    return """
      import SwiftUI
      import FlowStacks

      enum Screen\(g): Hashable {
      \(cases(g))
      }

      struct Coordinator\(g): View {
        \(state)

        var body: some View {
          \(container)
        }

        func showNext0() { \(push)(.screen1(id: \(g))) }
        func showNext1() { \(sheet) }
        func showNext2() { \(deepLink) }
      }

      """
  }

  private func view(_ g: Int, _ s: Int, _ generation: Int) -> String {
    let navigatorLine = generation == 0 ? "" : "  @EnvironmentObject var navigator: FlowNavigator<Screen\(g)>\n"
    let navigatorCall = generation == 0 ? "" : "        Button(\"Back\") { navigator.goBack() }\n        Button(\"Cover\") { navigator.presentCover(.screen\((s + 4) % screensPerCoordinator)) }\n"
    let idProperty = s % 3 == 1 ? "  let id: Int\n" : ""
    let rows = (0..<12).map { "          Text(\"Row \\($0) of screen \(s) in group \(g)\")\n            .font(.body)\n            .padding(.horizontal, \(4 + $0 % 3))" }
    return """
      import SwiftUI
      import FlowStacks

      struct Screen\(g)_\(s)View: View {
      \(idProperty)  let onNext: () -> Void
      \(navigatorLine)  @State private var isExpanded = false

        var body: some View {
          VStack(spacing: 12) {
            Text("Screen \(s) of flow \(g)")
              .font(.title)
            Button("Next", action: onNext)
      \(navigatorCall)      List {
              ForEach(0..<12) { _ in
      \(rows.prefix(4).joined(separator: "\n"))
              }
            }
            .toolbar { Button(isExpanded ? "Less" : "More") { isExpanded.toggle() } }
          }
          .navigationTitle("Screen \(s)")
        }
      }

      """
  }

  /// One generated file of about `megabytes` MB: a coordinator and many views, as code generators write them.
  func writeLarge(megabytes: Int, to directory: URL) throws {
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    var text = coordinator(0, 1)
    var s = 0
    while text.utf8.count < megabytes * 1_000_000 {
      text += view(0, s, 1).replacingOccurrences(of: "import SwiftUI\nimport FlowStacks\n", with: "")
        .replacingOccurrences(of: "struct Screen0_\(s)View", with: "struct Generated\(s)View")
      s += 1
    }
    try text.write(to: directory.appendingPathComponent("Generated.swift"), atomically: true, encoding: .utf8)
  }
}
